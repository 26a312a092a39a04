/**
 * The read-only blocks after the loaders were folded into src/machines/reads.ts and src/domain
 * (docs/ARCHITECTURE.md "Layers"): in the built app, each page whose reads moved still shows its
 * data — contact branches with their safe links (spec 000 §2 Contact page), the general queries'
 * maps and documents, the policy and terms (content API), the procedures of a direction (spec 000
 * §2 Home and catalogue) — and nothing is left loading.
 */
import { expect, test } from '@playwright/test';

test('pages whose reads moved show their data', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => void errors.push(e.message));

  await page.goto('/app/contact');
  const central = page.getByRole('article', { name: 'Sede central' });
  await expect(central.getByRole('link', { name: '809-555-0100' })).toHaveAttribute('href', 'tel:+18095550100');

  await page.goto('/app/generalQueries');
  await expect(page.getByRole('heading', { level: 1, name: 'Consultas generales' })).toBeVisible();
  await expect(page.getByRole('img').first()).toBeVisible();

  await page.goto('/app/policy');
  await expect(page.getByRole('heading', { name: /Responsable del tratamiento/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Aceptación de los términos/ })).toBeVisible();

  await page.goto('/app/listOfServices/3');
  await expect(page.getByRole('heading', { level: 1, name: 'Licencias de Operación' })).toBeVisible();
  await expect(page.locator('[data-spinner], [aria-busy="true"]')).toHaveCount(0);

  expect(errors).toEqual([]);
});
