/**
 * Server-side rules of POST /auth/register/portal as the embedded identity backend applies them
 * (spec 000 §3 registration payloads, §5 Citizen registration / Company registration, §8
 * Registration failure; contract R2). Pure over the request body plus read-only store look-ups; the
 * handler stores the account when no field fails.
 *
 * Failures are a field-error map `{ field: [message] }` (sent as `msg.error`), field names as in the
 * request body; the company's files are reported under `registromercant` / `cedulaperaut`.
 */
import {
  isValidLocation,
  findMunicipality,
  findProvince,
  findSector,
  loadAllSectors,
  loadSectorsOfMunicipality,
  provinceOfMunicipality,
  municipalityOfSector,
} from '../data';
import {
  isValidCedula,
  isValidEmail,
  isValidName,
  isValidPassport,
  isValidPassword,
  isValidPhone,
  isValidRnc,
  normalizePhone,
  samePhone,
} from '../../domain/validation';
import { findJcePerson } from '../seed';
import { foldName, isCompanyPhoneTaken, isDocumentRegistered, isEmailTaken, normalizeDocument } from './accounts';
import { SERVER_MSG } from './messages';
import type { DbCitizen } from '../db';

/** `{ field: [messages] }`, the `msg.error` of a refused registration. */
export type FieldErrorMap = Record<string, string[]>;

/** A request body as received (untrusted JSON). */
export type Body = Record<string, unknown>;

/** A text field of the body ('' when absent; numbers become their decimal text). */
export function text(body: Body, key: string): string {
  const v = body[key];
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return '';
}

/** A positive integer id of the body (number or numeric text), else null. */
export function idOf(body: Body, key: string): number | null {
  const v = body[key];
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
}

