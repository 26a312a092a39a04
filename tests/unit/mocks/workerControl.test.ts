/**
 * A page opened while the mock worker is still installing waits for the worker's claim instead of
 * being reloaded by MSW (src/mocks/workerControl.ts; issue 11: the demo's backend starts after the
 * first paint, so a quick visitor can leave a page before its worker activated).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { untilWorkerCanStart, type WorkerContainer } from '../../../src/mocks/workerControl';

const SCRIPT = '/mockServiceWorker.js';

function worker(state: ServiceWorkerState, url = `http://demo.example.do${SCRIPT}`): ServiceWorker {
  return { state, scriptURL: url } as ServiceWorker;
}

/** A container with one registration (or none) and a `claim()` that fires controllerchange. */
function container(registration: Partial<Pick<ServiceWorkerRegistration, 'installing' | 'waiting' | 'active'>> | null, controlled = false) {
  const target = new EventTarget();
  const unregistered: string[] = [];
  const c = {
    unregistered,
    controller: controlled ? worker('activated') : null,
    getRegistrations: async () =>
      registration
        ? [
            {
              installing: null,
              waiting: null,
              active: null,
              ...registration,
              unregister: async () => {
                unregistered.push((registration.installing ?? registration.waiting ?? registration.active)!.scriptURL);
                return true;
              },
            } as ServiceWorkerRegistration,
          ]
        : [],
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    claim: () => {
      c.controller = worker('activated');
      target.dispatchEvent(new Event('controllerchange'));
    },
  };
  return c as unknown as WorkerContainer & { claim: () => void; unregistered: string[] };
}

/** Whether `promise` settled within a macrotask turn. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
}

afterEach(() => vi.useRealTimers());

describe('untilWorkerCanStart', () => {
  it('goes on at once when the page is controlled or when there is no registration of the mock worker yet', async () => {
    const controlled = container({ active: worker('activated') }, true);
    expect(await settled(untilWorkerCanStart(controlled, SCRIPT))).toBe(true);
    expect(controlled.unregistered).toEqual([]);
    expect(await settled(untilWorkerCanStart(container(null), SCRIPT))).toBe(true);
    // Another worker's registration is none of its business.
    const other = container({ active: worker('activated', 'http://demo.example.do/other-sw.js') });
    expect(await settled(untilWorkerCanStart(other, SCRIPT))).toBe(true);
    expect(other.unregistered).toEqual([]);
  });

  it('drops the registration of an active worker that does not control the page (MSW registers it again, the new one claims the page)', async () => {
    const c = container({ active: worker('activated') });
    expect(await settled(untilWorkerCanStart(c, SCRIPT))).toBe(true);
    expect(c.unregistered).toEqual([`http://demo.example.do${SCRIPT}`]);
  });

  it('waits for the claim of a worker still installing, waiting or activating, and goes on once it took the page', async () => {
    for (const registration of [{ installing: worker('installing') }, { waiting: worker('installed') }, { active: worker('activating') }]) {
      const c = container(registration);
      const wait = untilWorkerCanStart(c, SCRIPT);
      expect(await settled(wait), JSON.stringify(registration)).toBe(false);
      c.claim();
      expect(await settled(wait), JSON.stringify(registration)).toBe(true);
      expect(c.unregistered).toEqual([]);
    }
  });

  it('gives up after its bound when the claim never comes (MSW then decides)', async () => {
    vi.useFakeTimers();
    const wait = untilWorkerCanStart(container({ installing: worker('installing') }), SCRIPT, 10_000);
    let done = false;
    void wait.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
