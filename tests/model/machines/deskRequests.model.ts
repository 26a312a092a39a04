/**
 * Model test of the desk's request list chart (spec 001 §2.1 Requests tab, §4 list filter and button
 * rules, §7 'Desk and lists'). After every step: the state each event leads to, the meta of every
 * state, and the EXACT query the list call received, written from the spec's rules (filters: status
 * 1/2, and 3 'Rechazadas' of contract §3.2, starting at 1, search text, company, applicant; every filter change back to page 1; paging
 * within last_page) by an oracle in this file that replays the path's events.
 */
import { isDeepStrictEqual } from 'node:util';
import { modelTestDefinition } from '../lib/definition';
import { expectEqual, STAYS, type OracleStep } from '../lib/oracles';
import { deskRequestsMachine, type DeskRequestsInput, type RequestListItem, type RequestListPage } from '../../../src/machines/deskRequests.machine';
import { ApiError } from '../../../src/api/result';
import { networkError } from './fixtures';
import { REQUEST_STATUSES } from './contractValues';

export const LUIS = '02804561237';
export const CAROLINA = '40203456781';
export const PEDRO = '00107654329';
export const HOTEL_RNC = '131987656';

/** A company request in process whose viewer is the representative (user_rol_company 2). */
export const assignable: RequestListItem = {
  id: 2040,
  code: 'CFT-2025-002040',
  provisional: 0,
  service: { name: 'Clasificación provisional de proyecto turístico' },
  status: { id: 3, name: 'En evaluación técnica', color: 'info' },
  progress: 40,
  created_at: '2025-06-02 10:00:00',
  user_rol_company: 2,
  company_id: 3,
  company_name: 'Eco Resort Bahía de Samaná',
  doc_identification: CAROLINA,
  user_name: 'Carolina Mercedes',
  user_first_last_name: 'Jiménez',
  user_last_name: 'Rosario',
  request_actions: 0,
  nmtramite: 'Eco Resort Bahía de Samaná',
};
/** Completada (7): never assignable (spec 001 §4). */
export const finished: RequestListItem = {
  ...assignable,
  id: 2041,
  code: 'CFT-2025-002041',
  status: { id: 7, name: 'Completada', color: 'success' },
  progress: 100,
};
/** In process, the viewer only a 'Responsable' (3): assignable only for the company base role. */
export const responsibleOnly: RequestListItem = {
  ...assignable,
  id: 2042,
  code: 'LOP-2025-002042',
  user_rol_company: 3,
  company_id: 4,
  company_name: 'Inversiones Turísticas del Este',
};

/**
 * Issue 29 item 4: one company request per status 1-10 (contractValues.ts REQUEST_STATUSES; id
 * 3000 + status), the viewer the representative member, and one per other company role of the viewer
 * (4 'Asistente', none). spec 001 §4: 'ASIGNAR/CAMBIAR SOLICITANTE' never for 7, 8 and 10; only for
 * the company base role or a member whose company role is the representative role.
 */
export const byStatus: RequestListItem[] = REQUEST_STATUSES.map((st) => ({
  ...assignable,
  id: 3000 + st.id,
  code: `CFT-2025-00${3000 + st.id}`,
  status: { id: st.id, name: st.name, color: st.color },
}));
/** In process, the viewer an 'Asistente' (4) of the company, or of no role there. */
export const assistantOnly: RequestListItem = { ...assignable, id: 2043, code: 'LOP-2025-002043', user_rol_company: 4 };
export const noCompanyRole: RequestListItem = { ...assignable, id: 2044, code: 'LOP-2025-002044', user_rol_company: null };
/** The cards of a page with items, in the order read. */
const PAGE_ITEMS: RequestListItem[] = [assignable, finished, responsibleOnly, assistantOnly, noCompanyRole, ...byStatus];

export const threePages: RequestListPage = { data: PAGE_ITEMS, lastPage: 3 };
export const emptyPage: RequestListPage = { data: [], lastPage: 1 };

