/**
 * Set-up of the reset/policy/mobile-validation view tests: the embedded backend (MSW node server
 * over a fresh store per test), a memory router with the toast outlet, and a probe of the current
 * path. Pages are rendered one at a time (the real shell needs every route's page to exist).
 */
import type { ComponentType } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { server } from '../../../src/mocks/node';
import { resetDb } from '../../../src/mocks/db';
import { clearCache } from '../../../src/api/cache';
import { tokenStore } from '../../../src/api/tokenStore';
import { Toaster } from '../../../src/views/components/Toaster';
import type { PageProps } from '../../../src/views/app/pages';

/** Installs the per-file and per-test hooks. */
export function useResetTestEnv(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    resetDb();
    clearCache();
    tokenStore.clear();
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => {
    cleanup();
    server.events.removeAllListeners();
    server.resetHandlers();
  });
  afterAll(() => server.close());
}

function Probe() {
  const [path] = useLocation();
  return <span data-testid="location">{path}</span>;
}

/** Renders `Page` at `path` with the toast outlet; returns the user-event instance too. */
export function renderWithRouter(Page: ComponentType<PageProps>, path: string) {
  const location = memoryLocation({ path, record: true });
  const user = userEvent.setup();
  const utils = render(
    <Router hook={location.hook}>
      <Probe />
      <main>
        <Page params={{}} />
      </main>
      <Toaster labels={{ close: 'Cerrar notificación', region: 'Notificaciones' }} />
    </Router>,
  );
  return { ...utils, user, location };
}

export { recordCalls, type RecordedCall } from '../../support/recordCalls';
