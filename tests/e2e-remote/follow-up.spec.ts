/**
 * Following a request on the remote build over real HTTP (issue 11; spec 001 §2.5 Request detail page,
 * §2.6 Payment validation page, §4 Payment status and Payment return, §7 Card payment; contract §3.4
 * gateway form, §3.5 return query). Seeded requests (src/mocks/seedRequests.ts): 901, Ana's, with a
 * pending required document (action 1); 903, Ana's, with a pending card payment of RD$3,500.00
 * (action 5). The card gateway is the loopback server's simulated gateway page on the API origin.
 */
import { recordBodies, ANA, API, PORTAL, expect, expectNoA11yViolations, pdf, signIn, test } from './support';

const tabs = (page: import('@playwright/test').Page) => page.getByRole('tablist', { name: 'Secciones de la solicitud' });

test('a required document answered: the file is uploaded to the file server and listed among the documents', async ({ page, net }) => {
  test.setTimeout(120_000);
  const bodies = await recordBodies(page);
  await signIn(page, ANA);
  const opened = net.requests.length;
  await page.goto(`${PORTAL}/app/serviceRequestedDetails/901`);
  // The pending action opens its own tab on load (spec 001 §2.5), its message read from the server.
  await expect(page.getByRole('region', { name: 'Acciones requeridas' })).toContainText('Favor cargar el plano de ubicación del terreno actualizado');
  // Opened with a stored session (issue 24), the HTML asked for the user and the request while it
  // parsed, with the stored token; the app took both answers: one GET each, no second call.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null') as string | null);
  const reads = net.requests.slice(opened).filter((r) => r.method() === 'GET' && r.url().startsWith(`${API}/`));
  const userReads = reads.filter((r) => r.url() === `${API}/identity/get/auth/user`);
  const detailReads = reads.filter((r) => r.url().startsWith(`${API}/admin/requests/901?`));
  expect(userReads.length, 'GET /get/auth/user once').toBe(1);
  expect(
    detailReads.map((r) => r.url()),
    'GET /requests/901 once',
  ).toEqual([`${API}/admin/requests/901?citizenId=00104567896`]);
  expect(await userReads[0].headerValue('authorization')).toBe(`beater ${token}`);
  expect(await detailReads[0].headerValue('authorization')).toBe(`beater ${token}`);
  expect(await detailReads[0].headerValue('x-authorization')).toBeTruthy();
  await page.getByRole('button', { name: 'Completar' }).click();
  await expect(page.getByRole('heading', { name: 'Documento requerido' })).toBeVisible();
  const plan = pdf('plano-ubicacion-utm-agrimensor');
  await page.getByLabel(/Documentos a enviar/).setInputFiles([plan]);
  await page.getByRole('button', { name: 'ENVIAR', exact: true }).click();
  await expect(page.getByText('Documento requerido enviada satisfactoriamente').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('tab', { name: 'Detalles' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#documents').getByText('plano-ubicacion-utm-agrimensor', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Completar' })).toHaveCount(0);

  // The file went as multipart to the file server on the API origin, with its bytes.
  const uploads = net.apiCalls().filter((r) => r.method() === 'POST' && r.url() === `${API}/files/files`);
  expect(uploads).toHaveLength(1);
  expect(uploads[0].resourceType()).toBe('xhr');
  expect((await uploads[0].response())?.status()).toBe(200);
  const sent = bodies.filter((b) => b.url === `${API}/files/files`);
  expect(sent).toHaveLength(1);
  expect(sent[0].contentType).toMatch(/^multipart\/form-data; boundary=/);
  await expect.poll(() => sent[0].body.includes(plan.buffer)).toBe(true);
  expect(sent[0].body.toString('latin1')).toContain('filename="plano-ubicacion-utm-agrimensor.pdf"');

  // Still answered after a reload: the server kept it.
  await page.reload();
  await expect(page.locator('#documents').getByText('plano-ubicacion-utm-agrimensor', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Completar' })).toHaveCount(0);
});

test('a card payment through the gateway page on the API server, validated back on the portal', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ANA);
  await page.goto(`${PORTAL}/app/serviceRequestedDetails/903`);
  await expect(tabs(page).getByRole('tab', { name: 'Pagos' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('DOP$ 3,500.00').first()).toBeVisible();

  // The portal posts its real form (contract §3.4) to the gateway on the API origin.
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().startsWith(`${API}/`) && r.resourceType() === 'document');
  await page.getByRole('button', { name: 'PAGO CON TARJETA' }).click();
  const form = new URLSearchParams((await posted).postData() ?? '');
  expect(form.get('idAutorizacionPortal')).toBeTruthy();
  expect(form.get('numeroDocumento')).toBe('00104567896');
  expect(form.get('urlRetorno')).toMatch(new RegExp(`^${PORTAL}/app/validatePayment/903`));
  await expect(page).toHaveURL(new RegExp(`^${API}/`));
  await expect(page.getByText('00104567896')).toBeVisible();
  await expectNoA11yViolations(page, 'gateway page of the loopback server');
  await page.getByRole('button', { name: 'Aprobar' }).click();

  // Back on the portal: the validation page asks the admin backend, which accepts the approval.
  await expect(page).toHaveURL(new RegExp(`^${PORTAL}/app/validatePayment/903\\?.*numAprobacion=`), { timeout: 20_000 });
  const approval = new URL(page.url()).searchParams.get('numAprobacion') as string;
  await expect(page.getByText('¡Pago realizado satisfactoriamente! Los cambios se reflejara en unos minutos.')).toBeVisible();
  await page.getByRole('link', { name: 'Ver detalle de solicitud' }).click();
  await expect(page).toHaveURL(`${PORTAL}/app/serviceRequestedDetails/903`);
  await tabs(page).getByRole('tab', { name: 'Pagos' }).click();
  await expect(page.getByRole('heading', { name: 'Mis pagos' })).toBeVisible();
  await expect(page.getByText(approval)).toBeVisible();
  await expect(page.getByRole('button', { name: 'PAGO CON TARJETA' })).toHaveCount(0);
});
