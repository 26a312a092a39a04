/**
 * The embedded backend in the browser (DESIGN.md "Embedded mode"): MSW's service worker answers the
 * portal's calls to the four backends' same-origin paths. Loaded lazily, only in embedded builds.
 */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { clearFaults, injectFault, resetDb, type DbFault } from './db';

/** Hook for demos and end-to-end tests, exposed as `window.__miturDemo`. */
export interface MiturDemoHook {
  /** Queues a failure for the next `times` calls matching method and path (see `DbFault`). */
  injectFault: (fault: DbFault) => void;
  /** Removes every queued failure. */
  clearFaults: () => void;
  /** Drops every change and re-seeds the demo data (reload the page afterwards). */
  reset: () => void;
}

declare global {
  interface Window {
    __miturDemo?: MiturDemoHook;
  }
}

/** The service worker with every handler. */
export const worker = setupWorker(...handlers);

/**
 * Starts the service worker (unknown requests go to the network untouched) and installs
 * `window.__miturDemo`. Resolves when the worker is ready; await it before the first API call.
 */
export async function startEmbeddedBackend(): Promise<void> {
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
  window.__miturDemo = {
    injectFault,
    clearFaults,
    reset: () => {
      resetDb();
    },
  };
}
