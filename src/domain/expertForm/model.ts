/**
 * Expert-form model: the read-only description of a dynamic form, parsed once from the payload of
 * `GET /expertform/{id}/get/{citizenId}` (spec 001 §2.4, §3 Expert form / Form field; contract §1.8
 * F1, §2.1–§2.4).
 *
 * - Steps are cut at `header` fields of subtype `h1` inside each outer group; the end of a group
 *   also closes a step (contract §2.4). Carriers (`rules`, `rulesprice`) are kept apart, never in a step.
 * - Every field gets a unique `id`: its `name`, or `name#2`, `name#3`... when the server repeats a
 *   name (the travel form has two grids named `DAfmDetAcomp`), or `_<n>` when it has no name
 *   (unnamed h1 headers and carriers). Grid sub-fields get `<gridId>/<subName>`.
 * - `byName` maps a server name to every id carrying it (top-level fields and grid sub-fields): a
 *   rule naming a field acts on all of them (contract §2.5 "A rule may also target sub-fields
 *   inside grids").
 *
 * Pure: no React, no IO. Wire types are imported as types only.
 */
import type { SchemaExpertForm, SchemaFormField } from '../../api/generated/admin';
import type { MessageKey } from '../../messages/es';
import { invertRule } from './rules';

/** Field types of the wire (contract §2.3). */
export type FieldType = SchemaFormField['type'];

/** One option of a select, radio-group or checkbox-group, normalised (contract §2.2 `values`). */
export interface OptionDef {
  readonly value: string;
  readonly label: string;
  /** Rule string applied when chosen / checked; '' = none. */
  readonly rule: string;
  /** Inverse of {@link rule} (contract §2.5 `invertRule`); '' when `rule` is ''. */
  readonly invertRule: string;
  /** Rule applied when a checkbox option is unchecked (`ruleF`); '' = none. */
  readonly ruleF: string;
  /** Parent select value for which this option is offered (father_id filtering); null = always. */
  readonly father: string | null;
}

/** The properties rules change at run time (contract §2.5). */
export interface FieldProps {
  readonly hidden: boolean;
  readonly enabled: boolean;
  readonly required: boolean;
  /** Mask code (contract §2.6) or null; '' from the server is normalised to null. */
  readonly mask: string | null;
  /** Set by rules 8/9/10: the label to show instead of the server's (requestForm.ruleLabels.*). */
  readonly labelKey?: MessageKey;
}

/** A parsed field. */
export interface FieldDef {
  readonly id: string;
  /** Server name (`fieldKey`, submitted `key`); null for unnamed headers and carriers. */
  readonly name: string | null;
  readonly type: FieldType;
  /** `h1` / `h2` on headers; otherwise as received (ignored). */
  readonly subtype: string | null;
  readonly label: string;
  readonly orden: string;
  /** Name of the related field of masks 20 and 24 (`MaskParam`), null when absent/false. */
  readonly maskParam: string | null;
  /** Maximum length (text, textarea), null = none. */
  readonly length: number | null;
  readonly options: readonly OptionDef[];
  /** (select) name of the parent select that filters the options. */
  readonly fatherId: string | null;
  /** (select) key sent as `customLabel.key`. */
  readonly labelPersist: string | null;
  /** (grid) key under which rows are submitted; null for other types. */
  readonly relationship: string | null;
  /** (file) required extension, e.g. 'pdf'. */
  readonly validExts: string | null;
  readonly placeholder: string | null;
  /** (grid) sub-field ids, in order. */
  readonly children: readonly string[];
  /** Id of the grid this sub-field belongs to; null at top level. */
  readonly gridId: string | null;
  /** Properties as received (`hidden`, `enabled`, `required`, `Mask`). */
  readonly initial: FieldProps;
}

/** A step of the stepper: `[h1 header, ...fields until the next h1]` (contract §2.4). */
export interface StepDef {
  /** Real step index (0-based), the draft's `step`. */
  readonly index: number;
  /** Stepper label: the label of the step's first field. */
  readonly title: string;
  /** Id of the first field; the step is hidden when that field is hidden. */
  readonly firstFieldId: string;
  /** Ids of the step's fields in order (headers included). */
  readonly fieldIds: readonly string[];
}

/** One initial value of a `rules` / `rulesprice` carrier: `{ name, type, value }` (contract §2.2). */
export interface InitialValueEntry {
  readonly name: string;
  readonly type: string;
  readonly value: unknown;
}

/** The parsed form. */
export interface FormModel {
  /** `formulary_data.name`, null when absent. */
  readonly name: string | null;
  /** `formulary_data.version` trimmed (sent as `req.form_version`), null when absent. */
  readonly version: string | null;
  readonly steps: readonly StepDef[];
  /** Every field (top-level and grid sub-fields) by id. */
  readonly fields: Readonly<Record<string, FieldDef>>;
  /** Top-level field ids in payload order (carriers excluded). */
  readonly order: readonly string[];
  /** Server name → ids (top-level and grid sub-fields) bearing it. */
  readonly byName: Readonly<Record<string, readonly string[]>>;
  /** Entries of the `rules` carriers (each carrier string parsed). */
  readonly initialValues: readonly (readonly InitialValueEntry[])[];
  /** `rulesprice` entries: variation id → initial values. */
  readonly priceValues: Readonly<Record<number, readonly (readonly InitialValueEntry[])[]>>;
  /** Number of fields received (all levels, carriers included). */
  readonly fieldCount: number;
}

