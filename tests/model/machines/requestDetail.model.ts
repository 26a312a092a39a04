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
import type { AnyEventObject } from 'xstate';
import { modelTestDefinition } from '../lib/definition';
import { expectEqual, STAYS, type OracleStep, type RecordedCall } from '../lib/oracles';
import { requestDetailMachine, type DetailView } from '../../../src/machines/requestDetail/requestDetail.machine';
import { actionBannersOf, solutionBannerOf } from '../../../src/machines/requestDetail/rules';
import type { RequestDetail, RequestViewer } from '../../../src/machines/requestDetail/types';
import { ApiError } from '../../../src/api/result';
import { networkError, rejectedError } from './fixtures';
import { BASE_ROLES, BASE_STATUSES, REQUEST_STATUSES, REQUIRED_ACTION_TYPES, valueLabel } from './contractValues';

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
  };
}

const comment = (id: number) => ({ id, text: 'Hola', user_id: 2, created_at: '2026-01-12 10:00:00' });

/** The fixtures the load may answer (`request.code` names them). */
const FIXTURES = {
  // action 1 (documents), in process, base status 1
  A: detail('REQ-A', { request_actions_id: 1, request_actions: 1, messages: [{ message: 'Suba el plano firmado por un arquitecto' }] }),
  // action 3 (information) with comments; the banner text comes from requiredActions
  B: detail(
    'REQ-B',
    {
      request_actions_id: 3,
      request_actions: 1,
      comments: [comment(1), comment(2)],
      status: { id: 2, name: 'En revisión', color: 'warning', base_status_id: 1 },
    },
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
    {
      priceRequest: [
        { id: 5, concept: 'Licencia', approval_number: 'APR-1', payment_method: 'Tarjeta', price: '7000.00', coin: 'DOP', created_at: '2026-02-02 10:00:00' },
      ],
    },
  ),
  // action 5 pending, but no amount or sirit code known: 'Pagos' still opens for the action
  L: detail('REQ-L', { request_actions_id: 5, request_actions: 1, messages: [{ message: 'Pague la tasa' }] }),
  // what a re-read answers once action 1 was completed: no action any more
  R: detail('REQ-R', {}),
} satisfies Record<string, RequestDetail>;

/**
 * Issue 29 item 4: fixtures generated from every value the contract allows for the fields the chart
 * decides on (contractValues.ts), each with its expectation written below from spec 001 §2.5 / §4:
 * - `REQ-S<id>`: request status 1-10, provisional, a pending action 1, base status 1;
 * - `REQ-T<type>`: the current required action type (null, 1, 2 = "others", 3, 5, 7), base status 1;
 * - `REQ-B<base>`: the base status (1, 2, null) with a pending action 1;
 * - `REQ-P<type>`: a card payment approved after an action of each type (spec 001 §4 Payment return);
 * - `REQ-C<color>`: a resolved request of each status colour (contract §3.2) and two others.
 */
