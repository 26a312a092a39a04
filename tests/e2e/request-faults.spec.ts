/**
 * Faults in the request flows, in a real browser (issue 10; the fault matrix tests/faults drives
 * them in jsdom, where uploads go through a stand-in XMLHttpRequest): the required-document upload
 * of request 901 through the real XMLHttpRequest and the service worker, failing at each step and
 * resumed without sending anything twice; a server check of the request form answered with a
 * proxy's error page (spec 001 §2.5, §5, §8). Axe on the failed states.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectNoA11yViolations, injectFault, startSignedIn } from './support';

async function signIn(page: Page): Promise<void> {
  await startSignedIn(page, DEMO);
}

/** A small valid PDF. */
const pdf = (title: string) => ({
  name: `${title}.pdf`,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`),
});

/** Nothing left loading (docs/ARCHITECTURE.md "No blank page, ever"). */
async function noLoader(page: Page): Promise<void> {
  await expect(page.locator('[data-spinner], [aria-busy="true"]')).toHaveCount(0);
}

test('a required document: the upload, then the completion fail; the files stay, each retry resumes, the files are attached once', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  // Request 901: action 1 pending, the required-document view opens on arrival.
  await page.goto('/app/serviceRequestedDetails/901');
  await expect(page.getByRole('heading', { name: 'Documento requerido' })).toBeVisible();
  await page.getByLabel(/Documentos a enviar/).setInputFiles([pdf('plano-ubicacion-corregido'), pdf('uso-de-suelo-vigente')]);
  await expect(page.getByText('uso-de-suelo-vigente.pdf')).toBeVisible();
  const send = page.getByRole('button', { name: 'ENVIAR', exact: true });
  const failure = page.getByText('Ha ocurrido un error, contacte a soporte').first();

  // The file server is unreachable (XMLHttpRequest with progress): spec 001 §8, the files stay.
  await injectFault(page, { method: 'POST', path: '/files', kind: 'network' });
  await send.click();
  await expect(failure).toBeVisible();
  await noLoader(page);
  await expect(page.getByText('plano-ubicacion-corregido.pdf')).toBeVisible();
  await expect(send).toBeEnabled();
  await expectNoA11yViolations(page, 'upload failed');

  // Uploaded now, but the completion answers a proxy's error page: same message, nothing lost.
  await injectFault(page, { method: 'POST', path: '/assigndocumentsoftexpert', kind: 'malformed' });
  await send.click();
  await expect(failure).toBeVisible();
  await noLoader(page);
  await expect(page.getByText('uso-de-suelo-vigente.pdf')).toBeVisible();

  await send.click();
  await expect(page.getByText('Documento requerido enviada satisfactoriamente').first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Detalles' })).toHaveAttribute('aria-selected', 'true');
  const uploaded = page.locator('#documents');
  await expect(uploaded.getByText('plano-ubicacion-corregido', { exact: false })).toHaveCount(1);
  await expect(uploaded.getByText('uso-de-suelo-vigente', { exact: false })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Completar' })).toHaveCount(0);
});

test("a server check answered with a proxy's error page: the field says so, keeps the code, and checks again on the next blur", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  // Service 10 'Reconsideración de clasificación' (form 109): mask 16 on its second step.
  await page.goto('/app/requestService/10');
  const tariffs = page.getByRole('dialog', { name: 'Tarifas del servicio' });
  await tariffs.getByRole('radio').first().check();
  await tariffs.getByRole('button', { name: 'Confirmar' }).click();
  await page.getByRole('radio', { name: 'Cédula' }).check();
  const cedula = page.getByLabel(/No\. de Cédula/);
  await cedula.fill('00104567896');
  await cedula.blur();
  await expect(page.getByText('Cédula válida').first()).toBeVisible();
  await page.getByLabel(/Nombres y apellidos/).fill('Ana María Rodríguez Peña');
  await page.getByLabel(/^Teléfono/).fill('8095551234');
  await page.getByLabel(/Correo electrónico/).fill('ana.rodriguez@correo.do');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Resolución recurrida', level: 2 })).toBeVisible();

  await injectFault(page, { method: 'GET', path: '/consfotur/clasificacion/reconsideracion/validate/', kind: 'malformed' });
  const code = page.getByLabel(/No\. de resolución recurrida/);
  await code.fill('CFT-CL-2022-0098');
  await code.blur();
  const fieldError = page.locator('[data-field-id]').filter({ has: code }).getByText('Ha ocurrido un error en la validación');
  await expect(fieldError).toBeVisible();
  await noLoader(page);
  await expect(code).toHaveValue('CFT-CL-2022-0098');
  await expectNoA11yViolations(page, 'server check failed');

  await code.focus();
  await code.blur();
  await expect(fieldError).toHaveCount(0);
  await expect(code).toHaveValue('CFT-CL-2022-0098');
});
