/**
 * Small helpers for the required-document, payment and payment-validation model tests: deep
 * comparison with a readable failure, the input a controlled fake actor received, a recorder for
 * the view-provided actions, and counting events earlier in the path.
 */
import { isDeepStrictEqual } from 'node:util';
import type { AnyEventObject } from 'xstate';
import type { ModelStepInfo } from '../lib/definition';

/** Throws when `actual` is not deeply equal to `expected`. */
export function same(actual: unknown, expected: unknown, what: string): void {
  if (!isDeepStrictEqual(actual, expected)) {
    throw new Error(`${what}:\n  actual   ${JSON.stringify(actual)}\n  expected ${JSON.stringify(expected)}`);
  }
}

/** Throws with `message` when `condition` is false. */
export function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

/** The input the (fake) child actor `id` was invoked with, or undefined when it is not running. */
export function inputOf(snapshot: { children: Record<string, unknown> }, id: string): unknown {
  const child = snapshot.children[id] as { getSnapshot?: () => { context?: { input?: unknown } } } | undefined;
  return child?.getSnapshot?.().context?.input;
}

/** The events the (fake) child actor `id` received from the machine (sendTo / forwardTo), in order; [] when it is not running. */
export function receivedOf(snapshot: { children: Record<string, unknown> }, id: string): unknown[] {
  const child = snapshot.children[id] as { getSnapshot?: () => { context?: { received?: unknown[] } } } | undefined;
  return child?.getSnapshot?.().context?.received ?? [];
}

/** The events of the path up to and including this step (the init step excluded). */
export function eventsSoFar(step: ModelStepInfo): AnyEventObject[] {
  return step.path.steps.slice(1, step.index + 1).map((s) => s.event);
}

/**
 * Issue 25: whether, before this step, the last actor outcome of the path left a write unchecked:
 * the write's invoke `write` failed with `unknown` (its outcome unknown), or the re-read `read` failed.
 */
export function uncheckedBefore(step: ModelStepInfo, write: string, unknown: unknown, read: string): boolean {
  return leftUnchecked(eventsSoFar(step).slice(0, -1), write, unknown, read);
}

/** Issue 25: as {@link uncheckedBefore}, once this step's event is taken in (what the chart holds after it). */
export function uncheckedAfter(step: ModelStepInfo, write: string, unknown: unknown, read: string): boolean {
  return leftUnchecked(eventsSoFar(step), write, unknown, read);
}

function leftUnchecked(events: AnyEventObject[], write: string, unknown: unknown, read: string): boolean {
  const last = events.filter((e) => e.type.startsWith('xstate.done.actor.') || e.type.startsWith('xstate.error.actor.')).at(-1);
  return !!last && ((last.type === `xstate.error.actor.${write}` && last.error === unknown) || last.type === `xstate.error.actor.${read}`);
}

/** How many events of `type` happened so far in the path (optionally only after the last event matching `since`). */
export function countSoFar(step: ModelStepInfo, type: string, since?: (e: AnyEventObject) => boolean): number {
  let events = eventsSoFar(step);
  if (since) {
    const last = events.map((e, i) => (since(e) ? i : -1)).reduce((a, b) => Math.max(a, b), -1);
    events = events.slice(last + 1);
  }
  return events.filter((e) => e.type === type).length;
}

/** Records the view-provided actions the REAL machine runs (reset at the start of each path). */
export function actionRecorder() {
  const calls: Array<{ action: string; params: unknown }> = [];
  const record =
    (action: string) =>
    (_: unknown, params?: unknown): void => {
      calls.push({ action, params });
    };
  return {
    calls,
    record,
    reset: () => {
      calls.length = 0;
    },
    last: (action: string) => [...calls].reverse().find((c) => c.action === action),
    count: (action: string) => calls.filter((c) => c.action === action).length,
  };
}
