/**
 * Immutable answer state of an expert form and the pure functions that change it (spec 001 §2.4,
 * §4 Form flow; contract §2.4 Steps, §2.5 rules and triggers, §2.7 density).
 *
 * Values by field type: text/textarea/select/radio-group → string; checkbox-group → string[] of the
 * ticked option values; date → 'yyyy-MM-dd'; time → 'HH:mm'; file → {@link FileValue}; grid rows
 * live in `grids[gridId]`. A missing key means empty. Every function returns a new state and
 * never mutates its input.
 */
import type { MessageKey, MessageRef } from '../../messages/es';
import { DENSITY_FIELDS, density } from './masks';
import type { FieldDef, FieldProps, FormModel, InitialValueEntry, OptionDef, StepDef } from './model';
import { RULE, invertAction, invertRule, parseRule } from './rules';

/** A file field's value: new browser files and/or references to stored documents (contract §2.9). */
export interface FileValue {
  readonly files: readonly unknown[];
}

/** Value of one field (see module doc). */
export type FieldValue = string | readonly string[] | FileValue;

/** One committed row of a grid: sub-field name → value. */
export type GridRow = Readonly<Record<string, FieldValue>>;

/** The whole answer state. */
export interface FormState {
  readonly model: FormModel;
  /** Chosen price variation id (spec 001 §2.4), null before one is confirmed. */
  readonly variationId: number | null;
  /** Run-time properties of every field id (top-level and grid sub-fields). */
  readonly props: Readonly<Record<string, FieldProps>>;
  /** Values of top-level fields by id. */
  readonly values: Readonly<Record<string, FieldValue>>;
  /** Grid rows by grid id. */
  readonly grids: Readonly<Record<string, readonly GridRow[]>>;
  /** Applied rule strings, de-duplicated keeping the last occurrence's order (contract §2.8). */
  readonly appliedRuleList: readonly string[];
  /** Errors set from server validations (masks 0, 14, 15, 16, 20, 21, 24, 25) by field id. */
  readonly serverErrors: Readonly<Record<string, MessageRef>>;
  /** Current real step index. */
  readonly step: number;
}

/** Options of {@link applyRule}. */
export interface ApplyRuleOptions {
  /** Apply the inverse (contract §2.5 `invertRule`) instead. */
  readonly inverse?: boolean;
  /** Record the applied string in `appliedRuleList` (default true). */
  readonly record?: boolean;
}

/** Labels set by rules 8, 9, 10 (contract §2.5). */
const RULE_LABEL_KEYS: Readonly<Record<number, MessageKey>> = {
  [RULE.toCedula]: 'requestForm.ruleLabels.cedula',
  [RULE.toPassport]: 'requestForm.ruleLabels.passport',
  [RULE.toRnc]: 'requestForm.ruleLabels.rnc',
};

/** Depth limit of rule 5 (re-fire) chains, so a self-referencing form cannot loop. */
const MAX_CLICK_DEPTH = 8;

/** Whether a value counts as empty (missing, '', blank string, [], file list without files). */
export function isEmptyValue(value: FieldValue | undefined | null): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return (value as FileValue).files.length === 0;
}

function record(list: readonly string[], rule: string): readonly string[] {
  const next = list.filter((r) => r !== rule);
  next.push(rule);
  return next;
}

/** The option of `field` whose value is `value`, if any. */
export function optionOf(field: FieldDef, value: string): OptionDef | undefined {
  return field.options.find((o) => o.value === value);
}

/** Option rules carried by a field's current value (select/radio: the chosen one; checkbox: the ticked ones). */
function rulesOfValue(field: FieldDef, value: FieldValue | undefined): string[] {
  const chosen = typeof value === 'string' ? [value] : ticked(value);
  // '' (an option without rule) and a rule naming no field both change nothing (contract §2.5).
  // Stryker disable next-line ArrayDeclaration: equivalent, the mutant's rule text names no field (no ':'), so it changes nothing
  return chosen.flatMap((v) => optionOf(field, v)?.rule ?? []);
}

/** The copies a rule run writes to (the input state is never mutated). */
interface Draftable {
  props: Record<string, FieldProps>;
  values: Record<string, FieldValue>;
  grids: Record<string, readonly GridRow[]>;
}

