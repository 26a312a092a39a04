/**
 * Card payments end to end on the embedded backend (issue 8; spec 001 §2.6, §4 Payment return, §7
 * Card payment; contract §3.4, §3.5, §5 item 14): the simulated gateway (src/mocks/gateway.ts) reads
 * the posted fields, approves (stores the approval, notifies the request) or declines, and returns to
 * `urlRetorno` with the contract's query; POST /requests/extras/updatePaymentInfo accepts only an
 * approval the gateway issued for that request, authorisation id and amount, once.
 */
import { describe, expect, it } from 'vitest';
import { db, gatewayApprovalsTable } from '../../../src/mocks/db';
import { abandonPath, approvePayment, declinePayment, isProcessable, readGatewayPost, withQuery } from '../../../src/mocks/gateway';
import { DEMO_CITIZEN_2_ID, DEMO_CITIZEN_ID, DEMO_PASSWORD } from '../../../src/mocks/seed';
import { adminUrl, raw, signIn, useEmbeddedBackend } from './harness';

useEmbeddedBackend();

const ORIGIN = 'http://localhost:5173';

/** The fields the portal posts for request 903 (Ana, action 5 of RD$ 3,500.00), as a query string. */
function gatewayQuery(
  overrides: Record<string, string> = {},
  actionId = db()
    .requests!.find((r) => r.id === 903)!
    .actions!.find((a) => a.completed_at === null)!.id,
): string {
  return new URLSearchParams({
    codigoCentroRecaudacion: '0107',
    codigoServicio: '0254',
    montoServicio: '3500.00',
    nombre: 'Ana María Rodríguez Peña',
    numeroDocumento: DEMO_CITIZEN_ID,
    tipoDocumento: 'C',
    medioPago: 'PagoEnLinea',
    idAutorizacionPortal: 'AUT-903',
    urlRetorno: `${ORIGIN}/app/validatePayment/903?requiredActionID=${actionId}`,
    ...overrides,
  }).toString();
}

const validate = (token: string, body: unknown) => raw(adminUrl('/requests/extras/updatePaymentInfo'), { token, appKey: true, body });
const detailOf = async (token: string, id: number) => (await raw(adminUrl(`/requests/${id}?citizenId=${DEMO_CITIZEN_ID}`), { token, appKey: true })).body;

/** The validation page's body from a return path. */
function bodyFrom(path: string, requestId = '903') {
  const q = new URL(path, ORIGIN).searchParams;
  return {
    requestId,
    numAprobacion: q.get('numAprobacion') ?? '',
    idAutorizacionPortal: q.get('idAutorizacionPortal') ?? '',
    required_action_id: q.get('requiredActionID'),
  };
}

describe('simulated gateway', () => {
  it('reads the posted fields, the amount and the request; refuses missing fields, a foreign return URL and an unknown authorisation', () => {
    const post = readGatewayPost(`?${gatewayQuery()}`, ORIGIN);
    expect(post.missing).toEqual([]);
    expect(post.amount).toBe(3500);
    expect(post.request?.id).toBe(903);
    expect(isProcessable(post)).toBe(true);
    const missing = readGatewayPost(`?${gatewayQuery({ nombre: '', codigoServicio: '' })}`, ORIGIN);
    expect(missing.missing).toEqual(['codigoServicio', 'nombre']);
    expect(isProcessable(missing)).toBe(false);
    expect(isProcessable(readGatewayPost(`?${gatewayQuery({ urlRetorno: 'https://evil.example/robar' })}`, ORIGIN))).toBe(false);
    expect(isProcessable(readGatewayPost(`?${gatewayQuery({ idAutorizacionPortal: 'AUT-424242' })}`, ORIGIN))).toBe(false);
    expect(isProcessable(readGatewayPost(`?${gatewayQuery({ montoServicio: '0' })}`, ORIGIN))).toBe(false);
    expect(() => approvePayment(missing)).toThrow();
  });

  it('merges the return query: requiredActionID kept, numAprobacion and idAutorizacionPortal added', () => {
    expect(withQuery(new URL(`${ORIGIN}/app/validatePayment/903?requiredActionID=77`), { numAprobacion: '123456', idAutorizacionPortal: 'AUT-903' })).toBe(
      '/app/validatePayment/903?requiredActionID=77&numAprobacion=123456&idAutorizacionPortal=AUT-903',
    );
    const post = readGatewayPost(`?${gatewayQuery()}`, ORIGIN);
    const declined = declinePayment(post)!;
    expect(new URL(declined, ORIGIN).searchParams.get('idAutorizacionPortal')).toBe('AUT-903');
    expect(new URL(declined, ORIGIN).searchParams.has('numAprobacion')).toBe(false);
    expect(abandonPath(post)).toBe('/app/serviceRequestedDetails/903');
  });

  it('Aprobar stores the approval and writes approval_number and succesfullyPayment_date on the request', async () => {
    const token = await signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
    const actionId = (await detailOf(token, 903)).request.request_actions as number;
    const { approvalNumber, to } = approvePayment(readGatewayPost(`?${gatewayQuery()}`, ORIGIN));
    expect(approvalNumber).toMatch(/^\d{6}$/);
    expect(to).toBe(`/app/validatePayment/903?requiredActionID=${actionId}&numAprobacion=${approvalNumber}&idAutorizacionPortal=AUT-903`);
    expect(gatewayApprovalsTable()).toEqual([
      expect.objectContaining({ approval_number: approvalNumber, request_id: 903, amount: 3500, required_action_id: actionId, used: false }),
    ]);
    const detail = await detailOf(token, 903);
    expect(detail.request.approval_number).toBe(approvalNumber);
    // later than the payment action's creation: the detail's payment-return rule applies
    expect(detail.request.payment.succesfullyPayment_date > detail.requiredActions[0].created_at).toBe(true);
    expect(db().mails[0].subject).toContain('Pago en línea aprobado');
  });
});

