import { modelTestDefinition } from '../lib/definition';
import { expectEqual, STAYS, type OracleStep } from '../lib/oracles';
import { filePickerMachine, type PickedFile } from '../../../src/machines/filePicker.machine';
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

const plano = { name: 'Plano.PDF', size: 2 * MB };
const foto = { name: 'foto.exe', size: MB };
const a = { name: 'a.pdf', size: MB };
const b = { name: 'b.pdf', size: MB };
const enorme = { name: 'enorme.pdf', size: 130 * MB };
/** A document picked before the form step was unmounted (input `initialFiles`). */
const restoredFile: PickedFile = { id: 'f10', name: 'Plano.PDF', sizeMb: 2, candidate: { kind: 'device', file: plano } };

/** The upload extensions of spec 000 §5 Files. */
const ALLOWED = ['pdf', 'png', 'jpg', 'jpeg', 'kmz', 'kml', 'dwg', 'dwf', 'xls', 'xlsx'];
/** The field's rules by input, as the spec states them (default 120 MB, every allowed extension, one document). */
const OPTIONS: Record<string, object> = {
  singlePdf: { multiple: false, requiredExtension: 'pdf', maxMb: 120, allowedExtensions: ALLOWED },
  multiple: { multiple: true, requiredExtension: null, maxMb: 25, allowedExtensions: ALLOWED },
  restored: { multiple: false, requiredExtension: null, maxMb: 120, allowedExtensions: ALLOWED },
};

type Ref = { key: string; params?: Record<string, unknown> } | null;
type Added = Omit<PickedFile, 'id'>;

/**
 * What one file does in a field (spec 000 §5 Files, in this order: required extension
 * 'El archivo requiere una extension .{ext}', allowed extensions 'Documento no permitido', size
 * 'El peso limite por archivo es de {n}mb'), by input label; written out per file of the payloads.
 */
const VERDICT: Record<string, Record<string, Ref>> = {
  singlePdf: {
    'Plano.PDF': null,
    'foto.exe': { key: 'files.requiredExtension', params: { ext: 'pdf' } },
    'a.pdf': null,
    'b.pdf': null,
    // spec 000 §9: 120 MB by default.
    'enorme.pdf': { key: 'files.maxSize', params: { n: 120 } },
    'Cedula de identidad.pdf': null,
    'Presupuesto.xls': { key: 'files.requiredExtension', params: { ext: 'pdf' } },
  },
  multiple: {
    'Plano.PDF': null,
    'foto.exe': { key: 'files.notAllowed' },
    'a.pdf': null,
    'b.pdf': null,
    'enorme.pdf': { key: 'files.maxSize', params: { n: 25 } },
    'Cedula de identidad.pdf': null,
    'Presupuesto.xls': null,
  },
  restored: {
    'Plano.PDF': null,
    'foto.exe': { key: 'files.notAllowed' },
    'a.pdf': null,
    'b.pdf': null,
    'enorme.pdf': { key: 'files.maxSize', params: { n: 120 } },
    'Cedula de identidad.pdf': null,
    'Presupuesto.xls': null,
  },
};

/** The candidates of an add or a pick, as the list shows them (a stored document: `<name>.<extension>`, xls for vnd.ms-excel). */
function candidatesOf(event: OracleStep['event']): Added[] {
  if (event.type === 'files.add') {
    return (event.files as Array<{ name: string; size: number }>).map((file) => ({
      name: file.name,
      sizeMb: file.size / MB,
      candidate: { kind: 'device', file },
    }));
  }
  if (event.type === 'document.pick') {
    const document = event.document as StoredDocument;
    const byId: Record<number, Omit<Added, 'candidate'>> = {
      101: { name: 'Cedula de identidad.pdf', sizeMb: 0.42 },
      102: { name: 'Presupuesto.xls', sizeMb: 0.2 },
    };
    return [{ ...byId[document.id ?? 0], candidate: { kind: 'myDocuments', document } }];
  }
  return [];
}

/** The accepted candidates and the first refusal of an add or a pick (spec 000 §5 Files). */
function expectedAdmission(step: OracleStep): { accepted: Added[]; refusal: Ref } {
  const label = step.path.inputLabel ?? '';
  const candidates = candidatesOf(step.event);
  const count = step.previous?.context.files.length ?? 0;
  // 'No se puede agregar mas de un documento': a single-file field refuses the whole selection.
  if (label !== 'multiple' && count + candidates.length > 1) return { accepted: [], refusal: { key: 'files.singleOnly' } };
  const refusals = candidates.map((c) => VERDICT[label][c.name]);
  return { accepted: candidates.filter((_, i) => refusals[i] === null), refusal: refusals.find((r) => r !== null) ?? null };
}

/** Whether an add or a pick adds at least one document. */
function accepts(step: OracleStep): boolean {
  return expectedAdmission(step).accepted.length > 0;
}

/** Whether a removal names a selected document. */
function removes(step: OracleStep): boolean {
  return (step.previous?.context.files ?? []).some((f: PickedFile) => f.id === step.event.id);
}

