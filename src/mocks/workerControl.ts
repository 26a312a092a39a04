/**
 * Waiting for the mock service worker to take this page over (docs/ARCHITECTURE.md "Embedded mode").
 *
 * MSW's `worker.start()` reloads the page when the page is not controlled by a service worker
 * while a registration of the mock worker exists (msw 2.x `getWorkerInstance`). That also happens
 * when the previous page registered the worker and the visitor moved on before it activated: the
 * new page loads uncontrolled, and its backend start reloaded it (what the visitor had typed was
 * lost; the browser tests saw pages change under them). public/mockServiceWorker.js skips waiting
 * and claims every page when it activates, so a page opened while the worker installs only has to
 * wait for that claim. A page that the active worker did not claim (it activated while the page's
 * navigation was under way, or a hard reload bypassed it) drops that registration instead: MSW then
 * registers the worker afresh, as on a first visit, and the new worker claims the page.
 */

/** Longest wait for the claim of a worker still installing or activating, ms; then MSW decides (reload). */
export const CLAIM_WAIT_MS = 10_000;

/** The part of `navigator.serviceWorker` used here. */
export type WorkerContainer = Pick<ServiceWorkerContainer, 'controller' | 'getRegistrations' | 'addEventListener' | 'removeEventListener'>;

/**
 * Resolves once starting the mock worker will not reload the page: at once when the page is
 * controlled or when no registration of `scriptPath` exists (the first start registers it); when
 * its worker is still installing or activating, once it claims the page (`controllerchange`) or
 * after {@link CLAIM_WAIT_MS} (MSW then decides); when its worker is active but does not control
 * the page, after unregistering it (MSW registers it again and the new worker claims the page).
 * @param scriptPath the worker's path, e.g. '/mockServiceWorker.js'
 */
export async function untilWorkerCanStart(container: WorkerContainer, scriptPath: string, waitMs = CLAIM_WAIT_MS): Promise<void> {
  if (container.controller) return;
  const registrations = (await container.getRegistrations()).filter((r) =>
    [r.installing, r.waiting, r.active].some((w) => w !== null && new URL(w.scriptURL).pathname === scriptPath),
  );
  if (registrations.length === 0 || container.controller) return;
  const pending = registrations.some((r) => r.installing !== null || r.waiting !== null || r.active?.state === 'activating');
  if (!pending) {
    await Promise.all(registrations.map((r) => r.unregister().catch(() => false)));
    return;
  }
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
