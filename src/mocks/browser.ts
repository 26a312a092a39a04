/**
 * The embedded backend in the browser (docs/ARCHITECTURE.md "Embedded mode"): MSW's service worker answers the
 * portal's calls to the four backends' same-origin paths. Loaded lazily, only in embedded builds.
 */
import type { DbFault } from './db';
import { untilWorkerCanStart } from './workerControl';
import { tokenStore } from '../api/tokenStore';
import type * as SeedData from './data';
import type { myDocuments } from './data/myDocuments';

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
export type StaticSeed = typeof SeedData & { myDocuments: typeof myDocuments };

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

/** The mock service worker's script (public/mockServiceWorker.js). */
const WORKER_PATH = '/mockServiceWorker.js';

/** Resolves in a new task (setTimeout 0): what follows runs after the browser had its turn. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Starts the service worker with every handler, behind one pre-filtering dispatcher
 * (src/mocks/dispatch.ts: a request tries only the handlers that can match it; same answers, far
 * less main-thread work), unknown requests going to the network untouched, and installs
 * `window.__miturDemo`. Resolves when the worker is ready; await it before the first API call.
 *
 * Its modules are imported in stages, each evaluated in a task of its own (issue 11 "Fast on a cheap
 * phone"): evaluated at once, MSW, the seed data and the handlers made one ~70 ms task of the demo's
 * first load (thread time on this machine; Lighthouse's phone runs it 4x slower and counts every
 * task over 50 ms as blocking time). The HTML preloads every one of them (scripts/route-preload.ts).
 * The store is loaded (or seeded) in a task of its own too. With a stored session, the index of the
 * territorial division starts downloading with the seed data, and the sectors of the account's
 * province once the store is read (the first call, the current user, names its province,
 * municipality and sector: src/mocks/data/geography.ts).
 */
export async function startEmbeddedBackend(): Promise<void> {
  const { setupWorker } = await import('msw/browser');
  await nextTask();
  const [seedData, { myDocuments: documents }] = await Promise.all([import('./data'), import('./data/myDocuments')]);
  // A visitor with a stored session asks GET /get/auth/user first, which waits for the index of the
  // territorial division (provinces and municipalities, ~2 KB brotli, src/mocks/handlers.ts
  // `geographyGate`): it downloads now, beside the handlers, instead of after the worker started
  // (issue 24).
  if (tokenStore.getToken() !== null) void seedData.loadGeography();
  if (typeof window.__miturDemoPatch === 'function') window.__miturDemoPatch({ ...seedData, myDocuments: documents });
  await nextTask();
  const [{ handlers }, { dispatchingHandler }, { clearFaults, injectFault, resetDb, db }, { readToken }] = await Promise.all([
    import('./handlers'),
    import('./dispatch'),
    import('./db'),
    import('./tokens'),
  ]);
  await nextTask();
  // The store is read from localStorage (or seeded) here, in its own task, not inside the first
  // request's handler.
  const store = db();
  // GET /get/auth/user also names the signed-in citizen's sector: its province's sectors (one small
  // chunk) download now too. A failure is left to that handler, which loads them again.
  const signedIn = readToken(tokenStore.getToken())?.sub;
  const citizen = signedIn === undefined ? undefined : store.citizens.find((c) => c.citizen_id === signedIn);
  if (citizen) void seedData.loadSectorsOfMunicipality(citizen.municipality_id).catch(() => undefined);
  await nextTask();
  const worker = setupWorker(dispatchingHandler(handlers, location.origin));
  // A page opened while the previous one's worker was still installing would be reloaded by MSW.
  await untilWorkerCanStart(navigator.serviceWorker, WORKER_PATH);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: WORKER_PATH } });
  window.__miturDemo = {
    injectFault: (fault: DbFault) => injectFault(fault),
    clearFaults,
    reset: () => {
      resetDb();
    },
  };
}
