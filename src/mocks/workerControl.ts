/**
 * Waiting for the mock service worker to take this page over (docs/ARCHITECTURE.md "Embedded mode").
 *
 * MSW's `worker.start()` reloads the page when the page is not controlled by a service worker
 * while a registration of the mock worker exists (msw 2.x `getWorkerInstance`). That also happens
 * when the previous page registered the worker and the visitor moved on before it activated: the
 * new page loads uncontrolled, and its backend start reloaded it (what the visitor had typed was
 * lost; the browser tests saw pages change under them). public/mockServiceWorker.js skips waiting
 * and claims every page when it activates, so such a page only has to wait for that claim.
 */

/** Longest wait for the claim of a worker still installing or activating, ms; then MSW decides (reload). */
export const CLAIM_WAIT_MS = 10_000;

/** The part of `navigator.serviceWorker` used here. */
export type WorkerContainer = Pick<ServiceWorkerContainer, 'controller' | 'getRegistrations' | 'addEventListener' | 'removeEventListener'>;

/**
 * Resolves once starting the mock worker will not reload the page: at once when the page is
 * controlled, when no registration of `scriptPath` exists (the first start registers it), or when
 * its worker is already active (a page it can no longer claim, e.g. after a hard reload: MSW
 * reloads it); otherwise when the installing or activating worker claims the page
 * (`controllerchange`), or after {@link CLAIM_WAIT_MS}.
 * @param scriptPath the worker's path, e.g. '/mockServiceWorker.js'
 */
export async function untilWorkerCanStart(container: WorkerContainer, scriptPath: string, waitMs = CLAIM_WAIT_MS): Promise<void> {
  if (container.controller) return;
  const registrations = await container.getRegistrations();
  const pending = registrations.some((r) => {
    const workers = [r.installing, r.waiting, r.active].filter((w): w is ServiceWorker => w !== null);
    if (!workers.some((w) => new URL(w.scriptURL).pathname === scriptPath)) return false;
    return r.installing !== null || r.waiting !== null || r.active?.state === 'activating';
  });
  if (!pending || container.controller) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      container.removeEventListener('controllerchange', done);
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    container.addEventListener('controllerchange', done);
  });
}
