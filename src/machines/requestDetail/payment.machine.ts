/**
 * Payments tab (spec 001 §2.5 Payments tab, §4 Payment status, Other transitions, §5 Payment proof,
 * §7 Request detail calls and Card payment, §8, §9; contract §3.3, §3.4, F4, F6, F7).
 *
 * ```
 * idle ─ card.pay [canPayByCard] → redirecting (the gateway form is POSTed) ─ gateway.back → idle
 *      └ voucher.open [canPayByVoucher] → voucher: picking ─ voucher.confirm [hasProof] → confirming
 *                                                  ▲  └ voucher.close → idle        │ confirm.cancel ↑
 *                                                  │                                 └ confirm.accept ↓
 *                              any step fails ─────┘  sending: route → uploading → assigning → documentManager
 *                                                                      → submitted ─ detail.update [isNotPending] → idle
 * ```
 * - What the tab shows comes from the detail ({@link paymentSummary}): status PENDIENTE → 'Método de
 *   pago', 'Monto a pagar' (DOP$); GENERADO → 'Su pago de ${amount} está en proceso de validación.'
 *   and no method at all. The options are guards: card payment `canPayByCard` (PENDIENTE, a sirit
 *   code, base status 1), 'DEPOSITO O TRANSFERENCIA' `canPayByVoucher` (PENDIENTE, non-zero
 *   external_pay, base status 1); the view asks `snapshot.can(...)`.
 * - Card payment: the entry action `submitGatewayForm` (the view posts its hidden form to the
 *   gateway URL) with {@link gatewayFields}, exactly the contract §3.4 fields.
 * - Voucher: 'Subir comprobante' with one file (25 MB, the picker enforces it), CONFIRMAR →
 *   the confirmation warning → POST /files with progress → POST /assigndocument/{id} (voucher;
 *   answer `request_code`) → POST /uploadsoftexpert (the voucher record) → 'Comprobante de pago
 *   enviado' and `notifyChanged` (the page re-reads the detail, spec 001 §4 Other transitions).
 *   Tags `guarded` (leave warning) and `busy` while sending; a failure goes back to the dialog with
 *   'Ha ocurrido un error' (spec 001 §8 payment proof steps), the file kept; a retry does not upload
 *   again nor re-assign an assigned voucher.
 * - Unknown outcome (issue 25 "Unknown is not failed": the answer was lost, src/api/outcome.ts):
 *   POST /assigndocument (voucher) unknown → `sending.checkingAssigned` says 'No sabemos si su
 *   comprobante llegó al ministerio. Estamos comprobándolo…' while the detail is re-read as its owner
 *   (contract Q1). The voucher use marks the payment GENERADO (contract §3.4), so a payment no longer
 *   PENDIENTE means the ministry has it: the pipeline goes on with the request's `code` as the
 *   `request_code` the lost answer held (the voucher record); still PENDIENTE → 'no llegó', back to
 *   the dialog with the file kept (uploaded once: the retry assigns it); the read failed → the file
 *   kept and the next CONFIRMAR re-reads first (never a second voucher for one intent). An unknown
 *   POST /uploadsoftexpert (the record) is not sent again: no read shows the document manager's
 *   records (as for a new request's, ARCHITECTURE "Unknown is not failed"); the voucher is assigned,
 *   so the tab shows it under validation (`submitted`). A lost POST /files answer fails the upload and
 *   the retry uploads again: nothing refers to a stored file until it is assigned (contract F4, F7).
 * - `submitted`: no payment option is offered until the re-read detail is no longer PENDIENTE (the
 *   citizen is never offered to pay again while the payment is under validation).
 * - `detail.update` (any state) gives the chart the page's latest detail.
 *
 * IO only through the named actors `uploadFiles`, `assignVoucher`, `sendVoucherRecord`; the gateway
 * POST, toasts and the reload through named actions the view provides.
 */
import { assign, fromPromise, setup } from 'xstate';
import { sendPaymentVoucher, sendVoucherRecord, type VoucherAssigned, type VoucherBody, type VoucherRecordBody } from '../../api/payments';
import { forgetRequestDetail } from '../../api/requestDetail';
import { unwrap } from '../../api/result';
import { isOutcomeUnknown, readDetailFresh, recheckInput } from './recheck';
import { GATEWAY_DOCUMENT_TYPE, GATEWAY_PAYMENT_MEDIUM } from '../../domain/constants';
import { isPaymentPending, paymentActionId, paymentOptionsOf, paymentSummary, type PaymentSummary } from '../../domain/requestDetail';
import { t, type MessageKey } from '../../messages/es';
import '../../messages/es/payments';
import type { RequestDetail, RequestViewer } from './types';
import {
  clampPercent,
  documentManagerFields,
  uploadFilesLogic,
  type ChosenFile,
  type FileDescriptor,
  type UploadEvent,
  type UploadFilesInput,
} from './uploads';

