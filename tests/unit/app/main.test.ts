/**
 * src/main.tsx (issue 11 "Fast on a cheap phone"): the shell's first render is a transition, so
 * React renders it in slices that yield to the browser (profile of the remote /public: the
 * synchronous first render of the shell was one long task of ~0.5 s at 4x CPU slowdown).
 * Issue 24: a signed-in route opened with a stored token renders at once; its user load and page
 * chunk start after the first paint.
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
  userLoadAfter: [] as Promise<unknown>[],
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
vi.mock('../../../src/api/auth', () => ({
  startCurrentUserLoad: (after: Promise<unknown>) => seen.userLoadAfter.push(after),
}));
vi.mock('../../../src/views/app/pages', () => ({
  // The route table's rule (spec 000 §2, spec 001 §2): the desk is signed-in, login is not.
  isSignedInPath: (path: string) => path === '/app/myDesk',
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

describe('main, a signed-in route opened with a stored token (issue 24)', () => {
  it('renders at once; the user load and the page chunk wait for the first paint', async () => {
    vi.resetModules();
    seen.renders = [];
    seen.preloaded = [];
    seen.userLoadAfter = [];
    let paint = () => {};
    window.__miturPainted = new Promise<void>((resolve) => (paint = resolve));
    localStorage.setItem('token', JSON.stringify('a-token'));
    try {
      document.body.innerHTML = '<div id="root"></div>';
      window.history.replaceState(null, '', '/app/myDesk');
      await import('../../../src/main');
      expect(seen.renders).toEqual([true]);
      // GET /get/auth/user starts after the paint, in a task of its own; the page chunk in the next one
      // (issue 24: joined to the paint's task, the inline script's links, the call and the imports
      // made one long task).
      expect(seen.userLoadAfter).toHaveLength(1);
      let userStarted = false;
      let preloadedWhenUserStarted: unknown[] | null = null;
      void seen.userLoadAfter[0].then(() => {
        userStarted = true;
        preloadedWhenUserStarted = [...seen.preloaded];
      });
      await Promise.resolve();
      expect(userStarted).toBe(false);
      expect(seen.preloaded).toEqual([]);
      paint();
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
      expect(userStarted, 'not in the paint’s own task').toBe(false);
      await vi.waitFor(() => expect(userStarted).toBe(true));
      expect(preloadedWhenUserStarted).toEqual([]);
      await vi.waitFor(() => expect(seen.preloaded).toEqual([['/app/myDesk', true]]));
    } finally {
      localStorage.removeItem('token');
      delete window.__miturPainted;
    }
  });

  it('without a stored token the signed-in route waits for its chunk like any other (the route then sends to login)', async () => {
    vi.resetModules();
    seen.renders = [];
    seen.preloaded = [];
    seen.userLoadAfter = [];
    document.body.innerHTML = '<div id="root"></div>';
    window.history.replaceState(null, '', '/app/myDesk');
    await import('../../../src/main');
    expect(seen.preloaded).toEqual([['/app/myDesk', true]]);
    expect(seen.renders).toEqual([]);
    expect(seen.userLoadAfter).toEqual([]);
    seen.pageLoaded();
    await vi.waitFor(() => expect(seen.renders).toEqual([true]));
  });
});
