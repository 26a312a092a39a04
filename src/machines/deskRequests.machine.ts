/**
 * One request list of the desk's Requests tab (spec 001 §2.1 Requests tab, §3 Request list item, §4
 * list filter, §6, §7 'Desk and lists', §9 list stale time 60 s): the personal list, the company list,
 * or the company base role's single list, by `input.kind`.
 *
 *   start ─[hasFilterOptions]─▶ options ──done──▶ browsing            (company lists: filters first)
 *     │                              │  ├─done [hasNoCompanies]─▶ unavailable (final: no company list)
 *     └──────────────────────────────┐  │ error ─▶ optionsFailed ──list.retry──▶ options
 *                                    ▼
 *   browsing: loading ──done [isEmptyPage]──▶ empty        any filter event ─▶ loading (page 1)
 *                │     ──done──────────────▶ ready         page.go [isOtherPage] ─▶ loading (that page)
 *                │ error ─▶ failed ──list.retry──▶ loading list.refresh ─▶ loading (same page)
 *   ready ──owner.change [canChangeOwner]──▶ changingOwner (child chart changeOwner)
 *   changingOwner ──done [isOwnerChanged]──▶ browsing.loading ; ──done──▶ browsing.ready
 *
 * - Filters: status (1 En proceso = ids 1-6, 9; 2 Finalizadas = id 7; 3 Rechazadas = ids 8 and 10,
 *   contract §3.2's sketched filter, issue 26 row 2; starts at 1), the search text
 *   'Nombre o número de solicitud' (typed with `search.change`, applied with `search.submit`, emptied
 *   with `search.clear`), and for the company lists the applicant (`filter.applicant`, '' all) and
 *   for the company list the company (`filter.company`, null all). Every filter change goes back to
 *   page 1. `input.preset` starts the company list filtered by a company and an applicant (the
 *   companies tab's 'Solicitudes' of a Responsable member).
 * - Calls (actor `loadRequestPage`, input {@link ListRequest}): personal GET
 *   /all/my/requests/without/company/{citizenId}?page&name&status&type=1; company GET
 *   /all/my/requests/with/company/{citizenId}?page&name&docIdentification&companyId&status&type=1;
 *   company base role GET /requests/by/company_id/{companyId}?page&name&docIdentification&status&type=1&citizen_id.
 *   Filter options (actor `loadFilterOptions`): the company list's companies and members from
 *   get_only_companies_details=true; the company base role's applicants from its company's members.
 * - 'No se encontraron registros' when a page has no item (`empty`); a failed read shows the error
 *   block with 'Reintentar' (`failed`), filters stay as chosen and still apply.
 * - The change of owner runs in the child chart src/machines/changeOwner.machine.ts, given the
 *   request and the read of this list that shows its owner ({@link ownerLookup}: the check of a
 *   change whose answer was lost, issue 25); the list is re-read (fresh: the API forgot its cached
 *   pages) when the owner changed.
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  getCompanyFilterOptions,
  getCompanyMemberList,
  getListPage,
  type CompanyFilterOptions,
  type ListRequest,
  type ListStatus,
  type RequestListItem,
  type RequestListPage,
} from '../api/requestLists';
import { unwrap } from '../api/result';
import { requestCard, type CardViewer } from '../domain/requestCard';
import { STATUS_FILTER } from '../domain/constants';
import { matchesStatusFilter } from '../domain/status';
import { changeOwnerMachine, type ChangeOwnerInput, type ChangeOwnerOutput } from './changeOwner.machine';

export type { CompanyFilterOptions, ListRequest, ListStatus, RequestListItem, RequestListPage };

/** Which list: personal, company (the companies the citizen belongs to), or the company base role's single list. */
export type DeskListKind = 'personal' | 'company' | 'companyAccount';

/** Filters preset by the companies tab: a company and an applicant (citizen id). */
export interface ListPreset {
  companyId: number;
  applicant: string;
}

export interface DeskRequestsInput {
  /** The signed-in user's citizen id (the company account's RNC for the company base role). */
  citizenId: string;
  kind: DeskListKind;
  /** The company account's company id (kind `companyAccount`). */
  companyId?: number | null;
  preset?: ListPreset | null;
}

