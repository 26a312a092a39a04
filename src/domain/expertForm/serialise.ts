/**
 * Serialisation of an expert-form state to the draft (POST /drafts) and to the `form` part of
 * POST /requests, and restore from a draft (spec 001 §3 Draft, §4 Form flow; contract §2.8, §2.9,
 * §2.10). Pure.
 *
 * Without the existing client's known bugs (contract §5 items 9 and 10): hidden and empty fields are
 * simply left out (no literal `false` entries), and a checkbox group sends the ticked option values
 * (`labelValue` = their labels joined by ', ') instead of `[field label]`. Restore still accepts
 * drafts holding those `false` entries and `[field label]` values.
 *
 * Other decisions: grid fields are not repeated inside `data` (their rows are under `grid`, keyed by
 * `relationship`; a grid row has no place in the `FormAnswer.value` type); the submitted `label` is
 * the server label of the field; each answer item and grid cell of a field with a mask also carries
 * that mask as `Mask` (the code as text, e.g. '0' cédula, '2' teléfono, '12' decimal; an additional
 * property the backend stores with the answers) so the request detail can show the value as spec 001
 * §5 Formatters say. The mask is the field's current one (a rule may switch it, spec 001 §4).
 */
import type { SchemaDraft, SchemaDraftSaveBody, SchemaFormAnswer, SchemaGridAnswers, SchemaGridCell } from '../../api/generated/admin';
import { DIGITS_ON_SUBMIT, MASK, formatOnBlur } from './masks';
import type { FieldDef, FieldProps, FormModel } from './model';
import {
  type FieldValue,
  type FileValue,
  type FormState,
  type GridRow,
  applyRules,
  fakeStepOf,
  initialState,
  isEmptyValue,
  optionOf,
  setValueSilently,
  visibleSteps,
} from './state';

/** A serialised value without its label (the data item adds `label`, the grid cell `MainLabel`). */
export interface AnswerCore {
  key: string;
  value: SchemaFormAnswer['value'];
  labelValue: string | null;
  customLabel?: { key: string | null; value: string };
  type: string;
  /** The field's mask code (contract §2.6), only when the field has one. */
  Mask?: string;
}

/** `{ Mask }` when the field has a mask, else nothing (spread into an item). */
const maskPart = (props: FieldProps): { Mask?: string } => (props.mask !== null ? { Mask: props.mask } : {});

/** One value as a wire item without its label (contract §2.9 `transformValue`); null when empty/unknown option. */
export function answerOf(def: FieldDef, props: FieldProps, value: FieldValue | undefined): AnswerCore | null {
  if (!def.name || isEmptyValue(value)) return null;
  const key = def.name;
  const type = def.type;
  if (def.type === 'checkbox-group') {
    const ticked = (value as readonly string[]).map((v) => optionOf(def, v)).filter((o) => o !== undefined);
    if (ticked.length === 0) return null;
    return { key, value: ticked.map((o) => o.value), labelValue: ticked.map((o) => o.label).join(', '), type };
  }
  if (typeof value !== 'string') return null;
  if (def.type === 'select') {
    const opt = optionOf(def, value);
    if (!opt) return null;
    return { key, value: opt.value, labelValue: opt.label, customLabel: { key: def.labelPersist, value: opt.label }, type };
  }
  if (def.type === 'radio-group') {
    const opt = optionOf(def, value);
    return opt ? { key, value: opt.value, labelValue: opt.label, type } : null;
  }
  let out = value;
  // a field without a mask (null) is in no mask set: the wider set type only lets `has` take it
  if ((DIGITS_ON_SUBMIT as ReadonlySet<string | null>).has(props.mask)) out = value.replace(/\D/g, '');
  else if (props.mask === MASK.money) out = value.replace(/,/g, '');
  return { key, value: out, labelValue: def.type === 'text' ? null : def.label, type, ...maskPart(props) };
}

/** Whether a field's value is a `data` item (an unnamed field has none: answerOf and byName leave it out). */
function isSerialisable(def: FieldDef): boolean {
  return def.type !== 'header' && def.type !== 'grid' && def.type !== 'file';
}

/** The top-level grid fields, in form order. */
function gridFields(model: FormModel): FieldDef[] {
  // Stryker disable next-line ConditionalExpression,MethodExpression: equivalent, another field has no rows in the state and a null relationship, which no draft's grid is keyed by (a grid's falls back to its name or id)
  return model.order.map((id) => model.fields[id]).filter((def) => def.type === 'grid');
}

/**
 * Ids of the fields of hidden steps (a step is hidden when its h1 header is; contract §2.4). Their
 * values stay in the state (the step may show again) but are neither validated nor submitted.
 */