const ACTION_MESSAGE = 'Atienda la acción requerida';
/** The solution of the `REQ-C<color>` fixtures. */
const RESOLUTION = 'Solicitud resuelta por la dirección.';
/** `status.color` keys (contract §3.2) and two the contract does not name: another word and none. */
const STATUS_COLORS = ['info', 'success', 'warning', 'danger', 'purple', null] as const;
const GENERATED: Record<string, RequestDetail> = Object.fromEntries([
  ...REQUEST_STATUSES.map((st) => [
    `S${st.id}`,
    detail(`REQ-S${st.id}`, {
      provisional: 1,
      request_actions_id: 1,
      request_actions: 1,
      messages: [{ message: ACTION_MESSAGE }],
      status: { id: st.id, name: st.name, color: st.color, base_status_id: 1 },
    }),
  ]),
  ...REQUIRED_ACTION_TYPES.map((t) => [
    `T${valueLabel(t.value)}`,
    detail(`REQ-T${valueLabel(t.value)}`, {
      request_actions_id: t.value,
      request_actions: t.value === null ? null : 1,
      messages: [{ message: ACTION_MESSAGE }],
    }),
  ]),
  ...BASE_STATUSES.map((b) => [
    `B${valueLabel(b.value)}`,
    detail(`REQ-B${valueLabel(b.value)}`, {
      request_actions_id: 1,
      request_actions: 1,
      messages: [{ message: ACTION_MESSAGE }],
      status: { id: 1, name: 'En proceso', color: 'info', base_status_id: b.value },
    }),
  ]),
  ...REQUIRED_ACTION_TYPES.filter((t) => t.value !== null && t.value !== 7).map((t) => [
    `P${valueLabel(t.value)}`,
    detail(
      `REQ-P${valueLabel(t.value)}`,
      {
        request_actions_id: t.value,
        request_actions: 1,
        approval_number: 'APR-778',
        idAutorizacionPortal: 'AUT-9',
        messages: [{ message: ACTION_MESSAGE }],
        payment: { payment_amount: '7000.00', payment_status: 'PENDIENTE', succesfullyPayment_date: '2026-03-02 10:00:00' },
      },
      { requiredActions: [{ id: 31, action_id: Number(t.value), activity_id: 7, message: ACTION_MESSAGE, created_at: '2026-03-01 09:00:00' }] },
    ),
  ]),
  // The status colour of a resolved request (contract §3.2: info, success, warning, danger; another
  // key or none), for the resolution banner's tone.
  ...STATUS_COLORS.map((color) => [
    `C${color ?? 'Null'}`,
    detail(`REQ-C${color ?? 'Null'}`, { solution: RESOLUTION, status: { id: 4, name: 'En evaluación', color, base_status_id: 1 } }),
  ]),
]) as Record<string, RequestDetail>;

/** Every fixture the load may answer (`request.code` names them): the hand-written ones and the generated ones. */
const ALL_FIXTURES: Record<string, RequestDetail> = { ...FIXTURES, ...GENERATED };

type Code = string;

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

/** A banner with the action's message and 'Completar' opening `completes` (spec 001 §2.5 banners). */
const acting = (completes: DetailView): Pick<Expected, 'banners' | 'completar' | 'completes'> => ({ banners: [ACTION_MESSAGE], completar: true, completes });

/**
 * The generated fixtures as the owner sees them (spec 001 §2.5 Tabs, banners, Details tab; §4):
 * - status: 'Quejas y Reclamaciones' and 'Eliminar Solicitud' hidden for 10 only; 7, 8 and 10 stop
 *   the automatic selection of the action (details first); 'Completar' follows the base status,
 *   not the status id (the spec ties it to "base status is 1" only);
 * - action type: 1 → 'Documento requerido', 3 → 'Mensajes' (its tab shows), 5 and 7 → 'Pagos' (its
 *   tab shows), any other type → details (§2.5 "others: details": the banner and 'Completar' still
 *   show, the officer asked for something); no action → no banner;
 * - base status: only 1 offers 'Completar' (§2.5 "button only when base status is 1"); the view
 *   is still selected on load (§4 names only the status ids that stop it);
 * - payment return: only when the current action is a payment action (5 or 7); an approval under
 *   another type opens that type's view (ARCHITECTURE: src/domain/requestDetail.ts paymentReturnQuery).
 */
