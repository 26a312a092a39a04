/**
 * Masks of the expert form (contract §2.6 MASK list; spec 001 §5 "Dynamic fields", §9).
 *
 * - {@link normaliseInput} / {@link formatOnBlur}: what an input keeps while typing and shows after blur.
 * - {@link maskError}: the local check of a non-blank text value under a mask.
 * - {@link density}: contract §2.7 / spec 001 §5.
 *
 * Server-validated masks are described as data in `server.ts`. Pure.
 */
import type { MessageRef } from '../../messages/es';
import { CEDULA_LENGTH, MONEY_DECIMALS, OTHER_IDENTIFIER_MIN_LENGTH, PHONE_LENGTH, RNC_LENGTH, SQUARE_METRES_PER_HECTARE } from '../constants';
import { formatAmount, parseAmount } from '../format/money';
import { isValidEmail, isValidPhone, sameEmail } from '../validation/contact';

/** Mask codes as the server sets them (contract §2.6; 4 = "other identifier", spec 001 §5/§9). */
export const MASK = {
  cedula: '0',
  rnc: '1',
  phone: '2',
  mobile: '3',
  otherId: '4',
  email: '5',
  numbers: '6',
  letters: '7',
  property: '8',
  diffEmail: '9',
  date: '10',
  time: '11',
  money: '12',
  dpp: '20',
  mimarena: '21',
  dppNoObjection: '24',
} as const;

/** Maximum digits of the numbers-only mask (contract §2.6 "up to 27 digits"). */
export const NUMBERS_MASK_MAX_DIGITS = 27;

/** Digits-only masks and their maximum digits while typing. */
const DIGIT_MASKS: Readonly<Record<string, number>> = {
  [MASK.cedula]: CEDULA_LENGTH,
  [MASK.rnc]: RNC_LENGTH,
  [MASK.phone]: PHONE_LENGTH,
  [MASK.mobile]: PHONE_LENGTH,
  [MASK.numbers]: NUMBERS_MASK_MAX_DIGITS,
};

/** Minimum lengths by mask (spec 001 §5: cédula 11, RNC 9, phones 10, other identifier 15). */
export const MASK_MIN_LENGTH: Readonly<Record<string, number>> = {
  [MASK.cedula]: CEDULA_LENGTH,
  [MASK.rnc]: RNC_LENGTH,
  [MASK.phone]: PHONE_LENGTH,
  [MASK.mobile]: PHONE_LENGTH,
  [MASK.otherId]: OTHER_IDENTIFIER_MIN_LENGTH,
};

/** Masks whose submitted value is digits only (contract §2.9: 0, 1, 2, 3). */
export const DIGITS_ON_SUBMIT: ReadonlySet<string> = new Set([MASK.cedula, MASK.rnc, MASK.phone, MASK.mobile]);

/**
 * What a text input keeps while the user types: digits only (capped) for masks 0, 1, 2, 3, 6;
 * digits and dashes removed for mask 7 (spec 001 §5 "Mask 7 strips digits and dashes"); digits,
 * one dot and at most 2 decimals for mask 12; unchanged otherwise.
 */
export function normaliseInput(mask: string | null, raw: string): string {
  // no mask (null) finds no digit cap, is neither 7 nor 12, and keeps the text as typed
  const cap = DIGIT_MASKS[mask as string];
  if (cap !== undefined) return raw.replace(/\D/g, '').slice(0, cap);
  if (mask === MASK.letters) return raw.replace(/[\d-]/g, '');
  if (mask === MASK.money) {
    const cleaned = raw.replace(/[^\d.]/g, '');
    const dot = cleaned.indexOf('.');
    if (dot < 0) return cleaned;
    return `${cleaned.slice(0, dot)}.${cleaned
      .slice(dot + 1)
      .replace(/\./g, '')
      .slice(0, MONEY_DECIMALS)}`;
  }
  return raw;
}

