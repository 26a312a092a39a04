/**
 * Starting a request (spec 000 §2, §6 Roles and permissions; spec 001 §2.3) in the browser against
 * the embedded backend: each branch of the rules, axe-clean dialogs.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectNoA11yViolations, startSignedIn } from './support';

const SERVICE_ID = 1;

async function signIn(page: Page, document: string, password = DEMO.password): Promise<void> {
  await startSignedIn(page, { cedula: document, password: password });
}

async function startFromServicePage(page: Page): Promise<void> {
  await page.goto(`/app/serviceDescription/${SERVICE_ID}`);
  await page.getByRole('button', { name: 'INICIAR SOLICITUD' }).click();
}

test('a restricted company account gets the representative warning', async ({ page }) => {
  await signIn(page, '131-98765-6');
  await startFromServicePage(page);
  const dialog = page.getByRole('alertdialog', { name: 'Aviso' });
  await expect(dialog).toContainText('No puede realizar una solicitud directamente, debe ser a través de un representante');
  await expectNoA11yViolations(page, 'restricted warning');
  await dialog.getByRole('button', { name: 'Entendido' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/app/serviceDescription/${SERVICE_ID}$`));
});

test('an anonymous visitor pressing REQUEST on a home card gets the login-or-register prompt', async ({ page }) => {
  await page.goto('/public');
  await page.getByRole('button', { name: 'SOLICITAR' }).and(page.locator(':enabled')).first().click();
  const dialog = page.getByRole('dialog', { name: 'Inicie sesión para continuar' });
  await expect(dialog).toContainText('Para solicitar un servicio debe iniciar sesión o registrarse.');
  await expectNoA11yViolations(page, 'login prompt');
  await expect(dialog.getByRole('button', { name: 'Registrar' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(/\/public\/login$/);
});

test('José (no companies) goes straight to the request page', async ({ page }) => {
  await signIn(page, '402-0987654-5');
  await startFromServicePage(page);
  await expect(page).toHaveURL(new RegExp(`/app/requestService/${SERVICE_ID}$`));
});

test('Ana (one company) chooses how to continue; the company choice passes company_id and company_name', async ({ page }) => {
  await signIn(page, DEMO.cedula);
  await startFromServicePage(page);
  const dialog = page.getByRole('dialog', { name: '¿Cómo desea continuar?' });
  await expect(dialog.getByRole('radio', { name: 'De forma personal' })).toBeChecked();
  await expectNoA11yViolations(page, 'how to continue');
  await dialog.getByText('En representación de una empresa').click();
  await expect(dialog.getByRole('combobox', { name: /Empresa/ })).toHaveValue('1');
  await expectNoA11yViolations(page, 'company choice');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/requestService/${SERVICE_ID}\\?company_id=1&company_name=Posada%20Zona%20Colonial$`));
});

test('Ana continuing personally goes to the request page without company', async ({ page }) => {
  await signIn(page, DEMO.cedula);
  await startFromServicePage(page);
  const dialog = page.getByRole('dialog', { name: '¿Cómo desea continuar?' });
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/requestService/${SERVICE_ID}$`));
});