const OWNER_GENERATED: Record<Code, Expected> = {
  'REQ-S1': { ...none, tabs: ['details', 'claims'], view: 'requiredDocument', ...acting('requiredDocument'), remove: true },
  'REQ-S2': { ...none, tabs: ['details', 'claims'], view: 'requiredDocument', ...acting('requiredDocument'), remove: true },
  'REQ-S3': { ...none, tabs: ['details', 'claims'], view: 'requiredDocument', ...acting('requiredDocument'), remove: true },
  'REQ-S4': { ...none, tabs: ['details', 'claims'], view: 'requiredDocument', ...acting('requiredDocument'), remove: true },
  'REQ-S5': { ...none, tabs: ['details', 'claims'], view: 'requiredDocument', ...acting('requiredDocument'), remove: true },
  'REQ-S6': { ...none, tabs: ['details', 'claims'], view: 'requiredDocument', ...acting('requiredDocument'), remove: true },
  'REQ-S7': { ...none, tabs: ['details', 'claims'], view: 'details', ...acting('requiredDocument'), remove: true },
  'REQ-S8': { ...none, tabs: ['details', 'claims'], view: 'details', ...acting('requiredDocument'), remove: true },
  'REQ-S9': { ...none, tabs: ['details', 'claims'], view: 'requiredDocument', ...acting('requiredDocument'), remove: true },
  'REQ-S10': { ...none, tabs: ['details'], view: 'details', ...acting('requiredDocument'), remove: false },
  'REQ-TNull': { ...none, tabs: ['details', 'claims'], view: 'details' },
  'REQ-T1': { ...none, tabs: ['details', 'claims'], view: 'requiredDocument', ...acting('requiredDocument') },
  'REQ-T2': { ...none, tabs: ['details', 'claims'], view: 'details', ...acting('details') },
  'REQ-T3': { ...none, tabs: ['details', 'claims', 'messages'], view: 'messages', ...acting('messages') },
  'REQ-T5': { ...none, tabs: ['details', 'claims', 'payments'], view: 'payments', ...acting('payments') },
  'REQ-T7': { ...none, tabs: ['details', 'claims', 'payments'], view: 'payments', ...acting('payments') },
  'REQ-B1': { ...none, tabs: ['details', 'claims'], view: 'requiredDocument', ...acting('requiredDocument') },
  'REQ-B2': { ...none, tabs: ['details', 'claims'], view: 'requiredDocument', banners: [ACTION_MESSAGE] },
  'REQ-BNull': { ...none, tabs: ['details', 'claims'], view: 'requiredDocument', banners: [ACTION_MESSAGE] },
  'REQ-P1': { ...none, tabs: ['details', 'claims'], view: 'requiredDocument', ...acting('requiredDocument') },
  'REQ-P2': { ...none, tabs: ['details', 'claims'], view: 'details', ...acting('details') },
  'REQ-P3': { ...none, tabs: ['details', 'claims', 'messages'], view: 'messages', ...acting('messages') },
  'REQ-P5': { ...none, tabs: [], view: null, redirect: '/app/validatePayment/1520?numAprobacion=APR-778&idAutorizacionPortal=AUT-9&requiredActionID=31' },
  // §2.5 resolution banner "in the status colour", CALIFICAR without a rating; contract §3.2 names four
  // keys: another key or none shows as 'info' (the in-process look), never an unstyled banner.
  'REQ-Cinfo': { ...none, tabs: ['details', 'claims'], view: 'details', rate: true, solution: { text: RESOLUTION, tone: 'info' } },
  'REQ-Csuccess': { ...none, tabs: ['details', 'claims'], view: 'details', rate: true, solution: { text: RESOLUTION, tone: 'success' } },
  'REQ-Cwarning': { ...none, tabs: ['details', 'claims'], view: 'details', rate: true, solution: { text: RESOLUTION, tone: 'warning' } },
  'REQ-Cdanger': { ...none, tabs: ['details', 'claims'], view: 'details', rate: true, solution: { text: RESOLUTION, tone: 'danger' } },
  'REQ-Cpurple': { ...none, tabs: ['details', 'claims'], view: 'details', rate: true, solution: { text: RESOLUTION, tone: 'info' } },
  'REQ-CNull': { ...none, tabs: ['details', 'claims'], view: 'details', rate: true, solution: { text: RESOLUTION, tone: 'info' } },
};

