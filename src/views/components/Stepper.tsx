/**
 * Wizard stepper (registration wizards, spec 000 §2; request form, spec 001 §2.4).
 *
 * - Shows a sliding window of at most `maxVisible` (default 6) steps around the active one
 *   (see stepperWindow.ts for the rule).
 * - The active step has `aria-current="step"`; the list is an `<ol>` inside a labelled `<nav>`;
 *   each item keeps its real number (`value` of the `<li>`).
 * - Steps listed in `errorSteps` show an error icon and the text `labels.error` ("Error",
 *   spec 000 §2 "Steps with errors show an 'Error' marker").
 * - Steps before the active one show a check icon (and `labels.completed` for screen readers).
 * - `labels.progress(current, total, shown)` (e.g. "Paso 3 de 10") is shown under the list, useful
 *   when steps are hidden by the window and on phones, where only the active label is visible. When
 *   the window hides steps, `shown` gives the 1-based first and last steps listed, so the line can
 *   say which steps the labels are ("Paso 1 de 16 · se muestran los pasos 1 a 6", issue 26), and an
 *   ellipsis ('…', hidden from screen readers, which read the line) marks the hidden steps before or
 *   after the list.
 *
 * Presentational only: it does not move between steps.
 */
import { visuallyHidden } from '../../styles/utilities.css';
import { Icon } from './Icon';
import { stepperWindow, STEPPER_MAX_VISIBLE } from './stepperWindow';
import * as css from './Stepper.css';

/** Texts of {@link Stepper} (Spanish, from the message catalogue). */
export interface StepperLabels {
  /** Accessible name of the `<nav>` (e.g. "Pasos del formulario"). */
  nav: string;
  /** Error marker text (spec: 'Error'). */
  error: string;
  /** Screen-reader suffix of finished steps (e.g. "completado"). */
  completed?: string;
  /**
   * Progress line, e.g. `(c, t) => \`Paso ${c} de ${t}\``; 1-based current. `shown` (1-based,
   * inclusive) is given only when the window hides some steps.
   */
  progress?: (current: number, total: number, shown?: { from: number; to: number }) => string;
}

/** Props of {@link Stepper}. */
export interface StepperProps {
  /** Label of every step, in order. */
  steps: readonly string[];
  /** Index (0-based) of the active step. */
  activeIndex: number;
  /** Indexes of steps that have validation errors. */
  errorSteps?: readonly number[];
  labels: StepperLabels;
  /** Window size (default 6, spec 001 §9). */
  maxVisible?: number;
  className?: string;
}

/** See module documentation. */
export function Stepper({ steps, activeIndex, errorSteps = [], labels, maxVisible = STEPPER_MAX_VISIBLE, className }: StepperProps) {
  const { start, end } = stepperWindow(steps.length, activeIndex, maxVisible);
  const errors = new Set(errorSteps);
  const visible = steps.slice(start, end);
  const windowed = start > 0 || end < steps.length;
  return (
    <nav aria-label={labels.nav} className={className ? `${css.nav} ${className}` : css.nav}>
      <div className={css.windowRow}>
        {start > 0 ? (
          <span className={css.more} aria-hidden="true">
            …
          </span>
        ) : null}
        <ol className={css.list}>
          {visible.map((label, offset) => {
            const index = start + offset;
            const isActive = index === activeIndex;
            const isDone = index < activeIndex;
            const hasError = errors.has(index);
            const circleClass = [
              css.circle,
              isActive ? css.circleActive : '',
              isDone && !hasError ? css.circleDone : '',
              hasError && !isActive ? css.circleError : '',
            ]
              .filter(Boolean)
              .join(' ');
            return (
              <li key={index} value={index + 1} className={css.item} aria-current={isActive ? 'step' : undefined} data-step-index={index}>
                {offset > 0 ? <span className={css.connector} aria-hidden="true" /> : null}
                <span className={circleClass} aria-hidden="true">
                  {hasError && !isActive ? <Icon name="error" size={18} /> : isDone ? <Icon name="check" size={18} /> : index + 1}
                </span>
                <span className={isActive ? `${css.label} ${css.labelActive}` : css.label}>
                  <span className={visuallyHidden}>{index + 1}. </span>
                  {label}
                  {isDone && !hasError && labels.completed ? <span className={visuallyHidden}> ({labels.completed})</span> : null}
                </span>
                {hasError ? <span className={css.errorText}>{labels.error}</span> : null}
              </li>
            );
          })}
        </ol>
        {end < steps.length ? (
          <span className={css.more} aria-hidden="true">
            …
          </span>
        ) : null}
      </div>
      {labels.progress ? (
        <p className={css.progress}>
          {labels.progress(Math.min(Math.max(activeIndex, 0), steps.length - 1) + 1, steps.length, windowed ? { from: start + 1, to: end } : undefined)}
        </p>
      ) : null}
    </nav>
  );
}
