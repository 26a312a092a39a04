/**
 * Renders the whole app as a browser would (router on a memory location, session, shell, the
 * route's page: src/views/app/AppRouter.tsx) for tests that exercise routing. The app's modules are
 * imported when called, so a test file's `vi.mock` of a module (e.g. the pages) applies.
 */
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

/** Renders the app at `path`; returns its location (`navigate`, `history` of the paths visited). */
export async function renderApp(path: string): Promise<ReturnType<typeof memoryLocation>> {
  const { AppRouter } = await import('../../src/views/app/AppRouter');
  const { SessionProvider } = await import('../../src/views/app/session');
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <SessionProvider>
        <AppRouter />
      </SessionProvider>
    </Router>,
  );
  return location;
}