/** The owner (base role 1). spec 001 §2.5, §4, §6. */
const OWNER: Record<Code, Expected> = {
  ...OWNER_GENERATED,
  'REQ-A': {
    ...none,
    tabs: ['details', 'claims'],
    view: 'requiredDocument',
    banners: ['Suba el plano firmado por un arquitecto'],
    completar: true,
    completes: 'requiredDocument',
  },
  'REQ-B': {
    ...none,
    tabs: ['details', 'claims', 'messages'],
    view: 'messages',
    banners: ['Indique la fecha de apertura'],
    completar: true,
    completes: 'messages',
  },
  'REQ-C': {
    ...none,
    tabs: ['details', 'claims', 'payments'],
    view: 'payments',
    banners: ['Realice el pago de la licencia'],
    completar: true,
    completes: 'payments',
  },
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
  // The generated fixtures: the owner's tabs, views, deletion and redirect; no banner, no 'Completar'.
  ...Object.fromEntries(Object.entries(OWNER_GENERATED).map(([code, e]) => [code, { ...e, banners: [], completar: false, completes: undefined }])),
  'REQ-A': { ...none, tabs: ['details', 'claims'], view: 'requiredDocument' },
  'REQ-B': { ...none, tabs: ['details', 'claims', 'messages'], view: 'messages' },
  'REQ-C': { ...none, tabs: ['details', 'claims', 'payments'], view: 'payments' },
  'REQ-E': { ...none, tabs: ['details', 'claims', 'payments'], view: 'payments' },
  'REQ-F': { ...none, tabs: ['details', 'claims'], view: 'details', rate: true, solution: F_SOLUTION },
  'REQ-G': { ...none, tabs: ['details', 'claims', 'messages'], view: 'details' },
  'REQ-L': { ...none, tabs: ['details', 'claims', 'payments'], view: 'payments' },
};

/** Another citizen: only details, no banners, no actions; the solution shows (spec 001 §6). */
const CODES = Object.keys(ALL_FIXTURES).map((k) => `REQ-${k}`);

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
  solution: code === 'REQ-F' ? F_SOLUTION : code === 'REQ-J' ? J_SOLUTION : (OWNER_GENERATED[code]?.solution ?? null),
}));

/** Staff: only details, no banners, no solution banner, nothing to do (spec 001 §6). */
const STAFF = perCode(() => ({ ...none, tabs: ['details'], view: 'details' }));

/** The owner arriving with '#documents': details selected, scroll to 'Documentos subidos' (payment return still first). */
const OWNER_HASH = perCode((code) => (OWNER[code].view === null ? OWNER[code] : { ...OWNER[code], view: 'details' }));

/** The base roles of contractValues.ts that no hand-written input has (1 is `owner`, 2 `restrictedOwner`). */
export const OTHER_ROLES = BASE_ROLES.filter((r) => r.value !== 1 && r.value !== 2);

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
  // Issue 29 item 4: the owner with every base role the contract allows (contractValues.ts BASE_ROLES);
  // 1 and 2 are `owner` and `restrictedOwner` above.
  ...Object.fromEntries(OTHER_ROLES.map((r) => [`ownerRole${valueLabel(r.value)}`, { ...base, viewer: viewer(OWNER_ID), rolBase: r.value }])),
};

/** An input's label (the generated `ownerRole…` ones included). */
type InputLabel = string;

const EXPECTED: Record<InputLabel, Record<Code, Expected>> = {
  owner: OWNER,
  ownerDocumentsHash: OWNER_HASH,
  restrictedOwner: RESTRICTED,
  otherCitizen: OTHER,
  citizenWithDocQuery: OTHER,
  staff: STAFF,
  staffOwnRequest: STAFF,
  malformedId: OWNER,
  // spec 001 §6: the restricted role (2, as a number or as text) sees no banners; the staff role reads
  // only details; any other value (3, none) is a citizen owner ("other role values are not shown").
  ownerRoleText2: RESTRICTED,
  ownerRole3: OWNER,
  ownerRole5: STAFF,
  ownerRoleNull: OWNER,
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
  ownerRoleText2: OWNER_ID,
  ownerRole3: OWNER_ID,
  ownerRole5: OWNER_ID,
  ownerRoleNull: OWNER_ID,
};

const notFound404 = new ApiError({ kind: 'http', status: 404 });
const server500 = new ApiError({ kind: 'http', status: 500 });
/** An answer without `request` (the API layer reports it as refused): the request is missing too. */
const noRequest = rejectedError('No se encontró la solicitud');
/** A failure that is not an API answer at all (a bug in a layer below): worth a retry, never "missing". */
const unexpected = new Error('boom');
/** §2.5 "If request is missing the portal leaves the page": HTTP 404 or an answer without request. */
const MISSING: ReadonlySet<unknown> = new Set([notFound404, noRequest]);

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

