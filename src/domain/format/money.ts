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

/**
 * Created on first use, not when the module loads: the page's first `Intl.NumberFormat` costs ICU's
 * start-up (30-50 ms of main thread in Chromium, issue 11), and the demo's backend imports this
 * module while the home page loads without formatting any amount.
 */
let amountFormat: Intl.NumberFormat | undefined;

/**
 * An amount with thousands separators and 2 decimals: 7000 → "7,000.00", "1234.5" → "1,234.50".
 * Returns '' when the value cannot be parsed ({@link parseAmount}).
 */
export function formatAmount(value: number | string | null | undefined): string {
  const n = parseAmount(value);
  if (n === null) return '';
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
