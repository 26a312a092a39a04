/**
 * The notification calls of the embedded backend (src/mocks/handlers/notifications.ts,
 * src/mocks/notificationStore.ts; spec 001 §2.2, §3 Notification, §7; contract D6, D7) through the
 * portal's own client functions (src/api/notifications.ts): the seed, marking read, the
 * notifications the submit and the officer's actions create, the receipt e-mail, and the failures.
 */
import { describe, expect, it } from 'vitest';
import { db, injectFault } from '../../../src/mocks/db';
import { DEMO_CITIZEN_ID, DEMO_GESTOR_ID, DEMO_PASSWORD } from '../../../src/mocks/seed';
import { getNotifications, markNotificationRead } from '../../../src/api/notifications';
import { rejectRequest, resolveRequest, writeMessage, requestDocument } from '../../../src/mocks/backOffice';
import { adminUrl, raw, signIn, useEmbeddedBackend } from './harness';

useEmbeddedBackend();

const asAna = () => signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);

describe('GET /notification/{citizenId} (contract D6)', () => {
  it("answers Ana's seeded unread notifications, newest first, with the literal 'iD de solicitud' key", async () => {
    const token = await asAna();
    const res = await raw(adminUrl(`/notification/${DEMO_CITIZEN_ID}`), { token, appKey: true });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['notifications']);
    expect(res.body.notifications.map((n: any) => n.notification_id)).toEqual([502, 501, 503, 504]);
    expect(res.body.notifications[0]).toEqual({
      notification_id: 502,
      Evento: 'Pago requerido',
      title: 'Solicitud DPP-2026-000043: debe realizar un pago de RD$3,500.00 para continuar.',
      'iD de solicitud': 903,
    });
    // Without a request, the key is absent.
    expect(res.body.notifications[3]).toEqual({
      notification_id: 504,
      Evento: 'Bienvenido',
      title: 'Gracias por registrarse en el portal de servicios del Ministerio de Turismo.',
    });
  });

  it('the client maps them; another citizen id lists nothing; no token is 401', async () => {
    await asAna();
    const mine = await getNotifications(DEMO_CITIZEN_ID);
    expect(mine.ok && mine.data.map((n) => [n.id, n.requestId])).toEqual([
      [502, 903],
      [501, 901],
      [503, 907],
      [504, null],
    ]);
    const other = await getNotifications(DEMO_GESTOR_ID);
    expect(other).toEqual({ ok: true, data: [] });
    expect((await raw(adminUrl(`/notification/${DEMO_CITIZEN_ID}`), { appKey: true })).status).toBe(401);
  });
});

describe('POST /notification/{citizenId} (contract D7)', () => {
  it('marks read: the notification is no longer listed and the count falls', async () => {
    await asAna();
    expect(await markNotificationRead(DEMO_CITIZEN_ID, 501)).toEqual({ ok: true, data: true });
    const after = await getNotifications(DEMO_CITIZEN_ID);
    expect(after.ok && after.data.map((n) => n.id)).toEqual([502, 503, 504]);
    expect(db().notifications?.find((n) => n.id === 501)?.read).toBe(true);
  });

  it('refuses an unknown id (404), another citizen’s (404) and a body without an integer (422)', async () => {
    const token = await asAna();
    expect((await raw(adminUrl(`/notification/${DEMO_CITIZEN_ID}`), { token, appKey: true, body: { notification: 9999 } })).status).toBe(404);
    expect((await raw(adminUrl(`/notification/${DEMO_CITIZEN_ID}`), { token, appKey: true, body: { notification: 505 } })).status).toBe(404);
    expect((await raw(adminUrl(`/notification/${DEMO_GESTOR_ID}`), { token, appKey: true, body: { notification: 505 } })).status).toBe(404);
    expect((await raw(adminUrl(`/notification/${DEMO_CITIZEN_ID}`), { token, appKey: true, body: { notification: 'x' } })).status).toBe(422);
    expect(db().notifications?.find((n) => n.id === 505)?.read).toBe(false);
  });
});

