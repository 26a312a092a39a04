/**
 * Issue 27 on the remote build over real HTTP (the loopback server): 'Revise su solicitud' and the
 * 'Comprobante de solicitud', the same data as in the embedded build (tests/e2e/request-review.spec.ts):
 * - the authored form 122 with its hidden step shown by 'Uso comercial': reviewed, an answer changed
 *   through 'Cambiar' (Continuar returns to the review), axe-clean, sent; the receipt downloaded from
 *   the detail holds every answer of the review page in its step (read with pdf.js), and after a
 *   reload, rebuilt from the form and the detail read over HTTP, the same steps and answers and the
 *   tariff and variation;
 * - the real travel form (three grids and a file) reviewed and sent, its receipt likewise;
 * - the real mitur01 form reaches the review as far as its payload lets a citizen fill it.
 */
import { JOSE, PORTAL, expect, expectNoA11yViolations, signIn, test } from './support';
import {
  JOSE_APPLICANT,
  brandUseToReview,
  downloadReceipt,
  expectReceiptHolds,
  expectReceiptHoldsSteps,
  mitur01ToReview,
  readReceipt,
  reviewAnswers,
  reviewHeading,
  reviewSteps,
  sendFromReview,
  travelToReview,
} from '../e2e/review';

test('José reviews the brand-use request, changes an answer through Cambiar, sends it and downloads its receipt', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, JOSE);
  await brandUseToReview(page, PORTAL, JOSE_APPLICANT);
  const review = page.locator('form[aria-labelledby="review-title"]');
  await expect(review.getByRole('heading', { level: 3 })).toHaveText([
    'Tarifa del servicio',
    'Datos del solicitante',
    'Uso de la marca',
    'Datos comerciales',
    'Documentos requeridos',
  ]);
  for (const shown of ['402-0987654-5', '809-555-1234', 'RD$ 1,500.00', '15/01/2027', 'RD$ 5,000.00']) await expect(review).toContainText(shown);
  await review.getByRole('button', { name: 'Cambiar las respuestas de Datos comerciales' }).click();
  await expect(page.getByRole('heading', { name: 'Datos comerciales', level: 2 })).toBeFocused();
  await page.getByLabel(/Unidades a producir/).fill('7500');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(reviewHeading(page)).toBeFocused();
  await expect(review).toContainText('7500');
  await expectNoA11yViolations(page, 'review (remote)');
  const answers = await reviewAnswers(page);
  const steps = await reviewSteps(page);
  const number = await sendFromReview(page);
  const receipt = await downloadReceipt(page);
  expect(receipt.name).toBe(`comprobante-${number}.pdf`);
  await expectReceiptHolds(receipt.bytes, answers, [number, 'Uso comercial', 'RD$ 5,000.00']);
  await expectReceiptHoldsSteps(receipt.bytes, steps);
  // After a reload, rebuilt from the request's expert form and stored answers read over HTTP: the
  // same steps with their titles and every answer of the review in its step, the same tariff and
  // variation (kept by this browser), as in the embedded build.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Detalles de Solicitud' })).toBeVisible();
  const reloaded = await downloadReceipt(page);
  await expectReceiptHolds(reloaded.bytes, answers, [number, 'Uso comercial', 'RD$ 5,000.00', 'José Miguel Martínez Santos (402-0987654-5)']);
  await expectReceiptHoldsSteps(reloaded.bytes, steps);
  expect((await readReceipt(reloaded.bytes)).text).not.toContain('No constan');
});

test('José requests through the real travel form (three grids and a file): the review shows them, the receipt holds them', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, JOSE);
  const grids = await travelToReview(page, PORTAL);
  expect(grids).toHaveLength(3);
  const review = page.locator('form[aria-labelledby="review-title"]');
  await expect(review.getByRole('table')).toHaveCount(3);
  await expect(review).toContainText('carta-institucion.pdf (1 KB)');
  const answers = await reviewAnswers(page);
  const steps = await reviewSteps(page);
  await sendFromReview(page);
  const receipt = await downloadReceipt(page);
  await expectReceiptHolds(receipt.bytes, answers, grids);
  await expectReceiptHoldsSteps(receipt.bytes, steps);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Detalles de Solicitud' })).toBeVisible();
  const reloaded = await downloadReceipt(page);
  await expectReceiptHolds(reloaded.bytes, answers, grids);
  await expectReceiptHoldsSteps(reloaded.bytes, steps);
});

test('José reaches the review of the real mitur01 form as far as its payload lets a citizen fill it', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, JOSE);
  await mitur01ToReview(page, PORTAL);
  await expect(page.locator('form[aria-labelledby="review-title"]').getByText('Sin respuesta').first()).toBeVisible();
  await expectNoA11yViolations(page, 'mitur01 review (remote)');
});
