/**
 * Embedded backend of the claims tab (issue 8; spec 001 §2.5 Claims tab, §3 Claim and Issue, §5
 * "Claim form: reason and message both required", §7; contract Q3-Q5), typed from openapi/admin.yaml:
 *
 * | Call | Operation | Answer |
 * |---|---|---|
 * | GET /issues | getIssues | bare array of the claim reasons (`ISSUES`) |
 * | GET /claims/{requestCode} | getClaims | bare array of the request's claims, oldest first; `[]` for an unknown code or another citizen's request (staff read any) |
 * | POST /claims | createClaim | stores the claim (status 'Abierta', no solution); 422 `{ success: false, msg: { error: { field: [..] } } }` without `issue_id` or `description`; `success: false` for an unknown reason or a request that is not the caller's |
 *
 * The officer answers claims from the demo back office (src/mocks/backOffice.ts `answerClaim`).
 */
import { createOpenApiHttp } from 'openapi-msw';
import { HttpResponse, type HttpHandler } from 'msw';
import type { paths } from '../../api/generated/admin';
import { config } from '../../config';
import { claimsTable, nextId, nowStamp, requestsTable, save, type DbClaim } from '../db';
import { CLAIM_STATUS, claimsOf, ISSUES, mailOwner } from '../requestStore';
import { decodeParam, readObject, signedInAdminCall } from './common';
import { isStaff } from './requestDetail';
import { asInt, asString, REQUEST_MSG } from './requests';

const admin = createOpenApiHttp<paths>({ baseUrl: config.adminUrl });

/** The words of these handlers (chosen). */
export const CLAIM_MSG = {
  created: 'Reclamación registrada', // chosen
  unknownIssue: 'El motivo de la reclamación no es válido', // chosen
  notYours: 'La solicitud no pertenece al usuario autenticado', // chosen
  mailSubject: 'Reclamación recibida', // chosen
} as const;

/** A claim as answered (spec 001 §3 Claim). */
const toClaim = (c: DbClaim) => ({
  id: c.id,
  issue_id: c.issue_id,
  description: c.description,
  company_name: c.company_name,
  citizen_name: c.citizen_name,
  created_at: c.created_at,
  status: c.status,
  solution: c.solution,
});

/** The claims handlers. */
export const claimHandlers: HttpHandler[] = [
  admin.get('/issues', async ({ request, response }) => {
    const auth = await signedInAdminCall(request);
    if ('response' in auth) return response.untyped(auth.response);
    return response(200).json(ISSUES.map((i) => ({ ...i })));
  }),

  admin.get('/claims/{requestCode}', async ({ request, params, response }) => {
    const auth = await signedInAdminCall(request);
    if ('response' in auth) return response.untyped(auth.response);
    const code = decodeParam(String(params.requestCode ?? ''));
    const target = requestsTable().find((r) => r.code === code);
    if (!target || (target.doc_identification !== auth.citizenId && !isStaff(auth.citizenId))) return response(200).json([]);
    return response(200).json(claimsOf(code).map(toClaim));
  }),

  admin.post('/claims', async ({ request, response }) => {
    const auth = await signedInAdminCall(request);
    if ('response' in auth) return response.untyped(auth.response);
    const body = await readObject(request);
    const issueId = asInt(body.issue_id);
    const description = asString(body.description).trim();
    const error: Record<string, string[]> = {};
    if (issueId === null) error.issue_id = [REQUEST_MSG.required];
    if (description === '') error.description = [REQUEST_MSG.required];
    if (Object.keys(error).length) return response.untyped(HttpResponse.json({ success: false, msg: { error } }, { status: 422 }));
    if (!ISSUES.some((i) => i.id === issueId)) return response(200).json({ success: false, msg: CLAIM_MSG.unknownIssue });
    const target = requestsTable().find((r) => r.code === asString(body.request_code));
    if (!target || target.doc_identification !== auth.citizenId) return response(200).json({ success: false, msg: CLAIM_MSG.notYours });
    claimsTable().push({
      id: nextId('nextClaimId', 300),
      request_code: target.code,
      issue_id: issueId as number,
      description,
      citizen_id: auth.citizenId,
      company_id: asInt(body.company_id) ?? target.company_id,
      company_name: asString(body.company_name) || target.company_name,
      citizen_name: asString(body.citizen_name) || null,
      created_at: nowStamp(),
      status: CLAIM_STATUS.open,
      solution: null,
    });
    save();
    mailOwner(target, CLAIM_MSG.mailSubject, ['Recibimos su reclamación. El Ministerio de Turismo la revisará y le responderá por este medio.']);
    return response(200).json({ success: true, msg: CLAIM_MSG.created });
  }),
];
