/**
 * Store look-ups shared by the embedded identity and admin handlers: accounts (citizens and company
 * accounts), uniqueness checks, the current-user payload and small text helpers.
 */
import type { SchemaAuthUser } from '../../api/generated/identity';
import { findMunicipality, findProvince, findSector, loadSectorsOfMunicipality } from '../data';
import { db, type DbCitizen, type DbCompany } from '../db';
import { sameEmail, stripDashes } from '../../domain/validation';

/** An account that can sign in: a citizen, or a company account (signs in with its RNC). */
export type Account =
  { kind: 'citizen'; id: string; citizen: DbCitizen } | { kind: 'company'; id: string; company: DbCompany & { account: NonNullable<DbCompany['account']> } };

/** Normalises a document as the backend does: dashes and surrounding spaces removed. */
export function normalizeDocument(value: unknown): string {
  return typeof value === 'string' ? stripDashes(value) : typeof value === 'number' ? String(value) : '';
}

/** The citizen with this document, if any. */
export function findCitizen(citizenId: string): DbCitizen | undefined {
  return db().citizens.find((c) => c.citizen_id === citizenId);
}

/** The company account (registered through /auth/register/portal) with this RNC, if any. */
export function findCompanyAccount(rnc: string): Extract<Account, { kind: 'company' }>['company'] | undefined {
  return db().companies.find((c): c is Extract<Account, { kind: 'company' }>['company'] => c.account !== null && c.company_rnc === rnc);
}

/** The account signing in with `document` (cédula, passport or RNC), if any. */
export function findAccount(document: string): Account | undefined {
  const citizen = findCitizen(document);
  if (citizen) return { kind: 'citizen', id: citizen.citizen_id, citizen };
  const company = findCompanyAccount(document);
  return company ? { kind: 'company', id: company.company_rnc, company } : undefined;
}

/** Password of an account. */
export function passwordOf(account: Account): string {
  return account.kind === 'citizen' ? account.citizen.password : account.company.account.password;
}

/** Primary e-mail of an account. */
export function emailOf(account: Account): string {
  return account.kind === 'citizen' ? account.citizen.email : account.company.account.email;
}

/** Whether any account (citizen or company account) other than `exceptId` uses `email` (case-insensitive). */
export function isEmailTaken(email: string, exceptId?: string): boolean {
  const d = db();
  return (
    d.citizens.some((c) => c.citizen_id !== exceptId && sameEmail(c.email, email)) ||
    d.companies.some((c) => c.account !== null && c.company_rnc !== exceptId && sameEmail(c.account.email, email))
  );
}

/** Whether an account already signs in with `document`. */
export function isDocumentRegistered(document: string): boolean {
  return findAccount(document) !== undefined;
}

/** Whether a company (of any kind) already uses the phone `digits`. */
export function isCompanyPhoneTaken(digits: string): boolean {
  return db().companies.some((c) => c.company_phone === digits);
}

/**
 * Lower-cases, removes accents and collapses spaces, so that 'DE LA CRUZ', 'de la  cruz' and
 * 'De la Cruz' compare equal (the JCE name check is case- and accent-insensitive).
 */
export function foldName(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A random hexadecimal token of `bytes` bytes (activation links, temporary passwords). */
export function randomHex(bytes = 16): string {
  const buf = new Uint8Array(bytes);
  crypto.getRandomValues(buf);
  return Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Empty text → null (the contract's nullable user fields). */
const orNull = (value: string | null | undefined): string | null => (value ? value : null);

/**
 * The current-user payload of GET /get/auth/user (spec 000 §3 Current user; contract A2), with the
 * location names looked up in the real geography: a citizen's province and municipality from the
 * index, the sector from the province file of the citizen's municipality, loaded first (one small
 * chunk, not the whole division; src/mocks/data/geography.ts). A company account answers with its
 * RNC as `citizen_id`, its commercial name as `name`, base role 2 and its `company_id`.
 */
export async function authUserOf(account: Account): Promise<SchemaAuthUser> {
  if (account.kind === 'citizen') {
    const c = account.citizen;
    await loadSectorsOfMunicipality(c.municipality_id);
    return {
      citizen_id: c.citizen_id,
      email: c.email,
      name: c.name,
      first_last_name: c.first_last_name,
      second_last_name: orNull(c.second_last_name),
      phone: c.phone,
      phone2: orNull(c.phone2),
      address: orNull(c.address),
      province: findProvince(c.province_id)?.ctituloclas ?? null,
      municipality: findMunicipality(c.municipality_id)?.ctituloclas ?? null,
      sector: findSector(c.sector_id, c.municipality_id)?.ctituloclas ?? null,
      province_id: c.province_id,
      municipality_id: c.municipality_id,
      sector_id: c.sector_id,
      rol_base: c.rol_base,
      company_id: c.company_id,
    };
  }
  const co = account.company;
  return {
    citizen_id: co.company_rnc,
    email: co.account.email,
    name: co.company_name,
    first_last_name: co.account.razonsocial,
    second_last_name: null,
    phone: co.company_phone,
    phone2: null,
    address: orNull(co.company_address),
    province: null,
    municipality: null,
    sector: null,
    province_id: null,
    municipality_id: null,
    sector_id: null,
    rol_base: 2,
    company_id: co.id,
  };
}