function run(model: FormModel, work: Draftable, rule: string, inverse: boolean, depth: number): void {
  const steps = parseRule(rule);
  for (const { action: raw, field } of steps) {
    const action = inverse ? invertAction(raw) : raw;
    const ids = model.byName[field];
    if (!ids) continue;
    for (const id of ids) {
      const def = model.fields[id];
      const p = work.props[id];
      switch (action) {
        case RULE.hide:
        case RULE.show:
          work.props[id] = { ...p, hidden: action === RULE.hide };
          break;
        case RULE.disable:
        case RULE.enable:
          work.props[id] = { ...p, enabled: action === RULE.enable };
          break;
        case RULE.require:
        case RULE.notRequired:
          work.props[id] = { ...p, required: action === RULE.require };
          break;
        case RULE.click:
          // A grid column holds no value in `values` (rows are committed entries), so it re-fires nothing.
          if (depth < MAX_CLICK_DEPTH) {
            for (const r of rulesOfValue(def, work.values[id])) run(model, work, r, false, depth + 1);
          }
          break;
        case RULE.clear:
          // A grid column's id is never a key of `values` or `grids` (rows are committed entries): a
          // rule on a column changes its props only.
          if (def.type === 'grid') delete work.grids[id];
          else delete work.values[id];
          break;
        default: {
          const mask = action === RULE.toCedula ? '0' : action === RULE.toRnc ? '1' : null;
          work.props[id] = { ...p, mask, labelKey: RULE_LABEL_KEYS[action] };
        }
      }
    }
  }
}

function applyMany(state: FormState, rules: readonly string[], inverse: boolean, rec: boolean): FormState {
  const effective = rules.filter((r) => r !== '');
  if (effective.length === 0) return state;
  const work: Draftable = {
    props: { ...state.props },
    values: { ...state.values },
    grids: { ...state.grids },
  };
  let list = state.appliedRuleList;
  for (const rule of effective) {
    run(state.model, work, rule, inverse, 0);
    if (rec) list = record(list, inverse ? invertRule(rule) : rule);
  }
  return { ...state, props: work.props, values: work.values, grids: work.grids, appliedRuleList: list };
}

/**
 * Applies a rule string (contract §2.5): 0 hide, 1 show, 2 disable, 3 enable, 4 require, 5 re-fire
 * the rule of the target's current value, 6 not required, 7 clear the value, 8/9/10 switch the
 * identification mask and label (cédula '0', passport none, RNC '1'). Targets are every field
 * (top-level or grid sub-field) with that name; unknown names are ignored. With `inverse` the
 * inverse rule is applied (and recorded) instead.
 */
export function applyRule(state: FormState, rule: string, options: ApplyRuleOptions = {}): FormState {
  return applyMany(state, [rule], options.inverse === true, options.record !== false);
}

/** Applies several rule strings in order (one state copy). */
export function applyRules(state: FormState, rules: readonly string[], options: ApplyRuleOptions = {}): FormState {
  return applyMany(state, rules, options.inverse === true, options.record !== false);
}

/** The options of a select offered now: filtered by the parent's value when it has `father_id`. */
export function optionsFor(state: FormState, id: string): readonly OptionDef[] {
  const def = state.model.fields[id];
  if (!def.fatherId) return def.options;
  const parentId = state.model.byName[def.fatherId]?.find((pid) => state.model.fields[pid].gridId === null);
  const parentValue = parentId ? state.values[parentId] : undefined;
  // No option has an undefined father (model.ts: null when absent) and `values` holds no '': an
  // empty parent offers nothing.
  return def.options.filter((o) => o.father === parentValue);
}

function withValue(state: FormState, id: string, value: FieldValue | undefined): FormState {
  const values = { ...state.values };
  if (isEmptyValue(value)) delete values[id];
  else values[id] = value as FieldValue;
  const serverErrors: Record<string, MessageRef> = { ...state.serverErrors };
  delete serverErrors[id];
  return { ...state, values, serverErrors };
}

function idOfName(model: FormModel, name: string): string | undefined {
  return model.byName[name]?.find((id) => model.fields[id].gridId === null);
}

/**
 * Sets a top-level field's value (empty values remove it) and runs the triggers of contract §2.5:
 * - select / radio-group: choosing applies the option's `rule`; clearing applies the previous
 *   option's inverse; children selects (`father_id` = this name) whose value is no longer offered
 *   are cleared (which runs their own triggers);
 * - checkbox-group: each newly ticked option applies its `rule`, each unticked one its `ruleF`;
 * - `areatotalterre1` / `canthabitacion`: recomputes `densidadhabitac` ({@link density}).
 * A changed value drops its server-validation error.
 */
