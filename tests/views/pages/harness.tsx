/**
 * Test harness of the public/catalogue page tests: the embedded backend (MSW node server of
 * src/mocks/node.ts over a fresh store per test), a memory router, the session provider and a page
 * title provider whose title is printed in a stand-in banner (the real shell needs every route's
 * page to exist; these tests render one page at a time).
 */
import type { ComponentType } from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { server } from '../../../src/mocks/node';
import { resetDb } from '../../../src/mocks/db';
import { clearCache } from '../../../src/api/cache';
import { tokenStore } from '../../../src/api/tokenStore';
import { PageTitleProvider } from '../../../src/views/app/pageTitle';
import { SessionProvider, useAuthStatus, useCurrentUser } from '../../../src/views/app/session';
import type { PageProps } from '../../../src/views/app/pages';

/** Starts the embedded backend for the file; resets store, cache, storage and DOM after each test. */
export function useEmbeddedBackend(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    resetDb();
    clearCache();
    tokenStore.clear();
    localStorage.clear();
  });
  afterAll(() => server.close());
}

function Probe() {
  const [path] = useLocation();
  const auth = useAuthStatus();
  // The signed-in user's document once the session loaded them ('' before): a press that needs the
  // user (INICIAR SOLICITUD) is ignored until then, however long a loaded machine takes.
  const user = useCurrentUser();
  return (
    <>
      <span data-testid="location">{path}</span>
      <span data-testid="auth">{auth}</span>
      <span data-testid="user">{user?.citizen_id ?? ''}</span>
    </>
  );
}

/** Renders `Page` at `path` with `params`; the banner title is in `getByTestId('banner')`. */
export function renderPage(Page: ComponentType<PageProps>, path: string, params: Record<string, string> = {}, defaultTitle = 'Título') {
  const location = memoryLocation({ path, record: true });
  const utils = render(
    <Router hook={location.hook}>
      <SessionProvider>
        <PageTitleProvider defaultTitle={defaultTitle}>
          {(title) => (
            <>
              <div data-testid="banner">{title}</div>
              <Probe />
              <main>
                <Page params={params} />
              </main>
            </>
          )}
        </PageTitleProvider>
      </SessionProvider>
    </Router>,
  );
  return { ...utils, location };
}
