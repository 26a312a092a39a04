// @vitest-environment node
/**
 * The 'Comprobante de solicitud' PDF (src/views/receipt/receiptPdf.ts, ./receiptDocument.ts), read
 * back with pdf.js (pdfjs-dist) as a reader would: issue 27 item 2 — the ministry's name, the
 * request's number (or its id while provisional), the service, tariff, variation and price, the date
 * and time of submission, the applicant and the company, every answer as on the review page and the
 * documents with their names and sizes; real text (extracted, not an image), Spanish accents right,
 * A4, page numbers; item 3 — a 1,000-character answer and a 50-row grid fit, a character outside the
 * fonts does not break it.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { ReceiptData } from '../../../src/domain/receipt';
import { receiptDocument } from '../../../src/views/receipt/receiptDocument';
import { receiptPdf } from '../../../src/views/receipt/receiptPdf';

/** pdf.js's standard fonts (it reads the fonts' metrics from there in Node). */
const STANDARD_FONTS = join(process.cwd(), 'node_modules/pdfjs-dist/standard_fonts/');

/** Every page's text (items joined by spaces, lines kept apart) and its size in points. */
async function readPdf(bytes: Uint8Array): Promise<{ pages: string[]; sizes: number[][] }> {
  const pdf = await getDocument({ data: bytes.slice(), isEvalSupported: false, standardFontDataUrl: STANDARD_FONTS }).promise;
  const pages: string[] = [];
  const sizes: number[][] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    pages.push(content.items.map((i) => ('str' in i ? i.str : '')).join('\n'));
    sizes.push(page.view.map((v) => Math.round(v * 100) / 100));
  }
  await pdf.destroy();
  return { pages, sizes };
}

const base: ReceiptData = {
  requestId: 1520,
  number: 'MER-2026-000123',
  serviceName: 'Solicitud de material promocional',
  tariff: { concept: 'Material promocional', variation: 'Sin costo', price: 'RD$ 0.00' },
  tariffUnknown: false,
  amount: null,
  submittedAt: '28/11/2026 14:05',
  applicant: { name: 'José Miguel Martínez Santos', document: '402-0987654-5' },
  company: 'Inversiones Turísticas del Este SRL',
  layoutUnavailable: false,
  sections: [
    {
      step: 0,
      title: 'Datos del solicitante',
      items: [
        { id: 'nombre', label: { text: 'Nombres y apellidos' }, value: { kind: 'text', text: 'José Miguel Martínez' } },
        { id: 'tel', label: { text: 'Teléfono' }, value: { kind: 'text', text: '809-555-1234' } },
        { id: 'obs', label: { text: 'Observación' }, value: { kind: 'unanswered' } },
        { id: 'rule', label: { text: 'Documento', key: 'requestForm.ruleLabels.passport' }, value: { kind: 'text', text: 'PA1234567' } },
      ],
    },
    {
      step: 2,
      title: 'Material solicitado',
      items: [
        {
          id: 'grid',
          label: { text: 'Materiales' },
          value: {
            kind: 'grid',
            columns: [{ text: 'Tipo de material' }, { text: 'Cantidad' }],
            rows: [
              ['Mapas', '400'],
              ['Guías turísticas', '25'],
            ],
          },
        },
        { id: 'docs', label: { text: 'Carta de solicitud' }, value: { kind: 'files', files: [{ name: 'carta-feria.pdf', sizeMb: 0.5 }] } },
      ],
    },
  ],
  documents: [
    { name: 'carta-feria.pdf', sizeMb: 0.5 },
    { name: 'cédula-josé.pdf', sizeMb: 2.456 },
  ],
};

