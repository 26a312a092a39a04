/**
 * The current user loaded before the session chart asks (src/api/auth.ts `startCurrentUserLoad`;
 * issue 24, a signed-in page opened with a stored token): GET /get/auth/user (contract A2) is sent
 * once `after` resolved, the session's first load takes that call (one request), and a retry asks
 * again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCurrentUser, startCurrentUserLoad } from '../../../src/api/auth';
import { config } from '../../../src/config';

const user = { citizen_id: '00104567896', email: 'ana@correo.do', name: 'Ana María', first_last_name: 'Rodríguez' };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

/** The URLs fetched, as absolute strings. */
function network(answer: () => Response) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      urls.push(typeof input === 'string' ? input : input.url);
      return answer();
    }),
  );
  return urls;
}

describe('startCurrentUserLoad (issue 24)', () => {
  it('sends GET /get/auth/user only once `after` resolved; the session’s load takes that answer without a second request', async () => {
    const urls = network(() => json({ success: true, payload: user }));
    let paint = () => {};
    startCurrentUserLoad(new Promise<void>((resolve) => (paint = resolve)));
    await new Promise((r) => setTimeout(r, 0));
    expect(urls).toEqual([]);
    paint();
    const loaded = await loadCurrentUser();
    expect(loaded).toEqual({ ok: true, data: user });
    expect(urls).toEqual([`${config.identityUrl}/get/auth/user`]);

    // A retry (the session's 'Reintentar') asks the server again.
    await loadCurrentUser();
    expect(urls).toHaveLength(2);
  });

  it('a failed early load is the session’s answer (its retry asks again); a rejected `after` still loads', async () => {
    const urls = network(() => json({ message: 'error' }, 500));
    startCurrentUserLoad(Promise.reject(new Error('no paint')));
    const failed = await loadCurrentUser();
    expect(failed.ok).toBe(false);
    expect(urls).toHaveLength(1);
    await loadCurrentUser();
    expect(urls).toHaveLength(2);
  });

  it('without an early load, every call asks the server', async () => {
    const urls = network(() => json({ success: true, payload: user }));
    await loadCurrentUser();
    await loadCurrentUser();
    expect(urls).toHaveLength(2);
  });
});
