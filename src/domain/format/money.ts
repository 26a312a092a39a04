/**
 * Money formatters: Dominican pesos with thousands separators and 2 decimals (spec 001 §1
 * "currency is the Dominican peso (DOP, shown as RD$ or DOP$)", §5 monetary mask, §9 decimals 2).
 */
import { MONEY_DECIMALS } from '../constants';

/**
 * Parses an amount as the backends send it: a number, or a string such as "7000.00" or "1,234.50"
 * (commas are thousands separators). Returns null for blank or non-numeric input.
 */
export function parseAmount(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const cleaned = value.replace(/,/g, '').trim();
  if (cleaned === '' || !/^-?\d*(?:\.\d+)?$/.test(cleaned)) return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : null;
}

/** Intl's formatter, only for amounts {@link groupedFixed} leaves to it; created on first use. */
let amountFormat: Intl.NumberFormat | undefined;

/** Largest magnitude formatted without Intl: its hundredths stay a safe integer. */
const PLAIN_LIMIT = 1e13;

/**
 * `n` as `Intl.NumberFormat('en-US', { minimumFractionDigits: d, maximumFractionDigits: d })`
 * writes it ("1,234.57"; half away from zero on the number's shortest decimal form: 1.005 →
 * "1.01"; "-0.00" keeps the sign), without constructing an Intl formatter: the page's first one
 * costs ICU's start-up, 30-60 ms of main thread in Chromium measured in the service page's tariffs
 * render (issue 11 "Fast on a cheap phone"; x4 on Lighthouse's phone). null beyond
 * {@link PLAIN_LIMIT} or for a non-finite number (then Intl formats it).
 */
function groupedFixed(n: number, d: number): string | null {
  const abs = Math.abs(n);
  if (!Number.isFinite(n) || abs >= PLAIN_LIMIT) return null;
  const text = String(abs);
  // Below 1e-6 String() uses an exponent; such a value rounds to zero at 2 decimals.
  const units = /e/i.test(text) ? 0 : Math.round(Number(`${text}e${d}`));
  const scale = 10 ** d;
  const whole = String(Math.floor(units / scale)).replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = d > 0 ? `.${String(units % scale).padStart(d, '0')}` : '';
  return `${n < 0 || Object.is(n, -0) ? '-' : ''}${whole}${fraction}`;
}

/**
 * An amount with thousands separators and 2 decimals: 7000 → "7,000.00", "1234.5" → "1,234.50".
 * Returns '' when the value cannot be parsed ({@link parseAmount}).
 */
export function formatAmount(value: number | string | null | undefined): string {
  const n = parseAmount(value);
  if (n === null) return '';
  const plain = groupedFixed(n, MONEY_DECIMALS);
  if (plain !== null) return plain;
  amountFormat ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: MONEY_DECIMALS, maximumFractionDigits: MONEY_DECIMALS, useGrouping: true });
  return amountFormat.format(n);
}

/** "RD$ 7,000.00" (tariffs, request form; spec 001 §2.3, §2.4). '' when unparseable. */
export function formatMoneyRD(value: number | string | null | undefined): string {
  const amount = formatAmount(value);
  return amount === '' ? '' : `RD$ ${amount}`;
}

/** "DOP$ 7,000.00" (payments tab 'Monto a pagar', spec 001 §2.5). '' when unparseable. */
export function formatMoneyDOP(value: number | string | null | undefined): string {
  const amount = formatAmount(value);
  return amount === '' ? '' : `DOP$ ${amount}`;
}
