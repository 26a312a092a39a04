/**
 * Role rules: the restricted base role, the officer message author and the request-start decision.
 * spec 000 §6 Roles and permissions; spec 001 §2.3 "Starting a request", §6, §9.
 */
import { OFFICER_USER_ID, RESTRICTED_BASE_ROLE } from './constants';

export { OFFICER_USER_ID, RESTRICTED_BASE_ROLE };

/** A role or id as the backends send it (number or numeric string, possibly missing). */
type IdLike = number | string | null | undefined;

function sameId(a: IdLike, b: number): boolean {
  return a !== null && a !== undefined && a !== '' && Number(a) === b;
}

/** Whether a base role is the restricted one (rol_base 2, spec 000 §6). */
export function isRestrictedRole(rolBase: IdLike): boolean {
  return sameId(rolBase, RESTRICTED_BASE_ROLE);
}

/**
 * Whether a user with this base role may request a service directly: every role except 2
 * (spec 000 §6: 'No puede realizar una solicitud directamente, debe ser a través de un representante').
 * An unknown (null) role may: anonymous users are handled by the login prompt.
 */
export function canRequestDirectly(rolBase: IdLike): boolean {
  return !isRestrictedRole(rolBase);
}

/** Whether a request message was written by the institution (user_id 2) rather than the citizen (spec 001 §2.5). */
export function isOfficerMessage(userId: IdLike): boolean {
  return sameId(userId, OFFICER_USER_ID);
}

/**
 * Outcome of pressing REQUEST / INICIAR SOLICITUD (spec 000 §6, spec 001 §2.3), in the spec's order:
 * - `restricted`: show 'No puede realizar una solicitud directamente, debe ser a través de un representante';
 * - `loginPrompt`: not logged in, show the login-or-register dialog;
 * - `direct`: logged in without represented companies, go to /app/requestService/{serviceId};
 * - `chooseCompany`: show '¿Cómo desea continuar?' (personal or one of the companies).
 */
export type RequestStartDecision = 'restricted' | 'loginPrompt' | 'direct' | 'chooseCompany';

/** Inputs of {@link decideRequestStart}. */
export interface RequestStartInput {
  /** The user's base role, when known (a stored session may know it before login is confirmed). */
  rolBase: IdLike;
  authenticated: boolean;
  /** Number of companies the user represents. */
  companiesCount: number;
}

/** Decides how a request starts (see {@link RequestStartDecision}). */
export function decideRequestStart(input: RequestStartInput): RequestStartDecision {
  if (isRestrictedRole(input.rolBase)) return 'restricted';
  if (!input.authenticated) return 'loginPrompt';
  return input.companiesCount > 0 ? 'chooseCompany' : 'direct';
}

/**
 * Whether the viewer owns a request: their citizen id equals the request's doc_identification,
 * ignoring dashes (spec 001 §6 "Citizen owner (citizen id equals doc_identification)").
 */
export function isRequestOwner(citizenId: string | null | undefined, docIdentification: string | null | undefined): boolean {
  if (!citizenId || !docIdentification) return false;
  return citizenId.replace(/-/g, '').trim() === docIdentification.replace(/-/g, '').trim();
}
