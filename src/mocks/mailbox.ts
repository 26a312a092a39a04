/**
 * What the demo pages (embedded mode only) read from the embedded backend: the mailbox, the demo
 * accounts, and a reset. Never imported by a remote-mode build.
 */
import { config } from '../config';
import { callsReady } from '../api/ready';
import { db, DB_CHANGED_EVENT, resetDb, save, sendMail, type DbMail } from './db';
import { MAIL_TEXT } from './handlers/messages';
import { issueToken } from './tokens';
import { DEMO_CITIZEN_2_ID, DEMO_CITIZEN_ID, DEMO_COMPANY_RNC, DEMO_GESTOR_ID, DEMO_PASSWORD, DEMO_STAFF_ID } from './seed';
import './handlers';

export type { DbMail };

/** E-mails sent by the embedded backend, newest first. */
export function listMails(): DbMail[] {
  return [...db().mails];
}

/** Calls `listener` whenever the store changes (this tab or another). Returns an unsubscribe. */
export function subscribe(listener: () => void): () => void {
  window.addEventListener(DB_CHANGED_EVENT, listener);
  return () => window.removeEventListener(DB_CHANGED_EVENT, listener);
}

/** Seed accounts to sign in with. */
export const demoAccounts = [
  { label: 'Ana María Rodríguez Peña (ciudadana)', login: '001-0456789-6', password: DEMO_PASSWORD, id: DEMO_CITIZEN_ID },
  { label: 'José Miguel Martínez Santos (ciudadano)', login: '402-0987654-5', password: DEMO_PASSWORD, id: DEMO_CITIZEN_2_ID },
  {
    label: 'Luis Manuel Peña Ureña (gestor: muchas solicitudes, representante de tres empresas)',
    login: '028-0456123-7',
    password: DEMO_PASSWORD,
    id: DEMO_GESTOR_ID,
  },
  { label: 'Hotel Caribe Colonial (empresa)', login: '131-98765-6', password: DEMO_PASSWORD, id: DEMO_COMPANY_RNC },
  { label: 'Rosa Elena Taveras Guzmán (personal del Ministerio: lee cualquier solicitud)', login: '001-1987654-8', password: DEMO_PASSWORD, id: DEMO_STAFF_ID },
] as const;

/** Drops every change and seeds again. */
export function resetDemo(): void {
  resetDb();
}

/** A company the demo back office can invite for (spec 001 §3 Company: id, company_name). */
export interface BackOfficeCompany {
  id: number;
  label: string;
}

/** Every company of the store (company accounts and companies of citizens' profiles), by name. */
export function listCompanies(): BackOfficeCompany[] {
  return db()
    .companies.map((c) => ({ id: c.id, label: `${c.company_name} (RNC ${c.company_rnc})` }))
    .sort((a, b) => a.label.localeCompare(b.label, 'es'));
}

/**
 * Demo back office "Enviar invitación de membresía" (issue 4): sends the invitation as the
 * company's own user would, through the real call GET /send/membership/invitation (so the same
 * handler logic runs and the e-mail lands in the mailbox). The caller is the company account
 * (signs in with its RNC) or the citizen whose profile holds the company; `company_id` picks it.
 * @param companyId id of a company of {@link listCompanies}
 * @param document the invited citizen's document (dashes allowed)
 * @returns the server's `{success, msg}`; rejects when the call itself fails (network, HTTP)
 */
export async function backOfficeInvite(companyId: number, document: string): Promise<{ success: boolean; msg: string }> {
  const company = db().companies.find((c) => c.id === companyId);
  const signer = company ? (company.account ? company.company_rnc : company.owner_citizen_id) : null;
  if (!signer) throw new Error(`unknown company ${companyId}`);
  const token = issueToken(signer, 60_000);
  const query = new URLSearchParams({ citizen_id: document.replace(/-/g, '').trim(), company_id: String(companyId) });
  // The call is answered by the in-browser backend's service worker: start it first if this visit
  // has not (a pristine demo starts it with the first call or the visitor's first intent, src/backendWarmup.ts).
  await callsReady();
  const res = await fetch(`${config.identityUrl}/send/membership/invitation?${query.toString()}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const body = (await res.json()) as { success?: unknown; msg?: unknown };
  return { success: body.success === true, msg: typeof body.msg === 'string' ? body.msg : '' };
}

/** A company account awaiting the ministry's approval (spec 000 §4 "Company: registered, then awaiting approval"). */
export interface PendingCompany {
  id: number;
  rnc: string;
  nombre: string;
  razonsocial: string;
  email: string;
  created_at: string;
}

/** Company accounts with status 'pending', oldest first. */
export function listPendingCompanies(): PendingCompany[] {
  return db()
    .companies.filter((c) => c.account?.status === 'pending')
    .map((c) => ({
      id: c.id,
      rnc: c.company_rnc,
      nombre: c.company_name,
      razonsocial: c.account!.razonsocial,
      email: c.account!.email,
      created_at: c.created_at,
    }));
}

/**
 * Demo back office 'Aprobar' (issue 4): sets a pending company account to 'approved' (its login is
 * accepted from then on) and e-mails the approval to the company's address (demo mailbox).
 * @returns false when no pending company has that id (nothing changes)
 */
export function approveCompany(companyId: number): boolean {
  const company = db().companies.find((c) => c.id === companyId);
  if (!company?.account || company.account.status !== 'pending') return false;
  company.account.status = 'approved';
  save();
  sendMail({
    to: company.account.email,
    subject: MAIL_TEXT.companyApprovedSubject,
    body: [
      `Estimados ${company.company_name}:`,
      'El Ministerio de Turismo aprobó el registro de su empresa en el Portal de Servicios.',
      `Ya puede iniciar sesión con el RNC ${company.company_rnc} y la contraseña que eligió al registrarse.`,
    ],
    link: { label: MAIL_TEXT.companyApprovedLabel, href: '/public/login' },
  });
  return true;
}
