/**
 * The embedded backend's database (docs/ARCHITECTURE.md "Embedded mode"): a plain object persisted in the
 * browser's localStorage so it survives the reload that logout performs, and kept in memory under
 * Node (tests). The loopback HTTP server (server/, README "The loopback server") keeps it in a file
 * instead, through {@link setDbPersistence}. Only the embedded build imports this module.
 */
import { clearFileBytes } from './fileStore';
import { DEMO_STORE_KEY } from './storeKey';

/** A citizen account as the identity backend keeps it (spec 000 §3 Citizen registration payload). */
export interface DbCitizen {
  citizen_id: string;
  document_type: 1 | 2;
  email: string;
  name: string;
  first_last_name: string;
  second_last_name: string;
  occupation: string;
  password: string;
  province_id: number;
  municipality_id: number;
  sector_id: number;
  phone: string;
  phone2: string;
  email2: string;
  address: string;
  /** Base role (spec 000 §6): 1 citizen, 2 restricted (needs a representative). */
  rol_base: number;
  company_id: number | null;
  profile_img: string | null;
  activated: boolean;
  activation_token: string;
  created_at: string;
}

/**
 * A company (spec 001 §3 Company; spec 000 §3 Company registration payload). One table holds both
 * kinds the identity backend knows:
 * - a company a citizen added to their profile (contract P2): `owner_citizen_id` set, `account` null;
 * - a company account registered through POST /auth/register/portal (spec 000 §5 Company
 *   registration): `account` set (it signs in with its RNC, base role 2), `owner_citizen_id` null.
 */
export interface DbCompany {
  id: number;
  /** RNC, 9 digits without mask. */
  company_rnc: string;
  /** Commercial name (`nombre` of the registration payload). */
  company_name: string;
  /** Phone, digits only (10 or more). */
  company_phone: string;
  company_address: string;
  company_url_web: string | null;
  /** Citizen who added the company to their profile (P2), or null for a company account. */
  owner_citizen_id: string | null;
  /** Sign-in data of a company account, or null. */
  account: {
    email: string;
    password: string;
    /** Legal name. */
    razonsocial: string;
    extension: string;
    /** Routes of the uploaded PDFs on the file server (spec 000 §3 Company files). */
    company_files: { registromercant: string; podernotarizado: string | null; cedulaperaut: string };
    /** Ministry approval (spec 000 §4 "Company: registered, then awaiting approval"). */
    status: 'pending' | 'approved' | 'rejected';
  } | null;
  created_at: string;
}

/** A security answer (spec 000 §3 Security answers). */
export interface DbSecurityAnswer {
  citizen_id: string;
  citizen_question: number;
  citizen_answer: string;
}

/** An e-mail the backend "sent" (demo mailbox). */
export interface DbMail {
  id: number;
  to: string;
  subject: string;
  /** Plain-text body paragraphs. */
  body: string[];
  /** Main call-to-action, a same-origin path (e.g. /app/activateAccount/abc). */
  link: { label: string; href: string } | null;
  created_at: string;
}

/** A request for a failure, consumed by the handlers (tests and demo fault injection). */
export interface DbFault {
  /** HTTP method, upper case. */
  method: string;
  /** Substring matched against the request path (after the backend prefix), e.g. '/auth/login'. */
  path: string;
  /** `timeout`: the call never answers (until the client gives up and aborts it). */
  kind: 'network' | 'http500' | 'malformed' | 'expired' | 'timeout';
  /** How many matching calls fail; then the fault is removed. */
  times: number;
}

