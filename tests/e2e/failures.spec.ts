/**
 * Failed calls (issue 2 "Bad input and failures"): each shows a Spanish message, stops every
 * loader, offers a retry where a block needed the backend, and keeps what the user typed.
 * Failures are injected through the embedded backend's handlers.
 */
import { expect, test } from '@playwright/test';
import { DEMO, injectFault } from './support';

test('a token that stays expired after the refresh shows the error block, and retry recovers', async ({ page }) => {
  await page.goto('/public/login');
  await page.getByLabel(/Cédula o pasaporte/).fill(DEMO.cedula);
  await page.locator('input[name=password]').fill(DEMO.password);
  await injectFault(page, { method: 'GET', path: '/statistics/', kind: 'expired', times: 2 });
  await page.getByRole('button', { name: 'Iniciar Sesión' }).last().click();
  await expect(page).toHaveURL(/\/app\/myDesk$/);
  const block = page.getByText('No se pudo cargar esta información.');
  await expect(block).toBeVisible();
  // The profile still shows; the session survived (the refresh itself succeeded).
  await expect(page.getByRole('heading', { name: 'Personal' })).toBeVisible();
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByText('Solicitudes en proceso')).toBeVisible();
  await expect(block).toHaveCount(0);
});

test('an expired token is refreshed once and the call retried without the user noticing', async ({ page }) => {
  await page.goto('/public/login');
  await page.getByLabel(/Cédula o pasaporte/).fill(DEMO.cedula);
  await page.locator('input[name=password]').fill(DEMO.password);
  await injectFault(page, { method: 'GET', path: '/statistics/', kind: 'expired', times: 1 });
  const refreshed = page.waitForRequest((r) => r.url().endsWith('/refresh/token'));
  await page.getByRole('button', { name: 'Iniciar Sesión' }).last().click();
  await refreshed;
  await expect(page.getByText('Solicitudes en proceso')).toBeVisible();
  await expect(page.getByText('No se pudo cargar esta información.')).toHaveCount(0);
});

test('a malformed catalogue answer leaves the shell and static content in place, and retry recovers', async ({ page }) => {
  await page.goto('/demo/mailbox');
  // Faults are kept in the embedded store, so they apply to the next page's calls.
  await injectFault(page, { method: 'GET', path: '/services', kind: 'malformed', times: 10 });
  await page.goto('/app/allServices');
  const procedures = page.getByRole('region', { name: 'Trámites' });
  await expect(procedures.getByText('No se pudo cargar esta información.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Directorio');
  await page.evaluate(() => (window as unknown as { __miturDemo: { clearFaults: () => void } }).__miturDemo.clearFaults());
  await procedures.getByRole('button', { name: 'Reintentar' }).click();
  await expect(procedures.getByRole('link', { name: /VER INFORMACIÓN/ }).first()).toBeVisible();
});

test('a network failure during registration keeps everything typed', async ({ page }) => {
  await page.goto('/app/register');
  await page.getByLabel(/^Correo electrónico/).fill('nuevo@correo.do');
  await page.getByLabel(/^Confirmar correo electrónico/).fill('nuevo@correo.do');
  await page.getByLabel(/^Contraseña/).fill('Secreta123');
  await page.getByLabel(/^Confirmar contraseña/).fill('Secreta123');
  await injectFault(page, { method: 'GET', path: '/validate/email/', kind: 'network', times: 1 });
  await page.getByRole('button', { name: /^Siguiente/ }).click();
  await expect(page.getByText('Ha sucedido un error inténtelo mas tarde o contacte a soporte')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Siguiente/ })).toBeEnabled();
  await expect(page.getByLabel(/^Correo electrónico/)).toHaveValue('nuevo@correo.do');
  await expect(page.getByLabel(/^Contraseña/)).toHaveValue('Secreta123');
  await page.getByRole('button', { name: /^Siguiente/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Datos personales' })).toBeVisible();
});