/** The filters sent with every page. */
export interface ListFilters {
  status: ListStatus;
  /** Applied search text ('' none). */
  name: string;
  /** Company filter (kind `company`), null = all. */
  companyId: number | null;
  /** Applicant filter (company lists), '' = all. */
  applicant: string;
}

export interface DeskRequestsContext {
  citizenId: string;
  kind: DeskListKind;
  accountCompanyId: number | null;
  filters: ListFilters;
  /** The search box as typed. */
  searchText: string;
  page: number;
  lastPage: number;
  items: RequestListItem[];
  options: CompanyFilterOptions;
  /** The request whose owner is being changed. */
  ownerRequest: RequestListItem | null;
}

export type DeskRequestsEvent =
  | { type: 'filter.status'; status: ListStatus }
  | { type: 'search.change'; text: string }
  | { type: 'search.submit' }
  | { type: 'search.clear' }
  | { type: 'filter.company'; companyId: number | null }
  | { type: 'filter.applicant'; applicant: string }
  | { type: 'page.go'; page: number }
  | { type: 'list.refresh' }
  | { type: 'list.retry' }
  | { type: 'owner.change'; requestId: number };

/** The exact query of the current page (spec 001 §7 'Desk and lists'). */
export function listRequest(context: DeskRequestsContext): ListRequest {
  const { citizenId, page, filters } = context;
  const base = { citizenId, page, name: filters.name, status: filters.status };
  if (context.kind === 'personal') return { kind: 'personal', query: base };
  if (context.kind === 'company') {
    return { kind: 'company', query: { ...base, docIdentification: filters.applicant, companyId: filters.companyId } };
  }
  return { kind: 'companyAccount', query: { ...base, companyId: context.accountCompanyId ?? 0, docIdentification: filters.applicant } };
}

/**
 * The read that shows `item`'s owner now (issue 25: the check of an owner change whose answer was
 * lost): page 1 of this same list (the company list when this is the personal one) searched by the request's number (`name`, 'Nombre o número de
 * solicitud', spec 001 §2.1), in the status filter of its status, with no applicant filter and, on the
 * company list, its company. The item found there carries `doc_identification`, the applicant.
 */
export function ownerLookup(context: DeskRequestsContext, item: RequestListItem): ListRequest {
  const statuses: ListStatus[] = [STATUS_FILTER.inProcess, STATUS_FILTER.finished, STATUS_FILTER.rejected];
  const status = statuses.find((f) => matchesStatusFilter(item.status.id, f)) ?? STATUS_FILTER.inProcess;
  const filters: ListFilters = { status, name: item.code ?? String(item.id), companyId: item.company_id ?? null, applicant: '' };
  // A company request is found on the company list (a personal list holds none).
  return listRequest({ ...context, kind: context.kind === 'personal' ? 'company' : context.kind, page: 1, filters });
}

/** The modal's input: the chosen request and the read that shows its owner. */
const ownerChangeInput = (context: DeskRequestsContext): ChangeOwnerInput => ({
  request: context.ownerRequest!,
  lookup: ownerLookup(context, context.ownerRequest!),
});

/** The card viewer of a list kind (the company base role sees the company account list). */
export const viewerOf = (context: Pick<DeskRequestsContext, 'citizenId' | 'kind'>): CardViewer => ({
  citizenId: context.citizenId,
  isCompanyBaseRole: context.kind === 'companyAccount',
});

const firstPage = { page: 1 } as const;