export interface Db {
  version: number;
  citizens: DbCitizen[];
  securityAnswers: DbSecurityAnswer[];
  companies: DbCompany[];
  nextCompanyId: number;
  mails: DbMail[];
  /** Page visits counted by the statistics endpoint (home counter). */
  visits: number;
  nextMailId: number;
  faults: DbFault[];
  /** Messages of the public contact form (POST /send/claim); absent in stores saved before it existed. */
  contactMessages?: DbContactMessage[];
  /** Membership invitations (GET /send/membership/invitation); absent in stores saved before them. */
  membershipInvitations?: DbMembershipInvitation[];
  /** Members of companies (an accepted invitation adds one); absent in stores saved before them. */
  companyMembers?: DbCompanyMember[];
  /** Company documents the embedded file server accepted (name, size, type; never the bytes). */
  uploadedFiles?: { route: string; name: string; size: number; type: string }[];
  /** Request-form drafts, one per (citizen_id, expertform_id) (spec 001 §3 Draft; POST /drafts). */
  drafts?: DbDraft[];
  /** Files stored by the file server's POST /files (descriptors only; bytes in src/mocks/fileStore.ts). */
  requestFiles?: DbStoredFile[];
  /** Submitted requests (spec 001 §3 Request detail response; POST /requests). */
  requests?: DbRequest[];
  /** Next request id. */
  nextRequestId?: number;
  /** Next number of the request codes' sequence (`<acronym>-<year>-<000123>`). */
  nextRequestNumber?: number;
  /** Claims of every request (issue 8). */
  claims?: DbClaim[];
  /** Approvals issued by the simulated card gateway. */
  gatewayApprovals?: DbGatewayApproval[];
  /** Required-document records (POST /requests/action/save). */
  requiredDocumentRecords?: DbRequiredDocumentRecord[];
  /** Next ids of required actions, comments, payments and claims. */
  nextActionId?: number;
  nextCommentId?: number;
  nextPaymentId?: number;
  nextClaimId?: number;
  /** Portal notifications (spec 001 §2.2; src/mocks/notificationStore.ts); absent in stores saved before them. */
  notifications?: DbNotification[];
}

/**
 * A portal notification (spec 001 §3 Notification: notification_id, Evento, title, optional request
 * id; contract D6). Answered by GET /notification/{citizenId} while unread.
 */
export interface DbNotification {
  id: number;
  /** Who sees it: a citizen id, or the RNC of a company account (no dashes). */
  citizen_id: string;
  /** Title line (`Evento`). */
  Evento: string;
  /** Body line (`title`). */
  title: string;
  /** The request it is about (`iD de solicitud`), or null. */
  request_id: number | null;
  /** Marked read through POST /notification/{citizenId} (no longer listed). */
  read: boolean;
  created_at: string;
}

/**
 * A request-form draft (spec 001 §3 Draft; contract §2.8): what POST /drafts received, answered back
 * as getExpertForm's `saved_fields`.
 */
export interface DbDraft {
  citizen_id: string;
  service_id: number | string;
  expertform_id: number;
  data: unknown[];
  grid: Record<string, unknown>;
  appliedRuleList: string[];
  fakeStep: number;
  step: number;
  variations: number[];
  totalPayment: string | number;
  /** When it was last saved, `YYYY-MM-DD HH:mm:ss`. */
  updated_at: string;
}

/**
 * A file the embedded file server stored through POST /files (files API FileDescriptor without the
 * url, which is derived from `route` and the configured files base URL when answering).
 */
export interface DbStoredFile {
  /** Citizen who uploaded it (from the token). */
  citizen_id: string;
  /** Name without extension. */
  name: string;
  /** Extension or MIME subtype, as the real server stores it (e.g. `pdf`, `vnd.ms-excel`). */
  extension: string;
  /** MIME type. */
  type: string;
  /** Storage route (key of the bytes in the file store). */
  route: string;
  /** Size, MB (2 decimals). */
  size_mb: number;
  created_at: string;
}

/** A document attached to a request (spec 001 §3 Request document). */
export interface DbRequestDocument {
  name: string;
  extension: string;
  /** Storage route; the answered `url` is derived from it. */
  route: string;
  size_mb: number | null;
  /** Portal label, e.g. "Plano de ubicación 1". */
  label: string | null;
  /** 0 uploaded by the citizen, 1 issued by the institution. */
  origin_doc: 0 | 1;
  created_at: string;
}