describe('the receipt PDF (issue 27)', () => {
  it('holds the ministry, the number, the service, tariff, variation and price, when, who, the company, every answer and the documents, as real text on A4 pages numbered', async () => {
    const { pages, sizes } = await readPdf(await receiptPdf(receiptDocument(base, new Date(2026, 10, 28, 14, 6))));
    const text = pages.join('\n');
    for (const expected of [
      'Ministerio de Turismo de la República Dominicana',
      'Comprobante de solicitud',
      'Número de solicitud',
      'MER-2026-000123',
      'Solicitud de material promocional',
      'Material promocional',
      'Sin costo',
      'RD$ 0.00',
      'Fecha y hora de envío',
      '28/11/2026 14:05',
      'José Miguel Martínez Santos (402-0987654-5)',
      'Inversiones Turísticas del Este SRL',
      'Datos del solicitante',
      'Nombres y apellidos',
      'José Miguel Martínez',
      '809-555-1234',
      'Sin respuesta',
      'Pasaporte', // the label a rule set
      'Tipo de material',
      'Guías turísticas',
      'carta-feria.pdf (512 KB)',
      'cédula-josé.pdf (2.46 MB)',
      'Página 1 de 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(sizes).toEqual([[0, 0, 595.28, 841.89]]);
  });

  it('while provisional names the id; a tariff not known says so and gives the amount; without documents says so', async () => {
    const { pages } = await readPdf(
      await receiptPdf(receiptDocument({ ...base, number: null, tariff: null, tariffUnknown: true, amount: 'RD$ 7,000.00', company: null, documents: [] })),
    );
    const text = pages.join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('Solicitud (provisional)');
    expect(text).toContain('Id 1520');
    expect(text).toContain('Tarifa y opción de servicio No constan en la solicitud registrada');
    expect(text).toContain('Monto RD$ 7,000.00');
    expect(text).not.toContain('Sin costo');
    expect(text).toContain('Sin documentos');
    expect(text).not.toContain('Empresa');
  });

  it('a tariff not known and no amount either: both said, nothing invented; a service without tariff: no tariff line', async () => {
    const unknown = (await readPdf(await receiptPdf(receiptDocument({ ...base, tariff: null, tariffUnknown: true, amount: null })))).pages
      .join('\n')
      .replace(/\s+/g, ' ');
    expect(unknown).toContain('Tarifa y opción de servicio No constan en la solicitud registrada');
    expect(unknown).toContain('Monto No consta');
    const none = (await readPdf(await receiptPdf(receiptDocument({ ...base, tariff: null, tariffUnknown: false, amount: null })))).pages.join('\n');
    for (const absent of ['Tarifa', 'Opción de servicio', 'Monto', 'Precio']) expect(none).not.toContain(absent);
  });

  it('a 1,000-character answer, a 50-row grid and 186 answers fit over numbered pages; a character outside the fonts is a "?"', async () => {
    const long = `${'Descripción del proyecto turístico en Samaná. '.repeat(22)}fin`.slice(0, 1000);
    const rows = Array.from({ length: 50 }, (_, i) => [`Persona ${i + 1}`, '402-0987654-5', 'Acompañante']);
    const many = Array.from({ length: 186 }, (_, i) => ({
      id: `f${i}`,
      label: { text: `Pregunta ${i + 1}` },
      value: { kind: 'text' as const, text: `Respuesta número ${i + 1} ✓` },
    }));
    const data: ReceiptData = {
      ...base,
      sections: [
        { step: 0, title: 'Proyecto', items: [{ id: 'long', label: { text: 'Descripción' }, value: { kind: 'text', text: long } }] },
        {
          step: 1,
          title: 'Acompañantes',
          items: [
            {
              id: 'g',
              label: { text: 'Acompañantes' },
              value: { kind: 'grid', columns: [{ text: 'Nombre' }, { text: 'Cédula' }, { text: 'Relación' }], rows },
            },
          ],
        },
        { step: 2, title: 'Otras', items: many },
      ],
    };
    const { pages, sizes } = await readPdf(await receiptPdf(receiptDocument(data)));
    const text = pages.join(' ').replace(/\s+/g, ' ');
    expect(pages.length).toBeGreaterThan(3);
    pages.forEach((page, i) => expect(page).toContain(`Página ${i + 1} de ${pages.length}`));
    expect(sizes.every((s) => s[2] === 595.28 && s[3] === 841.89)).toBe(true);
    expect(text).toContain('Persona 50');
    expect(text).toContain('Respuesta número 186 ?');
    expect(text).toContain('Pregunta 186');
    // the long answer is all there, wrapped
    expect(text.replace(/ /g, '')).toContain(long.replace(/ /g, ''));
  });

  it('a 1,000-character answer without a space and a 50-row grid of long cells wrap within the page, nothing cut off (issue 27 item 3)', async () => {
    const word = 'ÁrbolDeLaVidaSamaná'.repeat(53).slice(0, 1000);
    const cell = 'Observación-sin-espacios-'.repeat(8);
    const rows = Array.from({ length: 50 }, (_, i) => [`Fila ${i + 1}`, cell]);
    const data: ReceiptData = {
      ...base,
      sections: [
        { step: 0, title: 'Proyecto', items: [{ id: 'w', label: { text: 'Referencia catastral' }, value: { kind: 'text', text: word } }] },
        {
          step: 1,
          title: 'Inventario',
          items: [{ id: 'g', label: { text: 'Inventario' }, value: { kind: 'grid', columns: [{ text: 'Fila' }, { text: 'Observación' }], rows } }],
        },
      ],
    };
    const bytes = await receiptPdf(receiptDocument(data));
    const pdf = await getDocument({ data: bytes.slice(), isEvalSupported: false, standardFontDataUrl: STANDARD_FONTS }).promise;
    const strings: string[] = [];
    for (let n = 1; n <= pdf.numPages; n += 1) {
      const page = await pdf.getPage(n);
      const [, , right, top] = page.view;
      for (const item of (await page.getTextContent()).items) {
        if (!('str' in item) || item.str === '') continue;
        // every line starts and ends inside the page's margins (48 pt)
        const [x, y] = [item.transform[4], item.transform[5]];
        expect(x).toBeGreaterThanOrEqual(48 - 0.5);
        expect(x + item.width).toBeLessThanOrEqual(right - 48 + 0.5);
        expect(y).toBeGreaterThan(0);
        expect(y).toBeLessThan(top);
        strings.push(item.str);
      }
    }
    await pdf.destroy();
    const all = strings.join('');
    // the unbroken answer is all there, over several lines; every row of the grid and its whole cell
    expect(all).toContain(word);
    expect(strings.filter((s) => word.includes(s) && s.length > 10).length).toBeGreaterThan(3);
    for (let i = 1; i <= 50; i += 1) expect(strings).toContain(`Fila ${i}`);
    expect(all.split(cell).length - 1).toBe(50);
  });
});
