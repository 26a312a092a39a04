/**
 * Company member rules (spec 001 §1 "a company member ... has a role inside a company (for example the
 * representative role or the role called 'Responsable')", §2.1 Companies tab, §3 Representative /
 * member, §6 "Member roles: only the representative role sees Ver detalles, edit and delete in
 * lists"). Pure; no IO.
 *
 * Role ids are this portal's choice (the specs name the roles, not their ids; openapi identity
 * CompanyMember example): 2 'Representante', 3 'Responsable', 4 'Asistente'.
 */
import { MEMBER_DOCUMENT_MAX_DIGITS } from './constants';

/** Member role ids (chosen, see module doc). */
export const MEMBER_ROLE = { representative: 2, responsible: 3, assistant: 4 } as const;

/** Member role names, as the backend sends `rol_name`. */
export const MEMBER_ROLE_NAME = { representative: 'Representante', responsible: 'Responsable', assistant: 'Asistente' } as const;

/**
 * Representatives a company may have (spec 001 §2.1 Companies tab "Only one representative is allowed
 * per company; adding a second is blocked with a message that the current one must be deleted
 * first", §8 Second representative).
 */
export const REPRESENTATIVES_PER_COMPANY = 1;

/**
 * Whether a company's representatives leave no room for another (spec 001 §2.1, §8; see
 * {@link REPRESENTATIVES_PER_COMPANY}): `representatives` is the list GET
 * /get/all/representatives/from/my/company answers (spec 000 §7; openapi identity `members`, an
 * array that may be empty). Empty → false (one may be added); one or more → true ('Agregar
 * representante' is blocked before any call). The list is counted, not read: any listed member is
 * the company's representative.
 */
export function isRepresentativeLimitReached(representatives: readonly unknown[]): boolean {
  return representatives.length >= REPRESENTATIVES_PER_COMPANY;
}

/** Members shown per page in the member-list dialog (chosen: spec 001 §2.1 "page size is not shown"). */
export const MEMBERS_PAGE_SIZE = 5;

/** The parts of a member the rules read. */
export interface MemberRoleLike {
  rol_id?: number | string | null;
  rol_name?: string | null;
}

const folded = (value: string | null | undefined) => (value ?? '').normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

/** Whether a member holds the representative role (rol_id 2, or rol_name 'Representante'). */
export function isRepresentativeMember(member: MemberRoleLike | null | undefined): boolean {
  if (!member) return false;
  if (member.rol_id !== null && member.rol_id !== undefined && member.rol_id !== '') return Number(member.rol_id) === MEMBER_ROLE.representative;
  return folded(member.rol_name) === folded(MEMBER_ROLE_NAME.representative);
}

/**
 * Whether a member holds the role called 'Responsable' (spec 001 §2.1: such a member shows the extra
 * buttons 'Solicitudes' and 'Usuario a Cargo'); decided by the name the spec gives, accents and case
 * ignored.
 */
export function isResponsibleMember(member: MemberRoleLike | null | undefined): boolean {
  return !!member && folded(member.rol_name) === folded(MEMBER_ROLE_NAME.responsible);
}

/**
 * The document-number input mask (spec 001 §2.1, §9: "input mask up to 20 digits"): keeps the digits
 * of what was typed or pasted, at most 20.
 */
export function maskMemberDocument(value: string): string {
  return value.replace(/\D/g, '').slice(0, MEMBER_DOCUMENT_MAX_DIGITS);
}

/** Number of pages of `count` items at `size` per page (at least 1). */
export function pageCount(count: number, size = MEMBERS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / size));
}

/** The items of 1-based page `page`. */
export function pageOf<T>(items: readonly T[], page: number, size = MEMBERS_PAGE_SIZE): T[] {
  return items.slice((page - 1) * size, page * size);
}
