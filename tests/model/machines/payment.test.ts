import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import { defineModelTest } from '../lib/modelTest';
import { loadChart } from '../lib/loadChart';
import { describeOracleReach, describeSpecCitations } from './specCitations';
import { networkError } from './fixtures';
import { descriptor, fixtureDetail, pdf, viewer } from './requestActions.fixtures';
import type { AssignVoucherInput, GatewayField, PaymentContext } from '../../../src/machines/requestDetail/payment.machine';
import type { VoucherAssigned, VoucherRecordBody } from '../../../src/api/payments';
import type { UploadFilesInput } from '../../../src/machines/requestDetail/uploads';

// Loaded by tests/model/lib/loadChart.ts: a chart that fails to build fails a test, not the file's load.
const { modules, ready } = await loadChart(
  'payment',
  () =>
    Promise.all([import('./payment.model'), import('../../../src/machines/requestDetail/payment.machine')]).then(([model, chart]) => ({
      model,
      chart,
    })),
  ({ model }) => model.paymentModel,
);
const chart = () => modules().chart;

if (ready) {
  defineModelTest(ready.model.paymentModel);
  // States left at once through `always` (never active after a step).
  describeOracleReach(ready.model.paymentModel, ['voucher.sending.route']);
  describeSpecCitations(ready.chart.paymentMachine);
}

const PROOF = { id: 'f1', file: pdf('comprobante.pdf') };

function start(opts: { failAssign?: number; failRecord?: number; detail?: ReturnType<typeof fixtureDetail>; viewer?: typeof viewer } = {}) {
  const uploads: string[][] = [];
  const assigns: AssignVoucherInput[] = [];
  const records: VoucherRecordBody[] = [];
  const posts: GatewayField[][] = [];
  let changed = 0;
  const machine = chart().paymentMachine.provide({
    actors: {
      uploadFiles: fromCallback<EventObject, UploadFilesInput>(({ input, sendBack }) => {
        uploads.push(input.files.map((f) => f.name));
        queueMicrotask(() => sendBack({ type: 'upload.done', files: [descriptor('comprobante')] }));
      }),
      assignVoucher: fromPromise<VoucherAssigned, AssignVoucherInput>(async ({ input }) => {
        assigns.push(input);
        if (assigns.length <= (opts.failAssign ?? 0)) throw networkError;
        return { requestCode: 'DPP-2026-000130' };
      }),
      sendVoucherRecord: fromPromise<true, VoucherRecordBody>(async ({ input }) => {
        records.push(input);
        if (records.length <= (opts.failRecord ?? 0)) throw networkError;
        return true;
      }),
    },
    actions: {
      submitGatewayForm: (_, p) => void posts.push(p.fields),
      notifyChanged: () => void (changed += 1),
      notifyError: () => {},
      notifySuccess: () => {},
    },
  });
  const actor = createActor(machine, {
    input: {
      detail: opts.detail ?? fixtureDetail({ request_actions_id: 7 }),
      viewer: opts.viewer ?? viewer,
      gatewayReturnUrl: 'http://localhost/app/validatePayment/',
    },
  }).start();
  const settle = async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  };
  return { actor, uploads, assigns, records, posts, settle, changed: () => changed };
}

function toSending(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'voucher.open' });
  actor.send({ type: 'proof.change', proof: PROOF });
  actor.send({ type: 'voucher.confirm' });
  actor.send({ type: 'confirm.accept' });
}

