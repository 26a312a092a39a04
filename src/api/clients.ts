/**
 * One openapi-fetch client per backend (docs/ARCHITECTURE.md Layers, src/api), with the shared middleware:
 * Authorization (stored token, configurable scheme), the application key headers, and the
 * token-expiry refresh shared by every call in flight (spec 000 §4 Token expiry).
 *
 * Every client passes `fetch: (r) => globalThis.fetch(r)` so MSW (embedded backend, tests) sees
 * every call.
 */
import createClient, { type Client } from 'openapi-fetch';
import { config } from '../config';
import type { paths as IdentityPaths } from './generated/identity';
import type { paths as AdminPaths } from './generated/admin';
import type { paths as FilesPaths } from './generated/files';
import type { paths as ContentPaths } from './generated/content';
import { appKeyMiddleware, authMiddleware, authorizationValue, createTokenExpiry, type RefreshOutcome } from './middleware';
import { tokenStore } from './tokenStore';
import { callsReady } from './ready';
import { CallTimeoutError, fetchWithTimeout } from './timeouts';
import { takeEarly } from './early';

/**
 * Every call goes through `globalThis.fetch` (so MSW sees it), after the backend gate opens, under
 * its time limit (src/api/timeouts.ts: reads 30 s, writes 60 s). A GET the HTML already started
 * (src/api/early.ts: a remote build's first reads, or a pristine demo's seed answers) takes that
 * answer instead, under the same limit and without waiting for the gate (the answer needs no
 * backend: a pristine demo's first render does not wait for the in-browser one); when that early
 * request failed outright (network), the call is made again, through the gate.
 * A write is read to its end under its limit (./settleWrite.ts, loaded with the first write): no readable answer makes
 * its outcome unknown (failure kind `unknown`), never a plain failure.
 */
const fetchThroughGlobal = async (request: Request) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const settling = import('./settleWrite');
    await callsReady();
    // The time limit starts with the write, not once ./settleWrite.ts is in (a slow chunk must not
    // push the limit later: a write that never answers still stops 60 s after it was sent).
    const answer = fetchWithTimeout(request, (x) => globalThis.fetch(x));
    answer.catch(() => undefined); // handled below, once the chunk is in
    const { settleWrite } = await settling.catch(() => {
      // The write was sent and its answer cannot be read without the chunk: its outcome is unknown.
      throw Object.assign(new Error('The outcome of the write is unknown (network)'), { outcome: { kind: 'unknown', cause: 'network' } });
    });
    return settleWrite(
      request,
      () => answer,
      (e) => e instanceof CallTimeoutError,
    );
  }
  const early = takeEarly(request);
  if (!early) await callsReady();
  return fetchWithTimeout(request, (r) =>
    early
      ? early.catch(async () => {
          await callsReady();
          return globalThis.fetch(r);
        })
      : globalThis.fetch(r),
  );
};

/** Listeners told when the session can no longer be refreshed. */
const expiredListeners = new Set<() => void>();

/**
 * Registers what happens when a token refresh is refused (the app: the session chart's `expired`,
 * which ends the stored session keeping the draft, and goes to the sign-in).
 * Returns an unsubscribe function.
 */
export function onSessionExpired(listener: () => void): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

/**
 * GET {identity}/refresh/token with the old token (contract A4), outside the clients so that a
 * refresh answered with 'El token ha expirado' cannot recurse (contract §5 item 3).
 * Resolves to the new token; `refused` when the backend answered 401/403 or did not renew it
 * (`success` not true, e.g. 'El token ha expirado'); `unavailable` when there was no usable answer
 * (network error, time limit, 5xx, a body that is not the JSON envelope) — see `RefreshOutcome`.
 */
async function refreshToken(oldToken: string | null): Promise<RefreshOutcome> {
  let res: Response;
  try {
    await callsReady();
    const request = new Request(`${config.identityUrl}/refresh/token`, {
      headers: { Authorization: authorizationValue(config.authScheme, oldToken), Accept: 'application/json' },
    });
    res = await fetchWithTimeout(request, (r) => globalThis.fetch(r));
  } catch {
    return { unavailable: true };
  }
  if (res.status === 401 || res.status === 403) return { refused: true };
  if (!res.ok) return { unavailable: true };
  let body: { success?: unknown; payload?: { token?: unknown } };
  try {
    body = (await res.json()) as typeof body;
  } catch {
    return { unavailable: true };
  }
  if (!body || typeof body !== 'object') return { unavailable: true };
  return body.success === true && typeof body.payload?.token === 'string' ? { token: body.payload.token } : { refused: true };
}

const scheme = () => config.authScheme;

/** The one refresh coordinator shared by all clients. */
export const tokenExpiry = createTokenExpiry({
  scheme,
  getToken: tokenStore.getToken,
  setToken: tokenStore.setToken,
  refresh: refreshToken,
  // The session chart ends the session (src/machines/session.machine.ts `expired`, keeping the
  // draft; issue 25 "An expired session keeps the work").
  onRefreshFailed: () => expiredListeners.forEach((l) => l()),
  fetch: fetchThroughGlobal,
  // One refresh across the tabs (issue 25), its module loaded with the first refresh.
  acrossTabs: (old, run) =>
    import('./refreshAcrossTabs').then(
      (m) => m.refreshAcrossTabs(old, run, { getToken: tokenStore.getToken, setToken: tokenStore.setToken }),
      () => run(),
    ),
});

const auth = authMiddleware({ scheme, getToken: tokenStore.getToken });

function make<P extends object>(baseUrl: string, appKey?: () => string): Client<P> {
  const client = createClient<P>({ baseUrl, fetch: fetchThroughGlobal, headers: { Accept: 'application/json' } });
  client.use(auth);
  if (appKey) client.use(appKeyMiddleware(appKey));
  client.use(tokenExpiry.middleware);
  return client;
}

/** Identity API (auth, registration, geography, companies, settings). */
export const identity = make<IdentityPaths>(config.identityUrl);
/** Admin/services API (catalogue, requests, forms); sends application key A. */
export const admin = make<AdminPaths>(config.adminUrl, () => config.adminAppKey);
/** File server; sends application key B. */
export const files = make<FilesPaths>(config.filesUrl, () => config.filesAppKey);
/** Content API (WordPress routes): no authentication (contract §0.1). */
export const content = createClient<ContentPaths>({
  baseUrl: config.contentUrl,
  fetch: fetchThroughGlobal,
  headers: { Accept: 'application/json' },
});
