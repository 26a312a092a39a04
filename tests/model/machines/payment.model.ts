import type { AnyEventObject } from 'xstate';
import { modelTestDefinition, type ModelStepInfo } from '../lib/definition';
import { expectEqual, STAYS, type OracleStep } from '../lib/oracles';
import { paymentMachine, paymentSummary } from '../../../src/machines/requestDetail/payment.machine';
import type { RequestDetail } from '../../../src/machines/requestDetail/types';
import { ApiError } from '../../../src/api/result';
import { networkError } from './fixtures';
import { descriptor, fixtureDetail, pdf, viewer } from './requestActions.fixtures';
import { BASE_STATUSES, PAYMENT_STATUSES, valueLabel } from './contractValues';
import { actionRecorder, check, countSoFar, eventsSoFar, inputOf, same, uncheckedAfter, uncheckedBefore } from './requestActions.assert';

const RETURN = 'https://portal.example.do/app/validatePayment/';

/** The payment situations of spec 001 §2.5 Payments tab / §4 Payment status, by label. */
const handWritten = {
  pendingBoth: fixtureDetail({ request_actions_id: 7 }),
  pendingCardOnly: fixtureDetail({ request_actions_id: 7 }, { external_pay: 0 }),
  pendingVoucherOnly: fixtureDetail({ request_actions_id: 7 }, { sirit_code: null }),
  pendingClosed: fixtureDetail({ request_actions_id: 7, status: { id: 5, name: 'En revisión', color: 'warning', base_status_id: 2 } }),
  generated: fixtureDetail({ request_actions_id: null, payment: { payment_amount: '15000.00', payment_status: 'GENERADO', succesfullyPayment_date: null } }),
  // a sirit code of blanks is no sirit code; no external pay
  pendingBlankSirit: fixtureDetail({ request_actions_id: 7 }, { sirit_code: '  ', external_pay: 0 }),
  // the status as some answers spell it (blanks, lower case) is still PENDIENTE; external pay unknown
  pendingLowercase: fixtureDetail(
    { request_actions_id: 7, payment: { payment_amount: '15000.00', payment_status: ' pendiente ', succesfullyPayment_date: null } },
    { external_pay: null },
  ),
  // card payment with what may be missing: no payment action, no collection centre, no portal id, no readable amount
  cardBare: {
    ...fixtureDetail(
      {
        request_actions_id: null,
        idAutorizacionPortal: null,
        payment: { payment_amount: 'sin monto', payment_status: 'PENDIENTE', succesfullyPayment_date: null },
      },
      { institution: null, external_pay: 0 },
    ),
    requiredActions: [],
  },
  // a voucher without a payment action, without the request's activity and the service's process
  voucherBare: {
    ...fixtureDetail({ request_actions_id: null, activity: undefined }, { sirit_code: null, process_id: undefined }),
    requiredActions: [],
  },
  // no payment object at all (openapi RequestPayment is optional): nothing to pay
  noPayment: fixtureDetail({ request_actions_id: null, payment: undefined }),
  // the only payment action is of type 5 (id 81): the return URL names it (spec 001 §7 Card payment)
  paymentAction5: {
    ...fixtureDetail({ request_actions_id: 5 }),
    requiredActions: [{ id: 81, action_id: 5, activity_id: 4, message: 'Pague la tasa de inspección', created_at: '2026-02-12 09:30:00' }],
  },
  // pending actions of the other types only (1 documents, 2 other, 3 information): no payment action to name
  otherActionsOnly: {
    ...fixtureDetail({ request_actions_id: 1 }),
    requiredActions: [
      { id: 77, action_id: 1, activity_id: 4, message: 'Suba el plano', created_at: '2026-02-10 08:00:00' },
      { id: 78, action_id: 2, activity_id: 4, message: 'Otra acción', created_at: '2026-02-12 08:00:00' },
      { id: 82, action_id: 3, activity_id: 4, message: 'Indique la fecha', created_at: '2026-02-13 08:00:00' },
    ],
  },
} satisfies Record<string, RequestDetail>;

/**
 * Issue 29 item 4: one situation per payment status × base status the contract allows
 * (contractValues.ts PAYMENT_STATUSES × BASE_STATUSES), with a sirit code and external pay, so only
 * the two fields decide. Label `status<PENDIENTE|GENERADO|PAGADO|Null>Base<1|2|Null>`.
 */
const byStatus = Object.fromEntries(
  PAYMENT_STATUSES.flatMap((p) =>
    BASE_STATUSES.map((b) => [
      statusLabel(p.value, b.value),
      fixtureDetail({
        request_actions_id: 7,
        status: { id: 3, name: 'Pendiente de pago', color: 'warning', base_status_id: b.value },
        payment: { payment_amount: '15000.00', payment_status: p.value, succesfullyPayment_date: null },
      }),
    ]),
  ),
) as Record<string, RequestDetail>;

