/**
 * Identity document rules: cédula (Dominican identity card), passport and RNC (company tax number).
 * spec 000 §5 Citizen registration (step 1), §5 Company registration (step 2), §9; spec 001 §5, §9.
 *
 * All functions are pure. Inputs may carry the display dashes ("001-1234567-8", "1-01-12345-6");
 * they are removed before checking.
 */
import { CEDULA_LENGTH, PASSPORT_MAX_LENGTH, PASSPORT_MIN_LENGTH, RNC_LENGTH } from '../constants';

/**
 * Removes every dash (and surrounding whitespace) from a document number, as the portal does before
 * sending it (spec 000 §5 Login: "Dashes are removed from the identity before sending").
 * @example stripDashes(' 001-1234567-8 ') // '00112345678'
 */
export function stripDashes(value: string): string {
  return value.replace(/-/g, '').trim();
}

/** Keeps only the ASCII digits of `value`. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

const DIGITS = /^\d+$/;

/**
 * Check digit of a cédula from its first 10 digits (Luhn-style): weights 1,2,1,2,... from the left,
 * products above 9 have their digits summed, check = (10 - sum % 10) % 10.
 * @param first10 exactly 10 ASCII digits
 * @throws RangeError when `first10` is not 10 digits
 */
export function cedulaCheckDigit(first10: string): number {
  if (first10.length !== CEDULA_LENGTH - 1 || !DIGITS.test(first10)) {
    throw new RangeError(`cedulaCheckDigit needs 10 digits, got "${first10}"`);
  }
  let sum = 0;
  for (let i = 0; i < first10.length; i += 1) {
    const product = Number(first10[i]) * (i % 2 === 0 ? 1 : 2);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * Whether `value` (dashes allowed) has exactly 11 characters once dashes are removed
 * (spec 000 §5: 'La cédula debe tener exactamente 11 caracteres').
 */
export function cedulaLengthOk(value: string): boolean {
  return stripDashes(value).length === CEDULA_LENGTH;
}

/**
 * Whether `value` (dashes allowed) is a valid cédula: 11 digits whose last digit is the check digit
 * of the first ten ({@link cedulaCheckDigit}).
 * @example isValidCedula('001-0000001-7') // true: products 0,0,1,0,0,0,0,0,0,2 → sum 3 → check 7
 */
export function isValidCedula(value: string): boolean {
  const digits = stripDashes(value);
  if (digits.length !== CEDULA_LENGTH || !DIGITS.test(digits)) return false;
  return cedulaCheckDigit(digits.slice(0, 10)) === Number(digits[10]);
}

/**
 * Whether `value` is an acceptable passport number: 6 to 15 characters after trimming
 * (spec 000 §5 step 1, §9). The spec sets no character rule beyond length.
 */
export function isValidPassport(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length >= PASSPORT_MIN_LENGTH && trimmed.length <= PASSPORT_MAX_LENGTH;
}

const RNC_WEIGHTS = [7, 9, 8, 6, 5, 4, 3, 2] as const;

/**
 * Check digit of an RNC from its first 8 digits (DGII rule): weights 7,9,8,6,5,4,3,2, r = sum % 11,
 * check = r == 0 ? 2 : r == 1 ? 1 : 11 - r.
 * @param first8 exactly 8 ASCII digits
 * @throws RangeError when `first8` is not 8 digits
 */
export function rncCheckDigit(first8: string): number {
  if (first8.length !== RNC_LENGTH - 1 || !DIGITS.test(first8)) {
    throw new RangeError(`rncCheckDigit needs 8 digits, got "${first8}"`);
  }
  let sum = 0;
  for (let i = 0; i < RNC_WEIGHTS.length; i += 1) sum += Number(first8[i]) * RNC_WEIGHTS[i];
  const r = sum % 11;
  if (r === 0) return 2;
  if (r === 1) return 1;
  return 11 - r;
}

/**
 * Whether `value` (dashes allowed) is a valid RNC: 9 digits whose last digit is the DGII check
 * digit of the first eight ({@link rncCheckDigit}).
 */
export function isValidRnc(value: string): boolean {
  const digits = stripDashes(value);
  if (digits.length !== RNC_LENGTH || !DIGITS.test(digits)) return false;
  return rncCheckDigit(digits.slice(0, 8)) === Number(digits[8]);
}

/**
 * Builds a valid 11-digit cédula from 10 seed digits (for seed data and tests).
 * @example makeValidCedula('0010000001') // '00100000017'
 * @throws RangeError when `seed10` is not 10 digits
 */
export function makeValidCedula(seed10: string): string {
  return `${seed10}${cedulaCheckDigit(seed10)}`;
}

/**
 * Builds a valid 9-digit RNC from 8 seed digits (for seed data and tests).
 * @example makeValidRnc('13124679') // '131246796'
 * @throws RangeError when `seed8` is not 8 digits
 */
export function makeValidRnc(seed8: string): string {
  return `${seed8}${rncCheckDigit(seed8)}`;
}
