/**
 * The page script of `npm run bench:receipt` (scripts/bench-receipt.ts): the receipt of the real
 * mitur01 form (src/mocks/data/expert-forms/dpp-project-evaluation.mitur01-v7.json, 186 fields) with
 * every field answered (texts of 60 characters, the first option of each choice, a file per file
 * field, three rows per grid), made exactly as 'Descargar comprobante' makes it: the review's
 * sections (src/domain/expertForm/review.ts), the receipt data (src/domain/receipt.ts), its texts
 * and the PDF (src/views/receipt/). `window.benchReceipt()` makes one and resolves with its size in
 * bytes and the answers it holds.
 */
import dpp from '../../src/mocks/data/expert-forms/dpp-project-evaluation.mitur01-v7.json';
import type { SchemaExpertForm } from '../../src/api/generated/admin';
import { addGridRow, initialState, parseExpertForm, reviewOf, setValueSilently, type FormState } from '../../src/domain/expertForm';
import { sampleValue } from '../../tests/unit/expertForm/support';
import { receiptFromForm } from '../../src/domain/receipt';
import { receiptDocument } from '../../src/views/receipt/receiptDocument';
import { receiptPdf } from '../../src/views/receipt/receiptPdf';

/** Every field of the form answered, grids with three rows (values set without rules: all steps stay as the payload shows them). */
function answered(): FormState {
  const model = parseExpertForm(structuredClone(dpp) as unknown as SchemaExpertForm);
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

const form = answered();

declare global {
  interface Window {
    benchReceipt: () => Promise<{ bytes: number; answers: number; ms: number }>;
  }
}

window.benchReceipt = async () => {
  const t0 = performance.now();
  const sections = reviewOf(form);
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
  return { bytes: bytes.length, answers: sections.reduce((n, s) => n + s.items.length, 0), ms: performance.now() - t0 };
};
