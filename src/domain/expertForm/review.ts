/**
 * The answers of an expert form as the citizen reviews them before sending (issue 27 'Revise su
 * solicitud') and as the receipt lists them ('Comprobante de solicitud'): every visible step with its
 * title and the answers of its visible fields, formatted for reading. Pure.
 *
 * - Text by the field's mask (contract §2.6; spec 001 §5 Formatters): cédula 3-7-1, RNC 1-2-5-1,
 *   phones 3-3-4 (`formatAnswerValue`), amounts (mask 12) as 'RD$ 1,234.00'; a field without a mask
 *   as typed. A value the mask cannot format (a passport under the cédula mask, an unreadable
 *   amount) is shown as typed.
 * - Dates 'yyyy-MM-dd' as dd/MM/yyyy (spec 001 §1); times as typed ('HH:mm').
 * - Selects and radios by their option's label, checkbox groups by the ticked options' labels
 *   (', '-joined); a value that is no option (an older draft's) as stored.
 * - Files by name and size (MB; the view words the size), grids as small tables (columns: the
 *   visible named sub-fields; one row per committed row).
 * - Hidden fields and the fields of hidden steps never appear (contract §2.4); `h1` headers are the
 *   step's title, `h2` sub-titles and the carriers are no answers. An empty field is
 *   `{ kind: 'unanswered' }`: the view says so.
 */
import type { MessageKey } from '../../messages/es';
import { formatAnswerValue } from '../format/answers';
import { formatMoneyRD } from '../format/money';
import { MASK } from './masks';
import type { FieldDef, FieldProps } from './model';
import { isEmptyValue, optionOf, visibleSteps, type FieldValue, type FileValue, type FormState, type GridRow } from './state';

/** A file of a file field: its name and size in MB (the picker's entry). */
export interface ReviewFile {
  readonly name: string;
  readonly sizeMb: number;
}

/** The shown value of one answer. */
export type ReviewValue =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'unanswered' }
  /** A stored answer of type 'checkbox' (a request's detail, contract §2.3 "shown as 'Si'"); never from a form. */
  | { readonly kind: 'yes' }
  | { readonly kind: 'files'; readonly files: readonly ReviewFile[] }
  | { readonly kind: 'grid'; readonly columns: readonly ReviewLabel[]; readonly rows: readonly (readonly string[])[] };

/** A label: the server's text, or the key of the label a rule set (rules 8/9/10; the view resolves it). */
export interface ReviewLabel {
  readonly text: string;
  readonly key?: MessageKey;
}

/** One answer: its field id, label and shown value. */
export interface ReviewItem {
  readonly id: string;
  readonly label: ReviewLabel;
  readonly value: ReviewValue;
}

/** One visible step: its real index (what 'Cambiar' opens), title and answers in form order. */
export interface ReviewSection {
  readonly step: number;
  readonly title: string;
  readonly items: readonly ReviewItem[];
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'yyyy-MM-dd' → 'dd/MM/yyyy'; anything else as typed. */
function dateText(value: string): string {
  const m = ISO_DATE.exec(value.trim());
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

/** The label of a field under its current properties. */
function labelOf(def: FieldDef, props: FieldProps): ReviewLabel {
  return props.labelKey ? { text: def.label, key: props.labelKey } : { text: def.label };
}

/**
 * A field's value as text (select, radio, checkbox, date, time, text, textarea), or null when empty.
 * @example answerText(cedulaDef, { ...props, mask: '0' }, '00112345678') // '001-1234567-8'
 */
export function answerText(def: FieldDef, props: FieldProps, value: FieldValue | undefined): string | null {
  if (isEmptyValue(value)) return null;
  if (Array.isArray(value)) {
    const list = value as readonly string[];
    return list.map((v) => optionOf(def, v)?.label ?? v).join(', ');
  }
  if (typeof value !== 'string') return null;
  if (def.type === 'select' || def.type === 'radio-group') return optionOf(def, value)?.label ?? value;
  if (def.type === 'date') return dateText(value);
  if (def.type === 'time' || props.mask === null) return value;
  if (props.mask === MASK.money) return formatMoneyRD(value) || value;
  return formatAnswerValue(value.trim(), props.mask);
}

/** The files of a file field's value, by name and size. */
function filesOf(value: FieldValue | undefined): ReviewFile[] {
  if (isEmptyValue(value) || typeof value === 'string' || Array.isArray(value)) return [];
  return (value as FileValue).files.map((entry) => {
    const e = entry as { name?: unknown; sizeMb?: unknown };
    return { name: typeof e.name === 'string' ? e.name : '', sizeMb: typeof e.sizeMb === 'number' ? e.sizeMb : 0 };
  });
}

/** A grid's committed rows as a table of its visible named sub-fields. */
function gridValue(state: FormState, def: FieldDef, rows: readonly GridRow[]): ReviewValue {
  const columns = def.children.map((id) => state.model.fields[id]).filter((sub) => sub.name !== null && sub.type !== 'header' && !state.props[sub.id].hidden);
  return {
    kind: 'grid',
    columns: columns.map((sub) => labelOf(sub, state.props[sub.id])),
    rows: rows.map((row) => columns.map((sub) => answerText(sub, state.props[sub.id], row[sub.name as string]) ?? '')),
  };
}

/** One field's review item, or null when it is no answer (headers, carriers). */
function itemOf(state: FormState, id: string): ReviewItem | null {
  const def = state.model.fields[id];
  const props = state.props[id];
  if (def.type === 'header' || def.type === 'rules' || def.type === 'rulesprice' || props.hidden) return null;
  const label = labelOf(def, props);
  if (def.type === 'grid') {
    const rows = state.grids[id] ?? [];
    return { id, label, value: rows.length ? gridValue(state, def, rows) : { kind: 'unanswered' } };
  }
  if (def.type === 'file') {
    const files = filesOf(state.values[id]);
    return { id, label, value: files.length ? { kind: 'files', files } : { kind: 'unanswered' } };
  }
  const text = answerText(def, props, state.values[id]);
  return { id, label, value: text === null ? { kind: 'unanswered' } : { kind: 'text', text } };
}

/** Every visible step with its answers, in order (see module documentation). */
export function reviewOf(state: FormState): ReviewSection[] {
  return visibleSteps(state).map((step) => ({
    step: step.index,
    title: step.title,
    items: step.fieldIds.flatMap((id) => itemOf(state, id) ?? []),
  }));
}