export function setValue(state: FormState, id: string, value: FieldValue | undefined): FormState {
  const model = state.model;
  const def = model.fields[id];
  if (!def || def.gridId !== null) throw new RangeError(`unknown top-level field ${id}`);
  const prev = state.values[id];
  let next = withValue(state, id, value);
  const now = next.values[id];
  if (def.type === 'select' || def.type === 'radio-group') {
    const before = typeof prev === 'string' ? prev : '';
    const after = typeof now === 'string' ? now : '';
    if (after !== before) {
      // Clearing applies the previous option's inverse, choosing the new option's rule; a value
      // that is no option (an older draft's) carries none.
      const opt = after === '' ? optionOf(def, before) : optionOf(def, after);
      if (opt?.rule) next = applyRule(next, opt.rule, { inverse: after === '' });
      if (def.name) next = clearOrphanChildren(next, def.name);
    }
  } else {
    // checkbox-group (the other types' values are no string[]: nothing counts as ticked)
    const before = new Set(ticked(prev));
    const after = new Set(ticked(now));
    const rules: string[] = [];
    for (const opt of def.options) {
      if (after.has(opt.value) && !before.has(opt.value)) rules.push(opt.rule);
      if (!after.has(opt.value) && before.has(opt.value)) rules.push(opt.ruleF);
    }
    next = applyRules(next, rules); // '' (no rule) changes nothing and is not recorded
  }
  if (def.name === DENSITY_FIELDS.area || def.name === DENSITY_FIELDS.rooms) {
    const target = idOfName(model, DENSITY_FIELDS.result);
    const areaId = idOfName(model, DENSITY_FIELDS.area);
    const roomsId = idOfName(model, DENSITY_FIELDS.rooms);
    if (target) {
      const area = areaId ? next.values[areaId] : undefined;
      const rooms = roomsId ? next.values[roomsId] : undefined;
      // Both are text fields (contract §2.7): a string, or missing.
      next = withValue(next, target, density(area as string | undefined, rooms as string | undefined));
    }
  }
  return next;
}

/** The ticked option values of a checkbox-group value ([] for any other value). */
function ticked(value: FieldValue | undefined): readonly string[] {
  // Stryker disable next-line ArrayDeclaration: equivalent, no option has the mutant's value, so nothing counts as ticked or unticked
  return Array.isArray(value) ? (value as readonly string[]) : [];
}

/** Clears (with their own triggers) the children selects of `father` whose value it no longer offers. */
function clearOrphanChildren(state: FormState, father: string): FormState {
  let next = state;
  for (const childId of state.model.order) {
    if (state.model.fields[childId].fatherId !== father || !(childId in next.values)) continue;
    const offered = optionsFor(next, childId);
    if (!offered.some((o) => o.value === next.values[childId])) next = setValue(next, childId, undefined);
  }
  return next;
}

/** Sets a value without any trigger (restore, initial values). */
export function setValueSilently(state: FormState, id: string, value: FieldValue | undefined): FormState {
  return withValue(state, id, value);
}

/** Sets (ref) or clears (null) a field's server-validation error. */
export function setServerError(state: FormState, id: string, ref: MessageRef | null): FormState {
  const serverErrors = { ...state.serverErrors } as Record<string, MessageRef>;
  if (ref) serverErrors[id] = ref;
  else delete serverErrors[id];
  return { ...state, serverErrors };
}

/** Appends a committed row to a grid (validate it first with `validateGridRow`). */
export function addGridRow(state: FormState, gridId: string, row: GridRow): FormState {
  const rows = state.grids[gridId] ?? [];
  return { ...state, grids: { ...state.grids, [gridId]: [...rows, row] } };
}

/** Removes row `index` of a grid. */
export function removeGridRow(state: FormState, gridId: string, index: number): FormState {
  const rows = (state.grids[gridId] ?? []).filter((_, i) => i !== index);
  const grids = { ...state.grids, [gridId]: rows };
  if (rows.length === 0) delete grids[gridId];
  return { ...state, grids };
}

