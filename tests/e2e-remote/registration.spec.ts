/**
 * Registration and activation on the remote build over real HTTP (issue 11; spec 000 §3 Registration,
 * §4 Login; contract §1.2 R1-R5, §1.1 A5): a new citizen registers, the identity backend on the API
 * origin refuses the sign-in until the account is activated, the activation e-mail lands in the loopback
 * server's demo mailbox page with a link to the PORTAL's origin, and the link activates the account.
 */
import type { Page } from '@playwright/test';
import { API, PORTAL, expect, expectNoA11yViolations, recordBodies, test } from './support';

// A person known to the simulated civil registry (src/mocks/seed.ts), not registered yet.
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

async function signInAsCarmen(page: Page) {
  await page.getByLabel(/Cédula o pasaporte/).fill('031-0123456-9');
  await page.locator('input[name=password]').fill(carmen.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).last().click();
}

test('a new citizen registers over HTTP, activates the account from the mailbox page and signs in', async ({ page, net }) => {
  test.setTimeout(150_000);
  const bodies = await recordBodies(page);
  await page.goto(`${PORTAL}/public`);
  await page.getByRole('link', { name: 'Registrar' }).first().click();
  await expect(page).toHaveURL(`${PORTAL}/app/register`);

  // Step 0: authentication info.
  await page.getByLabel(/^Correo electrónico/).fill(carmen.email);
  await page.getByLabel(/^Confirmar correo electrónico/).fill(carmen.email);
  await page.getByLabel(/^Contraseña/).fill(carmen.password);
  await page.getByLabel(/^Confirmar contraseña/).fill(carmen.password);
  await page.getByRole('button', { name: /^Siguiente/ }).click();

  // Step 1: personal data; the cédula is validated by the admin backend (GET /validate/{cedula}).
  await expect(page.getByRole('heading', { level: 2, name: 'Datos personales' })).toBeVisible();
  await page.getByLabel(/^Tipo de documento/).selectOption({ label: 'Cédula' });
  await page.getByLabel(/^Documento de identidad/).pressSequentially(carmen.cedula);
  await page.getByLabel(/^Documento de identidad/).blur();
  await expect(page.getByText('Documento validado')).toBeVisible();
  await page.getByLabel(/^Nombres/).fill(carmen.name);
  await page.getByLabel(/^Primer apellido/).fill(carmen.firstLastName);
  await page.getByLabel(/^Segundo apellido/).fill(carmen.secondLastName);
  await choose(page, /^Provincia/, 'Distrito Nacional');
  await choose(page, /^Municipio/, 'Santo Domingo de Guzmán');
  await choose(page, /^Sector/, 'Ciudad Colonial');
  await page.getByRole('textbox', { name: /^Teléfono\*?$/ }).pressSequentially(carmen.phone);
  await page.getByLabel(/^Dirección/).fill(carmen.address);
  await page.getByRole('button', { name: /^Siguiente/ }).click();

  // Step 2: three security questions.
  await expect(page.getByRole('heading', { level: 2, name: 'Información de seguridad' })).toBeVisible();
  await choose(page, /^Pregunta de seguridad 1/, '¿Cuál es el nombre de su primera mascota?');
  await page.getByLabel(/^Respuesta 1/).fill('Canela');
  await choose(page, /^Pregunta de seguridad 2/, '¿En qué ciudad nació su madre?');
  await page.getByLabel(/^Respuesta 2/).fill('Santiago');
  await choose(page, /^Pregunta de seguridad 3/, '¿Cuál es su comida favorita?');
  await page.getByLabel(/^Respuesta 3/).fill('Sancocho');
  await page.getByRole('button', { name: /^Siguiente/ }).click();

  // Step 3: terms (from the content backend); then register.
  await expect(page.getByRole('heading', { level: 2, name: 'Términos y condiciones' })).toBeVisible();
  await page.getByLabel(/^Acepto los términos/).check();
  await page.getByRole('button', { name: /^Registrar/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: '¡Gracias por registrarse!' })).toBeVisible();

  // The registration and its security answers went to the identity backend on the API origin.
  const register = net.apiCalls().find((r) => r.method() === 'POST' && r.url() === `${API}/identity/auth/register/portal`);
  expect(register, 'POST /auth/register/portal on the API origin').toBeTruthy();
  expect((await register?.response())?.status()).toBe(200);
  const sentRegistration = bodies.find((b) => b.url === `${API}/identity/auth/register/portal`);
  expect(sentRegistration?.contentType).toMatch(/^application\/json/);
  await expect.poll(() => sentRegistration?.body.length ?? 0).toBeGreaterThan(0);
  // Contract §1.2 R2: the cédula without its mask, document type "1".
  expect(JSON.parse(sentRegistration?.body.toString('utf8') ?? '{}')).toMatchObject({
    document_type: '1',
    citizen_id: '03101234569',
    email: carmen.email,
    name: carmen.name,
  });
  const sentAnswers = bodies.find((b) => b.url === `${API}/identity/auth/register/questionandanswer`);
  await expect.poll(() => sentAnswers?.body.length ?? 0).toBeGreaterThan(0);
  expect(JSON.parse(sentAnswers?.body.toString('utf8') ?? '[]')).toHaveLength(3);

  // A not-yet-activated account cannot sign in.
  await page.goto(`${PORTAL}/public/login`);
  await signInAsCarmen(page);
  await expect(page.getByRole('alert').filter({ hasText: /activar su cuenta/ })).toBeVisible();

  // The loopback server's mailbox page has the activation e-mail, linking to the portal's origin.
  await page.goto(`${API}/demo/mailbox`);
  const mail = page.getByRole('article').filter({ hasText: carmen.email });
  await expect(mail).toBeVisible();
  await expectNoA11yViolations(page, 'mailbox page of the loopback server');
  const link = mail.getByRole('link', { name: 'Activar mi cuenta' });
  await expect(link).toHaveAttribute('href', new RegExp(`^${PORTAL}/app/activateAccount/.+`));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`^${PORTAL}/app/activateAccount/.+`));
  await expect(page.getByRole('heading', { name: 'Activación exitosa' })).toBeVisible();

  // Now the sign-in works and the desk shows the new citizen's data read over HTTP.
  await page.getByRole('link', { name: 'Iniciar Sesión' }).last().click();
  await expect(page).toHaveURL(`${PORTAL}/public/login`);
  await signInAsCarmen(page);
  await expect(page).toHaveURL(`${PORTAL}/app/myDesk`);
  const profile = page.getByRole('region', { name: 'Personal' });
  await expect(profile).toContainText('Carmen Luisa Féliz Báez');
  await expect(profile).toContainText('031-0123456-9');
  await expect(profile).toContainText(carmen.email);
});