export type { ChosenFile };

/** Input: the current detail, the signed-in owner and the gateway's return prefix (config.gatewayReturnUrl). */
export interface PaymentInput {
  detail: RequestDetail;
  viewer: RequestViewer;
  /** Prefix of `urlRetorno`; the request id and `?requiredActionID=` follow (spec 001 §7 Card payment). */
  gatewayReturnUrl: string;
}

export interface PaymentContext extends PaymentInput {
  /** The voucher picked in 'Subir comprobante' (one file), kept across failures. */
  proof: ChosenFile | null;
  /** Its descriptor once uploaded (a retry does not upload it again). */
  uploaded: FileDescriptor | null;
  /** `request_code` of the voucher assignment once done (a retry does not assign it again). */
  requestCode: string | null;
  /** Upload progress, percent 0–100; null when no upload runs. */
  uploadPercent: number | null;
  /** The last failure, shown in the dialog. */
  error: MessageKey | null;
  /** A voucher assignment whose outcome is still unknown: the next CONFIRMAR re-reads first (issue 25). */
  unchecked: boolean;
}

export type PaymentEvent =
  | { type: 'detail.update'; detail: RequestDetail }
  | { type: 'card.pay' }
  | { type: 'gateway.back' }
  | { type: 'voucher.open' }
  | { type: 'voucher.close' }
  | { type: 'proof.change'; proof: ChosenFile | null }
  | { type: 'voucher.confirm' }
  | { type: 'confirm.accept' }
  | { type: 'confirm.cancel' }
  | UploadEvent;

/** One field of the gateway form (contract §3.4): its name and value. */
export interface GatewayField {
  name: string;
  value: string;
}

/** Input of `assignVoucher`. */
export interface AssignVoucherInput {
  requestId: number;
  body: VoucherBody;
}

// ---------------------------------------------------------------- selectors and bodies

/** What the tab shows of the payment: the domain's rule (src/domain/requestDetail.ts), re-exported for the view. */
export { paymentSummary, type PaymentSummary };

/** Id of the pending payment required action (types 5 or 7, the latest): the domain's rule (src/domain/requestDetail.ts), re-exported. */
export { paymentActionId };

