import type { AnyEventObject } from 'xstate';
import { modelTestDefinition } from '../lib/definition';
import { paymentMachine } from '../../../src/machines/requestDetail/payment.machine';
import type { RequestDetail } from '../../../src/machines/requestDetail/types';
import { ApiError } from '../../../src/api/result';
import { networkError } from './fixtures';
import { descriptor, fixtureDetail, pdf, viewer } from './requestActions.fixtures';
import { actionRecorder, check, countSoFar, eventsSoFar, inputOf, same } from './requestActions.assert';

const RETURN = 'https://portal.example.do/app/validatePayment/';

/** The payment situations of spec 001 §2.5 Payments tab / §4 Payment status, by label. */
const details = {
  pendingBoth: fixtureDetail({ request_actions_id: 7 }),
  pendingCardOnly: fixtureDetail({ request_actions_id: 7 }, { external_pay: 0 }),
  pendingVoucherOnly: fixtureDetail({ request_actions_id: 7 }, { sirit_code: null }),
  pendingClosed: fixtureDetail({ request_actions_id: 7, status: { id: 5, name: 'En revisión', color: 'warning', base_status_id: 2 } }),
  generated: fixtureDetail({ request_actions_id: null, payment: { payment_amount: '15000.00', payment_status: 'GENERADO', succesfullyPayment_date: null } }),
} satisfies Record<string, RequestDetail>;
type Situation = keyof typeof details;

/** Which options show, from spec 001 §2.5: card = PENDIENTE + sirit + base 1; voucher = PENDIENTE + external pay ≠ 0 + base 1. */
const OPTIONS: Record<Situation, { card: boolean; voucher: boolean }> = {
  pendingBoth: { card: true, voucher: true },
  pendingCardOnly: { card: true, voucher: false },
  pendingVoucherOnly: { card: false, voucher: true },
  pendingClosed: { card: false, voucher: false },
  generated: { card: false, voucher: false },
};

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

const failures = new Set(['upload.failed', 'xstate.error.actor.assignVoucher', 'xstate.error.actor.sendVoucherRecord']);
const actions = actionRecorder();

/** The situation the chart's detail is in at this step: the input's, or the last `detail.update`'s. */
function situation(events: AnyEventObject[], inputLabel: string): Situation {
  const updates = events.filter((e) => e.type === 'detail.update');
  const last = updates[updates.length - 1] as { detail?: RequestDetail } | undefined;
  if (!last?.detail) return inputLabel as Situation;
  return (Object.keys(details) as Situation[]).find((k) => details[k] === last.detail) ?? (inputLabel as Situation);
}

/** Events since the last removal of the proof (`proof.change` with null): what is already done for the current file. */
const sinceRemoval = (e: AnyEventObject) => e.type === 'proof.change' && (e as { proof?: unknown }).proof === null;