export const filterOptions = {
  companies: [
    { id: 3, company_name: 'Eco Resort Bahía de Samaná' },
    { id: 4, company_name: 'Inversiones Turísticas del Este' },
  ],
  members: [
    { citizen_id: CAROLINA, name: 'Carolina Mercedes', first_last_name: 'Jiménez', rol_name: 'Responsable' },
    { citizen_id: PEDRO, name: 'Pedro Antonio', first_last_name: 'Guzmán', rol_name: 'Asistente' },
  ],
};

const INPUTS: Record<string, DeskRequestsInput> = {
  personal: { citizenId: LUIS, kind: 'personal' },
  company: { citizenId: LUIS, kind: 'company' },
  companyPreset: { citizenId: LUIS, kind: 'company', preset: { companyId: 3, applicant: CAROLINA } },
  companyAccount: { citizenId: HOTEL_RNC, kind: 'companyAccount', companyId: 2 },
};

/**
 * Issue 25: the read the owner modal is given to check a change whose answer was lost: page 1 of the
 * same list searched by the request's number ('Nombre o número de solicitud', spec 001 §2.1), in
 * process (the assignable requests are, spec 001 §4), no applicant filter; the company list on the
 * request's company.
 */
export function ownerLookupOf(input: DeskRequestsInput, request: RequestListItem) {
  const base = { citizenId: input.citizenId, page: 1, name: request.code, status: 1, docIdentification: '' };
  return input.kind === 'companyAccount'
    ? { kind: 'companyAccount', query: { ...base, companyId: input.companyId } }
    : { kind: 'company', query: { ...base, companyId: request.company_id } };
}

interface Oracle {
  status: number;
  typed: string;
  name: string;
  companyId: number | null;
  applicant: string;
  page: number;
  lastPage: number;
}

type Snap = { matches: (v: unknown) => boolean };

/** Replays the path's events with the spec's filter rules. */
function oracle(input: DeskRequestsInput, steps: Array<{ event: { type: string; [k: string]: unknown }; state: unknown }>, index: number): Oracle {
  const o: Oracle = {
    status: 1,
    typed: '',
    name: '',
    companyId: input.kind === 'company' ? (input.preset?.companyId ?? null) : null,
    applicant: input.kind === 'personal' ? '' : (input.preset?.applicant ?? ''),
    page: 1,
    lastPage: 1,
  };
  for (let i = 1; i <= index; i++) {
    const ev = steps[i].event;
    const browsing = (steps[i - 1].state as Snap).matches('browsing');
    if (ev.type === 'xstate.done.actor.loadRequestPage') {
      const out = ev.output as RequestListPage;
      o.lastPage = out.data.length > 0 ? out.lastPage : 1;
    }
    if (!browsing) continue;
    if (ev.type === 'filter.status') Object.assign(o, { status: ev.status, page: 1 });
    if (ev.type === 'search.change') o.typed = ev.text as string;
    if (ev.type === 'search.submit') Object.assign(o, { name: o.typed.trim(), page: 1 });
    if (ev.type === 'search.clear') Object.assign(o, { typed: '', name: '', page: 1 });
    if (ev.type === 'filter.company' && input.kind === 'company') Object.assign(o, { companyId: ev.companyId, page: 1 });
    if (ev.type === 'filter.applicant' && input.kind !== 'personal') Object.assign(o, { applicant: ev.applicant, page: 1 });
    if (ev.type === 'page.go') {
      const p = ev.page as number;
      if (p >= 1 && p <= o.lastPage && p !== o.page) o.page = p;
    }
  }
  return o;
}

/** The call spec 001 §7 'Desk and lists' makes for these filters. */
function expectedCall(input: DeskRequestsInput, o: Oracle): unknown {
  if (input.kind === 'personal') return { kind: 'personal', query: { citizenId: LUIS, page: o.page, name: o.name, status: o.status } };
  if (input.kind === 'company') {
    return {
      kind: 'company',
      query: { citizenId: LUIS, page: o.page, name: o.name, status: o.status, docIdentification: o.applicant, companyId: o.companyId },
    };
  }
  return {
    kind: 'companyAccount',
    query: { citizenId: HOTEL_RNC, page: o.page, name: o.name, status: o.status, companyId: 2, docIdentification: o.applicant },
  };
}

const childInput = (snapshot: { children: Record<string, unknown> }, id: string) =>
  (snapshot.children[id] as { getSnapshot?: () => { context?: { input?: unknown } } } | undefined)?.getSnapshot?.().context?.input;

