/**
 * Pure context updates of the request-form chart's editing actions (src/machines/requestForm.machine.ts):
 * each takes the context (and the event's fields) and returns the part of the context that changes,
 * `{}` when nothing does (spec 001 §4 Form flow, §5 Dynamic fields; contract §2.5). The chart wraps
 * each in `assign`; keeping them here lets the chart file fit a screen.
 */
import {
  addGridRow,
  fromDraft,
  goToStep,
  initialState,
  interpretServerAnswer,
  isDraftAtReview,
  nextVisibleStep,
  previousVisibleStep,
  serverCheckFor,
  setServerError,
  setValue,
  withVariation,
  type FieldValue,
  type GridRow,
  type ServerOutcome,
} from '../../domain/expertForm';
import { firstInvalidStep, gridRowErrors } from './selectors';
import type { RequestFormContext } from './types';

type Update = Partial<RequestFormContext>;

/** Without `key` (a shallow copy). */
function without<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const copy = { ...record };
  delete copy[key];
  return copy;
}

/**
 * The saved draft replayed into a form (rules, step, data, grid, variation); the draft is consumed.
 * A draft saved on the review (issue 27) marks the review as reached, so it opens there; when it
 * lacks an answer (a required file: files are never part of a draft) it opens on the first step that
 * does, whose Continuar then returns to the review.
 */
export function restoredDraft(c: RequestFormContext): Update {
  if (!c.model || !c.draft) return {};
  const restored = fromDraft(c.model, c.draft);
  const reviewed = isDraftAtReview(restored, c.draft);
  const missing = reviewed ? firstInvalidStep({ form: restored, applicant: c.applicant }) : null;
  const form = missing === null ? restored : goToStep(restored, missing);
  return { form, selectedVariation: form.variationId, draft: null, reviewed };
}

/** 'Cambiar' on the review (issue 27): real step `step` opens, the shown errors cleared. */
export function changedStep(c: RequestFormContext, step: number): Update {
  return { form: c.form && goToStep(c.form, step), stepErrors: {} };
}

/** The selected variation confirmed: applied to the form (its `rulesprice` values), or a new form. */
export function confirmedVariation(c: RequestFormContext): Update {
  const id = c.selectedVariation;
  if (id === null) return {}; // `hasVariation` guards the transition
  // Stryker disable next-line ConditionalExpression: equivalent, withVariation(form, id) is initialState(form.model, id), the next line's result (the form's model is the context's)
  if (c.form) return { form: withVariation(c.form, id) };
  return c.model ? { form: initialState(c.model, id) } : {};
}

/** A field's new value: its notice and its shown step error go. */
export function changedField(c: RequestFormContext, fieldId: string, value: FieldValue | undefined): Update {
  if (!c.form) return {};
  return { form: setValue(c.form, fieldId, value), notices: without(c.notices, fieldId), stepErrors: without(c.stepErrors, fieldId) };
}

/** On blur: a local precondition error (masks 20/24), or the server check queued (once per value). */
export function plannedCheck(c: RequestFormContext, fieldId: string): Update {
  if (!c.form) return {};
  const plan = serverCheckFor(c.form, fieldId);
  if (plan.kind === 'none') return {};
  if (plan.kind === 'error') return { form: setServerError(c.form, fieldId, plan.error) };
  const value = c.form.values[fieldId];
  // Stryker disable next-line ConditionalExpression: equivalent, serverCheckFor already plans nothing for a value that is not a string
  if (typeof value !== 'string') return {}; // a server check only exists for a typed value
  const already = c.checks.some((q) => q.fieldId === fieldId && q.value === value);
  if (already || c.notices[fieldId]) return {};
  return { checks: [...c.checks, { fieldId, check: plan.check, value }] };
}

/** The answer of the head check applied (dropped when the value changed meanwhile), and dequeued. */
export function appliedCheck(c: RequestFormContext, outcome: ServerOutcome): Update {
  const [head, ...rest] = c.checks;
  if (!head) return {};
  if (!c.form || c.form.values[head.fieldId] !== head.value) return { checks: rest, lastNotice: null };
  const verdict = interpretServerAnswer(head.check, outcome);
  const form = setServerError(c.form, head.fieldId, verdict.valid ? null : verdict.error);
  const notices = verdict.valid && verdict.notice ? { ...c.notices, [head.fieldId]: verdict.notice } : without(c.notices, head.fieldId);
  return { form, notices, checks: rest, lastNotice: verdict.notice ? { notice: verdict.notice, valid: verdict.valid } : null };
}

/** A grid row added when it is valid (an invalid one stays in the popup). */
export function addedRow(c: RequestFormContext, gridId: string, row: GridRow): Update {
  if (!c.form || Object.keys(gridRowErrors(c, gridId, row)).length > 0) return {};
  return { form: addGridRow(c.form, gridId, row), stepErrors: without(c.stepErrors, gridId) };
}

/** The next (1) or previous (-1) visible step, hidden steps skipped; the shown errors cleared. */
export function movedStep(c: RequestFormContext, direction: 1 | -1): Update {
  const target = c.form ? (direction === 1 ? nextVisibleStep(c.form) : previousVisibleStep(c.form)) : null;
  return { form: c.form && target !== null ? goToStep(c.form, target) : c.form, stepErrors: {} };
}
