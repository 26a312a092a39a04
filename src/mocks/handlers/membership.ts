/**
 * Membership invitations of the embedded identity backend (spec 000 §2 Membership invitation
 * acceptance page, §3 Membership invitation, §4 "Invitation: accepted", §7 GET
 * send/membership/invitation and POST accept/membership; spec 001 §2.1 Representative add: only one
 * representative per company). Store logic only; the MSW handlers in ./identity.ts call it.
 *
 * - Invite: the inviting company must exist and have no representative yet; the invited user must
 *   be a registered citizen who is not already a member. A random `token_code` is stored and the
 *   citizen is e-mailed (demo mailbox) the link
 *   `/app/acceptMembership?citizen_id=…&company_id=…&token_code=…`.
 * - Accept: the token must match the citizen and the company, be unused and younger than
 *   {@link INVITATION_TTL_MS} (7 days); the citizen then becomes the company's member with role
 *   2 'Representante' and the invitation is marked used.
 */
import { db, nowStamp, save, sendMail, type DbCompany, type DbMembershipInvitation } from '../db';
import { findAccount, findCitizen, normalizeDocument, randomHex, type Account } from './accounts';
import { MAIL_TEXT, SERVER_MSG } from './messages';

/** How long an invitation can be accepted, ms (7 days). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Role of an invited member (openapi CompanyMember example: 2 'Representante'). */
export const REPRESENTATIVE_ROLE = { rol_id: 2, rol_name: 'Representante' } as const;

/** A backend answer: `success` and the server `msg`. */
export interface MembershipAnswer {
  success: boolean;
  msg: string;
}

/** The accept link an invitation e-mail carries (same-origin path). */
export function invitationLink(inv: Pick<DbMembershipInvitation, 'citizen_id' | 'company_id' | 'token_code'>): string {
  const q = new URLSearchParams({
    citizen_id: inv.citizen_id,
    company_id: String(inv.company_id),
    token_code: inv.token_code,
  });
  return `/app/acceptMembership?${q.toString()}`;
}

/**
 * The company a caller invites for: a company account invites for itself; a citizen for a company
 * of their profile (`companyId` when given, else their first one). Undefined when none.
 */
export function inviterCompany(account: Account, companyId: number | null): DbCompany | undefined {
  if (account.kind === 'company') return companyId === null || companyId === account.company.id ? account.company : undefined;
  return db().companies.find((c) => c.owner_citizen_id === account.id && (companyId === null || c.id === companyId));
}

function hasRepresentative(companyId: number): boolean {
  return (db().companyMembers ?? []).some((m) => m.company_id === companyId && m.rol_id === REPRESENTATIVE_ROLE.rol_id);
}

/**
 * Invites the citizen with document `document` (dashes allowed) to `company`; e-mails the link.
 * `now` (ms since epoch) is the issue time.
 */
export function inviteMember(company: DbCompany, document: unknown, now = Date.now()): MembershipAnswer {
  const citizenId = normalizeDocument(document);
  const citizen = citizenId ? findCitizen(citizenId) : undefined;
  if (!citizen) return { success: false, msg: SERVER_MSG.accountNotFound };
  const d = db();
  if ((d.companyMembers ?? []).some((m) => m.company_id === company.id && m.citizen_id === citizenId)) {
    return { success: false, msg: SERVER_MSG.alreadyMember };
  }
  if (hasRepresentative(company.id)) return { success: false, msg: SERVER_MSG.representativeExists };
  const invitation: DbMembershipInvitation = {
    citizen_id: citizenId,
    company_id: company.id,
    token_code: randomHex(16),
    created_ms: now,
    accepted_at: null,
  };
  (d.membershipInvitations ??= []).push(invitation);
  save();
  sendMail({
    to: citizen.email,
    subject: MAIL_TEXT.invitationSubject,
    body: [
      `Hola ${citizen.name}:`,
      `La empresa ${company.company_name} (RNC ${company.company_rnc}) le invita a ser su representante en el Portal de Servicios del Ministerio de Turismo.`,
      'Para aceptar la invitación utilice el siguiente enlace. Vence en 7 días y solo puede utilizarse una vez.',
    ],
    link: { label: MAIL_TEXT.invitationLabel, href: invitationLink(invitation) },
  });
  return { success: true, msg: SERVER_MSG.invitationSent };
}

/**
 * Accepts an invitation (POST /accept/membership body `citizenId`, `companyId`, `tokenMembership`).
 * `now` (ms since epoch) decides the expiry.
 */
export function acceptInvitation(body: Record<string, unknown>, now = Date.now()): MembershipAnswer {
  const citizenId = normalizeDocument(body.citizenId);
  const companyId = typeof body.companyId === 'number' ? body.companyId : Number(body.companyId);
  const token = typeof body.tokenMembership === 'string' ? body.tokenMembership.trim() : '';
  const d = db();
  const invitation = (d.membershipInvitations ?? []).find((i) => i.citizen_id === citizenId && i.company_id === companyId && i.token_code === token);
  if (!token || !invitation || invitation.accepted_at !== null) return { success: false, msg: SERVER_MSG.invitationInvalid };
  if (now - invitation.created_ms > INVITATION_TTL_MS) return { success: false, msg: SERVER_MSG.invitationExpired };
  const company = d.companies.find((c) => c.id === companyId);
  if (!company || !findAccount(citizenId)) return { success: false, msg: SERVER_MSG.invitationInvalid };
  if (hasRepresentative(companyId)) return { success: false, msg: SERVER_MSG.representativeExists };
  invitation.accepted_at = nowStamp(new Date(now));
  (d.companyMembers ??= []).push({ company_id: companyId, citizen_id: citizenId, ...REPRESENTATIVE_ROLE, created_at: invitation.accepted_at });
  save();
  return { success: true, msg: SERVER_MSG.invitationAccepted };
}