const childInput = (real: Snapshot, id: string): unknown => (real.children[id]?.getSnapshot() as { context?: { input?: unknown } } | undefined)?.context?.input;

const TAB_VIEWS: DetailView[] = ['details', 'claims', 'payments', 'messages'];

/** The states active once a load (or a finished re-read) leaves the page ready. */
const READY_IDLE = ['ready.data.idle', 'ready.activity.idle'];

/** What the spec says the viewer of this path sees for `code` (literal tables above). */
const expectedOf = (step: { path: { inputLabel?: string } }, code: string | undefined): Expected | undefined =>
  code === undefined ? undefined : EXPECTED[step.path.inputLabel as InputLabel]?.[code];

/** The detail code an actor's answer carries (`output.request.code`). */
const outputCode = (event: AnyEventObject): string | undefined => (event.output as RequestDetail | undefined)?.request.code ?? undefined;

/** [id, input] of the actors started during a step, except the focus watcher. */
const sent = (started: readonly RecordedCall[]) => started.filter((c) => c.id !== 'watchForChanges').map((c) => [c.id, c.input]);

/** The fixture code shown before the step. */
const previousCode = (step: OracleStep<Snapshot>): Code | null => codeOf(step.previous?.context.detail ?? null);

/** The re-read every completed action triggers: GET /requests/1520 without the cache (spec 001 §4 "After a payment proof upload the request detail is refreshed"). */
const REREAD_CAUSES = new Set(['detail.changed', 'requiredDocument.done', 'rating.done']);