function add(errors: FieldErrorMap, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

/** Checks e-mail, password and confirmation (shared by both payloads). */
function checkCredentials(body: Body, errors: FieldErrorMap): void {
  const email = text(body, 'email');
  if (!email) add(errors, 'email', SERVER_MSG.required);
  else if (!isValidEmail(email)) add(errors, 'email', SERVER_MSG.invalidEmail);
  else if (isEmailTaken(email)) add(errors, 'email', SERVER_MSG.emailInUse);

  const password = typeof body.password === 'string' ? body.password : '';
  const confirmation = typeof body.password_confirmation === 'string' ? body.password_confirmation : '';
  if (!password) add(errors, 'password', SERVER_MSG.required);
  else if (!isValidPassword(password)) add(errors, 'password', SERVER_MSG.passwordMin);
  if (!confirmation) add(errors, 'password_confirmation', SERVER_MSG.required);
  else if (!isValidPassword(confirmation)) add(errors, 'password_confirmation', SERVER_MSG.passwordMin);
  else if (password && confirmation !== password) add(errors, 'password_confirmation', SERVER_MSG.passwordsMismatch);
}

/** A personal-name field: required (or optional) and letters only. */
function checkName(body: Body, field: string, errors: FieldErrorMap, required: boolean): void {
  const value = text(body, field);
  if (!value) {
    if (required) add(errors, field, SERVER_MSG.required);
  } else if (!isValidName(value)) add(errors, field, SERVER_MSG.lettersOnly);
}

/**
 * Loads the territorial division {@link checkLocation} reads for this body (contract G3 data): the
 * province file of `municipality_id`; every province file when the body names a sector but no
 * municipality (whether such a sector exists at all decides its message); nothing more otherwise
 * (the index, which every identity call has, answers the rest). Await it before
 * {@link checkLocation} / {@link validateCitizenRegistration}.
 */
export async function loadLocationOf(body: Body): Promise<void> {
  const municipality = idOf(body, 'municipality_id');
  if (municipality !== null) await loadSectorsOfMunicipality(municipality);
  else if (idOf(body, 'sector_id') !== null) await loadAllSectors();
}

/**
 * Province → municipality → sector must exist and belong together (real ONE geography). Needs the
 * data {@link loadLocationOf} loads for this body (throws otherwise).
 * @returns the three ids when valid, else null (errors added).
 */
export function checkLocation(body: Body, errors: FieldErrorMap): { province_id: number; municipality_id: number; sector_id: number } | null {
  const province = idOf(body, 'province_id');
  const municipality = idOf(body, 'municipality_id');
  const sector = idOf(body, 'sector_id');
  const before = Object.keys(errors).length;
  if (province === null) add(errors, 'province_id', SERVER_MSG.required);
  else if (!findProvince(province)) add(errors, 'province_id', SERVER_MSG.provinceInvalid);
  if (municipality === null) add(errors, 'municipality_id', SERVER_MSG.required);
  else if (!findMunicipality(municipality) || (province !== null && provinceOfMunicipality(municipality) !== province)) {
    add(errors, 'municipality_id', SERVER_MSG.municipalityInvalid);
  }
  if (sector === null) add(errors, 'sector_id', SERVER_MSG.required);
  else if (municipality !== null ? !findSector(sector, municipality) : municipalityOfSector(sector) === undefined) {
    add(errors, 'sector_id', SERVER_MSG.sectorInvalid);
  }
  if (Object.keys(errors).length !== before || province === null || municipality === null || sector === null) return null;
  return isValidLocation(province, municipality, sector) ? { province_id: province, municipality_id: municipality, sector_id: sector } : null;
}

/**
 * Checks the main and secondary phones (809/829/849 + 7 digits; the secondary optional and
 * different). `phone2Required` for the contact-data form (spec 001 §5).
 */
export function checkPhones(body: Body, errors: FieldErrorMap, phone2Required = false): void {
  const phone = text(body, 'phone');
  const phone2 = text(body, 'phone2');
  if (!phone) add(errors, 'phone', SERVER_MSG.required);
  else if (!isValidPhone(phone)) add(errors, 'phone', SERVER_MSG.invalidPhone);
  if (!phone2) {
    if (phone2Required) add(errors, 'phone2', SERVER_MSG.required);
  } else if (!isValidPhone(phone2)) add(errors, 'phone2', SERVER_MSG.invalidPhone);
  else if (phone && samePhone(phone, phone2)) add(errors, 'phone2', SERVER_MSG.phone2SameAsPhone);
}

/** A citizen ready to be stored: the stored record without its account and activation data. */
export type ValidCitizen = Omit<DbCitizen, 'rol_base' | 'company_id' | 'profile_img' | 'activated' | 'activation_token' | 'created_at'>;

/**
 * Validates a citizen registration payload (spec 000 §3, §5). Rules: document_type '1' | '2';
 * cédula 11 digits with a valid check digit, passport 6-15 characters; document and e-mail not
 * registered; e-mail format; password ≥ 6 and equal confirmation; name and first last name
 * required, letters only; for a cédula known to the embedded JCE the first last name must match;
 * phone 809/829/849 + 7 digits; phone2 optional, valid and different; email2 optional, valid;
 * province/municipality/sector exist and belong together; address required.
 */
export function validateCitizenRegistration(body: Body): { ok: true; citizen: ValidCitizen } | { ok: false; errors: FieldErrorMap } {
  const errors: FieldErrorMap = {};
  const type = text(body, 'document_type');
  const documentType = type === '1' ? 1 : type === '2' ? 2 : null;
  if (documentType === null) add(errors, 'document_type', type ? SERVER_MSG.documentTypeInvalid : SERVER_MSG.required);

  const document = normalizeDocument(body.citizen_id);
  if (!document) add(errors, 'citizen_id', SERVER_MSG.required);
  else if (documentType === 1 && !isValidCedula(document)) add(errors, 'citizen_id', SERVER_MSG.cedulaInvalid);
  else if (documentType === 2 && !isValidPassport(document)) add(errors, 'citizen_id', SERVER_MSG.passportLength);
  else if (documentType !== null && isDocumentRegistered(document)) add(errors, 'citizen_id', SERVER_MSG.documentExists);

  checkCredentials(body, errors);
  checkName(body, 'name', errors, true);
  checkName(body, 'first_last_name', errors, true);
  checkName(body, 'second_last_name', errors, false);

  const known = documentType === 1 && !errors.citizen_id ? findJcePerson(document) : undefined;
  const firstLastName = text(body, 'first_last_name');
  if (known && !errors.first_last_name && foldName(known.first_last_name) !== foldName(firstLastName)) {
    add(errors, 'first_last_name', SERVER_MSG.nameMismatch);
  }

  checkPhones(body, errors);
  const email2 = text(body, 'email2');
  if (email2 && !isValidEmail(email2)) add(errors, 'email2', SERVER_MSG.invalidEmail);
  const location = checkLocation(body, errors);
  const address = text(body, 'address');
  if (!address) add(errors, 'address', SERVER_MSG.required);

  if (Object.keys(errors).length > 0 || documentType === null || location === null) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    citizen: {
      citizen_id: document,
      document_type: documentType,
      email: text(body, 'email'),
      name: text(body, 'name'),
      first_last_name: firstLastName,
      second_last_name: text(body, 'second_last_name'),
      occupation: text(body, 'occupation'),
      password: body.password as string,
      ...location,
      phone: normalizePhone(text(body, 'phone')),
      phone2: normalizePhone(text(body, 'phone2')),
      email2,
      address,
    },
  };
}

