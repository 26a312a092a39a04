/**
 * Read cache with the spec's stale times (spec 000 §9 Cache: general data 24 h; spec 001 §9
 * request list 60 s; metrics never), through @tanstack/query-core's QueryClient (DESIGN.md: a
 * well-kept cache, not a hand-made one). Failures are never cached.
 */
import { QueryClient } from '@tanstack/query-core';
import { ApiError, type ApiResult } from './result';
import { GENERAL_STALE_MS } from '../domain/constants';

export { GENERAL_STALE_MS };

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, gcTime: GENERAL_STALE_MS, staleTime: GENERAL_STALE_MS } },
});

/**
 * Returns the cached value of `key` when fresh, else runs `load`. A failed load is returned as is
 * and not cached.
 */
export async function cached<T>(key: readonly unknown[], staleTimeMs: number, load: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  try {
    const data = await queryClient.fetchQuery({
      queryKey: key,
      staleTime: staleTimeMs,
      queryFn: async () => {
        const r = await load();
        if (!r.ok) throw new ApiError(r.error);
        return r.data;
      },
    });
    return { ok: true, data };
  } catch (e) {
    if (e instanceof ApiError) return { ok: false, error: e.failure };
    return { ok: false, error: { kind: 'network' } };
  }
}

/** Forgets cached entries whose key starts with `prefix` (after a mutation). */
export function invalidate(prefix: readonly unknown[]): void {
  void queryClient.invalidateQueries({ queryKey: prefix });
}
