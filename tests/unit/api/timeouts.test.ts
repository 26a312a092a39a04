/**
 * Every call has a time limit (docs/ARCHITECTURE.md "No blank page, ever"; src/api/timeouts.ts): a call that
 * never answers becomes a `timeout` failure instead of a spinner that spins forever; reads get 30 s,
 * writes 60 s, uploads 60 s without progress. The limits are fired by a test clock, never waited for.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALL_TIMEOUT_MS, CallTimeoutError, fetchWithTimeout, timeoutClock, timeoutOf } from '../../../src/api/timeouts';
import { getDirections } from '../../../src/api/catalogue';
import { sendContactMessage } from '../../../src/api/contact';
import { injectFault } from '../../../src/mocks/db';
import { useEmbeddedBackend } from '../mocks/harness';

useEmbeddedBackend();

/** Replaces the clock: records each started limit; `fire()` passes the newest one. */
function testClock() {
  const started: Array<{ ms: number; fire: () => void; cancelled: boolean }> = [];
  const spy = vi.spyOn(timeoutClock, 'start').mockImplementation((ms, onTimeout) => {
    const entry = { ms, fire: onTimeout, cancelled: false };
    started.push(entry);
    return () => {
      entry.cancelled = true;
    };
  });
  return { started, spy };
}

afterEach(() => vi.restoreAllMocks());

describe('limits by kind of call', () => {
  it('reads 30 s, writes 60 s, uploads 60 s without progress', () => {
    expect(timeoutOf('GET')).toBe(30_000);
    expect(timeoutOf('get')).toBe(30_000);
    expect(timeoutOf('POST')).toBe(60_000);
    expect(timeoutOf('DELETE')).toBe(60_000);
    expect(CALL_TIMEOUT_MS.uploadStall).toBe(60_000);
  });
});

describe('fetchWithTimeout', () => {
  it('a fetch that never answers rejects with CallTimeoutError when the limit passes, and aborts the request', async () => {
    const { started } = testClock();
    let seen: Request | undefined;
    const never = vi.fn((r: Request) => {
      seen = r;
      return new Promise<Response>(() => undefined);
    });
    const pending = fetchWithTimeout(new Request('http://api.test/x'), never);
    await vi.waitFor(() => expect(never).toHaveBeenCalled());
    expect(started.map((s) => s.ms)).toEqual([30_000]);
    started[0].fire();
    await expect(pending).rejects.toBeInstanceOf(CallTimeoutError);
    expect(seen?.signal.aborted).toBe(true);
  });

  it('an answer in time cancels the limit', async () => {
    const { started } = testClock();
    const res = await fetchWithTimeout(new Request('http://api.test/x', { method: 'POST', body: '{}' }), async () => new Response('{}'));
    expect(res.status).toBe(200);
    expect(started).toHaveLength(1);
    expect(started[0]).toMatchObject({ ms: 60_000, cancelled: true });
  });
});

describe('through the clients and the embedded backend', () => {
  it('a read that never answers is a `timeout` failure once its 30 s pass', async () => {
    const { started } = testClock();
    injectFault({ method: 'GET', path: '/services', kind: 'timeout', times: 1 });
    const pending = getDirections();
    await vi.waitFor(() => expect(started.filter((s) => !s.cancelled).map((s) => s.ms)).toContain(30_000));
    started.find((s) => !s.cancelled && s.ms === 30_000)!.fire();
    const result = await pending;
    expect(result).toEqual({ ok: false, error: { kind: 'timeout' } });
  });

  it('a write that never answers has an unknown outcome (cause `timeout`) once its 60 s pass; the next attempt goes through', async () => {
    const { started } = testClock();
    injectFault({ method: 'POST', path: '/send/claim', kind: 'timeout', times: 1 });
    const body = { name: 'Ana María', mail: 'ana@correo.do', phone: '8095550100', relation: 'Portal de servicios', message: 'Consulta' };
    const pending = sendContactMessage(body);
    await vi.waitFor(() => expect(started.some((s) => !s.cancelled && s.ms === 60_000)).toBe(true));
    started.find((s) => !s.cancelled && s.ms === 60_000)!.fire();
    expect(await pending).toEqual({ ok: false, error: { kind: 'unknown', cause: 'timeout' } });
    expect((await sendContactMessage(body)).ok).toBe(true);
  });
});
