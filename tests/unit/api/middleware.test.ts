/**
 * The API middleware (spec 000 §4 Token expiry; contract §0.1-§0.2): Authorization with the
 * configured scheme, the application key header, and ONE refresh shared by every call in flight,
 * each retried once; a failed refresh reports once.
 */
import { describe, expect, it, vi } from 'vitest';
import createClient from 'openapi-fetch';
import { appKeyMiddleware, authMiddleware, authorizationValue, createTokenExpiry, isTokenExpiredBody, TOKEN_EXPIRED_MSG } from '../../../src/api/middleware';
import { refreshAcrossTabs, type RefreshRecord } from '../../../src/api/refreshAcrossTabs';

interface Paths {
  '/data': { get: { responses: { 200: { content: { 'application/json': { success: boolean; msg?: string } } } } } };
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** A fake backend: answers expired while the token is 'old', and records each request's headers. */
function backend(opts: { refresh?: 'ok' | 'refused' | 'unavailable' } = {}) {
  const seen: Array<{ auth: string | null; key: string | null }> = [];
  let token = 'old';
  const fetch = vi.fn(async (req: Request) => {
    seen.push({ auth: req.headers.get('Authorization'), key: req.headers.get('X-Authorization') });
    return req.headers.get('Authorization')?.endsWith(' old') ? json({ success: false, msg: TOKEN_EXPIRED_MSG }) : json({ success: true });
  });
  const refresh = vi.fn(async () => {
    await new Promise((r) => setTimeout(r, 5));
    if (opts.refresh === 'refused') return { refused: true } as const;
    if (opts.refresh === 'unavailable') return { unavailable: true } as const;
    return { token: 'new' };
  });
  const failed = vi.fn();
  const expiry = createTokenExpiry({
    scheme: () => 'beater',
    getToken: () => token,
    setToken: (t) => {
      token = t;
    },
    refresh,
    onRefreshFailed: failed,
    fetch,
  });
  const client = createClient<Paths>({ baseUrl: 'http://backend.test', fetch });
  client.use(authMiddleware({ scheme: () => 'beater', getToken: () => token }));
  client.use(appKeyMiddleware(() => 'clave-demo'));
  client.use(expiry.middleware);
  return { client, seen, refresh, failed, expiry, fetch };
}

describe('API middleware', () => {
  it('sends "<scheme> <token>" (the real backend expects `beater`), "null" without a token', () => {
    expect(authorizationValue('beater', 'abc')).toBe('beater abc');
    expect(authorizationValue('Bearer', null)).toBe('Bearer null');
  });

  it('recognises only the exact expired-token message', () => {
    expect(isTokenExpiredBody({ success: false, msg: 'El token ha expirado' })).toBe(true);
    expect(isTokenExpiredBody({ success: false, msg: 'El token ha expirado.' })).toBe(false);
    expect(isTokenExpiredBody(null)).toBe(false);
  });

  it('refreshes once for three calls in flight and retries each once with the new token and the app key', async () => {
    const { client, seen, refresh } = backend();
    const results = await Promise.all([client.GET('/data'), client.GET('/data'), client.GET('/data')]);
    expect(results.map((r) => r.data)).toEqual([{ success: true }, { success: true }, { success: true }]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(6);
    expect(seen.filter((s) => s.auth === 'beater new')).toHaveLength(3);
    expect(seen.every((s) => s.key === 'clave-demo')).toBe(true);
  });

  it('reports a refused refresh once and hands back the expired answer (no retry loop)', async () => {
    const { client, refresh, failed, fetch } = backend({ refresh: 'refused' });
    const [a, b] = await Promise.all([client.GET('/data'), client.GET('/data')]);
    expect(a.data).toEqual({ success: false, msg: TOKEN_EXPIRED_MSG });
    expect(b.data).toEqual({ success: false, msg: TOKEN_EXPIRED_MSG });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(failed).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not refresh on non-2xx answers', async () => {
    const refresh = vi.fn(async () => ({ token: 'new' }));
    const expiry = createTokenExpiry({
      scheme: () => 'Bearer',
      getToken: () => 't',
      setToken: () => {},
      refresh,
      onRefreshFailed: () => {},
    });
    const fetch = vi.fn(async () => new Response(JSON.stringify({ msg: TOKEN_EXPIRED_MSG }), { status: 401, headers: { 'Content-Type': 'application/json' } }));
    const client = createClient<Paths>({ baseUrl: 'http://backend.test', fetch });
    client.use(expiry.middleware);
    const r = await client.GET('/data');
    expect(r.response.status).toBe(401);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('a call made without a session (no token) is not refreshed: its expired answer stays its own failure, no reload', async () => {
    const refresh = vi.fn(async () => ({ token: 'new' }));
    const failed = vi.fn();
    const expiry = createTokenExpiry({ scheme: () => 'beater', getToken: () => null, setToken: () => {}, refresh, onRefreshFailed: failed });
    const fetch = vi.fn(async () => json({ success: false, msg: TOKEN_EXPIRED_MSG }));
    const client = createClient<Paths>({ baseUrl: 'http://backend.test', fetch });
    client.use(authMiddleware({ scheme: () => 'beater', getToken: () => null }));
    client.use(expiry.middleware);
    const r = await client.GET('/data');
    expect(r.data).toEqual({ success: false, msg: TOKEN_EXPIRED_MSG });
    expect(refresh).not.toHaveBeenCalled();
    expect(failed).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a refresh that could not be done (no usable answer) keeps the session: nothing reported, the call fails, the next expiry refreshes again', async () => {
    const { client, refresh, failed, fetch } = backend({ refresh: 'unavailable' });
    const first = await client.GET('/data');
    expect(first.data).toEqual({ success: false, msg: TOKEN_EXPIRED_MSG });
    expect(failed).not.toHaveBeenCalled();
    await new Promise((r) => setTimeout(r, 0));
    await client.GET('/data');
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(failed).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  describe('one refresh across tabs (issue 25 "Every tab"; src/api/refreshAcrossTabs.ts with an exclusive lock, as navigator.locks gives)', () => {
    /** A lock shared by the "tabs": each task waits for the one before it (what an exclusive Web Lock does). */
    function sharedLock() {
      let tail: Promise<unknown> = Promise.resolve();
      return <T>(task: () => Promise<T>): Promise<T> => {
        const run = tail.then(task, task);
        tail = run.catch(() => undefined);
        return run;
      };
    }

    /** No record of the last refresh (no IndexedDB): the stored token alone decides. */
    const noRecord = { read: async () => undefined, write: async () => {} };

    /** Five tabs: one shared storage (the token key), each its own coordinator and client. */
    function tabs(count: number, outcome: 'ok' | 'refused') {
      const storage = { token: 'old' as string | null };
      const exclusive = sharedLock();
      const refresh = vi.fn(async (old: string | null) => {
        await new Promise((r) => setTimeout(r, 5));
        return outcome === 'ok' && old === 'old' ? { token: 'new' } : ({ refused: true } as const);
      });
      // The app's session chart removes the token when told the refresh was refused.
      const failed = vi.fn(() => {
        storage.token = null;
      });
      const fetch = vi.fn(async (req: Request) =>
        req.headers.get('Authorization') === 'beater new' ? json({ success: true }) : json({ success: false, msg: TOKEN_EXPIRED_MSG }),
      );
      const clients = Array.from({ length: count }, () => {
        const expiry = createTokenExpiry({
          scheme: () => 'beater',
          getToken: () => storage.token,
          setToken: (t) => {
            storage.token = t;
          },
          refresh,
          onRefreshFailed: failed,
          fetch,
          acrossTabs: (old, run) =>
            refreshAcrossTabs(old, run, { getToken: () => storage.token, setToken: (t) => (storage.token = t), lock: exclusive, record: noRecord }),
        });
        const client = createClient<Paths>({ baseUrl: 'http://backend.test', fetch });
        client.use(authMiddleware({ scheme: () => 'beater', getToken: () => storage.token }));
        client.use(expiry.middleware);
        return client;
      });
      return { clients, refresh, failed, storage };
    }

    it('five tabs with an expired token: one GET /refresh/token, each call retried with the new token, nobody signed out', async () => {
      const { clients, refresh, failed, storage } = tabs(5, 'ok');
      const results = await Promise.all(clients.map((c) => c.GET('/data')));
      expect(results.map((r) => r.data)).toEqual(Array(5).fill({ success: true }));
      expect(refresh).toHaveBeenCalledTimes(1);
      expect(failed).not.toHaveBeenCalled();
      expect(storage.token).toBe('new');
    });

    it("a tab whose storage has not yet received another tab's new token takes it from the refresh record (no second refresh)", async () => {
      // Two tabs, each with its own copy of the storage (Chromium's renderers), one shared record.
      const exclusive = sharedLock();
      let last: RefreshRecord | undefined;
      const record = {
        read: async () => last,
        write: async (r: RefreshRecord) => {
          last = r;
        },
      };
      const refresh = vi.fn(async () => ({ token: 'new' }));
      const fetch = vi.fn(async (req: Request) =>
        req.headers.get('Authorization') === 'beater new' ? json({ success: true }) : json({ success: false, msg: TOKEN_EXPIRED_MSG }),
      );
      const copies = [{ token: 'old' }, { token: 'old' }];
      const clients = copies.map((copy) => {
        const expiry = createTokenExpiry({
          scheme: () => 'beater',
          getToken: () => copy.token,
          // The writing tab's copy only: the other copy stays stale.
          setToken: (t) => {
            copy.token = t;
          },
          refresh,
          onRefreshFailed: () => {},
          fetch,
          acrossTabs: (old, run) =>
            refreshAcrossTabs(old, run, {
              getToken: () => copy.token,
              setToken: (t) => {
                copy.token = t;
              },
              lock: exclusive,
              record,
            }),
        });
        const client = createClient<Paths>({ baseUrl: 'http://backend.test', fetch });
        client.use(authMiddleware({ scheme: () => 'beater', getToken: () => copy.token }));
        client.use(expiry.middleware);
        return client;
      });
      const results = await Promise.all(clients.map((c) => c.GET('/data')));
      expect(results.map((r) => r.data)).toEqual([{ success: true }, { success: true }]);
      expect(refresh).toHaveBeenCalledTimes(1);
      expect(copies.map((c) => c.token)).toEqual(['new', 'new']);
      expect(last).toEqual({ from: 'old', to: 'new' });
    });

    it('a tab that waited while another tab ended the session (token gone) does not refresh and reports nothing', async () => {
      const { clients, refresh, failed, storage } = tabs(2, 'refused');
      const [a, b] = await Promise.all(clients.map((c) => c.GET('/data')));
      expect([a.data, b.data]).toEqual([
        { success: false, msg: TOKEN_EXPIRED_MSG },
        { success: false, msg: TOKEN_EXPIRED_MSG },
      ]);
      expect(refresh).toHaveBeenCalledTimes(1);
      expect(failed).toHaveBeenCalledTimes(1);
      expect(storage.token).toBeNull();
    });
  });
});
