/**
 * Gate of the network calls. In embedded mode the app renders at once while the in-browser backend
 * (MSW service worker) is not started yet; every call waits for it here, so the shell paints without
 * it (docs/ARCHITECTURE.md Budgets: first paint on a cheap phone).
 *
 * The backend starts at the first of: a call that needs it ({@link callsReady}), or `soon` (the boot
 * file: the first page committed, loaded and painted, and the browser idle). A pristine demo visitor's
 * first reads are answered without it (src/api/early.ts), so its ~110 KB of JavaScript is neither
 * fetched nor evaluated before the page's content is on screen; a page whose first reads need it
 * starts it with its first call.
 */

let open: (() => Promise<void>) | null = null;

/**
 * Makes every call wait for `start()` (embedded mode: the worker start), called once: by the first
 * call, or when `soon` resolves, whichever comes first. A `start()` that rejects is logged; the calls
 * then go out and fail as network errors, and each block offers its retry.
 */
export function gateCallsOn(start: () => Promise<void>, soon?: Promise<unknown>): void {
  let started: Promise<void> | null = null;
  const opener = () =>
    (started ??= Promise.resolve()
      .then(start)
      .catch((error: unknown) => {
        console.error('The embedded backend could not start', error);
      }));
  open = opener;
  void soon?.then(opener, opener);
}

/** Resolves when calls may go out (starting the gated backend if it has not started). */
export function callsReady(): Promise<void> {
  return open ? open() : Promise.resolve();
}
