/**
 * The pieces the member-list chart (members.machine.ts) and the representative manager
 * (representatives.machine.ts) share: the search of a registered user by document (spec 001 §2.1
 * "search a user by document number", §5 Invite member, §9), the refusal / success dialogs of a
 * member call, and the deletion of a member (spec 001 §7, spec 000 §7 delete/company/member).
 *
 * Pure functions, guards and actor logic only: each chart wraps the assigners in its own `assign`
 * (so its action names stay its own) and registers the guards and actors under its own names.
 */
import { fromPromise } from 'xstate';
import { deleteCompanyMember, getBasicUserInformation, type BasicUser, type CompanyMember, type DeleteMemberBody } from '../../api/companyMembers';
import { unwrap } from '../../api/result';
import { maskMemberDocument } from '../../domain/members';
import { validateMemberDocument } from '../../domain/validation/forms';
import type { MessageKey } from '../../messages/es';
import { failureOfEvent } from '../formFields';
import { serverDialog, type ServerDialog } from './serverDialog';

/** The search part of a chart's context. */
export interface MemberSearchContext {
  /** Typed document, digits only (the mask keeps up to 20 digits). */
  document: string;
  documentError: MessageKey | null;
  /** The user found by the search. */
  found: BasicUser | null;
}

/** The search's events: typing in the document field, asking for the search. */
export type MemberSearchEvent = { type: 'document.change'; value: string } | { type: 'user.search' };

/** An empty search (nothing typed, no error, nobody found). */
export const withoutSearch = { document: '', documentError: null, found: null } as const;

/** GET /get/basic/user/information/{document}: the registered user of a document. */
// Stryker disable next-line ArrowFunction: the real IO actor body; the model tests replace it with a controlled actor (the API layer has its own tests)
export const findUser = fromPromise<BasicUser, string>(async ({ input }) => unwrap(await getBasicUserInformation(input)));

/** POST /delete/company/member; resolves to the server msg. */
// Stryker disable next-line ArrowFunction: the real IO actor body; the model tests replace it with a controlled actor (the API layer has its own tests)
export const deleteMember = fromPromise<string, DeleteMemberBody>(async ({ input }) => unwrap(await deleteCompanyMember(input)));

/** Guard: the typed document is required and at least 9 characters (spec 001 §5 Invite member). */
export const isValidDocument = ({ context }: { context: MemberSearchContext }) => validateMemberDocument(context.document) === null;

/** Guard: the server answered `success: false` (its msg goes in an information dialog). */
export const isRejected = ({ event }: { event: unknown }) => failureOfEvent(event)?.kind === 'rejected';

/**
 * Assigner of `document.change` (its typed value, given as params by the transition): the masked
 * document; the error and the found user are cleared.
 */
export const changedDocument = (value: string): Partial<MemberSearchContext> => ({ document: maskMemberDocument(value), documentError: null, found: null });

/** Assigner of a refused search: the field's error (required / too short). */
export const documentErrorOf = (context: MemberSearchContext): Partial<MemberSearchContext> => ({
  documentError: validateMemberDocument(context.document),
});

/** Assigner of a search answered `success: false`: 'No se encontró un usuario con este documento.' */
export const notFound: Partial<MemberSearchContext> = { documentError: 'desk.companies.userNotFound' };

/** The success dialog of a member call's server msg. */
export const successDialog = (msg: string): ServerDialog => serverDialog('success', msg);

/** The information dialog of a refused member call (its server msg). */
export const refusalDialog = (event: unknown): ServerDialog => serverDialog('info', failureOfEvent(event)?.message);

/** The body of POST /delete/company/member for `target` (its rol_id and citizen_id) in `companyId`. */
export const deleteMemberBody = (target: CompanyMember | null, companyId: number): DeleteMemberBody => ({
  // Stryker disable next-line OptionalChaining: equivalent, both charts call it only in their removal state, entered with the confirmed target set (spec 001 §7)
  member_rol: Number(target?.rol_id),
  // Stryker disable next-line OptionalChaining,StringLiteral: equivalent, both charts call it only in their removal state, entered with the confirmed target set (spec 001 §7)
  citizen_id: target?.citizen_id ?? '',
  company_id: companyId,
});