const FILTER_EVENTS = ['filter.status', 'search.submit', 'search.clear', 'filter.company', 'filter.applicant', 'page.go', 'list.refresh'];

type Step = Pick<OracleStep, 'event' | 'index' | 'path' | 'input'>;
/** The spec's filters after the step (replayed from the path's events). */
const filtersAt = (step: Step, index = step.index) => oracle(step.input as DeskRequestsInput, step.path.steps, index);
/** Whether a filter event (spec 001 §2.1, §4) reads the list again from `browsing`: the company
 * filter only on the company list, the applicant filter on both company lists, another page only
 * within 1..last_page and not the current one. */
function readsAgain(step: Step): boolean {
  const { event } = step;
  const kind = (step.input as DeskRequestsInput).kind;
  if (event.type === 'filter.company') return kind === 'company';
  if (event.type === 'filter.applicant') return kind !== 'personal';
  if (event.type === 'page.go') {
    const o = filtersAt(step, step.index - 1);
    return [1, 2, 3].includes(event.page as number) && (event.page as number) <= o.lastPage && event.page !== o.page;
  }
  return FILTER_EVENTS.includes(event.type);
}
/** The request the 'Cambiar propietario' modal is opened for (spec 001 §4): the representative's
 * request in process (2040) for any list; the 'Responsable' one (2042) only for the company base role. */
/** The representative member's requests in process (literal: 2040 and the statuses 1-6 and 9). */
const REPRESENTATIVE_ASSIGNS: ReadonlySet<unknown> = new Set([2040, 3001, 3002, 3003, 3004, 3005, 3006, 3009]);
/** Assignable only by the company base role: not the representative member's, in process. */
const BASE_ROLE_ASSIGNS: ReadonlySet<unknown> = new Set([2042, 2043, 2044]);
const canAssign = (requestId: unknown, kind: string) =>
  REPRESENTATIVE_ASSIGNS.has(requestId) || (BASE_ROLE_ASSIGNS.has(requestId) && kind === 'companyAccount');
const ITEMS: Record<number, RequestListItem> = Object.fromEntries(PAGE_ITEMS.map((item) => [item.id, item]));
const startedOf = (step: OracleStep, id: string) => step.started.filter((c) => c.id === id).map((c) => [c.id, c.input]);