/** A submitted request (spec 001 §3 Request detail response, Request list item; §4 statuses). */
export interface DbRequest {
  id: number;
  code: string;
  /** Owner's citizen id (the applicant). */
  doc_identification: string;
  service_id: number;
  expertform_id: number;
  form_version: string;
  /** 0 submitted (the code is shown), 1 provisional. */
  provisional: 0 | 1;
  status: { id: number; name: string; color: string; base_status_id: number };
  created_at: string;
  /** The form answers (`form.data`) and grids (`form.grid`) as submitted. */
  data: unknown[];
  grid: Record<string, unknown>;
  variations: number[];
  /** Amount due (or last paid), DOP. */
  payment_amount: number;
  /**
   * PENDIENTE (methods offered), GENERADO (proof under validation), PAGADO (paid: a validated voucher
   * or an approved card payment; the word is this backend's choice, see openapi RequestPayment);
   * null when nothing is due.
   */
  payment_status: 'PENDIENTE' | 'GENERADO' | 'PAGADO' | null;
  company_id: number | null;
  company_name: string | null;
  /** Direction acronym of the service (e.g. DPP). */
  acronym: string;
  idAutorizacionPortal: string;
  solution: string | null;
  documents: DbRequestDocument[];
  /** Required actions, pending and completed (absent = none; issue 8). */
  actions?: DbRequiredAction[];
  /** Messages (absent = none). */
  comments?: DbComment[];
  /** Ratings given by the owner (absent = none). */
  ratings?: DbRating[];
  /** Payments made ('Mis pagos', answered as `priceRequest`; absent = none). */
  payments?: DbPayment[];
  /** Approval number of the last approved card payment (the gateway notifies it), or null. */
  approval_number?: string | null;
  /** When the last card payment was approved (`YYYY-MM-DD HH:mm:ss`; spelling as the wire), or null. */
  succesfullyPayment_date?: string | null;
}

/** Required action types (spec 001 §4, §9): 1 documents, 3 information, 5 and 7 payment. */
export type DbActionType = 1 | 3 | 5 | 7;

/** A required action of a request (spec 001 §3 requiredActions: id, action_id, activity_id, message, created_at). */
export interface DbRequiredAction {
  id: number;
  action_id: DbActionType;
  activity_id: number | null;
  /** What the officer asks (may contain HTML, spec 001 §2.5 banners). */
  message: string;
  created_at: string;
  /** Amount asked, DOP (payment actions 5 and 7), else null. */
  amount: number | null;
  /** Concept of the payment asked (payment actions), shown in 'Mis pagos' once paid. */
  concept?: string | null;
  /** When it was completed (`YYYY-MM-DD HH:mm:ss`), or null while pending. */
  completed_at: string | null;
}

/** A message of a request (spec 001 §3 Request comment). */
export interface DbComment {
  id: number;
  /** URI-encoded text, as the real backend stores it (the portal URI-decodes it to show it). */
  text: string;
  /** 2 = the institution (officer); any other number = the citizen (spec 001 §2.5, §9). */
  user_id: number;
  created_at: string;
}

/** A rating of a resolved request (spec 001 §3 Rating payload). */
export interface DbRating {
  /** 0-5 in steps of 0.5. */
  rating: number;
  comment: string | null;
  /** Who rated (the owner). */
  citizen_id: string;
  created_at: string;
}

/** A payment made (spec 001 §3 priceRequest: id, concept, approval_number, payment_method, price, coin, created_at). */
export interface DbPayment {
  id: number;
  concept: string;
  /** 'ID de pago': the gateway's approval number, or the bank reference of a validated voucher. */
  approval_number: string | null;
  payment_method: string;
  /** Decimal string, DOP, e.g. '7000.00'. */
  price: string;
  coin: string;
  created_at: string;
}

/** A claim on a request (spec 001 §3 Claim), keyed by the request code. */
export interface DbClaim {
  id: number;
  request_code: string;
  issue_id: number;
  description: string;
  citizen_id: string;
  company_id: number | null;
  company_name: string | null;
  /** First name of the creator. */
  citizen_name: string | null;
  created_at: string;
  /** Status text, e.g. 'Abierta', 'Resuelta' (src/mocks/requestStore.ts CLAIM_STATUS). */
  status: string;
  solution: string | null;
}

