/**
 * The embedded backend in the browser (docs/ARCHITECTURE.md "Embedded mode"): MSW's service worker answers the
 * portal's calls to the four backends' same-origin paths. Loaded lazily, only in embedded builds.
 */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { clearFaults, injectFault, resetDb, type DbFault } from './db';
import * as seedData from './data';
import { myDocuments } from './data/myDocuments';
import { dispatchingHandler } from './dispatch';

/** Hook for demos and end-to-end tests, exposed as `window.__miturDemo`. */
export interface MiturDemoHook {
  /** Queues a failure for the next `times` calls matching method and path (see `DbFault`). */
  injectFault: (fault: DbFault) => void;
  /** Removes every queued failure. */
  clearFaults: () => void;
  /** Drops every change and re-seeds the demo data (reload the page afterwards). */
  reset: () => void;
}

/** The embedded backend's static seed data (content, catalogue, personal documents), mutable in place. */
export type StaticSeed = typeof seedData & { myDocuments: typeof myDocuments };

declare global {
  interface Window {
    __miturDemo?: MiturDemoHook;
    /**
     * Test-only seam (tests/e2e/hostile-text.spec.ts puts it there with an init script, before the
     * page loads): receives the static seed data, which the database in localStorage does not hold,
     * and rewrites it in place (e.g. hostile text in CMS pages and service texts). Absent otherwise.
     */
    __miturDemoPatch?: (seed: StaticSeed) => void;
  }
}

/**
 * The service worker with every handler, behind one pre-filtering dispatcher (src/mocks/dispatch.ts:
 * a request tries only the handlers that can match it; same answers, far less main-thread work).
 */
export const worker = setupWorker(dispatchingHandler(handlers, location.origin));

/**
 * Starts the service worker (unknown requests go to the network untouched) and installs
 * `window.__miturDemo`. Resolves when the worker is ready; await it before the first API call.
 */
export async function startEmbeddedBackend(): Promise<void> {
  if (typeof window.__miturDemoPatch === 'function') window.__miturDemoPatch({ ...seedData, myDocuments });
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
  window.__miturDemo = {
    injectFault,
    clearFaults,
    reset: () => {
      resetDb();
    },
  };
}
