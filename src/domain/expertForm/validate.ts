/**
 * Validation of the expert form, per step (spec 001 §5 "Dynamic fields"; contract §2.4 "Validation
 * is per current step only", §2.6). Hidden and disabled fields are not validated (the user cannot
 * fix them), headers never are. Pure.
 */
import type { MessageRef } from '../../messages/es';
import { type MaskContext, isIsoDate, isTime, maskError } from './masks';
import type { FieldDef, FieldProps } from './model';
import { type FieldValue, type FormState, type GridRow, isEmptyValue } from './state';

/** Errors by field id; empty = valid. */
export type StepErrors = Readonly<Record<string, MessageRef>>;

/** Local error of one field's value under its current properties, or null. */
export function fieldError(def: FieldDef, props: FieldProps, value: FieldValue | undefined, ctx: MaskContext = {}): MessageRef | null {
  if (def.type === 'header' || props.hidden || !props.enabled) return null;
  if (isEmptyValue(value)) return props.required ? { key: 'errors.required' } : null;
  if (typeof value !== 'string') return null;
  if (def.type === 'date') return isIsoDate(value) ? null : { key: 'errors.invalidDate' };
  if (def.type === 'time') return isTime(value) ? null : { key: 'errors.invalidTime' };
  if (def.type === 'select' || def.type === 'radio-group') {
    return def.options.some((o) => o.value === value) ? null : { key: 'errors.required' };
  }
  if (def.length !== null && value.length > def.length) return { key: 'errors.maxLength' };
  return maskError(props.mask, value, ctx);
}

/**
 * Errors of real step `stepIndex`: required (every type; file and grid need at least one item),
 * masks ({@link maskError}), dates 'yyyy-MM-dd', times 'HH:mm', maximum lengths, and the errors set
 * from server validations.
 */
export function validateStep(state: FormState, stepIndex: number, ctx: MaskContext = {}): StepErrors {
  const step = state.model.steps[stepIndex];
  if (!step) throw new RangeError(`no step ${stepIndex}`);
  const errors: Record<string, MessageRef> = {};
  for (const id of step.fieldIds) {
    const def = state.model.fields[id];
    const props = state.props[id];
    let error: MessageRef | null;
    if (def.type === 'grid') {
      error = !props.hidden && props.required && (state.grids[id]?.length ?? 0) === 0 ? { key: 'errors.required' } : null;
    } else {
      error = fieldError(def, props, state.values[id], ctx) ?? (props.hidden || !props.enabled ? null : (state.serverErrors[id] ?? null));
    }
    if (error) errors[id] = error;
  }
  return errors;
}

/** Errors of every visible step (submit check), by field id. */
export function validateAll(state: FormState, ctx: MaskContext = {}): StepErrors {
  const all: Record<string, MessageRef> = {};
  for (const step of state.model.steps) {
    if (state.props[step.firstFieldId].hidden) continue;
    Object.assign(all, validateStep(state, step.index, ctx));
  }
  return all;
}

/**
 * Errors of a grid row in the nested popup, by sub-field NAME; the row needs at least one value
 * ('requestForm.gridAtLeastOne' under the key `''`), then each visible sub-field is checked like a
 * field (spec 001 §5 "Nested grid popup needs at least one value").
 */
export function validateGridRow(state: FormState, gridId: string, row: GridRow, ctx: MaskContext = {}): StepErrors {
  const grid = state.model.fields[gridId];
  const errors: Record<string, MessageRef> = {};
  const named = grid.children.map((id) => state.model.fields[id]).filter((d) => d.name !== null && d.type !== 'header');
  if (!named.some((d) => !isEmptyValue(row[d.name as string]))) {
    errors[''] = { key: 'requestForm.gridAtLeastOne' };
    return errors;
  }
  for (const def of named) {
    const error = fieldError(def, state.props[def.id], row[def.name as string], ctx);
    if (error) errors[def.name as string] = error;
  }
  return errors;
}