/** An approval the simulated card gateway issued (contract §3.4; checked by updatePaymentInfo). */
export interface DbGatewayApproval {
  /** 6 digits. */
  approval_number: string;
  request_id: number;
  idAutorizacionPortal: string;
  /** Amount approved, DOP (the posted `montoServicio`). */
  amount: number;
  /** The payment action named by the return URL's `requiredActionID`, or null. */
  required_action_id: number | null;
  /** Set once updatePaymentInfo accepted it (a replay is refused). */
  used: boolean;
  created_at: string;
}

/** A required-document record saved through POST /requests/action/save (one per file). */
export interface DbRequiredDocumentRecord {
  citizen_id: string;
  record_id: string;
  required_action_id: number | null;
  title: string;
  attribute: string;
  names: string[];
  routes: string[];
  created_at: string;
}

/**
 * A membership invitation (spec 000 §3 Membership invitation: citizen_id, company_id, token_code;
 * §4 "Invitation: accepted"). Valid for 7 days after `created_ms` and usable once.
 */
export interface DbMembershipInvitation {
  /** Invited citizen's document, without dashes. */
  citizen_id: string;
  company_id: number;
  /** Random hex code sent in the e-mail link (`token_code`). */
  token_code: string;
  /** Issue time, ms since epoch (expiry check). */
  created_ms: number;
  /** When it was accepted (`YYYY-MM-DD HH:mm:ss`), or null while unused. */
  accepted_at: string | null;
}

/** A member of a company (spec 001 §3 Representative / member): role 2 'Representante' for an invited one. */
export interface DbCompanyMember {
  company_id: number;
  citizen_id: string;
  rol_id: number;
  rol_name: string;
  created_at: string;
}

/** A message of the public contact form (spec 000 §3 Contact message; contract D8 body). */
export interface DbContactMessage {
  name: string;
  mail: string;
  /** 10 digits. */
  phone: string;
  /** Label text of the chosen relation option. */
  relation: string;
  message: string;
  created_at: string;
}

const STORAGE_KEY = DEMO_STORE_KEY;
// 3: drafts, stored request files and requests (issue 3); 4: required actions, messages, payments,
// claims, gateway approvals and the staff account (issue 8); 5: the demo gestor, his companies,
// members, requests, notifications and documents (issue 9). Older stores are re-seeded.
const VERSION = 5;

function empty(): Db {
  return {
    version: VERSION,
    citizens: [],
    securityAnswers: [],
    companies: [],
    nextCompanyId: 1,
    mails: [],
    visits: 0,
    nextMailId: 1,
    faults: [],
    contactMessages: [],
  };
}

let current: Db | null = null;
let seeder: ((db: Db) => void) | null = null;
/** The loaded store was started empty while no seeder was registered: {@link setSeeder} seeds it. */
let currentUnseeded = false;

function canPersist(): boolean {
  return typeof localStorage !== 'undefined' && typeof window !== 'undefined' && !import.meta.env.VITEST;
}

/**
 * Where the store's JSON text is kept between runs: the browser's localStorage by default; another
 * place (a file of the loopback server) through {@link setDbPersistence}.
 */
export interface DbPersistence {
  /** The stored JSON text, or null when nothing is stored. */
  read(): string | null;
  /** Replaces the stored text (the whole database as JSON). May throw (quota, disk): the store then keeps working in memory. */
  write(text: string): void;
  /** Forgets the stored text. */
  remove(): void;
}

/** The browser's place: localStorage key {@link STORAGE_KEY}. */
const browserPersistence: DbPersistence = {
  read: () => localStorage.getItem(STORAGE_KEY),
  write: (text) => localStorage.setItem(STORAGE_KEY, text),
  remove: () => localStorage.removeItem(STORAGE_KEY),
};

