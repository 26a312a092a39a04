/**
 * The embedded backend's request detail (src/mocks/handlers/requestDetail.ts; spec 001 §2.5, §3 Request
 * detail response, §6 Staff base role and Citizen owner; contract Q1, §3.1): the full RequestDetail of
 * seeded requests, the staff read and the deletion rules of POST /requests/delete.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../../../src/mocks/db';
import { config } from '../../../src/config';
import { DEMO_CITIZEN_2_ID, DEMO_CITIZEN_ID, DEMO_COMPANY_RNC, DEMO_PASSWORD, DEMO_STAFF_ID } from '../../../src/mocks/seed';
import { adminUrl, idUrl, raw, signIn, useEmbeddedBackend } from './harness';

useEmbeddedBackend();

const asAna = () => signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
const detail = (token: string, id: number, citizenId: string) => raw(adminUrl(`/requests/${id}?citizenId=${citizenId}`), { token, appKey: true });

describe('GET /requests/{requestId} (getRequest): the full detail', () => {
  it('answers a pending document action as request_actions_id/request_actions, its banner message and requiredActions', async () => {
    const res = await detail(await asAna(), 901, DEMO_CITIZEN_ID);
    expect(res.status).toBe(200);
    expect(res.body.request).toMatchObject({
      id: 901,
      code: 'DPP-2026-000041',
      provisional: 0,
      doc_identification: DEMO_CITIZEN_ID,
      request_actions_id: 1,
      request_actions: expect.any(Number),
      status: { id: 2, name: 'En revisión documental', color: 'info', base_status_id: 1 },
      payment: { payment_amount: '7000.00', payment_status: 'PAGADO', succesfullyPayment_date: '2026-09-02 10:40:00' },
      approval_number: '482913',
      idAutorizacionPortal: 'AUT-901',
      activity: { activity_id: 51101 },
      service: {
        id: 1,
        name: 'No objeción de uso de suelo para proyectos turísticos',
        external_pay: 1,
        sirit_code: '0251',
        process_id: 1101,
        activity_id: 51101,
        send: 1,
        institution: { recaudationCode: '0107' },
      },
      company_id: null,
      company_name: null,
      solution: null,
      rating: [],
      comments: [],
    });
    const actionId = res.body.request.request_actions;
    expect(res.body.request.messages).toEqual([{ message: expect.stringContaining('plano de ubicación') }]);
    expect(res.body.requiredActions).toEqual([
      { id: actionId, action_id: 1, activity_id: 51101, message: res.body.request.messages[0].message, created_at: '2026-09-20 09:15:00' },
    ]);
    expect(res.body.priceRequest).toEqual([
      {
        id: expect.any(Number),
        concept: 'Análisis de no objeción de uso de suelo',
        approval_number: '482913',
        payment_method: 'Tarjeta de crédito o débito',
        price: '7000.00',
        coin: 'DOP',
        created_at: '2026-09-02 10:40:00',
      },
    ]);
    expect(res.body.direction).toEqual({ acronym: 'DPP' });
  });

  it('answers comments oldest first, URI-encoded, officer user_id 2 and the citizen another id', async () => {
    const res = await detail(await asAna(), 902, DEMO_CITIZEN_ID);
    const comments = res.body.request.comments as { id: number; text: string; user_id: number; created_at: string }[];
    expect(comments.map((c) => c.user_id === 2)).toEqual([true, false, true]);
    expect(comments.map((c) => c.created_at)).toEqual([...comments.map((c) => c.created_at)].sort());
    expect(comments[1].text).toBe(encodeURIComponent('Gracias. Quedo atenta a cualquier requerimiento adicional.'));
    expect(res.body.request.request_actions_id).toBe(3);
  });

  it('answers a resolved request with its solution, rating and institution document', async () => {
    const res = await detail(await asAna(), 907, DEMO_CITIZEN_ID);
    expect(res.body.request).toMatchObject({
      status: { id: 7, name: 'Completada', color: 'success' },
      solution: expect.stringContaining('no objeción'),
      request_actions_id: null,
      request_actions: null,
      messages: [],
    });
    expect(res.body.request.rating).toEqual([{ rating: 4.5, comment: expect.any(String), created_at: '2026-04-10 18:00:00' }]);
    // The resolution PDF of src/mocks/seedRequests.ts, and one of the documents issued on Ana's
    // requests so that 'Documentos Institucionales' has two pages (src/mocks/seedNotifications.ts).
    expect(res.body.request.request_document.map((d: { origin_doc: number }) => d.origin_doc)).toEqual([1, 1]);
  });

  it('answers a company request with its company', async () => {
    const res = await detail(await asAna(), 912, DEMO_CITIZEN_ID);
    expect(res.body.request).toMatchObject({ company_id: 1, company_name: 'Posada Zona Colonial' });
    const hotel = await signIn(DEMO_COMPANY_RNC, DEMO_PASSWORD);
    expect((await detail(hotel, 941, DEMO_COMPANY_RNC)).body.request).toMatchObject({
      company_id: 2,
      company_name: 'Hotel Caribe Colonial',
      request_actions_id: 1,
    });
  });
});

describe('staff read (spec 001 §6)', () => {
  it('the staff account signs in, has the staff base role and reads any request with its doc_identification', async () => {
    const token = await signIn(DEMO_STAFF_ID, DEMO_PASSWORD);
    const me = await raw(idUrl('/get/auth/user'), { token });
    expect(me.body.payload).toMatchObject({ citizen_id: DEMO_STAFF_ID, rol_base: config.staffRole });
    expect(config.staffRole).toBe(3);
    expect((await detail(token, 901, DEMO_CITIZEN_ID)).body.request.id).toBe(901);
    expect((await detail(token, 921, DEMO_CITIZEN_2_ID)).body.request.id).toBe(921);
    expect((await detail(token, 941, DEMO_COMPANY_RNC)).status).toBe(200);
    // still by the request's own doc_identification
    expect((await detail(token, 901, DEMO_STAFF_ID)).status).toBe(404);
  });

  it('a citizen gets 404 for another citizen’s request, even passing that citizen’s document', async () => {
    const jose = await signIn(DEMO_CITIZEN_2_ID, DEMO_PASSWORD);
    expect((await detail(jose, 901, DEMO_CITIZEN_ID)).status).toBe(404);
    expect((await detail(jose, 901, DEMO_CITIZEN_2_ID)).status).toBe(404);
    expect((await detail(jose, 921, DEMO_CITIZEN_2_ID)).status).toBe(200);
  });
});

describe('POST /requests/delete (deleteRequest)', () => {
  const del = (token: string, body: unknown) => raw(adminUrl('/requests/delete'), { token, appKey: true, body });

  it('removes the owner’s provisional request', async () => {
    const token = await asAna();
    const res = await del(token, { citizen_id: DEMO_CITIZEN_ID, request_id: 911 });
    expect(res.body).toEqual({ success: true, msg: 'Solicitud eliminada' });
    expect(db().requests!.some((r) => r.id === 911)).toBe(false);
    expect((await detail(token, 911, DEMO_CITIZEN_ID)).status).toBe(404);
  });

  it('refuses a submitted request, a cancelled provisional one, another’s, and missing fields', async () => {
    const token = await asAna();
    expect((await del(token, { citizen_id: DEMO_CITIZEN_ID, request_id: 901 })).body.success).toBe(false);
    db().requests!.find((r) => r.id === 911)!.status = { id: 10, name: 'Cancelada', color: 'warning', base_status_id: 2 };
    expect((await del(token, { citizen_id: DEMO_CITIZEN_ID, request_id: 911 })).body.success).toBe(false);
    expect((await del(token, { citizen_id: DEMO_CITIZEN_2_ID, request_id: 931 })).body.success).toBe(false);
    expect((await del(token, { citizen_id: DEMO_CITIZEN_ID, request_id: 931 })).body.success).toBe(false);
    expect(db().requests!.filter((r) => [901, 911, 931].includes(r.id))).toHaveLength(3);
    const missing = await del(token, {});
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['citizen_id', 'request_id']);
  });
});
