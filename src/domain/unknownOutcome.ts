/**
 * Pure rules for finding what a write with an unknown outcome did on the server (issue 25 item 1
 * "Unknown is not failed"; src/api/outcome.ts). No IO: the charts' actors read the server and pass
 * what they read here.
 *
 * - A POST /requests (contract F5, §2.10) whose answer was lost: the request that attempt created is
 *   the citizen's NEWEST request of that service created after the attempt began, read from the
 *   desk list (contract D2; items newest first, `created_at` 'YYYY-MM-DD HH:mm:ss' in the backends'
 *   local time, contract C3) ({@link createdByAttempt}).
 * - A POST /assigndocument/{id} whose answer was lost: done when every document sent is among the
 *   request's documents (contract Q1 `request_document`) ({@link documentsAssigned}).
 * - A POST /comment whose answer was lost: done when the request's history (contract Q1
 *   `comments`) has the citizen's text ({@link hasCitizenComment}).
 * - A POST /claims whose answer was lost: done when the request's claims (contract Q4, re-read) hold
 *   one more claim with the reason and observation sent than before the send ({@link countClaims}).
 * - A POST /citizen-update whose answer was lost: done when the user read again holds the contact
 *   data sent ({@link contactDataStored}).
 */
import { toIsoDate } from './format/dates';

/**
 * How far the browser's clock may be ahead of the server's, ms. A request created after the attempt
 * began must have a `created_at` at or after the attempt's start minus this (chosen: the spec is silent;
 * both clocks are set by the network in practice, and the backends' stamps have whole seconds).
 */
export const CLOCK_SKEW_MS = 60_000;

/** `YYYY-MM-DD HH:mm:ss` of `ms` (epoch ms) in the browser's local time (contract C3's format). */
export function localStamp(ms: number): string {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${toIsoDate(d)} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

/** What {@link createdByAttempt} reads of a list item (contract D2). */
export interface ListedRequest {
  id: number;
  code?: string | null;
  created_at: string;
  service: { name: string };
}

/**
 * The request an attempt created: among `items` (a desk list page, any order), those of the service
 * named `serviceName` created at or after `sinceMs - CLOCK_SKEW_MS`, the newest (latest `created_at`,
 * then highest id); null when there is none.
 * @param sinceMs when the attempt began, epoch ms (the browser's clock)
 */
export function createdByAttempt<T extends ListedRequest>(items: readonly T[], serviceName: string, sinceMs: number): T | null {
  const since = localStamp(sinceMs - CLOCK_SKEW_MS);
  let best: T | null = null;
  for (const item of items) {
    if (item.service.name !== serviceName || item.created_at < since) continue;
    if (!best || item.created_at > best.created_at || (item.created_at === best.created_at && item.id > best.id)) best = item;
  }
  return best;
}

/** A document as a request's detail lists it, or as it was sent (route, url). */
export interface DocumentRef {
  route?: string | null;
  url?: string | null;
}

/**
 * Whether every document of `sent` is among `stored` (the same `route`, or the same `url` when a
 * stored document has no route). An empty `sent` is assigned.
 */
export function documentsAssigned(sent: readonly DocumentRef[], stored: readonly DocumentRef[]): boolean {
  return sent.every((s) => stored.some((d) => (!!d.route && d.route === s.route) || (!!d.url && d.url === s.url)));
}

/** A comment of a request's history (contract Q1 `comments`). */
export interface HistoryComment {
  text: string;
  user_id?: number | null;
}

/** The `user_id` of the institution's comments (contract §3.1: `user_id == 2` is the institution). */
export const INSTITUTION_USER_ID = 2;

/**
 * Whether the history has the citizen's comment `text` (the same text, ignoring surrounding spaces,
 * not written by the institution) more often than `before` (how many the history had before the
 * attempt; 0 when unknown). A text the citizen sent twice on purpose is told apart by the count.
 */
export function hasCitizenComment(comments: readonly HistoryComment[], text: string, before = 0): boolean {
  const wanted = text.trim();
  return comments.filter((c) => c.user_id !== INSTITUTION_USER_ID && c.text.trim() === wanted).length > before;
}

/** A claim as the claims tab lists it (contract Q4: `reason` is the issue's `content`, `observation` the `description`). */
export interface ListedClaim {
  reason: string | null;
  observation: string;
}

/**
 * How many claims of `rows` have the reason `reason` and the observation `observation` (ignoring
 * surrounding spaces): before a POST /claims (contract Q5) and in the list re-read after it.
 */
export function countClaims(rows: readonly ListedClaim[], reason: string | null, observation: string): number {
  const wanted = observation.trim();
  return rows.filter((r) => r.reason === reason && r.observation.trim() === wanted).length;
}

/** The contact data of a POST /citizen-update (contract S3), as sent or as the user read back has it. */
export interface ContactDataRef {
  address?: string | null;
  province_id?: number | string | null;
  municipality_id?: number | string | null;
  sector_id?: number | string | null;
  phone?: string | null;
  phone2?: string | null;
}

/**
 * Whether the user read back (GET /get/auth/user) holds the contact data `sent` (contract S3's six
 * fields: the address ignoring surrounding spaces, the ids as numbers, the phones by their digits).
 * The notification preferences are not compared: the contract's user answer need not carry them.
 */
export function contactDataStored(user: ContactDataRef, sent: ContactDataRef): boolean {
  const digits = (v: string | null | undefined) => (v ?? '').replace(/\D/g, '');
  const id = (v: number | string | null | undefined) => Number(v ?? 0);
  return (
    (user.address ?? '').trim() === (sent.address ?? '').trim() &&
    id(user.province_id) === id(sent.province_id) &&
    id(user.municipality_id) === id(sent.municipality_id) &&
    id(user.sector_id) === id(sent.sector_id) &&
    digits(user.phone) === digits(sent.phone) &&
    digits(user.phone2) === digits(sent.phone2)
  );
}