let persistence: DbPersistence | null = null;

/**
 * Keeps the store somewhere else than localStorage (the loopback server: a JSON file under its data
 * folder), or back in the default place with null. Drops the loaded copy: the next call reads the new place.
 */
export function setDbPersistence(place: DbPersistence | null): void {
  persistence = place;
  current = null;
}

/** The place the store is kept in now, or null (in memory only: Node, Vitest). */
function place(): DbPersistence | null {
  return persistence ?? (canPersist() ? browserPersistence : null);
}

/** Event fired on `window` after every save, so demo pages (mailbox) can re-read. */
export const DB_CHANGED_EVENT = 'mitur-demo-db-changed';

// Another tab of the portal wrote the store: drop the in-memory copy so the next call re-reads it
// (registration in one tab, activation link opened in another).
if (typeof window !== 'undefined' && !import.meta.env.VITEST) {
  window.addEventListener('storage', (e) => {
    if (e.key === STORAGE_KEY || e.key === null) {
      current = null;
      window.dispatchEvent(new Event(DB_CHANGED_EVENT));
    }
  });
}

/**
 * Registers the function that fills a new database with the seed accounts. A store started empty
 * before any seeder was registered (a module that called {@link db} or {@link resetDb} was
 * evaluated before src/mocks/seed.ts) is seeded now and saved: it held no account, and every sign-in
 * against it failed ('Usuario o contraseña incorrectos'). Issue 29's order dependence: after a test
 * file that reset the modules, the shared set-up's reset built such a store, and the next file's
 * first sign-in failed ('login failed'). A store loaded from its place is never seeded again.
 */
export function setSeeder(fn: (db: Db) => void): void {
  seeder = fn;
  if (current && currentUnseeded) {
    currentUnseeded = false;
    fn(current);
    save();
  }
}

/** Tables every store of this version has; a store missing one (or holding a non-list) is seeded again. */
const CORE_TABLES = ['citizens', 'securityAnswers', 'companies', 'mails', 'faults'] as const;
/** Tables a store may lack (the handlers start them empty); a non-list is dropped. */
const OPTIONAL_TABLES = [
  'contactMessages',
  'membershipInvitations',
  'companyMembers',
  'uploadedFiles',
  'drafts',
  'requestFiles',
  'requests',
  'claims',
  'gatewayApprovals',
  'requiredDocumentRecords',
  'notifications',
] as const;
/** Counters a store may lack (the handlers derive them); a non-number is dropped. */
const OPTIONAL_COUNTERS = ['nextRequestId', 'nextRequestNumber', 'nextActionId', 'nextCommentId', 'nextPaymentId', 'nextClaimId'] as const;

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
/** One more than the highest numeric `id` of `rows` (1 when none). */
const nextIdOf = (rows: Array<Record<string, unknown>>) => Math.max(0, ...rows.map((r) => (isCount(r.id) ? r.id : 0))) + 1;

/**
 * The stored database repaired in place (issue 10 "Storage: the demo database repairs itself"), or
 * null when it must be seeded again: not an object, another `version`, or a core table that is not
 * a list. Otherwise rows that are not records are dropped, optional tables and counters of the
 * wrong type are forgotten, and the core counters are mended (`visits` 0, next ids after the
 * highest in use). Fields inside the rows are not checked.
 */
function repaired(parsed: unknown): Db | null {
  if (!isRecord(parsed) || parsed.version !== VERSION) return null;
  const tables: Record<string, Array<Record<string, unknown>>> = {};
  for (const name of CORE_TABLES) {
    const rows = parsed[name];
    if (!Array.isArray(rows)) return null;
    tables[name] = rows.filter(isRecord);
  }
  for (const name of OPTIONAL_TABLES) {
    const rows = parsed[name];
    if (Array.isArray(rows)) tables[name] = rows.filter(isRecord);
    else delete parsed[name];
  }
  for (const name of OPTIONAL_COUNTERS) if (!isCount(parsed[name])) delete parsed[name];
  Object.assign(parsed, tables);
  if (!isCount(parsed.visits)) parsed.visits = 0;
  if (!isCount(parsed.nextCompanyId)) parsed.nextCompanyId = nextIdOf(tables.companies);
  if (!isCount(parsed.nextMailId)) parsed.nextMailId = nextIdOf(tables.mails);
  return parsed as unknown as Db;
}

