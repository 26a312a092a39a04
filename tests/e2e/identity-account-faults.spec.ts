/**
 * The identity account's failures in the real browser (issue 10 "Fault matrix", "No timeouts"; the
 * fault matrix drives the same flows in jsdom, tests/faults/identity-account*.faults.test.tsx). The
 * embedded backend is told to fail one call; a call that never answers is passed by Playwright's
 * clock (writes 60 s, reads 30 s; src/api/timeouts.ts), never waited for. Each failure shows its
 * message (spec 001 §8 or the project's Spanish one where the spec is silent), stops its spinner,
 * keeps what was typed, passes axe, and the same button then works.
 * Seeds: src/mocks/seed.ts, seedCompanies.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectNoA11yViolations, injectFault } from './support';

const LUIS = { document: '028-0456123-7', password: 'Demo1234' };

/** The desk lists' error block (src/messages/es.ts errors.loadFailed; the spec is silent). */
const LIST_FAILED = 'No se pudo cargar esta información.';
/** Spec 000 §8 generic error (toast of a failed company or member call). */
const GENERIC = 'Ha ocurrido un error';

async function signIn(page: Page, who: { document: string; password: string }, beforeSubmit?: () => Promise<void>): Promise<void> {
  await page.goto('/public/login');
  await page.getByLabel(/Cédula o pasaporte/).fill(who.document);
  await page.locator('input[name=password]').fill(who.password);
  await beforeSubmit?.();
  await page.getByRole('button', { name: 'Iniciar Sesión' }).last().click();
  await expect(page).toHaveURL(/\/app\/myDesk$/);
}

const loaders = (page: Page) => page.locator('[data-spinner], [aria-busy="true"]');

test('desk profile companies: the list that cannot load offers Reintentar; an add whose session stays expired keeps the form and succeeds next time', async ({
  page,
}) => {
  // A sign-in, a failed list and its retry, a failed add, the add again, three axe checks (35 s in
  // a loaded run, close enough to the 60 s default to fail on a busier one).
  test.setTimeout(90_000);
  await signIn(page, { document: DEMO.cedula, password: DEMO.password }, () =>
    injectFault(page, { method: 'GET', path: '/auth/get/getallcompany', kind: 'network' }),
  );
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Mis empresas' }) });
  await expect(section.getByText(LIST_FAILED)).toBeVisible();
  await expect(loaders(page)).toHaveCount(0);
  await expectNoA11yViolations(page, 'companies list failed');
  await section.getByRole('button', { name: 'Reintentar' }).click();
  await expect(section.getByRole('heading', { name: 'Posada Zona Colonial' })).toBeVisible();

  await section.getByRole('button', { name: 'Agregar empresa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar empresa' });
  await dialog.getByLabel(/Nombre comercial/).fill('Hotel Bahía Azul');
  await dialog.getByLabel(/^RNC/).pressSequentially('130000001');
  await dialog.getByLabel(/Teléfono/).pressSequentially('8095551212');
  await dialog.getByLabel(/Dirección/).fill('Av. España 12, Boca Chica');
  // 'El token ha expirado' to the call and to its retry after the refresh (spec 000 §4).
  await injectFault(page, { method: 'POST', path: '/auth/register/createnewcompany', kind: 'expired', times: 2 });
  await dialog.getByRole('button', { name: 'CONFIRMAR' }).click();
  await expect(page.getByText(GENERIC)).toBeVisible();
  await expect(loaders(page)).toHaveCount(0);
  await expect(dialog.getByLabel(/Nombre comercial/)).toHaveValue('Hotel Bahía Azul');
  await expect(dialog.getByLabel(/^RNC/)).toHaveValue('1-30-00000-1');
  await expect(dialog.getByLabel(/Teléfono/)).toHaveValue('809-555-1212');
  await expect(dialog.getByLabel(/Dirección/)).toHaveValue('Av. España 12, Boca Chica');
  await expectNoA11yViolations(page, 'add company failed');
  await dialog.getByRole('button', { name: 'CONFIRMAR' }).click();
  await expect(page.getByText('Empresa agregada satisfactoriamente')).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Hotel Bahía Azul' })).toBeVisible();
});