/** Resolves a carrier entry to (field id, value, rule to queue); checkbox entries tick an option. */
function resolveEntry(state: FormState, entry: InitialValueEntry): { id: string; value: FieldValue; rule: string } | null {
  const model = state.model;
  const direct = idOfName(model, entry.name);
  const def = direct ? model.fields[direct] : undefined;
  if (def && def.type !== 'checkbox-group') {
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a carrier entry's value is JSON from the form's definition: a scalar; an object would be shown as its text, never silently lost
    const value = String(entry.value ?? '');
    const rule = def.type === 'select' || def.type === 'radio-group' ? (optionOf(def, value)?.rule ?? '') : '';
    return { id: def.id, value, rule };
  }
  // checkbox-group: the entry names the group with an option value (or the option itself), or
  // names the ticked option of some group.
  const tries: [FieldDef, string][] = def
    ? [
        [def, entry.name],
        [def, String(entry.value)],
      ]
    : [];
  for (const id of model.order) {
    if (model.fields[id].type === 'checkbox-group') tries.push([model.fields[id], entry.name]);
  }
  for (const [owner, value] of tries) {
    const opt = optionOf(owner, value);
    if (!opt) continue;
    const list = ticked(state.values[owner.id]);
    return { id: owner.id, value: list.includes(opt.value) ? list : [...list, opt.value], rule: opt.rule };
  }
  return null;
}

function applyEntries(state: FormState, entries: readonly InitialValueEntry[], lock: boolean): FormState {
  let next = state;
  const rules: string[] = [];
  for (const entry of entries) {
    const hit = resolveEntry(next, entry);
    if (!hit) continue;
    next = setValueSilently(next, hit.id, hit.value);
    rules.push(hit.rule); // '' (no rule) changes nothing and is not recorded
    if (lock) rules.push(`${RULE.disable}:${entry.name}`);
  }
  return applyRules(next, rules);
}

/**
 * The initial state of a form (contract §2.5 "Initial rules"): server properties, no values, then
 * (a) each `rules` carrier entry sets its value (checkbox-group ticks the named option) and queues
 * the matching option rule; (b) the `rulesprice` entries of `variationId` do the same and lock the
 * field (`2:<name>`). Queued rules are applied and recorded.
 */
export function initialState(model: FormModel, variationId: number | null = null): FormState {
  const props: Record<string, FieldProps> = {};
  for (const id in model.fields) props[id] = model.fields[id].initial;
  let state: FormState = {
    model,
    variationId,
    props,
    values: {},
    grids: {},
    appliedRuleList: [],
    serverErrors: {},
    step: 0,
  };
  for (const entries of model.initialValues) state = applyEntries(state, entries, false);
  // No price values for a null variation: their keys are numbers (model.ts), never 'null'.
  // Stryker disable next-line ArrayDeclaration: equivalent, the mutant's entry names no field and ticks no option
  for (const entries of model.priceValues[variationId as number] ?? []) state = applyEntries(state, entries, true);
  return { ...state, step: firstVisibleStep(state) };
}

/** Whether a step is shown: its first field is not hidden (contract §2.4). */
export function isStepVisible(state: FormState, index: number): boolean {
  const step = state.model.steps[index];
  return step !== undefined && !state.props[step.firstFieldId].hidden;
}

/** The steps shown in the stepper, in order (hidden steps removed). */
export function visibleSteps(state: FormState): StepDef[] {
  return state.model.steps.filter((s) => !state.props[s.firstFieldId].hidden);
}

/** Index among the visible steps (the draft's `fakeStep`) of real step `index`; -1 when hidden. */
export function fakeStepOf(state: FormState, index: number): number {
  return visibleSteps(state).findIndex((s) => s.index === index);
}

function firstVisibleStep(state: FormState): number {
  return visibleSteps(state)[0]?.index ?? 0;
}

/** Next visible real step after `index`, or null on the last one (hidden steps skipped, spec 001 §4). */
export function nextVisibleStep(state: FormState, index: number = state.step): number | null {
  return visibleSteps(state).find((s) => s.index > index)?.index ?? null;
}

/** Previous visible real step before `index`, or null on the first one. */
export function previousVisibleStep(state: FormState, index: number = state.step): number | null {
  return visibleSteps(state).findLast((s) => s.index < index)?.index ?? null;
}

/** Moves to real step `index`. */
export function goToStep(state: FormState, index: number): FormState {
  if (index < 0 || index >= state.model.steps.length) throw new RangeError(`no step ${index}`);
  return { ...state, step: index };
}

/** Selects the price variation, re-running the initial values of {@link initialState} for it. */
export function withVariation(state: FormState, variationId: number): FormState {
  return initialState(state.model, variationId);
}
