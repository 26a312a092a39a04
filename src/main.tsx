/**
 * Entry point. In embedded mode (docs/ARCHITECTURE.md "Two modes") the in-browser backend (MSW service
 * worker) starts once the browser is idle after the first render, and API calls wait for it
 * (src/api/ready.ts): its large handlers chunk then does not compete with the shell's first paint.
 * A remote-mode build never includes it (the condition is a build-time constant, so the import is
 * removed).
 *
 * The first render is a transition (issue 11 "Fast on a cheap phone"): React then renders the shell
 * in slices that yield to the browser instead of one long task (profile of the remote /public at 4x
 * CPU slowdown: ~0.5 s of synchronous rendering before the first paint).
 */
import { createRoot } from 'react-dom/client';
import { StrictMode, startTransition } from 'react';
import { App } from './views/app/App';
import { gateCallsOn } from './api/ready';

function start(): void {
  if (import.meta.env.VITE_BACKEND !== 'remote') {
    // The shell renders at once; API calls wait until the service worker answers them.
    const idle = new Promise<void>((resolve) =>
      typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 500 }) : setTimeout(resolve, 50),
    );
    gateCallsOn(idle.then(() => import('./mocks/browser')).then(({ startEmbeddedBackend }) => startEmbeddedBackend()));
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing in index.html');
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

start();
