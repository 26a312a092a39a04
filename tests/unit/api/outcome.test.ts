/**
 * Writes whose outcome is unknown (src/api/outcome.ts; issue 25 item 1): what `call()` reports for a
 * write that got no readable answer, against the embedded backend with one-shot answers.
 * Expectations from the issue: "network error or reset, time limit, unreadable 2xx body" of a write
 * is `unknown`; a read's failures keep their kinds; an answer the server gave (non-2xx, `success:
 * false`) stays what it is.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../src/mocks/node';
import { resetDb } from '../../../src/mocks/db';
import { clearCache } from '../../../src/api/cache';
import { config } from '../../../src/config';
import { sendContactMessage } from '../../../src/api/contact';
import { getDirections } from '../../../src/api/catalogue';
import type { OutcomeUnknown } from '../../../src/api/outcome';
import { isWriteMethod, settleWrite } from '../../../src/api/settleWrite';
import { sendMembershipInvitation } from '../../../src/api/companyMembers';
import { tokenStore } from '../../../src/api/tokenStore';
import { ApiError } from '../../../src/api/result';
import { isUnknownOutcome } from '../../../src/machines/outcome';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The embedded store is shared by the files of this project: leave it as seeded.
afterEach(() => {
  server.resetHandlers();
  resetDb();
});
afterAll(() => server.close());

const CLAIM = `${config.adminUrl}/send/claim`;
const body = { name: 'Ana María', mail: 'ana@correo.do', phone: '8095550100', relation: 'Portal de servicios', message: 'Consulta' };
const once = (answer: () => Response) => server.use(http.post(CLAIM, answer, { once: true }));

/** A body that errors after its first bytes: the connection reset mid-answer. */
function resetMidBody(): Response {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"success":tr'));
      controller.error(new TypeError('network error'));
    },
  });
  return new HttpResponse(stream, { status: 200, headers: { 'Content-Type': 'application/json' } });
}

describe('a write without a readable answer has an unknown outcome', () => {
  it.each([
    ['no answer (network error)', () => HttpResponse.error(), 'network'],
    ['a reset in the middle of the body', resetMidBody, 'network'],
    ['a truncated JSON body', () => new HttpResponse('{"success":true,"ms', { status: 200, headers: { 'Content-Type': 'application/json' } }), 'malformed'],
    ["a proxy's HTML page with 200", () => new HttpResponse('<html>502</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }), 'malformed'],
    ['an empty 200', () => new HttpResponse(null, { status: 200 }), 'malformed'],
  ] as const)('%s → unknown (%s)', async (_name, answer, cause) => {
    once(answer);
    const result = await sendContactMessage(body);
    expect(result).toMatchObject({ ok: false, error: { kind: 'unknown', cause } });
    expect(result.ok === false && isUnknownOutcome(new ApiError(result.error))).toBe(true);
  });

  it('an answer the server gave stays what it is: HTTP 500 is `http`, a JSON 2xx without what is promised `malformed`; the next call goes through', async () => {
    once(() => HttpResponse.json({ msg: 'Error interno' }, { status: 500 }));
    expect(await sendContactMessage(body)).toMatchObject({ ok: false, error: { kind: 'http', status: 500 } });
    once(() => HttpResponse.json(['enviado']));
    expect(await sendContactMessage(body)).toMatchObject({ ok: false, error: { kind: 'malformed', status: 200 } });
    expect((await sendContactMessage(body)).ok).toBe(true);
  });

  it('the membership invitation, a GET that stores and e-mails an invitation (spec 000 §7), is read as a write: unknown without a readable answer, `http` on a 500', async () => {
    const INVITE = `${config.identityUrl}/send/membership/invitation`;
    tokenStore.saveLogin('token-de-prueba', null);
    try {
      server.use(http.get(INVITE, () => HttpResponse.error(), { once: true }));
      expect(await sendMembershipInvitation('40209876545')).toMatchObject({ ok: false, error: { kind: 'unknown', cause: 'network' } });
      server.use(http.get(INVITE, resetMidBody, { once: true }));
      expect(await sendMembershipInvitation('40209876545')).toMatchObject({ ok: false, error: { kind: 'unknown', cause: 'network' } });
      server.use(http.get(INVITE, () => new HttpResponse('<html>502</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }), { once: true }));
      expect(await sendMembershipInvitation('40209876545')).toMatchObject({ ok: false, error: { kind: 'unknown', cause: 'malformed' } });
      server.use(http.get(INVITE, () => HttpResponse.json({ msg: 'Error interno' }, { status: 500 }), { once: true }));
      expect(await sendMembershipInvitation('40209876545')).toMatchObject({ ok: false, error: { kind: 'http', status: 500 } });
    } finally {
      tokenStore.clear();
    }
  });

  it("a read's failures keep their kinds (a read changes nothing on the server)", async () => {
    // Not an answer cached by another file of the project.
    clearCache();
    server.use(http.get(`${config.adminUrl}/services`, () => HttpResponse.error(), { once: true }));
    expect(await getDirections()).toMatchObject({ ok: false, error: { kind: 'network' } });
  });
});

describe('settleWrite', () => {
  it('reads the whole body and hands on status, headers and text', async () => {
    const res = await settleWrite(
      new Request('http://x.test/a', { method: 'POST' }),
      async () => new Response('{"a":1}', { status: 201, headers: { 'X-A': 'b' } }),
      () => false,
    );
    expect([res.status, res.headers.get('X-A'), await res.text()]).toEqual([201, 'b', '{"a":1}']);
  });

  it('a rejection of the time limit is `timeout`, any other `network`', async () => {
    const fails = (isTimeout: boolean) =>
      settleWrite(
        new Request('http://x.test/a', { method: 'POST' }),
        () => Promise.reject(new Error('x')),
        () => isTimeout,
      ).catch((e: OutcomeUnknown) => e.outcome.cause);
    expect([await fails(true), await fails(false)]).toEqual(['timeout', 'network']);
  });

  it('only GET and HEAD are reads', () => {
    expect(['GET', 'head', 'POST', 'PUT', 'delete', 'PATCH'].map(isWriteMethod)).toEqual([false, false, true, true, true, true]);
  });
});
