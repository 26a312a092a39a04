/**
 * The guard of the charts' states for writes whose outcome is unknown (issue 25 "Unknown is not
 * failed"; the failure kind `unknown` of src/api/outcome.ts). Kept out of src/api/result.ts so the
 * first load of /public, which writes nothing, does not carry it (docs/ARCHITECTURE.md Budgets).
 */
import { failureOf } from '../api/result';

/** Whether an actor's error carries a failure of kind `unknown`. */
export function isUnknownOutcome(error: unknown): boolean {
  return failureOf(error)?.kind === 'unknown';
}

/** Guard: the invoke's error leaves the write's outcome unknown (the server may have done it). */
export const isOutcomeUnknown = ({ event }: { event: unknown }): boolean => isUnknownOutcome((event as { error?: unknown }).error);
