/**
 * Time-of-day and schedule formatters (spec 000 §5 / spec 001 §5 "24-hour to 12-hour time";
 * spec 001 §2.3 service schedule table of day / from / to).
 *
 * 12-hour times use "AM" / "PM" in capitals, the same marker date-fns' Spanish locale prints for
 * the `a` token used by the messages date format, so the portal shows one style everywhere.
 */

const TIME_RE = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/**
 * 24-hour "HH:mm" or "HH:mm:ss" → 12-hour "h:mm AM|PM" (seconds dropped):
 * "14:30:00" → "2:30 PM", "00:05" → "12:05 AM", "12:00" → "12:00 PM".
 * Input that is not a valid 24-hour time is returned unchanged.
 */
export function to12Hour(value: string): string {
  const match = TIME_RE.exec(value.trim());
  if (!match) return value;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = match[3] === undefined ? 0 : Number(match[3]);
  if (hours > 23 || minutes > 59 || seconds > 59) return value;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${h12}:${match[2]} ${suffix}`;
}

/** Spanish day names, index 0 = Domingo (JavaScript `Date.getDay()` order). */
export const DAY_NAMES = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'] as const;

/** A Spanish day name. */
export type DayName = (typeof DAY_NAMES)[number];

const ENGLISH_DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
}

/**
 * The Spanish name of a schedule day (spec 001 §2.3). Accepts a number or numeric string — 0 or 7
 * Domingo, 1 Lunes … 6 Sábado (covers both `getDay()` and ISO 1-7 numbering) — or a day name in
 * Spanish (any case, accents optional: "miercoles") or English ("Monday").
 * @returns the capitalised, accented Spanish name; unknown input is returned unchanged
 */
export function dayName(day: number | string): string {
  const raw = typeof day === 'number' ? String(day) : day;
  const text = raw.trim();
  if (/^\d+$/.test(text)) {
    const n = Number(text);
    if (n >= 0 && n <= 7) return DAY_NAMES[n % 7];
    return raw;
  }
  const folded = fold(text);
  const es = DAY_NAMES.findIndex((name) => fold(name) === folded);
  if (es >= 0) return DAY_NAMES[es];
  const en = ENGLISH_DAYS.indexOf(folded);
  if (en >= 0) return DAY_NAMES[en];
  return raw;
}

/** A service schedule row as the admin API sends it (contract §1.4 C2: day, init, finit "HH:mm[:ss]"). */
export interface ScheduleRow {
  day: number | string;
  init: string;
  finit: string;
}

/**
 * One schedule row for display: {day: 'Lunes', from: '8:00 AM', to: '4:00 PM'}.
 */
export function formatScheduleRow(row: ScheduleRow): { day: string; from: string; to: string } {
  return { day: dayName(row.day), from: to12Hour(row.init), to: to12Hour(row.finit) };
}
