/**
 * A page reached by a link whose chunk is not in yet (issue 24; docs/BUDGETS.md "The
 * signed-in area"): the page fallback ('Cargando…') while the chunk loads, the page once it is in,
 * the route's error state if the chunk cannot be loaded. The fallback is AppRouter's own, not a
 * `<Suspense>` fallback, whose reveal React holds back 300 ms in a browser (its fallback throttling;
 * React does not throttle inside `act`, so the timing itself is shown in a browser, not here).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { useEmbeddedBackend } from '../../unit/mocks/harness';
import { renderApp } from '../../support/renderApp';

/** A chunk the test delivers or fails when it says so. */
interface Chunk {
  state: 'loading' | 'loaded' | 'failed';
  settled: Promise<void>;
  settle: (state: 'loaded' | 'failed') => void;
}

const chunks = vi.hoisted(() => {
  const make = (): Chunk => {
    let done: () => void = () => {};
    const chunk: Chunk = {
      state: 'loading',
      settled: new Promise<void>((resolve) => {
        done = resolve;
      }),
      settle: (state) => {
        chunk.state = state;
        done();
      },
    };
    return chunk;
  };
  const all: Record<string, Chunk> = { contact: make(), policy: make() };
  return all;
});

vi.mock('../../../src/views/app/pages', () => {
  // As src/views/app/lazyWithPreload.ts: until its chunk is in, rendering the page suspends
  // (React.lazy) and, once the load failed, throws the import's error.
  const page = (id: string): ComponentType => {
    const chunk = chunks[id];
    function Page() {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- React.lazy's protocol: a suspended render throws the promise it waits for
      if (chunk?.state === 'loading') throw chunk.settled;
      if (chunk?.state === 'failed') throw new Error(`chunk of ${id} failed`);
      return <p>Página {id}</p>;
    }
    const preload = () =>
      chunk
        ? chunk.settled.then(() => (chunk.state === 'loaded' ? { default: Page } : Promise.reject(new Error('failed'))))
        : Promise.resolve({ default: Page });
    return Object.assign(Page, { isLoaded: () => !chunk || chunk.state === 'loaded', preload });
  };
  const pages: Record<string, ComponentType> = {};
  return { PAGES: new Proxy(pages, { get: (_, id: string) => (pages[id] ??= page(id)) }) };
});

useEmbeddedBackend();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Opens /public (its page is in), then follows a link to `path`. */
async function followLinkTo(path: string): Promise<void> {
  const location = await renderApp('/public');
  expect(await screen.findByText('Página home')).toBeTruthy();
  act(() => location.navigate(path));
}

describe('a page reached by a link', () => {
  it('shows "Cargando…" while its chunk loads, then the page', async () => {
    await followLinkTo('/app/contact');
    expect(screen.getByText('Cargando…').closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByText('Página contact')).toBeNull();
    await act(async () => chunks.contact.settle('loaded'));
    expect(await screen.findByText('Página contact')).toBeTruthy();
    expect(screen.queryByText('Cargando…')).toBeNull();
  });

  it('shows the route error with Reintentar when its chunk cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await followLinkTo('/app/policy');
    expect(screen.getByText('Cargando…')).toBeTruthy();
    await act(async () => chunks.policy.settle('failed'));
    expect(await screen.findByText('No se pudo mostrar esta página. Puede reintentar o volver al inicio.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(screen.queryByText('Cargando…')).toBeNull();
  });
});