/** The database, loaded from storage (repaired, or seeded when unusable) on first use. */
export function db(): Db {
  if (current) return current;
  const kept = place();
  if (kept) {
    try {
      const raw = kept.read();
      const stored = raw ? repaired(JSON.parse(raw)) : null;
      if (stored) {
        current = stored;
        currentUnseeded = false;
        return current;
      }
    } catch {
      /* corrupt: start again */
    }
  }
  current = empty();
  currentUnseeded = seeder === null;
  seeder?.(current);
  save();
  return current;
}

/** Drops the loaded copy and loads the database from storage again (another tab wrote it; tests). */
export function reloadDb(): Db {
  current = null;
  return db();
}

/** Persists the database (call after every mutation). */
export function save(): void {
  const kept = place();
  if (!current || !kept) return;
  try {
    kept.write(JSON.stringify(current));
  } catch {
    /* quota: keep working in memory */
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(DB_CHANGED_EVENT));
}

/** Drops everything (the uploaded files' bytes too) and seeds again (tests; the demo mailbox's "Reiniciar datos"). */
export function resetDb(): Db {
  current = null;
  void clearFileBytes();
  place()?.remove();
  return db();
}

/** `YYYY-MM-DD HH:mm:ss` in local time, the backends' timestamp format (contract C3). */
export function nowStamp(date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())} ${p(date.getHours())}:${p(date.getMinutes())}:${p(date.getSeconds())}`;
}

/** Adds an e-mail to the demo mailbox. */
export function sendMail(mail: Omit<DbMail, 'id' | 'created_at'>): DbMail {
  const d = db();
  const full: DbMail = { ...mail, id: d.nextMailId++, created_at: nowStamp() };
  d.mails.unshift(full);
  save();
  return full;
}

/** Queues a fault for the next `times` calls matching method and path. */
export function injectFault(fault: DbFault): void {
  db().faults.push(fault);
  save();
}

/** Removes every queued fault. */
export function clearFaults(): void {
  db().faults = [];
  save();
}

/** Takes the fault matching a call, if any (decrementing its count). */
export function takeFault(method: string, path: string): DbFault | null {
  const d = db();
  const i = d.faults.findIndex((f) => f.method === method.toUpperCase() && path.includes(f.path));
  if (i < 0) return null;
  const fault = d.faults[i];
  fault.times -= 1;
  if (fault.times <= 0) d.faults.splice(i, 1);
  save();
  return { ...fault };
}

/** The drafts table (created on first use; stores saved before it lack it). */
export function draftsTable(): DbDraft[] {
  return (db().drafts ??= []);
}

/** The stored request files table (created on first use). */
export function requestFilesTable(): DbStoredFile[] {
  return (db().requestFiles ??= []);
}

/** The requests table (created on first use). */
export function requestsTable(): DbRequest[] {
  return (db().requests ??= []);
}

/** The claims table (created on first use). */
export function claimsTable(): DbClaim[] {
  return (db().claims ??= []);
}

/** The simulated card gateway's approvals (created on first use). */
export function gatewayApprovalsTable(): DbGatewayApproval[] {
  return (db().gatewayApprovals ??= []);
}

/** The required-document records table (created on first use). */
export function requiredDocumentRecordsTable(): DbRequiredDocumentRecord[] {
  return (db().requiredDocumentRecords ??= []);
}

/** Next value of one of the store's id sequences (starting at `start` when the store lacks it). */
export function nextId(key: 'nextActionId' | 'nextCommentId' | 'nextPaymentId' | 'nextClaimId', start: number): number {
  const d = db();
  const id = d[key] ?? start;
  d[key] = id + 1;
  return id;
}
