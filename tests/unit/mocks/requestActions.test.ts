/**
 * What a citizen does on a request, against the embedded backend (issue 8; spec 001 §2.5, §5, §7;
 * contract Q2-Q8, §3.3, §3.4): messages (POST /comment), the required-document action
 * (POST /requests/action/save, POST /assigndocumentsoftexpert), the payment voucher
 * (POST /assigndocument/{id} with `voucher: true`), claims (GET /issues, GET /claims/{code},
 * POST /claims) and the rating (POST /services/extras/rating). Each call's consequence is read back
 * through GET /requests/{id} or the store.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../../../src/mocks/db';
import { answerClaim } from '../../../src/mocks/backOffice';
import { DEMO_CITIZEN_2_ID, DEMO_CITIZEN_ID, DEMO_PASSWORD } from '../../../src/mocks/seed';
import { adminUrl, raw, signIn, useEmbeddedBackend } from './harness';

useEmbeddedBackend();

const asAna = () => signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
const post = (token: string, path: string, body: unknown) => raw(adminUrl(path), { token, appKey: true, body });
const detailOf = async (token: string, id: number, citizenId = DEMO_CITIZEN_ID) =>
  (await raw(adminUrl(`/requests/${id}?citizenId=${citizenId}`), { token, appKey: true })).body;

describe('POST /comment (postComment)', () => {
  it('stores the message URI-encoded with the citizen’s user id and closes the information action it names', async () => {
    const token = await asAna();
    const before = await detailOf(token, 902);
    const actionId = before.request.request_actions as number;
    expect(before.request.request_actions_id).toBe(3);
    const text = encodeURIComponent('Son 24 habitaciones: 18 estándar y 6 suites. Apertura prevista: junio 2027.');
    const res = await post(token, '/comment', { request_id: 902, text, required_action_id: actionId });
    expect(res.body).toEqual({ success: true, msg: 'Mensaje enviado' });
    const after = await detailOf(token, 902);
    const last = after.request.comments.at(-1);
    expect(last).toMatchObject({ text, created_at: expect.any(String) });
    expect(last.user_id).not.toBe(2);
    expect(after.request.comments).toHaveLength(before.request.comments.length + 1);
    expect(after.request.request_actions_id).toBeNull();
    expect(after.requiredActions).toEqual([]);
  });

  it('encodes a plain text, keeps a pending action when no required_action_id is sent', async () => {
    const token = await asAna();
    await post(token, '/comment', { request_id: 902, text: 'Hola <b>equipo</b>' });
    const after = await detailOf(token, 902);
    expect(after.request.comments.at(-1).text).toBe(encodeURIComponent('Hola <b>equipo</b>'));
    expect(after.request.request_actions_id).toBe(3);
  });

  it('validates: text required and at most 500 characters (422); no information action or a closed request → success false', async () => {
    const token = await asAna();
    expect((await post(token, '/comment', { request_id: 902, text: '' })).status).toBe(422);
    expect((await post(token, '/comment', { request_id: 902 })).status).toBe(422);
    expect((await post(token, '/comment', { request_id: 902, text: 'a'.repeat(501) })).status).toBe(422);
    expect((await post(token, '/comment', { request_id: 902, text: encodeURIComponent('á'.repeat(500)) })).body.success).toBe(true);
    expect((await post(token, '/comment', { request_id: 901, text: 'Hola' })).body.success).toBe(false);
    expect((await post(token, '/comment', { request_id: 907, text: 'Hola' })).body.success).toBe(false);
    expect((await post(token, '/comment', { request_id: 902, text: 'Hola', required_action_id: 999999 })).body.success).toBe(false);
    expect((await post(token, '/comment', { request_id: 922, text: 'Hola' })).status).toBe(404);
  });
});

describe('required-document action (type 1)', () => {
  const file = {
    name: 'plano-actualizado',
    extension: 'pdf',
    route: 'solicitudes/00104567896/plano-actualizado.pdf',
    size_mb: 2.1,
    label: 'Documento de accion requerida 1',
  };

  it('stores one record per file, then the completion attaches the documents (origin 0) and closes the action', async () => {
    const token = await asAna();
    const before = await detailOf(token, 901);
    const actionId = before.request.request_actions as number;
    const record = {
      documents: [file],
      size_mb: 2.1,
      title: `documento-${DEMO_CITIZEN_ID}`,
      record_id: 'DPP-2026-000041',
      attribute: `NumeroSolicitud=DPP-2026-000041;DocumentoIdentidadSolicitante=${DEMO_CITIZEN_ID};TipoDocumentoPortal=Adjunto`,
      process_id: 1101,
      acronym: 'DPPDE',
      names: ['Documento de accion requerida 1'],
      required_action_id: actionId,
      activity_id: 51101,
      new_request: false,
    };
    expect((await post(token, '/requests/action/save', record)).body).toMatchObject({ success: true });
    expect(db().requiredDocumentRecords).toEqual([
      expect.objectContaining({ record_id: 'DPP-2026-000041', required_action_id: actionId, routes: [file.route], names: record.names }),
    ]);
    const done = await post(token, '/assigndocumentsoftexpert', {
      documents: [file, { ...file, route: 'solicitudes/00104567896/otro.pdf', name: 'otro', label: 'Documento de accion requerida 2' }],
      record_id: 'DPP-2026-000041',
      status: true,
      required_action_id: actionId,
    });
    expect(done.body).toMatchObject({ success: true });
    const after = await detailOf(token, 901);
    expect(after.request.request_actions_id).toBeNull();
    expect(after.requiredActions).toEqual([]);
    expect(after.request.request_document.filter((d: { name: string }) => ['plano-actualizado', 'otro'].includes(d.name))).toEqual([
      expect.objectContaining({ origin_doc: 0 }),
      expect.objectContaining({ origin_doc: 0 }),
    ]);
    // the action is gone: a second completion is refused
    expect(
      (await post(token, '/assigndocumentsoftexpert', { documents: [file], record_id: 'DPP-2026-000041', status: true, required_action_id: actionId })).body
        .success,
    ).toBe(false);
  });

  it('refuses a wrong action id, another citizen’s request (404) and a body without documents (422)', async () => {
    const token = await asAna();
    const body = { documents: [file], record_id: 'DPP-2026-000041', status: true, required_action_id: 1 };
    expect((await post(token, '/assigndocumentsoftexpert', body)).body.success).toBe(false);
    expect((await post(token, '/requests/action/save', { ...body, title: 't', attribute: 'a', names: ['n'], new_request: false })).body.success).toBe(false);
    expect((await post(token, '/assigndocumentsoftexpert', { ...body, record_id: 'LOP-2026-000061' })).status).toBe(404);
    expect((await post(token, '/assigndocumentsoftexpert', { ...body, documents: [] })).status).toBe(422);
    expect((await post(token, '/requests/action/save', { record_id: 'DPP-2026-000041' })).status).toBe(422);
  });
});

describe('payment voucher: POST /assigndocument/{id} with voucher true', () => {
  it('attaches the proof labelled Comprobante de pago, answers request_code and makes the payment GENERADO (action kept for the officer)', async () => {
    const token = await asAna();
    const before = await detailOf(token, 903);
    expect(before.request.payment.payment_status).toBe('PENDIENTE');
    const res = await post(token, '/assigndocument/903', {
      voucher: true,
      status: true,
      required_action_id: before.request.request_actions,
      documents: [{ name: 'comprobante', extension: 'pdf', route: 'solicitudes/00104567896/comprobante.pdf', size_mb: 0.3, label: 'cualquier cosa' }],
    });
    expect(res.body).toEqual({ success: true, request_code: 'DPP-2026-000043' });
    const after = await detailOf(token, 903);
    expect(after.request.payment.payment_status).toBe('GENERADO');
    expect(after.request.request_document.find((d: { name: string }) => d.name === 'comprobante')).toMatchObject({ origin_doc: 0 });
    expect(
      db()
        .requests!.find((r) => r.id === 903)!
        .documents.at(-1)!.label,
    ).toBe('Comprobante de pago');
    expect(after.request.request_actions_id).toBe(5);
    // a second voucher while under validation is refused
    const again = await post(token, '/assigndocument/903', { voucher: true, status: true, documents: [{ route: 'x/y.pdf' }] });
    expect(again.body.success).toBe(false);
  });
});

describe('claims: GET /issues, POST /claims, GET /claims/{code}', () => {
  it('lists realistic reasons, stores a claim (Abierta) and answers it after the officer responds', async () => {
    const token = await asAna();
    const issues = await raw(adminUrl('/issues'), { token, appKey: true });
    expect(issues.body.length).toBeGreaterThanOrEqual(5);
    expect(issues.body[0]).toEqual({ id: 1, content: 'Demora en la respuesta' });
    const body = {
      issue_id: 2,
      citizen_id: DEMO_CITIZEN_ID,
      service_id: 4,
      request_code: 'DPP-2026-000043',
      citizen_name: 'Ana María',
      description: 'Nadie contesta el teléfono de la dirección.',
      company_id: null,
      company_name: null,
    };
    expect((await post(token, '/claims', body)).body).toEqual({ success: true, msg: 'Reclamación registrada' });
    const list = await raw(adminUrl('/claims/DPP-2026-000043'), { token, appKey: true });
    expect(list.body).toEqual([
      {
        id: expect.any(Number),
        issue_id: 2,
        description: body.description,
        company_name: null,
        citizen_name: 'Ana María',
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        status: 'Abierta',
        solution: null,
      },
    ]);
    expect(answerClaim(list.body[0].id, 'Se asignó un analista a su solicitud.', 'Resuelta')).toBe('ok');
    const answered = await raw(adminUrl('/claims/DPP-2026-000043'), { token, appKey: true });
    expect(answered.body[0]).toMatchObject({ status: 'Resuelta', solution: 'Se asignó un analista a su solicitud.' });
  });

  it('answers 422 with msg.error when the reason or the observation is missing', async () => {
    const token = await asAna();
    const res = await post(token, '/claims', {
      citizen_id: DEMO_CITIZEN_ID,
      service_id: 4,
      request_code: 'DPP-2026-000043',
      citizen_name: 'Ana María',
      description: '  ',
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ success: false, msg: { error: { issue_id: ['Este campo es requerido'], description: ['Este campo es requerido'] } } });
    expect((await post(token, '/claims', { issue_id: 99, request_code: 'DPP-2026-000043', description: 'x' })).body.success).toBe(false);
    expect((await post(token, '/claims', { issue_id: 1, request_code: 'LOP-2026-000061', description: 'x' })).body.success).toBe(false);
  });

  it('seeded claims with and without a response; another citizen’s code answers []', async () => {
    const token = await asAna();
    expect((await raw(adminUrl('/claims/DPP-2026-000047'), { token, appKey: true })).body).toEqual([
      expect.objectContaining({ status: 'Resuelta', solution: expect.any(String) }),
    ]);
    expect((await raw(adminUrl('/claims/DPP-2026-000049'), { token, appKey: true })).body).toEqual([
      expect.objectContaining({ status: 'Abierta', solution: null }),
    ]);
    const jose = await signIn(DEMO_CITIZEN_2_ID, DEMO_PASSWORD);
    expect((await raw(adminUrl('/claims/DPP-2026-000049'), { token: jose, appKey: true })).body).toEqual([]);
  });
});

describe('POST /services/extras/rating (rateService)', () => {
  it('stores the rating of a resolved, unrated request once', async () => {
    const token = await asAna();
    expect((await detailOf(token, 908)).request.rating).toEqual([]);
    const res = await post(token, '/services/extras/rating', { request_id: '908', rating: 3.5, comment: 'Buen servicio, aunque tardó.' });
    expect(res.body).toEqual({ success: true, msg: 'Calificación registrada' });
    expect((await detailOf(token, 908)).request.rating).toEqual([{ rating: 3.5, comment: 'Buen servicio, aunque tardó.', created_at: expect.any(String) }]);
    expect((await post(token, '/services/extras/rating', { request_id: 908, rating: 5 })).body.success).toBe(false);
  });

  it('refuses an unresolved or already rated request, ratings off the half-star scale (422) and another’s request (404)', async () => {
    const token = await asAna();
    expect((await post(token, '/services/extras/rating', { request_id: 901, rating: 4 })).body.success).toBe(false);
    expect((await post(token, '/services/extras/rating', { request_id: 907, rating: 4 })).body.success).toBe(false);
    for (const rating of [5.5, -0.5, 3.3, '4', null]) {
      expect((await post(token, '/services/extras/rating', { request_id: 908, rating })).status, String(rating)).toBe(422);
    }
    expect((await post(token, '/services/extras/rating', { request_id: 928, rating: 4 })).status).toBe(404);
    // default 3 and no comment is fine
    expect((await post(token, '/services/extras/rating', { request_id: 908, rating: 3, comment: null })).body.success).toBe(true);
  });
});
