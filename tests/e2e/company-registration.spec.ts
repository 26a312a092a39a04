/**
 * Company registration end to end (spec 000 §2 Company registration incl. the opening modal, §3
 * company files, §4 "Company: registered, then awaiting approval", §5 company step 2, §7; issue 4):
 * a company registers with three PDFs (upload progress bar), cannot sign in while awaiting
 * approval, is approved in the demo back office (/demo/mailbox), the approval e-mail appears, and it
 * signs in. axe checks every page and step.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support';

const COMPANY = {
  email: 'tramites@hotelcaribe.do',
  password: 'Clave123',
  rnc: '130123454',
  nombre: 'Hotel Caribe del Este',
  razonsocial: 'Inversiones Turísticas del Este, S.R.L.',
  telefono: '8095551234',
};

/** A small valid PDF file for `setInputFiles`. */
function pdf(name: string) {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body) };
}

async function signIn(page: Page, identity: string, password: string) {
  await page.goto('/public/login');
  await page.getByLabel(/Cédula o pasaporte/).fill(identity);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).last().click();
}

test('a company registers with three PDFs, waits for approval, is approved in the back office and signs in', async ({ page }) => {
  // Eight screens, three uploads, the mailbox and the back office: the budget of the other journeys
  // (journey.spec.ts 120 s); a loaded 2-core run took 66 s, over the 60 s default.
  test.setTimeout(120_000);
  await page.goto('/app/register');
  await page.getByRole('tab', { name: 'Empresa' }).click();

  // The opening notice.
  const dialog = page.getByRole('dialog', { name: 'Registro de empresas' });
  await expect(dialog).toContainText('solo para empresas que realizan sus trámites a través de representantes o bufetes de abogados');
  await expectNoA11yViolations(page, 'company notice');
  await dialog.getByRole('button', { name: 'Entendido' }).click();
  await expect(dialog).toBeHidden();

  // Step 1: authentication.
  await expect(page.getByRole('heading', { level: 2, name: 'Información de autenticación' })).toBeVisible();
  await page.getByLabel(/^Correo electrónico/).fill(COMPANY.email);
  await page.getByLabel(/^Confirmar correo electrónico/).fill(COMPANY.email);
  await page.getByLabel(/^Contraseña/).fill(COMPANY.password);
  await page.getByLabel(/^Confirmar contraseña/).fill(COMPANY.password);
  await expectNoA11yViolations(page, 'company step 1');
  await page.getByRole('button', { name: /^Siguiente/ }).click();

  // Step 2: company data and the three PDFs.
  await expect(page.getByRole('heading', { level: 2, name: 'Datos de la empresa' })).toBeVisible();
  await page.getByLabel(/^RNC/).fill(COMPANY.rnc);
  await page.getByLabel(/^Nombre comercial/).fill(COMPANY.nombre);
  await page.getByLabel(/^Razón social/).fill(COMPANY.razonsocial);
  await page.getByLabel(/^Teléfono/).fill(COMPANY.telefono);
  await page.getByLabel(/^Registro mercantil/).setInputFiles(pdf('registro-mercantil.pdf'));
  await page.getByLabel(/^Poder notarizado/).setInputFiles(pdf('poder-notarizado.pdf'));
  await page.getByLabel(/^Cédula del representante autorizado/).setInputFiles(pdf('cedula-representante.pdf'));
  await expect(page.getByText('cedula-representante.pdf', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page, 'company step 2');
  await page.getByRole('button', { name: /^Siguiente/ }).click();

  // Step 3: security questions.
  await expect(page.getByRole('heading', { level: 2, name: 'Información de seguridad' })).toBeVisible();
  for (const [slot, answer] of [
    [1, 'Canela'],
    [2, 'Santiago'],
    [3, 'Sancocho'],
  ] as const) {
    const select = page.getByLabel(new RegExp(`^Pregunta de seguridad ${slot}`));
    await expect(select.locator('option').nth(1)).toBeAttached();
    await select.selectOption({ index: 1 });
    await page.getByLabel(new RegExp(`^Respuesta ${slot}`)).fill(answer);
  }
  await expectNoA11yViolations(page, 'company step 3');
  await page.getByRole('button', { name: /^Siguiente/ }).click();

  // Step 4: terms, then register (the documents upload with a progress bar).
  await expect(page.getByRole('heading', { level: 2, name: 'Términos y condiciones' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Texto de los términos y condiciones' })).toBeVisible();
  await page.getByLabel(/^Acepto los términos/).check();
  await expectNoA11yViolations(page, 'company step 4');
  const upload = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/documentos-empresa'));
  await page.getByRole('button', { name: /^Registrar/ }).click();
  await upload;

  // Confirmation: awaiting approval.
  await expect(page.getByRole('heading', { level: 2, name: '¡Gracias por registrar su empresa!' })).toBeVisible();
  await expect(page.getByText(/pendiente de aprobación/).first()).toBeVisible();
  await expectNoA11yViolations(page, 'company confirmation');

  // Cannot sign in before the approval.
  await signIn(page, COMPANY.rnc, COMPANY.password);
  await expect(page.getByText('Su empresa está pendiente de aprobación por el Ministerio de Turismo.')).toBeVisible();
  await expect(page).toHaveURL(/\/public\/login$/);

  // The demo back office approves it; the approval e-mail appears in the mailbox.
  await page.goto('/demo/mailbox');
  const approve = page.getByRole('button', { name: `Aprobar ${COMPANY.nombre}` });
  await expect(approve).toBeVisible();
  await expectNoA11yViolations(page, 'back office with the pending company');
  await approve.click();
  await expect(approve).toHaveCount(0);
  const mail = page.getByRole('article').filter({ hasText: 'Su empresa fue aprobada en el Portal de Servicios MITUR' }).first();
  await expect(mail).toBeVisible();
  await expect(mail).toContainText(COMPANY.email);

  // Now it signs in.
  await signIn(page, COMPANY.rnc, COMPANY.password);
  await expect(page).toHaveURL(/\/app\/myDesk$/);
});
