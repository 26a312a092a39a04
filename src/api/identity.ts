/**
 * Identity API calls (spec 000 §7; contract §1.1-§1.3, §1.7), one typed function per operationId.
 * Each returns an {@link ApiResult}; none throws.
 */
import { admin, identity } from './clients';
import { call } from './call';
import { cached, GENERAL_STALE_MS } from './cache';
import type { ApiResult } from './result';
import type {
  SchemaCitizenRegistration,
  SchemaCompany,
  SchemaCompanyInput,
  SchemaGeoOption,
  SchemaSecurityAnswer,
  SchemaSecurityQuestion,
} from './generated/identity';

export { login, loadCurrentUser, postCitizenRecord, type CurrentUser, type LoginOutcome } from './auth';
/** A province, municipality or sector option (`bidclasif` id, `ctituloclas` title). */
export type GeoOption = SchemaGeoOption;
export type SecurityQuestion = SchemaSecurityQuestion;
export type SecurityAnswer = SchemaSecurityAnswer;
export type CitizenRegistration = SchemaCitizenRegistration;

/** GET /users/activate/{activationToken} (operationId activateAccount): `{success, msg}`. */
export function activateAccount(token: string): Promise<ApiResult<{ success: boolean; msg: string }>> {
  return call(
    () => identity.GET('/users/activate/{activationToken}', { params: { path: { activationToken: token } } }),
    (b) => (typeof b.success === 'boolean' ? { success: b.success, msg: b.msg ?? '' } : undefined),
  );
}

/** GET /auth/get/getquestionandanswer (operationId getSecurityQuestions); cached 24 h. */
export function getSecurityQuestions(): Promise<ApiResult<SecurityQuestion[]>> {
  return cached(['securityQuestions'], GENERAL_STALE_MS, () =>
    call(
      () => identity.GET('/auth/get/getquestionandanswer'),
      (b) => (Array.isArray(b.payload) ? b.payload : undefined),
      { envelope: true },
    ),
  );
}

/** GET /get/provinces (operationId getProvinces); cached 24 h. */
export function getProvinces(): Promise<ApiResult<GeoOption[]>> {
  return cached(['provinces'], GENERAL_STALE_MS, () =>
    call(
      () => identity.GET('/get/provinces'),
      (b) => (Array.isArray(b.provinces) ? b.provinces : undefined),
    ),
  );
}

/** GET /get/municipalities/{provinceId} (operationId getMunicipalities); cached 24 h. */
export function getMunicipalities(provinceId: number): Promise<ApiResult<GeoOption[]>> {
  return cached(['municipalities', provinceId], GENERAL_STALE_MS, () =>
    call(
      () => identity.GET('/get/municipalities/{provinceId}', { params: { path: { provinceId } } }),
      (b) => (Array.isArray(b.municipalities) ? b.municipalities : undefined),
    ),
  );
}

/** GET /get/sectors/{municipalityId} (operationId getSectors); cached 24 h. */
export function getSectors(municipalityId: number): Promise<ApiResult<GeoOption[]>> {
  return cached(['sectors', municipalityId], GENERAL_STALE_MS, () =>
    call(
      () => identity.GET('/get/sectors/{municipalityId}', { params: { path: { municipalityId } } }),
      (b) => (Array.isArray(b.sectors) ? b.sectors : undefined),
    ),
  );
}

/** GET /validate/email/{email} (operationId validateEmail): true when the e-mail is free. */
export function isEmailAvailable(email: string): Promise<ApiResult<boolean>> {
  return call(
    () => identity.GET('/validate/email/{email}', { params: { path: { email } } }),
    (b) => (typeof b.success === 'boolean' ? b.success : undefined),
  );
}

/**
 * GET /validate/{document}/{documentType} on the admin API (operationId validateDocument):
 * true when the document is valid and exists (`success && exist`).
 */
export function isDocumentValid(document: string, documentType: 1 | 2): Promise<ApiResult<boolean>> {
  return call(
    () => admin.GET('/validate/{document}/{documentType}', { params: { path: { document, documentType } } }),
    (b) => (typeof b.success === 'boolean' ? b.success === true && b.exist === true : undefined),
  );
}