/** spec 001 §2.5 Payments tab, §4 Payment status / Other transitions, §5 Payment proof, §7 Card payment, §8; contract §3.4. */
export const paymentModel = modelTestDefinition({
  name: 'payment',
  machine: paymentMachine,
  inputs: Object.fromEntries((Object.keys(details) as Situation[]).map((k) => [k, { detail: details[k], viewer, gatewayReturnUrl: RETURN }])),
  events: {
    'detail.update': [{ detail: details.generated }, { detail: details.pendingBoth }],
    'card.pay': [{}],
    'gateway.back': [{}],
    'voucher.open': [{}],
    'voucher.close': [{}],
    'proof.change': [{ proof: PROOF }, { proof: null }],
    'voucher.confirm': [{}],
    'confirm.accept': [{}],
    'confirm.cancel': [{}],
    'upload.progress': [{ percent: 55 }],
    'upload.done': [{ files: [descriptor('comprobante-transferencia')] }],
    'upload.failed': [{ failure: { kind: 'http', status: 500 } }],
    'xstate.done.actor.assignVoucher': [{ output: { requestCode: 'DPP-2026-000130' } }],
    'xstate.error.actor.assignVoucher': [{ error: networkError }],
    'xstate.done.actor.sendVoucherRecord': [{ output: true }],
    'xstate.error.actor.sendVoucherRecord': [{ error: new ApiError({ kind: 'rejected' }) }],
  },
  provide: {
    actions: {
      submitGatewayForm: actions.record('submitGatewayForm'),
      notifyChanged: actions.record('notifyChanged'),
      notifyError: actions.record('notifyError'),
      notifySuccess: actions.record('notifySuccess'),
    },
  },
  paths: 'shortest',
  serializeState: (s) => {
    const c = s.context;
    const label = (Object.keys(details) as Situation[]).find((k) => details[k] === c.detail) ?? '?';
    return JSON.stringify([s.value, label, c.proof?.id ?? null, c.uploaded !== null, c.requestCode, c.error, c.uploadPercent]);
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
      same(actions.count('submitGatewayForm'), OPTIONS[now].card ? countSoFar(step, 'card.pay') : countSoFar(step, 'card.pay') - 1, 'one form POST per accepted click');
      if (OPTIONS[now].card) same(actions.last('submitGatewayForm')?.params, { fields: GATEWAY_FIELDS }, 'gateway form fields (contract §3.4)');
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
    if (failures.has(event.type)) same(real.value, { voucher: 'picking' }, 'a failed step returns to the dialog (spec 001 §8)');
    if (real.matches({ voucher: 'picking' }) && failures.has(event.type)) {
      same(c.error, 'payments.failure', "'Ha ocurrido un error' in the dialog");
      same(actions.last('notifyError')?.params, { key: 'payments.failure' }, 'failure toast (spec 001 §8)');
      same(c.proof?.id, 'f1', 'the proof is kept after a failure');
      check(!real.hasTag('busy'), 'the loader stops after a failure');
    }
    if (real.matches({ voucher: { sending: 'uploading' } })) {
      same(countSoFar(step, 'upload.done', sinceRemoval), 0, 'the proof is never uploaded twice');
      same((inputOf(real, 'uploadFiles') as { files: File[] }).files.map((f) => f.name), ['comprobante-transferencia.pdf'], 'POST /files');
      if (event.type === 'upload.progress') same(c.uploadPercent, 55, 'upload progress');
    }
    if (real.matches({ voucher: { sending: 'assigning' } })) {
      same(countSoFar(step, 'xstate.done.actor.assignVoucher', sinceRemoval), 0, 'the voucher is never assigned twice');
      same(inputOf(real, 'assignVoucher'), VOUCHER, 'POST /assigndocument/130 body');
    }
    if (real.matches({ voucher: { sending: 'documentManager' } })) {
      same(countSoFar(step, 'xstate.done.actor.assignVoucher', sinceRemoval), 1, 'the record follows the assignment');
      same(inputOf(real, 'sendVoucherRecord'), VOUCHER_RECORD, 'POST /uploadsoftexpert body');
    }
    if (real.matches('submitted')) {
      if (event.type === 'xstate.done.actor.sendVoucherRecord') {
        same(actions.last('notifySuccess')?.params, { key: 'payments.proofSent' }, "'Comprobante de pago enviado'");
        same(actions.count('notifyChanged'), 1, 'the detail is refreshed once');
      }
      // Never offered to pay again while the payment is under validation.
      same(real.can({ type: 'card.pay' }), false, 'no card payment after a proof');
      same(real.can({ type: 'voucher.open' }), false, 'no second proof');
    }
    const events = eventsSoFar(step);
    const proofDone = events.map((e) => e.type).lastIndexOf('xstate.done.actor.sendVoucherRecord');
    if (proofDone >= 0) {
      // After a proof the tab offers nothing until the re-read detail is GENERADO (spec 001 §4 Payment status).
      const generatedSince = events.slice(proofDone + 1).some((e) => e.type === 'detail.update' && (e as { detail?: unknown }).detail === details.generated);
      same(real.matches('submitted'), !generatedSince, 'under validation after the proof until the detail says GENERADO');
    }
  },
});
