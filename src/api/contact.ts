/**
 * Contact call of the admin API (spec 000 §2 Contact page, §7 POST /send/claim, §8 Contact;
 * contract D8). Never cached.
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

/** A JSON object of a text body, else `{}` (contract D8: a 2xx body is not read). */
function objectOf(text: unknown): Record<string, unknown> {
  if (typeof text !== 'string' || text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * POST /send/claim (operationId sendContactMessage). Contract D8: the answer is ignored, any 2xx is
 * success — so a 2xx whose body is empty, plain text or not an object still resolves `ok(true)`; only
 * an explicit `success: false` is a `rejected` failure and 'El token ha expirado' an `expired` one.
 * Network errors and non-2xx statuses (401 without the application key, 422 validation, carrying the
 * body's `message`/`msg` when it is JSON) are failures.
 */
export function sendContactMessage(body: ContactMessage): Promise<ApiResult<true>> {
  return call(
    async () => {
      const outcome = await admin.POST('/send/claim', { body, parseAs: 'text' });
      const parsed = objectOf(outcome.response.ok ? outcome.data : outcome.error);
      return outcome.response.ok ? { data: parsed, response: outcome.response } : { error: parsed, response: outcome.response };
    },
    () => true as const,
    { envelope: 'lenient' },
  );
}
