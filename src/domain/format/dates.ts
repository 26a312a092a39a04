/**
 * Date formatters with date-fns and its Spanish locale (spec 001 §1 "Dates are shown as dd/MM/yyyy",
 * §2.1 documents "yyyy-MM-dd HH:mm:ss", §2.5 messages "day de month year hh:mm a").
 *
 * Backend dates come as "YYYY-MM-DD HH:mm:ss" without a zone (contract §1.4 C3, §3.1); they are read
 * as local wall-clock time, as the existing portal does. ISO strings with a zone are honoured.
 */
import { format, isValid } from 'date-fns';
import { es as esLocale } from 'date-fns/locale';
import { DATE_DISPLAY_FORMAT, DATE_TIME_FORMAT, MESSAGE_DATE_FORMAT } from '../constants';

/** What the formatters accept: a Date, epoch milliseconds or a backend/ISO date string. */
export type DateInput = Date | number | string | null | undefined;

const LOCAL_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;
const ZONED_RE = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?)(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * Reads a backend date: "2022-01-31", "2022-01-31 10:00:00", "2022-01-31T10:00" (local time) or a
 * zoned ISO string such as "2022-01-31T10:00:00.000000Z" (fractions beyond ms are dropped).
 * @returns the Date, or null for blank or unparseable input (including impossible dates such as
 *   "2022-02-30")
 */
export function parseBackendDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return isValid(value) ? value : null;
  if (typeof value === 'number') {
    const d = new Date(value);
    return isValid(d) ? d : null;
  }
  const text = value.trim();
  const local = LOCAL_RE.exec(text);
  if (local) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = local;
    const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
    const sameFields =
      date.getFullYear() === Number(y) &&
      date.getMonth() === Number(mo) - 1 &&
      date.getDate() === Number(d) &&
      date.getHours() === Number(h) &&
      date.getMinutes() === Number(mi);
    return sameFields ? date : null;
  }
  const zoned = ZONED_RE.exec(text);
  if (zoned) {
    const [, main, fraction = '', zone] = zoned;
    const d = new Date(`${main}${fraction.slice(0, 4)}${zone}`);
    return isValid(d) ? d : null;
  }
  return null;
}

function formatWith(value: DateInput, pattern: string): string {
  const date = parseBackendDate(value);
  return date ? format(date, pattern, { locale: esLocale }) : '';
}

/** "dd/MM/yyyy": "2022-01-31 10:00:00" → "31/01/2022". '' when unparseable. */
export function formatDate(value: DateInput): string {
  return formatWith(value, DATE_DISPLAY_FORMAT);
}

/** "yyyy-MM-dd HH:mm:ss" (desk documents, spec 001 §2.1). '' when unparseable. */
export function formatDateTime(value: DateInput): string {
  return formatWith(value, DATE_TIME_FORMAT);
}

/**
 * Messages tab format "d de MMMM yyyy hh:mm a" in Spanish (spec 001 §2.5):
 * "2022-01-31 14:05:00" → "31 de enero 2022 02:05 PM". '' when unparseable.
 */
export function formatMessageDate(value: DateInput): string {
  return formatWith(value, MESSAGE_DATE_FORMAT);
}

/** "yyyy-MM-dd" (request payload `fechasolicitud`, dynamic-form dates; contract §2.9). '' when unparseable. */
export function toIsoDate(value: DateInput): string {
  return formatWith(value, 'yyyy-MM-dd');
}

/** "HH:mm" (request payload `horasolicitud`, dynamic-form times; contract §2.9). '' when unparseable. */
export function toTimeHHmm(value: DateInput): string {
  return formatWith(value, 'HH:mm');
}