describe('payment machine (behaviour)', () => {
  it('a double click on the confirmation sends the proof once, then refreshes the detail once', async () => {
    const { actor, uploads, assigns, records, settle, changed } = start();
    toSending(actor);
    actor.send({ type: 'confirm.accept' });
    actor.send({ type: 'voucher.confirm' });
    await settle();
    expect(uploads).toEqual([['comprobante.pdf']]);
    expect(assigns).toHaveLength(1);
    expect(records).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('submitted');
    expect(changed()).toBe(1);
  });

  it('a retry after a failed assignment does not upload again; after a failed record it does not assign again', async () => {
    const first = start({ failAssign: 1 });
    toSending(first.actor);
    await first.settle();
    expect(first.actor.getSnapshot().value).toEqual({ voucher: 'picking' });
    expect(first.actor.getSnapshot().context.proof).toBe(PROOF);
    first.actor.send({ type: 'voucher.confirm' });
    first.actor.send({ type: 'confirm.accept' });
    await first.settle();
    expect(first.uploads).toHaveLength(1);
    expect(first.assigns).toHaveLength(2);
    expect(first.actor.getSnapshot().value).toBe('submitted');

    const second = start({ failRecord: 1 });
    toSending(second.actor);
    await second.settle();
    second.actor.send({ type: 'voucher.confirm' });
    second.actor.send({ type: 'confirm.accept' });
    await second.settle();
    expect(second.uploads).toHaveLength(1);
    expect(second.assigns).toHaveLength(1);
    expect(second.records).toHaveLength(2);
    expect(second.actor.getSnapshot().value).toBe('submitted');
  });

  it.each([
    ['after removing the first', true],
    ['without removing the first', false],
  ])('a new file after a failure (%s) is uploaded and assigned afresh', async (_, removeFirst) => {
    const { actor, uploads, assigns, settle } = start({ failRecord: 1 });
    toSending(actor);
    await settle();
    if (removeFirst) {
      actor.send({ type: 'proof.change', proof: null });
      actor.send({ type: 'voucher.confirm' });
      expect(actor.getSnapshot().value).toEqual({ voucher: 'picking' });
    }
    actor.send({ type: 'proof.change', proof: { id: 'f2', file: pdf('otro.pdf') } });
    actor.send({ type: 'voucher.confirm' });
    actor.send({ type: 'confirm.accept' });
    await settle();
    expect(uploads).toEqual([['comprobante.pdf'], ['otro.pdf']]);
    expect(assigns).toHaveLength(2);
  });

  it('card payment: one POST per click; Back from the gateway offers it again', () => {
    const { actor, posts } = start();
    actor.send({ type: 'card.pay' });
    actor.send({ type: 'card.pay' });
    expect(posts).toHaveLength(1);
    expect(posts[0].find((f) => f.name === 'urlRetorno')?.value).toBe('http://localhost/app/validatePayment/130?requiredActionID=79');
    actor.send({ type: 'gateway.back' });
    expect(actor.getSnapshot().can({ type: 'card.pay' })).toBe(true);
  });

  it('without a payment action the return URL carries no requiredActionID', () => {
    const detail = { ...fixtureDetail(), requiredActions: [] };
    const { actor, posts } = start({ detail });
    actor.send({ type: 'card.pay' });
    expect(posts[0].find((f) => f.name === 'urlRetorno')?.value).toBe('http://localhost/app/validatePayment/130');
  });

  it('card payment with what may be missing sends blanks (contract §3.4), the name without an empty part', () => {
    const { actor, posts } = start({ detail: modules().model.PAYMENT_DETAILS.cardBare, viewer: { ...viewer, secondLastName: ' ' } });
    actor.send({ type: 'card.pay' });
    expect(posts).toEqual([
      [
        { name: 'codigoCentroRecaudacion', value: '' },
        { name: 'codigoServicio', value: 'SIR-0099' },
        { name: 'montoServicio', value: '' },
        { name: 'nombre', value: 'Luis Miguel Santana' },
        { name: 'numeroDocumento', value: '00104567896' },
        { name: 'tipoDocumento', value: 'C' },
        { name: 'medioPago', value: 'PagoEnLinea' },
        { name: 'idAutorizacionPortal', value: '' },
        { name: 'urlRetorno', value: 'http://localhost/app/validatePayment/130' },
      ],
    ]);
  });

  it("a voucher without a payment action, the request's activity or the service's process sends null / the service's activity", async () => {
    const { actor, assigns, records, settle } = start({ detail: modules().model.PAYMENT_DETAILS.voucherBare });
    toSending(actor);
    await settle();
    const doc = { ...descriptor('comprobante'), label: 'Comprobante de pago' };
    expect(assigns).toEqual([{ requestId: 130, body: { voucher: true, status: true, required_action_id: null, documents: [doc] } }]);
    expect(records).toEqual([
      {
        documents: [doc],
        title: 'documento-00104567896',
        record_id: 'DPP-2026-000130',
        attribute: 'NumeroSolicitud=DPP-2026-000130;DocumentoIdentidadSolicitante=00104567896;TipoDocumentoPortal=Adjunto',
        process_id: null,
        acronym: 'DPPDE',
        names: ['Comprobante de pago'],
        activity_id: 2,
        new_request: false,
      },
    ]);
  });

  it('the same file picked again keeps its upload; the dialog only clears the error', async () => {
    const { actor, uploads, settle } = start({ failAssign: 1 });
    toSending(actor);
    await settle();
    actor.send({ type: 'proof.change', proof: PROOF });
    expect(actor.getSnapshot().context.uploaded).not.toBeNull();
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'voucher.confirm' });
    actor.send({ type: 'confirm.accept' });
    await settle();
    expect(uploads).toHaveLength(1);
  });

  it("a retry after a failure no longer shows 'Ha ocurrido un error' while it sends (spec 001 §8)", async () => {
    const { actor, settle } = start({ failAssign: 1 });
    toSending(actor);
    await settle();
    expect(actor.getSnapshot().context.error).toBe('payments.failure');
    actor.send({ type: 'voucher.confirm' });
    actor.send({ type: 'confirm.accept' });
    expect(actor.getSnapshot().matches({ voucher: 'sending' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('after the proof is sent, a re-read detail still PENDIENTE offers no payment; once GENERADO the tab shows it under validation (spec 001 §4 Other transitions)', async () => {
    const { PAYMENT_DETAILS } = modules().model;
    const { actor, settle } = start();
    toSending(actor);
    await settle();
    expect(actor.getSnapshot().value).toBe('submitted');
    actor.send({ type: 'detail.update', detail: PAYMENT_DETAILS.pendingBoth });
    expect(actor.getSnapshot().value).toBe('submitted');
    expect([actor.getSnapshot().can({ type: 'card.pay' }), actor.getSnapshot().can({ type: 'voucher.open' })]).toEqual([false, false]);
    actor.send({ type: 'detail.update', detail: PAYMENT_DETAILS.generated });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.detail).toBe(PAYMENT_DETAILS.generated);
  });

  it("the page's re-read detail decides the options: GENERADO offers none, PENDIENTE again offers both (spec 001 §4)", () => {
    const { PAYMENT_DETAILS } = modules().model;
    const { actor } = start({ detail: PAYMENT_DETAILS.generated });
    expect([actor.getSnapshot().can({ type: 'card.pay' }), actor.getSnapshot().can({ type: 'voucher.open' })]).toEqual([false, false]);
    actor.send({ type: 'detail.update', detail: PAYMENT_DETAILS.pendingBoth });
    expect(actor.getSnapshot().value).toBe('idle');
    expect([actor.getSnapshot().can({ type: 'card.pay' }), actor.getSnapshot().can({ type: 'voucher.open' })]).toEqual([true, true]);
  });
});

describe('payment helpers (spec 001 §2.5 Payments tab, §4 Payment status; contract §3.4)', () => {
  /** The fixture request with `request` parts replaced (the detail as the backend may send it, parts missing). */
  const withRequest = (parts: Record<string, unknown>) => {
    const detail = fixtureDetail();
    return { ...detail, request: { ...detail.request, ...parts } } as ReturnType<typeof fixtureDetail>;
  };
  const context = (detail: ReturnType<typeof fixtureDetail>): PaymentContext => ({
    detail,
    viewer,
    gatewayReturnUrl: 'http://localhost/app/validatePayment/',
    proof: null,
    uploaded: null,
    requestCode: null,
    uploadPercent: null,
    unchecked: false,
    error: null,
  });

  it('PENDIENTE offers the methods, GENERADO is under validation (any case, blanks around), anything else or no payment is neither', () => {
    expect(chart().paymentSummary(fixtureDetail())).toEqual({ status: 'pending', amount: 15000 });
    expect(chart().paymentSummary(withRequest({ payment: { payment_amount: '15000.00', payment_status: ' generado ' } }))).toEqual({
      status: 'generated',
      amount: 15000,
    });
    expect(chart().paymentSummary(withRequest({ payment: { payment_amount: '15000.00', payment_status: 'PAGADO' } }))).toEqual({
      status: 'other',
      amount: 15000,
    });
    expect(chart().paymentSummary(withRequest({ payment: { payment_amount: null, payment_status: null } }))).toEqual({ status: 'other', amount: null });
    expect(chart().paymentSummary(withRequest({ payment: undefined }))).toEqual({ status: 'other', amount: null });
  });

  it('without a status, a service or a sirit code no payment option is offered', () => {
    for (const detail of [withRequest({ status: undefined }), withRequest({ service: undefined })]) {
      const { actor } = start({ detail });
      expect([actor.getSnapshot().can({ type: 'card.pay' }), actor.getSnapshot().can({ type: 'voucher.open' })]).toEqual([false, false]);
    }
    const { sirit_code: _none, ...serviceWithoutSirit } = fixtureDetail().request.service as Record<string, unknown>;
    const { actor } = start({ detail: withRequest({ service: serviceWithoutSirit }) });
    expect([actor.getSnapshot().can({ type: 'card.pay' }), actor.getSnapshot().can({ type: 'voucher.open' })]).toEqual([false, true]);
  });

  it("the gateway 'nombre' leaves out a missing last name", () => {
    expect(chart().fullName({ citizenId: '00104567896', name: 'Luis Miguel', firstLastName: 'Santana', secondLastName: null as unknown as string })).toBe(
      'Luis Miguel Santana',
    );
  });

  it('the gateway fields of a request without a service send blanks for its codes (contract §3.4)', () => {
    expect(
      chart()
        .gatewayFields(context(withRequest({ service: undefined })))
        .slice(0, 2),
    ).toEqual([
      { name: 'codigoCentroRecaudacion', value: '' },
      { name: 'codigoServicio', value: '' },
    ]);
    const detail = fixtureDetail({}, { sirit_code: null });
    expect(chart().gatewayFields(context(detail))[1]).toEqual({ name: 'codigoServicio', value: '' });
  });

  it('before the upload and the assignment the voucher bodies carry no document and no record id; without a service, no process or activity', () => {
    expect(chart().voucherBody(context(fixtureDetail({ request_actions_id: 7 })))).toEqual({
      voucher: true,
      status: true,
      required_action_id: 79,
      documents: [],
    });
    expect(chart().voucherRecordBody(context(withRequest({ service: undefined, activity: undefined })))).toEqual({
      documents: [],
      title: 'documento-00104567896',
      record_id: '',
      attribute: 'NumeroSolicitud=;DocumentoIdentidadSolicitante=00104567896;TipoDocumentoPortal=Adjunto',
      acronym: 'DPPDE',
      process_id: null,
      names: ['Comprobante de pago'],
      activity_id: null,
      new_request: false,
    });
  });
});
