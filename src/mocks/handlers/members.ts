/**
 * Company members and representatives of the embedded identity backend (spec 000 §7 member calls;
 * spec 001 §2.1 Companies tab, §3 Representative / member, §7 "delete member with member_rol,
 * citizen_id, company_id ... Responses carry success and msg"; openapi/identity.yaml tag `members`),
 * over `db().companyMembers` (read defensively: older stores lack the table).
 *
 * Roles (src/domain/members.ts): 2 'Representante', 3 'Responsable', 4 'Asistente'. A citizen who
 * added a company to their profile and holds no membership row there counts as its representative
 * while the company has no representative row (chosen: they created it; an accepted invitation then
 * makes the invited citizen the one representative).
 *
 * Who may do what (chosen; spec 001 §2.1, §6):
 * - GET /get/all/representatives/from/my/company: the caller's company — a company account's own;
 *   for a citizen, the companies of their profile. Answers the representative rows.
 * - GET /get/all/company/members/by/company/id/{id}: the company account of that company (read
 *   only, the reduced table) or a member with the representative role there.
 * - POST /add/automatic/company/member `{ citizen_id, company_id }`: a member with the representative
 *   role adds a registered citizen who is not yet a member; the new member gets role 4 'Asistente'.
 * - POST /delete/company/member `{ member_rol, citizen_id, company_id }`: the company account removes
 *   its representative (member_rol 2); a representative member removes any other member (never
 *   themselves). `member_rol` must be the member's role.
 * Refusals answer `success: false` with a Spanish `msg` ({@link SERVER_MSG}).
 */
import { createOpenApiHttp } from 'openapi-msw';
import type { HttpHandler } from 'msw';
import type { paths, SchemaCompanyMember } from '../../api/generated/identity';
import { config } from '../../config';
import { MEMBER_ROLE, MEMBER_ROLE_NAME, isRepresentativeMember } from '../../domain/members';
import { db, nowStamp, save, type DbCompanyMember } from '../db';
import { authenticate, latency } from '../support';
import { findAccount, findCitizen, normalizeDocument, type Account } from './accounts';
import { readObject } from './common';
import { SERVER_MSG } from './messages';

const http = createOpenApiHttp<paths>({ baseUrl: config.identityUrl });

type Role = Pick<DbCompanyMember, 'rol_id' | 'rol_name'>;

const REPRESENTATIVE: Role = { rol_id: MEMBER_ROLE.representative, rol_name: MEMBER_ROLE_NAME.representative };

/** The membership rows of a company, in stored order. */
function rowsOf(companyId: number): DbCompanyMember[] {
  return (db().companyMembers ?? []).filter((m) => m.company_id === companyId);
}

/** Whether the citizen owns company `companyId` through their profile (contract P2). */
function ownsCompany(companyId: number, citizenId: string): boolean {
  return db().companies.some((c) => c.id === companyId && c.owner_citizen_id === citizenId);
}

/**
 * The role of a citizen in a company: their membership row, else the representative role when the
 * company is in their profile and has no representative row (one representative per company),
 * else undefined.
 */
export function memberRoleOf(companyId: number, citizenId: string): Role | undefined {
  const rows = rowsOf(companyId);
  const row = rows.find((m) => m.citizen_id === citizenId);
  if (row) return { rol_id: row.rol_id, rol_name: row.rol_name };
  return ownsCompany(companyId, citizenId) && !rows.some(isRepresentativeMember) ? REPRESENTATIVE : undefined;
}

/** A member as the wire shows it (spec 001 §3), with the citizen's data; `citizen` is the document. */
function memberOf(companyId: number, citizenId: string, role: Role): SchemaCompanyMember {
  const c = findCitizen(citizenId);
  return {
    citizen_id: citizenId,
    rol_id: role.rol_id,
    rol_name: role.rol_name,
    name: c?.name ?? '',
    first_last_name: c?.first_last_name ?? '',
    second_last_name: c?.second_last_name || null,
    citizen: citizenId,
    phone: c?.phone || null,
    email: c?.email ?? null,
    occupation: c?.occupation || null,
    company_id: companyId,
  };
}

/**
 * Every member of a company: the profile owner first when they hold no row (as representative), then
 * the membership rows in stored order.
 */
export function membersOf(companyId: number): SchemaCompanyMember[] {
  const rows = rowsOf(companyId);
  const owner = db().companies.find((c) => c.id === companyId)?.owner_citizen_id ?? null;
  const implicit = owner && !rows.some((m) => m.citizen_id === owner) && !rows.some(isRepresentativeMember) ? [memberOf(companyId, owner, REPRESENTATIVE)] : [];
  return [...implicit, ...rows.map((m) => memberOf(companyId, m.citizen_id, m))];
}

/** Whether the account is the company account of `companyId`. */
const isCompanyAccountOf = (account: Account, companyId: number) => account.kind === 'company' && account.company.id === companyId;

