/**
 * Model test of the request-detail chart (spec 001 §2.5 tabs, banners, deletion; §4 Initial tabs,
 * Payment return, statuses 7/8/10; §6 roles; §7 GET /requests/{id}?citizenId, POST /requests/delete).
 *
 * Every expectation below is written from the spec as a literal per fixture and viewer (tabs shown,
 * the view, banner texts, 'Completar', 'Eliminar Solicitud', CALIFICAR, the redirect URL, the bodies
 * the actors receive); nothing is computed with src/domain/status.ts or the chart's own rules.
 *
 * Exploration: every viewer × every detail fixture is loaded and checked; only the owner's fixtures
 * REQ-A (action 1), REQ-F (finished, unrated) and REQ-I (provisional) are explored further (views,
 * Completar, reloads, deletion, rating), which takes every transition of the chart.
 */
import { modelTestDefinition } from '../lib/definition';
import { requestDetailMachine, type DetailView } from '../../../src/machines/requestDetail/requestDetail.machine';
import { actionBannersOf, solutionBannerOf } from '../../../src/machines/requestDetail/rules';
import type { RequestDetail, RequestViewer } from '../../../src/machines/requestDetail/types';
import { ApiError } from '../../../src/api/result';
import { networkError } from './fixtures';

const OWNER_ID = '00113918205';
const OTHER_ID = '40212345671';
const STAFF_ID = '00100000009';

const viewer = (citizenId: string): RequestViewer => ({ citizenId, name: 'Ana María', firstLastName: 'Rodríguez', secondLastName: 'Peña' });

type Req = RequestDetail['request'];

/** A request detail of the owner, id 1520, with `request` overrides and extra top-level parts. */
function detail(code: string, request: Partial<Req>, extra: Partial<RequestDetail> = {}): RequestDetail {
  return {
    request: {
      id: 1520,
      code,
      service_id: 12,
      provisional: 0,
      created_at: '2026-01-10 09:00:00',
      doc_identification: OWNER_ID,
      solution: null,
      rating: [],
      comments: [],
      request_actions_id: null,
      request_actions: null,
      messages: [],
      request_document: [],
      status: { id: 1, name: 'En proceso', color: 'info', base_status_id: 1 },
      service: { id: 12, name: 'Licencia de operación', external_pay: 0, sirit_code: null },
      payment: { payment_amount: '0.00', payment_status: null },
      ...request,
    },
    data: [],
    requiredActions: [],
    priceRequest: [],
    direction: { acronym: 'DPP' },
    ...extra,
  } as RequestDetail;
}

const comment = (id: number) => ({ id, text: 'Hola', user_id: 2, created_at: '2026-01-12 10:00:00' });

