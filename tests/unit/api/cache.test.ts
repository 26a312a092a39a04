import { afterEach, describe, expect, it, vi } from 'vitest';
import { cached, clearCache, invalidate, peekCached } from '../../../src/api/cache';
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
    const load = vi.fn().mockResolvedValueOnce(fail({ kind: 'network' })).mockResolvedValueOnce(ok(1));
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

describe('peekCached (first render with data already loaded, issue 11)', () => {
  it('gives the fresh successful result synchronously, and nothing before, while loading, after a failure, after the stale time or when never cached', async () => {
    vi.useFakeTimers();
    expect(peekCached(['content', 'homeImage'], 60_000)).toBeUndefined();
    let resolve!: (v: ReturnType<typeof ok<string>>) => void;
    const answer = new Promise<ReturnType<typeof ok<string>>>((r) => (resolve = r));
    const pending = cached(['content', 'homeImage'], 60_000, () => answer);
    expect(peekCached(['content', 'homeImage'], 60_000)).toBeUndefined();
    resolve(ok('/media/hero.svg'));
    await pending;
    expect(peekCached(['content', 'homeImage'], 60_000)).toEqual(ok('/media/hero.svg'));
    // Another stale time is another store: not the same entry.
    expect(peekCached(['content', 'homeImage'], 1000)).toBeUndefined();
    vi.advanceTimersByTime(61_000);
    expect(peekCached(['content', 'homeImage'], 60_000)).toBeUndefined();
    await cached(['stats'], 60_000, async () => fail({ kind: 'network' }));
    expect(peekCached(['stats'], 60_000)).toBeUndefined();
    await cached(['metrics'], 0, async () => ok(3));
    expect(peekCached(['metrics'], 0)).toBeUndefined();
  });
});