/** spec 001 §2.1 Requests tab, §4, §7. */
export const deskRequestsModel = modelTestDefinition({
  name: 'deskRequests',
  machine: deskRequestsMachine,
  inputs: INPUTS,
  events: {
    'xstate.done.actor.loadFilterOptions': [{ output: filterOptions }, { output: { companies: [], members: [] } }],
    'xstate.error.actor.loadFilterOptions': [{ error: networkError }],
    'xstate.done.actor.loadRequestPage': [{ output: threePages }, { output: emptyPage }],
    'xstate.error.actor.loadRequestPage': [{ error: networkError }, { error: new ApiError({ kind: 'http', status: 500 }) }],
    // 2 Finalizadas (spec 001 §4); 3 Rechazadas, statuses 8 and 10 (contract §3.2, issue 26 row 2).
    'filter.status': [{ status: 2 }, { status: 3 }],
    'search.change': [{ text: '  Licencia ' }],
    'search.submit': [{}],
    'search.clear': [{}],
    'filter.company': [{ companyId: 4 }],
    'filter.applicant': [{ applicant: PEDRO }],
    'page.go': [{ page: 2 }, { page: 1 }, { page: 3 }, { page: 4 }, { page: 0 }, { page: 1.5 }],
    'list.refresh': [{}],
    'list.retry': [{}],
    'owner.change': [...PAGE_ITEMS.map((item) => ({ requestId: item.id })), { requestId: 9999 }],
    'xstate.done.actor.changeOwner': [{ output: { changed: true } }, { output: { changed: false } }],
  },
  paths: 'shortest',
  // Oracles written from spec 001 §2.1 Requests tab (filters, 'No se encontraron registros', change
  // owner modal), §4 (list filter 1/2, assign button rules), §7 'Desk and lists' (the three list
  // calls, get_only_companies_details=true) (tests/model/README.md "Oracles"). The chart provides no
  // IO action (toasts, navigation are the view's).
  expect: {
    // Company lists read their filter options first; the personal list reads its first page.
    initial: (input) => ((input as DeskRequestsInput).kind === 'personal' ? ['browsing', 'browsing.loading'] : 'options'),
    states: {
      start: { shows: ['nothing yet (decided at once)'] },
      options: {
        shows: ['loader'],
        on: {
          // A citizen without companies has no company list; the company base role keeps its list.
          'xstate.done.actor.loadFilterOptions': ({ event, input }) =>
            (event.output as { companies: unknown[] }).companies.length === 0 && (input as DeskRequestsInput).kind === 'company'
              ? 'unavailable'
              : ['browsing', 'browsing.loading'],
          'xstate.error.actor.loadFilterOptions': 'optionsFailed',
        },
        check(_s, step) {
          const expected =
            (step.input as DeskRequestsInput).kind === 'companyAccount'
              ? { kind: 'companyAccount', citizenId: HOTEL_RNC, companyId: 2 }
              : { kind: 'company', citizenId: LUIS, companyId: null };
          expectEqual(
            startedOf(step, 'loadFilterOptions'),
            [['loadFilterOptions', expected]],
            'filter options read (get_only_companies_details=true / members)',
          );
        },
      },
      unavailable: {
        shows: ['no company requests list'],
        check: (snapshot, { started }) => expectEqual([snapshot.status, started], ['done', []], 'no company list, nothing read'),
      },
      optionsFailed: {
        shows: ['errors.loadFailed', 'common.retry'],
        on: { 'list.retry': 'options' },
        check: (snapshot, { started }) =>
          expectEqual([snapshot.context.options, snapshot.context.items, started], [{ companies: [], members: [] }, [], []], 'nothing read, no options'),
      },
      browsing: {
        shows: ['desk.requests.statusFilter', 'desk.requests.searchPlaceholder', 'desk.requests.search', 'desk.requests.clearFilter'],
        on: {
          'filter.status': 'browsing.loading',
          'search.change': STAYS,
          'search.submit': 'browsing.loading',
          'search.clear': 'browsing.loading',
          'filter.company': (step) => (readsAgain(step) ? 'browsing.loading' : STAYS),
          'filter.applicant': (step) => (readsAgain(step) ? 'browsing.loading' : STAYS),
          'page.go': (step) => (readsAgain(step) ? 'browsing.loading' : STAYS),
          'list.refresh': 'browsing.loading',
        },
        check({ context }, step) {
          const o = filtersAt(step);
          expectEqual(
            [context.filters, context.searchText, context.page],
            [{ status: o.status, name: o.name, companyId: o.companyId, applicant: o.applicant }, o.typed, o.page],
            'filters as chosen (every change back to page 1)',
          );
          // The filter options read first (company lists) stay for the filters.
          // No request chosen for the owner modal until ASIGNAR/CAMBIAR SOLICITANTE is clicked.
          if (!step.path.steps.slice(1, step.index + 1).some((s) => s.event.type === 'owner.change'))
            expectEqual(context.ownerRequest, null, 'no owner request');
          const read = step.path.steps.find((s) => s.event.type === 'xstate.done.actor.loadFilterOptions');
          expectEqual(context.options, read ? read.event.output : { companies: [], members: [] }, 'filter options');
        },
      },
      'browsing.loading': {
        shows: ['loader'],
        on: {
          'xstate.done.actor.loadRequestPage': ({ event }) => ((event.output as RequestListPage).data.length === 0 ? 'browsing.empty' : 'browsing.ready'),
          'xstate.error.actor.loadRequestPage': 'browsing.failed',
        },
        check(snapshot, step) {
          const entered =
            !step.before.includes('browsing.loading') ||
            (step.before.includes('browsing') && readsAgain(step)) ||
            step.event.type === 'xstate.done.actor.changeOwner';
          const call = expectedCall(step.input as DeskRequestsInput, filtersAt(step));
          // spec 001 §7 'Desk and lists': one call per page read, with the exact query.
          expectEqual(startedOf(step, 'loadRequestPage'), entered ? [['loadRequestPage', call]] : [], 'list call sent in this step');
          expectEqual(snapshot.hasTag('loading'), true, 'loader');
        },
      },
      'browsing.ready': {
        shows: ['request cards', 'pagination'],
        on: { 'owner.change': ({ event, input }) => (canAssign(event.requestId, (input as DeskRequestsInput).kind) ? 'changingOwner' : STAYS) },
        check(snapshot, step) {
          expectEqual([snapshot.context.items, snapshot.context.lastPage], [PAGE_ITEMS, 3], 'cards and last_page of the page read');
          // §4: 'ASIGNAR/CAMBIAR SOLICITANTE' on exactly the cards the spec allows, every status and company role (issue 29 item 4).
          const kind = (step.input as DeskRequestsInput).kind;
          expectEqual(
            PAGE_ITEMS.filter((item) => snapshot.can({ type: 'owner.change', requestId: item.id })).map((item) => item.id),
            PAGE_ITEMS.filter((item) => canAssign(item.id, kind)).map((item) => item.id),
            `the cards offering ASIGNAR/CAMBIAR SOLICITANTE (${kind})`,
          );
        },
      },
      'browsing.empty': {
        shows: ['desk.requests.empty'],
        check: ({ context }) => expectEqual([context.items, context.lastPage], [[], 1], "'No se encontraron registros', one page"),
      },
      'browsing.failed': {
        shows: ['errors.loadFailed', 'common.retry'],
        on: { 'list.retry': 'browsing.loading' },
      },
      changingOwner: {
        shows: ['request cards', 'desk.changeOwner.title'],
        on: {
          // The list is read again (fresh) only when the owner changed.
          'xstate.done.actor.changeOwner': ({ event }) =>
            (event.output as { changed: boolean }).changed ? ['browsing', 'browsing.loading'] : ['browsing', 'browsing.ready'],
        },
        check({ context }, step) {
          if (step.event.type !== 'owner.change') return;
          const request = ITEMS[step.event.requestId as number];
          const lookup = ownerLookupOf(step.input as DeskRequestsInput, request);
          expectEqual(
            [context.ownerRequest, startedOf(step, 'changeOwner')],
            [request, [['changeOwner', { request, lookup }]]],
            'the modal gets the chosen request and the read of its owner',
          );
        },
      },
    },
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.page, s.context.lastPage, s.context.items.length, s.context.ownerRequest?.id ?? null]),
  assert(real, _model, { index, event, path }) {
    const input = path.input as DeskRequestsInput;
    const metas = Object.values(real.getMeta()) as Array<{ spec?: string; shows?: string[] }>;
    const shows = metas.flatMap((m) => m.shows ?? []);
    if (metas.length === 0 || !metas.every((m) => typeof m.spec === 'string' && m.spec.startsWith('spec 001'))) throw new Error('every state needs meta.spec');
    const o = oracle(input, path.steps, index);
    const before = index > 0 ? (path.steps[index - 1].state as unknown as Snap) : null;
    const was = (v: unknown) => !!before?.matches(v);

    // Where each event leads (spec 001 §2.1, §7).
    if (index === 0) {
      const first = input.kind === 'personal' ? { browsing: 'loading' } : 'options';
      if (!real.matches(first as never)) throw new Error(`starts in ${JSON.stringify(real.value)}`);
    }
    if (FILTER_EVENTS.includes(event.type) && was('browsing')) {
      const ignored =
        (event.type === 'filter.company' && input.kind !== 'company') ||
        (event.type === 'filter.applicant' && input.kind === 'personal') ||
        (event.type === 'page.go' &&
          !(event.page >= 1 && event.page <= oracle(input, path.steps, index - 1).lastPage && event.page !== oracle(input, path.steps, index - 1).page));
      if (ignored && real.matches({ browsing: 'loading' }) && !was({ browsing: 'loading' })) throw new Error(`${event.type} must be ignored here`);
      if (!ignored && !real.matches({ browsing: 'loading' })) throw new Error(`${event.type} must read the list again`);
    }
    if (event.type === 'xstate.done.actor.loadRequestPage') {
      const out = event.output as RequestListPage;
      if (out.data.length === 0) {
        if (!real.matches({ browsing: 'empty' }) || !shows.includes('desk.requests.empty')) throw new Error("no 'No se encontraron registros'");
        if (real.context.items.length !== 0) throw new Error('an empty page keeps old items');
      } else {
        if (!real.matches({ browsing: 'ready' })) throw new Error('a page with items shows the cards');
        if (!isDeepStrictEqual(real.context.items, PAGE_ITEMS) || real.context.lastPage !== 3) throw new Error('items / last_page not kept');
      }
    }
    if (
      event.type === 'xstate.error.actor.loadRequestPage' &&
      !(real.matches({ browsing: 'failed' }) && shows.includes('errors.loadFailed') && shows.includes('common.retry'))
    ) {
      throw new Error('a failed read shows the retry block');
    }
    if (event.type === 'xstate.error.actor.loadFilterOptions' && !(real.matches('optionsFailed') && shows.includes('common.retry')))
      throw new Error('options failure');
    if (event.type === 'xstate.done.actor.loadFilterOptions') {
      // A citizen without companies has no company list (spec 001 §2.1); the company base role still has its list.
      const none = (event.output as { companies: unknown[] }).companies.length === 0 && input.kind === 'company';
      if (none && real.status !== 'done') throw new Error('no company list without companies');
      if (!none && !isDeepStrictEqual(real.context.options, event.output)) throw new Error('filter options not kept');
    }
    if (event.type === 'list.retry') {
      if (was('optionsFailed') && !real.matches('options')) throw new Error('retry reads the options again');
      if (was({ browsing: 'failed' }) && !real.matches({ browsing: 'loading' })) throw new Error('retry reads the page again');
    }
    if (event.type === 'owner.change' && was({ browsing: 'ready' })) {
      // §4: never for 7/8/10; the representative member (2040) or the company base role (2042 too).
      const allowed = canAssign(event.requestId, input.kind);
      if (allowed !== real.matches('changingOwner')) throw new Error(`owner.change ${event.requestId} for ${input.kind}: ${JSON.stringify(real.value)}`);
    }
    if (event.type === 'xstate.done.actor.changeOwner') {
      const expected = (event.output as { changed: boolean }).changed ? { browsing: 'loading' } : { browsing: 'ready' };
      if (!real.matches(expected as never)) throw new Error(`after the modal: ${JSON.stringify(real.value)}`);
    }

    // What each state shows and sends.
    if (real.matches('browsing')) {
      for (const k of ['desk.requests.statusFilter', 'desk.requests.searchPlaceholder', 'desk.requests.search', 'desk.requests.clearFilter']) {
        if (!shows.includes(k)) throw new Error(`browsing must show ${k}`);
      }
      if (real.context.filters.status !== o.status || real.context.filters.name !== o.name || real.context.searchText !== o.typed)
        throw new Error('filters drifted');
    }
    if (real.matches({ browsing: 'loading' })) {
      if (!shows.includes('loader') || !real.hasTag('loading')) throw new Error('no loader');
      const sent = childInput(real, 'loadRequestPage');
      const expected = expectedCall(input, o);
      if (!isDeepStrictEqual(sent, expected)) throw new Error(`list call ${JSON.stringify(sent)} !== ${JSON.stringify(expected)}`);
    }
    if (real.matches('options')) {
      const sent = childInput(real, 'loadFilterOptions');
      const expected =
        input.kind === 'companyAccount'
          ? { kind: 'companyAccount', citizenId: HOTEL_RNC, companyId: 2 }
          : { kind: 'company', citizenId: LUIS, companyId: null };
      if (!isDeepStrictEqual(sent, expected)) throw new Error(`options call ${JSON.stringify(sent)}`);
    }
    if (real.matches('changingOwner')) {
      const sent = childInput(real, 'changeOwner') as { request: RequestListItem };
      const expected = event.type === 'owner.change' ? PAGE_ITEMS.find((i) => i.id === event.requestId)! : sent?.request;
      if (!isDeepStrictEqual(sent, { request: expected, lookup: ownerLookupOf(input, expected) }) || !shows.includes('desk.changeOwner.title'))
        throw new Error('the modal gets the chosen request');
    }
  },
});
