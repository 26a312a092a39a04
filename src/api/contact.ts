/**
 * Contact call of the admin API (spec 000 §2 Contact page, §7 POST /send/claim, §8 Contact;
 * contract D8, made stricter: see {@link sendContactMessage}). Never cached.
 */
import { admin } from './clients';
import { call } from './call';
import type { ApiResult } from './result';
import type { SchemaContactMessage } from './generated/admin';

/**
 * Body of POST /send/claim: `{ name, mail, phone (10 digits), relation (the LABEL text of the
 * chosen option, contract §4.4), message }`.
 */
export type ContactMessage = SchemaContactMessage;

/** The JSON object of a text body, or undefined when the body is empty, not JSON or not an object. */
function objectOf(text: unknown): Record<string, unknown> | undefined {
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST /send/claim (operationId sendContactMessage).
 *
 * Success is a 2xx whose body is a JSON object (any object without `success: false`: no field of it
 * is read). This is STRICTER than contract D8 on purpose (the old portal ignored the body, so a
 * proxy's HTML error page with status 200 showed 'Mensaje enviado satisfactoriamente' and cleared
 * the form; issue 10): a 2xx that is empty (204), plain text, HTML or JSON that is not an object is a
 * `malformed` failure, and the form keeps everything typed. An explicit `success: false` is a
 * `rejected` failure and 'El token ha expirado' an `expired` one. Network errors, time limits and
 * non-2xx statuses (401 without the application key, 422 validation, carrying the body's
 * `message`/`msg` when it is JSON) are failures too.
 */
export function sendContactMessage(body: ContactMessage): Promise<ApiResult<true>> {
  return call(
    async () => {
      const outcome = await admin.POST('/send/claim', { body, parseAs: 'text' });
      const parsed = objectOf(outcome.response.ok ? outcome.data : outcome.error);
      return outcome.response.ok ? { data: parsed, response: outcome.response } : { error: parsed ?? {}, response: outcome.response };
    },
    () => true as const,
    { envelope: 'lenient' },
  );
}
