/**
 * Read cache with the spec's stale times (spec 000 §9 Cache: general data 24 h; spec 001 §9
 * request list 60 s; metrics never cached): one call in flight per key (concurrent readers share
 * it) over an {@link ExpiringMap} (entries expire after their stale time). Failed results are
 * never cached.
 *
 * Written here, not taken from a library: it was `p-memoize` over `expiry-map` (with their
 * `mimic-function`, `map-age-cleaner` and `p-defer`), ~2 KB gzipped of the 110 KB first-load budget
 * of /public for these few lines, and the session's every-tab work (issue 25) had to fit in it.
 * Expired entries are dropped when read (and with `clear`), not by timers.
 *
 * Why not @tanstack/query-core (docs/ARCHITECTURE.md's example): it weighs ~7 KB gzipped of the 110 KB
 * first-load budget of /public, and the portal needs only keyed, expiring, de-duplicated reads.
 */
import type { ApiResult } from './result';
import { GENERAL_STALE_MS } from '../domain/constants';

export { GENERAL_STALE_MS };

type Loader = () => Promise<ApiResult<unknown>>;

/**
 * A Map whose entries expire `maxAgeMs` (ms) after they were set (`has`, `get`, `set`, `delete`,
 * and `keys` and `clear` for invalidation). An expired
 * entry reads as absent and is removed on that read.
 */
export class ExpiringMap<K, V> {
  private readonly entries = new Map<K, { value: V; until: number }>();

  constructor(private readonly maxAgeMs: number) {}

  private live(key: K): { value: V; until: number } | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.until <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  has(key: K): boolean {
    return this.live(key) !== undefined;
  }

  get(key: K): V | undefined {
    return this.live(key)?.value;
  }

  set(key: K, value: V): this {
    this.entries.set(key, { value, until: Date.now() + this.maxAgeMs });
    return this;
  }

  delete(key: K): boolean {
    return this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  keys(): IterableIterator<K> {
    return this.entries.keys();
  }
}

interface Store {
  map: ExpiringMap<string, ApiResult<unknown>>;
  read: (key: string, load: Loader) => Promise<ApiResult<unknown>>;
}

/** One store per stale time (ms). */
const stores = new Map<number, Store>();

function storeFor(staleTimeMs: number): Store {
  let store = stores.get(staleTimeMs);
  if (!store) {
    const map = new ExpiringMap<string, ApiResult<unknown>>(staleTimeMs);
    // One call in flight per key, shared by concurrent readers; a success is kept until it expires.
    const inFlight = new Map<string, Promise<ApiResult<unknown>>>();
    const read = (key: string, load: Loader): Promise<ApiResult<unknown>> => {
      const kept = map.get(key);
      if (kept !== undefined) return Promise.resolve(kept);
      let call = inFlight.get(key);
      if (!call) {
        call = load()
          .then((result) => {
            if (result.ok) map.set(key, result);
            return result;
          })
          .finally(() => inFlight.delete(key));
        inFlight.set(key, call);
      }
      return call;
    };
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