describe('notifications the backend creates', () => {
  it('each officer action of the demo back office notifies the owner with the request id', async () => {
    await asAna();
    expect(requestDocument(902, '<p>Adjunte el <b>plano</b> de ubicación.</p>')).toBe('ok');
    expect(writeMessage(906, 'Su expediente está completo.')).toBe('ok');
    expect(resolveRequest(901, 'Aprobada la solicitud.')).toBe('ok');
    expect(rejectRequest(904, 'Documentación incompleta.')).toBe('ok');
    const list = await getNotifications(DEMO_CITIZEN_ID);
    const created = list.ok ? list.data.filter((n) => n.id > 508) : [];
    expect(created.map((n) => [n.event, n.requestId]).sort()).toEqual(
      [
        ['Documento requerido', 902],
        ['Nuevo mensaje del Ministerio de Turismo', 906],
        ['Solicitud completada', 901],
        ['Solicitud rechazada', 904],
      ].sort(),
    );
    // HTML of the officer's message is dropped from the line.
    expect(created.find((n) => n.requestId === 902)?.title).toBe('Solicitud CFT-2026-000042: Adjunte el plano de ubicación.');
  });

  it('a failed call is reported as such by the client (network, 500, malformed, expired token refreshed once)', async () => {
    await asAna();
    injectFault({ method: 'GET', path: '/notification/', kind: 'network', times: 1 });
    expect(await getNotifications(DEMO_CITIZEN_ID)).toMatchObject({ ok: false, error: { kind: 'network' } });
    injectFault({ method: 'GET', path: '/notification/', kind: 'http500', times: 1 });
    expect(await getNotifications(DEMO_CITIZEN_ID)).toMatchObject({ ok: false, error: { kind: 'http', status: 500 } });
    injectFault({ method: 'GET', path: '/notification/', kind: 'malformed', times: 1 });
    expect(await getNotifications(DEMO_CITIZEN_ID)).toMatchObject({ ok: false, error: { kind: 'malformed' } });
    injectFault({ method: 'POST', path: '/notification/', kind: 'expired', times: 1 });
    expect(await markNotificationRead(DEMO_CITIZEN_ID, 504)).toEqual({ ok: true, data: true });
  });
});

describe('a submitted request (POST /requests)', () => {
  it('notifies its owner and e-mails a receipt with the number and a link to the detail', async () => {
    const token = await asAna();
    const created = await raw(adminUrl('/requests'), {
      token,
      appKey: true,
      body: {
        req: { service_id: '2', doc_identification: DEMO_CITIZEN_ID, form_version: '7', payment_amount: 15000, total: 15000, variations: [21] },
        form: { citizen_record_id: DEMO_CITIZEN_ID, expertform_id: 102, data: [], grid: {} },
        documents: [],
        userInfo: { numdocsolicita: DEMO_CITIZEN_ID },
      },
    });
    expect(created.body.success).toBe(true);
    const { RequestID: id, code } = created.body as { RequestID: number; code: string };
    const list = await getNotifications(DEMO_CITIZEN_ID);
    expect(list.ok && list.data[0]).toEqual({
      id: 509,
      event: 'Solicitud recibida',
      title: `Solicitud ${code}: Recibimos su solicitud. Su número de solicitud es ${code}; puede darle seguimiento desde «Mi escritorio».`,
      requestId: id,
    });
    const mail = db().mails[0];
    expect(mail.subject).toBe(`Solicitud recibida · ${code}`);
    expect(mail.to).toBe(db().citizens.find((c) => c.citizen_id === DEMO_CITIZEN_ID)?.email);
    expect(mail.body.join(' ')).toContain(code);
    expect(mail.link).toEqual({ label: 'Ver solicitud', href: `/app/serviceRequestedDetails/${id}` });
  });
});
