/**
 * The demo back office of requests (src/mocks/backOffice.ts; issue 8): each officer action, seen by the
 * citizen through the real calls (GET /requests/{id}, GET /claims/{code}, the file server's download),
 * plus the demo e-mail it writes.
 */
import { describe, expect, it } from 'vitest';
import { config } from '../../../src/config';
import { db } from '../../../src/mocks/db';
import {
  answerClaim,
  backOfficeRequest,
  cancelRequest,
  issueDocument,
  listBackOfficeRequests,
  rejectRequest,
  requestDocument,
  requestInformation,
  requestPayment,
  resolveRequest,
  validateVoucher,
  writeMessage,
} from '../../../src/mocks/backOffice';
import { DEMO_CITIZEN_2_ID, DEMO_CITIZEN_ID, DEMO_PASSWORD } from '../../../src/mocks/seed';
import { adminUrl, raw, signIn, useEmbeddedBackend } from './harness';

useEmbeddedBackend();

const detailOf = async (id: number, citizenId = DEMO_CITIZEN_ID) => {
  const token = await signIn(citizenId, DEMO_PASSWORD);
  return (await raw(adminUrl(`/requests/${id}?citizenId=${citizenId}`), { token, appKey: true })).body;
};
const lastMail = () => db().mails[0];

describe('request list', () => {
  it('lists every request of every owner with code, owner, service and status', () => {
    const rows = listBackOfficeRequests();
    expect(rows).toHaveLength(db().requests!.length);
    expect(rows.find((r) => r.id === 941)).toMatchObject({
      code: 'LOP-2026-000081',
      owner: 'Hotel Caribe Colonial (RNC 131987656)',
      service: expect.stringContaining('alojamiento'),
      status: 'En proceso',
    });
    expect(rows.find((r) => r.id === 912)).toMatchObject({ owner: expect.stringContaining('Ana María Rodríguez Peña'), company: 'Posada Zona Colonial' });
    expect(rows.find((r) => r.id === 911)?.provisional).toBe(true);
  });
});

describe('asking the citizen', () => {
  it('Solicitar documento / información: a pending action 1 / 3 with the message, and an e-mail', async () => {
    expect(requestDocument(1001, 'Cargue la <b>certificación</b> de la ASONAHORES.')).toBe('ok');
    let detail = await detailOf(1001);
    expect(detail.request).toMatchObject({ request_actions_id: 1, messages: [{ message: 'Cargue la <b>certificación</b> de la ASONAHORES.' }] });
    expect(lastMail()).toMatchObject({
      to: `ana.rodriguez@demo.mitur.local`,
      subject: 'Documento requerido · DPP-2026-000123',
      link: { href: '/app/serviceRequestedDetails/1001' },
    });
    expect(requestInformation(1001, '¿Cuántas habitaciones tendrá el proyecto?')).toBe('ok');
    detail = await detailOf(1001);
    expect(detail.request.request_actions_id).toBe(3);
    expect(detail.requiredActions.map((a: { action_id: number }) => a.action_id)).toEqual([1, 3]);
    expect(requestDocument(1001, '  ')).toBe('required');
    expect(requestDocument(907, 'x')).toBe('closed');
    expect(requestDocument(911, 'x')).toBe('provisional');
    expect(requestDocument(424242, 'x')).toBe('notFound');
  });

  it('Solicitar pago: action 5 or 7 with the amount; the payment becomes PENDIENTE with it', async () => {
    expect(requestPayment(921, 7, 2500.5, '', 'Duplicado de licencia')).toBe('ok');
    const detail = await detailOf(921, DEMO_CITIZEN_2_ID);
    expect(detail.request).toMatchObject({ request_actions_id: 7, payment: { payment_amount: '2500.50', payment_status: 'PENDIENTE' } });
    expect(detail.request.messages.at(-1).message).toContain('RD$ 2,500.50');
    expect(requestPayment(921, 5, 0)).toBe('invalidAmount');
    expect(requestPayment(921, 5, 10.005)).toBe('invalidAmount');
    expect(requestPayment(905, 5, 1000)).toBe('underValidation');
  });
});