/** The fixtures the load may answer (`request.code` names them). */
const FIXTURES = {
  // action 1 (documents), in process, base status 1
  A: detail('REQ-A', { request_actions_id: 1, request_actions: 1, messages: [{ message: 'Suba el plano firmado por un arquitecto' }] }),
  // action 3 (information) with comments; the banner text comes from requiredActions
  B: detail(
    'REQ-B',
    { request_actions_id: 3, request_actions: 1, comments: [comment(1), comment(2)], status: { id: 2, name: 'En revisión', color: 'warning', base_status_id: 1 } },
    { requiredActions: [{ id: 41, action_id: 3, activity_id: 7, message: 'Indique la fecha de apertura', created_at: '2026-01-11 08:00:00' }] },
  ),
  // action 5 (payment), sirit code and an amount
  C: detail(
    'REQ-C',
    {
      request_actions_id: 5,
      request_actions: 1,
      messages: [{ message: 'Realice el pago de la licencia' }],
      status: { id: 3, name: 'Pendiente de pago', color: 'warning', base_status_id: 1 },
      service: { id: 12, name: 'Licencia de operación', external_pay: 0, sirit_code: 'SRT-55' },
      payment: { payment_amount: '7000.00', payment_status: 'PENDIENTE' },
    },
    { requiredActions: [{ id: 31, action_id: 5, activity_id: 7, message: 'Realice el pago', created_at: '2026-03-01 09:00:00' }] },
  ),
  // action 7 paid by card after the action was created → payment return
  D: detail(
    'REQ-D',
    {
      request_actions_id: 7,
      request_actions: 1,
      approval_number: 'APR-778',
      idAutorizacionPortal: 'AUT-9',
      status: { id: 3, name: 'Pendiente de pago', color: 'warning', base_status_id: 1 },
      service: { id: 12, name: 'Licencia de operación', external_pay: 0, sirit_code: 'SRT-55' },
      payment: { payment_amount: '7000.00', payment_status: 'PENDIENTE', succesfullyPayment_date: '2026-03-02 10:00:00' },
    },
    {
      requiredActions: [
        { id: 30, action_id: 7, activity_id: 7, message: 'Pago anterior', created_at: '2026-02-01 09:00:00' },
        { id: 31, action_id: 7, activity_id: 7, message: 'Realice el pago', created_at: '2026-03-01 09:00:00' },
      ],
    },
  ),
  // the same, but the successful payment is older than the action → no redirect
  E: detail(
    'REQ-E',
    {
      request_actions_id: 7,
      request_actions: 1,
      approval_number: 'APR-778',
      idAutorizacionPortal: 'AUT-9',
      status: { id: 3, name: 'Pendiente de pago', color: 'warning', base_status_id: 1 },
      service: { id: 12, name: 'Licencia de operación', external_pay: 0, sirit_code: 'SRT-55' },
      payment: { payment_amount: '7000.00', payment_status: 'PENDIENTE', succesfullyPayment_date: '2026-02-20 10:00:00' },
    },
    { requiredActions: [{ id: 31, action_id: 7, activity_id: 7, message: 'Realice el pago', created_at: '2026-03-01 09:00:00' }] },
  ),
  // status 7, solution, no rating, a leftover action 1 (base status 2: no Completar, no automatic selection)
  F: detail('REQ-F', {
    request_actions_id: 1,
    request_actions: 1,
    messages: [{ message: 'Suba la póliza' }],
    solution: 'Licencia emitida. Puede descargarla en Documentos.',
    status: { id: 7, name: 'Completada', color: 'success', base_status_id: 2 },
  }),
  // status 8 with action 3 and no comments: Mensajes on, details selected, a banner without message
  G: detail('REQ-G', { request_actions_id: 3, request_actions: 1, status: { id: 8, name: 'Rechazada', color: 'danger', base_status_id: 2 } }),
  // status 10, provisional, external pay with an amount
  H: detail('REQ-H', {
    provisional: 1,
    status: { id: 10, name: 'Cancelada', color: 'danger', base_status_id: 2 },
    service: { id: 12, name: 'Licencia de operación', external_pay: 1, sirit_code: null },
    payment: { payment_amount: '500.00', payment_status: 'PENDIENTE' },
  }),
  // provisional, in process, no action
  I: detail('REQ-I', { provisional: 1 }),
  // status 7, solution, rated
  J: detail('REQ-J', {
    solution: 'Solicitud resuelta.',
    rating: [{ rating: 4, comment: 'Bien', created_at: '2026-04-01 10:00:00' }],
    status: { id: 7, name: 'Completada', color: 'success', base_status_id: 2 },
  }),
  // prior payments only
  K: detail(
    'REQ-K',
    { status: { id: 4, name: 'En evaluación', color: 'info', base_status_id: 1 } },
    { priceRequest: [{ id: 5, concept: 'Licencia', approval_number: 'APR-1', payment_method: 'Tarjeta', price: '7000.00', coin: 'DOP', created_at: '2026-02-02 10:00:00' }] },
  ),
  // action 5 pending, but no amount or sirit code known: 'Pagos' still opens for the action
  L: detail('REQ-L', { request_actions_id: 5, request_actions: 1, messages: [{ message: 'Pague la tasa' }] }),
  // what a re-read answers once action 1 was completed: no action any more
  R: detail('REQ-R', {}),
} satisfies Record<string, RequestDetail>;

type Code = `REQ-${keyof typeof FIXTURES}`;

/** What the spec says the viewer sees for a fixture (literal). */
interface Expected {
  tabs: DetailView[];
  /** View right after the load (null: redirected). */
  view: DetailView | null;
  banners: Array<string | null>;
  completar: boolean;
  /** View 'Completar' opens. */
  completes?: DetailView;
  remove: boolean;
  rate: boolean;
  solution: { text: string; tone: string } | null;
  redirect?: string;
}

