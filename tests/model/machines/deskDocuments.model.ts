import { modelTestDefinition } from '../lib/definition';
import { deskDocumentsMachine, type DeskDocument, type DocumentsPageInput } from '../../../src/machines/deskDocuments.machine';
import type { DocumentPage } from '../../../src/api/documents';
import { ApiError } from '../../../src/api/result';
import { networkError } from './fixtures';

/** Personal page 1 of 2, in the server's order (older first, to check the rows come newest first). */
const PERSONAL_1: DocumentPage = {
  current_page: 1,
  last_page: 2,
  data: [
    { id: 1, name: 'Cedula de identidad', extension: 'pdf', created_at: '2025-09-18 16:03:51', url: '/media/documentos/cedula.pdf', route: 'documentos/cedula.pdf', size_mb: 0.42 },
    { id: 2, name: 'Plano de ubicacion', extension: 'png', created_at: '2025-10-02 10:14:22', url: '/storage/planos/plano.png', route: 'planos/plano.png', size_mb: 2.456 },
  ],
};
/** Personal page 2: a spreadsheet stored under its MIME subtype, with an unsafe url and no size. */
const PERSONAL_2: DocumentPage = {
  current_page: 2,
  last_page: 2,
  data: [{ id: 3, name: 'Presupuesto', extension: 'vnd.openxmlformats-officedocument.spreadsheetml.sheet', created_at: '2025-01-07 08:10:05', url: 'javascript:alert(1)', size_mb: null }],
};
/** Institutional page 1 of 2. */
const INSTITUTIONAL_1: DocumentPage = {
  current_page: 1,
  last_page: 2,
  data: [{ id: 9, name: 'Certificado de clasificacion', extension: 'pdf', created_at: '2026-01-15 11:00:00', url: '/storage/emitidos/certificado.pdf', size_mb: 0.01 }],
};
const EMPTY: DocumentPage = { current_page: 1, last_page: 1, data: [] };

/** The rows the spec says each page shows (spec 001 §2.1: name with extension, type, yyyy-MM-dd HH:mm:ss, url), newest first. */
const PLANO: DeskDocument = {
  fileName: 'Plano de ubicacion.png',
  extension: 'png',
  type: { key: 'desk.documents.types.png' },
  date: '2025-10-02 10:14:22',
  url: '/storage/planos/plano.png',
  size: { unit: 'MB', n: 2.46 },
  viewer: 'image',
};
const CEDULA: DeskDocument = {
  fileName: 'Cedula de identidad.pdf',
  extension: 'pdf',
  type: { key: 'desk.documents.types.pdf' },
  date: '2025-09-18 16:03:51',
  url: '/media/documentos/cedula.pdf',
  size: { unit: 'KB', n: 430 },
  viewer: 'pdf',
};
const PRESUPUESTO: DeskDocument = {
  fileName: 'Presupuesto.xlsx',
  extension: 'xlsx',
  type: { key: 'desk.documents.types.xlsx' },
  date: '2025-01-07 08:10:05',
  url: null,
  size: null,
  viewer: null,
};
const CERTIFICADO: DeskDocument = {
  fileName: 'Certificado de clasificacion.pdf',
  extension: 'pdf',
  type: { key: 'desk.documents.types.pdf' },
  date: '2026-01-15 11:00:00',
  url: '/storage/emitidos/certificado.pdf',
  size: { unit: 'KB', n: 10 },
  viewer: 'pdf',
};
const ROWS = new Map<DocumentPage, { rows: DeskDocument[]; lastPage: number }>([
  [PERSONAL_1, { rows: [PLANO, CEDULA], lastPage: 2 }],
  [PERSONAL_2, { rows: [PRESUPUESTO], lastPage: 2 }],
  [INSTITUTIONAL_1, { rows: [CERTIFICADO], lastPage: 2 }],
  [EMPTY, { rows: [], lastPage: 1 }],
]);

/** What the test expects per origin, from the events of the path (never from the chart's helpers). */
let expected: Record<0 | 1, { page: number; lastPage: number; rows: DeskDocument[]; started: boolean }>;
let tab: 0 | 1 = 0;

const regionOf = (value: unknown, origin: 0 | 1) => (value as Record<string, unknown>)[origin === 0 ? 'personal' : 'institutional'];
const shows = (s: { getMeta(): Record<string, unknown> }) => Object.values(s.getMeta()).flatMap((m) => (m as { shows?: string[] }).shows ?? []);

