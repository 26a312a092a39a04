/**
 * Company member and representative calls of the identity API (spec 000 §7 member calls; spec 001
 * §2.1 Companies tab, §3 Representative / member, §7 "Company and representative calls ... Responses
 * carry success and msg"; openapi/identity.yaml tag `members`). One typed function per call; each
 * returns an {@link ApiResult} and never throws. Nothing is cached: every list is read again after a
 * change (the companies tab reloads it).
 *
 * Failure kinds of every function: `network`, `http` (non-2xx), `malformed` (not the promised
 * shape), `expired` (the token stayed expired after the one refresh the middleware does), `rejected`
 * (`success: false`, carrying the server `msg` in `message`).
 */
import { admin, identity } from './clients';
import { call } from './call';
import { sendMembershipInvitation as sendInvitationGet } from './identity';
import { fail, type ApiResult } from './result';
import type { SchemaAddCompanyMemberRequest, SchemaBasicUserInformation, SchemaCompanyMember, SchemaDeleteCompanyMemberRequest } from './generated/identity';
import type { SchemaCompaniesDetailsEnvelope, SchemaCompanySummary, SchemaCompanyMember as SchemaAdminCompanyMember } from './generated/admin';

/**
 * GET /send/membership/invitation?citizen_id= (operationId sendMembershipInvitation; spec 000 §7;
 * spec 001 §2.1 Representative add), the call of ./identity.ts, read as the write it is in effect:
 * the server stores an invitation and e-mails its link to the invitee. So no readable answer —
 * `network` (no answer, or a reset mid-body), `timeout`, `malformed` (an empty, cut or non-JSON 2xx:
 * the pick takes any JSON body) — is the kind `unknown` with that `cause` (./outcome.ts, issue 25):
 * the invitation may have been sent. A refusal (`rejected`), `http` and `expired` stay as they are.
 * Kept here, out of the first load of /public (docs/ARCHITECTURE.md Budgets).
 * @returns the server `msg` (may be '')
 */
export async function sendMembershipInvitation(citizenId: string): Promise<ApiResult<string>> {
  const result = await sendInvitationGet(citizenId);
  if (result.ok) return result;
  const { kind } = result.error;
  return kind === 'network' || kind === 'timeout' || kind === 'malformed' ? fail({ kind: 'unknown', cause: kind }) : result;
}

/** A member or representative of a company (spec 001 §3: citizen_id, rol_id, name, first_last_name, citizen, phone, email, occupation, rol_name). */
export type CompanyMember = SchemaCompanyMember;
/** A registered user found by document number (name, last names, e-mail, phone, occupation). */
export type BasicUser = SchemaBasicUserInformation;
/** POST /delete/company/member body: `{ member_rol, citizen_id, company_id }` (spec 001 §7). */
export type DeleteMemberBody = SchemaDeleteCompanyMemberRequest;
/** POST /add/automatic/company/member body: `{ citizen_id, company_id }` (document digits, company id). */
export type AddMemberBody = SchemaAddCompanyMemberRequest;

const isMember = (m: unknown): m is CompanyMember => {
  const x = m as Partial<CompanyMember> | null;
  return !!x && typeof x.citizen_id === 'string' && typeof x.name === 'string';
};

const memberList = (b: { payload?: unknown }): CompanyMember[] | undefined => (Array.isArray(b.payload) && b.payload.every(isMember) ? b.payload : undefined);

/**
 * GET /get/all/representatives/from/my/company (operationId getMyCompanyRepresentatives): the
 * representatives of the signed-in company account (at most one; spec 001 §2.1 list 'Representante').
 */
export function getMyCompanyRepresentatives(): Promise<ApiResult<CompanyMember[]>> {
  return call(() => identity.GET('/get/all/representatives/from/my/company'), memberList, { envelope: true });
}

/**
 * GET /get/all/company/members/by/company/id/{id} (operationId getCompanyMembers): every member of
 * company `companyId`, in server order (the dialog pages them on the client).
 */
export function getCompanyMembers(companyId: number): Promise<ApiResult<CompanyMember[]>> {
  return call(() => identity.GET('/get/all/company/members/by/company/id/{id}', { params: { path: { id: companyId } } }), memberList, { envelope: true });
}

/**
 * GET /get/basic/user/information/{id} (operationId getBasicUserInformation): the registered user
 * with document `document` (digits, 9 to 20). No account is a `rejected` failure with the server msg.
 */
export function getBasicUserInformation(document: string): Promise<ApiResult<BasicUser>> {
  return call(
    () => identity.GET('/get/basic/user/information/{id}', { params: { path: { id: document } } }),
    (b) => (b.payload && typeof b.payload.citizen_id === 'string' && typeof b.payload.name === 'string' ? b.payload : undefined),
    { envelope: true },
  );
}

/**
 * POST /add/automatic/company/member (operationId addAutomaticCompanyMember): adds the found user
 * to the company. Resolves with the server `msg` (shown in a dialog, may be '').
 */
export function addCompanyMember(body: AddMemberBody): Promise<ApiResult<string>> {
  return call(
    () => identity.POST('/add/automatic/company/member', { body }),
    (b) => b.msg ?? '',
    { envelope: true },
  );
}

/**
 * POST /delete/company/member (operationId deleteCompanyMember; spec 001 §7 "delete member with
 * member_rol, citizen_id, company_id"): removes a member or the representative. Resolves with the
 * server `msg` (shown in a dialog, may be '').
 */
export function deleteCompanyMember(body: DeleteMemberBody): Promise<ApiResult<string>> {
  return call(
    () => identity.POST('/delete/company/member', { body }),
    (b) => b.msg ?? '',
    { envelope: true },
  );
}

/** A company of the companies-details answer (spec 001 §3 Company). */
export type CompanySummary = SchemaCompanySummary;
/** A member of the companies-details answer: citizen_id, name, rol_id, rol_name, company_id (chosen). */
export type CompanyMembership = SchemaAdminCompanyMember;

/** The companies a citizen belongs to and their members (`payload` of the companies-details answer). */
export interface CompaniesAndMembers {
  companies: CompanySummary[];
  members: CompanyMembership[];
}

/**
 * GET /all/my/requests/with/company/{citizenId}?status=1&type=1&get_only_companies_details=true (admin
 * API, operationId getMyRequestsWithCompany; spec 001 §7): the same call as
 * src/api/representedCompanies.ts, keeping `payload.members` (each with its `company_id` and
 * `rol_name`), so the Companies tab knows the viewer's member role in each company. Not cached.
 * Malformed: no `companies` array, an entry without numeric `id` / `company_name`, or no `members` array.
 */
export function getMyCompaniesAndMembers(citizenId: string): Promise<ApiResult<CompaniesAndMembers>> {
  return call(
    () =>
      admin.GET('/all/my/requests/with/company/{citizenId}', {
        params: { path: { citizenId }, query: { status: 1, type: 1, get_only_companies_details: true } },
      }),
    (body) => {
      const payload = (body as Partial<SchemaCompaniesDetailsEnvelope>).payload;
      const companies = payload?.companies;
      const members = payload?.members;
      if (!Array.isArray(companies) || !Array.isArray(members)) return undefined;
      if (!companies.every((c) => c && typeof c.id === 'number' && typeof c.company_name === 'string')) return undefined;
      return { companies, members: members.filter((m) => m && typeof m.citizen_id === 'string') };
    },
    { envelope: 'lenient' },
  );
}