describe('POST /requests/extras/updatePaymentInfo (updatePaymentInfo)', () => {
  it('an approval the gateway issued records the payment, closes the action and makes the payment PAGADO', async () => {
    const token = await signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
    const before = await detailOf(token, 903);
    const { to, approvalNumber } = approvePayment(readGatewayPost(`?${gatewayQuery()}`, ORIGIN));
    const res = await validate(token, bodyFrom(to));
    expect(res.body).toEqual({ success: true, msg: 'Pago registrado satisfactoriamente' });
    const after = await detailOf(token, 903);
    expect(after.request.payment.payment_status).toBe('PAGADO');
    expect(after.request.request_actions_id).toBeNull();
    expect(after.requiredActions).toEqual([]);
    expect(after.priceRequest).toHaveLength(before.priceRequest.length + 1);
    expect(after.priceRequest.at(-1)).toMatchObject({
      concept: 'Inspección técnica del terreno',
      approval_number: approvalNumber,
      payment_method: 'Tarjeta de crédito o débito',
      price: '3500.00',
      coin: 'DOP',
    });
    expect(gatewayApprovalsTable()[0].used).toBe(true);
  });

  it('refuses a replayed approval', async () => {
    const token = await signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
    const { to } = approvePayment(readGatewayPost(`?${gatewayQuery()}`, ORIGIN));
    expect((await validate(token, bodyFrom(to))).body.success).toBe(true);
    const replay = await validate(token, bodyFrom(to));
    expect(replay.body).toEqual({ success: false, msg: 'Este número de aprobación ya fue utilizado' });
    expect((await detailOf(token, 903)).priceRequest).toHaveLength(2);
  });

  it('refuses a forged approval number, another request’s approval and a wrong authorisation id', async () => {
    const token = await signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
    const forged = await validate(token, { requestId: '903', numAprobacion: '123456', idAutorizacionPortal: 'AUT-903', required_action_id: null });
    expect(forged.body).toEqual({ success: false, msg: expect.stringMatching(/aprobación/) });
    const { approvalNumber } = approvePayment(readGatewayPost(`?${gatewayQuery()}`, ORIGIN));
    expect((await validate(token, { requestId: '904', numAprobacion: approvalNumber, idAutorizacionPortal: 'AUT-904' })).body.success).toBe(false);
    expect((await validate(token, { requestId: '903', numAprobacion: approvalNumber, idAutorizacionPortal: 'AUT-904' })).body.success).toBe(false);
    expect(
      (await validate(token, { requestId: '903', numAprobacion: approvalNumber, idAutorizacionPortal: 'AUT-903', required_action_id: '1' })).body.success,
    ).toBe(false);
    expect((await detailOf(token, 903)).request.payment.payment_status).toBe('PENDIENTE');
  });

  it('refuses an approval for another amount than the one due (montoServicio altered)', async () => {
    const token = await signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
    const { to } = approvePayment(readGatewayPost(`?${gatewayQuery({ montoServicio: '35.00' })}`, ORIGIN));
    expect((await validate(token, bodyFrom(to))).body).toEqual({ success: false, msg: 'El monto aprobado no corresponde al monto a pagar' });
  });

  it('a declined payment’s return has no approval number: the body misses it (422); another citizen gets 404', async () => {
    const token = await signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
    const declined = declinePayment(readGatewayPost(`?${gatewayQuery()}`, ORIGIN))!;
    const res = await validate(token, bodyFrom(declined));
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['numAprobacion']);
    const { to } = approvePayment(readGatewayPost(`?${gatewayQuery()}`, ORIGIN));
    const jose = await signIn(DEMO_CITIZEN_2_ID, DEMO_PASSWORD);
    expect((await validate(jose, bodyFrom(to))).status).toBe(404);
  });
});
