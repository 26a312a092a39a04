/**
 * Contact-data rules: phone numbers, e-mail addresses, passwords, personal names and web addresses.
 * spec 000 §5 (Citizen registration step 0 and 1, Other messages, Contact form), §9;
 * spec 001 §5 (company form web address, change password / e-mail), §9.
 */
import { PASSWORD_MIN_LENGTH, PHONE_LENGTH, PHONE_PREFIXES } from '../constants';

/**
 * Normalises a phone to its digits only ("(809) 555-1234" → "8095551234"); the portal stores and
 * sends phones as 10 digits (spec 000 §7 `phone (digits)`; contract §1.10).
 */
export function normalizePhone(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Whether `value` is a Dominican phone: prefix 809, 829 or 849 followed by 7 digits, after removing
 * every non-digit (spec 000 §5 "Phone is a prefix (809, 829 or 849) plus 7 digits").
 */
export function isValidPhone(value: string): boolean {
  const digits = normalizePhone(value);
  return digits.length === PHONE_LENGTH && (PHONE_PREFIXES as readonly string[]).includes(digits.slice(0, 3));
}

/** Whether two phones are the same number once normalised (spec 000 §5 phone2 ≠ phone). */
export function samePhone(a: string, b: string): boolean {
  return normalizePhone(a) === normalizePhone(b);
}

// RFC 5322-lite: dot-atom local part, dotted domain of LDH labels with at least one dot.
const EMAIL_RE =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/**
 * Pragmatic e-mail check (RFC 5322-lite): `local@domain.tld`, no spaces, no leading/trailing or
 * doubled dots in the local part, domain labels of letters/digits/hyphens not starting or ending
 * with a hyphen, at least one dot in the domain, whole address at most 254 characters and local part
 * at most 64. Leading/trailing whitespace is ignored.
 */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  if (email.length === 0 || email.length > 254) return false;
  const at = email.lastIndexOf('@');
  if (at < 1 || at > 64) return false;
  return EMAIL_RE.test(email);
}

/** Whether two e-mails are the same address (case-insensitive, trimmed). */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Whether `value` has at least {@link PASSWORD_MIN_LENGTH} (6) characters (spec 000 §5, §9). */
export function isValidPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH;
}

// Words of letters (any script, accents as precomposed letters or combining marks); words separated
// by single spaces; an apostrophe or hyphen may join letters (D'Oleo, Pérez-Ruiz).
const NAME_RE = /^[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*(?: [\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*)*$/u;

/**
 * Whether `value` is a personal name: letters (accents and ñ included), single spaces between words,
 * and apostrophes/hyphens between letters (Dominican surnames such as "D'Oleo"). Digits and other
 * symbols are refused. Leading/trailing whitespace is ignored; an empty value is not a name.
 */
export function isValidName(value: string): boolean {
  return NAME_RE.test(value.trim());
}

const WEB_RE = /^(?:https?:\/\/)?(?:www\.)?(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}(?::\d{1,5})?(?:[/?#][^\s]*)?$/;

/**
 * Whether `value` is a web address: optional http(s) scheme, a dotted host name with a letter TLD,
 * optional port, path, query or fragment; no spaces (spec 001 §5 company form:
 * 'Dirección web inválida').
 */
export function isValidWebAddress(value: string): boolean {
  return WEB_RE.test(value.trim());
}
