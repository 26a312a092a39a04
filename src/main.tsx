/**
 * Entry point. In embedded mode (docs/ARCHITECTURE.md "Two modes") the in-browser backend (MSW service
 * worker) starts with the first call that needs it, or once the first page is committed, loaded and
 * painted and the browser is idle AND the visitor has shown intent (moved the pointer, pressed a
 * key, touched, scrolled with the wheel: src/backendWarmup.ts); API calls wait
 * for it (src/api/ready.ts). Its ~110 KB of JavaScript then neither competes with the first paint
 * nor runs while a visitor only reads a page the seed answers (issue 11: Lighthouse's simulated
 * largest paint takes in every request that ended before the observed one, and its blocking time
 * every long task after it: the backend's start was 70-110 ms of it on the demo pages).
 * A remote-mode build never includes it (the condition is a build-time constant, so the import is
 * removed).
 *
 * The first render is a transition (issue 11 "Fast on a cheap phone"): React then renders the shell
 * in slices that yield to the browser instead of one long task (profile of the remote /public at 4x
 * CPU slowdown: ~0.5 s of synchronous rendering before the first paint).
 *
 * The first render waits (at most {@link FIRST_PAGE_WAIT_MS}) for the page chunk of the address the
 * app opens on, which the route preloader in index.html is already fetching (scripts/route-preload.ts),
 * and for the reads of its first view (src/views/app/pages.ts `preloadPage`, handed to its blocks by
 * src/views/app/firstReads.ts): the first commit then holds the shell and the page with its data.
 * Without the wait, React commits the shell with a spinner, paints, then commits the page and each
 * answer in long tasks after the first paint (profile of the remote /public at 4x: the page's h1
 * painted ~450 ms after the first paint, the hero image later; Lighthouse counts blocking time only
 * after the first paint). A call still running at the bound is taken over by its block (spinner).
 *
 * A signed-in route opened with a stored token (a reload, a new tab, a link from an e-mail; issue 24
 * "The signed-in area as fast as the public one") renders at once instead: its page shows only once
 * the session's user is loaded, so its first paint is the shell, the page's banner and the global
 * loader. GET /get/auth/user (src/api/auth.ts `startCurrentUserLoad`) and the page's chunk start once
 * the first paint is presented (the page's files too, unless its first view reads data:
 * scripts/route-preload.ts `late`), so nothing but the shell is fetched before the first paint
 * (Lighthouse's simulated largest paint takes in every request that ended before the observed one:
 * the desk's 25 files and the demo backend made it 3.5 s for a banner painted at 0.6 s; in the
 * remote build the user's CORS preflight and GET, answered before that paint, cost 0.3 s more).
 * A signed-in page whose largest paint is its data (the request detail; index.html's inline script
 * says so: src/paint.ts `openedRouteIsLate`) starts the user, its chunk and its reads at once.
 *
 * Field data (issue 28 item 2; README "Field data (telemetry)"): only in a build made with
 * `VITE_TELEMETRY_URL` (a build-time constant: without it, the code below is removed and the build
 * holds no sending code). Errors are then captured from the start (src/api/telemetryCapture.ts, the
 * error boundaries' catches through React's `onCaughtError`, the chart whose actor failed from
 * src/views/app/inspect.ts `chartOfError`), and the sender with web-vitals
 * (src/api/telemetry.ts) is imported once the first contentful paint is presented.
 */
import { createRoot } from 'react-dom/client';
import { StrictMode, startTransition, useEffect } from 'react';
import { App } from './views/app/App';
import { gateCallsOn } from './api/ready';
import { isSignedInPath, preloadPage } from './views/app/pages';
import { config } from './config';
import { backendWarmup } from './backendWarmup';
import { afterFirstContentfulPaint, openedRouteIsLate } from './paint';
import { startCurrentUserLoad } from './api/auth';
import { tokenStore } from './api/tokenStore';
import { captureErrors, type ErrorCapture } from './api/telemetryCapture';
import { chartOfError } from './views/app/inspect';

/** Where field data goes: `VITE_TELEMETRY_URL` (replaced by its value at build time; '' when unset). */
const TELEMETRY_URL: string = import.meta.env.VITE_TELEMETRY_URL ?? '';

/** Longest wait for the first page's chunk and reads before the shell renders without them, ms (a slow network). */
export const FIRST_PAGE_WAIT_MS = 1500;

/** Resolves in a later task (a timer of 0 ms). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Calls `onCommit` after React committed the first render (an effect runs only after its commit). */
function FirstCommit({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

function start(): void {
  let markCommitted = () => {};
  if (import.meta.env.VITE_BACKEND !== 'remote') {
    // Inside the branch, so a remote build (where it is removed) keeps no dead promise in its first load.
    const committed = new Promise<void>((resolve) => (markCommitted = resolve));
    // The shell renders at once; API calls wait until the service worker answers them. Without a
    // call, the backend warms up once the page has painted and the visitor shows intent.
    gateCallsOn(() => import('./mocks/browser').then(({ startEmbeddedBackend }) => startEmbeddedBackend()), backendWarmup(committed));
  }
  const telemetry = TELEMETRY_URL ? startFieldData(TELEMETRY_URL, config.mode === 'embedded') : null;
  // index.html always has it; without it createRoot throws its own error ('Target container is not a DOM element').
  const root = document.getElementById('root') as HTMLElement;
  const app = telemetry
    ? createRoot(root, {
        // React's default logs the caught error; kept, and reported.
        onCaughtError: (error) => {
          console.error(error);
          telemetry.report('boundary', error);
        },
      })
    : createRoot(root);
  const render = () =>
    startTransition(() =>
      app.render(
        <StrictMode>
          <App />
          {/* Embedded builds only (the backend's warm-up waits for the first commit): a build-time constant. */}
          {import.meta.env.VITE_BACKEND !== 'remote' ? <FirstCommit onCommit={markCommitted} /> : null}
        </StrictMode>,
      ),
    );
  const path = location.pathname;
  const embedded = config.mode === 'embedded';
  if (isSignedInPath(path, embedded) && tokenStore.read().token !== null) {
    // A page whose largest paint is its data (the request detail: not `late`) starts its reads and
    // its code at once (the remote build's HTML already asked for them); the others after the paint.
    // After the paint, each in a task of its own (a timer): the inline script adds the page's files
    // in the paint's own task, and the user's call and the page's imports joined to it made one task
    // of 60-140 ms at 4x on the desk, all counted as blocking time (issue 24). With the inline
    // script, after its turn (`__miturTurn`: each of the page's chunks evaluated in a task of its
    // own), so neither the user's arrival nor the page's import evaluates them all in one task.
    const painted = openedRouteIsLate() ? (window.__miturTurn ?? afterFirstContentfulPaint()).then(nextTask) : Promise.resolve();
    startCurrentUserLoad(painted);
    void painted.then(nextTask).then(() => preloadPage(path, embedded));
    render();
    return;
  }
  const bound = new Promise<void>((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS));
  void Promise.race([preloadPage(path, embedded), bound]).then(render);
}

/**
 * Field data (see module documentation): captures errors now, loads the sender after the first
 * contentful paint. A sender that fails to load sends nothing.
 */
function startFieldData(url: string, embedded: boolean): ErrorCapture {
  const capture = captureErrors(chartOfError);
  void afterFirstContentfulPaint()
    .then(() => import('./api/telemetry'))
    .then(({ startTelemetry }) => capture.handOff(startTelemetry(url, embedded)))
    .catch(() => undefined);
  return capture;
}

start();
