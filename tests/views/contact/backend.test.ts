/**
 * POST /send/claim end to end below the page: the API function (a 2xx with a JSON object body is a
 * success: stricter than contract D8 on purpose, issue 10) and
 * the embedded admin handler (validation like the real backend, stored message, mailbox copy).
 */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../src/mocks/node';
import { db } from '../../../src/mocks/db';
import { config } from '../../../src/config';
import { sendContactMessage, type ContactMessage } from '../../../src/api/contact';
import { CONTACT_INBOX } from '../../../src/mocks/handlers/admin';
import { useEmbeddedBackend } from '../pages/harness';

useEmbeddedBackend();

const valid: ContactMessage = {
  name: 'Juan Pérez',
  mail: 'juan.perez@correo.do',
  phone: '8295557788',
  relation: 'Planificación y desarrollo (DPP)',
  message: 'Quisiera saber el estado de mi proyecto.',
};

async function post(body: unknown, headers: Record<string, string> = { 'X-Authorization': 'demo-admin-key' }) {
  const res = await fetch(`${config.adminUrl}/send/claim`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('embedded POST /send/claim', () => {
  it('stores a valid message, copies it to the ministry mailbox and answers success', async () => {
    const result = await sendContactMessage(valid);
    expect(result).toEqual({ ok: true, data: true });
    expect(db().contactMessages).toEqual([expect.objectContaining(valid)]);
    const mail = db().mails[0];
    expect(mail.to).toBe(CONTACT_INBOX);
    expect(mail.to).toBe('contacto@demo.mitur.local');
    expect(mail.subject).toBe('Nuevo mensaje de contacto: Planificación y desarrollo (DPP)');
    expect(mail.body).toContain('Quisiera saber el estado de mi proyecto.');
  });

  it('answers 422 with Laravel-style field errors for missing or invalid fields', async () => {
    const { status, body } = await post({ name: ' ', mail: 'juan@', phone: '809-555-7788', relation: '3', message: 5 });
    expect(status).toBe(422);
    expect(body.message).toBe('Los datos proporcionados no son válidos.');
    expect(body.errors).toEqual({
      name: ['Este campo es requerido'],
      mail: ['Ingrese un email válido'],
      phone: ['Favor digitar un teléfono válido'],
      relation: ['Seleccione una opción válida'],
      message: ['Este campo es requerido'],
    });
    const prefix = await post({ ...valid, phone: '8005557788' });
    expect(prefix.status).toBe(422);
    const long = await post({ ...valid, message: 'x'.repeat(5001) });
    expect(long.body.errors).toEqual({ message: ['El texto es demasiado largo'] });
    expect(db().contactMessages ?? []).toHaveLength(0);
    expect(db().mails.filter((m) => m.to === CONTACT_INBOX)).toHaveLength(0);
  });

  it('requires the application key like every admin call', async () => {
    const { status } = await post(valid, {});
    expect(status).toBe(401);
  });

  it('sendContactMessage maps failures; only a 2xx with a JSON object is a success (stricter than D8, issue 10)', async () => {
    const refused = await sendContactMessage({ ...valid, mail: 'x' });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'http', status: 422 } });
    // A proxy's error page with status 200 is not a sent message; nor is it a refusal: the outcome of
    // the write is unknown (src/api/outcome.ts, issue 25).
    server.use(
      http.post(
        `${config.adminUrl}/send/claim`,
        () => new HttpResponse('<html><body>Bad gateway</body></html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    expect(await sendContactMessage(valid)).toMatchObject({ ok: false, error: { kind: 'unknown', cause: 'malformed', status: 200 } });
    server.use(http.post(`${config.adminUrl}/send/claim`, () => new HttpResponse(null, { status: 204 })));
    expect(await sendContactMessage(valid)).toMatchObject({ ok: false, error: { kind: 'unknown', cause: 'malformed' } });
    server.use(http.post(`${config.adminUrl}/send/claim`, () => HttpResponse.text('OK')));
    expect(await sendContactMessage(valid)).toMatchObject({ ok: false, error: { kind: 'unknown', cause: 'malformed' } });
    server.use(http.post(`${config.adminUrl}/send/claim`, () => HttpResponse.json(['ok'])));
    expect(await sendContactMessage(valid)).toMatchObject({ ok: false, error: { kind: 'malformed' } });
    // Any JSON object without `success: false` is a success (the old portal read no field of it).
    server.use(http.post(`${config.adminUrl}/send/claim`, () => HttpResponse.json({})));
    expect(await sendContactMessage(valid)).toEqual({ ok: true, data: true });
    server.use(http.post(`${config.adminUrl}/send/claim`, () => HttpResponse.json({ success: false, msg: 'No' })));
    expect(await sendContactMessage(valid)).toMatchObject({ ok: false, error: { kind: 'rejected', message: 'No' } });
    server.use(http.post(`${config.adminUrl}/send/claim`, () => HttpResponse.error()));
    expect(await sendContactMessage(valid)).toMatchObject({ ok: false, error: { kind: 'unknown', cause: 'network' } });
  });
});
