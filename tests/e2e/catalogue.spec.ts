/** spec 000 §2: root and unknown paths go to /public; /app/listOfServices accepts ids 1-4 only. */
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './support';

test('root and unknown paths redirect to /public', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/public$/);
  await page.goto('/esto/no/existe');
  await expect(page).toHaveURL(/\/public$/);
});

test('Trámites (category 0) and invalid direction ids redirect to all procedures', async ({ page }) => {
  await page.goto('/public');
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Trámites' }).click();
  await expect(page).toHaveURL(/\/app\/allServices$/);
  await page.goto('/app/listOfServices/9');
  await expect(page).toHaveURL(/\/app\/allServices$/);
  await expectNoA11yViolations(page, 'all procedures');
});

test('a direction page lists its procedures and opens a service description', async ({ page }) => {
  await page.goto('/app/listOfServices/3');
  await expect(page.getByRole('heading', { level: 1, name: 'Licencias de Operación' })).toBeVisible();
  await expectNoA11yViolations(page, 'direction page');
  await page.getByRole('link', { name: /VER INFORMACIÓN/ }).first().click();
  await expect(page).toHaveURL(/\/app\/serviceDescription\/\d+$/);
  await expect(page.getByRole('button', { name: /INICIAR SOLICITUD/ })).toBeVisible();
  await expectNoA11yViolations(page, 'service description');
});

test('the home page renders and has no accessibility violation', async ({ page }) => {
  await page.goto('/public');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoA11yViolations(page, 'home');
});

test('login-required routes send anonymous users to /public', async ({ page }) => {
  await page.goto('/app/myDesk');
  await expect(page).toHaveURL(/\/public$/);
});
