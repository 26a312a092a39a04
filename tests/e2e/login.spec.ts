/** spec 000 §5 Login and §8 "Failed login request". */
import { expect, test } from '@playwright/test';
import { DEMO, expectNoA11yViolations, injectFault } from './support';

test.beforeEach(async ({ page }) => {
  await page.goto('/public/login');
});

test('required fields show the spec message on each field', async ({ page }) => {
  await page.getByRole('button', { name: 'Iniciar Sesión' }).last().click();
  await expect(page.getByText('Este campo es requerido')).toHaveCount(2);
  await expectNoA11yViolations(page, 'login with errors');
});

test('a refused login shows the server message under the form and keeps what was typed', async ({ page }) => {
  await page.getByLabel(/Cédula o pasaporte/).fill(DEMO.cedula);
  await page.locator('input[name=password]').fill('incorrecta');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).last().click();
  await expect(page.getByRole('alert').filter({ hasText: 'Usuario o contraseña incorrectos' })).toBeVisible();
  await expect(page.getByLabel(/Cédula o pasaporte/)).toHaveValue(DEMO.cedula);
});

test('a failed login request shows the error toast, stops the loader and keeps the values', async ({ page }) => {
  await injectFault(page, { method: 'POST', path: '/auth/login', kind: 'http500' });
  await page.getByLabel(/Cédula o pasaporte/).fill(DEMO.cedula);
  await page.locator('input[name=password]').fill(DEMO.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).last().click();
  await expect(page.getByText('Ha ocurrido un error, favor contacte a soporte')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar Sesión' }).last()).toBeEnabled();
  await expect(page.locator('input[name=password]')).toHaveValue(DEMO.password);
  await expect(page).toHaveURL(/\/public\/login$/);
});

test('dashes are removed from the document and the citizen reaches the desk', async ({ page }) => {
  await page.getByLabel(/Cédula o pasaporte/).fill(DEMO.cedula);
  await page.locator('input[name=password]').fill(DEMO.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).last().click();
  await expect(page).toHaveURL(/\/app\/myDesk$/);
  await expect(page.getByRole('heading', { name: 'Personal' })).toBeVisible();
});
