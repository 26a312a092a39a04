import { modelTestDefinition } from '../lib/definition';
import { expectEqual, type OracleStep } from '../lib/oracles';
import { deskDocumentsMachine, type DeskDocument, type DocumentsPageInput } from '../../../src/machines/deskDocuments.machine';
import type { DocumentPage } from '../../../src/api/documents';
import { ApiError } from '../../../src/api/result';
import { networkError } from './fixtures';

/** Personal page 1 of 2, in the server's order (older first, to check the rows come newest first). */
const PERSONAL_1: DocumentPage = {
  current_page: 1,
  last_page: 2,
  data: [
    {
      id: 1,
      name: 'Cedula de identidad',
      extension: 'pdf',
      created_at: '2025-09-18 16:03:51',
      url: '/media/documentos/cedula.pdf',
      route: 'documentos/cedula.pdf',
      size_mb: 0.42,
    },
    {
      id: 2,
      name: 'Plano de ubicacion',
      extension: 'png',
      created_at: '2025-10-02 10:14:22',
      url: '/storage/planos/plano.png',
      route: 'planos/plano.png',
      size_mb: 2.456,
    },
  ],
};
/** Personal page 2: a spreadsheet stored under its MIME subtype, with an unsafe url and no size. */
const PERSONAL_2: DocumentPage = {
  current_page: 2,
  last_page: 2,
  data: [
    {
      id: 3,
      name: 'Presupuesto',
      extension: 'vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      created_at: '2025-01-07 08:10:05',
      url: 'javascript:alert(1)',
      size_mb: null,
    },
  ],
};
/** Institutional page 1 of 2. */
const INSTITUTIONAL_1: DocumentPage = {
  current_page: 1,
  last_page: 2,
  data: [
    {
      id: 9,
      name: 'Certificado de clasificacion',
      extension: 'pdf',
      created_at: '2026-01-15 11:00:00',
      url: '/storage/emitidos/certificado.pdf',
      size_mb: 0.01,
    },
  ],
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

type Origin = 0 | 1;
const REGION = { 0: 'personal', 1: 'institutional' } as const;
const LOADER = { 0: 'loadPersonal', 1: 'loadInstitutional' } as const;
const ANA = '00104567896';

/** Per origin, what the spec says after step `index` (spec 001 §2.1: each sub tab loads when first
 * shown and keeps its own page; a page change asks for another existing page, 1..last_page), replayed
 * from the path's events and the definition's pages (ROWS). */
function replay(step: Pick<OracleStep, 'path'>, index: number) {
  const lists = { 0: { page: 1, lastPage: 1, documents: [] as DeskDocument[] }, 1: { page: 1, lastPage: 1, documents: [] as DeskDocument[] } };
  let tab: Origin = 0;
  for (let i = 1; i <= index; i++) {
    const { event } = step.path.steps[i];
    const before = step.path.steps[i - 1].state.value;
    if (event.type === 'tab.select') tab = event.origin as Origin;
    if (event.type === 'page.change') {
      const list = lists[event.origin as Origin];
      if (
        regionOf(before, event.origin as Origin) === 'ready' &&
        [1, 2].includes(event.page as number) &&
        event.page <= list.lastPage &&
        event.page !== list.page
      ) {
        list.page = event.page as number;
      }
    }
    for (const origin of [0, 1] as const) {
      if (event.type === `xstate.done.actor.${LOADER[origin]}`) {
        const page = ROWS.get(event.output as DocumentPage)!;
        Object.assign(lists[origin], { lastPage: page.lastPage, documents: page.rows });
      }
    }
  }
  return { lists, tab };
}
/** Whether a page change asks for another page of `origin` (same rule, before the step). */
const wantsPage = (step: OracleStep, origin: Origin) => {
  const { event } = step;
  if (event.origin !== origin) return false;
  const list = replay(step, step.index - 1).lists[origin];
  return [1, 2].includes(event.page as number) && event.page <= list.lastPage && event.page !== list.page;
};

function regionOracles(origin: Origin) {
  const name = REGION[origin];
  const empty = origin === 0 ? 'desk.documents.noPersonal' : 'desk.documents.noInstitutional';
  return {
    [name]: {
      shows: [origin === 0 ? 'desk.documents.personal' : 'desk.documents.institutional'],
      check({ context }: { context: { lists: Record<Origin, unknown>; tab: Origin } }, step: OracleStep) {
        const expected = replay(step, step.index);
        expectEqual(
          [context.lists[origin], context.tab],
          [expected.lists[origin], expected.tab],
          `${name} page, last_page, rows newest first; visible sub tab`,
        );
      },
    },
    [`${name}.idle`]: { shows: ['nothing of this sub tab until it is selected'] },
    [`${name}.loading`]: {
      shows: ['desk.documents.loading', 'previous rows (busy)'],
      on: {
        [`xstate.done.actor.${LOADER[origin]}`]: ({ event }: OracleStep) =>
          (event.output as DocumentPage).data.length > 0 ? `${name}.ready` : `${name}.empty`,
        [`xstate.error.actor.${LOADER[origin]}`]: `${name}.failed`,
        'page.change': `${name}.loading`,
        'documents.retry': `${name}.loading`,
      },
      check(snapshot: { hasTag(tag: string): boolean }, step: OracleStep) {
        // GET /citizens/documentsPage/{citizenId}/{origin}?page: once per entry, with the page number.
        const entered = !step.before.includes(`${name}.loading`);
        const input = { citizenId: ANA, origin, page: replay(step, step.index).lists[origin].page };
        expectEqual(
          step.started.filter((c) => c.id === LOADER[origin]).map((c) => c.input),
          entered ? [input] : [],
          `GET /citizens/documentsPage/${ANA}/${origin}?page`,
        );
        expectEqual(snapshot.hasTag(`loading${origin}`), true, 'busy rows');
      },
    },
    [`${name}.ready`]: {
      shows: ['rows', 'pagination'],
      on: { 'page.change': (step: OracleStep) => (wantsPage(step, origin) ? `${name}.loading` : `${name}.ready`) },
    },
    [`${name}.empty`]: { shows: [empty], on: { 'page.change': `${name}.empty`, 'documents.retry': `${name}.empty` } },
    [`${name}.failed`]: {
      shows: ['desk.documents.loadFailed', 'desk.documents.retry'],
      // A retry reloads its own sub tab only.
      on: {
        'documents.retry': ({ event }: OracleStep) => (event.origin === origin ? `${name}.loading` : `${name}.failed`),
        'page.change': `${name}.failed`,
      },
    },
  };
}
/** What the viewer shows for each document of the definition (spec 000 §9 viewable: pdf, images). */
const VIEWING = new Map<DeskDocument, unknown>([
  [CEDULA, { title: 'Cedula de identidad.pdf', url: '/media/documentos/cedula.pdf', kind: 'pdf' }],
  [PRESUPUESTO, null],
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
    'page.change': [
      { origin: 0, page: 2 },
      { origin: 0, page: 3 },
      { origin: 1, page: 2 },
    ],
    'documents.retry': [{ origin: 0 }, { origin: 1 }],
    'document.open': [{ document: CEDULA }, { document: PRESUPUESTO }],
    'viewer.close': [{}],
    'xstate.done.actor.loadPersonal': [{ output: PERSONAL_1 }, { output: PERSONAL_2 }, { output: EMPTY }],
    'xstate.error.actor.loadPersonal': [{ error: networkError }],
    'xstate.done.actor.loadInstitutional': [{ output: INSTITUTIONAL_1 }, { output: EMPTY }],
    'xstate.error.actor.loadInstitutional': [{ error: new ApiError({ kind: 'http', status: 500 }) }],
  },
  paths: 'shortest',
  // Oracles written from spec 001 §2.1 Documents tab (sub tabs 'Documentos Personales' /
  // 'Documentos Institucionales', paginated, newest first, empty texts), §7 GET
  // /citizens/documentsPage/{citizenId}/{0 or 1}?page, spec 000 §9 viewable types (tests/model/README.md
  // "Oracles"). The chart provides no IO action.
  expect: {
    // The personal sub tab is shown first and loads; the institutional one waits until selected.
    initial: ['personal', 'personal.loading', 'institutional', 'institutional.idle', 'viewer', 'viewer.closed'],
    on: {
      'tab.select': ({ event, before }) =>
        event.origin === 1 && before.includes('institutional.idle') ? 'institutional.loading' : before.filter((p) => p.startsWith('institutional')),
    },
    states: {
      ...regionOracles(0),
      ...regionOracles(1),
      viewer: { shows: ['the viewer, open or closed'] },
      'viewer.closed': {
        shows: ['no viewer', 'rows with their url'],
        on: { 'document.open': ({ event }) => (VIEWING.get(event.document as DeskDocument) ? 'viewer.open' : 'viewer.closed') },
        check: ({ context }) => expectEqual(context.viewing, null, 'no document in the viewer'),
      },
      'viewer.open': {
        shows: ['document-viewer'],
        on: { 'viewer.close': 'viewer.closed', 'document.open': 'viewer.open' },
        check({ context }, step) {
          const opened = [...step.path.steps.slice(1, step.index + 1)]
            .reverse()
            .find((s) => s.event.type === 'document.open' && VIEWING.get(s.event.document as DeskDocument));
          expectEqual(context.viewing, VIEWING.get(opened?.event.document as DeskDocument), 'the document in the viewer');
        },
      },
    },
  },
  serializeState: (s) =>
    // The sub tab matters only until both regions started (idle waits for it); the viewer is in the value.
    JSON.stringify([
      s.value,
      s.matches({ institutional: 'idle' }) ? s.context.tab : null,
      s.context.lists[0].page,
      s.context.lists[0].lastPage,
      s.context.lists[1].page,
      s.context.lists[1].lastPage,
    ]),
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
      if (wanted !== (regionOf(real.value, origin) === 'loading' && before !== 'loading'))
        throw new Error(`page ${page} of origin ${origin} from ${String(before)}`);
    }
    if (event.type === 'documents.retry') {
      // A retry reloads its own sub tab only, and only from 'failed'.
      const target = (event as unknown as { origin: 0 | 1 }).origin;
      for (const origin of [0, 1] as const) {
        const before = regionOf(path.steps[index - 1].state.value, origin);
        const want = origin === target && before === 'failed' ? 'loading' : before;
        if (regionOf(real.value, origin) !== want)
          throw new Error(`retry of ${target}: origin ${origin} ${String(regionOf(real.value, origin))}, expected ${String(want)}`);
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
        if (region !== (page.rows.length > 0 ? 'ready' : 'empty'))
          throw new Error(`origin ${String(origin)}: ${String(region)} after ${page.rows.length} rows`);
      }
      // A region loads only once its sub tab was shown; then it keeps its page whatever the other does.
      if (tab === origin) e.started = true;
      if ((region === 'idle') === e.started) throw new Error(`origin ${String(origin)} ${String(region)} while started=${e.started}`);
      if (region === 'loading') {
        const id = origin === 0 ? 'loadPersonal' : 'loadInstitutional';
        const input = (real.children[id]?.getSnapshot() as { context?: { input?: DocumentsPageInput } } | undefined)?.context?.input;
        const body = { citizenId: '00104567896', origin, page: e.page };
        if (JSON.stringify(input) !== JSON.stringify(body)) throw new Error(`GET documentsPage ${JSON.stringify(input)} !== ${JSON.stringify(body)}`);
        if (!real.hasTag(`loading${origin}`)) throw new Error('loading tag');
      }
      const list = context.lists[origin];
      if (list.page !== e.page || list.lastPage !== e.lastPage || JSON.stringify(list.documents) !== JSON.stringify(e.rows)) {
        throw new Error(
          `origin ${origin} list ${JSON.stringify({ page: list.page, lastPage: list.lastPage, n: list.documents.length })} !== ${JSON.stringify({ page: e.page, lastPage: e.lastPage, n: e.rows.length })}`,
        );
      }
    }
    if (context.tab !== tab) throw new Error(`tab ${context.tab} !== ${tab}`);
    const s = shows(real);
    if (regionOf(real.value, 0) === 'empty' && !s.includes('desk.documents.noPersonal')) throw new Error("'No hay documentos personales'");
    if (regionOf(real.value, 1) === 'empty' && !s.includes('desk.documents.noInstitutional')) throw new Error("'No hay documentos institucionales'");
    for (const origin of [0, 1] as const) {
      if (regionOf(real.value, origin) === 'failed' && !(s.includes('desk.documents.loadFailed') && s.includes('desk.documents.retry')))
        throw new Error('failed says so with a retry');
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