const F_SOLUTION = { text: 'Licencia emitida. Puede descargarla en Documentos.', tone: 'success' };
const J_SOLUTION = { text: 'Solicitud resuelta.', tone: 'success' };
const none = { banners: [], completar: false, remove: false, rate: false, solution: null };

/** The owner (base role 1). spec 001 §2.5, §4, §6. */
const OWNER: Record<Code, Expected> = {
  'REQ-A': { ...none, tabs: ['details', 'claims'], view: 'requiredDocument', banners: ['Suba el plano firmado por un arquitecto'], completar: true, completes: 'requiredDocument' },
  'REQ-B': { ...none, tabs: ['details', 'claims', 'messages'], view: 'messages', banners: ['Indique la fecha de apertura'], completar: true, completes: 'messages' },
  'REQ-C': { ...none, tabs: ['details', 'claims', 'payments'], view: 'payments', banners: ['Realice el pago de la licencia'], completar: true, completes: 'payments' },
  'REQ-D': { ...none, tabs: [], view: null, redirect: '/app/validatePayment/1520?numAprobacion=APR-778&idAutorizacionPortal=AUT-9&requiredActionID=31' },
  'REQ-E': { ...none, tabs: ['details', 'claims', 'payments'], view: 'payments', banners: ['Realice el pago'], completar: true, completes: 'payments' },
  'REQ-F': { ...none, tabs: ['details', 'claims'], view: 'details', banners: ['Suba la póliza'], rate: true, solution: F_SOLUTION },
  'REQ-G': { ...none, tabs: ['details', 'claims', 'messages'], view: 'details', banners: [null] },
  'REQ-H': { ...none, tabs: ['details', 'payments'], view: 'details' },
  'REQ-I': { ...none, tabs: ['details', 'claims'], view: 'details', remove: true },
  'REQ-J': { ...none, tabs: ['details', 'claims'], view: 'details', solution: J_SOLUTION },
  'REQ-K': { ...none, tabs: ['details', 'claims', 'payments'], view: 'details' },
  'REQ-L': { ...none, tabs: ['details', 'claims', 'payments'], view: 'payments', banners: ['Pague la tasa'], completar: true, completes: 'payments' },
  'REQ-R': { ...none, tabs: ['details', 'claims'], view: 'details' },
};

/** The owner of the restricted base role (2): the same tabs and views, no required-action banners (spec 001 §2.5). */
const RESTRICTED: Record<Code, Expected> = {
  ...OWNER,
  'REQ-A': { ...none, tabs: ['details', 'claims'], view: 'requiredDocument' },
  'REQ-B': { ...none, tabs: ['details', 'claims', 'messages'], view: 'messages' },
  'REQ-C': { ...none, tabs: ['details', 'claims', 'payments'], view: 'payments' },
  'REQ-E': { ...none, tabs: ['details', 'claims', 'payments'], view: 'payments' },
  'REQ-F': { ...none, tabs: ['details', 'claims'], view: 'details', rate: true, solution: F_SOLUTION },
  'REQ-G': { ...none, tabs: ['details', 'claims', 'messages'], view: 'details' },
  'REQ-L': { ...none, tabs: ['details', 'claims', 'payments'], view: 'payments' },
};

/** Another citizen: only details, no banners, no actions; the solution shows (spec 001 §6). */
const CODES = Object.keys(FIXTURES).map((k) => `REQ-${k}`) as Code[];

/** A table with one entry per fixture. */
function perCode(entry: (code: Code) => Expected): Record<Code, Expected> {
  const out: Partial<Record<Code, Expected>> = {};
  for (const code of CODES) out[code] = entry(code);
  return out as Record<Code, Expected>;
}

/** Another citizen: only details, no banners, no actions; the solution shows (spec 001 §6). */
const OTHER = perCode((code) => ({
  ...none,
  tabs: ['details'],
  view: 'details',
  solution: code === 'REQ-F' ? F_SOLUTION : code === 'REQ-J' ? J_SOLUTION : null,
}));

/** Staff: only details, no banners, no solution banner, nothing to do (spec 001 §6). */
const STAFF = perCode(() => ({ ...none, tabs: ['details'], view: 'details' }));