/** Shown value after blur: mask 12 → thousands separators and 2 decimals ("1,234.00"); others unchanged. */
export function formatOnBlur(mask: string | null, value: string): string {
  if (mask !== MASK.money) return value;
  // a blank or unreadable amount has no formatted form ('') and stays as typed
  return formatAmount(value) || value;
}

/** Context of checks that need the signed-in user (mask 9). */
export interface MaskContext {
  /** The user's primary e-mail (mask 9 must differ from it). */
  readonly primaryEmail?: string | null;
}

const LETTERS_RE = /^[^\d-]*$/;

/**
 * Local error of a non-blank text value under `mask`, or null (spec 001 §5; contract §2.6).
 * Messages: minimum lengths 'requestForm.minLength' {n}; phones also 'errors.invalidPhone' for a
 * wrong prefix; e-mail 'errors.invalidEmail'; mask 9 equal to the primary e-mail
 * 'errors.differentEmail'; 6 'errors.numbersOnly'; 7 'errors.lettersOnly'; 12 'requestForm.invalidAmount'.
 */
export function maskError(mask: string | null, value: string, ctx: MaskContext = {}): MessageRef | null {
  // no mask (null) has no minimum length and reaches `default: return null`
  const min = MASK_MIN_LENGTH[mask as string];
  if (min !== undefined) {
    const length = mask === MASK.otherId ? value.trim().length : value.replace(/\D/g, '').length;
    if (length < min) return { key: 'requestForm.minLength', params: { n: min } };
    if ((mask === MASK.phone || mask === MASK.mobile) && !isValidPhone(value)) return { key: 'errors.invalidPhone' };
    return null;
  }
  switch (mask) {
    case MASK.email:
      return isValidEmail(value) ? null : { key: 'errors.invalidEmail' };
    case MASK.diffEmail:
      if (!isValidEmail(value)) return { key: 'errors.invalidEmail' };
      return ctx.primaryEmail && sameEmail(value, ctx.primaryEmail) ? { key: 'errors.differentEmail' } : null;
    case MASK.numbers:
      return /^\d+$/.test(value.trim()) ? null : { key: 'errors.numbersOnly' };
    case MASK.letters:
      return LETTERS_RE.test(value) ? null : { key: 'errors.lettersOnly' };
    case MASK.money:
      return parseAmount(value) === null ? { key: 'requestForm.invalidAmount' } : null;
    default:
      return null;
  }
}

/** The parts of a 'yyyy-MM-dd' date; anchors are not needed: {@link isIsoDate} compares the whole value. */
const ISO_DATE_RE = /(\d{4})-(\d{2})-(\d{2})/;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether `value` is a real calendar date written 'yyyy-MM-dd' (the engine's date value). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // the day written back is the same only when month and day exist (2024-02-30 becomes 2024-03-01)
  return new Date(Date.UTC(y, mo - 1, d)).toISOString().slice(0, 10) === value;
}

/** Whether `value` is a 24-hour time 'HH:mm' (the engine's time value). */
export function isTime(value: string): boolean {
  return TIME_RE.test(value);
}

/** Field names of the density calculation (contract §2.7). */
export const DENSITY_FIELDS = { area: 'areatotalterre1', rooms: 'canthabitacion', result: 'densidadhabitac' } as const;

/**
 * Housing density (spec 001 §5; contract §2.7): rooms / (land area m² / 10000), rounded to 2
 * decimals, as a string ("12.50"); '0' when either input is 0, blank or not a number. Commas
 * (thousands separators) are ignored.
 * @param area total land area, m²
 * @param rooms number of rooms
 */
export function density(area: string | number | null | undefined, rooms: string | number | null | undefined): string {
  const a = parseAmount(area);
  const r = parseAmount(rooms);
  if (!a || !r) return '0';
  return (r / (a / SQUARE_METRES_PER_HECTARE)).toFixed(2);
}