/** Outcome of a document/name check: `ok`, or the server's refusal message (may be empty). */
export type DocumentCheck = { ok: true } | { ok: false; msg: string };

/**
 * POST /check/rnc/and/first_name/not/registered (operationId checkRncAndFirstNameNotRegistered).
 * With `firstLastName` the name is checked against the document; without it, only that the
 * document is not registered yet (`validateWithoutJCE`), plus, with `documentType: '3'` (a company
 * RNC, spec 000 §5 company step 2), its check digit.
 */
export function checkDocumentAndName(
  citizenId: string,
  opts: { firstLastName: string; documentType: '1' | '2' | '3' } | { withoutJce: true; documentType?: '3' },
): Promise<ApiResult<DocumentCheck>> {
  const body =
    'withoutJce' in opts
      ? opts.documentType
        ? { citizen_id: citizenId, validateWithoutJCE: true as const, document_type: opts.documentType }
        : { citizen_id: citizenId, validateWithoutJCE: true as const }
      : { citizen_id: citizenId, citizen_first_last_name: opts.firstLastName, document_type: opts.documentType };
  return call(
    () => identity.POST('/check/rnc/and/first_name/not/registered', { body }),
    (b): DocumentCheck | undefined => (typeof b.success !== 'boolean' ? undefined : b.success ? { ok: true } : { ok: false, msg: b.msg ?? '' }),
  );
}

/**
 * POST /auth/register/portal (operationId registerPortal). A refusal comes back as a `rejected`
 * failure whose `fieldErrors` maps field names to messages (spec 000 §8 Registration failure).
 */
export function registerCitizen(payload: CitizenRegistration): Promise<ApiResult<true>> {
  return call(
    () => identity.POST('/auth/register/portal', { body: payload }),
    () => true as const,
    { envelope: true },
  );
}

/** POST /auth/register/questionandanswer (operationId registerSecurityAnswers), a list of three. */
export function registerSecurityAnswers(answers: SecurityAnswer[]): Promise<ApiResult<true>> {
  return call(
    () => identity.POST('/auth/register/questionandanswer', { body: answers }),
    () => true as const,
  );
}

// ------------------------------------------------------------------ companies of a profile (contract §1.7)

/** A company of the signed-in user's profile (spec 001 §3 Company; contract P1). */
export type Company = SchemaCompany;
/**
 * Body of the company form (contract P2/P3; spec 001 §5 Company form): `company_rnc` 9 digits and
 * `company_phone` 10 digits, both without mask; `company_url_web` '' when not given.
 */
export type CompanyInput = SchemaCompanyInput;

/**
 * GET /auth/get/getallcompany (operationId getAllCompanies; contract P1): the signed-in user's
 * companies (the server scopes them by the token). Not cached: the list reloads after each change.
 */
export function getMyCompanies(): Promise<ApiResult<Company[]>> {
  return call(
    () => identity.GET('/auth/get/getallcompany'),
    (b) => (Array.isArray(b.payload) ? b.payload : undefined),
    { envelope: true },
  );
}

/**
 * POST /auth/register/createnewcompany (operationId createCompany; contract P2; spec 001 §2.1 add
 * company modal). A refusal is a `rejected` failure with the server `msg`, and `fieldErrors` when
 * the server answers `msg.error` (field name → messages).
 */
export function createCompany(input: CompanyInput): Promise<ApiResult<true>> {
  return call(
    () => identity.POST('/auth/register/createnewcompany', { body: input }),
    () => true as const,
    {
      envelope: true,
    },
  );
}

/**
 * POST /auth/update/updatecompany (operationId updateCompany; contract P3; spec 001 §2.1 modify
 * company modal). Unlike the existing client (contract §5.6) the company `id` is sent; the RNC is
 * the stored one (not editable). Failures as in {@link createCompany}.
 */
