/**
 * Issue 27 in the browser, embedded build: 'Revise su solicitud' after the last step and the
 * 'Comprobante de solicitud' PDF. Expectations from the words:
 * - an authored form whose hidden step a tariff shows (service 25 'Autorización de uso de la marca
 *   país', form 122: 'Uso comercial' shows 'Datos comerciales'; 'Uso promocional' keeps it hidden):
 *   every visible step with its title and answers formatted by mask (cédula 3-7-1, phones, RD$,
 *   dd/MM/yyyy), check answers by their labels, files by name and size, an unanswered optional field
 *   'Sin respuesta', the tariff and variation with its price; a hidden step never shows; 'Cambiar'
 *   by keyboard only, the change, Continuar back to the review; axe-clean at 1280 and 360 px, nothing
 *   wider than the screen; a reload with the draft saved on the review opens the review; Enviar
 *   Solicitud, 'Solicitud enviada satisfactoriamente.', 'Descargar comprobante' on the detail: the PDF
 *   (read with pdf.js) holds every answer of the review page in its step under the step's title;
 *   after a reload, rebuilt from the request's expert form and stored answers, it holds the same
 *   steps and answers and still names the tariff and variation this browser kept, and says it is
 *   not recorded (with the amount) once the browser no longer knows it;
 * - bad input (item 3) at 360 px: a 1,000-character answer without a space shown whole and wrapped, a
 *   grid of 50 rows (a draft restored at the review), nothing wider than the screen; the receipt holds
 *   every row;
 * - the real travel form (service 28, form 125: three grids and a file) reviewed, sent, its receipt,
 *   and after a reload the receipt rebuilt with the same steps, grids and file;
 * - the real mitur01 form (service 2, form 102) reaches the review as far as its payload lets a
 *   citizen fill it (its text, date and textarea fields are disabled by its own payload).
 */
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations, fillPromotionalMaterialAt, injectFault, startSignedIn } from './support';
import {
  ANA_APPLICANT,
  applicantStep,
  brandUseDocuments,
  brandUseToReview,
  chooseTariff,
  downloadReceipt,
  expectReceiptHolds,
  expectReceiptHoldsSteps,
  mitur01ToReview,
  pdf,
  readReceipt,
  reviewAnswers,
  reviewHeading,
  reviewSteps,
  sendFromReview,
  travelToReview,
} from './review';

