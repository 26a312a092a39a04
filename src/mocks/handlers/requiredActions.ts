/**
 * Embedded backend of the required-document action, type 1 (issue 8; spec 001 §2.5 'Documento
 * requerido', §7 "save a required-document record per file" and "submit required-action completion";
 * contract Q7, Q8, §3.3), typed from openapi/admin.yaml:
 *
 * | Call | Operation | Answer |
 * |---|---|---|
 * | POST /requests/action/save | saveRequiredDocumentRecord | stores one record per file (`requiredDocumentRecords`) |
 * | POST /assigndocumentsoftexpert | assignDocumentsSoftExpert | attaches the documents (origin 0) and completes the pending action 1 |
 *
 * Both: `documents` (non-empty, entries with a `route`), `record_id` (the request code) and
 * `required_action_id` are required (422 `{ message, errors }`); the request must be the signed-in
 * citizen's (404) and open, and `required_action_id` must name its pending action of type 1
 * (`{ success: false, msg }` otherwise).
 */
import { createOpenApiHttp } from 'openapi-msw';
import type { HttpHandler } from 'msw';
import type { paths } from '../../api/generated/admin';
import { config } from '../../config';
import { nowStamp, requestsTable, requiredDocumentRecordsTable, save, type DbRequest, type DbRequiredAction } from '../db';
import { completeAction, findPendingAction, isOpenRequest } from '../requestStore';
import { readObject, signedInAdminCall } from './common';
import { asInt, asString, attachDocuments, documentEntries, invalid, REQUEST_MSG } from './requests';
import type { Body } from './registration';

const admin = createOpenApiHttp<paths>({ baseUrl: config.adminUrl });

/** The words of these handlers (chosen). */
export const ACTION_MSG = {
  recordSaved: 'Registro de documento guardado', // chosen
  completed: 'Documentos recibidos', // chosen
  closed: 'La solicitud no admite cambios en su estado actual', // chosen
  noSuchAction: 'La acción requerida indicada no está pendiente en esta solicitud', // chosen
} as const;

type Checked = { response: Response } | { target: DbRequest; action: DbRequiredAction; entries: Record<string, unknown>[] };

/** The checks both calls share (see module documentation). */
function check(body: Body, citizenId: string): Checked {
  const entries = documentEntries(body.documents);
  const code = asString(body.record_id).trim();
  const actionId = asInt(body.required_action_id);
  const errors: Record<string, string[]> = {};
  if (entries.length === 0) errors.documents = [REQUEST_MSG.fileRequired];
  if (!code) errors.record_id = [REQUEST_MSG.required];
  if (actionId === null) errors.required_action_id = [REQUEST_MSG.required];
  if (Object.keys(errors).length) return { response: invalid(errors) };
  const json = (status: number, msg: string) => ({ response: Response.json({ success: false, msg }, { status }) });
  const target = requestsTable().find((r) => r.code === code && r.doc_identification === citizenId);
  if (!target) return json(404, REQUEST_MSG.notFound);
  if (!isOpenRequest(target)) return json(200, ACTION_MSG.closed);
  const action = findPendingAction(target, actionId, [1]);
  if (!action) return json(200, ACTION_MSG.noSuchAction);
  return { target, action, entries };
}

/** The required-document handlers. */
export const requiredActionHandlers: HttpHandler[] = [
  admin.post('/requests/action/save', async ({ request, response }) => {
    const auth = await signedInAdminCall(request);
    if ('response' in auth) return response.untyped(auth.response);
    const body = await readObject(request);
    const checked = check(body, auth.citizenId);
    if ('response' in checked) return response.untyped(checked.response);
    requiredDocumentRecordsTable().push({
      citizen_id: auth.citizenId,
      record_id: checked.target.code,
      required_action_id: checked.action.id,
      title: asString(body.title),
      attribute: asString(body.attribute),
      names: Array.isArray(body.names) ? body.names.map(asString) : [],
      routes: checked.entries.map((e) => asString(e.route)),
      created_at: nowStamp(),
    });
    save();
    return response(200).json({ success: true, msg: ACTION_MSG.recordSaved });
  }),

  admin.post('/assigndocumentsoftexpert', async ({ request, response }) => {
    const auth = await signedInAdminCall(request);
    if ('response' in auth) return response.untyped(auth.response);
    const body = await readObject(request);
    const checked = check(body, auth.citizenId);
    if ('response' in checked) return response.untyped(checked.response);
    const stamp = nowStamp();
    attachDocuments(checked.target, checked.entries, undefined, stamp);
    completeAction(checked.action, stamp);
    save();
    return response(200).json({ success: true, msg: ACTION_MSG.completed });
  }),
];
