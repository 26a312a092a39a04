/** ChunkBoundary: a failing lazy chunk renders the fallback instead of crashing; resetKey retries. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { ChunkBoundary } from '../../../src/views/components/ChunkBoundary';

afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
});

describe('<ChunkBoundary>', () => {
  it('shows the fallback when the lazy module cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    render(
      <ChunkBoundary fallback={<p>Menú sin conexión</p>}>
        <Suspense fallback={<p>Cargando</p>}>
          <Broken />
        </Suspense>
      </ChunkBoundary>,
    );
    expect(await screen.findByText('Menú sin conexión')).toBeTruthy();
  });

  it('renders children normally and recovers after resetKey changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('boom');
      return <p>Contenido</p>;
    }
    const { rerender } = render(
      <ChunkBoundary fallback={<p>Alternativa</p>} resetKey={1}>
        <Flaky />
      </ChunkBoundary>,
    );
    expect(screen.getByText('Alternativa')).toBeTruthy();
    fail = false;
    rerender(
      <ChunkBoundary fallback={<p>Alternativa</p>} resetKey={2}>
        <Flaky />
      </ChunkBoundary>,
    );
    expect(screen.getByText('Contenido')).toBeTruthy();
  });
});
