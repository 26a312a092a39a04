/**
 * Sliding window of visible stepper labels (spec 001 §2.4 / §9: "a stepper (a window of at most 6
 * step labels)"; existing-portal-contract: "the desktop stepper shows a sliding window of 6 steps").
 *
 * The spec does not say where the active step sits inside the window. Rule chosen here: keep the
 * active step as centred as possible (2 steps before it, 3 after it for a window of 6), clamped to
 * the ends, so the window is always full when there are enough steps and both the previous and the
 * next steps stay visible.
 *
 * Examples (window 6): 10 steps, active 0 → 0..5; active 4 → 2..7; active 7 → 4..9; active 9 → 4..9.
 * 4 steps → always 0..3.
 */

/** Half-open range of visible step indexes: `start` inclusive, `end` exclusive. */
export interface StepWindow {
  start: number;
  end: number;
}

/** Default number of visible steps (spec 001 §9: "Stepper shows at most 6 steps"). */
export const STEPPER_MAX_VISIBLE = 6;

/**
 * Computes the visible window.
 * @param total number of steps (>= 0)
 * @param active index of the active step (clamped into 0..total-1)
 * @param maxVisible window size (>= 1; default 6)
 */
export function stepperWindow(total: number, active: number, maxVisible: number = STEPPER_MAX_VISIBLE): StepWindow {
  const size = Math.max(1, Math.floor(maxVisible));
  if (total <= size) return { start: 0, end: Math.max(0, total) };
  const current = Math.min(Math.max(0, active), total - 1);
  const before = Math.floor((size - 1) / 2);
  const start = Math.min(Math.max(0, current - before), total - size);
  return { start, end: start + size };
}
