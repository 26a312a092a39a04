/**
 * Entry point. In embedded mode (DESIGN.md "Two modes") the in-browser backend (MSW service
 * worker) starts before the app renders; a remote-mode build never includes it (the condition is
 * a build-time constant, so the import is removed).
 */
import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import { App } from './views/app/App';

async function start(): Promise<void> {
  if (import.meta.env.VITE_BACKEND !== 'remote') {
    const { startEmbeddedBackend } = await import('./mocks/browser');
    await startEmbeddedBackend();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing in index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