/** The owner arriving with '#documents': details selected, scroll to 'Documentos subidos' (payment return still first). */
const OWNER_HASH = perCode((code) => (OWNER[code].view === null ? OWNER[code] : { ...OWNER[code], view: 'details' }));

const base = { requestId: 1520, rolBase: 1, staffRole: '5', urlDocId: null, hash: '' };

const INPUTS = {
  owner: { ...base, viewer: viewer(OWNER_ID) },
  ownerDocumentsHash: { ...base, viewer: viewer(OWNER_ID), hash: '#documents' },
  restrictedOwner: { ...base, viewer: viewer(OWNER_ID), rolBase: 2 },
  otherCitizen: { ...base, viewer: viewer(OTHER_ID) },
  // a citizen who is not the owner (e.g. a company representative) reads with the URL's
  // doc_identification; the backend decides, and the view stays details-only
  citizenWithDocQuery: { ...base, viewer: viewer(OTHER_ID), urlDocId: OWNER_ID },
  staff: { ...base, viewer: viewer(STAFF_ID), rolBase: 5, urlDocId: OWNER_ID },
  // staff reading a request whose doc_identification is their own id: still staff (read-only)
  staffOwnRequest: { ...base, viewer: viewer(OWNER_ID), rolBase: '5' },
  malformedId: { ...base, requestId: null, viewer: viewer(OWNER_ID) },
};

type InputLabel = keyof typeof INPUTS;

const EXPECTED: Record<InputLabel, Record<Code, Expected>> = {
  owner: OWNER,
  ownerDocumentsHash: OWNER_HASH,
  restrictedOwner: RESTRICTED,
  otherCitizen: OTHER,
  citizenWithDocQuery: OTHER,
  staff: STAFF,
  staffOwnRequest: STAFF,
  malformedId: OWNER,
};

/** citizenId each viewer's GET /requests/{id} sends (spec 001 §6, §2.1: the URL's doc_identification when present). */
const CITIZEN_ID_SENT: Record<InputLabel, string> = {
  owner: OWNER_ID,
  ownerDocumentsHash: OWNER_ID,
  restrictedOwner: OWNER_ID,
  otherCitizen: OTHER_ID,
  citizenWithDocQuery: OWNER_ID,
  staff: OWNER_ID,
  staffOwnRequest: OWNER_ID,
  malformedId: OWNER_ID,
};

const notFound404 = new ApiError({ kind: 'http', status: 404 });
const server500 = new ApiError({ kind: 'http', status: 500 });

/** Fixtures explored past the load (owner only). */
const EXPLORED: ReadonlySet<string> = new Set(['REQ-A', 'REQ-F', 'REQ-I', 'REQ-R']);

/** Recorded injected actions (both machines call them; reset at each path start). */
const recorded = { redirects: [] as string[], desk: 0, errors: [] as string[] };

const codeOf = (d: RequestDetail | null): Code | null => (d ? (d.request.code as Code) : null);

function fail(message: string): never {
  throw new Error(message);
}

function same(actual: unknown, expected: unknown, what: string): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) fail(`${what}: ${JSON.stringify(actual)} !== ${JSON.stringify(expected)}`);
}

type Snapshot = ReturnType<ReturnType<typeof requestDetailMachine.provide>['getInitialSnapshot']>;

const childInput = (real: Snapshot, id: string): unknown =>
  (real.children[id]?.getSnapshot() as { context?: { input?: unknown } } | undefined)?.context?.input;

const TAB_VIEWS: DetailView[] = ['details', 'claims', 'payments', 'messages'];

