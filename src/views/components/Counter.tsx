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

const numberFormat = new Intl.NumberFormat('es-DO');

/** Formats a counter value: numbers with es-DO grouping, strings unchanged. */
export function formatCounterValue(value: number | string): string {
  return typeof value === 'number' ? numberFormat.format(value) : value;
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
