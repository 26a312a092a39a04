/**
 * Notification calls of the admin API (spec 001 §2.2, §3 Notification, §7 "GET /notification/{citizenId};
 * POST /notification/{citizenId} with the notification id to mark it read"; contract D6, D7).
 *
 * | Function | Operation | Answer |
 * |---|---|---|
 * | {@link getNotifications} | getNotifications `GET /notification/{citizenId}` | bare `{ notifications: [...] }` |
 * | {@link markNotificationRead} | markNotificationRead `POST /notification/{citizenId}` `{ notification: id }` | ignored (the list is fetched again) |
 *
 * Never cached: the badge must follow what the officer does (issue 9 "the count stays current
 * without a reload").
 */
import { admin } from './clients';
import { call } from './call';
import type { ApiResult } from './result';
import type { SchemaNotification } from './generated/admin';

/** A notification as the wire carries it; the request id key is literally `iD de solicitud`. */
export type WireNotification = SchemaNotification;

/** A notification ready for the portal (spec 001 §3 Notification). */
export interface PortalNotification {
  /** `notification_id`. */
  id: number;
  /** `Evento`: the title line. */
  event: string;
  /** `title`: the body line. */
  title: string;
  /** `iD de solicitud` as a positive integer, or null when absent / not a request id. */
  requestId: number | null;
}

/** The request id key of contract D6 (with spaces). */
const REQUEST_ID_KEY = 'iD de solicitud';

/** A positive integer from a number or a digit string; null otherwise. */
function positiveInt(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * One wire notification → {@link PortalNotification}; undefined when `notification_id` is not an
 * integer (a row the portal could not mark read). Missing texts become ''.
 */
export function toPortalNotification(raw: unknown): PortalNotification | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const row = raw as Record<string, unknown>;
  const id = typeof row.notification_id === 'number' ? row.notification_id : positiveInt(row.notification_id);
  if (id === null || !Number.isInteger(id)) return undefined;
  return {
    id,
    event: typeof row.Evento === 'string' ? row.Evento : '',
    title: typeof row.title === 'string' ? row.title : '',
    requestId: positiveInt(row[REQUEST_ID_KEY]),
  };
}

/**
 * GET /notification/{citizenId}.
 * @returns the notifications in the server's order (rows without an integer id are dropped). A body
 *   without a `notifications` array is `malformed`; other failures: `network`, `http`, `expired`.
 */
export function getNotifications(citizenId: string): Promise<ApiResult<PortalNotification[]>> {
  return call(
    () => admin.GET('/notification/{citizenId}', { params: { path: { citizenId } } }),
    (b) => (Array.isArray(b.notifications) ? b.notifications.map(toPortalNotification).filter((n): n is PortalNotification => n !== undefined) : undefined),
  );
}

/**
 * POST /notification/{citizenId} `{ notification: id }` (mark read). The answer is ignored (contract
 * D7) except an explicit `success: false`, which is `rejected`.
 * @returns `true` once sent; failures: `network`, `http`, `malformed` (not JSON), `expired`, `rejected`.
 */
export function markNotificationRead(citizenId: string, notificationId: number): Promise<ApiResult<true>> {
  return call(
    () => admin.POST('/notification/{citizenId}', { params: { path: { citizenId } }, body: { notification: notificationId } }),
    () => true as const,
    { envelope: 'lenient' },
  );
}
