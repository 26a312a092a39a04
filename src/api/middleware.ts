/**
 * openapi-fetch middleware shared by the backend clients (docs/ARCHITECTURE.md Layers, src/api).
 *
 * - `authMiddleware`: `Authorization: <scheme> <token>` with the stored token (contract §0.1: the
 *   real backend expects the literal scheme `beater`; configurable, default `Bearer`).
 * - `appKeyMiddleware`: the application key header `X-Authorization` (admin API key A, file server
 *   key B), value from configuration.
 * - `tokenExpiryMiddleware`: spec 000 §4 Token expiry / contract §0.2. A 2xx JSON answer whose
 *   `msg` is exactly 'El token ha expirado' triggers ONE refresh shared by every call in flight;
 *   each such call is then retried once with the new token. Across the tabs of the portal the
 *   refresh runs alone (`acrossTabs`, a Web Lock in the app; issue 25 "Every tab"): a tab that
 *   waited takes the token another tab stored instead of refreshing again. A REFUSED
 *   refresh (the identity backend answered and would not renew the token) calls `onRefreshFailed`
 *   (the app ends the session keeping the drafts and goes to the sign-in, spec 000 §4, issue 25). A refresh that could not be done (network error, 5xx, an
 *   unreadable answer, its time limit; issue 10 "Signed out by a network blip") keeps the session:
 *   the call fails (kind `expired`), its screen offers to retry, and the next call tries the
 *   refresh again. Non-2xx answers are not refreshed, nor are calls made without a session (no
 *   token: nothing to refresh, the call simply fails).
 */
import type { Middleware } from 'openapi-fetch';

/** The exact server message that signals an expired token (spec 000 §4). */
export const TOKEN_EXPIRED_MSG = 'El token ha expirado';

/** Builds the Authorization header value, e.g. `beater eyJ...`. */
export function authorizationValue(scheme: string, token: string | null): string {
  return `${scheme} ${token ?? 'null'}`;
}

/** Sets `Authorization` on every request; a missing token is sent as the literal `null` (contract §0.1). */
export function authMiddleware(opts: { scheme: () => string; getToken: () => string | null }): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('Authorization', authorizationValue(opts.scheme(), opts.getToken()));
      return request;
    },
  };
}

/** Sets the application key header (`X-Authorization`) when a key is configured. */
export function appKeyMiddleware(key: () => string, header = 'X-Authorization'): Middleware {
  return {
    onRequest({ request }) {
      const value = key();
      if (value) request.headers.set(header, value);
      return request;
    },
  };
}

/**
 * What a refresh came to: a new token; `refused` (the backend answered and will not renew it:
 * 401/403, `success: false`, 'El token ha expirado'); or `unavailable` (no usable answer: network
 * error, 5xx, malformed body, time limit).
 */
export type RefreshOutcome = { token: string } | { refused: true } | { unavailable: true };

/** What the token-expiry middleware needs from the app. */
export interface TokenExpiryOptions {
  scheme: () => string;
  getToken: () => string | null;
  setToken: (token: string) => void;
  /** Calls GET /refresh/token with the old token (see {@link RefreshOutcome}). */
  refresh: (oldToken: string | null) => Promise<RefreshOutcome>;
  /** Called once when a refresh is refused: clear the stored session and reload (spec 000 §4). */
  onRefreshFailed: () => void;
  /** The fetch used for retries (default: `globalThis.fetch`, so MSW sees them). */
  fetch?: (request: Request) => Promise<Response>;
  /**
   * Runs the refresh `run` of the token `old` alone among every tab of the portal (issue 25 "Every
   * tab"; the app: src/api/refreshAcrossTabs.ts, a Web Lock and a record of the last refresh),
   * resolving with its outcome, or with another tab's when that tab refreshed `old` meanwhile.
   * Default: `run()` at once (this instance's calls still share one refresh).
   */
  acrossTabs?: (old: string | null, run: () => Promise<RefreshOutcome>) => Promise<RefreshOutcome>;
}

/**
 * Reads a JSON body without consuming the original response; null if it is not JSON.
 */
async function peekJson(response: Response): Promise<unknown> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('json')) return null;
  try {
    return await response.clone().json();
  } catch {
    return null;
  }
}

/** True when a body is the token-expired envelope. */
export function isTokenExpiredBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { msg?: unknown }).msg === TOKEN_EXPIRED_MSG;
}

/**
 * Creates the refresh coordinator and its middleware. One instance is shared by every client so a
 * burst of expired answers causes exactly one GET /refresh/token.
 */
export function createTokenExpiry(opts: TokenExpiryOptions): {
  middleware: Middleware;
  refreshCount: () => number;
  /** The shared refresh, for calls made outside openapi-fetch (XMLHttpRequest uploads): the new token or null. */
  refresh: () => Promise<string | null>;
} {
  const pending = new Map<string, Request>();
  let inflight: Promise<string | null> | null = null;
  let refreshes = 0;
  let failedReported = false;
  const doFetch = opts.fetch ?? ((r: Request) => globalThis.fetch(r));

  /**
   * The refresh proper, alone among the tabs (`acrossTabs`): the new token stored, or the refusal
   * reported, inside it, so that a tab waiting for its turn finds what this one did.
   */
  function refreshAlone(old: string | null): Promise<RefreshOutcome> {
    const run = async (): Promise<RefreshOutcome> => {
      refreshes += 1;
      const outcome = await opts.refresh(old).catch((): RefreshOutcome => ({ unavailable: true }));
      if ('token' in outcome) opts.setToken(outcome.token);
      if ('refused' in outcome && !failedReported) {
        failedReported = true;
        opts.onRefreshFailed(); // the app removes the token here, before the next tab's turn
      }
      return outcome;
    };
    return opts.acrossTabs ? opts.acrossTabs(old, run) : run();
  }

  function sharedRefresh(): Promise<string | null> {
    if (!inflight) {
      const old = opts.getToken();
      inflight = refreshAlone(old)
        .catch((): RefreshOutcome => ({ unavailable: true }))
        .then((outcome) => ('token' in outcome ? outcome.token : null))
        .finally(() => {
          // Let later, independent expiries refresh again.
          setTimeout(() => {
            inflight = null;
          }, 0);
        });
    }
    return inflight;
  }

  const middleware: Middleware = {
    onRequest({ request, id }) {
      pending.set(id, request.clone());
      return undefined;
    },
    async onResponse({ response, id }) {
      const original = pending.get(id);
      pending.delete(id);
      if (!original || !response.ok) return undefined;
      const body = await peekJson(response);
      if (!isTokenExpiredBody(body)) return undefined;
      const usedAuth = original.headers.get('Authorization');
      const current = opts.getToken();
      // A call made without a session (no token stored, none sent) has nothing to refresh: the
      // answer stays a failure of that call (kind `expired`), it does not end a session that does
      // not exist by reloading the page (which would lose what the visitor typed).
      if (!current && usedAuth === authorizationValue(opts.scheme(), null)) return undefined;
      let token: string | null;
      if (current && usedAuth !== authorizationValue(opts.scheme(), current)) {
        // Another call already refreshed while this one was in flight.
        token = current;
      } else {
        token = await sharedRefresh();
      }
      if (!token) return undefined;
      const retry = new Request(original, { headers: new Headers(original.headers) });
      retry.headers.set('Authorization', authorizationValue(opts.scheme(), token));
      return doFetch(retry);
    },
    onError({ id }) {
      pending.delete(id);
      return undefined;
    },
  };
  return { middleware, refreshCount: () => refreshes, refresh: sharedRefresh };
}
