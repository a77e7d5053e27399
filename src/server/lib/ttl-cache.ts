/**
 * A small in-memory cache for answers polled by many clients: each key is computed at most once per
 * time-to-live, and concurrent misses share the same computation (single flight), so a hundred phones
 * refreshing a contest page cost one database query every few seconds per process.
 */
export interface TtlCacheOptions {
  ttlMs: number;
  /** Oldest entries are dropped beyond this many keys. */
  maxEntries?: number;
  /** Clock in milliseconds (tests move it). */
  now?: () => number;
}

interface Entry<V> {
  promise: Promise<V>;
  /** Infinity while the computation runs. */
  expiresAt: number;
}

export class TtlCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(options: TtlCacheOptions) {
    if (!(options.ttlMs > 0)) throw new RangeError(`ttlMs must be positive, got ${options.ttlMs}`);
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries ?? 1000;
    this.#now = options.now ?? (() => Date.now());
  }

  /**
   * The cached value of `key`, or the result of `compute` (shared with every concurrent caller).
   * The time-to-live starts when the computation ends; a failed computation is not kept.
   */
  get(key: string, compute: () => Promise<V>): Promise<V> {
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > this.#now()) return entry.promise;

    const fresh: Entry<V> = { promise: Promise.resolve().then(compute), expiresAt: Number.POSITIVE_INFINITY };
    this.#entries.delete(key);
    this.#entries.set(key, fresh);
    fresh.promise.then(
      () => {
        fresh.expiresAt = this.#now() + this.#ttlMs;
      },
      () => {
        if (this.#entries.get(key) === fresh) this.#entries.delete(key);
      },
    );
    this.#evict();
    return fresh.promise;
  }

  /** Replaces the value of `key` (a recomputation done elsewhere); its time-to-live starts now. */
  set(key: string, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, { promise: Promise.resolve(value), expiresAt: this.#now() + this.#ttlMs });
    this.#evict();
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  #evict(): void {
    if (this.#entries.size <= this.#maxEntries) return;
    const now = this.#now();
    for (const [key, entry] of this.#entries) if (entry.expiresAt <= now) this.#entries.delete(key);
    // Map order is insertion order: the first keys are the oldest.
    for (const key of this.#entries.keys()) {
      if (this.#entries.size <= this.#maxEntries) break;
      this.#entries.delete(key);
    }
  }
}