test('desk Companies tab: the members that cannot load offer Reintentar; a failed search and an add that never answers keep the document', async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await signIn(page, LUIS);
  await page.getByRole('tab', { name: 'Empresas' }).click();
  await injectFault(page, { method: 'GET', path: '/get/all/company/members/by/company/id/', kind: 'http500' });
  await page.getByRole('button', { name: 'Ver detalles de Inversiones Turísticas del Este' }).click();
  const dialog = page.getByRole('dialog', { name: 'Miembros de la empresa' });
  await expect(dialog.getByText(LIST_FAILED)).toBeVisible();
  await expect(loaders(page)).toHaveCount(0);
  await expectNoA11yViolations(page, 'members failed');
  await dialog.getByRole('button', { name: 'Reintentar' }).click();
  const field = dialog.getByLabel(/Número de documento de identidad/);
  await expect(field).toBeVisible();

  await field.pressSequentially('40209876545');
  await injectFault(page, { method: 'GET', path: '/get/basic/user/information/', kind: 'malformed' });
  await dialog.getByRole('button', { name: 'Buscar usuario' }).click();
  await expect(page.getByText(GENERIC)).toBeVisible();
  await expect(loaders(page)).toHaveCount(0);
  await expect(field).toHaveValue('40209876545');
  await expectNoA11yViolations(page, 'member search failed');
  await dialog.getByRole('button', { name: 'Buscar usuario' }).click();
  const add = dialog.getByRole('button', { name: 'Agregar miembro' });
  await expect(add).toBeVisible();

  await injectFault(page, { method: 'POST', path: '/add/automatic/company/member', kind: 'timeout' });
  await add.click();
  await expect(add).toHaveAttribute('aria-busy', 'true');
  await page.clock.fastForward('00:59');
  await expect(add).toHaveAttribute('aria-busy', 'true');
  await page.clock.fastForward('00:02');
  // No answer within the time limit: the outcome is unknown (issue 25); the members read again lack him.
  await expect(page.getByText('Comprobamos que el cambio no llegó al ministerio. Puede hacerlo de nuevo.').first()).toBeVisible();
  await expect(loaders(page)).toHaveCount(0);
  await expect(field).toHaveValue('40209876545');
  await add.click();
  await expect(page.getByRole('alertdialog', { name: 'Éxito' })).toContainText('Miembro agregado satisfactoriamente');
});

test('settings: an e-mail change that never answers and a contact-data save that fails keep what was typed', async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await signIn(page, { document: DEMO.cedula, password: DEMO.password });
  await page.getByRole('link', { name: 'Editar Perfil' }).click();
  await expect(page).toHaveURL(/\/app\/myConfiguration$/);
  await expect(page.getByRole('combobox', { name: /^Sector/ })).toBeEnabled();

  await page.getByRole('button', { name: 'Cambiar Correo Principal' }).click();
  const email = page.getByRole('dialog', { name: 'Cambiar Correo Principal' });
  await email.getByLabel(/^Contraseña/).fill(DEMO.password);
  await email.getByLabel(/^Nuevo correo electrónico/).fill('ana.nueva@correo.do');
  await email.getByLabel(/^Confirmar nuevo correo electrónico/).fill('ana.nueva@correo.do');
  await injectFault(page, { method: 'POST', path: '/citizen/change/email', kind: 'timeout' });
  const save = email.getByRole('button', { name: 'Guardar' });
  await save.click();
  await expect(save).toHaveAttribute('aria-busy', 'true');
  await page.clock.fastForward('01:01');
  // No answer within the time limit: the outcome is unknown (issue 25); the user read again keeps the
  // old e-mail (spec 001 §8's 'Ha sucedido un error…' is for a refused change).
  await expect(email.getByRole('alert')).toHaveText('Comprobamos que el cambio de su correo no llegó al ministerio. Puede guardarlo de nuevo.');
  await expect(loaders(page)).toHaveCount(0);
  await expect(email.getByLabel(/^Nuevo correo electrónico/)).toHaveValue('ana.nueva@correo.do');
  await expect(email.getByLabel(/^Confirmar nuevo correo electrónico/)).toHaveValue('ana.nueva@correo.do');
  await expectNoA11yViolations(page, 'e-mail change timed out');
  await page.keyboard.press('Escape');
  await expect(email).toBeHidden();

  const address = page.getByRole('textbox', { name: /^Dirección/ });
  await address.fill('Calle Duarte 12');
  await injectFault(page, { method: 'POST', path: '/citizen-update', kind: 'http500' });
  await page.getByRole('button', { name: 'Guardar' }).click();
  const result = page.getByRole('dialog', { name: 'Datos de contacto' });
  // Spec 001 §8 profile update fallback.
  await expect(result.getByText(GENERIC)).toBeVisible();
  await expect(loaders(page)).toHaveCount(0);
  await expectNoA11yViolations(page, 'contact data failed');
  await page.keyboard.press('Escape');
  await expect(result).toBeHidden();
  await expect(address).toHaveValue('Calle Duarte 12');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(result.getByText('Se ha modificado su información de usuario')).toBeVisible();
});
