/**
 * Embedded backend of the rating dialog (issue 8; spec 001 §2.5 'Calificación de servicio', §3 Rating
 * payload, §9 "Rating: default 3, step 0.5"; contract Q2): POST /services/extras/rating, typed from
 * openapi/admin.yaml (operation rateService).
 *
 * - `request_id` required and `rating` a number from 0 to 5 in steps of 0.5; `comment` optional
 *   (string or null): otherwise HTTP 422 `{ message, errors }`.
 * - The request must be the signed-in citizen's (404 otherwise), resolved (it has a solution: the
 *   portal offers CALIFICAR on the resolution banner) and not yet rated by its owner: otherwise
 *   `{ success: false, msg }`.
 * - The rating is stored on the request (answered in `request.rating`).
 */
import { createOpenApiHttp } from 'openapi-msw';
import type { HttpHandler } from 'msw';
import type { paths } from '../../api/generated/admin';
import { config } from '../../config';
import { RATING_MAX, RATING_STEP } from '../../domain/constants';
import { nowStamp, save } from '../db';
import { findRequest } from '../requestStore';
import { readObject, signedInAdminCall } from './common';
import { asInt, asString, invalid, REQUEST_MSG } from './requests';

const admin = createOpenApiHttp<paths>({ baseUrl: config.adminUrl });

/** The words of this handler (chosen, but the openapi example). */
export const RATING_MSG = {
  stored: 'Calificación registrada', // openapi rateService example
  invalidRating: 'La calificación debe estar entre 0 y 5, en pasos de 0.5', // chosen
  notResolved: 'Solo puede calificar una solicitud resuelta', // chosen
  alreadyRated: 'Esta solicitud ya fue calificada', // chosen
} as const;

/** Whether a value is a rating 0-5 in half steps. */
export function isValidRating(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= RATING_MAX && Number.isInteger(value / RATING_STEP);
}

/** The rating handlers. */
export const ratingHandlers: HttpHandler[] = [
  admin.post('/services/extras/rating', async ({ request, response }) => {
    const auth = await signedInAdminCall(request);
    if ('response' in auth) return response.untyped(auth.response);
    const body = await readObject(request);
    const requestId = asInt(body.request_id);
    const errors: Record<string, string[]> = {};
    if (requestId === null) errors.request_id = [REQUEST_MSG.required];
    if (body.rating === undefined || body.rating === null) errors.rating = [REQUEST_MSG.required];
    else if (!isValidRating(body.rating)) errors.rating = [RATING_MSG.invalidRating];
    if (body.comment !== undefined && body.comment !== null && typeof body.comment !== 'string') errors.comment = [REQUEST_MSG.invalid];
    if (Object.keys(errors).length) return response.untyped(invalid(errors));
    const target = findRequest(requestId);
    if (!target || target.doc_identification !== auth.citizenId) return response(404).json({ success: false, msg: REQUEST_MSG.notFound });
    if (!target.solution) return response(200).json({ success: false, msg: RATING_MSG.notResolved });
    if ((target.ratings ?? []).some((r) => r.citizen_id === auth.citizenId)) return response(200).json({ success: false, msg: RATING_MSG.alreadyRated });
    const comment = asString(body.comment).trim();
    (target.ratings ??= []).push({ rating: body.rating as number, comment: comment || null, citizen_id: auth.citizenId, created_at: nowStamp() });
    save();
    return response(200).json({ success: true, msg: RATING_MSG.stored });
  }),
];
