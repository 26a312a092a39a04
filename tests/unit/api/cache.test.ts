import { afterEach, describe, expect, it, vi } from 'vitest';
import { cached, clearCache, invalidate } from '../../../src/api/cache';
import { fail, ok } from '../../../src/api/result';

afterEach(() => {
  clearCache();
  vi.useRealTimers();
});

describe('cached (spec 000 §9 Cache)', () => {
  it('serves a fresh result from the cache and shares one in-flight call', async () => {
    const load = vi.fn(async () => ok(['DPP']));
    const [a, b] = await Promise.all([cached(['directions'], 1000, load), cached(['directions'], 1000, load)]);
    expect(a).toEqual(ok(['DPP']));
    expect(b).toEqual(ok(['DPP']));
    await cached(['directions'], 1000, load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never caches a failure', async () => {
    const load = vi
      .fn()
      .mockResolvedValueOnce(fail({ kind: 'network' }))
      .mockResolvedValueOnce(ok(1));
    expect((await cached(['x'], 1000, load)).ok).toBe(false);
    expect(await cached(['x'], 1000, load)).toEqual(ok(1));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads again after the stale time', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => ok('v'));
    await cached(['k'], 60_000, load);
    vi.advanceTimersByTime(59_000);
    await cached(['k'], 60_000, load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_000);
    await cached(['k'], 60_000, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keys by every part and forgets by prefix', async () => {
    const load = vi.fn(async () => ok('page'));
    await cached(['ratings', 3, 1], 1000, load);
    await cached(['ratings', 3, 2], 1000, load);
    await cached(['ratings', 4, 1], 1000, load);
    await cached(['ratings', 30, 1], 1000, load);
    expect(load).toHaveBeenCalledTimes(4);
    invalidate(['ratings', 3]);
    await cached(['ratings', 3, 1], 1000, load);
    await cached(['ratings', 4, 1], 1000, load);
    await cached(['ratings', 30, 1], 1000, load);
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('does not cache with a stale time of 0 (metrics)', async () => {
    const load = vi.fn(async () => ok(1));
    await cached(['m'], 0, load);
    await cached(['m'], 0, load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
