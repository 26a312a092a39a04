/**
 * The page script of `npm run bench:receipt` (scripts/bench-receipt.ts): a receipt of at least 186
 * answers (issue 27 item 3), made exactly as 'Descargar comprobante' makes it: the review's sections
 * (src/domain/expertForm/review.ts), the receipt data (src/domain/receipt.ts), its texts and the PDF
 * (src/views/receipt/). The real mitur01 form (src/mocks/data/expert-forms/
 * dpp-project-evaluation.mitur01-v7.json: 186 fields, of which 164 are answers once its 20 headers
 * and its grid's own field are left out) cannot give 186 answers alone, so its review is followed by
 * the review of the real travel form (official-travel-with-grids.json: 45 answers, three grids):
 * 209 answers over 22 steps, every field answered (the engine tests' sample values: the first
 * option of each choice, a file per file field, three rows per grid). `window.benchReceipt()` makes
 * one and resolves with its size in bytes, its pages and the answers it holds.
 */
import dpp from '../../src/mocks/data/expert-forms/dpp-project-evaluation.mitur01-v7.json';
import travel from '../../src/mocks/data/expert-forms/official-travel-with-grids.json';
import { PDFDocument } from 'pdf-lib';
import type { SchemaExpertForm } from '../../src/api/generated/admin';
import { addGridRow, initialState, parseExpertForm, reviewOf, setValueSilently, type FormState } from '../../src/domain/expertForm';
import { sampleValue } from '../../tests/unit/expertForm/support';
import { receiptFromForm } from '../../src/domain/receipt';
import { receiptDocument } from '../../src/views/receipt/receiptDocument';
import { receiptPdf } from '../../src/views/receipt/receiptPdf';

/** Every field of the form answered, grids with three rows (values set without rules: all steps stay as the payload shows them). */
function answered(payload: unknown): FormState {
  const model = parseExpertForm(structuredClone(payload) as SchemaExpertForm);
  let form = initialState(model, null);
  for (const id of model.order) {
    const def = model.fields[id];
    if (def.type === 'grid') {
      const row = Object.fromEntries(
        def.children.flatMap((c) => {
          const sub = model.fields[c];
          const v = sampleValue(form, sub, sub.initial.mask);
          return sub.name && v !== null ? [[sub.name, v]] : [];
        }),
      );
      for (let i = 0; i < 3; i += 1) form = addGridRow(form, id, row);
      continue;
    }
    const v = sampleValue(form, def, form.props[id].mask);
    if (v !== null) form = setValueSilently(form, id, v);
  }
  return form;
}

const forms = [answered(dpp), answered(travel)];

declare global {
  interface Window {
    benchReceipt: () => Promise<{ bytes: number; pages: number; answers: number; ms: number }>;
  }
}

window.benchReceipt = async () => {
  const t0 = performance.now();
  const sections = forms.flatMap((form) => reviewOf(form));
  const data = receiptFromForm({
    created: { RequestID: 1520, code: 'DPP-2026-000186' },
    serviceName: 'Evaluación de proyectos turísticos',
    tariff: { concept: 'Evaluación', variation: 'Proyecto nuevo', price: 'RD$ 7,000.00' },
    sections,
    applicant: { name: 'Ana María', first_last_name: 'Rodríguez', second_last_name: 'Peña', citizen_id: '00104567896' },
    company: null,
    sentAt: new Date(),
  });
  const bytes = await receiptPdf(receiptDocument(data));
  const ms = performance.now() - t0;
  // The pages, counted outside the measure.
  const pages = (await PDFDocument.load(bytes)).getPageCount();
  return { bytes: bytes.length, pages, answers: sections.reduce((n, s) => n + s.items.length, 0), ms };
};
