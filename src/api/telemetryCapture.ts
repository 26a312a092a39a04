/**
 * Field data, opt-in (issue 28 item 2; README "Field data (telemetry)"): the errors of a page load
 * from its first script on, held until the sender (src/api/telemetry.ts, loaded after the first
 * paint) takes over. Holds no sending code: src/main.tsx uses it only when the build has
 * `VITE_TELEMETRY_URL` (a build-time constant), so a build without it contains neither.
 *
 * Listens on `window` for `error` (uncaught exceptions; a resource that failed to load is not an
 * ErrorEvent with an `error` and is ignored), `unhandledrejection` and Vite's `vite:preloadError`
 * (a chunk's CSS or JavaScript that did not load); the error boundaries' catches come through
 * React's `onCaughtError` (src/main.tsx) as {@link ErrorCapture.report} `('boundary', error)`.
 */
import type { ChartWhere, ErrorKind } from '../domain/telemetry';

/**
 * An error as caught: where, the thrown value, the path shown then (made a route template by the
 * sender) and the statechart whose actor failed with it, when known.
 */
export interface CaughtError {
  kind: ErrorKind;
  error: unknown;
  path: string;
  chart?: ChartWhere | null;
}

/** What {@link captureErrors} gives the boot file. */
export interface ErrorCapture {
  /** Records an error caught elsewhere (the error boundaries). */
  report(kind: ErrorKind, error: unknown): void;
  /** From now on errors go to `send`; the ones held so far first, in order. */
  handOff(send: (caught: CaughtError) => void): void;
}

/** Errors held at most before the sender loads (the sender's batch keeps 20 per page load). */
const HELD_MAX = 20;

/**
 * Starts listening (see module documentation).
 * @param chartOf finds the statechart whose actor failed with an error (src/views/app/inspect.ts
 *   `chartOfError`), asked when the error is caught; none by default
 */
export function captureErrors(chartOf: (error: unknown) => ChartWhere | null = () => null): ErrorCapture {
  let held: CaughtError[] = [];
  let send: ((caught: CaughtError) => void) | null = null;
  // One report per thrown value: a chunk failure reaches vite:preloadError and then a boundary or
  // the unhandled rejection.
  const seen = new WeakSet<object>();
  const report = (kind: ErrorKind, error: unknown) => {
    if (typeof error === 'object' && error !== null) {
      if (seen.has(error)) return;
      seen.add(error);
    }
    const caught = { kind, error, path: location.pathname, chart: chartOf(error) };
    if (send) send(caught);
    else if (held.length < HELD_MAX) held.push(caught);
  };
  addEventListener('error', (e: ErrorEvent) => {
    if (e.error !== undefined || e.message) report('error', e.error ?? new Error(e.message));
  });
  addEventListener('unhandledrejection', (e: PromiseRejectionEvent) => report('rejection', e.reason));
  addEventListener('vite:preloadError', (e: Event) => report('chunk', (e as Event & { payload?: unknown }).payload));
  return {
    report,
    handOff(sender) {
      send = sender;
      const earlier = held;
      held = [];
      earlier.forEach(sender);
    },
  };
}
