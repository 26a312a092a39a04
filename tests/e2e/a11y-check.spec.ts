/**
 * The accessibility check every journey calls (`expectNoA11yViolations`, tests/e2e/support.ts) is not
 * vacuous: on a real page with three violations put in it (an image without a text alternative, a
 * button without a name, a field without a label; WCAG 2 A: axe rules image-alt, button-name, label)
 * it fails and names each rule and its element. Its speed options (one pass in the page, the
 * violations' results only) must never make it miss one, nor widen the rules it judges (A11Y_TAGS).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support';

/** Opens /public and appends `html` to its main landmark. */
async function publicPageWith(page: Page, html: string): Promise<void> {
  await page.goto('/public');
  await expect(page.getByRole('main')).toBeVisible();
  await page.evaluate((extra) => {
    const main = document.querySelector('main');
    if (!main) throw new Error('no main');
    main.insertAdjacentHTML('beforeend', extra);
  }, html);
}

test('the axe check fails on a page with violations and names each of them', async ({ page }) => {
  await publicPageWith(page, '<img id="sin-alt" src="/favicon.svg"><button id="sin-nombre" type="button"></button><input id="sin-etiqueta" type="text">');
  const failure = await expectNoA11yViolations(page, 'seeded violations').then(
    () => null,
    (error: unknown) => String(error),
  );
  expect(failure).toMatch(/image-alt \(critical\)[\s\S]*#sin-alt/);
  expect(failure).toMatch(/button-name \(critical\)[\s\S]*#sin-nombre/);
  expect(failure).toMatch(/label \(critical\)[\s\S]*#sin-etiqueta/);
});

test('the axe check judges the WCAG rules it is set to, and no other', async ({ page }) => {
  // Two regions with one name break axe's best-practice rule landmark-unique, no WCAG criterion.
  // The speed option once replaced the tag selection (AxeBuilder.options() overwrites it), and the
  // check then failed the real travel form's review on that rule (issue 29, CI of stop 37).
  await publicPageWith(page, '<div role="region" aria-label="Acompañantes" tabindex="0"><p>Acompañantes</p></div>'.repeat(2));
  await expectNoA11yViolations(page, 'a best-practice finding only');
});