/** Thrown by {@link parseExpertForm} when the payload has no `fields` array of arrays. */
export class ExpertFormParseError extends Error {
  override name = 'ExpertFormParseError';
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function maskOf(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  const s = typeof value === 'string' ? value.trim() : '';
  return s === '' ? null : s;
}

/**
 * Parses the JSON string of a carrier entry (`[{ name, type, value }]`); malformed strings give [].
 */
export function parseInitialValues(json: unknown): InitialValueEntry[] {
  if (typeof json !== 'string') return [];
  // Malformed text (blank included: JSON.parse throws on it) leaves `parsed` undefined, which the
  // item check below drops like any other non-object: no values.
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    // malformed: no values
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  return list.flatMap((item) => {
    // null / undefined cannot be destructured; other primitives carry no string `name` and are
    // dropped by the name check.
    if (!item) return [];
    const { name, type, value } = item as Record<string, unknown>;
    return typeof name === 'string' ? [{ name, type: typeof type === 'string' ? type : '', value }] : [];
  });
}

function optionsOf(field: SchemaFormField): OptionDef[] {
  return (field.values ?? []).map((o) => {
    const rule = typeof o.rule === 'string' ? o.rule.trim() : '';
    return {
      value: String(o.value ?? ''),
      label: String(o.label ?? ''),
      rule,
      invertRule: invertRule(rule),
      ruleF: typeof o.ruleF === 'string' ? o.ruleF.trim() : '',
      father: o.father === null || o.father === undefined ? null : String(o.father),
    };
  });
}

/**
 * Parses an expert-form payload (contract §2.1) into a {@link FormModel}.
 * @throws ExpertFormParseError when `payload.fields` is not an array of arrays
 */
export function parseExpertForm(payload: SchemaExpertForm): FormModel {
  if (!payload || !Array.isArray(payload.fields) || !payload.fields.every(Array.isArray)) {
    throw new ExpertFormParseError('expert form without fields[][]');
  }
  const fields: Record<string, FieldDef> = {};
  const byName: Record<string, string[]> = {};
  const order: string[] = [];
  const steps: StepDef[] = [];
  const initialValues: InitialValueEntry[][] = [];
  const priceValues: Record<number, InitialValueEntry[][]> = {};
  let unnamed = 0;
  let fieldCount = 0;

  const uniqueId = (base: string, taken: (id: string) => boolean): string => {
    if (!taken(base)) return base;
    let n = 2;
    while (taken(`${base}#${n}`)) n += 1;
    return `${base}#${n}`;
  };

  const define = (raw: SchemaFormField, gridId: string | null): FieldDef => {
    fieldCount += 1;
    const name = str(raw.name);
    const prefix = gridId ? `${gridId}/` : '';
    const id = name ? uniqueId(`${prefix}${name}`, (c) => c in fields) : `${prefix}_${(unnamed += 1)}`;
    const children: string[] = [];
    const def: FieldDef = {
      id,
      name,
      type: raw.type,
      subtype: str(raw.subtype),
      label: typeof raw.label === 'string' ? raw.label : '',
      orden: typeof raw.orden === 'string' ? raw.orden : id,
      maskParam: str(raw.MaskParam),
      length: typeof raw.length === 'number' && raw.length > 0 ? raw.length : null,
      options: optionsOf(raw),
      fatherId: str(raw.father_id),
      labelPersist: str(raw.label_persist),
      relationship: raw.type === 'grid' ? (str(raw.relationship) ?? name ?? id) : null,
      validExts: str(raw.valid_exts),
      placeholder: str(raw.placeholder),
      children,
      gridId,
      initial: {
        hidden: raw.hidden === true,
        enabled: raw.enabled !== false,
        required: raw.required === true,
        mask: maskOf(raw.Mask),
      },
    };
    fields[id] = def;
    if (name) (byName[name] ??= []).push(id);
    if (raw.type === 'grid') {
      for (const sub of raw.fields ?? []) children.push(define(sub, id).id);
    }
    return def;
  };

  for (const group of payload.fields) {
    let current: string[] = [];
    const close = () => {
      if (current.length === 0) return;
      const first = fields[current[0]];
      steps.push({ index: steps.length, title: first.label, firstFieldId: first.id, fieldIds: current });
      current = [];
    };
    for (const raw of group) {
      if (raw.type === 'rules') {
        fieldCount += 1;
        for (const entry of raw.rules ?? []) initialValues.push(parseInitialValues(entry));
        continue;
      }
      if (raw.type === 'rulesprice') {
        fieldCount += 1;
        for (const entry of raw.data ?? []) {
          (priceValues[Number(entry.id)] ??= []).push(parseInitialValues(entry.rules));
        }
        continue;
      }
      if (raw.type === 'header' && raw.subtype === 'h1') close();
      const def = define(raw, null);
      order.push(def.id);
      current.push(def.id);
    }
    close();
  }

  const version = payload.formulary_data?.version;
  return {
    name: str(payload.formulary_data?.name),
    version: version === undefined || version === null ? null : String(version).trim(),
    steps,
    fields,
    order,
    byName,
    initialValues,
    priceValues,
    fieldCount,
  };
}
