/**
 * Gate of the first network call. In embedded mode the app renders at once while the in-browser
 * backend (MSW service worker) starts; every call waits for it here, so the shell paints without
 * waiting for the backend (docs/ARCHITECTURE.md Budgets: first paint on a cheap phone).
 */

let ready: Promise<void> = Promise.resolve();

/** Makes every call wait for `promise` (embedded mode: the worker start). */
export function gateCallsOn(promise: Promise<void>): void {
  ready = promise.catch((error: unknown) => {
    // The calls then fail as network errors and each block offers its retry.
    console.error('The embedded backend could not start', error);
  });
}

/** Resolves when calls may go out. */
export function callsReady(): Promise<void> {
  return ready;
}
