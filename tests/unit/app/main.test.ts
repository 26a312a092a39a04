/**
 * src/main.tsx (issue 11 "Fast on a cheap phone"): the shell's first render is a transition, so
 * React renders it in slices that yield to the browser (profile of the remote /public: the
 * synchronous first render of the shell was one long task of ~0.5 s at 4x CPU slowdown).
 */
import { describe, expect, it, vi } from 'vitest';

const seen = vi.hoisted(() => ({
  inTransition: false,
  renders: [] as boolean[],
  gateStart: null as (() => Promise<void>) | null,
  soon: null as Promise<unknown> | null,
  started: 0,
  preloaded: [] as Array<[string, boolean]>,
  pageLoaded: () => {},
}));

vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  return {
    ...react,
    startTransition: (fn: () => void) => {
      seen.inTransition = true;
      try {
        fn();
      } finally {
        seen.inTransition = false;
      }
    },
  };
});
vi.mock('react-dom/client', () => ({
  createRoot: () => ({ render: () => seen.renders.push(seen.inTransition) }),
}));
vi.mock('../../../src/views/app/App', () => ({ App: () => null }));
vi.mock('../../../src/api/ready', () => ({
  gateCallsOn: (start: () => Promise<void>, soon?: Promise<unknown>) => {
    seen.gateStart = start;
    seen.soon = soon ?? null;
  },
}));
vi.mock('../../../src/views/app/pages', () => ({
  preloadPage: (path: string, embedded: boolean) => {
    seen.preloaded.push([path, embedded]);
    return new Promise<void>((resolve) => (seen.pageLoaded = resolve));
  },
}));
vi.mock('../../../src/mocks/browser', () => ({
  startEmbeddedBackend: () => {
    seen.started += 1;
    return Promise.resolve();
  },
}));

describe('main', () => {
  it('renders the app once, inside startTransition, when the first page chunk is in', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    window.history.replaceState(null, '', '/public/login');
    await import('../../../src/main');
    // The page of the address opened is loaded before the first render (one commit: shell + page).
    expect(seen.preloaded).toEqual([['/public/login', true]]);
    await Promise.resolve();
    expect(seen.renders).toEqual([]);
    seen.pageLoaded();
    await vi.waitFor(() => expect(seen.renders).toEqual([true]));
    // Embedded build: the calls wait for the in-browser backend, which the render itself does not
    // start (its JavaScript stays out of the first paint): the gate starts it, with the first call
    // or once the first page has painted (`soon`; never here: this mocked root commits nothing).
    expect(seen.started).toBe(0);
    expect(seen.soon).toBeInstanceOf(Promise);
    await seen.gateStart?.();
    expect(seen.started).toBe(1);
  });
});

describe('main, first page chunk never arriving', () => {
  it('renders the shell anyway after 1,500 ms (a slow network never leaves the page blank)', async () => {
    vi.resetModules();
    seen.renders = [];
    seen.preloaded = [];
    vi.useFakeTimers();
    try {
      document.body.innerHTML = '<div id="root"></div>';
      await import('../../../src/main');
      await vi.advanceTimersByTimeAsync(1499);
      expect(seen.renders).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(seen.renders).toEqual([true]);
    } finally {
      vi.useRealTimers();
    }
  });
});