export const requestDetailModel = modelTestDefinition({
  name: 'requestDetail',
  machine: requestDetailMachine,
  inputs: INPUTS,
  events: {
    'view.select': [{ view: 'details' }, { view: 'claims' }, { view: 'payments' }, { view: 'messages' }, { view: 'requiredDocument' }],
    'xstate.done.actor.loadRequestDetail': Object.values(FIXTURES)
      .filter((d) => d.request.code !== 'REQ-R')
      .map((output) => ({ output })),
    'xstate.error.actor.loadRequestDetail': [{ error: notFound404 }, { error: server500 }],
    'xstate.done.actor.reloadRequestDetail': [{ output: FIXTURES.A }, { output: FIXTURES.R }],
    'xstate.error.actor.reloadRequestDetail': [{ error: networkError }, { error: notFound404 }],
    'xstate.done.actor.deleteRequest': [{ output: true }],
    'xstate.error.actor.deleteRequest': [{ error: networkError }],
  },
  provide: {
    actions: {
      goToPaymentValidation: (_: unknown, params: { path: string }) => void recorded.redirects.push(params.path),
      goToDesk: () => void (recorded.desk += 1),
      notifyError: (_: unknown, params: { key: string }) => void recorded.errors.push(params.key),
    },
  },
  paths: 'shortest',
  serializeState: (s) => JSON.stringify([s.value, s.context.view, codeOf(s.context.detail), s.context.scrollToDocuments, s.context.notice]),
  // Only the owner's REQ-A / REQ-F / REQ-I / REQ-R are explored past the load.
  stopWhen: (s) =>
    (s.matches('ready') || s.matches('redirecting')) &&
    !(s.context.viewer.citizenId === OWNER_ID && s.context.rolBase === 1 && s.context.hash === '' && EXPLORED.has(codeOf(s.context.detail) ?? '')),
  assert(real, model, { index, event, path }) {
    if (index === 0) {
      recorded.redirects = [];
      recorded.desk = 0;
      recorded.errors = [];
    }
    const label = path.inputLabel as InputLabel;
    const expectedFor = EXPECTED[label];

    // meta on every active state: its spec section and what shows.
    const metas = Object.values(real.getMeta() as Record<string, { spec?: unknown; shows?: unknown }>);
    if (metas.length === 0 || metas.some((m) => typeof m.spec !== 'string' || !Array.isArray(m.shows))) fail(`meta missing in ${JSON.stringify(real.value)}`);

    if (label === 'malformedId') {
      same(real.value, 'notFound', 'a malformed id is an unknown request');
      if (real.children.loadRequestDetail) fail('a malformed id must not call the backend');
    }
    if (real.matches('loading')) same(childInput(real, 'loadRequestDetail'), { requestId: 1520, citizenId: CITIZEN_ID_SENT[label], fresh: false }, 'GET /requests/1520 query');
    if (real.matches({ ready: { data: 'reloading' } })) {
      // re-read without the 9-minute cache, same viewer query
      same(childInput(real, 'reloadRequestDetail'), { requestId: 1520, citizenId: CITIZEN_ID_SENT[label], fresh: true }, 'reload query');
    }
    if (real.matches({ ready: { activity: 'deleting' } })) {
      same(childInput(real, 'deleteRequest'), { citizen_id: OWNER_ID, request_id: 1520 }, 'POST /requests/delete body');
    }

    const code = codeOf(real.context.detail);
    const expected = code ? expectedFor[code] : null;
    if (real.matches('redirecting')) {
      if (!expected?.redirect) fail(`unexpected payment-return redirect for ${code} (${label})`);
      same(recorded.redirects.at(-1), expected.redirect, 'payment-return URL');
    } else if (expected?.redirect && event.type === 'xstate.done.actor.loadRequestDetail') {
      fail(`${code} should redirect to ${expected.redirect}`);
    }
    if (event.type === 'xstate.error.actor.loadRequestDetail') {
      same(real.value, (event as { error?: unknown }).error === notFound404 ? 'notFound' : 'failed', 'load failure');
    }

    // Where each user event and actor outcome leads (spec 001 §2.5 deletion and rating, §8 retry).
    const AFTER: Record<string, unknown> = {
      retry: 'loading',
      'delete.confirm': { activity: 'deleting' },
      'delete.cancel': { activity: 'idle' },
      'rating.close': { activity: 'idle' },
      'xstate.done.actor.deleteRequest': 'leaving',
      'xstate.error.actor.deleteRequest': { activity: 'idle' },
    };
    const after = AFTER[event.type];
    if (after !== undefined) {
      const ok = typeof after === 'string' ? real.matches(after as never) : real.matches({ ready: after } as never);
      if (!ok) fail(`after ${event.type}: ${JSON.stringify(real.value)}, expected ${JSON.stringify(after)}`);
    }
    if (event.type === 'request.delete' || event.type === 'rating.open') {
      // From idle, the spec's question / the rating dialog opens only when allowed for the shown fixture.
      const prev = path.steps[index - 1].state;
      const prevCode = codeOf(prev.context.detail);
      const prevActivity = (prev.value as { ready?: { activity?: string } }).ready?.activity;
      const opens = event.type === 'request.delete' ? 'confirmingDelete' : 'rating';
      const allowed = prevCode !== null && (event.type === 'request.delete' ? expectedFor[prevCode].remove : expectedFor[prevCode].rate);
      const activity = prevActivity === 'idle' && allowed ? opens : prevActivity;
      same(real.matches({ ready: { activity } } as never), true, `${event.type} from ${prevActivity} (${prevCode})`);
    }
    if (event.type === 'xstate.error.actor.reloadRequestDetail') {
      if ((event as { error?: unknown }).error === notFound404) same(real.value, 'notFound', 'a re-read finding the request gone');
      else {
        same(recorded.errors.at(-1), 'requestDetail.refreshFailed', 'a failed re-read toasts');
        same(real.matches({ ready: { data: 'idle' } }), true, 'a failed re-read keeps the page');
      }
    }
    if (!real.matches('ready') || !expected) {
      if (real.matches('leaving')) same(recorded.desk > 0, true, 'goes to /app/myDesk after deleting');
      return;
    }

    // tabs: exactly the spec's set, through the chart's own 'can'
    const tabs = TAB_VIEWS.filter((view) => real.can({ type: 'view.select', view }));
    same(tabs, expected.tabs, `tabs of ${code} (${label})`);
    if (real.can({ type: 'view.select', view: 'requiredDocument' })) fail("'requiredDocument' is reached only through 'Completar'");
    same(
      actionBannersOf(real.context).map((b) => b.message),
      expected.banners,
      `required-action banners of ${code} (${label})`,
    );
    same(real.can({ type: 'action.complete' }), expected.completar, `'Completar' of ${code} (${label})`);
    same(solutionBannerOf(real.context), expected.solution, `resolution banner of ${code} (${label})`);
    if (real.matches({ ready: { activity: 'idle' } })) {
      same(real.can({ type: 'request.delete' }), expected.remove, `'Eliminar Solicitud' of ${code} (${label})`);
      same(real.can({ type: 'rating.open' }), expected.rate, `CALIFICAR of ${code} (${label})`);
    }

    switch (event.type) {
      case 'xstate.done.actor.loadRequestDetail':
        same(real.context.view, expected.view, `view on load of ${code} (${label})`);
        same(real.context.scrollToDocuments, label === 'ownerDocumentsHash', 'scroll to Documentos subidos');
        break;
      case 'view.select': {
        const wanted = (event as { type: string; view?: DetailView }).view ?? 'details';
        const before = path.steps[index - 1].state.context.view as DetailView;
        same(real.context.view, expected.tabs.includes(wanted) ? wanted : before, `view.select ${wanted}`);
        if (expected.tabs.includes(wanted)) same(real.context.notice, null, 'picking a view clears the notice');
        break;
      }
      case 'action.complete':
        if (expected.completes) same(real.context.view, expected.completes, "view opened by 'Completar'");
        break;
      case 'requiredDocument.done':
        same(real.context.view, 'details', 'back to details after the required document');
        same(real.matches({ ready: { data: 'reloading' } }), true, 're-read after the required document');
        break;
      case 'xstate.done.actor.reloadRequestDetail': {
        const before = path.steps[index - 1].state.context.view as DetailView;
        const allowed = expected.tabs.includes(before) || (before === 'requiredDocument' && code === 'REQ-A');
        same(real.context.view, allowed ? before : 'details', 'view re-decided after a reload');
        if (!allowed) same(real.context.notice, 'requestDetail.viewGone', 'the fall-back to details is announced');
        break;
      }
      case 'xstate.error.actor.deleteRequest':
        same(recorded.errors.at(-1), 'requestDetail.actionError', 'deletion failure toast');
        same(real.matches({ ready: { activity: 'idle' } }), true, 'back to the page after a failed deletion');
        break;
      case 'rating.done':
        same(real.matches({ ready: { data: 'reloading' } }), true, 'a rating re-reads the detail');
        break;
      default:
        break;
    }
    void model;
  },
});

// A failed re-read keeps the shown data (checked in requestDetail.test.ts with the toast key).
export const REQUEST_DETAIL_FIXTURES = FIXTURES;
export const REQUEST_DETAIL_INPUTS = INPUTS;
