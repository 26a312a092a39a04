/**
 * Portal notifications of the embedded backend (spec 001 §2.2, §3 Notification; contract D6, D7):
 * the table `db().notifications`, created on first use, and the writes that fill it.
 *
 * Who creates them (chosen; the spec does not say which events notify):
 * - every demo e-mail to a request's owner also notifies the owner in the portal
 *   (`mailOwner` in src/mocks/requestStore.ts calls {@link notifyRequestOwner}): the submit receipt
 *   (POST /requests), each officer action of the demo back office (document or information
 *   required, payment asked, message written, document issued, voucher validated, resolved,
 *   rejected, cancelled, claim answered), an approved card payment and a received voucher or claim;
 * - the seed (src/mocks/seedNotifications.ts).
 *
 * Store logic only: callers `save()` (the helpers here do not), except where noted.
 */
import { db, nowStamp, type DbNotification, type DbRequest } from './db';
import { compareStamps } from './stamps';

/** The notifications table (created on first use; stores saved before it lack it). */
export function notificationsTable(): DbNotification[] {
  return (db().notifications ??= []);
}

/** Longest body line kept (the panel shows it whole; longer officer texts are cut with '…'). */
export const NOTIFICATION_TITLE_MAX = 160;

/** Plain text of a body line: HTML tags dropped (officer messages may hold HTML), spaces collapsed, cut at {@link NOTIFICATION_TITLE_MAX}. */
export function plainLine(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > NOTIFICATION_TITLE_MAX ? `${plain.slice(0, NOTIFICATION_TITLE_MAX - 1).trimEnd()}…` : plain;
}

/**
 * Adds an unread notification (does not save).
 * @param citizenId who sees it (citizen id or company RNC, no dashes)
 * @param evento title line
 * @param title body line (made plain, see {@link plainLine})
 * @param requestId the request it is about, or null
 */
export function addNotification(citizenId: string, evento: string, title: string, requestId: number | null, stamp = nowStamp()): DbNotification {
  const table = notificationsTable();
  const notification: DbNotification = {
    id: table.reduce((max, n) => Math.max(max, n.id), 500) + 1,
    citizen_id: citizenId,
    Evento: evento.trim(),
    title: plainLine(title),
    request_id: requestId,
    read: false,
    created_at: stamp,
  };
  table.push(notification);
  return notification;
}

/** Notifies a request's owner (`doc_identification`) about it: 'Solicitud <code>: <line>' (does not save). */
export function notifyRequestOwner(request: DbRequest, evento: string, line: string): DbNotification {
  const text = plainLine(line);
  return addNotification(request.doc_identification, evento, text ? `Solicitud ${request.code}: ${text}` : `Solicitud ${request.code}`, request.id);
}

/** A citizen's unread notifications, newest first (equal stamps: the later one first). */
export function unreadNotifications(citizenId: string): DbNotification[] {
  return notificationsTable()
    .filter((n) => n.citizen_id === citizenId && !n.read)
    .sort((a, b) => compareStamps(b.created_at, a.created_at) || b.id - a.id);
}

/**
 * Marks a citizen's notification read (does not save).
 * @returns false when the citizen has no notification with that id
 */
export function markNotificationRead(citizenId: string, id: number): boolean {
  const found = notificationsTable().find((n) => n.id === id && n.citizen_id === citizenId);
  if (!found) return false;
  found.read = true;
  return true;
}