/** The viewer's full name: name, first and second last name (spec 001 §7 Card payment "name"). */
export function fullName(viewer: RequestViewer): string {
  return [viewer.name, viewer.firstLastName, viewer.secondLastName]
    .map((s) => (s ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * The gateway form's fields, in the contract §3.4 order: codigoCentroRecaudacion
 * (service.institution.recaudationCode), codigoServicio (service.sirit_code), montoServicio (the
 * amount, 2 decimals), nombre (full name), numeroDocumento (citizen id), tipoDocumento 'C',
 * medioPago 'PagoEnLinea', idAutorizacionPortal (request.idAutorizacionPortal), urlRetorno
 * (return prefix + request.id + '?requiredActionID=' + the pending payment action id, when any).
 */
export function gatewayFields(c: PaymentInput): GatewayField[] {
  const { request } = c.detail;
  const amount = paymentSummary(c.detail).amount;
  const actionId = paymentActionId(c.detail);
  const back = `${c.gatewayReturnUrl}${request.id}${actionId === null ? '' : `?requiredActionID=${actionId}`}`;
  const fields: Array<[string, string]> = [
    ['codigoCentroRecaudacion', String(request.service?.institution?.recaudationCode ?? '')],
    ['codigoServicio', String(request.service?.sirit_code ?? '')],
    ['montoServicio', amount === null ? '' : amount.toFixed(2)],
    ['nombre', fullName(c.viewer)],
    ['numeroDocumento', c.viewer.citizenId],
    ['tipoDocumento', GATEWAY_DOCUMENT_TYPE],
    ['medioPago', GATEWAY_PAYMENT_MEDIUM],
    ['idAutorizacionPortal', String(request.idAutorizacionPortal ?? '')],
    ['urlRetorno', back],
  ];
  return fields.map(([name, value]) => ({ name, value }));
}

/** The voucher label 'Comprobante de pago' (contract §3.4). */
export function proofLabel(): string {
  return t('payments.proofLabel');
}

/** The uploaded voucher with its label (none before the upload). */
function labelledProof(c: PaymentContext): Array<FileDescriptor & { label: string }> {
  return c.uploaded ? [{ ...c.uploaded, label: proofLabel() }] : [];
}

/** POST /assigndocument/{id} body (contract §3.4, spec 001 §7 "submit payment proof"). */
export function voucherBody(c: PaymentContext): VoucherBody {
  return {
    voucher: true,
    status: true,
    required_action_id: paymentActionId(c.detail),
    documents: labelledProof(c),
  };
}

/**
 * POST /uploadsoftexpert body of the voucher (contract §3.4): documents [file + label], title
 * 'documento-<citizen_id>', record_id the answer's request_code, attribute, process_id, acronym
 * direction acronym + 'DE', names ['Comprobante de pago'], activity_id (request.activity, else the
 * service's), new_request false.
 */
export function voucherRecordBody(c: PaymentContext): VoucherRecordBody {
  const { request, direction } = c.detail;
  return {
    documents: labelledProof(c),
    ...documentManagerFields(c.requestCode ?? '', c.viewer.citizenId, direction.acronym),
    process_id: request.service?.process_id ?? null,
    names: [proofLabel()],
    activity_id: request.activity?.activity_id ?? request.service?.activity_id ?? null,
    new_request: false,
  };
}

const failure: MessageKey = 'payments.failure';
const notifyFailure = { type: 'notifyError', params: { key: failure } } as const;

// ---------------------------------------------------------------- the chart

/** The payments-tab chart (see module documentation); input {@link PaymentInput}. */
export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
    tags: {} as 'guarded' | 'busy' | 'checking',
  },
  actors: {
    uploadFiles: uploadFilesLogic,
    assignVoucher: fromPromise<VoucherAssigned, AssignVoucherInput>(async ({ input }) => {
      const assigned = unwrap(await sendPaymentVoucher(input.requestId, input.body));
      forgetRequestDetail(input.requestId);
      return assigned;
    }),
    sendVoucherRecord: fromPromise<true, VoucherRecordBody>(async ({ input }) => unwrap(await sendVoucherRecord(input))),
    /** The detail read fresh as its owner: what the server has after a voucher with an unknown outcome (./recheck.ts). */
    readVoucher: readDetailFresh,
  },
  guards: {
    /** Card payment: PENDIENTE, a SIRIT code, base status 1 (spec 001 §2.5; src/domain/requestDetail.ts paymentOptionsOf). */
    canPayByCard: ({ context }) => paymentOptionsOf(context.detail).card,
    /** 'DEPOSITO O TRANSFERENCIA': PENDIENTE, non-zero external pay, base status 1 (spec 001 §2.5). */
    canPayByVoucher: ({ context }) => paymentOptionsOf(context.detail).depositOrTransfer,
    hasProof: ({ context }) => context.proof !== null,
    needsUpload: ({ context }) => context.uploaded === null,
    needsAssignment: ({ context }) => context.requestCode === null,
    /** A voucher assignment's outcome is still unknown (issue 25). */
    hasUncheckedVoucher: ({ context }) => context.unchecked,
    /** The write got no readable answer (src/api/outcome.ts). */
    isOutcomeUnknown,
    /** Params: the fresh detail. Its payment is no longer PENDIENTE: the voucher was received (contract §3.4). */
    isVoucherReceived: (_, detail: RequestDetail) => !isPaymentPending(detail),
    // Stryker disable next-line ConditionalExpression: the guard runs only on this event (the check narrows xstate's event type); its true branch is equivalent (the false branch is killed, but Stryker cannot disable one replacement)
    isNotPending: ({ event }) => event.type === 'detail.update' && !isPaymentPending(event.detail),
  },
  actions: {
    // Stryker disable next-line ConditionalExpression: the action runs only on this event (the check narrows xstate's event type); its true branch is equivalent (the false branch is killed, but Stryker cannot disable one replacement)
    assignDetail: assign(({ event }) => (event.type === 'detail.update' ? { detail: event.detail } : {})),
    assignProof: assign(({ context, event }) => {
      // Stryker disable next-line ConditionalExpression: the action runs only on this event (the check narrows xstate's event type); its false branch (no early return) is equivalent (the opposite is killed, but Stryker cannot disable one replacement)
      if (event.type !== 'proof.change') return {};
      const same = event.proof !== null && context.proof !== null && event.proof.id === context.proof.id;
      return same ? { error: null } : { proof: event.proof, uploaded: null, requestCode: null, error: null };
    }),
    clearError: assign({ error: null }),
    startUpload: assign({ uploadPercent: 0 }),
    // Stryker disable next-line ConditionalExpression: the action runs only on this event (the check narrows xstate's event type); its true branch is equivalent (the false branch is killed, but Stryker cannot disable one replacement)
    trackProgress: assign(({ event }) => (event.type === 'upload.progress' ? { uploadPercent: clampPercent(event.percent) } : {})),
    // Stryker disable next-line ConditionalExpression: the action runs only on this event (the check narrows xstate's event type); its true branch is equivalent (the false branch is killed, but Stryker cannot disable one replacement)
    assignUploaded: assign(({ event }) => (event.type === 'upload.done' ? { uploaded: event.files[0] ?? null, uploadPercent: null } : {})),
    assignRequestCode: assign({ requestCode: (_, assigned: VoucherAssigned) => assigned.requestCode }),
    /** The voucher found by the re-read: the request's code is the `request_code` of the lost answer (contract §3.4). */
    assignFoundVoucher: assign({ requestCode: (_, detail: RequestDetail) => detail.request.code ?? '', unchecked: false }),
    markUnchecked: assign({ unchecked: true }),
    clearUnchecked: assign({ unchecked: false }),
    resetVoucher: assign({ proof: null, uploaded: null, requestCode: null, error: null }),
    fail: assign({ error: failure, uploadPercent: null }),
    /** Params: the message of the check (issue 25): not received, or could not be checked. */
    failWith: assign({ error: (_, key: MessageKey) => key, uploadPercent: null }),
    /** Provided by the view: POST its hidden form (method post, action config.gatewayUrl) holding `fields`. */
    submitGatewayForm: (_, _params: { fields: GatewayField[] }) => {},
    /** Provided by the view: the tab's `onChanged` (the page re-reads the detail). */
    notifyChanged: () => {},
    /** Provided by the view: an error toast with the message of `key`. */
    notifyError: (_, _params: { key: MessageKey }) => {},
    /** Provided by the view: a success toast with the message of `key`. */
    notifySuccess: (_, _params: { key: MessageKey }) => {},
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({ ...input, proof: null, uploaded: null, requestCode: null, uploadPercent: null, error: null, unchecked: false }),
  on: { 'detail.update': { actions: 'assignDetail' } },
  initial: 'idle',
  states: {
    idle: {
      meta: {
        spec: 'spec 001 §2.5 Payments tab, §4 Payment status',
        shows: ['PENDIENTE: payments.methodTitle, payments.amountToPay DOP$, options by guard', 'GENERADO: payments.underValidation', 'payments.myPayments'],
      },
      on: {
        'card.pay': { guard: 'canPayByCard', target: 'redirecting' },
        'voucher.open': { guard: 'canPayByVoucher', target: 'voucher' },
      },
    },
    redirecting: {
      tags: ['busy'],
      meta: { spec: 'spec 001 §7 Card payment; contract §3.4, Q10', shows: ['payments.redirecting'] },
      entry: { type: 'submitGatewayForm', params: ({ context }) => ({ fields: gatewayFields(context) }) },
      on: { 'gateway.back': 'idle' },
    },
    voucher: {
      meta: { spec: "spec 001 §2.5 Payments tab, dialog 'Subir comprobante'", shows: ['payments.uploadProofTitle'] },
      initial: 'picking',
      states: {
        picking: {
          meta: {
            spec: 'spec 001 §2.5 Subir comprobante, §5 Payment proof (one file, 25 MB), §8',
            shows: ['payments.uploadProofTitle', 'one-file picker (25 MB)', 'payments.confirm', 'error: payments.failure'],
          },
          on: {
            'proof.change': { actions: 'assignProof' },
            'voucher.confirm': { guard: 'hasProof', target: 'confirming' },
            'voucher.close': '#payment.idle',
          },
        },
        confirming: {
          meta: {
            spec: 'spec 001 §2.5 confirmation dialog (verify, cannot be reverted, cancelling dismisses)',
            shows: ['payments.proofConfirmTitle', 'payments.proofConfirmBody'],
          },
          on: {
            'confirm.accept': { target: 'sending', actions: 'clearError' },
            'confirm.cancel': 'picking',
          },
        },
        sending: {
          tags: ['guarded', 'busy'],
          meta: {
            spec: 'spec 001 §4 Payment return (leave warning during proof upload); contract §3.4',
            shows: ['loader', 'payments.leaveWarning on leaving'],
          },
          initial: 'route',
          states: {
            route: {
              meta: {
                spec: 'spec 001 §7 Request detail (upload, submit payment proof, record); contract §3.4 voucher: F4 → F7 → F6 (resumable)',
                shows: ['loader'],
              },
              always: [
                { guard: 'hasUncheckedVoucher', target: 'checkingAssigned' },
                { guard: 'needsUpload', target: 'uploading' },
                { guard: 'needsAssignment', target: 'assigning' },
                { target: 'documentManager' },
              ],
            },
            uploading: {
              meta: { spec: 'spec 001 §7 Multipart file upload (with progress)', shows: ['files.uploading {percent}'] },
              entry: 'startUpload',
              invoke: {
                id: 'uploadFiles',
                src: 'uploadFiles',
                // Stryker disable next-line ArrayDeclaration: equivalent, uploading is entered only from confirming (guard hasProof) and the proof cannot change while confirming or sending, so the empty branch never runs
                input: ({ context }): UploadFilesInput => ({ files: context.proof ? [context.proof.file] : [] }),
              },
              on: {
                'upload.progress': { actions: 'trackProgress' },
                'upload.done': { target: 'route', actions: 'assignUploaded' },
                'upload.failed': { target: '#payment.voucher.picking', actions: ['fail', notifyFailure] },
              },
            },
            assigning: {
              meta: { spec: 'spec 001 §7 submit payment proof; contract §3.4, F7', shows: ['loader'] },
              invoke: {
                id: 'assignVoucher',
                src: 'assignVoucher',
                input: ({ context }): AssignVoucherInput => ({ requestId: context.detail.request.id, body: voucherBody(context) }),
                onDone: { target: 'route', actions: { type: 'assignRequestCode', params: ({ event }) => event.output } },
                onError: [
                  { guard: 'isOutcomeUnknown', target: 'checkingAssigned', actions: 'markUnchecked' },
                  { target: '#payment.voucher.picking', actions: ['fail', notifyFailure] },
                ],
              },
            },
            checkingAssigned: {
              tags: ['checking'],
              meta: {
                spec: 'spec 001 §7 submit payment proof with an unknown outcome (issue 25): the detail re-read, contract Q1, §3.4 (voucher → GENERADO)',
                shows: ['loader', 'payments.checkingOutcome'],
              },
              invoke: {
                id: 'readVoucher',
                src: 'readVoucher',
                input: ({ context }) => recheckInput(context.detail),
                onDone: [
                  {
                    guard: { type: 'isVoucherReceived', params: ({ event }) => event.output },
                    target: 'route',
                    actions: { type: 'assignFoundVoucher', params: ({ event }) => event.output },
                  },
                  {
                    target: '#payment.voucher.picking',
                    actions: [
                      'clearUnchecked',
                      { type: 'failWith', params: 'payments.notReceived' },
                      { type: 'notifyError', params: { key: 'payments.notReceived' } },
                    ],
                  },
                ],
                onError: {
                  target: '#payment.voucher.picking',
                  actions: [
                    { type: 'failWith', params: 'payments.outcomeUnchecked' },
                    { type: 'notifyError', params: { key: 'payments.outcomeUnchecked' } },
                  ],
                },
              },
            },
            documentManager: {
              meta: { spec: 'spec 001 §2.5 Payments tab (proof sent to the document manager); contract §3.4 voucher record, F6', shows: ['loader'] },
              invoke: {
                id: 'sendVoucherRecord',
                src: 'sendVoucherRecord',
                input: ({ context }) => voucherRecordBody(context),
                onDone: { target: '#payment.submitted' },
                onError: [
                  // Issue 25: never sent again (no read shows the record); the voucher is assigned.
                  { guard: 'isOutcomeUnknown', target: '#payment.submitted' },
                  { target: '#payment.voucher.picking', actions: ['fail', notifyFailure] },
                ],
              },
            },
          },
        },
      },
    },
    submitted: {
      meta: { spec: 'spec 001 §8 success messages, §4 Other transitions (detail refreshed)', shows: ['payments.proofSent', 'payments.underValidation'] },
      entry: ['resetVoucher', { type: 'notifySuccess', params: { key: 'payments.proofSent' } }, 'notifyChanged'],
      on: { 'detail.update': { guard: 'isNotPending', target: 'idle', actions: 'assignDetail' } },
    },
  },
});