/** The list, the refusal shown and the toasts after any step, from the previous list and the payload. */
function checkPicker(snapshot: { context: { options: unknown; files: PickedFile[]; error: unknown; nextId: number } }, step: OracleStep): void {
  const { context } = snapshot;
  const { event, previous, called, path } = step;
  const label = path.inputLabel ?? '';
  expectEqual(context.options, OPTIONS[label], 'field rules');
  if (step.index === 0) {
    const files = label === 'restored' ? [restoredFile] : [];
    expectEqual([context.files, context.error, called], [files, null, []], '[files, error, toasts] at start');
    // New ids continue after the restored ones ('f10' → 'f11').
    expectEqual(context.nextId, label === 'restored' ? 11 : 1, 'next id at start');
    return;
  }
  const before = previous!.context;
  if (event.type === 'files.add' || event.type === 'document.pick') {
    const { accepted, refusal } = expectedAdmission(step);
    const added = accepted.map((file, i) => ({ id: `f${before.nextId + i}`, ...file }));
    expectEqual(context.files, [...before.files, ...added], `files after ${event.type}`);
    expectEqual(context.nextId, before.nextId + added.length, 'next id');
    expectEqual(context.error, refusal, 'refusal shown');
    // spec 000 §8 Files: 'Documento agregado' once per accepted selection.
    expectEqual(called, added.length ? [{ name: 'notifySuccess', params: { key: 'files.added' } }] : [], 'toasts after adding');
  } else if (event.type === 'file.remove') {
    const selected = removes(step);
    expectEqual(
      context.files,
      before.files.filter((f: PickedFile) => f.id !== event.id),
      'files after a removal',
    );
    expectEqual(context.error, selected ? null : before.error, 'refusal after a removal');
    expectEqual(context.nextId, before.nextId, 'next id after a removal');
    // spec 000 §8 Files: 'Documento removido'.
    expectEqual(called, selected ? [{ name: 'notifySuccess', params: { key: 'files.removed' } }] : [], 'toasts after a removal');
  } else {
    // Opening the browser clears the refusal; closing it changes nothing.
    expectEqual(context.files, before.files, `files after ${event.type}`);
    expectEqual(context.error, event.type === 'documents.open' ? null : before.error, `refusal after ${event.type}`);
    expectEqual(called, [], `toasts after ${event.type}`);
  }
  // spec 000 §5: a single-file field never holds more than one document.
  if (label !== 'multiple' && context.files.length > 1) throw new Error('a single-file field holds more than one document');
}

/** spec 000 §2 Shared widgets (file picker, 'Mis documentos'), §5 Files, §8 toasts; contract D4. */
export const filePickerModel = modelTestDefinition({
  name: 'filePicker',
  machine: filePickerMachine,
  inputs: {
    singlePdf: { multiple: false, requiredExtension: 'pdf', maxMb: 120 },
    multiple: { multiple: true, requiredExtension: null, maxMb: 25 },
    // Defaults (one document, any allowed extension, 120 MB) and a document kept from before.
    restored: { initialFiles: [restoredFile] },
  },
  events: {
    // [foto, enorme]: two refusals in one selection, the first one is shown.
    'files.add': [{ files: [plano] }, { files: [foto] }, { files: [a, b] }, { files: [enorme] }, { files: [foto, enorme] }],
    'file.remove': [{ id: 'f1' }, { id: 'f10' }],
    'documents.open': [{}],
    'documents.close': [{}],
    'document.pick': [{ document: storedPdf }, { document: storedSheet }],
  },
  provide: { actions: { notifySuccess: () => {} } },
  paths: 'shortest',
  // The list can grow without end in a multiple field: what decides guards and what the user sees is
  // the state, whether 'f1' / 'f10' are still selected, the number of files (capped) and the refusal shown.
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.options.multiple,
      s.context.files.some((f) => f.id === 'f1'),
      s.context.files.some((f) => f.id === 'f10'),
      Math.min(s.context.files.length, 3),
      s.context.error?.key ?? null,
    ]),
  // Oracles written from spec 000 §2 Shared widgets (file picker, 'my documents' browser), §5 Files,
  // §8 Files toasts (tests/model/README.md "Oracles"). Provided action recorded: notifySuccess.
  expect: {
    initial: 'idle',
    on: { 'files.add': STAYS, 'file.remove': STAYS },
    states: {
      idle: {
        shows: [
          'files.choose',
          'files.myDocuments',
          'files.selected',
          'files.singleOnly',
          'files.requiredExtension',
          'files.notAllowed',
          'files.maxSize',
          'files.added',
          'files.removed',
        ],
        on: { 'documents.open': 'browsing' },
        check: checkPicker,
      },
      browsing: {
        shows: [
          'files.myDocuments',
          'files.useDocument',
          'files.myDocumentsEmpty',
          'files.myDocumentsPages',
          'files.notAllowed',
          'files.maxSize',
          'files.singleOnly',
          'files.added',
        ],
        on: {
          'documents.close': 'idle',
          // A usable document is added and the browser closes; a refused one keeps it open with the refusal.
          'document.pick': (step) => (accepts(step) ? 'idle' : STAYS),
        },
        check: checkPicker,
      },
    },
  },
});
