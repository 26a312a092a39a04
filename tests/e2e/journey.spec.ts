/**
 * The first journey of a citizen (issue 2): registers with a valid cédula, opens the activation
 * link from the demo mailbox, signs in, sees the profile on Mi escritorio, signs out. axe checks
 * every page on the way.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support';

// A person known to the embedded civil registry (src/mocks/seed.ts), not registered yet.
const carmen = {
  cedula: '03101234569',
  name: 'Carmen Luisa',
  firstLastName: 'Féliz',
  secondLastName: 'Báez',
  email: 'carmen.feliz@correo.do',
  password: 'Secreta123',
  phone: '5550123',
  address: 'Calle El Conde 105, Zona Colonial',
};

async function choose(page: Page, label: RegExp, option: string) {
  const select = page.getByLabel(label);
  await expect(select.locator('option', { hasText: option })).toHaveCount(1);
  await select.selectOption({ label: option });
}

test('a new citizen registers, activates the account from the mailbox, signs in, sees the desk and signs out', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/public');
  await page.getByRole('link', { name: 'Registrar' }).first().click();
  await expect(page).toHaveURL(/\/app\/register$/);
  await expectNoA11yViolations(page, 'register step 0');

  // Step 0: authentication info.
  await page.getByLabel(/^Correo electrónico/).fill(carmen.email);
  await page.getByLabel(/^Confirmar correo electrónico/).fill(carmen.email);
  await page.getByLabel(/^Contraseña/).fill(carmen.password);
  await page.getByLabel(/^Confirmar contraseña/).fill(carmen.password);
  await page.getByRole('button', { name: /^Siguiente/ }).click();

  // Step 1: personal data; the document is validated on the server before the name is accepted.
  await expect(page.getByRole('heading', { level: 2, name: 'Datos personales' })).toBeVisible();
  await page.getByLabel(/^Tipo de documento/).selectOption({ label: 'Cédula' });
  await page.getByLabel(/^Documento de identidad/).pressSequentially(carmen.cedula);
  await page.getByLabel(/^Documento de identidad/).blur();
  await expect(page.getByText('Documento validado')).toBeVisible();
  await page.getByLabel(/^Nombres/).fill(carmen.name);
  await page.getByLabel(/^Primer apellido/).fill(carmen.firstLastName);
  await page.getByLabel(/^Primer apellido/).blur();
  await page.getByLabel(/^Segundo apellido/).fill(carmen.secondLastName);
  await choose(page, /^Provincia/, 'Distrito Nacional');
  await choose(page, /^Municipio/, 'Santo Domingo de Guzmán');
  await choose(page, /^Sector/, 'Ciudad Colonial');
  await page.getByRole('textbox', { name: /^Teléfono\*?$/ }).pressSequentially(carmen.phone);
  await page.getByLabel(/^Dirección/).fill(carmen.address);
  await expectNoA11yViolations(page, 'register step 1');
  await page.getByRole('button', { name: /^Siguiente/ }).click();

  // Step 2: three security questions; a chosen question disappears from the other slots.
  await expect(page.getByRole('heading', { level: 2, name: 'Información de seguridad' })).toBeVisible();
  await choose(page, /^Pregunta de seguridad 1/, '¿Cuál es el nombre de su primera mascota?');
  await expect(page.getByLabel(/^Pregunta de seguridad 2/).locator('option', { hasText: '¿Cuál es el nombre de su primera mascota?' })).toHaveCount(0);
  await page.getByLabel(/^Respuesta 1/).fill('Canela');
  await choose(page, /^Pregunta de seguridad 2/, '¿En qué ciudad nació su madre?');
  await page.getByLabel(/^Respuesta 2/).fill('Santiago');
  await choose(page, /^Pregunta de seguridad 3/, '¿Cuál es su comida favorita?');
  await page.getByLabel(/^Respuesta 3/).fill('Sancocho');
  await page.getByRole('button', { name: /^Siguiente/ }).click();

  // Step 3: terms; then register.
  await expect(page.getByRole('heading', { level: 2, name: 'Términos y condiciones' })).toBeVisible();
  await page.getByLabel(/^Acepto los términos/).check();
  await expectNoA11yViolations(page, 'register terms');
  await page.getByRole('button', { name: /^Registrar/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: '¡Gracias por registrarse!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Atrás' })).toBeDisabled();

  // A not-yet-activated account cannot sign in.
  await page.goto('/public/login');
  await page.getByLabel(/Cédula o pasaporte/).fill('031-0123456-9');
  await page.locator('input[name=password]').fill(carmen.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).last().click();
  await expect(page.getByRole('alert').filter({ hasText: /activar su cuenta/ })).toBeVisible();

  // The demo mailbox has the activation e-mail with a working link.
  await page.goto('/demo/mailbox');
  const mail = page.getByRole('article').filter({ hasText: carmen.email });
  await expect(mail).toBeVisible();
  await expectNoA11yViolations(page, 'demo mailbox');
  await mail.getByRole('link', { name: 'Activar mi cuenta' }).click();
  await expect(page).toHaveURL(/\/app\/activateAccount\/.+/);
  await expect(page.getByRole('heading', { name: 'Activación exitosa' })).toBeVisible();
  await expectNoA11yViolations(page, 'activation');

  // Sign in (dashes in the cédula are removed) and land on the desk with real data.
  await page.getByRole('link', { name: 'Iniciar Sesión' }).last().click();
  await expect(page).toHaveURL(/\/public\/login$/);
  await page.getByLabel(/Cédula o pasaporte/).fill('031-0123456-9');
  await page.locator('input[name=password]').fill(carmen.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).last().click();
  await expect(page).toHaveURL(/\/app\/myDesk$/);
  const profile = page.getByRole('region', { name: 'Personal' });
  await expect(profile).toContainText('Carmen Luisa Féliz Báez');
  await expect(profile).toContainText('031-0123456-9');
  await expect(profile).toContainText('809-555-0123');
  await expect(profile).toContainText(carmen.email);
  await expect(page.getByText('Solicitudes en proceso')).toBeVisible();
  await expectNoA11yViolations(page, 'desk');

  // Signed-in users are kept away from the register page.
  await page.goto('/app/register');
  await expect(page).toHaveURL(/\/app\/myDesk$/);

  // Sign out: 'Cerrando sesión', then the session is cleared and the page reloads.
  await page.getByRole('button', { name: /Carmen Luisa/ }).click();
  // Spec 000 §4: 'Cerrando sesión', then after 1.5 s the session is cleared and the page reloads;
  // the next navigation must wait for that reload (else it is aborted by it).
  const reloaded = page.waitForEvent('load', { timeout: 15_000 });
  await page
    .getByRole('menuitem', { name: 'Cerrar sesión' })
    .or(page.getByRole('button', { name: 'Cerrar sesión' }))
    .click();
  await expect(page.getByText('Cerrando sesión')).toBeVisible();
  await reloaded;
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' }).first()).toBeVisible({ timeout: 10_000 });
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/app/myDesk');
  await expect(page).toHaveURL(/\/public$/);
});