export function fieldsOfHiddenSteps(state: FormState): ReadonlySet<string> {
  const out = new Set<string>();
  for (const step of state.model.steps) {
    if (state.props[step.firstFieldId].hidden) for (const id of step.fieldIds) out.add(id);
  }
  return out;
}

/** The `data` items: every visible, non-empty, non-file, non-grid field of a visible step, in form order. */
export function toAnswers(state: FormState): SchemaFormAnswer[] {
  const out: SchemaFormAnswer[] = [];
  const hiddenSteps = fieldsOfHiddenSteps(state);
  for (const id of state.model.order) {
    const def = state.model.fields[id];
    const props = state.props[id];
    if (props.hidden || hiddenSteps.has(id) || !isSerialisable(def)) continue;
    const answer = answerOf(def, props, state.values[id]);
    if (answer) out.push({ ...answer, label: def.label });
  }
  return out;
}

/** The `grid` object: `{ [relationship]: [ { [subName]: cell } ] }` for visible grids with rows. */
export function toGridAnswers(state: FormState): SchemaGridAnswers {
  const out: SchemaGridAnswers = {};
  const hiddenSteps = fieldsOfHiddenSteps(state);
  for (const def of gridFields(state.model)) {
    const rows = state.grids[def.id];
    if (state.props[def.id].hidden || hiddenSteps.has(def.id) || !rows?.length) continue;
    out[def.relationship as string] = rows.map((row) => {
      const cells: Record<string, SchemaGridCell> = {};
      for (const childId of def.children) {
        const sub = state.model.fields[childId];
        if (!sub.name || sub.type === 'header' || state.props[childId].hidden) continue;
        const answer = answerOf(sub, state.props[childId], row[sub.name]);
        if (answer) cells[sub.name] = { ...answer, MainLabel: sub.label };
      }
      return cells;
    });
  }
  return out;
}

/** A file field's answer for the submit pipeline (contract §2.9 files, §2.10 steps 2–3). */
export interface FileAnswer {
  readonly key: string;
  readonly label: string;
  readonly files: readonly unknown[];
  /** Label of each file: "<field label> <n>", n from 1. */
  readonly names: readonly string[];
}

/** The `form` parts the engine owns (contract §2.10 step 4) plus the files to upload. */
export interface SubmitForm {
  readonly data: SchemaFormAnswer[];
  readonly grid: SchemaGridAnswers;
  readonly files: FileAnswer[];
}

/** Serialises for POST /requests: `data` (no file, no grid items), `grid`, and the visible file fields. */
export function toSubmitForm(state: FormState): SubmitForm {
  const files: FileAnswer[] = [];
  const hiddenSteps = fieldsOfHiddenSteps(state);
  for (const id of state.model.order) {
    const def = state.model.fields[id];
    const value = state.values[id];
    if (def.type !== 'file' || state.props[id].hidden || hiddenSteps.has(id) || !def.name || isEmptyValue(value)) continue;
    const list = (value as FileValue).files;
    files.push({ key: def.name, label: def.label, files: list, names: list.map((_, i) => `${def.label} ${i + 1}`) });
  }
  return { data: toAnswers(state), grid: toGridAnswers(state), files };
}

/** Owner keys and amounts of a draft (contract §2.8). */
export interface DraftContext {
  readonly citizenId: string;
  readonly serviceId: number | string;
  readonly expertformId: number | string;
  /** Amount of the chosen variation, DOP ("7000.00"). */
  readonly totalPayment: string | number;
}

/**
 * The POST /drafts body (contract §2.8): `step` real index, `fakeStep` visible index. With
 * `atReview` (issue 27 'Revise su solicitud') the citizen is past the last step, on the review:
 * `fakeStep` is then the number of visible steps (one past the last visible index, which no step
 * has) and `step` the last step shown; {@link isDraftAtReview} reads it back.
 */
export function toDraft(state: FormState, ctx: DraftContext, atReview = false): SchemaDraftSaveBody {
  return {
    citizen_id: ctx.citizenId,
    service_id: ctx.serviceId,
    expertform_id: ctx.expertformId,
    data: toAnswers(state),
    grid: toGridAnswers(state),
    appliedRuleList: [...state.appliedRuleList],
    fakeStep: atReview ? visibleSteps(state).length : Math.max(0, fakeStepOf(state, state.step)),
    step: state.step,
    variations: state.variationId === null ? [] : [state.variationId],
    totalPayment: ctx.totalPayment,
  };
}

/**
 * Whether a draft was saved on the review (issue 27; {@link toDraft} with `atReview`): its
 * `fakeStep` is at least the number of steps visible in `restored`, the state {@link fromDraft} made
 * of it (its rules replayed). A draft of the existing client never is (its `fakeStep` is an index).
 */
