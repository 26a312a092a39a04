/**
 * Requesting a procedure in the browser against the embedded backend (issue 3; spec 001 §2.4, §2.5
 * Details tab, §4 Form flow and Submit sequence, §8): tariff, two steps, a reload with the draft
 * restored, a grid row, a file upload, a failed upload kept and retried, the confirmation, the
 * submit and the request's details with the answers and the document; back on the desk the new
 * request heads 'Mis solicitudes' and the in-process counter moved (issue 9). Axe on every screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, injectFault, startSignedIn } from './support';

/** 'Solicitud de material promocional' (expert form 124: applicant, activity, material grid, documents). */
const SERVICE_ID = 27;
const JOSE = { cedula: '402-0987654-5', password: 'Demo1234' };

async function signIn(page: Page): Promise<void> {
  await startSignedIn(page, JOSE);
}

/** The desk counter 'Solicitudes en proceso' once loaded (spec 001 §2.1 counters). */
async function requestsInProcess(page: Page): Promise<number> {
  const counter = page.locator('[data-counter]').filter({ hasText: 'Solicitudes en proceso' });
  await expect(counter).toHaveText(/^\d+/);
  return Number(/^(\d+)/.exec((await counter.textContent()) ?? '')?.[1]);
}

/** A small valid PDF. */
const pdf = (title: string) => ({
  name: `${title}.pdf`,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`),
});

test('a citizen requests a procedure, restores the draft after a reload, uploads a file, submits and sees the details', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  const inProcessBefore = await requestsInProcess(page);
  await page.goto(`/app/requestService/${SERVICE_ID}`);

  // Tariff dialog: Confirmar needs a variation.
  const tariffs = page.getByRole('dialog', { name: 'Tarifas del servicio' });
  await expect(tariffs.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
  await expectNoA11yViolations(page, 'tariff dialog');
  await tariffs.getByRole('radio', { name: /Sin costo/ }).check();
  await tariffs.getByRole('button', { name: 'Confirmar' }).click();
  await expect(tariffs).toBeHidden();

  // Step 1: refused while empty, then filled; the cédula is validated on blur.
  await expect(page.getByRole('heading', { name: 'Datos del solicitante', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Llene todos los campos requeridos' }).first()).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Cédula' })).toBeFocused();
  await page.getByRole('radio', { name: 'Cédula' }).check();
  const documentNumber = page.getByLabel(/No. de Cédula/);
  await documentNumber.fill('40209876545');
  await documentNumber.blur();
  await expect(page.getByText('Cédula válida').first()).toBeVisible();
  await page.getByLabel(/Nombres y apellidos/).fill('José Miguel Martínez');
  await page.getByLabel(/^Teléfono/).fill('8095551234');
  await page.getByLabel(/Correo electrónico/).fill('jose.martinez@correo.do');
  await expectNoA11yViolations(page, 'step 1 filled');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Step 2. Leaving through a link during the process asks first; 'Permanecer' keeps everything.
  await expect(page.getByRole('heading', { name: 'Actividad', level: 2 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Inicio' }).click();
  const leave = page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .filter({ hasText: 'Si cierra esta pestaña el proceso de la solicitud se vera afectado.' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Permanecer' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/requestService/${SERVICE_ID}$`));
  await page.getByLabel(/Nombre del evento o actividad/).fill('Feria Internacional de Turismo 2027');
  await page.getByLabel(/Tipo de actividad/).selectOption({ label: 'Feria' });
  await page.getByLabel(/Fecha de la actividad/).fill('2027-01-22');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Material solicitado', level: 2 })).toBeVisible();

  // Reload once the draft of this advance is stored (POST /drafts runs in the background):
  // the draft is offered and restored behind 'Restableciendo'.
  await page.waitForFunction(() => (localStorage.getItem('mitur-demo-db') ?? '').includes('Feria Internacional de Turismo 2027'));
  page.on('dialog', (d) => void d.accept());
  await page.reload();
  const draft = page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .filter({ hasText: 'Se ha encontrado información previa de una solicitud sin terminar.' });
  await expect(draft).toBeVisible();
  await expectNoA11yViolations(page, 'draft question');
  await draft.getByRole('button', { name: 'Sí, cargarla' }).click();
  await expect(page.getByText('Restableciendo')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Material solicitado', level: 2 })).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Retroceder' }).click();
  await expect(page.getByLabel(/Nombre del evento o actividad/)).toHaveValue('Feria Internacional de Turismo 2027');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Step 3: a grid row through its popup.
  await page.getByRole('button', { name: /Agregar/ }).click();
  const row = page.getByRole('dialog');
  await row.getByLabel(/Tipo de material/).selectOption({ label: 'Mapas' });
  await row.getByLabel(/Cantidad/).fill('250');
  await row
    .getByRole('button', { name: /Agregar|Confirmar|Guardar/ })
    .last()
    .click();
  await expect(page.getByRole('cell', { name: 'Mapas' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Step 4: the documents, then a failed upload that loses nothing, then the submit.
  await expect(page.getByRole('heading', { name: 'Documentos requeridos', level: 2 })).toBeVisible();
  await page.getByLabel('Carta de solicitud').setInputFiles(pdf('carta-solicitud'));
  await expect(page.getByText('carta-solicitud.pdf')).toBeVisible();
  await page.getByLabel('Documento del solicitante').setInputFiles(pdf('cedula-solicitante'));
  await expect(page.getByText('cedula-solicitante.pdf')).toBeVisible();
  await expectNoA11yViolations(page, 'documents step');
  await injectFault(page, { method: 'POST', path: '/files', kind: 'network' });
  // issue 27: Continuar leads to the review 'Revise su solicitud'; Enviar Solicitud lives there.
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Revise su solicitud', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar Solicitud' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Declaro que los datos suministrados son verídicos' });
  await expect(confirm).toBeVisible();
  await expectNoA11yViolations(page, 'confirmation');
  await confirm.getByRole('button', { name: 'Enviar Solicitud' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ha ocurrido un error subiendo los documentos.' }).first()).toBeVisible();
  await expect(page.getByText('carta-solicitud.pdf')).toBeVisible();

  // The request is created but the document assignment fails: the retry only assigns.
  await injectFault(page, { method: 'POST', path: '/assigndocument/', kind: 'http500' });
  await page.getByRole('button', { name: 'Enviar Solicitud' }).click();
  await confirm.getByRole('button', { name: 'Enviar Solicitud' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ha ocurrido un error favor intentar mas tarde.' }).first()).toBeVisible();
  await expectNoA11yViolations(page, 'failed after creation');
  await page.getByRole('button', { name: 'Reintentar envío' }).click();
  await expect(page.getByText('Solicitud enviada satisfactoriamente.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/app\/serviceRequestedDetails\/\d+$/, { timeout: 10_000 });

  // The details: number, answers, the uploaded document.
  await expect(page.getByRole('heading', { name: 'Detalles de Solicitud' })).toBeVisible();
  await expect(page.getByText(/MER-2026-\d{6}/).first()).toBeVisible();
  await expect(page.getByText('Feria Internacional de Turismo 2027')).toBeVisible();
  await expect(page.getByText('José Miguel Martínez').first()).toBeVisible();
  await expect(page.locator('#documents')).toContainText('carta-solicitud');
  await expect(page.locator('#documents')).toContainText('cedula-solicitante');
  // exactly one request was created despite the retry
  const requests = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('mitur-demo-db') ?? '{}').requests ?? []).filter((r: { service_id: number }) => r.service_id === 27).length,
  );
  expect(requests).toBe(1);
  await expectNoA11yViolations(page, 'details');
  const code =
    (
      (await page
        .getByText(/MER-2026-\d{6}/)
        .first()
        .textContent()) ?? ''
    ).match(/MER-2026-\d{6}/)?.[0] ?? '';

  // The desk, reached inside the app: the counter moved and the new request heads the personal list.
  await page.getByRole('link', { name: 'Mi escritorio' }).first().click();
  await page.getByRole('tab', { name: 'Mis solicitudes' }).click();
  await expect.poll(() => requestsInProcess(page)).toBe(inProcessBefore + 1);
  const personal = page.getByRole('list', { name: 'Solicitudes personales' });
  await expect(personal.getByRole('article').first()).toContainText(code);
  await expect(personal.getByRole('article').first()).toContainText('Solicitud de material promocional');
});
