/**
 * Browser-test helpers of issue 27 ('Revise su solicitud' and 'Comprobante de solicitud'), shared by
 * the embedded suite (tests/e2e) and the remote one (tests/e2e-remote): the review's answers as a
 * reader sees them, the receipt downloaded and read back with pdf.js (pdfjs-dist), and the check that
 * the receipt holds every answer of the review page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The review's heading. */
export const reviewHeading = (page: Page) => page.getByRole('heading', { name: 'Revise su solicitud', level: 2 });

/**
 * Every value the review page shows, in order: each `dd`'s text, a grid's cells one by one, a file
 * list's lines one by one ('carta.pdf (1 KB)'), whitespace collapsed.
 */
export async function reviewAnswers(page: Page): Promise<string[]> {
  await expect(reviewHeading(page)).toBeVisible();
  return page.locator('form[aria-labelledby="review-title"] dd').evaluateAll((dds) =>
    dds.flatMap((dd) => {
      const parts = dd.querySelector('table') ? [...dd.querySelectorAll('td')] : dd.querySelector('ul') ? [...dd.querySelectorAll('li')] : [dd];
      return parts.map((p) => (p.textContent ?? '').replace(/\s+/g, ' ').trim()).filter(Boolean);
    }),
  );
}

/** One step of the review page as a reader sees it: its title (the h3) and its answers as {@link reviewAnswers} gives them. */
export interface ReviewStep {
  title: string;
  answers: string[];
}

/** Every step of the review page with its answers, in order ('Tarifa del servicio' is the receipt's facts, not a step). */
export async function reviewSteps(page: Page): Promise<ReviewStep[]> {
  await expect(reviewHeading(page)).toBeVisible();
  return page.locator('form[aria-labelledby="review-title"] section[aria-labelledby^="review-step-"]').evaluateAll((sections) =>
    sections.map((section) => ({
      title: (section.querySelector('h3')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      answers: [...section.querySelectorAll('dd')].flatMap((dd) => {
        const parts = dd.querySelector('table') ? [...dd.querySelectorAll('td')] : dd.querySelector('ul') ? [...dd.querySelectorAll('li')] : [dd];
        return parts.map((p) => (p.textContent ?? '').replace(/\s+/g, ' ').trim()).filter(Boolean);
      }),
    })),
  );
}

/**
 * The receipt holds every step of the review with its title, each step's answers after its title
 * and before the next step's, in the review's order (issue 27: "every answer as on the review page").
 */
export async function expectReceiptHoldsSteps(bytes: Uint8Array, steps: readonly ReviewStep[]): Promise<void> {
  const { text } = await readReceipt(bytes);
  expect(steps.length, 'the review has steps').toBeGreaterThan(0);
  let at = 0;
  const misplaced: string[] = [];
  for (const step of steps) {
    const title = text.indexOf(step.title, at);
    if (title < 0) {
      misplaced.push(`step title «${step.title}»`);
      continue;
    }
    at = title + step.title.length;
    for (const answer of step.answers) {
      const found = text.indexOf(answer, at);
      if (found < 0) misplaced.push(`«${answer}» under «${step.title}»`);
      else at = found + answer.length;
    }
  }
  expect(misplaced, 'steps and answers of the review missing from the receipt, or out of their step').toEqual([]);
  expect(text).not.toContain('No se pudo leer la estructura del formulario');
}

/** The receipt's text (every page, whitespace collapsed), its number of pages and page sizes (pt). */
export async function readReceipt(bytes: Uint8Array): Promise<{ text: string; pages: number; sizes: number[][] }> {
  // a copy: pdf.js takes (detaches) the buffer it is given, and a test may read the same bytes twice
  const pdf = await getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    standardFontDataUrl: join(process.cwd(), 'node_modules/pdfjs-dist/standard_fonts/'),
  }).promise;
  const texts: string[] = [];
  const sizes: number[][] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    texts.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
    sizes.push(page.view.map((v) => Math.round(v * 100) / 100));
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { text: texts.join(' ').replace(/\s+/g, ' '), pages, sizes };
}

/** Presses 'Descargar comprobante' and returns the downloaded PDF's file name and bytes. */
export async function downloadReceipt(page: Page): Promise<{ name: string; bytes: Uint8Array }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar comprobante' }).click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: new Uint8Array(readFileSync(path)) };
}