export function isDraftAtReview(restored: FormState, draft: Pick<SchemaDraft, 'fakeStep'>): boolean {
  const fake = Number(draft.fakeStep);
  return Number.isInteger(fake) && fake >= visibleSteps(restored).length;
}

/** Whether a `saved_fields` value is a draft worth offering (its `data` has items; spec 001 §4). */
export function isRestorableDraft(saved: unknown): saved is SchemaDraft {
  // a primitive or an array has no `data`
  const data = (saved as { data?: unknown } | null | undefined)?.data;
  return Array.isArray(data) && data.some((item) => item && typeof item === 'object');
}

/** A stored value back to the engine's value for `def` (contract §2.8 restore); undefined when unusable. */
function valueFromAnswer(def: FieldDef, props: FieldProps, raw: unknown): FieldValue | undefined {
  if (raw == null || raw === false) return undefined; // `== null`: null or undefined
  if (def.type === 'checkbox-group') {
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a stored answer is JSON: an element that is not a string or a number prints as text that matches no option, so it ticks nothing (the rule's point does not arise)
    const list = Array.isArray(raw) ? raw.map(String) : [String(raw)];
    const ticked = def.options.filter((o) => list.includes(o.value) || list.includes(o.label)).map((o) => o.value);
    if (ticked.length) return ticked;
    // a legacy `[field label]` value of a one-option group means that option was ticked
    return def.options.length === 1 && list.includes(def.label) ? [def.options[0].value] : undefined;
  }
  if (typeof raw === 'object') return undefined;
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- objects returned above: `raw` is a string, number, boolean or bigint here (TypeScript cannot narrow `unknown` that far)
  const text = String(raw);
  if (def.type === 'time') return text.slice(0, 5);
  if (def.type === 'date') return text.slice(0, 10);
  return formatOnBlur(props.mask, text);
}

/** `state` with the values of the draft's `data` items (no triggers); unusable items are skipped. */
function withAnswers(state: FormState, items: readonly unknown[]): FormState {
  const model = state.model;
  let out = state;
  for (const item of items) {
    // a `false` entry, null or a text has no key
    const key: unknown = (item as { key?: unknown } | null)?.key;
    // Stryker disable next-line ConditionalExpression: equivalent, Object.hasOwn reads a key that is not text as its text ('7', 'undefined'), and no form names a field so
    const isText = typeof key === 'string';
    // Own keys only: a stored draft naming 'constructor' or '__proto__' is an unknown field, not a crash.
    const named = isText && Object.hasOwn(model.byName, key) ? model.byName[key] : undefined;
    const id = named?.find((fid) => model.fields[fid].gridId === null && isSerialisable(model.fields[fid]));
    if (!id) continue;
    const value = valueFromAnswer(model.fields[id], out.props[id], (item as { value?: unknown }).value);
    if (value !== undefined) out = setValueSilently(out, id, value);
  }
  return out;
}

/**
 * Restores a draft (contract §2.8; spec 001 §4): initial state for `variations[0]`, replay of
 * `appliedRuleList`, then the saved values and grid rows (no triggers), then `step`. Items of
 * unknown fields, `false` items and unknown options are ignored.
 */
export function fromDraft(model: FormModel, draft: SchemaDraft): FormState {
  const variation = Array.isArray(draft.variations) && draft.variations.length ? Number(draft.variations[0]) : null;
  let state = initialState(model, variation);
  state = applyRules(state, Array.isArray(draft.appliedRuleList) ? draft.appliedRuleList.filter((r) => typeof r === 'string') : []);
  if (Array.isArray(draft.data)) state = withAnswers(state, draft.data);
  // neither the initial values nor the replayed rules add grid rows: the draft's rows are all of them
  const grids: Record<string, readonly GridRow[]> = {};
  for (const def of gridFields(model)) {
    const rows: unknown = draft.grid?.[def.relationship as string];
    if (!Array.isArray(rows)) continue;
    grids[def.id] = rows.map((cells: Record<string, SchemaGridCell | null> | null) => {
      const row: Record<string, FieldValue> = {};
      for (const childId of def.children) {
        const sub = model.fields[childId];
        const cell = sub.name ? cells?.[sub.name] : undefined;
        const value = cell ? valueFromAnswer(sub, state.props[childId], cell.value) : undefined;
        if (value !== undefined) row[sub.name as string] = value;
      }
      return row;
    });
  }
  const step = Number.isInteger(draft.step) && draft.step >= 0 && draft.step < model.steps.length ? draft.step : state.step;
  return { ...state, grids, step };
}