/** The label of the generated situation of payment status `p` and base status `b`. */
export function statusLabel(p: string | null, b: number | null): string {
  return `status${p ?? 'Null'}Base${valueLabel(b)}`;
}

const details: Record<string, RequestDetail> = { ...handWritten, ...byStatus };
type Situation = string;

/**
 * Which options show, from spec 001 §2.5: card = PENDIENTE + sirit + base 1; voucher = PENDIENTE +
 * external pay ≠ 0 + base 1. PAGADO, no status and no payment offer nothing: only PENDIENTE is a
 * payment the citizen still owes (§4 Payment status), so a citizen is never asked to pay twice.
 */
const OPTIONS: Record<Situation, { card: boolean; voucher: boolean }> = {
  pendingBoth: { card: true, voucher: true },
  pendingCardOnly: { card: true, voucher: false },
  pendingVoucherOnly: { card: false, voucher: true },
  pendingClosed: { card: false, voucher: false },
  generated: { card: false, voucher: false },
  pendingBlankSirit: { card: false, voucher: false },
  pendingLowercase: { card: true, voucher: false },
  cardBare: { card: true, voucher: false },
  voucherBare: { card: false, voucher: true },
  noPayment: { card: false, voucher: false },
  paymentAction5: { card: true, voucher: true },
  otherActionsOnly: { card: true, voucher: true },
  // PENDIENTE × base 1 is the only generated one that offers both methods (spec 001 §2.5 "base status is 1").
  statusPENDIENTEBase1: { card: true, voucher: true },
  statusPENDIENTEBase2: { card: false, voucher: false },
  statusPENDIENTEBaseNull: { card: false, voucher: false },
  statusGENERADOBase1: { card: false, voucher: false },
  statusGENERADOBase2: { card: false, voucher: false },
  statusGENERADOBaseNull: { card: false, voucher: false },
  statusPAGADOBase1: { card: false, voucher: false },
  statusPAGADOBase2: { card: false, voucher: false },
  statusPAGADOBaseNull: { card: false, voucher: false },
  statusNullBase1: { card: false, voucher: false },
  statusNullBase2: { card: false, voucher: false },
  statusNullBaseNull: { card: false, voucher: false },
};

/**
 * What the tab says about the payment (spec 001 §2.5): 'pending' 'Método de pago' / 'Monto a pagar';
 * 'generated' 'Su pago de ${amount} está en proceso de validación.'; 'other' neither (PAGADO, no
 * status, no payment: the spec names no text, the tab lists 'Mis pagos' only). The base status
 * changes the options, never the summary.
 */
const SUMMARY: Record<Situation, 'pending' | 'generated' | 'other'> = {
  pendingBoth: 'pending',
  pendingCardOnly: 'pending',
  pendingVoucherOnly: 'pending',
  pendingClosed: 'pending',
  generated: 'generated',
  pendingBlankSirit: 'pending',
  pendingLowercase: 'pending',
  cardBare: 'pending',
  voucherBare: 'pending',
  noPayment: 'other',
  paymentAction5: 'pending',
  otherActionsOnly: 'pending',
  statusPENDIENTEBase1: 'pending',
  statusPENDIENTEBase2: 'pending',
  statusPENDIENTEBaseNull: 'pending',
  statusGENERADOBase1: 'generated',
  statusGENERADOBase2: 'generated',
  statusGENERADOBaseNull: 'generated',
  statusPAGADOBase1: 'other',
  statusPAGADOBase2: 'other',
  statusPAGADOBaseNull: 'other',
  statusNullBase1: 'other',
  statusNullBase2: 'other',
  statusNullBaseNull: 'other',
};

/**
 * The re-read details after a lost voucher answer, and after a proof, by what they must lead to
 * (contract §3.4: the voucher makes the payment GENERADO). Only PENDIENTE says the voucher did not
 * arrive; GENERADO, PAGADO (the officer already validated it) or no status mean the payment no
 * longer waits for a proof, so the pipeline goes on and nothing is sent twice for one intent.
 */
const RECEIVED: ReadonlySet<RequestDetail> = new Set([details.generated, details.statusPAGADOBase1, details.statusNullBase1, details.noPayment]);
/** The details a re-read may answer: one per payment status, and none at all. */
const REREADS = [details.generated, details.pendingBoth, details.statusPAGADOBase1, details.statusNullBase1, details.noPayment];
/** The viewer of each situation: cardBare's has no second last name. */
const viewerOf = (k: Situation) => (k === 'cardBare' ? { ...viewer, secondLastName: ' ' } : viewer);