test.describe("'Revise su solicitud' and the receipt (issue 27)", () => {
  test('an authored form with a hidden step: reviewed by mask, changed by keyboard through Cambiar, restored at the review, sent, its receipt holds every answer', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await startSignedIn(page);
    await brandUseToReview(page, '', ANA_APPLICANT);

    // The review: heading focused, one section per visible step, the tariff with its price.
    await expect(reviewHeading(page)).toBeFocused();
    const review = page.locator('form[aria-labelledby="review-title"]');
    await expect(review.getByRole('heading', { level: 3 })).toHaveText([
      'Tarifa del servicio',
      'Datos del solicitante',
      'Uso de la marca',
      'Datos comerciales',
      'Documentos requeridos',
    ]);
    const tariff = review.getByRole('region', { name: 'Tarifa del servicio' }).or(review.locator('section[aria-labelledby="review-tariff"]'));
    await expect(tariff).toContainText('Uso comercial');
    await expect(tariff).toContainText('RD$ 5,000.00');
    // By mask: cédula 3-7-1, phone, RD$ amount, dates dd/MM/yyyy; check answers by label; files by name and size; the optional 'Celular' unanswered.
    for (const shown of [
      '001-0456789-6',
      '809-555-1234',
      'RD$ 1,500.00',
      '15/01/2027',
      '31/12/2027',
      'Digitales y redes sociales, Vallas',
      'carta-marca-pais.pdf (1 KB)',
    ]) {
      await expect(review).toContainText(shown);
    }
    const celular = review.locator('dt', { hasText: /^Celular$/ }).locator('xpath=following-sibling::dd[1]');
    await expect(celular).toHaveText('Sin respuesta');
    await expectNoA11yViolations(page, 'review');

    // 'Cambiar' by keyboard only: Tab to the change of 'Uso de la marca', Enter, the step's heading focused.
    const change = review.getByRole('button', { name: 'Cambiar las respuestas de Uso de la marca' });
    await change.focus();
    await page.keyboard.press('Enter');
    const stepHeading = page.getByRole('heading', { name: 'Uso de la marca', level: 2 });
    await expect(stepHeading).toBeFocused();
    const description = page.getByLabel(/Descripción del uso previsto/);
    await description.fill('Campaña de invierno en redes sociales.');
    await description.press('Tab');
    await page.getByRole('button', { name: 'Continuar' }).press('Enter');
    // Back to the review, not through 'Datos comerciales' and the documents.
    await expect(reviewHeading(page)).toBeFocused();
    await expect(review).toContainText('Campaña de invierno en redes sociales.');

    // 360 px: readable, nothing wider than the screen, axe-clean. The toasts of the steps ('Documento
    // agregado') are gone first: placed for 1280 px, they stood beyond a 360 px screen until they left.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await page.setViewportSize({ width: 360, height: 800 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'nothing wider than 360 px once the layout follows the resize' })
      .toBeLessThanOrEqual(360);
    await expectNoA11yViolations(page, 'review at 360 px');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The draft saved on the review opens the review once restored (files are not part of a draft, contract §2.8).
    await page.waitForFunction(() => (localStorage.getItem('mitur-demo-db') ?? '').includes('Campaña de invierno'));
    page.on('dialog', (d) => void d.accept());
    await page.reload();
    const draft = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Se ha encontrado información previa' });
    await draft.getByRole('button', { name: 'Sí, cargarla' }).click();
    await expect(page.getByText('Restableciendo')).toBeHidden({ timeout: 10_000 });
    // The files are not in a draft: the documents step asks for them, then Continuar returns to the review.
    await expect(page.getByRole('heading', { name: 'Documentos requeridos', level: 2 }).or(reviewHeading(page))).toBeVisible({ timeout: 10_000 });
    if (await page.getByRole('heading', { name: 'Documentos requeridos', level: 2 }).isVisible()) await brandUseDocuments(page);
    await expect(reviewHeading(page)).toBeVisible();
    await expect(review).toContainText('Campaña de invierno en redes sociales.');

    // Send from the review, then the receipt from the detail.
    const answers = await reviewAnswers(page);
    const steps = await reviewSteps(page);
    const number = await sendFromReview(page);
    expect(number).not.toBe('');
    const receipt = await downloadReceipt(page);
    expect(receipt.name).toBe(`comprobante-${number}.pdf`);
    await expectReceiptHolds(receipt.bytes, answers, [
      number,
      'Autorización de uso de la marca país',
      'Uso comercial',
      'RD$ 5,000.00',
      'Ana María Rodríguez Peña (001-0456789-6)',
    ]);
    await expectReceiptHoldsSteps(receipt.bytes, steps);

    // After a reload the receipt is rebuilt from the request's expert form and its stored answers
    // (the detail names no variation and no step, contract §3.1): the same steps with their titles,
    // every answer of the review in its step ('Sin respuesta' and the files by name and size
    // included), and the tariff and variation this browser kept when it sent the request.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Detalles de Solicitud' })).toBeVisible();
    const reloaded = await downloadReceipt(page);
    expect(reloaded.name).toBe(`comprobante-${number}.pdf`);
    await expectReceiptHolds(reloaded.bytes, answers, [number, 'Uso comercial', 'RD$ 5,000.00', 'Ana María Rodríguez Peña (001-0456789-6)']);
    await expectReceiptHoldsSteps(reloaded.bytes, steps);
    const stored = await readReceipt(reloaded.bytes);
    expect(stored.text).not.toContain('No constan');
    // A browser that no longer knows the choice says so and gives the amount the detail holds; the
    // steps stay, and a file field, whose documents the detail does not tie to it, points to them.
    await page.evaluate(() => localStorage.removeItem('mitur.sentTariffs'));
    const unknown = await readReceipt((await downloadReceipt(page)).bytes);
    expect(unknown.text).toContain('Tarifa y opción de servicio No constan en la solicitud registrada');
    expect(unknown.text).toContain('Monto RD$ 5,000.00');
    expect(unknown.text).not.toContain('Opción de servicio Uso comercial');
    for (const step of steps) expect(unknown.text).toContain(step.title);
    expect(unknown.text).toContain('Carta de solicitud Adjunto; véase «Documentos»');

    // A failed read of the form still gives a receipt: the stored answers, and a line saying the
    // layout of the form could not be read; the button is not left busy.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Detalles de Solicitud' })).toBeVisible();
    await injectFault(page, { method: 'GET', path: '/expertform/', kind: 'http500', times: 5 });
    const withoutLayout = await readReceipt((await downloadReceipt(page)).bytes);
    expect(withoutLayout.text).toContain('Nota No se pudo leer la estructura del formulario');
    const typed = steps.flatMap((s) => s.answers).filter((a) => a !== 'Sin respuesta' && !/\(\d+ KB\)$/.test(a));
    expect(
      typed.filter((a) => !withoutLayout.text.includes(a)),
      'stored answers missing without the layout',
    ).toEqual([]);
    await expect(page.getByRole('button', { name: 'Descargar comprobante' })).toBeEnabled();
  });

  test('bad input on the review at 360 px: a 1,000-character answer without a space is shown whole and wraps; nothing wider than the screen', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await startSignedIn(page);
    await brandUseToReview(page, '', ANA_APPLICANT);
    const review = page.locator('form[aria-labelledby="review-title"]');
    await review.getByRole('button', { name: 'Cambiar las respuestas de Uso de la marca' }).click();
    const word = 'CampañaDeVeranoEnRedesSocialesYVallasDeLaAutopistaDelEste'.repeat(18).slice(0, 1000);
    await page.getByLabel(/Descripción del uso previsto/).fill(word);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(reviewHeading(page)).toBeFocused();
    const shown = review.locator('dt', { hasText: /^Descripción del uso previsto$/ }).locator('xpath=following-sibling::dd[1]');
    await expect(shown).toHaveText(word);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await page.setViewportSize({ width: 360, height: 800 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'nothing wider than 360 px once the layout follows the resize' })
      .toBeLessThanOrEqual(360);
    const box = await shown.boundingBox();
    expect((box?.x ?? 999) + (box?.width ?? 999)).toBeLessThanOrEqual(360);
    expect(box?.height ?? 0).toBeGreaterThan(100); // wrapped over many lines, not cut
    await expectNoA11yViolations(page, 'review with a 1,000-character answer at 360 px');
  });

  test('bad input on the review at 360 px: a grid of 50 rows fits the screen, and the receipt holds every row', async ({ page }) => {
    test.setTimeout(150_000);
    await startSignedIn(page);
    await fillPromotionalMaterialAt(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(reviewHeading(page)).toBeVisible();
    // The draft saved on the review (fakeStep one past the last visible step, contract §2.8) gets 50
    // rows in its grid, as a citizen who added them would have saved it.
    await page.waitForFunction(() => {
      const db = JSON.parse(localStorage.getItem('mitur-demo-db') ?? '{}') as { drafts?: { expertform_id: number; fakeStep: number }[] };
      return (db.drafts ?? []).some((d) => d.expertform_id === 124 && d.fakeStep === 4);
    });
    await page.evaluate(() => {
      const db = JSON.parse(localStorage.getItem('mitur-demo-db') ?? '{}') as {
        drafts: { expertform_id: number; grid: Record<string, Record<string, { value: string }>[]> }[];
      };
      const draft = db.drafts.find((d) => d.expertform_id === 124);
      if (!draft) throw new Error('no draft of form 124');
      const [row] = draft.grid.relmaterial;
      draft.grid.relmaterial = Array.from({ length: 50 }, (_, i) => ({ ...row, cantmaterial: { ...row.cantmaterial, value: String(1001 + i) } }));
      localStorage.setItem('mitur-demo-db', JSON.stringify(db));
    });
    page.on('dialog', (d) => void d.accept());
    await page.reload();
    const draftPrompt = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Se ha encontrado información previa' });
    await draftPrompt.getByRole('button', { name: 'Sí, cargarla' }).click();
    await expect(page.getByText('Restableciendo')).toBeHidden({ timeout: 10_000 });
    // Files are no part of a draft: the documents step asks for them, then Continuar returns to the review.
    await expect(page.getByRole('heading', { name: 'Documentos requeridos', level: 2 })).toBeVisible({ timeout: 10_000 });
    await page.getByLabel('Carta de solicitud').setInputFiles(pdf('carta-feria-puerto-plata'));
    await page.getByLabel('Documento del solicitante').setInputFiles(pdf('cedula-jose-miguel'));
    await expect(page.getByText('cedula-jose-miguel.pdf')).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(reviewHeading(page)).toBeVisible();
    const table = page.locator('form[aria-labelledby="review-title"]').getByRole('table', { name: 'Material' });
    await expect(table.getByRole('row')).toHaveCount(51);
    await expect(table.getByRole('cell', { name: '1050' })).toBeVisible();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await page.setViewportSize({ width: 360, height: 800 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'nothing wider than 360 px once the layout follows the resize' })
      .toBeLessThanOrEqual(360);
    const box = await table.boundingBox();
    expect((box?.x ?? 999) + (box?.width ?? 999)).toBeLessThanOrEqual(360);
    await expectNoA11yViolations(page, 'review with a 50-row grid at 360 px');
    await page.setViewportSize({ width: 1280, height: 800 });
    const answers = await reviewAnswers(page);
    await sendFromReview(page);
    const receipt = await downloadReceipt(page);
    await expectReceiptHolds(receipt.bytes, answers);
    const { text } = await readReceipt(receipt.bytes);
    expect(text.match(/\bMapas\b/g)?.length ?? 0).toBeGreaterThanOrEqual(50);
    for (let n = 1001; n <= 1050; n += 1) expect(text).toMatch(new RegExp(`\\b${n}\\b`));
  });

  test('a tariff that keeps a step hidden: the review never shows it', async ({ page }) => {
    await startSignedIn(page);
    await page.goto('/app/requestService/25');
    await chooseTariff(page, /Uso promocional/);
    await applicantStep(page, ANA_APPLICANT);
    await page.getByRole('checkbox', { name: 'Impresos' }).check();
    await page.getByLabel(/Inicio del período de uso/).fill('2027-01-15');
    await page.getByLabel(/Fin del período de uso/).fill('2027-02-15');
    await page.getByLabel(/Descripción del uso previsto/).fill('Afiches de una feria escolar.');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { name: 'Documentos requeridos', level: 2 })).toBeVisible();
    await page.getByLabel(/Carta de solicitud/).setInputFiles(pdf('carta'));
    await page.getByLabel(/Artes o maquetas/).setInputFiles(pdf('afiche'));
    await page.getByLabel(/Documentos del solicitante/).setInputFiles(pdf('rnc'));
    await expect(page.getByText('rnc.pdf')).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();
    const review = page.locator('form[aria-labelledby="review-title"]');
    await expect(review.getByRole('heading', { level: 3 })).toHaveText([
      'Tarifa del servicio',
      'Datos del solicitante',
      'Uso de la marca',
      'Documentos requeridos',
    ]);
    await expect(review).not.toContainText('Producto o mercancía');
    await expect(review).toContainText('RD$ 0.00');
  });

  test('the real travel form: three grids and a file reviewed as tables and by name and size; sent; its receipt holds every answer', async ({ page }) => {
    test.setTimeout(120_000);
    await startSignedIn(page);
    const grids = await travelToReview(page, '');
    expect(grids).toHaveLength(3);
    const review = page.locator('form[aria-labelledby="review-title"]');
    await expect(review.getByRole('table')).toHaveCount(3);
    for (const value of grids) await expect(review.getByRole('cell', { name: value })).toBeVisible();
    await expect(review).toContainText('carta-institucion.pdf (1 KB)');
    await expectNoA11yViolations(page, 'travel review');
    const answers = await reviewAnswers(page);
    const steps = await reviewSteps(page);
    await sendFromReview(page);
    const receipt = await downloadReceipt(page);
    await expectReceiptHolds(receipt.bytes, answers, ['Solicitud de viaje de familiarización (fam trip)']);
    await expectReceiptHoldsSteps(receipt.bytes, steps);
    // After a reload, rebuilt from the form: the three grids as tables in their steps, the file by name and size.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Detalles de Solicitud' })).toBeVisible();
    const reloaded = await downloadReceipt(page);
    await expectReceiptHolds(reloaded.bytes, answers);
    await expectReceiptHoldsSteps(reloaded.bytes, steps);
  });

  test('the real mitur01 form reaches the review as far as its payload lets a citizen fill it', async ({ page }) => {
    test.setTimeout(120_000);
    await startSignedIn(page);
    await mitur01ToReview(page, '');
    await expect(reviewHeading(page)).toBeVisible();
    await expect(page.locator('form[aria-labelledby="review-title"]').getByText('Sin respuesta').first()).toBeVisible();
    await expectNoA11yViolations(page, 'mitur01 review');
  });
});