export function updateCompany(id: number, input: CompanyInput): Promise<ApiResult<true>> {
  return call(
    () => identity.POST('/auth/update/updatecompany', { body: { ...input, id } }),
    () => true as const,
    {
      envelope: true,
    },
  );
}

/**
 * POST /users/forgot/password (operationId forgotPassword; spec 000 §5 Reset password, §7, §8;
 * contract A6). `citizenId` must already be without dashes. Resolves with the server `msg` (may be
 * empty) on `success: true`; an answer with `success: false` is a `rejected` failure carrying the
 * server `msg` (shown under the form); network/HTTP/malformed answers are the other failure kinds.
 */
export function forgotPassword(citizenId: string, email: string): Promise<ApiResult<string>> {
  return call(
    () => identity.POST('/users/forgot/password', { body: { citizen_id: citizenId, email } }),
    (b) => b.msg ?? '',
    { envelope: true },
  );
}

// ------------------------------------------------------------------ membership invitations

/**
 * GET /send/membership/invitation?citizen_id= (operationId sendMembershipInvitation; spec 000 §7;
 * spec 001 §2.1 Representative add). Invites the user with document `citizenId` (dashes removed
 * by the caller) to the signed-in user's company; the server e-mails the acceptance link.
 * Resolves with the server `msg`; `success: false` (e.g. a second representative) is a `rejected`
 * failure carrying the server `msg`; network/HTTP/malformed answers are the other failure kinds.
 */
export function sendMembershipInvitation(citizenId: string): Promise<ApiResult<string>> {
  return call(
    () => identity.GET('/send/membership/invitation', { params: { query: { citizen_id: citizenId } } }),
    (b) => b.msg ?? '',
    { envelope: true },
  );
}

/** Outcome of an invitation acceptance: `success` and the server `msg` (may be empty). */
export interface MembershipAcceptance {
  success: boolean;
  msg: string;
}

/**
 * POST /accept/membership (operationId acceptMembership; spec 000 §2 Membership invitation
 * acceptance page, §3, §4, §7). No login needed. `citizenId`, `companyId` and `tokenCode` are the
 * page query's `citizen_id`, `company_id` and `token_code`, sent as `citizenId`, `companyId`,
 * `tokenMembership`. Resolves with `{success, msg}` (a refusal is `success: false`, not a failure);
 * network/HTTP/malformed answers are failures.
 */
export function acceptMembership(citizenId: string, companyId: number, tokenCode: string): Promise<ApiResult<MembershipAcceptance>> {
  return call(
    () => identity.POST('/accept/membership', { body: { citizenId, companyId, tokenMembership: tokenCode } }),
    (b) => (typeof b.success === 'boolean' ? { success: b.success, msg: b.msg ?? '' } : undefined),
  );
}

// ------------------------------------------------------------------ company registration (spec 000 §2, §5, §7)

/** The company registration payload (spec 000 §3 Company registration payload; `document_type` '3'). */
export type CompanyRegistration = import('./generated/identity').SchemaCompanyRegistration;

/**
 * GET /validate/company/phone/exist/{phone} (operationId validateCompanyPhone; spec 000 §5 Company
 * registration step 2, §7): true when no company uses the phone. `phone` is digits only (≥ 10).
 */
export function isCompanyPhoneAvailable(phone: string): Promise<ApiResult<boolean>> {
  return call(
    () => identity.GET('/validate/company/phone/exist/{phone}', { params: { path: { phone } } }),
    (b) => (typeof b.success === 'boolean' ? b.success : undefined),
  );
}

/**
 * POST /auth/register/portal with the company payload (operationId registerPortal; spec 000 §3, §7,
 * §8). The company is stored awaiting the ministry's approval. A refusal comes back as a `rejected`
 * failure whose `fieldErrors` maps field names (`rnc`, `telefono`, `email`, ...) to messages.
 */
export function registerCompany(payload: CompanyRegistration): Promise<ApiResult<true>> {
  return call(
    () => identity.POST('/auth/register/portal', { body: payload }),
    () => true as const,
    { envelope: true },
  );
}
