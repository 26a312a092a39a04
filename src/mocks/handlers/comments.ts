/**
 * Embedded backend of the messages tab (issue 8; spec 001 §2.5 Messages tab, §5 "Information message:
 * required, max length 500", §7 "send requested information (request_id, text, required_action_id)";
 * contract Q6): POST /comment, typed from openapi/admin.yaml (operation postComment).
 *
 * - `request_id` and `text` are required and the text (URI-decoded) has at most 500 characters:
 *   otherwise HTTP 422 `{ message, errors }`.
 * - The request must be the signed-in citizen's (404 otherwise), open (base status 1) and have a
 *   pending information action (type 3), as the portal shows the input only then: otherwise
 *   `{ success: false, msg }`.
 * - The message is stored URI-encoded (`storedCommentText`) with the citizen's user id (not 2); when
 *   `required_action_id` names the pending action 3 it is completed. A `required_action_id` naming
 *   anything else is refused.
 */
import { createOpenApiHttp } from 'openapi-msw';
import type { HttpHandler } from 'msw';
import type { paths } from '../../api/generated/admin';
import { config } from '../../config';
import { MESSAGE_MAX_LENGTH } from '../../domain/constants';
import { save } from '../db';
import {
  addComment,
  citizenUserId,
  completeAction,
  findPendingAction,
  findRequest,
  isOpenRequest,
  pendingActions,
  readableCommentText,
  storedCommentText,
} from '../requestStore';
import { readObject, signedInAdminCall } from './common';
import { asInt, asString, invalid, REQUEST_MSG } from './requests';

const admin = createOpenApiHttp<paths>({ baseUrl: config.adminUrl });

/** The words of this handler (chosen). */
export const COMMENT_MSG = {
  stored: 'Mensaje enviado', // chosen
  tooLong: `El mensaje no puede tener más de ${MESSAGE_MAX_LENGTH} caracteres`, // chosen
  closed: 'La solicitud no admite mensajes en su estado actual', // chosen
  noInformationAction: 'La solicitud no tiene información requerida pendiente', // chosen
  wrongAction: 'La acción requerida indicada no corresponde a esta solicitud', // chosen
} as const;

/** The messages handlers. */
export const commentHandlers: HttpHandler[] = [
  admin.post('/comment', async ({ request, response }) => {
    const auth = await signedInAdminCall(request);
    if ('response' in auth) return response.untyped(auth.response);
    const body = await readObject(request);
    const requestId = asInt(body.request_id);
    const text = asString(body.text);
    const errors: Record<string, string[]> = {};
    if (requestId === null) errors.request_id = [REQUEST_MSG.required];
    if (readableCommentText(text).trim() === '') errors.text = [REQUEST_MSG.required];
    else if (readableCommentText(text).length > MESSAGE_MAX_LENGTH) errors.text = [COMMENT_MSG.tooLong];
    if (Object.keys(errors).length) return response.untyped(invalid(errors));
    const target = findRequest(requestId);
    if (!target || target.doc_identification !== auth.citizenId) return response(404).json({ success: false, msg: REQUEST_MSG.notFound });
    if (!isOpenRequest(target)) return response(200).json({ success: false, msg: COMMENT_MSG.closed });
    if (!pendingActions(target).some((a) => a.action_id === 3)) return response(200).json({ success: false, msg: COMMENT_MSG.noInformationAction });
    const named = body.required_action_id === undefined || body.required_action_id === null ? null : asInt(body.required_action_id);
    const action = findPendingAction(target, named, [3]);
    if (named !== null && !action) return response(200).json({ success: false, msg: COMMENT_MSG.wrongAction });
    addComment(target, storedCommentText(text), citizenUserId(auth.citizenId));
    if (action) completeAction(action);
    save();
    return response(200).json({ success: true, msg: COMMENT_MSG.stored });
  }),
];
