/**
 * Silent failures and the URL-trusted company (issue 10), as a user sees them in the embedded demo:
 * - the security answers of a new company fail after the registration: the page says so and
 *   'Reintentar' sends only the answers, then the confirmation;
 * - the contact form answered 200 with a proxy's HTML page: an error, nothing typed is lost;
 * - the hero image fails: the title and search stay on the hero colour, a notice offers 'Reintentar';
 * - José (no company) opens a request URL naming company 999999: refused, nothing sent for it.
 * axe checks every new screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectNoA11yViolations, injectFault, startSignedIn } from './support';

/** A small valid PDF file for `setInputFiles`. */
function pdf(name: string) {
  const body = ['%PDF-1.4', '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj', 'trailer << /Root 1 0 R >>', '%%EOF'].join('\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body) };
}

async function signIn(page: Page, document: string, password = DEMO.password): Promise<void> {
  await startSignedIn(page, { cedula: document, password: password });
}

test('company registration: failed security answers are said, and Reintentar sends only them', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(new URL(r.url()).pathname);
  });
  await page.goto('/app/register');
  await page.getByRole('tab', { name: 'Empresa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registro de empresas' });
  await dialog.getByRole('button', { name: 'Entendido' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel(/^Correo electrónico/).fill('tramites@hotelcaribe.do');
  await page.getByLabel(/^Confirmar correo electrónico/).fill('tramites@hotelcaribe.do');
  await page.getByLabel(/^Contraseña/).fill('Clave123');
  await page.getByLabel(/^Confirmar contraseña/).fill('Clave123');
  await page.getByRole('button', { name: /^Siguiente/ }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Datos de la empresa' })).toBeVisible();
  await page.getByLabel(/^RNC/).fill('130123454');
  await page.getByLabel(/^Nombre comercial/).fill('Hotel Caribe del Este');
  await page.getByLabel(/^Razón social/).fill('Inversiones Turísticas del Este, S.R.L.');
  await page.getByLabel(/^Teléfono/).fill('8095551234');
  await page.getByLabel(/^Registro mercantil/).setInputFiles(pdf('registro-mercantil.pdf'));
  await page.getByLabel(/^Cédula del representante autorizado/).setInputFiles(pdf('cedula-representante.pdf'));
  await page.getByRole('button', { name: /^Siguiente/ }).click();

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
  await page.getByRole('button', { name: /^Siguiente/ }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Términos y condiciones' })).toBeVisible();
  await page.getByLabel(/^Acepto los términos/).check();
  await injectFault(page, { method: 'POST', path: '/auth/register/questionandanswer', kind: 'http500', times: 1 });
  await page.getByRole('button', { name: /^Registrar/ }).click();

  const failed = page.getByRole('heading', { level: 2, name: 'Su empresa fue registrada, pero sus respuestas de seguridad no se guardaron' });
  await expect(failed).toBeVisible();
  await expect(page.getByRole('heading', { name: '¡Gracias por registrar su empresa!' })).toHaveCount(0);
  await expectNoA11yViolations(page, 'answers not saved');
  await page.getByRole('button', { name: 'Reintentar' }).dblclick();
  await expect(page.getByRole('heading', { level: 2, name: '¡Gracias por registrar su empresa!' })).toBeVisible();
  expect(posts.filter((p) => p.endsWith('/auth/register/portal'))).toHaveLength(1);
  expect(posts.filter((p) => p.endsWith('/documentos-empresa'))).toHaveLength(1);
  expect(posts.filter((p) => p.endsWith('/auth/register/questionandanswer'))).toHaveLength(2);
});

test('contact form: a 200 answer that is an HTML page is an error, and everything typed stays', async ({ page }) => {
  await page.goto('/app/contact');
  await expect(page.getByRole('article', { name: 'Sede central' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Nombre completo/ }).fill('Luis Martínez');
  await page.getByRole('textbox', { name: /^Correo electrónico/ }).fill('luis.martinez@correo.do');
  await page.getByRole('combobox', { name: /^Prefijo/ }).selectOption('849');
  await page.getByRole('textbox', { name: /^Teléfono/ }).pressSequentially('5551234');
  await page.getByRole('combobox', { name: /^Relacionado a/ }).selectOption({ label: 'Empresas y servicios' });
  await page.getByRole('textbox', { name: /^Mensaje/ }).fill('Deseo información sobre la licencia de operación.');
  await injectFault(page, { method: 'POST', path: '/send/claim', kind: 'malformed', times: 1 });
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Ha ocurrido un error')).toBeVisible();
  await expect(page.getByText('Mensaje enviado satisfactoriamente')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  await expect(page.getByRole('textbox', { name: /^Nombre completo/ })).toHaveValue('Luis Martínez');
  await expect(page.getByRole('textbox', { name: /^Teléfono/ })).toHaveValue('555-1234');
  await expect(page.getByRole('combobox', { name: /^Relacionado a/ })).toHaveValue('4');
  await expect(page.getByRole('textbox', { name: /^Mensaje/ })).toHaveValue('Deseo información sobre la licencia de operación.');
  await expectNoA11yViolations(page, 'contact after a malformed answer');
});

test('home: a failed hero image keeps the hero readable and says so; Reintentar loads it', async ({ page }) => {
  await page.goto('/demo/mailbox');
  await injectFault(page, { method: 'GET', path: '/web/v1/homeImage', kind: 'http500', times: 1 });
  await page.goto('/public');
  const hero = page.getByRole('region', { name: 'Portal de Servicios del Ministerio de Turismo' });
  await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(hero.getByRole('searchbox', { name: 'Buscar trámites' })).toBeVisible();
  await expect(hero.getByText('No se pudo cargar la imagen de portada.')).toBeVisible();
  await expect(hero.getByRole('img', { name: /Playa caribeña/ })).toHaveCount(0);
  await expectNoA11yViolations(page, 'home without its hero image');
  await hero.getByRole('button', { name: 'Reintentar' }).click();
  await expect(hero.getByRole('img', { name: /Playa caribeña/ })).toBeVisible();
  await expect(hero.getByText('No se pudo cargar la imagen de portada.')).toHaveCount(0);
});

test('José, who represents no company, cannot request on behalf of company 999999 from a forged URL', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(new URL(r.url()).pathname);
  });
  await signIn(page, '402-0987654-5');
  await page.goto('/app/requestService/1?company_id=999999&company_name=Empresa%20Inventada');
  await expect(page.getByText('No representa a la empresa indicada en el enlace, por lo que no puede hacer solicitudes en su nombre.')).toBeVisible();
  await expect(page.getByText(/Empresa Inventada/)).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Tarifas del servicio' })).toHaveCount(0);
  await expectNoA11yViolations(page, 'forged company refused');
  // The path form and an id beyond Number.MAX_SAFE_INTEGER are refused too.
  await page.goto('/app/requestService/1/9007199254740993/Posada');
  await expect(page.getByText(/No representa a la empresa indicada en el enlace/)).toBeVisible();
  // A personal request is offered instead.
  await page.getByRole('link', { name: 'Continuar como solicitud personal' }).click();
  await expect(page).toHaveURL(/\/app\/requestService\/1$/);
  await expect(page.getByRole('dialog', { name: 'Tarifas del servicio' })).toBeVisible();
  expect(posts.filter((p) => p.endsWith('/requests'))).toEqual([]);
});
