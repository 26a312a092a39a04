/**
 * Formatting of the QA test cases (issue 29 item 2; tests/model/README.md "For QA"): values as a
 * tester types or sees them, message keys as the Spanish texts of src/messages/es, delays as
 * "espere 2,5 s", lines of at most {@link MAX_LINE} characters, and an RFC 4180 CSV writer.
 *
 * Vitest-free (the coverage report script loads it). Every function is pure.
 */
import { isMessageKey, t, type MessageParams } from '../../../src/messages/es';
import '../../../src/messages/all';

/** The longest line any generated QA file may have (characters). */
export const MAX_LINE = 160;

/** Longest value shown inside an instruction or a body before it is cut with '…'. */
export const MAX_VALUE = 60;

/** `text` cut to at most `max` characters, the last one '…' when something was cut. */
export function cut(text: string, max: number = MAX_VALUE): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, Math.max(1, max - 1)).join('')}…`;
}

/** A size in bytes as a tester reads it in a file dialog: `512 B`, `120 KB`, `2,5 MB`. */
export function sizeText(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '(tamaño desconocido)';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${decimal(bytes / (1024 * 1024))} MB`;
}

/** A number with at most one decimal and a decimal comma (es-DO): 2.5 → '2,5', 60 → '60'. */
function decimal(value: number): string {
  return String(Math.round(value * 10) / 10).replace('.', ',');
}

/**
 * A delay's duration as an instruction: 2500 → 'espere 2,5 s', 500 → 'espere 0,5 s',
 * 60000 → 'espere 60 s (1 min)'. `ms` is in milliseconds.
 */
export function delayText(ms: number): string {
  const seconds = `espere ${decimal(ms / 1000)} s`;
  return ms >= 60_000 ? `${seconds} (${decimal(ms / 60_000)} min)` : seconds;
}

interface FileLike {
  name: string;
  size: number;
}

function isFileLike(value: unknown): value is FileLike {
  if (typeof File !== 'undefined' && value instanceof File) return true;
  return typeof Blob !== 'undefined' && value instanceof Blob && typeof (value as { name?: unknown }).name === 'string';
}

/**
 * A value as a tester types or reads it:
 * - a File: `nombre.pdf (120 KB)`; a Blob without name: `archivo (3 KB)`;
 * - NaN: `NaN (no numérico)`; ±Infinity: `infinito`; other numbers as written (`7000`, `2.5`);
 * - a string: `«texto»` (cut with '…' past `max` characters), the empty string `«» (vacío)`; a
 *   message key (`'contact.success'`) as its Spanish text, `«Mensaje enviado satisfactoriamente»`;
 * - true / false: `sí` / `no`; null / undefined: `(vacío)`;
 * - an array: its items, comma separated, in `[ ]`; an object: `clave: valor` pairs in `{ }`;
 *   an Error: its `message`.
 * The whole text is cut to `max` characters.
 */
export function formatValue(value: unknown, max: number = MAX_VALUE): string {
  return cut(render(value, max, 0), max);
}

function render(value: unknown, max: number, depth: number): string {
  if (value === null || value === undefined) return '(vacío)';
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return 'NaN (no numérico)';
    if (!Number.isFinite(value)) return value > 0 ? 'infinito' : '-infinito';
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'sí' : 'no';
  if (typeof value === 'string') {
    if (value === '') return '«» (vacío)';
    return isMessageKey(value) ? `«${cut(t(value), max)}»` : `«${cut(value, max)}»`;
  }
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'function') return '(función)';
  if (isFileLike(value)) return `${value.name} (${sizeText(value.size)})`;
  if (typeof Blob !== 'undefined' && value instanceof Blob) return `archivo (${sizeText(value.size)})`;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'fecha no válida' : value.toISOString();
  if (value instanceof Error) return value.message || value.name;
  if (depth > 2) return '…';
  if (Array.isArray(value)) return value.length === 0 ? '[] (ninguno)' : `[${value.map((v) => render(v, max, depth + 1)).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => typeof v !== 'function');
  if (entries.length === 0) return '{}';
  return `{ ${entries.map(([k, v]) => `${k}: ${render(v, max, depth + 1)}`).join(', ')} }`;
}

/**
 * The Spanish text of a message key (src/messages/es), placeholders filled from `params`
 * (`t('files.maxSize', { n: 120 })`), in «»; null when `key` is not a message key.
 */
export function messageText(key: string, params?: MessageParams): string | null {
  return isMessageKey(key) ? `«${t(key, params)}»` : null;
}

/** A word shaped like a message key: `area.key`, `area.sub.key` (letters and digits). */
const KEY_TOKEN = /\b[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+\b/g;

/**
 * `text` with every embedded message key replaced by its Spanish text in «» (`'error:
 * requestForm.fillRequired'` → `'error: «Llene todos los campos requeridos»'`); words that are
 * not keys (`/app/myDesk`, `www.x.do`) are left as they are.
 */
export function resolveKeys(text: string, params?: MessageParams): string {
  return text.replace(KEY_TOKEN, (word) => messageText(word, params) ?? word);
}

/** The message keys left in `text` (words shaped like a key that ARE keys): for the export's tests. */
export function rawKeys(text: string): string[] {
  return (text.match(KEY_TOKEN) ?? []).filter((word) => isMessageKey(word));
}

/**
 * `text` broken at spaces into lines of at most `width` characters; the first line starts with
 * `first`, the others with `rest` (both counted). A word longer than a line is cut with '…'.
 */
export function wrap(text: string, first = '', rest = first.replace(/./g, ' '), width: number = MAX_LINE): string[] {
  const lines: string[] = [];
  let line = first;
  let empty = true;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const prefix = lines.length === 0 ? first : rest;
    const room = width - prefix.length;
    const piece = [...word].length > room ? cut(word, room) : word;
    if (empty) {
      line = `${prefix}${piece}`;
      empty = false;
    } else if ([...line].length + 1 + [...piece].length <= width) {
      line = `${line} ${piece}`;
    } else {
      lines.push(line);
      line = `${rest}${piece}`;
    }
  }
  lines.push(empty ? first.trimEnd() : line);
  return lines;
}

/** One CSV field (RFC 4180 §2): quoted when it holds a comma, a quote, CR or LF; quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * A CSV document (RFC 4180): records separated by CRLF (also the last one), fields by commas,
 * quoted by {@link csvField}; prefixed with the UTF-8 byte order mark (U+FEFF) so spreadsheet and
 * test-management imports (Excel, TestRail, Xray) read the accents as UTF-8.
 */
export function toCsv(rows: ReadonlyArray<readonly string[]>): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/**
 * Parses an RFC 4180 document written by {@link toCsv} (BOM optional) into records of fields: for
 * the export's tests and for checking what an import tool reads.
 *
 * @throws Error on a quote inside an unquoted field or an unterminated quoted field.
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  let fresh = true;
  while (i < source.length) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (c === '"') {
        quoted = false;
        i += 1;
        continue;
      }
      field += c;
      i += 1;
      continue;
    }
    if (c === '"') {
      if (!fresh) throw new Error(`CSV: a quote inside an unquoted field at ${i}`);
      quoted = true;
      fresh = false;
      i += 1;
    } else if (c === ',') {
      row.push(field);
      field = '';
      fresh = true;
      i += 1;
    } else if (c === '\r' && source[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      fresh = true;
      i += 2;
    } else {
      field += c;
      fresh = false;
      i += 1;
    }
  }
  if (quoted) throw new Error('CSV: unterminated quoted field');
  if (!fresh || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