export const requestDetailModel = modelTestDefinition({
  name: 'requestDetail',
  machine: requestDetailMachine,
  inputs: INPUTS,
  events: {
    'view.select': [{ view: 'details' }, { view: 'claims' }, { view: 'payments' }, { view: 'messages' }, { view: 'requiredDocument' }],
    'xstate.done.actor.loadRequestDetail': Object.values(ALL_FIXTURES)
      .filter((d) => d.request.code !== 'REQ-R')
      .map((output) => ({ output })),
    'xstate.error.actor.loadRequestDetail': [{ error: notFound404 }, { error: server500 }, { error: noRequest }, { error: unexpected }],
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
  // Oracles written from spec 001 §2.5 (tabs, #documents, deletion, banners, rating), §4 Initial
  // tabs / Payment return / statuses 7, 8, 10, §6 roles, §7 GET /requests/{id}?citizenId and POST
  // /requests/delete, §8 (tests/model/README.md "Oracles"). Provided actions recorded:
  // goToPaymentValidation, goToDesk, notifyError. Every expected value is a literal of the tables above.
  expect: {
    // An id that is not a positive integer is an unknown request; anything else is read first.
    initial: (input) => ((input as { requestId: number | null }).requestId === null ? 'notFound' : 'loading'),
    states: {
      start: { shows: ['nothing yet'] },
      loading: {
        shows: ['spinner'],
        on: {
          // §4 Payment return: redirected when the rule holds, else the page with its tabs.
          'xstate.done.actor.loadRequestDetail': (step) => (expectedOf(step, outputCode(step.event))?.redirect ? 'redirecting' : READY_IDLE),
          // §2.5: a missing request (404) leaves the page; any other failure offers to retry (§8).
          'xstate.error.actor.loadRequestDetail': ({ event }) => (MISSING.has(event.error) ? 'notFound' : 'failed'),
        },
        check(snapshot, step) {
          // §7 GET /requests/1520?citizenId (staff and a representative: the URL's doc_identification, §6, §2.1).
          const citizenId = CITIZEN_ID_SENT[step.path.inputLabel as InputLabel];
          expectEqual(sent(step.started), [['loadRequestDetail', { requestId: 1520, citizenId, fresh: false }]], 'GET /requests/1520');
          expectEqual([snapshot.context.detail, step.called], [null, []], '[detail, actions] while loading');
        },
      },
      deciding: { shows: ['spinner'] },
      redirecting: {
        shows: ['spinner', 'navigation to /app/validatePayment/{id}'],
        check(_snapshot, step) {
          const path = expectedOf(step, outputCode(step.event))?.redirect;
          expectEqual(step.called, [{ name: 'goToPaymentValidation', params: { path } }], 'the payment-return navigation (§4)');
        },
      },
      notFound: {
        shows: ['requestDetail.notFound', 'link Ir a mi escritorio'],
        check(_snapshot, step) {
          // Nothing is sent for a malformed id; nothing navigates or toasts.
          expectEqual([sent(step.started), step.called], [[], []], '[calls, actions] of an unknown request');
        },
      },
      failed: {
        shows: ['requestDetail.loadFailed', 'button Reintentar'],
        on: { retry: 'loading' },
        check: (snapshot, { called }) => expectEqual([snapshot.context.detail, called], [null, []], '[detail, actions] after a failed load'),
      },
      ready: {
        shows: ['tabs', 'view', 'banners', 'Eliminar Solicitud'],
        // Picking a tab or 'Completar' changes the view, not the state.
        on: { 'view.select': STAYS, 'action.complete': STAYS },
        check(snapshot, step) {
          const { context } = snapshot;
          const { event } = step;
          const expected = expectedOf(step, codeOf(context.detail) ?? undefined);
          if (event.type === 'xstate.done.actor.loadRequestDetail') {
            // §4 Initial tabs / required action, §2.5 #documents: the first view and the scroll.
            const label = step.path.inputLabel as InputLabel;
            expectEqual(
              [context.view, context.scrollToDocuments, context.notice],
              [expected?.view, label === 'ownerDocumentsHash', null],
              '[view, scroll to Documentos subidos, notice] after the load',
            );
            expectEqual(
              step.started.map((c) => c.id),
              ['watchForChanges'],
              'the page watches for focus after the load',
            );
            expectEqual(step.called, [], 'actions after the load');
          }
          if (event.type === 'view.select') {
            const wanted = event.view as DetailView;
            const allowed = expected?.tabs.includes(wanted) === true;
            expectEqual(context.view, allowed ? wanted : step.previous?.context.view, `view after selecting ${wanted}`);
            if (allowed) expectEqual(context.notice, null, 'picking a view clears the notice');
          }
          if (event.type === 'action.complete') {
            const before = expectedOf(step, previousCode(step) ?? undefined);
            expectEqual(context.view, before?.completar ? before.completes : step.previous?.context.view, "view after 'Completar'");
          }
          // The shown detail is the last one read: kept while re-reading and after a failed re-read.
          if (event.type === 'xstate.done.actor.reloadRequestDetail') expectEqual(codeOf(context.detail), outputCode(event), 'detail after a re-read');
          else if (step.index > 0 && event.type !== 'xstate.done.actor.loadRequestDetail') {
            expectEqual(codeOf(context.detail), previousCode(step), `detail kept on ${event.type}`);
          }
        },
      },
      'ready.data': {
        shows: ['the shown detail'],
        // §4 (required document sent): back to details and re-read.
        on: { 'requiredDocument.done': 'ready.data.reloading' },
      },
      'ready.data.idle': {
        shows: ['the shown detail'],
        on: { 'detail.changed': 'ready.data.reloading' },
        check(snapshot, step) {
          const { event } = step;
          if (event.type === 'xstate.error.actor.reloadRequestDetail') {
            // Data kept, 'No se pudo actualizar la solicitud.' toasted.
            expectEqual(step.called, [{ name: 'notifyError', params: { key: 'requestDetail.refreshFailed' } }], 'toast of a failed re-read');
          }
          if (event.type === 'xstate.done.actor.reloadRequestDetail') {
            // The view stays when the new detail still offers it, else details with the notice.
            const before = step.previous?.context.view as DetailView;
            const code = outputCode(event);
            const allowed = expectedOf(step, code)?.tabs.includes(before) || (before === 'requiredDocument' && code === 'REQ-A');
            expectEqual(
              [snapshot.context.view, snapshot.context.notice],
              allowed ? [before, step.previous?.context.notice] : ['details', 'requestDetail.viewGone'],
              '[view, notice] after a re-read',
            );
            expectEqual(step.called, [], 'actions after a re-read');
          }
        },
      },
      'ready.data.reloading': {
        shows: ['the shown detail (kept)', 'busy indicator'],
        on: {
          'detail.changed': 'ready.data.reloading',
          'xstate.done.actor.reloadRequestDetail': 'ready.data.idle',
          'xstate.error.actor.reloadRequestDetail': ({ event }) => (event.error === notFound404 ? 'notFound' : 'ready.data.idle'),
        },
        check(snapshot, step) {
          if (REREAD_CAUSES.has(step.event.type)) {
            const citizenId = CITIZEN_ID_SENT[step.path.inputLabel as InputLabel];
            expectEqual(sent(step.started), [['reloadRequestDetail', { requestId: 1520, citizenId, fresh: true }]], 'GET /requests/1520 without the cache');
          }
          if (step.event.type === 'requiredDocument.done') expectEqual(snapshot.context.view, 'details', 'details after the required document (§4)');
        },
      },
      'ready.data.rechecking': { shows: ['the new detail'] },
      'ready.activity': { shows: ['Eliminar Solicitud', 'CALIFICAR'] },
      'ready.activity.idle': {
        shows: ['Eliminar Solicitud when allowed', 'CALIFICAR when allowed'],
        on: {
          // §2.5: 'Eliminar Solicitud' only for the owner of a provisional request not in status 10.
          'request.delete': (step) => (expectedOf(step, previousCode(step) ?? undefined)?.remove ? 'ready.activity.confirmingDelete' : STAYS),
          // §2.5: CALIFICAR only with a solution and no rating yet, for the owner.
          'rating.open': (step) => (expectedOf(step, previousCode(step) ?? undefined)?.rate ? 'ready.activity.rating' : STAYS),
        },
        check(_snapshot, step) {
          if (step.event.type === 'xstate.error.actor.deleteRequest') {
            // §8 action failures: 'Ha ocurrido un error, contacte a soporte'; the page stays.
            expectEqual(step.called, [{ name: 'notifyError', params: { key: 'requestDetail.actionError' } }], 'toast of a failed deletion');
          }
        },
      },
      'ready.activity.confirmingDelete': {
        shows: ['requestDetail.deleteConfirm', 'Confirmar', 'Cancelar'],
        on: { 'delete.confirm': 'ready.activity.deleting', 'delete.cancel': 'ready.activity.idle' },
        check: (_snapshot, { called, started }) => expectEqual([called, sent(started)], [[], []], 'nothing sent before Confirmar'),
      },
      'ready.activity.deleting': {
        shows: ['requestDetail.deleteConfirm', 'Confirmar busy'],
        on: { 'xstate.done.actor.deleteRequest': 'leaving', 'xstate.error.actor.deleteRequest': 'ready.activity.idle' },
        check(_snapshot, { event, started }) {
          // §7 POST /requests/delete (citizen_id, request_id).
          if (event.type === 'delete.confirm') {
            expectEqual(sent(started), [['deleteRequest', { citizen_id: OWNER_ID, request_id: 1520 }]], 'POST /requests/delete body');
          }
        },
      },
      'ready.activity.rating': {
        shows: ['rating dialog'],
        // A sent rating closes the dialog and re-reads the detail (the rating shows, CALIFICAR goes).
        on: { 'rating.close': 'ready.activity.idle', 'rating.done': ['ready.activity.idle', 'ready.data.reloading'] },
      },
      leaving: {
        shows: ['navigation to /app/myDesk'],
        // §2.5: on success it goes to /app/myDesk.
        check: (_snapshot, { called }) => expectEqual(called, [{ name: 'goToDesk', params: undefined }], 'navigation after deleting'),
      },
    },
  },
  paths: 'shortest',
  // Every viewer (every base role) loads every fixture (every status, action type, base status).
  everyInput: ['xstate.done.actor.loadRequestDetail'],
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
    if (real.matches('loading'))
      same(childInput(real, 'loadRequestDetail'), { requestId: 1520, citizenId: CITIZEN_ID_SENT[label], fresh: false }, 'GET /requests/1520 query');
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
      same(real.value, MISSING.has((event as { error?: unknown }).error) ? 'notFound' : 'failed', 'load failure');
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
