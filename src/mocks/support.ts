/**
 * Shared pieces of the embedded backend's MSW handlers: simulated latency, fault injection
 * (tests and the demo), token checks and the identity envelope.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { config } from '../config';
import { takeFault } from './db';
import { checkAuth } from './tokens';
import { TOKEN_EXPIRED_MSG } from '../api/middleware';

/** Simulated network latency, ms (0 under Vitest). */
export const LATENCY_MS = import.meta.env.VITEST ? 0 : Number(import.meta.env.VITE_DEMO_LATENCY_MS ?? 250);

/** Waits the simulated latency. */
export async function latency(): Promise<void> {
  if (LATENCY_MS > 0) await delay(LATENCY_MS);
}

/** The four backends' base URLs, as the clients use them. */
export const BASES = [config.identityUrl, config.adminUrl, config.filesUrl, config.contentUrl];

/**
 * Never answers (fault `timeout`): waits until the client aborts the call (its time limit,
 * src/api/timeouts.ts), then ends as a network error nobody reads.
 */
function hang(request: Request): Promise<Response> {
  return new Promise((resolve) => {
    if (request.signal.aborted) resolve(HttpResponse.error());
    else request.signal.addEventListener('abort', () => resolve(HttpResponse.error()), { once: true });
  });
}

/** Builds the response a fault asks for. */
function faultResponse(kind: string): Response {
  switch (kind) {
    case 'network':
      return HttpResponse.error();
    case 'http500':
      return HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 });
    case 'malformed':
      return new HttpResponse('<html><body>Bad gateway</body></html>', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    default:
      return HttpResponse.json({ success: false, msg: TOKEN_EXPIRED_MSG });
  }
}

/**
 * Handlers placed before all others: each call first consumes a matching injected fault
 * (see `injectFault` in db.ts); without one it falls through to the real handler.
 */
export const faultHandlers: HttpHandler[] = BASES.map((base) =>
  http.all(`${base}/*`, async ({ request }) => {
    const path = new URL(request.url).pathname.slice(new URL(base).pathname.length);
    const fault = takeFault(request.method, path);
    if (!fault) return undefined;
    if (fault.kind === 'timeout') return hang(request);
    await latency();
    return faultResponse(fault.kind);
  }),
);

/** 200 answer with the token-expired envelope (contract §0.2). */
export const expiredResponse = () => HttpResponse.json({ success: false, msg: TOKEN_EXPIRED_MSG });

/**
 * Resolves the caller of an authenticated call: the citizen id, or the response to send instead
 * (expired token → 200 'El token ha expirado'; no token → 401).
 */
export function authenticate(request: Request): { citizenId: string } | { response: Response } {
  const check = checkAuth(request.headers.get('Authorization'));
  if (check.status === 'valid') return { citizenId: check.citizenId };
  if (check.status === 'expired') return { response: expiredResponse() };
  return { response: HttpResponse.json({ success: false, msg: 'No autorizado' }, { status: 401 }) };
}
