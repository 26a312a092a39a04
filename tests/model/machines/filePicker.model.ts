import { modelTestDefinition } from '../lib/definition';
import { admit, filePickerMachine, type PickCandidate } from '../../../src/machines/filePicker.machine';
import type { StoredDocument } from '../../../src/api/documents';

const MB = 1024 * 1024;
const storedPdf: StoredDocument = {
  id: 101,
  name: 'Cedula de identidad',
  extension: 'pdf',
  created_at: '2025-10-02 10:14:22',
  url: '/media/documentos/formularios/poder-de-representacion-modelo.pdf',
  size_mb: 0.42,
};
const storedSheet: StoredDocument = { ...storedPdf, id: 102, name: 'Presupuesto', extension: 'vnd.ms-excel', size_mb: 0.2 };

/** spec 000 §2 Shared widgets (file picker, 'Mis documentos'), §5 Files, §8 toasts; contract D4. */
export const filePickerModel = modelTestDefinition({
  name: 'filePicker',
  machine: filePickerMachine,
  inputs: {
    singlePdf: { multiple: false, requiredExtension: 'pdf', maxMb: 120 },
    multiple: { multiple: true, requiredExtension: null, maxMb: 25 },
  },
  events: {
    'files.add': [
      { files: [{ name: 'Plano.PDF', size: 2 * MB }] },
      { files: [{ name: 'foto.exe', size: MB }] },
      { files: [{ name: 'a.pdf', size: MB }, { name: 'b.pdf', size: MB }] },
      { files: [{ name: 'enorme.pdf', size: 130 * MB }] },
    ],
    'file.remove': [{ id: 'f1' }],
    'documents.open': [{}],
    'documents.close': [{}],
    'document.pick': [{ document: storedPdf }, { document: storedSheet }],
  },
  provide: { actions: { notifySuccess: () => {} } },
  paths: 'shortest',
  // The list can grow without end in a multiple field: what decides guards and what the user sees is
  // the state, whether 'f1' is still selected, the number of files (capped) and the refusal shown.
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.options.multiple,
      s.context.files.some((f) => f.id === 'f1'),
      Math.min(s.context.files.length, 3),
      s.context.error?.key ?? null,
    ]),
  assert(real, _model, { event }) {
    const { context } = real;
    if (!context.options.multiple && context.files.length > 1) throw new Error('a single-file field holds more than one document');
    for (const f of context.files) {
      const candidate: PickCandidate = f.candidate;
      if (admit(0, [candidate], { ...context.options, multiple: true }).refusal) {
        throw new Error(`a refused file was added: ${f.name}`);
      }
    }
    if (event.type === 'file.remove' && context.files.some((f) => f.id === event.id)) {
      throw new Error(`${event.id} still selected after its removal`);
    }
  },
});