/** contract §3.4 gateway fields for the fixture request (action 79 of type 7, DOP 15,000.00). */
const GATEWAY_FIELDS = [
  { name: 'codigoCentroRecaudacion', value: '0101' },
  { name: 'codigoServicio', value: 'SIR-0099' },
  { name: 'montoServicio', value: '15000.00' },
  { name: 'nombre', value: 'Luis Miguel Santana Féliz' },
  { name: 'numeroDocumento', value: '00104567896' },
  { name: 'tipoDocumento', value: 'C' },
  { name: 'medioPago', value: 'PagoEnLinea' },
  { name: 'idAutorizacionPortal', value: 'AUT-130' },
  { name: 'urlRetorno', value: 'https://portal.example.do/app/validatePayment/130?requiredActionID=79' },
];

/** The gateway fields by situation (contract §3.4): cardBare sends blanks for what it lacks, no action in the return URL. */
const GATEWAY_BY: Partial<Record<Situation, typeof GATEWAY_FIELDS>> = {
  pendingBoth: GATEWAY_FIELDS,
  pendingCardOnly: GATEWAY_FIELDS,
  pendingLowercase: GATEWAY_FIELDS,
  statusPENDIENTEBase1: GATEWAY_FIELDS,
  // spec 001 §7 Card payment: the return URL names the latest pending payment action, of type 5 or 7.
  paymentAction5: GATEWAY_FIELDS.map((f) =>
    f.name === 'urlRetorno' ? { name: 'urlRetorno', value: 'https://portal.example.do/app/validatePayment/130?requiredActionID=81' } : f,
  ),
  // Actions of types 1, 2 and 3 are no payment action: the return URL carries none.
  otherActionsOnly: GATEWAY_FIELDS.map((f) =>
    f.name === 'urlRetorno' ? { name: 'urlRetorno', value: 'https://portal.example.do/app/validatePayment/130' } : f,
  ),
  cardBare: [
    { name: 'codigoCentroRecaudacion', value: '' },
    { name: 'codigoServicio', value: 'SIR-0099' },
    { name: 'montoServicio', value: '' },
    { name: 'nombre', value: 'Luis Miguel Santana' },
    { name: 'numeroDocumento', value: '00104567896' },
    { name: 'tipoDocumento', value: 'C' },
    { name: 'medioPago', value: 'PagoEnLinea' },
    { name: 'idAutorizacionPortal', value: '' },
    { name: 'urlRetorno', value: 'https://portal.example.do/app/validatePayment/130' },
  ],
};

const PROOF = { id: 'f1', file: pdf('comprobante-transferencia.pdf') };
const PROOF_DOC = {
  name: 'comprobante-transferencia',
  extension: 'pdf',
  type: 'application/pdf',
  route: 'solicitudes/00104567896/comprobante-transferencia.pdf',
  url: '/storage/solicitudes/00104567896/comprobante-transferencia.pdf',
  size_mb: 0.5,
  label: 'Comprobante de pago',
};
/** contract §3.4 voucher assignment (spec 001 §7 adds required_action_id). */
const VOUCHER = { requestId: 130, body: { voucher: true, status: true, required_action_id: 79, documents: [PROOF_DOC] } };
/** contract §3.4 voucher record (record_id = the answer's request_code). */
const VOUCHER_RECORD = {
  documents: [PROOF_DOC],
  title: 'documento-00104567896',
  record_id: 'DPP-2026-000130',
  attribute: 'NumeroSolicitud=DPP-2026-000130;DocumentoIdentidadSolicitante=00104567896;TipoDocumentoPortal=Adjunto',
  process_id: 1045,
  acronym: 'DPPDE',
  names: ['Comprobante de pago'],
  activity_id: 4,
  new_request: false,
};
/** voucherBare: no payment action (required_action_id null), no process, the service's activity 2. */
const VOUCHER_BY: Partial<Record<Situation, unknown>> = {
  voucherBare: { requestId: 130, body: { voucher: true, status: true, required_action_id: null, documents: [PROOF_DOC] } },
};
const VOUCHER_RECORD_BY: Partial<Record<Situation, unknown>> = {
  voucherBare: { ...VOUCHER_RECORD, process_id: null, activity_id: 2 },
};

/** The answer of a voucher write was lost (src/api/outcome.ts; issue 25). */
const unknownError = new ApiError({ kind: 'unknown', cause: 'network' });
/** The re-read as the owner after a lost voucher assignment (contract Q1). */
const READ = { requestId: 130, citizenId: viewer.citizenId };

