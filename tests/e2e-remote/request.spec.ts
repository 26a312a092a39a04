/**
 * A request submitted with files on the remote build over real HTTP (issue 11; spec 001 §4 Form flow,
 * Submit sequence, §7 `POST /files` "with progress"; contract §0.1 file-server headers): José fills the
 * expert form of 'Solicitud de material promocional', attaches two PDFs and submits; each file travels
 * as a real multipart POST to the file server on the API origin with the files application key, and
 * the request's details read back over HTTP list both documents.
 */
import { recordBodies, LOOPBACK, API, JOSE, PORTAL, expect, pdf, signIn, test } from './support';

/** 'Solicitud de material promocional' (expert form 124: applicant, activity, material grid, documents). */
const SERVICE_ID = 27;

test('José submits a request with two PDFs: multipart uploads to the file server, then the details list them', async ({ page, net }) => {
  test.setTimeout(150_000);
  const bodies = await recordBodies(page);
  await signIn(page, JOSE);
  await page.goto(`${PORTAL}/app/requestService/${SERVICE_ID}`);

  const tariffs = page.getByRole('dialog', { name: 'Tarifas del servicio' });
  await tariffs.getByRole('radio', { name: /Sin costo/ }).check();
  await tariffs.getByRole('button', { name: 'Confirmar' }).click();
  await expect(tariffs).toBeHidden();

  // Step 1: the applicant; the cédula is validated by the admin backend.
  await expect(page.getByRole('heading', { name: 'Datos del solicitante', level: 2 })).toBeVisible();
  await page.getByRole('radio', { name: 'Cédula' }).check();
  const documentNumber = page.getByLabel(/No. de Cédula/);
  await documentNumber.fill('40209876545');
  await documentNumber.blur();
  await expect(page.getByText('Cédula válida').first()).toBeVisible();
  await page.getByLabel(/Nombres y apellidos/).fill('José Miguel Martínez');
  await page.getByLabel(/^Teléfono/).fill('8095551234');
  await page.getByLabel(/Correo electrónico/).fill('jose.martinez@correo.do');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Step 2: the activity.
  await expect(page.getByRole('heading', { name: 'Actividad', level: 2 })).toBeVisible();
  await page.getByLabel(/Nombre del evento o actividad/).fill('Feria de Turismo de Puerto Plata 2027');
  await page.getByLabel(/Tipo de actividad/).selectOption({ label: 'Feria' });
  await page.getByLabel(/Fecha de la actividad/).fill('2027-03-12');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Step 3: a grid row.
  await expect(page.getByRole('heading', { name: 'Material solicitado', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: /Agregar/ }).click();
  const row = page.getByRole('dialog');
  await row.getByLabel(/Tipo de material/).selectOption({ label: 'Mapas' });
  await row.getByLabel(/Cantidad/).fill('400');
  await row.getByRole('button', { name: /Agregar|Confirmar|Guardar/ }).last().click();
  await expect(page.getByRole('cell', { name: 'Mapas' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Step 4: the documents, then the submit.
  await expect(page.getByRole('heading', { name: 'Documentos requeridos', level: 2 })).toBeVisible();
  const letter = pdf('carta-feria-puerto-plata');
  const id = pdf('cedula-jose-miguel');
  await page.getByLabel('Carta de solicitud').setInputFiles(letter);
  await expect(page.getByText(letter.name)).toBeVisible();
  await page.getByLabel('Documento del solicitante').setInputFiles(id);
  await expect(page.getByText(id.name)).toBeVisible();
  await page.getByRole('button', { name: 'Enviar Solicitud' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Declaro que los datos suministrados son verídicos' });
  await confirm.getByRole('button', { name: 'Enviar Solicitud' }).click();
  await expect(page.getByText('Solicitud enviada satisfactoriamente.').first()).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`^${PORTAL}/app/serviceRequestedDetails/\\d+$`), { timeout: 15_000 });

  // The details, read back from the API server: the number, an answer, both documents.
  await expect(page.getByRole('heading', { name: 'Detalles de Solicitud' })).toBeVisible();
  await expect(page.getByText(/MER-2026-\d{6}/).first()).toBeVisible();
  await expect(page.getByText('Feria de Turismo de Puerto Plata 2027')).toBeVisible();
  await expect(page.locator('#documents')).toContainText('carta-feria-puerto-plata');
  await expect(page.locator('#documents')).toContainText('cedula-jose-miguel');

  // The files went as a real multipart POST to the file server on the API origin (one upload with
  // both), with the files key (contract §0.1 key B, not the admin key), `beater <token>` and their bytes.
  const uploads = net.apiCalls().filter((r) => r.method() === 'POST' && r.url() === `${API}/files/files`);
  expect(uploads).toHaveLength(1);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null') as string | null);
  const [upload] = uploads;
  expect(upload.resourceType()).toBe('xhr');
  expect(await upload.headerValue('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  expect(await upload.headerValue('authorization')).toBe(`beater ${token}`);
  expect(await upload.headerValue('x-authorization')).toBe(LOOPBACK.filesAppKey);
  expect((await upload.response())?.status()).toBe(200);
  const sent = bodies.filter((b) => b.url === `${API}/files/files`);
  expect(sent).toHaveLength(1);
  await expect.poll(() => sent[0].body.length).toBeGreaterThan(letter.buffer.length + id.buffer.length);
  const wire = sent[0].body;
  expect(wire.includes(letter.buffer) && wire.toString('latin1').includes(`filename="${letter.name}"`)).toBe(true);
  expect(wire.includes(id.buffer) && wire.toString('latin1').includes(`filename="${id.name}"`)).toBe(true);
});
