/**
 * Policy page and mobile validation page in the browser (spec 000 §2 /app/policy and
 * /public/mobileValidation; issue 4): sanitised CMS content, the footer's terms link scrolls to the
 * terms, failure and retry, axe on both pages.
 */
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations, injectFault } from './support';

test('the policy page renders the privacy policy and the terms, sanitised, with no axe violation', async ({ page }) => {
  await page.goto('/app/policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
  const policy = page.getByRole('region', { name: 'Política de privacidad' });
  const terms = page.getByRole('region', { name: 'Términos y condiciones de uso' });
  await expect(policy.getByRole('heading', { name: /Responsable del tratamiento/ })).toBeVisible();
  await expect(terms.getByRole('heading', { name: /Aceptación de los términos/ })).toBeVisible();
  await expect(page.locator('#politica-privacidad :is(script, iframe, [style]), #terminos-y-condiciones :is(script, iframe, [style])')).toHaveCount(0);
  await expectNoA11yViolations(page, 'policy');
});

test("the footer's 'Términos de uso' opens the terms section once the content is there", async ({ page }) => {
  await page.goto('/public');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Términos de uso' }).click();
  await expect(page).toHaveURL(/\/app\/policy#terminos-y-condiciones$/);
  const terms = page.getByRole('heading', { level: 2, name: 'Términos y condiciones de uso' });
  await expect(page.getByRole('region', { name: 'Términos y condiciones de uso' }).getByRole('heading', { name: /Aceptación/ })).toBeVisible();
  await expect(terms).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).not.toBeInViewport();
});

test('scrolling the home to its footer leaves the footer links where they are (no block takes its height late)', async ({ page }) => {
  await page.goto('/public');
  await page.waitForLoadState('networkidle');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Términos de uso' });
  await expect(link).toBeAttached();
  // Where the link is after an instant scroll, then in each of the next 20 frames: a block laid out
  // late (content-visibility: auto on the catalogue blocks) moved it ~66 px in the first frames,
  // so a click went down on the link and up beside it.
  const tops = await link.evaluate(async (el) => {
    el.scrollIntoView({ block: 'center', behavior: 'instant' });
    const seen = [Math.round(el.getBoundingClientRect().top)];
    for (let i = 0; i < 20; i++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      seen.push(Math.round(el.getBoundingClientRect().top));
    }
    return seen;
  });
  expect(new Set(tops).size, `link top per frame: ${tops.join(', ')}`).toBe(1);
});

test('a failed section shows the error block; Reintentar loads it', async ({ page }) => {
  await page.goto('/public');
  await injectFault(page, { method: 'GET', path: '/pages/v1/page/politica-privacidad', kind: 'http500' });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidad' }).click();
  const policy = page.getByRole('region', { name: 'Política de privacidad' });
  await expect(policy.getByText('No se pudo cargar esta información.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Términos y condiciones de uso' }).getByRole('heading', { name: /Aceptación/ })).toBeVisible();
  await expectNoA11yViolations(page, 'policy with a failed section');
  await policy.getByRole('button', { name: 'Reintentar' }).click();
  await expect(policy.getByRole('heading', { name: /Responsable del tratamiento/ })).toBeVisible();
});

test('the mobile validation page explains the validation, leads to sign in, and has no axe violation', async ({ page }) => {
  await page.goto('/public/mobileValidation');
  const region = page.getByRole('region', { name: 'Validación de la aplicación móvil' });
  await expect(region).toContainText('aplicación móvil del Ministerio de Turismo');
  await expectNoA11yViolations(page, 'mobile validation');
  await region.getByRole('link', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(/\/public\/login$/);
});