const failureTypes = new Set(['upload.failed', 'xstate.error.actor.assignVoucher', 'xstate.error.actor.sendVoucherRecord']);
/** The spec's failures of a proof step (spec 001 §8): a step refused or failed, its outcome known. */
const failures = {
  has: (type: string, event?: AnyEventObject) => failureTypes.has(type) && (event as { error?: unknown } | undefined)?.error !== unknownError,
};
/** Issue 25: the check's answers that send the citizen back to the dialog, with their message. */
function checkMessage(event: AnyEventObject): string | null {
  if (event.type === 'xstate.error.actor.readVoucher') return 'payments.outcomeUnchecked';
  if (event.type === 'xstate.done.actor.readVoucher' && !RECEIVED.has((event as { output?: unknown }).output as RequestDetail)) return 'payments.notReceived';
  return null;
}
/** A voucher assignment left unknown before this step (its POST unknown, or the re-read failed). */
const unchecked = (step: ModelStepInfo) => uncheckedBefore(step, 'assignVoucher', unknownError, 'readVoucher');
/** The voucher was found by the re-read: the payment is GENERADO (contract §3.4). */
const isFound = (e: AnyEventObject) => e.type === 'xstate.done.actor.readVoucher' && RECEIVED.has((e as { output?: unknown }).output as RequestDetail);
/** The proof's pipeline reached `submitted`: its record answered, or its answer was lost (not sent again). */
const isSubmittedBy = (e: AnyEventObject) =>
  e.type === 'xstate.done.actor.sendVoucherRecord' || (e.type === 'xstate.error.actor.sendVoucherRecord' && (e as { error?: unknown }).error === unknownError);
const actions = actionRecorder();

/** The situation the chart's detail is in at this step: the input's, or the last `detail.update`'s. */
function situation(events: AnyEventObject[], inputLabel: string): Situation {
  const updates = events.filter((e) => e.type === 'detail.update');
  const last = updates[updates.length - 1] as { detail?: RequestDetail } | undefined;
  if (!last?.detail) return inputLabel;
  return Object.keys(details).find((k) => details[k] === last.detail) ?? inputLabel;
}

/** The situation whose detail `detail` is (by identity with the definition's payloads), else the input's. */
function situationOfDetail(detail: RequestDetail, inputLabel: string): Situation {
  return Object.keys(details).find((k) => details[k] === detail) ?? inputLabel;
}

/** The bar after each listed `upload.progress` payload (literal; spec 001 §7 "with progress"). */
const PERCENT_SHOWN = new Map<number, number>([
  [55, 55],
  [33.6, 34],
  [140, 100],
  [-5, 0],
]);

/** The detail situation before a step, by identity with the definition's own payloads. */
function situationBefore(step: OracleStep<Snapshot>): Situation {
  const detail = step.previous?.context.detail;
  return Object.keys(details).find((k) => details[k] === detail) ?? (step.path.inputLabel as Situation);
}

/** Events of the path BEFORE this step (the init excluded). */
const eventsBefore = (step: OracleStep<Snapshot>) => eventsSoFar(step).slice(0, -1);

/** Whether an event of `type` (or one that `match` accepts) happened for the current proof before this step (since it was last removed). */
function doneForProof(step: OracleStep<Snapshot>, type: string, match?: (e: AnyEventObject) => boolean): boolean {
  const events = eventsBefore(step);
  const removed = events.map((e, i) => (sinceRemoval(e) ? i : -1)).reduce((a, b) => Math.max(a, b), -1);
  return events.slice(removed + 1).some((e) => e.type === type || (match?.(e) ?? false));
}

/** The step of the sending pipeline that runs next for the current proof (contract §3.4 F4 → F7 → F6, resumable). */
function nextSendingStep(step: OracleStep<Snapshot>, justUploaded = false): string {
  // Issue 25: a voucher assignment left unknown is re-read before anything is sent.
  if (!justUploaded && unchecked(step)) return 'voucher.sending.checkingAssigned';
  if (!justUploaded && !doneForProof(step, 'upload.done')) return 'voucher.sending.uploading';
  // The assignment answered, or the re-read found the voucher (the payment GENERADO).
  if (!doneForProof(step, 'xstate.done.actor.assignVoucher', isFound)) return 'voucher.sending.assigning';
  return 'voucher.sending.documentManager';
}

const FAILED_STEP = [{ name: 'notifyError', params: { key: 'payments.failure' } }];

type Snapshot = ReturnType<ReturnType<typeof paymentMachine.provide>['getInitialSnapshot']>;

/** Events since the last removal of the proof (`proof.change` with null): what is already done for the current file. */
const sinceRemoval = (e: AnyEventObject) => e.type === 'proof.change' && (e as { proof?: unknown }).proof === null;

/** The situations' details (the behaviour tests reuse them). */
export const PAYMENT_DETAILS = details;