/** Whether the account is a citizen with the representative role in `companyId`. */
const isRepresentativeOf = (account: Account, companyId: number) => account.kind === 'citizen' && isRepresentativeMember(memberRoleOf(companyId, account.id));

const companyIdOf = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isInteger(n) && db().companies.some((c) => c.id === n) ? n : null;
};

/** The caller's account, or the response to send instead (401, token expired, unknown account). */
function caller(request: Request): { account: Account } | { response: Response } {
  const auth = authenticate(request);
  if ('response' in auth) return auth;
  const account = findAccount(auth.citizenId);
  return account ? { account } : { response: Response.json({ success: false, msg: SERVER_MSG.invalidToken }) };
}

export const memberHandlers: HttpHandler[] = [
  /** GET /get/all/representatives/from/my/company: the representatives of the caller's company. */
  http.get('/get/all/representatives/from/my/company', async ({ request, response }) => {
    await latency();
    const who = caller(request);
    if ('response' in who) return response.untyped(who.response);
    const { account } = who;
    const companyIds =
      account.kind === 'company'
        ? [account.company.id]
        : db()
            .companies.filter((c) => c.owner_citizen_id === account.id)
            .map((c) => c.id);
    const payload = companyIds.flatMap((id) =>
      rowsOf(id)
        .filter(isRepresentativeMember)
        .map((m) => memberOf(id, m.citizen_id, m)),
    );
    return response(200).json({ success: true, payload });
  }),

  /** GET /get/all/company/members/by/company/id/{id}: every member of the company. */
  http.get('/get/all/company/members/by/company/id/{id}', async ({ request, params, response }) => {
    await latency();
    const who = caller(request);
    if ('response' in who) return response.untyped(who.response);
    const companyId = companyIdOf(params.id);
    if (companyId === null) return response(200).json({ success: false, msg: SERVER_MSG.companyNotFound });
    if (!isCompanyAccountOf(who.account, companyId) && !isRepresentativeOf(who.account, companyId)) {
      return response(200).json({ success: false, msg: SERVER_MSG.memberForbidden });
    }
    return response(200).json({ success: true, payload: membersOf(companyId) });
  }),

  /** POST /add/automatic/company/member `{ citizen_id, company_id }`: a representative adds a citizen. */
  http.post('/add/automatic/company/member', async ({ request, response }) => {
    await latency();
    const who = caller(request);
    if ('response' in who) return response.untyped(who.response);
    const body = await readObject(request);
    const companyId = companyIdOf(body.company_id);
    if (companyId === null) return response(200).json({ success: false, msg: SERVER_MSG.companyNotFound });
    if (!isRepresentativeOf(who.account, companyId)) return response(200).json({ success: false, msg: SERVER_MSG.memberForbidden });
    const citizenId = normalizeDocument(body.citizen_id);
    if (!citizenId || !findCitizen(citizenId)) return response(200).json({ success: false, msg: SERVER_MSG.accountNotFound });
    if (memberRoleOf(companyId, citizenId)) return response(200).json({ success: false, msg: SERVER_MSG.alreadyMember });
    const d = db();
    (d.companyMembers ??= []).push({
      company_id: companyId,
      citizen_id: citizenId,
      rol_id: MEMBER_ROLE.assistant,
      rol_name: MEMBER_ROLE_NAME.assistant,
      created_at: nowStamp(),
    });
    save();
    return response(200).json({ success: true, msg: SERVER_MSG.memberAdded });
  }),

  /** POST /delete/company/member `{ member_rol, citizen_id, company_id }`. */
  http.post('/delete/company/member', async ({ request, response }) => {
    await latency();
    const who = caller(request);
    if ('response' in who) return response.untyped(who.response);
    const { account } = who;
    const body = await readObject(request);
    const companyId = companyIdOf(body.company_id);
    if (companyId === null) return response(200).json({ success: false, msg: SERVER_MSG.companyNotFound });
    const citizenId = normalizeDocument(body.citizen_id);
    const memberRol = Number(body.member_rol);
    const row = rowsOf(companyId).find((m) => m.citizen_id === citizenId);
    const representativeRow = row !== undefined && isRepresentativeMember(row);
    const allowed = (isCompanyAccountOf(account, companyId) && representativeRow) || (isRepresentativeOf(account, companyId) && account.id !== citizenId);
    if (!allowed) {
      const msg = account.kind === 'citizen' && account.id === citizenId ? SERVER_MSG.cannotRemoveSelf : SERVER_MSG.memberForbidden;
      return response(200).json({ success: false, msg });
    }
    if (!row || row.rol_id !== memberRol) return response(200).json({ success: false, msg: SERVER_MSG.memberNotFound });
    const d = db();
    d.companyMembers = (d.companyMembers ?? []).filter((m) => m !== row);
    save();
    return response(200).json({ success: true, msg: representativeRow ? SERVER_MSG.representativeDeleted : SERVER_MSG.memberDeleted });
  }),
];
