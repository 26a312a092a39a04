/**
 * What the demo pages (embedded mode only) read from the embedded backend: the mailbox, the demo
 * accounts, and a reset. Never imported by a remote-mode build.
 */
import { db, DB_CHANGED_EVENT, resetDb, type DbMail } from './db';
import { DEMO_CITIZEN_2_ID, DEMO_CITIZEN_ID, DEMO_COMPANY_RNC, DEMO_PASSWORD } from './seed';
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
  { label: 'Hotel Caribe Colonial (empresa)', login: '131-98765-6', password: DEMO_PASSWORD, id: DEMO_COMPANY_RNC },
] as const;

/** Drops every change and seeds again. */
export function resetDemo(): void {
  resetDb();
}