/** A company account ready to be stored. */
export interface ValidCompany {
  rnc: string;
  email: string;
  nombre: string;
  razonsocial: string;
  extension: string;
  password: string;
  telefono: string;
  company_files: { registromercant: string; podernotarizado: string | null; cedulaperaut: string };
}

/**
 * Validates a company registration payload (spec 000 §3 Company registration payload, §5 Company
 * registration step 2): RNC at least 9 characters ('Cantidad de caracteres incorrecto') with a valid
 * DGII check digit ('RNC inválido, introduzca otro RNC') and not registered; e-mail and password as
 * for citizens; nombre and razonsocial required; telefono digits, at least 10, unique among
 * companies ('Teléfono en uso, favor introduzca otro teléfono'); registromercant and cedulaperaut
 * file routes required, podernotarizado optional.
 */
export function validateCompanyRegistration(body: Body): { ok: true; company: ValidCompany } | { ok: false; errors: FieldErrorMap } {
  const errors: FieldErrorMap = {};
  if (text(body, 'document_type') !== '3') add(errors, 'document_type', SERVER_MSG.documentTypeInvalid);

  const rnc = normalizeDocument(body.rnc);
  if (!rnc) add(errors, 'rnc', SERVER_MSG.required);
  else if (rnc.length < 9) add(errors, 'rnc', SERVER_MSG.rncLength);
  else if (!isValidRnc(rnc)) add(errors, 'rnc', SERVER_MSG.rncInvalid);
  else if (isDocumentRegistered(rnc)) add(errors, 'rnc', SERVER_MSG.documentExists);

  checkCredentials(body, errors);
  if (!text(body, 'nombre')) add(errors, 'nombre', SERVER_MSG.required);
  if (!text(body, 'razonsocial')) add(errors, 'razonsocial', SERVER_MSG.required);

  const telefono = text(body, 'telefono');
  if (!telefono) add(errors, 'telefono', SERVER_MSG.required);
  else if (!/^\d{10,}$/.test(telefono)) add(errors, 'telefono', SERVER_MSG.companyPhoneLength);
  else if (isCompanyPhoneTaken(telefono)) add(errors, 'telefono', SERVER_MSG.phoneInUse);

  const files = (body.company_files && typeof body.company_files === 'object' ? body.company_files : {}) as Body;
  const registromercant = text(files, 'registromercant');
  const cedulaperaut = text(files, 'cedulaperaut');
  const podernotarizado = text(files, 'podernotarizado');
  if (!registromercant) add(errors, 'registromercant', SERVER_MSG.required);
  if (!cedulaperaut) add(errors, 'cedulaperaut', SERVER_MSG.required);

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    company: {
      rnc,
      email: text(body, 'email'),
      nombre: text(body, 'nombre'),
      razonsocial: text(body, 'razonsocial'),
      extension: text(body, 'extension'),
      password: body.password as string,
      telefono,
      company_files: { registromercant, podernotarizado: podernotarizado || null, cedulaperaut },
    },
  };
}
