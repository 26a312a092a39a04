/**
 * Testing Library's `getElementError` without the copy of the DOM it printed at every poll of a wait
 * (issue 29 item 1: the Vitest stage's cost).
 *
 * Testing Library's own `getElementError` (config.js, @testing-library/dom 10) serialises the whole
 * document with `prettyDOM` into every "Unable to find…" error. A `findBy*` or a `waitFor` whose
 * callback runs a `getBy*` makes one such error at each poll (on every DOM change and every 50 ms)
 * and keeps only the last; when the wait times out, its `onTimeout` calls `getElementError` again
 * with that error's message and appends the document as it is then. So a polled error's copy of
 * the DOM was either thrown away (the wait succeeded) or printed twice (the wait failed). In a
 * fault-matrix row that serialisation was ~5 % of the CPU time (a profile of
 * tests/faults/session.faults.test.tsx: 4.8 s of ~85 s).
 *
 * This one leaves the DOM out while Testing Library runs a wait's callback (its flag
 * `_disableExpensiveErrorDiagnostics`, set by `runWithExpensiveErrorDiagnosticsDisabled` for exactly
 * that), and otherwise builds the same error as the original: a synchronous `getBy*` that fails,
 * and the wait's time-out, still print the document once, as it was when the query failed. Which
 * queries throw, and when, is unchanged.
 */
import { getConfig, prettyDOM, type Config } from '@testing-library/react';

/** Testing Library's flag, true while a wait's callback runs (not part of its typed `Config`). */
type ConfigWithFlag = Config & { _disableExpensiveErrorDiagnostics?: boolean };

/** Testing Library's `getElementError`, the document left out of errors made inside a wait's callback. */
export function getElementError(message: string | null, container: Element): Error {
  const config = getConfig() as ConfigWithFlag;
  const text = config._disableExpensiveErrorDiagnostics
    ? (message ?? '')
    : [message, `Ignored nodes: comments, ${config.defaultIgnore}\n${prettyDOM(container)}`].filter(Boolean).join('\n\n');
  const error = new Error(text);
  error.name = 'TestingLibraryElementError';
  return error;
}
