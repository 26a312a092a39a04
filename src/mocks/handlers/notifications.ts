/**
 * The notification calls of the embedded backend (spec 001 §2.2, §3 Notification, §7; contract D6, D7)
 * over `db().notifications` (src/mocks/notificationStore.ts).
 *
 * | Call | Operation | Answer |
 * |---|---|---|
 * | GET {admin}/notification/{citizenId} | getNotifications | bare `{ notifications: [{ notification_id, Evento, title, "iD de solicitud" }] }`, the UNREAD ones newest first (the badge is the array length, contract D6); the request id key is omitted when there is none |
 * | POST {admin}/notification/{citizenId} `{ notification }` | markNotificationRead | `{ success: true, msg }`; marks it read, so it is no longer listed; 404 for an unknown id; 422 without an integer `notification` |
 *
 * Signed-in calls only (`signedInAdminCall`); a citizen only reads and marks their own notifications
 * (another citizen id in the path: an empty list / 404).
 */
import { createOpenApiHttp } from 'openapi-msw';
import { HttpResponse, type HttpHandler } from 'msw';
import type { paths as AdminPaths, SchemaNotification } from '../../api/generated/admin';
import { config } from '../../config';
import { stripDashes } from '../../domain/validation';
import { save, type DbNotification } from '../db';
import { markNotificationRead, unreadNotifications } from '../notificationStore';
import { decodeParam, readObject, signedInAdminCall } from './common';

const admin = createOpenApiHttp<AdminPaths>({ baseUrl: config.adminUrl });

/** Answers of the POST (chosen; the portal ignores them, contract D7). */
export const NOTIFICATION_MSG = {
  read: 'Notificación marcada como leída',
  notFound: 'Notificación no encontrada',
  invalid: 'El campo notification es requerido',
} as const;

/** A stored notification on the wire (contract D6 keys, `iD de solicitud` only with a request). */
export function toWireNotification(n: DbNotification): SchemaNotification {
  const wire: SchemaNotification = { notification_id: n.id, Evento: n.Evento, title: n.title };
  if (n.request_id !== null) wire['iD de solicitud'] = n.request_id;
  return wire;
}

/** The notification handlers (admin API). */
export const notificationHandlers: HttpHandler[] = [
  admin.get('/notification/{citizenId}', async ({ request, params, response }) => {
    const auth = await signedInAdminCall(request);
    if ('response' in auth) return response.untyped(auth.response);
    const citizenId = stripDashes(decodeParam(String(params.citizenId ?? '')));
    const list = citizenId === auth.citizenId ? unreadNotifications(citizenId) : [];
    return response(200).json({ notifications: list.map(toWireNotification) });
  }),

  admin.post('/notification/{citizenId}', async ({ request, params, response }) => {
    const auth = await signedInAdminCall(request);
    if ('response' in auth) return response.untyped(auth.response);
    const citizenId = stripDashes(decodeParam(String(params.citizenId ?? '')));
    const body = await readObject(request);
    const id = typeof body.notification === 'number' ? body.notification : typeof body.notification === 'string' ? Number(body.notification) : NaN;
    if (!Number.isInteger(id)) return response.untyped(HttpResponse.json({ success: false, msg: NOTIFICATION_MSG.invalid }, { status: 422 }));
    if (citizenId !== auth.citizenId || !markNotificationRead(citizenId, id)) return response(404).json({ success: false, msg: NOTIFICATION_MSG.notFound });
    save();
    return response(200).json({ success: true, msg: NOTIFICATION_MSG.read });
  }),
];
