/**
 * Read cache with the spec's stale times (spec 000 §9 Cache: general data 24 h; spec 001 §9
 * request list 60 s; metrics never cached), built from two well-kept libraries rather than by
 * hand: `p-memoize` (one in-flight call per key: concurrent readers share it) over `expiry-map`
 * (entries expire after their stale time). Failed results are never cached.
 *
 * Why not @tanstack/query-core (docs/ARCHITECTURE.md's example): it weighs ~7 KB gzipped of the 110 KB
 * first-load budget of /public, and the portal needs only keyed, expiring, de-duplicated reads.
 */
import pMemoize from 'p-memoize';
import ExpiryMap from 'expiry-map';
import type { ApiResult } from './result';
import { GENERAL_STALE_MS } from '../domain/constants';

export { GENERAL_STALE_MS };

type Loader = () => Promise<ApiResult<unknown>>;

interface Store {
  map: ExpiryMap<string, ApiResult<unknown>>;
  read: (key: string, load: Loader) => Promise<ApiResult<unknown>>;
}

/** One store per stale time (ms). */
const stores = new Map<number, Store>();

function storeFor(staleTimeMs: number): Store {
  let store = stores.get(staleTimeMs);
  if (!store) {
    const map = new ExpiryMap<string, ApiResult<unknown>>(staleTimeMs);
    const read = pMemoize((_key: string, load: Loader) => load(), {
      cacheKey: ([key]) => key,
      cache: map,
      shouldCache: (result) => result.ok,
    });
    store = { map, read };
    stores.set(staleTimeMs, store);
  }
  return store;
}

/**
 * Returns the cached value of `key` while it is younger than `staleTimeMs`, else runs `load`
 * (once, even for concurrent callers). A failed load is returned as is and not cached.
 * @param key parts of the cache key, e.g. `['service', 12]` (JSON-serialisable)
 * @param staleTimeMs how long a successful result stays fresh, ms (0: never cached)
 */
export function cached<T>(key: readonly unknown[], staleTimeMs: number, load: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  if (staleTimeMs <= 0) return load();
  return storeFor(staleTimeMs).read(JSON.stringify(key), load) as Promise<ApiResult<T>>;
}

/** Forgets cached entries whose key starts with `prefix` (after a mutation). */
export function invalidate(prefix: readonly unknown[]): void {
  const whole = JSON.stringify(prefix);
  const start = prefix.length === 0 ? '[' : `${whole.slice(0, -1)},`;
  for (const { map } of stores.values()) {
    for (const key of [...map.keys()]) if (key === whole || key.startsWith(start)) map.delete(key);
  }
}

/** Forgets everything, calls still in flight included (tests; sign-out). */
export function clearCache(): void {
  for (const { map } of stores.values()) map.clear();
  // New stores: a call that was in flight now settles into a discarded map.
  stores.clear();
}
