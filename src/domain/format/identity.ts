/**
 * Display formatters of document numbers and phones (spec 000 §5 Formatters, spec 001 §5:
 * "An 11-digit id shows as 3-7-1; a 10-digit phone as 3-3-4"; RNC mask 9-99-99999-9, spec 001 §2.1).
 *
 * Each formatter takes any string, keeps its digits and groups them when the digit count is the
 * expected one; any other input is returned unchanged (a passport stays as typed).
 */

function group(digits: string, sizes: readonly number[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join('-');
}

function formatDigits(value: string, sizes: readonly number[]): string {
  const digits = value.replace(/\D/g, '');
  const total = sizes.reduce((a, b) => a + b, 0);
  return digits.length === total && /^[\d\s-]+$/.test(value.trim()) ? group(digits, sizes) : value;
}

/** 11-digit cédula → 3-7-1: "00112345678" → "001-1234567-8". */
export function formatCedula(value: string): string {
  return formatDigits(value, [3, 7, 1]);
}

/** 10-digit phone → 3-3-4: "8095551234" → "809-555-1234". */
export function formatPhone(value: string): string {
  return formatDigits(value, [3, 3, 4]);
}

/** 9-digit RNC → 1-2-5-1: "101010632" → "1-01-01063-2". */
export function formatRnc(value: string): string {
  return formatDigits(value, [1, 2, 5, 1]);
}

/**
 * A document number for display: an 11-digit cédula as 3-7-1, a 9-digit RNC as 1-2-5-1, anything
 * else (passports) unchanged.
 */
export function formatDocument(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 11) return formatCedula(value);
  if (digits.length === 9) return formatRnc(value);
  return value;
}
