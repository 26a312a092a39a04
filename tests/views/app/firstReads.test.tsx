/**
 * src/views/app/firstReads.ts with src/views/app/useResource.ts (issue 11 "Fast on a cheap phone"):
 * a block takes over the call its route started before the first render: one call per read, its
 * answer (data or failure) in the block's first render, or its wait when it has not answered yet.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { preloadRead } from '../../../src/views/app/firstReads';
import { useResource } from '../../../src/views/app/useResource';
import type { ApiResult } from '../../../src/machines/resource.machine';

type Answer = ApiResult<string>;

/** A loader whose calls are counted and answered by the test. */
function loader() {
  const pending: Array<(a: Answer) => void> = [];
  const load = vi.fn((_key: number) => new Promise<Answer>((resolve) => pending.push(resolve)));
  return { load, answer: (a: Answer, i = pending.length - 1) => pending[i](a) };
}

describe('first reads handed to useResource', () => {
  it('an answered read: the block is ready with its data in the first render and calls nothing', async () => {
    const { load, answer } = loader();
    const started = preloadRead(load, 7);
    answer({ ok: true, data: 'Licencia de operación' });
    await started;
    const seen: string[] = [];
    const { result } = renderHook(() => {
      const r = useResource(load, 7);
      seen.push(`${r.status} ${r.data}`);
      return r;
    });
    expect(seen[0]).toBe('ready Licencia de operación');
    expect(result.current.status).toBe('ready');
    expect(load).toHaveBeenCalledTimes(1); // the preload's own call only
  });

  it('a failed read: the block starts failed with that failure; Reintentar calls again once', async () => {
    const { load, answer } = loader();
    const started = preloadRead(load, 8);
    answer({ ok: false, error: { kind: 'http', status: 500 } });
    await started;
    const { result } = renderHook(() => useResource(load, 8));
    expect(result.current.status).toBe('failed');
    expect(result.current.failure).toEqual({ kind: 'http', status: 500 });
    expect(load).toHaveBeenCalledTimes(1);
    act(() => result.current.retry());
    expect(load).toHaveBeenCalledTimes(2);
    act(() => answer({ ok: true, data: 'otra vez' }));
    await waitFor(() => expect(result.current.data).toBe('otra vez'));
  });

  it('a read not answered yet: the block waits for that same call (no second call)', async () => {
    const { load, answer } = loader();
    void preloadRead(load, 9);
    const { result } = renderHook(() => useResource(load, 9));
    expect(result.current.status).toBe('loading');
    act(() => answer({ ok: true, data: 'llegó' }, 0));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toBe('llegó');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is handed once and only for the same loader and key: another key, or a second mount, reads again', async () => {
    const { load, answer } = loader();
    const started = preloadRead(load, 10);
    answer({ ok: true, data: 'diez' });
    await started;
    renderHook(() => useResource(load, 11));
    expect(load).toHaveBeenCalledTimes(2);
    renderHook(() => useResource(load, 10));
    expect(load).toHaveBeenCalledTimes(2);
    const again = renderHook(() => useResource(load, 10));
    expect(again.result.current.status).toBe('loading');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('a loader that throws reads as a network failure (never an unhandled rejection)', async () => {
    const load = vi.fn(async (_key: null): Promise<Answer> => {
      throw new Error('boom');
    });
    await expect(preloadRead(load, null)).resolves.toEqual({ ok: false, error: { kind: 'network' } });
    const { result } = renderHook(() => useResource(load));
    expect(result.current.failure).toEqual({ kind: 'network' });
  });
});
