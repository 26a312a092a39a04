/**
 * Entry point. In embedded mode (DESIGN.md "Two modes") the in-browser backend (MSW service
 * worker) starts while the app renders, and API calls wait for it (src/api/ready.ts); a
 * remote-mode build never includes it (the condition is a build-time constant, so the import is
 * removed).
 */
import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import { App } from './views/app/App';
import { gateCallsOn } from './api/ready';

function start(): void {
  if (import.meta.env.VITE_BACKEND !== 'remote') {
    // The shell renders at once; API calls wait until the service worker answers them.
    gateCallsOn(import('./mocks/browser').then(({ startEmbeddedBackend }) => startEmbeddedBackend()));
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing in index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

start();
