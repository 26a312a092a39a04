/**
 * Small builders of expert-form fields in the real backend's wire shape (contract §2.1–§2.3; spec
 * 001 §2.4 "Dynamic form field types"), so the authored forms of the embedded backend stay short.
 *
 * Every builder returns a plain `SchemaFormField` exactly as `GET /expertform/{id}/get/{citizenId}`
 * sends it: `Mask` (capital M, string code or null), `MaskParam` (false or a field name), `hidden`,
 * `enabled`, `required`, `values` with `rule` (and `ruleF` / `father` when given), `label_persist` on
 * selects, `relationship` and `fields` on grids, `valid_exts` on files, carriers `rules` / `rulesprice`
 * with JSON strings. `orden` is assigned by {@link expertForm} (a 12-digit string unique per form,
 * as the real forms have), so field lists never repeat it by hand.
 */
import type { SchemaExpertForm, SchemaFormField } from '../../../../api/generated/admin';

/** A wire field. */
export type Field = SchemaFormField;

/** One option: label, value, rule when chosen / ticked, `ruleF` when unticked, parent value. */
export interface Opt {
  readonly label: string;
  readonly value: string;
  readonly rule?: string;
  readonly ruleF?: string;
  readonly father?: string;
}

/** Common flags of input fields (server defaults: visible, enabled, optional). */
export interface FieldOpts {
  readonly required?: boolean;
  readonly hidden?: boolean;
  readonly enabled?: boolean;
  /** Maximum length (text, textarea). */
  readonly length?: number | null;
  /** Name of the related select of masks 20 and 24. */
  readonly maskParam?: string;
  readonly placeholder?: string;
}

/** One initial value of a carrier entry (contract §2.2 `rules` / `rulesprice`). */
export interface InitialValue {
  readonly name: string;
  readonly type: string;
  readonly value: string | boolean;
}

function flags(o: FieldOpts): Pick<Field, 'hidden' | 'enabled' | 'required'> {
  return { hidden: o.hidden === true, enabled: o.enabled !== false, required: o.required === true };
}

/** An option; `rule` '' = none. */
export function opt(label: string, value: string, rule = '', extra: Pick<Opt, 'ruleF' | 'father'> = {}): Opt {
  return { label, value, rule, ...extra };
}

function values(options: readonly Opt[]): NonNullable<Field['values']> {
  return options.map((o) => ({
    label: o.label,
    value: o.value,
    rule: o.rule ?? '',
    ...(o.ruleF !== undefined ? { ruleF: o.ruleF } : {}),
    ...(o.father !== undefined ? { father: o.father } : {}),
  }));
}

/** Step title (`header` h1); a hidden h1 hides its whole step (contract §2.4). */
export function h1(name: string, label: string, o: { hidden?: boolean } = {}): Field {
  return { type: 'header', subtype: 'h1', name, label, hidden: o.hidden === true };
}

/** Sub-title inside a step (`header` h2). */
export function h2(name: string, label: string, o: { hidden?: boolean } = {}): Field {
  return { type: 'header', subtype: 'h2', name, label, hidden: o.hidden === true };
}

/** Text input with mask code `mask` (contract §2.6) or none. */
export function text(name: string, label: string, mask: string | null = null, o: FieldOpts = {}): Field {
  return {
    type: 'text',
    subtype: 'text',
    name,
    label,
    Mask: mask,
    MaskParam: o.maskParam ?? false,
    length: o.length ?? null,
    ...(o.placeholder ? { placeholder: o.placeholder } : {}),
    ...flags(o),
  };
}

/** Multi-line text. */
export function textarea(name: string, label: string, o: FieldOpts = {}): Field {
  return { type: 'textarea', name, label, length: o.length ?? null, ...flags(o) };
}

/** Date ('yyyy-MM-dd'); mask '10' (fecha) as the real forms send it, '' when `mask` is ''. */
export function date(name: string, label: string, o: FieldOpts & { mask?: string } = {}): Field {
  return { type: 'date', subtype: 'text', name, label, Mask: o.mask ?? '10', MaskParam: false, ...flags(o) };
}

/** Time ('HH:mm'); mask '11' (hora) as the real forms send it. */
export function time(name: string, label: string, o: FieldOpts & { mask?: string } = {}): Field {
  return { type: 'time', subtype: 'text', name, label, Mask: o.mask ?? '11', MaskParam: false, ...flags(o) };
}

/** Select; `label_persist` defaults to `<name>lbl`; `fatherId` filters options by the parent's value. */
export function select(name: string, label: string, options: readonly Opt[], o: FieldOpts & { fatherId?: string; labelPersist?: string } = {}): Field {
  return {
    type: 'select',
    name,
    label,
    label_persist: o.labelPersist ?? `${name}lbl`,
    ...(o.fatherId ? { father_id: o.fatherId } : {}),
    values: values(options),
    ...flags(o),
  };
}

/** Radio group. */
export function radio(name: string, label: string, options: readonly Opt[], o: FieldOpts = {}): Field {
  return { type: 'radio-group', name, label, values: values(options), ...flags(o) };
}

/** Checkbox group (toggle buttons); options may carry `rule` (ticked) and `ruleF` (unticked). */
export function checkbox(name: string, label: string, options: readonly Opt[], o: FieldOpts = {}): Field {
  return { type: 'checkbox-group', name, label, values: values(options), ...flags(o) };
}

/** File upload; required unless `required: false`; `exts` = the one accepted extension or none. */
export function file(name: string, label: string, o: FieldOpts & { exts?: string } = {}): Field {
  return { type: 'file', name, label, ...(o.exts ? { valid_exts: o.exts } : {}), ...flags({ required: true, ...o }) };
}

/** Grid of rows edited in a popup; rows are submitted under `relationship`. */
export function grid(name: string, label: string, relationship: string, fields: readonly Field[], o: FieldOpts = {}): Field {
  return { type: 'grid', name, label, relationship, fields: [...fields], ...flags(o) };
}

/** `rules` carrier: initial values set when the form opens (one JSON string per entry list). */
export function initialValues(...entries: readonly (readonly InitialValue[])[]): Field {
  return { type: 'rules', rules: entries.map((list) => JSON.stringify(list)) };
}

/** `rulesprice` carrier: initial values (locked) per price variation id of the procedure. */
export function priceValues(byVariation: Readonly<Record<number, readonly InitialValue[]>>): Field {
  return {
    type: 'rulesprice',
    data: Object.entries(byVariation).map(([id, list]) => ({ id: Number(id), rules: JSON.stringify(list) })),
  };
}

/** Header data of an authored form. */
export interface FormMeta {
  /** `expertform_id` of the catalogue procedure (101–126). */
  readonly id: number;
  /** `formulary_data.name`, e.g. 'mitur-dpp-nous'. */
  readonly name: string;
  readonly version: number;
}

/**
 * The wire payload (without `saved_fields`): assigns `orden` to every field and grid sub-field in
 * order ("1" + form id + 8-digit sequence, 12 digits) and sets `formulary_data` (institution 10 =
 * MITUR, as in the real form).
 */
export function expertForm(meta: FormMeta, groups: readonly (readonly Field[])[]): SchemaExpertForm {
  let seq = 0;
  const number = (field: Field): Field => {
    seq += 1;
    const orden = `1${String(meta.id).padStart(3, '0')}${String(seq * 100).padStart(8, '0')}`;
    return field.type === 'grid' ? { ...field, orden, fields: (field.fields ?? []).map(number) } : { ...field, orden };
  };
  return {
    formulary_data: { name: meta.name, institution_id: 10, version: meta.version },
    fields: groups.map((group) => group.map(number)),
  };
}