/** spec 001 §2.5 Payments tab, §4 Payment status / Other transitions, §5 Payment proof, §7 Card payment, §8; contract §3.4. */
export const paymentModel = modelTestDefinition({
  name: 'payment',
  machine: paymentMachine,
  inputs: Object.fromEntries(Object.keys(details).map((k) => [k, { detail: details[k], viewer: viewerOf(k), gatewayReturnUrl: RETURN }])),
  events: {
    // The page's re-read, one per payment status (contractValues.ts PAYMENT_STATUSES) and none at all.
    'detail.update': REREADS.map((detail) => ({ detail })),
    'card.pay': [{}],
    'gateway.back': [{}],
    'voucher.open': [{}],
    'voucher.close': [{}],
    'proof.change': [{ proof: PROOF }, { proof: null }],
    'voucher.confirm': [{}],
    'confirm.accept': [{}],
    'confirm.cancel': [{}],
    // What the bar shows: the percent, rounded, within 0–100 (a broken count shows 0).
    'upload.progress': [{ percent: 55 }, { percent: 33.6 }, { percent: 140 }, { percent: -5 }, { percent: Number.NaN }],
    'upload.done': [{ files: [descriptor('comprobante-transferencia')] }],
    'upload.failed': [{ failure: { kind: 'http', status: 500 } }],
    'xstate.done.actor.assignVoucher': [{ output: { requestCode: 'DPP-2026-000130' } }],
    'xstate.error.actor.assignVoucher': [{ error: networkError }, { error: unknownError }],
    'xstate.done.actor.sendVoucherRecord': [{ output: true }],
    'xstate.error.actor.sendVoucherRecord': [{ error: new ApiError({ kind: 'rejected' }) }, { error: unknownError }],
    // Issue 25: the detail re-read after a lost voucher assignment: received unless still PENDIENTE (RECEIVED).
    'xstate.done.actor.readVoucher': REREADS.map((output) => ({ output })),
    'xstate.error.actor.readVoucher': [{ error: networkError }],
  },
  provide: {
    actions: {
      submitGatewayForm: actions.record('submitGatewayForm'),
      notifyChanged: actions.record('notifyChanged'),
      notifyError: actions.record('notifyError'),
      notifySuccess: actions.record('notifySuccess'),
    },
  },
  // Oracles written from spec 001 §2.5 Payments tab (options, 'Subir comprobante', the confirmation
  // warning), §4 Payment status / Other transitions / leave warning, §5 Payment proof, §7 Card payment
  // and the proof calls, §8 'Ha ocurrido un error' / 'Comprobante de pago enviado'; contract §3.4
  // (gateway fields, voucher bodies). Provided actions recorded: submitGatewayForm, notifyChanged,
  // notifyError, notifySuccess.
  expect: {
    initial: 'idle',
    on: {
      // The page's latest detail: after a proof, only a detail no longer PENDIENTE ends 'submitted'.
      'detail.update': ({ previous, event }) => (previous?.matches('submitted') && RECEIVED.has(event.detail as RequestDetail) ? 'idle' : STAYS),
    },
    states: {
      idle: {
        shows: ['PENDIENTE: payments.methodTitle, payments.amountToPay DOP$, options by guard', 'GENERADO: payments.underValidation', 'payments.myPayments'],
        on: {
          // §2.5: card payment only PENDIENTE + sirit code + base status 1; voucher with external pay ≠ 0.
          'card.pay': (step) => (OPTIONS[situationBefore(step)].card ? 'redirecting' : STAYS),
          'voucher.open': (step) => (OPTIONS[situationBefore(step)].voucher ? 'voucher.picking' : STAYS),
        },
        check(snapshot, step) {
          const { event, called } = step;
          if (event.type === 'card.pay' || event.type === 'voucher.open') expectEqual(called, [], `nothing done on a refused ${event.type}`);
          if (event.type === 'detail.update') expectEqual(snapshot.context.detail, event.detail, 'the latest detail');
          // §2.5: 'Método de pago' for PENDIENTE, 'en proceso de validación' for GENERADO, neither otherwise (issue 29 item 4).
          const shown = situationOfDetail(snapshot.context.detail, step.path.inputLabel ?? '');
          expectEqual(paymentSummary(snapshot.context.detail).status, SUMMARY[shown], `what the tab says of ${shown}`);
        },
      },
      redirecting: {
        shows: ['payments.redirecting'],
        on: { 'gateway.back': 'idle' },
        check(snapshot, step) {
          const { event, called } = step;
          expectEqual(snapshot.hasTag('busy'), true, 'busy while the gateway opens');
          // §7 Card payment: the form POSTed once with contract §3.4 fields.
          if (event.type === 'card.pay') {
            expectEqual(called, [{ name: 'submitGatewayForm', params: { fields: GATEWAY_BY[situationBefore(step)] } }], 'gateway form POST');
          }
        },
      },
      voucher: { shows: ['payments.uploadProofTitle'], on: { 'voucher.close': 'idle' } },
      'voucher.picking': {
        shows: ['payments.uploadProofTitle', 'one-file picker (25 MB)', 'payments.confirm', 'error: payments.failure'],
        on: {
          'proof.change': STAYS,
          // §5: one file; an empty selection does nothing.
          'voucher.confirm': (step) => {
            const proofs = eventsBefore(step).filter((e) => e.type === 'proof.change') as Array<{ proof?: unknown }>;
            return proofs.length > 0 && proofs[proofs.length - 1].proof !== null ? 'voucher.confirming' : STAYS;
          },
        },
        check(snapshot, step) {
          const { context } = snapshot;
          const { event } = step;
          if (event.type === 'voucher.open')
            expectEqual([context.proof, context.uploaded, context.requestCode, context.error], [null, null, null, null], 'a fresh dialog');
          if (event.type === 'proof.change') {
            expectEqual([context.proof, context.error], [event.proof, null], 'the picked proof');
            // A different (or removed) proof is uploaded and assigned again.
            if (event.proof === null) expectEqual([context.uploaded, context.requestCode], [null, null], 'a removed proof forgets its upload');
          }
          const message = checkMessage(event);
          if (message) {
            // Issue 25: the check found no voucher, or could not read: said in the dialog, the file and its upload kept.
            expectEqual([context.error, context.proof?.id, context.requestCode], [message, 'f1', null], '[error, proof, code] after the check');
            expectEqual(context.uploaded !== null, doneForProof(step, 'upload.done'), 'the upload of the proof is kept');
            expectEqual(step.called, [{ name: 'notifyError', params: { key: message } }], 'the check says what it found');
          }
          if (failures.has(event.type, event)) {
            // §8 payment proof steps: 'Ha ocurrido un error', back to the dialog, the file kept.
            expectEqual([context.error, context.proof?.id, context.uploadPercent], ['payments.failure', 'f1', null], '[error, proof, percent] after a failure');
            expectEqual(step.called, FAILED_STEP, 'failure toast');
          }
          if (event.type === 'upload.failed') expectEqual(context.uploaded, null, 'nothing uploaded');
          if (event.type === 'xstate.error.actor.assignVoucher')
            expectEqual([context.uploaded?.name, context.requestCode], ['comprobante-transferencia', null], 'the upload is kept');
          if (event.type === 'xstate.error.actor.sendVoucherRecord') expectEqual(context.requestCode, 'DPP-2026-000130', 'the assignment is kept');
          if (event.type === 'xstate.error.actor.assignVoucher' || event.type.endsWith('.actor.readVoucher'))
            expectEqual(context.unchecked, uncheckedAfter(step, 'assignVoucher', unknownError, 'readVoucher'), 'unchecked while the check could not read');
        },
      },
      'voucher.confirming': {
        shows: ['payments.proofConfirmTitle', 'payments.proofConfirmBody'],
        on: { 'confirm.accept': (step) => nextSendingStep(step), 'confirm.cancel': 'voucher.picking' },
        check: (snapshot, { called, started }) => expectEqual([snapshot.context.proof?.id, called, started], ['f1', [], []], 'the warning sends nothing'),
      },
      'voucher.sending': {
        shows: ['loader', 'payments.leaveWarning on leaving'],
        check(snapshot, { event }) {
          // §4: 'Si cierra esta pestaña…' while the proof is sent; the error of a previous try is gone.
          expectEqual([snapshot.hasTag('guarded'), snapshot.hasTag('busy')], [true, true], '[guarded, busy] while sending');
          if (event.type === 'confirm.accept') expectEqual(snapshot.context.error, null, 'error cleared on a new try');
        },
      },
      'voucher.sending.route': { shows: ['loader'] },
      'voucher.sending.uploading': {
        shows: ['files.uploading {percent}'],
        on: {
          'upload.progress': STAYS,
          'upload.done': (step) => nextSendingStep(step, true),
          'upload.failed': 'voucher.picking',
        },
        check(snapshot, { event, started }) {
          if (event.type === 'confirm.accept') {
            // §7 multipart upload of the one proof.
            expectEqual(
              started.map((c) => [c.id, (c.input as { files: File[] }).files.map((f) => f.name)]),
              [['uploadFiles', ['comprobante-transferencia.pdf']]],
              'POST /files',
            );
            expectEqual(snapshot.context.uploadPercent, 0, 'the bar starts at 0');
          }
          if (event.type === 'upload.progress')
            expectEqual(snapshot.context.uploadPercent, PERCENT_SHOWN.get(event.percent as number) ?? 0, `bar after ${String(event.percent)} %`);
        },
      },
      'voucher.sending.assigning': {
        shows: ['loader'],
        on: {
          'xstate.done.actor.assignVoucher': 'voucher.sending.documentManager',
          'xstate.error.actor.assignVoucher': ({ event }) => (event.error === unknownError ? 'voucher.sending.checkingAssigned' : 'voucher.picking'),
        },
        check(snapshot, step) {
          expectEqual(snapshot.context.uploadPercent, null, 'no bar after the upload');
          const body = VOUCHER_BY[situationBefore(step)] ?? VOUCHER;
          expectEqual(
            step.started.map((c) => [c.id, c.input]),
            [['assignVoucher', body]],
            'POST /assigndocument/130 body',
          );
        },
      },
      'voucher.sending.checkingAssigned': {
        shows: ['loader', 'payments.checkingOutcome'],
        on: {
          // Found (GENERADO): the pipeline goes on (the record; an upload first if the proof was picked anew); else the dialog says why.
          'xstate.done.actor.readVoucher': (step) =>
            !RECEIVED.has(step.event.output as RequestDetail)
              ? 'voucher.picking'
              : doneForProof(step, 'upload.done')
                ? 'voucher.sending.documentManager'
                : 'voucher.sending.uploading',
          'xstate.error.actor.readVoucher': 'voucher.picking',
        },
        check(snapshot, step) {
          expectEqual([snapshot.hasTag('checking'), snapshot.hasTag('guarded')], [true, true], '[checking, leave warning]');
          expectEqual(
            step.started.map((c) => [c.id, c.input]),
            [['readVoucher', READ]],
            'the detail re-read once, nothing sent',
          );
          expectEqual(step.called, [], 'no toast while checking');
        },
      },
      'voucher.sending.documentManager': {
        shows: ['loader'],
        on: {
          'xstate.done.actor.sendVoucherRecord': 'submitted',
          // Issue 25: a record whose answer was lost is not sent again; the voucher is assigned.
          'xstate.error.actor.sendVoucherRecord': ({ event }) => (event.error === unknownError ? 'submitted' : 'voucher.picking'),
        },
        check: (_snapshot, step) =>
          expectEqual(
            step.started.map((c) => [c.id, c.input]),
            [['sendVoucherRecord', VOUCHER_RECORD_BY[situationBefore(step)] ?? VOUCHER_RECORD]],
            'POST /uploadsoftexpert body',
          ),
      },
      submitted: {
        shows: ['payments.proofSent', 'payments.underValidation'],
        check(snapshot, { event, called }) {
          const { context } = snapshot;
          expectEqual([context.proof, context.uploaded, context.requestCode, context.error], [null, null, null, null], 'the dialog is reset');
          // §8 'Comprobante de pago enviado'; §4 the detail is refreshed.
          if (isSubmittedBy(event)) {
            expectEqual(
              called,
              [
                { name: 'notifySuccess', params: { key: 'payments.proofSent' } },
                { name: 'notifyChanged', params: undefined },
              ],
              'toast and refresh',
            );
          }
        },
      },
    },
  },
  paths: 'shortest',
  serializeState: (s) => {
    const c = s.context;
    const label = Object.keys(details).find((k) => details[k] === c.detail) ?? '?';
    return JSON.stringify([s.value, label, c.proof?.id ?? null, c.uploaded !== null, c.requestCode, c.error, c.uploadPercent, c.unchecked]);
  },
  assert(real, _model, step) {
    const { event, index, path } = step;
    const c = real.context;
    if (index === 0) {
      actions.reset();
      same(real.value, 'idle', 'the tab starts on the payment summary');
    }
    const now = situation(eventsSoFar(step), path.inputLabel ?? '');
    const sending = real.matches({ voucher: 'sending' });
    check(real.hasTag('guarded') === sending, `leave warning exactly during the proof upload (${JSON.stringify(real.value)})`);
    if (real.matches('idle')) {
      same(real.can({ type: 'card.pay' }), OPTIONS[now].card, `card payment offered (${now})`);
      same(real.can({ type: 'voucher.open' }), OPTIONS[now].voucher, `'DEPOSITO O TRANSFERENCIA' offered (${now})`);
    }
    if (event.type === 'card.pay') {
      same(real.matches('redirecting'), OPTIONS[now].card, `card payment posts the gateway form (${now})`);
      same(
        actions.count('submitGatewayForm'),
        OPTIONS[now].card ? countSoFar(step, 'card.pay') : countSoFar(step, 'card.pay') - 1,
        'one form POST per accepted click',
      );
      if (OPTIONS[now].card) same(actions.last('submitGatewayForm')?.params, { fields: GATEWAY_BY[now] }, 'gateway form fields (contract §3.4)');
    }
    if (event.type === 'voucher.open') {
      same(real.matches({ voucher: 'picking' }), OPTIONS[now].voucher, `'Subir comprobante' opens (${now})`);
    }
    if (event.type === 'voucher.confirm') {
      // One file required; an empty selection does nothing (spec 001 §5 Payment proof).
      const proofs = eventsSoFar(step).filter((e) => e.type === 'proof.change') as Array<{ proof?: unknown }>;
      const picked = proofs.length > 0 && proofs[proofs.length - 1].proof !== null;
      same(real.matches({ voucher: picked ? 'confirming' : 'picking' }), true, 'CONFIRMAR opens the warning only with a proof');
    }
    if (real.matches({ voucher: 'confirming' })) same(c.proof?.id, 'f1', 'the warning only with a picked proof');
    if (event.type === 'confirm.cancel') same(real.value, { voucher: 'picking' }, 'cancelling the warning goes back to the dialog');
    if (event.type === 'voucher.close') same(real.value, 'idle', 'closing the dialog');
    if (failures.has(event.type, event)) same(real.value, { voucher: 'picking' }, 'a failed step returns to the dialog (spec 001 §8)');
    if (checkMessage(event)) {
      // Issue 25: the check found nothing or could not read: back to the dialog, its message, the file kept.
      same(
        [real.value, c.error, actions.last('notifyError')?.params, c.proof?.id],
        [{ voucher: 'picking' }, checkMessage(event), { key: checkMessage(event) }, 'f1'],
        'after the check',
      );
    }
    if (event.type === 'xstate.error.actor.assignVoucher' && (event as { error?: unknown }).error === unknownError) {
      same(real.value, { voucher: { sending: 'checkingAssigned' } }, 'a lost voucher answer is checked, never a failure');
    }
    if (real.matches({ voucher: { sending: 'checkingAssigned' } })) {
      same(inputOf(real, 'readVoucher'), READ, 'GET /requests/130 as the owner');
      check(!real.children.assignVoucher, 'nothing sent again before the check');
    }
    if (real.matches({ voucher: 'picking' }) && failures.has(event.type, event)) {
      same(c.error, 'payments.failure', "'Ha ocurrido un error' in the dialog");
      same(actions.last('notifyError')?.params, { key: 'payments.failure' }, 'failure toast (spec 001 §8)');
      same(c.proof?.id, 'f1', 'the proof is kept after a failure');
      check(!real.hasTag('busy'), 'the loader stops after a failure');
    }
    if (real.matches({ voucher: { sending: 'uploading' } })) {
      same(countSoFar(step, 'upload.done', sinceRemoval), 0, 'the proof is never uploaded twice');
      same(
        (inputOf(real, 'uploadFiles') as { files: File[] }).files.map((f) => f.name),
        ['comprobante-transferencia.pdf'],
        'POST /files',
      );
    }
    if (real.matches({ voucher: { sending: 'assigning' } })) {
      same(countSoFar(step, 'xstate.done.actor.assignVoucher', sinceRemoval), 0, 'the voucher is never assigned twice');
      same(inputOf(real, 'assignVoucher'), VOUCHER_BY[now] ?? VOUCHER, 'POST /assigndocument/130 body');
    }
    if (real.matches({ voucher: { sending: 'documentManager' } })) {
      same(
        countSoFar(step, 'xstate.done.actor.assignVoucher', sinceRemoval) + eventsSoFar(step).filter(isFound).length > 0,
        true,
        'the record follows the assignment (answered, or found by the re-read)',
      );
      same(inputOf(real, 'sendVoucherRecord'), VOUCHER_RECORD_BY[now] ?? VOUCHER_RECORD, 'POST /uploadsoftexpert body');
    }
    if (real.matches('submitted')) {
      if (isSubmittedBy(event)) {
        same(actions.last('notifySuccess')?.params, { key: 'payments.proofSent' }, "'Comprobante de pago enviado'");
        same(actions.count('notifyChanged'), 1, 'the detail is refreshed once');
      }
      // Never offered to pay again while the payment is under validation.
      same(real.can({ type: 'card.pay' }), false, 'no card payment after a proof');
      same(real.can({ type: 'voucher.open' }), false, 'no second proof');
    }
    const events = eventsSoFar(step);
    const proofDone = events.map(isSubmittedBy).lastIndexOf(true);
    if (proofDone >= 0) {
      // After a proof the tab offers nothing until the re-read detail is GENERADO (spec 001 §4 Payment status).
      const generatedSince = events
        .slice(proofDone + 1)
        .some((e) => e.type === 'detail.update' && RECEIVED.has((e as { detail?: unknown }).detail as RequestDetail));
      same(real.matches('submitted'), !generatedSince, 'under validation after the proof until the detail says GENERADO');
    }
  },
});
