/**
 * In-memory caches of computed answers polled by many clients, on lru-cache: each key is computed
 * at most once per time-to-live (an answer is fresh while its age is at most the TTL), concurrent misses share one computation (its fetch), a failed
 * computation is not kept, and the oldest keys go beyond `max`. A hundred phones refreshing a
 * contest page cost one database query every few seconds per process.
 */
import { LRUCache } from 'lru-cache';

/** The computation of a missing key travels as the fetch's context: each call site brings its own. */
export type ComputedCache<V extends object> = LRUCache<string, V, () => Promise<V>>;

export interface ComputedCacheOptions {
  ttlMs: number;
  max: number;
  /** Clock in milliseconds; Date.now by default, read at each use, so tests that move it move the cache too. */
  now?: () => number;
}

export function computedCache<V extends object>(options: ComputedCacheOptions): ComputedCache<V> {
  return new LRUCache<string, V, () => Promise<V>>({
    max: options.max,
    // The time-to-live starts when the computation ends: lru-cache sets the value then.
    ttl: options.ttlMs,
    // Read the clock at each use (it costs nanoseconds) rather than keep a reading for 1 ms.
    ttlResolution: 0,
    perf: { now: options.now ?? (() => Date.now()) },
    // A key dropped while its computation runs (staff changed the gym) still answers the requests
    // waiting for it; the answer is just not kept.
    ignoreFetchAbort: true,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
}

/** The cached value of `key`, or the result of `compute` (shared with every concurrent caller). */
export const cachedOrComputed = <V extends object>(cache: ComputedCache<V>, key: string, compute: () => Promise<V>): Promise<V> =>
  cache.forceFetch(key, { context: compute });
