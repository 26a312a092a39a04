/**
 * Delivery-time text of a tariff variation (spec 000 §5 / spec 001 §5 "duration text in
 * months/days/hours of working time"; contract §1.4 C2 `delivery_time {id, months, days, hours}`).
 */

/** A delivery time as the admin API sends it; parts may arrive as numbers, numeric strings or null. */
export interface DeliveryTime {
  months?: number | string | null;
  days?: number | string | null;
  hours?: number | string | null;
}

function count(value: number | string | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

function part(n: number, singular: string, plural: string): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** Joins Spanish list items: ["a"] → "a", ["a","b"] → "a y b", ["a","b","c"] → "a, b y c". */
export function joinSpanish(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;
}

/**
 * Spanish text of a delivery time: {months: 2, days: 5, hours: 4} → "2 meses, 5 días y 4 horas";
 * singulars "1 mes", "1 día", "1 hora"; zero, negative, blank or non-numeric parts are omitted.
 * @returns '' when every part is zero or the value is null/undefined (the caller decides what to
 *   show then)
 */
export function formatDeliveryTime(time: DeliveryTime | null | undefined): string {
  if (!time) return '';
  const parts: string[] = [];
  const months = count(time.months);
  const days = count(time.days);
  const hours = count(time.hours);
  if (months) parts.push(part(months, 'mes', 'meses'));
  if (days) parts.push(part(days, 'día', 'días'));
  if (hours) parts.push(part(hours, 'hora', 'horas'));
  return joinSpanish(parts);
}
