/**
 * Identity calls that never answer, in the real browser (issue 10 "No timeouts"; src/api/timeouts.ts:
 * writes 60 s, uploads 60 s WITHOUT PROGRESS; the fault matrix drives the same flows in jsdom,
 * tests/faults/identity-auth*.faults.test.tsx). The embedded backend is told never to answer one
 * call; Playwright's clock moves past the limit (never waited for). The spinner stops, the spec's
 * message is shown (spec 000 §8), nothing typed is lost and the same button works again.
 */
import { expect, test } from '@playwright/test';
import { DEMO, expectNoA11yViolations, injectFault } from './support';

/** A small valid PDF file for `setInputFiles`. */
function pdf(name: string) {
  const body = ['%PDF-1.4', '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj', 'trailer << /Root 1 0 R >>', '%%EOF'].join('\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body) };
}

test('a login that never answers stops after 60 s with the spec error toast, keeps what was typed, and signs in on the next try', async ({ page }) => {
  await page.clock.install();
  await page.goto('/public/login');
  await page.getByLabel(/Cédula o pasaporte/).fill(DEMO.cedula);
  await page.locator('input[name=password]').fill(DEMO.password);
  await injectFault(page, { method: 'POST', path: '/auth/login', kind: 'timeout' });
  const submit = page.getByRole('button', { name: 'Iniciar Sesión' }).last();
  await submit.click();
  await expect(submit).toHaveAttribute('aria-busy', 'true');
  // Not before the limit of a write (60 s).
  await page.clock.fastForward('00:59');
  await expect(page.getByText('Ha ocurrido un error, favor contacte a soporte')).toHaveCount(0);
  await page.clock.fastForward('00:02');
  await expect(page.getByText('Ha ocurrido un error, favor contacte a soporte')).toBeVisible();
  await expect(page.locator('[data-spinner], [aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByLabel(/Cédula o pasaporte/)).toHaveValue(DEMO.cedula);
  await expect(page.locator('input[name=password]')).toHaveValue(DEMO.password);
  await expectNoA11yViolations(page, 'login after the timeout');
  await submit.click();
  await expect(page).toHaveURL(/\/app\/myDesk$/);
});

test('a company document upload that stalls stops 60 s after its last progress, keeps the wizard, and registers on the next try', async ({ page }) => {
  await page.clock.install();
  await page.goto('/app/register');
  await page.getByRole('tab', { name: 'Empresa' }).click();
  await page.getByRole('dialog', { name: 'Registro de empresas' }).getByRole('button', { name: 'Entendido' }).click();

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
  await expect(page.getByRole('region', { name: 'Texto de los términos y condiciones' })).toBeVisible();
  await page.getByLabel(/^Acepto los términos/).check();
  await injectFault(page, { method: 'POST', path: '/documentos-empresa', kind: 'timeout' });
  const upload = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/documentos-empresa'));
  await page.getByRole('button', { name: /^Registrar/ }).click();
  await upload;
  await expect(page.getByRole('progressbar', { name: 'Progreso de la carga de documentos' })).toBeVisible();

  // Not before 60 s without progress.
  await page.clock.fastForward('00:59');
  await expect(page.getByText('Ha sucedido un error inténtelo mas tarde o contacte a soporte')).toHaveCount(0);
  await page.clock.fastForward('00:02');
  await expect(page.getByText('Ha sucedido un error inténtelo mas tarde o contacte a soporte')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.locator('[data-spinner], [aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Términos y condiciones' })).toBeVisible();
  await expect(page.getByLabel(/^Acepto los términos/)).toBeChecked();
  await expectNoA11yViolations(page, 'company terms after the stalled upload');

  // What was typed two steps back is still there.
  await page.getByRole('button', { name: 'Atrás' }).click();
  await expect(page.getByLabel(/^Respuesta 1/)).toHaveValue('Canela');
  await page.getByRole('button', { name: 'Atrás' }).click();
  await expect(page.getByLabel(/^Razón social/)).toHaveValue('Inversiones Turísticas del Este, S.R.L.');
  await expect(page.getByText('registro-mercantil.pdf', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Siguiente/ }).click();
  await page.getByRole('button', { name: /^Siguiente/ }).click();

  await page.getByRole('button', { name: /^Registrar/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: '¡Gracias por registrar su empresa!' })).toBeVisible();
});
