/**
 * Claims tab statechart ('Quejas y Reclamaciones'; spec 001 §2.5 Claims tab, §3 Claim and Issue,
 * §5 "Claim form: reason and message both required", §7 GET /claims/{requestCode} (not cached),
 * POST /claims, GET /issues, §8, §9 "Claim data is not cached"; contract Q3-Q5).
 *
 *   loading ──done──▶ ready.list ──claim.new──▶ ready.dialog.editing ──claim.submit [isValidClaim]──▶ sending
 *      │ error            ▲   ▲                   │  claim.cancel ▲  │ claim.submit (else): errors     │
 *      ▼                  │   └─── claim.cancel ──┘               └──────── error: values kept ◀─────┤
 *   failed ──claims.retry──▶ loading              ready.refreshing ◀──────── done: toast, closes ◀───┘
 *      ▲                  └──────────── done ────────┘ │
 *      └──────────────────────────────── error ────────┘
 *   sending ── unknown outcome ──▶ ready.dialog.checking ─┬─ the list has the claim ──▶ ready.list (success)
 *                                                          ├─ it has not ──▶ editing ('no llegó', values kept)
 *                                                          └─ read failed ──▶ editing (unchecked: the next ENVIAR checks first)
 *
 * - `loading`: GET /claims/{request.code} and GET /issues in parallel (actor `loadClaimsTab`); a
 *   failure of either → `failed` (error block with 'Reintentar').
 * - `ready.list`: 'Reclamaciones', each claim with id, reason (the issue `content` of its `issue_id`),
 *   observation (`description`), company (if any), creator (`citizen_name`), creation date
 *   (dd/MM/yyyy), status and solution/response (if any); or 'No hay reclamaciones en esta solicitud';
 *   and NUEVA RECLAMACIÓN.
 * - `ready.dialog`: 'Nueva reclamación' with the reason select ('Seleccione el motivo de la queja', the
 *   issues) and 'Observaciones' (multiline), both required ('Este campo es requerido'); ENVIAR →
 *   POST /claims `{ issue_id, citizen_id (viewer), service_id (request.service_id), request_code,
 *   citizen_name (the viewer's first name(s) only, contract Q5), description (trimmed), company_id,
 *   company_name (from the request, null when none) }`. Opening the dialog starts an empty form.
 *   While sending, submits (double click), edits and cancel are ignored.
 * - Success: toast 'Reclamación creada con exito' (2 s), the dialog closes and the list is re-read
 *   (`ready.refreshing`, actor `loadClaims`, never cached). Failure: toast 'Ha ocurrido un error'
 *   (3 s), the dialog stays with what was typed.
 * - Unknown outcome (issue 25 "Unknown is not failed": the answer of POST /claims was lost, the
 *   ministry may have the claim, src/api/outcome.ts): `ready.dialog.checking` says 'No sabemos si su
 *   reclamación llegó al ministerio. Estamos comprobándolo…' while GET /claims/{code} is re-read
 *   (never cached, spec 001 §9). One more claim with the reason and observation sent than the list
 *   had before the send (src/domain/unknownOutcome.ts `countClaims`) → the success above, the list
 *   shown as read; none → 'no llegó', the list as read behind the dialog, the values kept; the read
 *   failed → the values kept, and the next ENVIAR re-reads first (one intent, never two claims). A
 *   claim found by that check is the one sent before (chosen: the reason and observation of the lost
 *   send are compared, not what was typed since).
 *
 * IO through the named actors `loadClaimsTab`, `loadClaims`, `createClaim`; toasts through `notify`
 * (the view provides it); the last toast is also kept in `context.notice`.
 */
import { assign, fromPromise, setup } from 'xstate';
import { createClaim, getClaims, getIssues, type Claim, type CreateClaimBody, type Issue } from '../../api/requestActivity';
import { unwrap } from '../../api/result';
import { CLAIMS_ERROR_SNACKBAR_MS, SUCCESS_SNACKBAR_MS } from '../../domain/constants';
import { formatDate } from '../../domain/format/dates';
import { countClaims } from '../../domain/unknownOutcome';
import type { MessageKey } from '../../messages/es';
import { isOutcomeUnknown } from '../outcome';
import type { Notice } from './messages.machine';
import type { RequestDetail, RequestViewer } from './types';