/** spec 001 §2.1 Documents tab, §7 documentsPage; contract D4, D5, §5 item 8. */
export const deskDocumentsModel = modelTestDefinition({
  name: 'deskDocuments',
  machine: deskDocumentsMachine,
  input: { citizenId: '00104567896' },
  events: {
    'tab.select': [{ origin: 1 }, { origin: 0 }],
    'page.change': [{ origin: 0, page: 2 }, { origin: 0, page: 3 }, { origin: 1, page: 2 }],
    'documents.retry': [{ origin: 0 }, { origin: 1 }],
    'document.open': [{ document: CEDULA }, { document: PRESUPUESTO }],
    'viewer.close': [{}],
    'xstate.done.actor.loadPersonal': [{ output: PERSONAL_1 }, { output: PERSONAL_2 }, { output: EMPTY }],
    'xstate.error.actor.loadPersonal': [{ error: networkError }],
    'xstate.done.actor.loadInstitutional': [{ output: INSTITUTIONAL_1 }, { output: EMPTY }],
    'xstate.error.actor.loadInstitutional': [{ error: new ApiError({ kind: 'http', status: 500 }) }],
  },
  paths: 'shortest',
  serializeState: (s) =>
    // The sub tab matters only until both regions started (idle waits for it); the viewer is in the value.
    JSON.stringify([s.value, s.matches({ institutional: 'idle' }) ? s.context.tab : null, s.context.lists[0].page, s.context.lists[0].lastPage, s.context.lists[1].page, s.context.lists[1].lastPage]),
  assert(real, _model, { index, event, path }) {
    if (index === 0) {
      expected = { 0: { page: 1, lastPage: 1, rows: [], started: false }, 1: { page: 1, lastPage: 1, rows: [], started: false } };
      tab = 0;
    }
    const { context } = real;
    if (!Object.values(real.getMeta()).every((m) => typeof (m as { spec?: string }).spec === 'string')) throw new Error('a state without meta.spec');

    if (event.type === 'tab.select') tab = (event as unknown as { origin: 0 | 1 }).origin;
    if (event.type === 'page.change') {
      const { origin, page } = event as unknown as { origin: 0 | 1; page: number };
      const e = expected[origin];
      // From a shown list ('ready'), an existing other page is requested; anything else changes nothing.
      const before = regionOf(path.steps[index - 1].state.value, origin);
      const wanted = before === 'ready' && page >= 1 && page <= e.lastPage && page !== e.page;
      if (wanted) e.page = page;
      if (wanted !== (regionOf(real.value, origin) === 'loading' && before !== 'loading')) throw new Error(`page ${page} of origin ${origin} from ${String(before)}`);
    }
    if (event.type === 'documents.retry') {
      // A retry reloads its own sub tab only, and only from 'failed'.
      const target = (event as unknown as { origin: 0 | 1 }).origin;
      for (const origin of [0, 1] as const) {
        const before = regionOf(path.steps[index - 1].state.value, origin);
        const want = origin === target && before === 'failed' ? 'loading' : before;
        if (regionOf(real.value, origin) !== want) throw new Error(`retry of ${target}: origin ${origin} ${String(regionOf(real.value, origin))}, expected ${String(want)}`);
      }
    }
    for (const origin of [0, 1] as const) {
      const region = regionOf(real.value, origin);
      const e = expected[origin];
      if (event.type === `xstate.error.actor.${origin === 0 ? 'loadPersonal' : 'loadInstitutional'}` && region !== 'failed') {
        throw new Error(`origin ${origin}: a failed load must say so (${String(region)})`);
      }
      if (event.type === `xstate.done.actor.${origin === 0 ? 'loadPersonal' : 'loadInstitutional'}`) {
        const page = ROWS.get((event as unknown as { output: DocumentPage }).output)!;
        e.rows = page.rows;
        e.lastPage = page.lastPage;
        if (region !== (page.rows.length > 0 ? 'ready' : 'empty')) throw new Error(`origin ${origin}: ${region} after ${page.rows.length} rows`);
      }
      // A region loads only once its sub tab was shown; then it keeps its page whatever the other does.
      if (tab === origin) e.started = true;
      if ((region === 'idle') === e.started) throw new Error(`origin ${origin} ${region} while started=${e.started}`);
      if (region === 'loading') {
        const id = origin === 0 ? 'loadPersonal' : 'loadInstitutional';
        const input = (real.children[id]?.getSnapshot() as { context?: { input?: DocumentsPageInput } } | undefined)?.context?.input;
        const body = { citizenId: '00104567896', origin, page: e.page };
        if (JSON.stringify(input) !== JSON.stringify(body)) throw new Error(`GET documentsPage ${JSON.stringify(input)} !== ${JSON.stringify(body)}`);
        if (!real.hasTag(`loading${origin}`)) throw new Error('loading tag');
      }
      const list = context.lists[origin];
      if (list.page !== e.page || list.lastPage !== e.lastPage || JSON.stringify(list.documents) !== JSON.stringify(e.rows)) {
        throw new Error(`origin ${origin} list ${JSON.stringify({ page: list.page, lastPage: list.lastPage, n: list.documents.length })} !== ${JSON.stringify({ page: e.page, lastPage: e.lastPage, n: e.rows.length })}`);
      }
    }
    if (context.tab !== tab) throw new Error(`tab ${context.tab} !== ${tab}`);
    const s = shows(real);
    if (regionOf(real.value, 0) === 'empty' && !s.includes('desk.documents.noPersonal')) throw new Error("'No hay documentos personales'");
    if (regionOf(real.value, 1) === 'empty' && !s.includes('desk.documents.noInstitutional')) throw new Error("'No hay documentos institucionales'");
    for (const origin of [0, 1] as const) {
      if (regionOf(real.value, origin) === 'failed' && !(s.includes('desk.documents.loadFailed') && s.includes('desk.documents.retry'))) throw new Error('failed says so with a retry');
    }

    // PDF and images open in the viewer; other types do not.
    const viewer = (real.value as { viewer: string }).viewer;
    if (event.type === 'document.open') {
      const doc = (event as unknown as { document: DeskDocument }).document;
      const want =
        doc === CEDULA
          ? { title: 'Cedula de identidad.pdf', url: '/media/documentos/cedula.pdf', kind: 'pdf' }
          : doc === PLANO
            ? { title: 'Plano de ubicacion.png', url: '/storage/planos/plano.png', kind: 'image' }
            : null;
      if (want && (viewer !== 'open' || JSON.stringify(context.viewing) !== JSON.stringify(want))) throw new Error(`viewer ${JSON.stringify(context.viewing)}`);
      if (!want && viewer === 'closed' && context.viewing !== null) throw new Error('a spreadsheet does not open in the viewer');
    }
    if ((viewer === 'open') !== (context.viewing !== null)) throw new Error('viewer state and document disagree');
    if (viewer === 'open' && !s.includes('document-viewer')) throw new Error('viewer meta');
  },
});
