/**
 * Big number + label, for the home metrics (spec 000 §1: requests, citizens, visits, …) and the
 * desk counters (spec 001 §2.1: in process, completed, documents uploaded, rejected).
 *
 * Numbers are grouped with the Dominican locale (`es-DO`, e.g. 12,345); strings are shown as given
 * (e.g. "—" while loading). The value comes first in reading order ("12,345 Solicitudes").
 *
 * @example <Counter value={1234} label="Solicitudes" />
 */
import * as css from './Counter.css';

/** Created on first use of a non-integer: constructing the first Intl formatter of a page costs ICU's start-up. */
let numberFormat: Intl.NumberFormat | undefined;

/**
 * Formats a counter value: numbers with es-DO grouping (12345 → "12,345"), strings unchanged.
 *
 * Integers (the counters' values) are grouped here as es-DO's CLDR data groups them (separator ',',
 * groups of 3, grouping from 4 digits): constructing the page's first `Intl.NumberFormat` costs
 * 30-50 ms of main thread on this machine before any digit is formatted (ICU start-up; measured in
 * Chromium, × 4 in Lighthouse's mobile simulation), and the home page's statistics are in its first
 * commit (issue 11 "Fast on a cheap phone"). Other numbers use `Intl.NumberFormat('es-DO')`.
 */
export function formatCounterValue(value: number | string): string {
  if (typeof value !== 'number') return value;
  if (Number.isSafeInteger(value)) {
    const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
    return value < 0 ? `-${digits}` : digits;
  }
  numberFormat ??= new Intl.NumberFormat('es-DO');
  return numberFormat.format(value);
}

/** Props of {@link Counter}. */
export interface CounterProps {
  value: number | string;
  label: string;
  /** `plain` (default), `card` (white card) or `brand` (navy tile). */
  tone?: 'plain' | 'card' | 'brand';
  /** Render the root as `<li>` inside a list of counters. */
  as?: 'div' | 'li';
  className?: string;
}

/** See module documentation. */
export function Counter({ value, label, tone = 'plain', as: Tag = 'div', className }: CounterProps) {
  return (
    <Tag className={[css.root, css.tone[tone], className ?? ''].filter(Boolean).join(' ')} data-counter="">
      <span className={`${css.value} ${css.valueColor}`}>{formatCounterValue(value)}</span>
      <span className={css.label}>{label}</span>
    </Tag>
  );
}