export type { Claim, CreateClaimBody, Issue, Notice };

/** Input: the request detail and who looks at it. */
export interface ClaimsInput {
  detail: RequestDetail;
  viewer: RequestViewer;
}

/** One claim of the list, ready to show (spec 001 §2.5 Claims tab). */
export interface ClaimRow {
  id: number;
  /** The issue `content` of the claim's `issue_id`; null when the reason is unknown. */
  reason: string | null;
  observation: string;
  /** Company name, null when the claim is personal. */
  company: string | null;
  /** `citizen_name`, null when missing. */
  creator: string | null;
  /** dd/MM/yyyy ('' when unreadable). */
  createdAt: string;
  status: string;
  /** Solution / response, null while there is none. */
  solution: string | null;
}

/** The dialog's fields. */
export type ClaimField = 'issueId' | 'description';
/** What the citizen chose and typed: `issueId` is the issue id as text ('' when none). */
export type ClaimValues = Record<ClaimField, string>;

export interface ClaimsContext {
  detail: RequestDetail;
  viewer: RequestViewer;
  issues: Issue[];
  claims: ClaimRow[];
  values: ClaimValues;
  errors: Partial<Record<ClaimField, MessageKey>>;
  notice: Notice | null;
  /**
   * A POST /claims whose outcome is still unknown (issue 25): its reason (the issue's text) and
   * observation, and how many such claims the list had before it; null when none.
   */
  unchecked: UncheckedClaim | null;
}

/** See {@link ClaimsContext.unchecked}. */
export interface UncheckedClaim {
  reason: string | null;
  observation: string;
  before: number;
}

export type ClaimsEvent =
  | { type: 'claims.retry' }
  | { type: 'claim.new' }
  | { type: 'claim.cancel' }
  | { type: 'field.change'; field: ClaimField; value: string }
  | { type: 'claim.submit' };

