/**
 * Small helpers shared by the embedded backend's handler modules: defensive body parsing and the
 * admin gateway's application-key check.
 */
import { HttpResponse } from 'msw';
import { SERVER_MSG } from './messages';
import { authenticate, latency } from '../support';
import type { Body } from './registration';

/**
 * Reads a JSON object body; anything else (no body, invalid JSON, an array, a scalar) becomes `{}`
 * so that the handler's own validation answers, as a real backend would.
 */
export async function readObject(request: Request): Promise<Body> {
  const value = await readJson(request);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : {};
}

/** Reads any JSON body; `undefined` when there is none or it does not parse. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return (await request.clone().json()) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The admin API's gateway check (contract §0.1 key A): in embedded mode any `X-Authorization`
 * value is accepted, but the header must be present. Returns the 401 answer when it is missing,
 * else null.
 */
export function requireAppKey(request: Request): Response | null {
  const key = request.headers.get('X-Authorization');
  return key && key.trim() ? null : HttpResponse.json({ success: false, msg: SERVER_MSG.unauthorized }, { status: 401 });
}

/** Decodes a path parameter that may still be percent-encoded (e-mails with `@`, `+`). */
export function decodeParam(value: string): string {
  try {
    return /%[0-9A-Fa-f]{2}/.test(value) ? decodeURIComponent(value) : value;
  } catch {
    return value;
  }
}

/**
 * The preamble of a signed-in admin call: the simulated latency, the application key (401 without
 * it), then the session (`authenticate`: 401, or the 'El token ha expirado' envelope). Resolves to
 * the caller's citizen id, or the response to send instead.
 */
export async function signedInAdminCall(request: Request): Promise<{ citizenId: string } | { response: Response }> {
  await latency();
  const denied = requireAppKey(request);
  if (denied) return { response: denied };
  return authenticate(request);
}