describe('messages and documents', () => {
  it('Escribir mensaje stores the officer’s text URI-encoded with user_id 2, so % sequences and HTML come back as typed', async () => {
    const text = 'Pago 100% recibido %41%2 <script>alert(1)</script> <b>gracias</b>';
    expect(writeMessage(1001, text)).toBe('ok');
    const comment = (await detailOf(1001)).request.comments.at(-1);
    expect(comment).toMatchObject({ user_id: 2, text: encodeURIComponent(text) });
    expect(decodeURIComponent(comment.text)).toBe(text);
    expect(writeMessage(1001, 'x'.repeat(501))).toBe('tooLong');
    expect(writeMessage(1001, '')).toBe('required');
  });

  it('Emitir documento stores a real PDF the file server serves, attached with origin 1', async () => {
    expect(await issueDocument(1001, 'Resolución de aprobación', new Date(2026, 10, 23, 9, 0, 0))).toBe('ok');
    const doc = (await detailOf(1001)).request.request_document[0];
    expect(doc).toMatchObject({ name: 'Resolución de aprobación', extension: 'pdf', origin_doc: 1, created_at: '2026-11-23 09:00:00' });
    expect(doc.url.startsWith(`${config.filesUrl}/storage/emitidos/`)).toBe(true);
    const res = await fetch(doc.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    const text = new TextDecoder('latin1').decode(bytes);
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('DPP-2026-000123');
    // the cross-reference table points at each object
    const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((o, i) => expect(text.slice(o, o + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
    expect(await issueDocument(1001, ' ')).toBe('required');
  });
});

describe('payments and closing', () => {
  it('Validar pago turns a GENERADO voucher into a payment in priceRequest, closes the payment action, PAGADO', async () => {
    const before = await detailOf(905);
    expect(before.request.payment.payment_status).toBe('GENERADO');
    expect(validateVoucher(905, 'TRF-20261102-9981')).toBe('ok');
    const after = await detailOf(905);
    expect(after.request.payment.payment_status).toBe('PAGADO');
    expect(after.requiredActions).toEqual([]);
    expect(after.priceRequest).toEqual([
      expect.objectContaining({
        concept: 'Licencia de operación anual',
        approval_number: 'TRF-20261102-9981',
        payment_method: 'Depósito o transferencia bancaria',
        price: '20000.00',
        coin: 'DOP',
      }),
    ]);
    expect(validateVoucher(905)).toBe('noVoucher');
    expect(lastMail().subject).toContain('Pago validado');
  });

  it('Resolver, Rechazar and Cancelar set statuses 7, 8 and 10 with the text and close pending actions', async () => {
    expect(resolveRequest(901, 'Se otorga la no objeción de uso de suelo.')).toBe('ok');
    expect((await detailOf(901)).request).toMatchObject({
      status: { id: 7, name: 'Completada', color: 'success', base_status_id: 2 },
      solution: 'Se otorga la no objeción de uso de suelo.',
      request_actions_id: null,
      rating: [],
    });
    expect(rejectRequest(902, 'No cumple la normativa de alturas.')).toBe('ok');
    expect((await detailOf(902)).request).toMatchObject({
      status: { id: 8, name: 'Rechazada', color: 'danger' },
      solution: 'No cumple la normativa de alturas.',
    });
    expect(cancelRequest(911, 'Solicitud provisional abandonada.')).toBe('ok');
    expect((await detailOf(911)).request.status).toMatchObject({ id: 10, name: 'Cancelada' });
    expect(resolveRequest(901, 'otra vez')).toBe('closed');
    expect(resolveRequest(1001, '')).toBe('required');
    expect(resolveRequest(931, 'x')).toBe('provisional');
    expect(backOfficeRequest(901)).toMatchObject({ open: false, statusId: 7, pending: [] });
  });

  it('Responder reclamación sets the claim’s solution and status', async () => {
    const claim = db().claims!.find((c) => c.request_code === 'DPP-2026-000049')!;
    expect(answerClaim(claim.id, 'Revisaremos los planos corregidos en el comité del 2 de diciembre.', 'En revisión')).toBe('ok');
    const token = await signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
    const claims = (await raw(adminUrl('/claims/DPP-2026-000049'), { token, appKey: true })).body;
    expect(claims[0]).toMatchObject({ status: 'En revisión', solution: 'Revisaremos los planos corregidos en el comité del 2 de diciembre.' });
    expect(answerClaim(claim.id, '', 'Resuelta')).toBe('required');
    expect(answerClaim(claim.id, 'x', 'Inventado')).toBe('invalidStatus');
    expect(answerClaim(424242, 'x', 'Resuelta')).toBe('notFound');
  });
});