/** The receipt holds every answer of the review page, A4 pages numbered 'Página n de N'. */
export async function expectReceiptHolds(bytes: Uint8Array, answers: readonly string[], also: readonly string[] = []): Promise<void> {
  const { text, pages, sizes } = await readReceipt(bytes);
  const missing = [...answers, ...also].filter((a) => !text.includes(a));
  expect(missing, 'answers of the review missing from the receipt').toEqual([]);
  expect(text).toContain('Ministerio de Turismo de la República Dominicana');
  expect(text).toContain('Comprobante de solicitud');
  expect(text).toContain(`Página ${pages} de ${pages}`);
  expect(sizes.every((s) => s[2] === 595.28 && s[3] === 841.89)).toBe(true);
}

/** A small valid PDF. */
export const pdf = (title: string) => ({
  name: `${title}.pdf`,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`),
});

/** Chooses a tariff's variation in 'Tarifas del servicio'. */
export async function chooseTariff(page: Page, variation: RegExp): Promise<void> {
  const tariffs = page.getByRole('dialog', { name: 'Tarifas del servicio' });
  await tariffs.getByRole('radio', { name: variation }).check();
  await tariffs.getByRole('button', { name: 'Confirmar' }).click();
  await expect(tariffs).toBeHidden();
}

/** Who fills the authored forms' applicant step. */
export interface Applicant {
  cedula: string;
  name: string;
  email: string;
}

/** Ana María (the embedded demo's citizen). */
export const ANA_APPLICANT: Applicant = { cedula: '00104567896', name: 'Ana María Rodríguez Peña', email: 'ana.rodriguez@correo.do' };
/** José Miguel (a citizen of both backends' seed). */
export const JOSE_APPLICANT: Applicant = { cedula: '40209876545', name: 'José Miguel Martínez Santos', email: 'jose.martinez@correo.do' };

/** The authored forms' applicant step (src/mocks/data/expert-forms/authored/blocks.ts). */
export async function applicantStep(page: Page, who: Applicant): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Datos del solicitante', level: 2 })).toBeVisible();
  await page.getByRole('radio', { name: 'Cédula' }).check();
  const number = page.getByLabel(/No\. de Cédula/);
  await number.fill(who.cedula);
  await number.blur();
  await expect(page.getByText('Cédula válida').first()).toBeVisible();
  await page.getByLabel(/Nombres y apellidos/).fill(who.name);
  await page.getByLabel(/^Teléfono/).fill('8095551234');
  await page.getByLabel(/Correo electrónico/).fill(who.email);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

/**
 * Service 25 'Autorización de uso de la marca país' (form 122) up to the review, with 'Uso comercial'
 * (the hidden step 'Datos comerciales' shown). `base`: the portal's origin ('' for the test's baseURL).
 */
export async function brandUseToReview(page: Page, base: string, who: Applicant): Promise<void> {
  await page.goto(`${base}/app/requestService/25`);
  await chooseTariff(page, /Uso comercial/);
  await applicantStep(page, who);
  await expect(page.getByRole('heading', { name: 'Uso de la marca', level: 2 })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Digitales y redes sociales' }).check();
  await page.getByRole('checkbox', { name: 'Vallas' }).check();
  await page.getByLabel(/Inicio del período de uso/).fill('2027-01-15');
  await page.getByLabel(/Fin del período de uso/).fill('2027-12-31');
  await page.getByLabel(/Descripción del uso previsto/).fill('Campaña de verano en redes sociales y vallas de la autopista del Este.');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Datos comerciales', level: 2 })).toBeVisible();
  await page.getByLabel(/Producto o mercancía/).fill('Camisetas con la marca país');
  await page.getByLabel(/Unidades a producir/).fill('5000');
  const price = page.getByLabel(/Precio de venta por unidad/);
  await price.fill('1500');
  await price.blur();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await brandUseDocuments(page);
  await expect(reviewHeading(page)).toBeVisible();
}

/** Form 122's documents step: its three files attached, then Continuar. */
export async function brandUseDocuments(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Documentos requeridos', level: 2 })).toBeVisible();
  await page.getByLabel(/Carta de solicitud/).setInputFiles(pdf('carta-marca-pais'));
  await page.getByLabel(/Artes o maquetas/).setInputFiles(pdf('artes-camisetas'));
  await page.getByLabel(/Documentos del solicitante/).setInputFiles(pdf('registro-mercantil'));
  await expect(page.getByText('registro-mercantil.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
}

/**
 * From the review: Enviar Solicitud, then Enviar Solicitud in the confirmation (spec 001 §2.4),
 * 'Solicitud enviada satisfactoriamente.' and the request's detail; returns the request number shown.
 */
export async function sendFromReview(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Enviar Solicitud' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Declaro que los datos suministrados son verídicos' });
  await confirm.getByRole('button', { name: 'Enviar Solicitud' }).click();
  await expect(page.getByText('Solicitud enviada satisfactoriamente.').first()).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/app\/serviceRequestedDetails\/\d+$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Detalles de Solicitud' })).toBeVisible();
  return (
    (
      (await page
        .getByText(/[A-Z]+-2\d{3}-\d{6}/)
        .first()
        .textContent()) ?? ''
    ).match(/[A-Z]+-2\d{3}-\d{6}/)?.[0] ?? ''
  );
}

/**
 * The real travel form (service 28, form 125) up to the review: its two required selects, one row in
 * each of its three grids, the file 'Carta de Institución'. Returns the first cell of each row added.
 */
export async function travelToReview(page: Page, base: string): Promise<string[]> {
  await page.goto(`${base}/app/requestService/28`);
  const tariffs = page.getByRole('dialog', { name: 'Tarifas del servicio' });
  await tariffs.getByRole('radio').first().check();
  await tariffs.getByRole('button', { name: 'Confirmar' }).click();
  await expect(tariffs).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Datos de Solicitud', level: 2 })).toBeVisible();
  await page.getByLabel(/Tipo de Solicitud/).selectOption({ index: 1 });
  await page.getByLabel(/Tipo de Servicio/).selectOption({ index: 1 });
  const grids: string[] = [];
  // Walk the steps; add one row to each grid met; the file on the last step.
  for (let guard = 0; guard < 12 && !(await reviewHeading(page).isVisible()); guard += 1) {
    const title = (await page.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
    const adds = page.getByRole('button', { name: /^Agregar/ });
    for (let i = 0; i < (await adds.count()); i += 1) {
      await adds.nth(i).click();
      const dialog = page.getByRole('dialog');
      const value = `Fila ${grids.length + 1} Núñez`;
      await dialog.getByRole('textbox').first().fill(value);
      await dialog
        .getByRole('button', { name: /Agregar|Confirmar|Guardar/ })
        .last()
        .click();
      await expect(dialog).toBeHidden();
      grids.push(value);
    }
    const file = page.getByLabel(/Carta de Institución/);
    if (await file.count()) {
      await file.setInputFiles(pdf('carta-institucion'));
      await expect(page.getByText('carta-institucion.pdf')).toBeVisible();
    }
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { level: 2 }).first()).not.toHaveText(title);
  }
  await expect(reviewHeading(page)).toBeVisible();
  return grids;
}

/**
 * The real mitur01 form (service 2, form 102) as far as its payload lets a citizen fill it: its text,
 * date and textarea fields are disabled by the payload itself, so each step's enabled required
 * selects and radios get their first option and Continuar goes on, up to the review.
 */
export async function mitur01ToReview(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/app/requestService/2`);
  await chooseTariff(page, /Proyecto simple/);
  // Every enabled required choice gets its first option; Continuar until the review.
  for (let guard = 0; guard < 40 && !(await reviewHeading(page).isVisible()); guard += 1) {
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();
    for (const select of await page.locator('form select:not([disabled])[aria-required="true"]').all()) {
      if (!(await select.inputValue())) await select.selectOption({ index: 1 });
    }
    for (const group of await page.locator('form fieldset[aria-required="true"], form [role="radiogroup"][aria-required="true"]').all()) {
      const first = group.getByRole('radio').first();
      if ((await first.count()) && !(await group.getByRole('radio', { checked: true }).count())) await first.check();
    }
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  }
  await expect(reviewHeading(page)).toBeVisible();
}