export const deskRequestsMachine = setup({
  types: {
    context: {} as DeskRequestsContext,
    events: {} as DeskRequestsEvent,
    input: {} as DeskRequestsInput,
  },
  actors: {
    loadFilterOptions: fromPromise<CompanyFilterOptions, { kind: DeskListKind; citizenId: string; companyId: number | null }>(async ({ input }) => {
      if (input.kind === 'companyAccount') return { companies: [], members: unwrap(await getCompanyMemberList(input.companyId ?? 0)) };
      return unwrap(await getCompanyFilterOptions(input.citizenId));
    }),
    loadRequestPage: fromPromise<RequestListPage, ListRequest>(async ({ input }) => unwrap(await getListPage(input))),
    changeOwner: changeOwnerMachine,
  },
  guards: {
    /** Company lists read their filter options first. */
    hasFilterOptions: ({ context }) => context.kind !== 'personal',
    hasCompanyFilter: ({ context }) => context.kind === 'company',
    /** The company list of a citizen who belongs to no company is not shown. */
    hasNoCompanies: ({ context }, options: CompanyFilterOptions) => context.kind === 'company' && options.companies.length === 0,
    hasApplicantFilter: ({ context }) => context.kind !== 'personal',
    isEmptyPage: (_, page: RequestListPage) => page.data.length === 0,
    /** A page of the list other than the current one. */
    isOtherPage: ({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: equivalent, the guard is wired to page.go only (the test narrows the event's type).
      event.type === 'page.go' && Number.isInteger(event.page) && event.page >= 1 && event.page <= context.lastPage && event.page !== context.page,
    /** The request is listed and its card offers ASIGNAR/CAMBIAR SOLICITANTE (spec 001 §4). */
    canChangeOwner: ({ context, event }) => {
      // Stryker disable next-line ConditionalExpression,BooleanLiteral: equivalent, the guard is wired to owner.change only (the test narrows the event's type).
      if (event.type !== 'owner.change') return false;
      const item = context.items.find((i) => i.id === event.requestId);
      return !!item && requestCard(item, viewerOf(context)).canAssign;
    },
    isOwnerChanged: (_, output: ChangeOwnerOutput) => output.changed,
  },
  actions: {
    assignOptions: assign((_, options: CompanyFilterOptions) => ({ options })),
    assignPage: assign((_, page: RequestListPage) => ({ items: page.data, lastPage: page.lastPage })),
    assignEmpty: assign(() => ({ items: [], lastPage: 1 })),
    // Stryker disable next-line ConditionalExpression: equivalent, the action is wired to its own event only (the test narrows the event's type).
    assignStatus: assign(({ context, event }) =>
      event.type === 'filter.status' ? { filters: { ...context.filters, status: event.status }, ...firstPage } : {},
    ),
    // Stryker disable next-line ConditionalExpression: equivalent, the action is wired to its own event only (the test narrows the event's type).
    assignSearchText: assign(({ event }) => (event.type === 'search.change' ? { searchText: event.text } : {})),
    applySearch: assign(({ context }) => ({ filters: { ...context.filters, name: context.searchText.trim() }, ...firstPage })),
    clearSearch: assign(({ context }) => ({ searchText: '', filters: { ...context.filters, name: '' }, ...firstPage })),
    // Stryker disable next-line ConditionalExpression: equivalent, the action is wired to its own event only (the test narrows the event's type).
    assignCompany: assign(({ context, event }) =>
      event.type === 'filter.company' ? { filters: { ...context.filters, companyId: event.companyId }, ...firstPage } : {},
    ),
    // Stryker disable next-line ConditionalExpression: equivalent, the action is wired to its own event only (the test narrows the event's type).
    assignApplicant: assign(({ context, event }) =>
      event.type === 'filter.applicant' ? { filters: { ...context.filters, applicant: event.applicant }, ...firstPage } : {},
    ),
    // Stryker disable next-line ConditionalExpression: equivalent, the action is wired to its own event only (the test narrows the event's type).
    assignPageNumber: assign(({ event }) => (event.type === 'page.go' ? { page: event.page } : {})),
    assignOwnerRequest: assign(({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: equivalent, the action is wired to owner.change only (the test narrows the event's type).
      event.type === 'owner.change' ? { ownerRequest: context.items.find((i) => i.id === event.requestId) ?? null } : {},
    ),
  },
}).createMachine({
  id: 'deskRequests',
  context: ({ input }) => ({
    citizenId: input.citizenId,
    kind: input.kind,
    accountCompanyId: input.companyId ?? null,
    filters: {
      status: STATUS_FILTER.inProcess,
      name: '',
      companyId: input.kind === 'company' ? (input.preset?.companyId ?? null) : null,
      applicant: input.kind === 'personal' ? '' : (input.preset?.applicant ?? ''),
    },
    searchText: '',
    page: 1,
    lastPage: 1,
    items: [],
    options: { companies: [], members: [] },
    ownerRequest: null,
  }),
  initial: 'start',
  states: {
    start: {
      meta: {
        spec: 'spec 001 §2.1 Requests tab (personal list; company list with company and applicant filters; single list of the company base role)',
        shows: ['nothing yet (decided at once)'],
      },
      always: [{ guard: 'hasFilterOptions', target: 'options' }, { target: 'browsing' }],
    },
    options: {
      meta: { spec: 'spec 001 §7 get_only_companies_details=true (companies, members) / company members', shows: ['loader'] },
      invoke: {
        id: 'loadFilterOptions',
        src: 'loadFilterOptions',
        input: ({ context }) => ({ kind: context.kind, citizenId: context.citizenId, companyId: context.accountCompanyId }),
        onDone: [
          { guard: { type: 'hasNoCompanies', params: ({ event }) => event.output }, target: 'unavailable' },
          { target: 'browsing', actions: { type: 'assignOptions', params: ({ event }) => event.output } },
        ],
        onError: { target: 'optionsFailed' },
      },
    },
    unavailable: {
      type: 'final',
      meta: { spec: 'spec 001 §2.1 Requests tab (no company list without companies)', shows: ['no company requests list'] },
    },
    optionsFailed: {
      meta: { spec: 'spec 001 §2.1 Requests tab (filters could not be read)', shows: ['errors.loadFailed', 'common.retry'] },
      on: { 'list.retry': 'options' },
    },
    browsing: {
      meta: {
        spec: 'spec 001 §2.1 Requests tab: status filter, search, (company, applicant), pagination',
        shows: ['desk.requests.statusFilter', 'desk.requests.searchPlaceholder', 'desk.requests.search', 'desk.requests.clearFilter'],
      },
      on: {
        'filter.status': { target: '.loading', actions: 'assignStatus' },
        'search.change': { actions: 'assignSearchText' },
        'search.submit': { target: '.loading', actions: 'applySearch' },
        'search.clear': { target: '.loading', actions: 'clearSearch' },
        'filter.company': { guard: 'hasCompanyFilter', target: '.loading', actions: 'assignCompany' },
        'filter.applicant': { guard: 'hasApplicantFilter', target: '.loading', actions: 'assignApplicant' },
        'page.go': { guard: 'isOtherPage', target: '.loading', actions: 'assignPageNumber' },
        'list.refresh': { target: '.loading' },
      },
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          meta: { spec: "spec 001 §7 'Desk and lists' (the page of the current filters)", shows: ['loader'] },
          invoke: {
            id: 'loadRequestPage',
            src: 'loadRequestPage',
            input: ({ context }) => listRequest(context),
            onDone: [
              { guard: { type: 'isEmptyPage', params: ({ event }) => event.output }, target: 'empty', actions: 'assignEmpty' },
              { target: 'ready', actions: { type: 'assignPage', params: ({ event }) => event.output } },
            ],
            onError: { target: 'failed' },
          },
        },
        ready: {
          meta: { spec: 'spec 001 §2.1 Request card, pagination (last_page)', shows: ['request cards', 'pagination'] },
          on: { 'owner.change': { guard: 'canChangeOwner', target: '#deskRequests.changingOwner', actions: 'assignOwnerRequest' } },
        },
        empty: {
          meta: { spec: "spec 001 §2.1 Empty text 'No se encontraron registros'", shows: ['desk.requests.empty'] },
        },
        failed: {
          meta: { spec: 'spec 001 §2.1 Requests tab (the page could not be read)', shows: ['errors.loadFailed', 'common.retry'] },
          on: { 'list.retry': 'loading' },
        },
      },
    },
    changingOwner: {
      meta: { spec: "spec 001 §2.1 Change owner modal 'Cambiar propietario'", shows: ['request cards', 'desk.changeOwner.title'] },
      invoke: {
        id: 'changeOwner',
        src: 'changeOwner',
        input: ({ context }) => ownerChangeInput(context),
        onDone: [{ guard: { type: 'isOwnerChanged', params: ({ event }) => event.output }, target: 'browsing.loading' }, { target: 'browsing.ready' }],
      },
    },
  },
});
