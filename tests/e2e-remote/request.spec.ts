/**
 * A request submitted with files on the remote build over real HTTP (issue 11; spec 001 §4 Form flow,
 * Submit sequence, §7 `POST /files` "with progress"; contract §0.1 file-server headers): José fills the
 * expert form of 'Solicitud de material promocional', attaches two PDFs and submits; each file travels
 * as a real multipart POST to the file server on the API origin with the files application key, and
 * the request's details read back over HTTP list both documents.
 */
import { fillPromotionalMaterial, recordBodies, sendRequest, LOOPBACK, API, JOSE, PORTAL, expect, signIn, test } from './support';

test('José submits a request with two PDFs: multipart uploads to the file server, then the details list them', async ({ page, net }) => {
  test.setTimeout(150_000);
  const bodies = await recordBodies(page);
  await signIn(page, JOSE);

  const { letter, id } = await fillPromotionalMaterial(page);
  await sendRequest(page);
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