/** What `loadClaimsTab` resolves with. */
export interface ClaimsTabData {
  claims: Claim[];
  issues: Issue[];
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/** The list rows of `claims`, each reason looked up in `issues` (spec 001 §2.5 Claims tab). */
export function claimRows(claims: readonly Claim[], issues: readonly Issue[]): ClaimRow[] {
  return claims.map((c) => ({
    id: c.id,
    reason: issues.find((i) => i.id === Number(c.issue_id))?.content ?? null,
    observation: typeof c.description === 'string' ? c.description : '',
    company: text(c.company_name),
    creator: text(c.citizen_name),
    createdAt: formatDate(typeof c.created_at === 'string' ? c.created_at : null),
    status: typeof c.status === 'string' ? c.status : '',
    solution: text(c.solution),
  }));
}

/** An empty dialog form. */
export const emptyClaimValues = (): ClaimValues => ({ issueId: '', description: '' });

/** The dialog's errors (spec 001 §5): a reason among `issues` and a non-blank observation, both required. */
export function claimErrors(values: ClaimValues, issues: readonly Issue[]): Partial<Record<ClaimField, MessageKey>> {
  const errors: Partial<Record<ClaimField, MessageKey>> = {};
  if (!issues.some((i) => String(i.id) === values.issueId)) errors.issueId = 'errors.required';
  if (values.description.trim() === '') errors.description = 'errors.required';
  return errors;
}

export const claimsMachine = setup({
  types: {
    context: {} as ClaimsContext,
    events: {} as ClaimsEvent,
    input: {} as ClaimsInput,
  },
  actors: {
    loadClaimsTab: fromPromise<ClaimsTabData, { requestCode: string }>(async ({ input }) => {
      const [claims, issues] = await Promise.all([getClaims(input.requestCode), getIssues()]);
      return { claims: unwrap(claims), issues: unwrap(issues) };
    }),
    loadClaims: fromPromise<Claim[], { requestCode: string }>(async ({ input }) => unwrap(await getClaims(input.requestCode))),
    createClaim: fromPromise<true, CreateClaimBody>(async ({ input }) => unwrap(await createClaim(input))),
  },
  guards: {
    /** A reason chosen among the issues and an observation typed (spec 001 §5). */
    isValidClaim: ({ context }) => Object.keys(claimErrors(context.values, context.issues)).length === 0,
    /** A previous claim's outcome is still unknown: re-read before sending anything (issue 25). */
    hasUncheckedClaim: ({ context }) => context.unchecked !== null,
    /** POST /claims got no readable answer (src/api/outcome.ts). */
    isOutcomeUnknown,
    /** Params: the re-read claims. They hold one more claim like the unchecked one than before it. */
    hasSentClaim: ({ context }, claims: Claim[]) => {
      const sent = context.unchecked;
      return sent !== null && countClaims(claimRows(claims, context.issues), sent.reason, sent.observation) > sent.before;
    },
  },
  actions: {
    assignLoaded: assign((_, data: ClaimsTabData) => ({ issues: data.issues, claims: claimRows(data.claims, data.issues) })),
    assignClaims: assign(({ context }, claims: Claim[]) => ({ claims: claimRows(claims, context.issues) })),
    resetForm: assign({ values: () => emptyClaimValues(), errors: {} }),
    assignField: assign(({ context, event }) => {
      // Stryker disable next-line ConditionalExpression: the action runs only on this event (the check narrows xstate's event type); its false branch (no early return) is equivalent (the opposite is killed, but Stryker cannot disable one replacement)
      if (event.type !== 'field.change') return {};
      const errors = { ...context.errors };
      delete errors[event.field];
      return { values: { ...context.values, [event.field]: event.value }, errors };
    }),
    assignErrors: assign({ errors: ({ context }) => claimErrors(context.values, context.issues) }),
    assignNotice: assign({ notice: (_, notice: Notice) => notice }),
    /** The claim being sent, its outcome unknown: what it holds and how many like it the list had. */
    markUnchecked: assign({
      unchecked: ({ context }) => {
        const reason = context.issues.find((i) => String(i.id) === context.values.issueId)?.content ?? null;
        const observation = context.values.description.trim();
        return { reason, observation, before: countClaims(context.claims, reason, observation) };
      },
    }),
    clearUnchecked: assign({ unchecked: null }),
    /** Provided by the view: shows `context.notice` as a toast. */
    notify: (_, _notice: Notice | null) => {},
  },
}).createMachine({
  id: 'claims',
  context: ({ input }) => ({
    detail: input.detail,
    viewer: input.viewer,
    // Stryker disable next-line ArrayDeclaration: equivalent: the issues and the rows show only in `ready`, reached only through the load that assigns both
    issues: [],
    // Stryker disable next-line ArrayDeclaration: equivalent: the issues and the rows show only in `ready`, reached only through the load that assigns both
    claims: [],
    values: emptyClaimValues(),
    errors: {},
    notice: null,
    unchecked: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      meta: { spec: 'spec 001 §2.5 Claims tab, §7 GET /claims/{requestCode}, GET /issues', shows: ['loader'] },
      invoke: {
        id: 'loadClaimsTab',
        src: 'loadClaimsTab',
        input: ({ context }) => ({ requestCode: context.detail.request.code ?? '' }),
        onDone: { target: 'ready', actions: { type: 'assignLoaded', params: ({ event }) => event.output } },
        onError: { target: 'failed' },
      },
    },
    failed: {
      meta: { spec: 'spec 001 §2.5 Claims tab (load failure: retry block)', shows: ['claims.loadFailed', 'common.retry'] },
      on: { 'claims.retry': 'loading' },
    },
    ready: {
      meta: { spec: 'spec 001 §2.5 Claims tab', shows: ['claims.title', 'claim rows or claims.empty', 'claims.newClaim'] },
      initial: 'list',
      states: {
        list: {
          meta: { spec: 'spec 001 §2.5 Claims tab', shows: ['claims.title', 'claim rows or claims.empty', 'claims.newClaim'] },
          on: { 'claim.new': { target: 'dialog', actions: 'resetForm' } },
        },
        dialog: {
          meta: {
            spec: "spec 001 §2.5 Claims tab 'Nueva reclamación', §5 Claim form",
            shows: ['claims.dialogTitle', 'claims.reason', 'claims.observations', 'claims.send'],
          },
          initial: 'editing',
          states: {
            editing: {
              meta: { spec: 'spec 001 §2.5, §5 Claim form', shows: ['claims.dialogTitle', 'field errors'] },
              on: {
                'field.change': { actions: 'assignField' },
                // Issue 25: after a claim whose outcome stayed unknown, ENVIAR re-reads the claims first.
                'claim.submit': [{ guard: 'hasUncheckedClaim', target: 'checking' }, { guard: 'isValidClaim', target: 'sending' }, { actions: 'assignErrors' }],
                'claim.cancel': { target: '#claims.ready.list' },
              },
            },
            sending: {
              tags: ['sending'],
              meta: { spec: 'spec 001 §7 POST /claims, §8 claim creation', shows: ['claims.dialogTitle', 'send loader'] },
              invoke: {
                id: 'createClaim',
                src: 'createClaim',
                input: ({ context }) => ({
                  issue_id: Number(context.values.issueId),
                  citizen_id: context.viewer.citizenId,
                  service_id: context.detail.request.service_id,
                  request_code: context.detail.request.code ?? '',
                  citizen_name: context.viewer.name.trim(),
                  description: context.values.description.trim(),
                  company_id: context.detail.request.company_id ?? null,
                  company_name: context.detail.request.company_name ?? null,
                }),
                onDone: {
                  target: '#claims.ready.refreshing',
                  actions: [
                    { type: 'assignNotice', params: { kind: 'success', key: 'claims.success', durationMs: SUCCESS_SNACKBAR_MS } },
                    { type: 'notify', params: ({ context }) => context.notice },
                  ],
                },
                onError: [
                  { guard: 'isOutcomeUnknown', target: 'checking', actions: 'markUnchecked' },
                  {
                    target: 'editing',
                    actions: [
                      { type: 'assignNotice', params: { kind: 'error', key: 'claims.failure', durationMs: CLAIMS_ERROR_SNACKBAR_MS } },
                      { type: 'notify', params: ({ context }) => context.notice },
                    ],
                  },
                ],
              },
            },
            checking: {
              tags: ['sending', 'checking'],
              meta: {
                spec: 'spec 001 §7 POST /claims with an unknown outcome (issue 25), §9 claim data not cached: GET /claims/{requestCode} re-read, contract Q4',
                shows: ['claims.dialogTitle', 'send loader', 'claims.checkingOutcome'],
              },
              invoke: {
                id: 'checkClaim',
                src: 'loadClaims',
                input: ({ context }) => ({ requestCode: context.detail.request.code ?? '' }),
                onDone: [
                  {
                    guard: { type: 'hasSentClaim', params: ({ event }) => event.output },
                    target: '#claims.ready.list',
                    actions: [
                      { type: 'assignClaims', params: ({ event }) => event.output },
                      'clearUnchecked',
                      { type: 'assignNotice', params: { kind: 'success', key: 'claims.success', durationMs: SUCCESS_SNACKBAR_MS } },
                      { type: 'notify', params: ({ context }) => context.notice },
                    ],
                  },
                  {
                    target: 'editing',
                    actions: [
                      { type: 'assignClaims', params: ({ event }) => event.output },
                      'clearUnchecked',
                      { type: 'assignNotice', params: { kind: 'error', key: 'claims.notReceived', durationMs: CLAIMS_ERROR_SNACKBAR_MS } },
                      { type: 'notify', params: ({ context }) => context.notice },
                    ],
                  },
                ],
                onError: {
                  target: 'editing',
                  actions: [
                    { type: 'assignNotice', params: { kind: 'error', key: 'claims.outcomeUnchecked', durationMs: CLAIMS_ERROR_SNACKBAR_MS } },
                    { type: 'notify', params: ({ context }) => context.notice },
                  ],
                },
              },
            },
          },
        },
        refreshing: {
          tags: ['refreshing'],
          meta: { spec: 'spec 001 §9 Claim data is not cached (list re-read after a claim)', shows: ['claims.title', 'claim rows or claims.empty', 'loader'] },
          invoke: {
            id: 'loadClaims',
            src: 'loadClaims',
            input: ({ context }) => ({ requestCode: context.detail.request.code ?? '' }),
            onDone: { target: 'list', actions: { type: 'assignClaims', params: ({ event }) => event.output } },
            onError: { target: '#claims.failed' },
          },
        },
      },
    },
  },
});
