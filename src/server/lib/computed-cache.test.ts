import { describe, expect, it } from 'vitest';
import { cachedOrComputed, computedCache } from './computed-cache';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const box = (n: number) => ({ n });

describe('computedCache', () => {
  it('computes once per time-to-live', async () => {
    const time = clock();
    const cache = computedCache<{ n: number }>({ ttlMs: 5000, max: 10, now: time.now });
    let calls = 0;
    const compute = async () => box(++calls);
    expect(await cachedOrComputed(cache, 'k', compute)).toEqual(box(1));
    time.advance(5000);
    expect(await cachedOrComputed(cache, 'k', compute)).toEqual(box(1));
    time.advance(1);
    expect(await cachedOrComputed(cache, 'k', compute)).toEqual(box(2));
    expect(calls).toBe(2);
  });

  it('shares one computation between concurrent misses', async () => {
    const cache = computedCache<{ n: number }>({ ttlMs: 5000, max: 10 });
    let calls = 0;
    let release!: (value: { n: number }) => void;
    const compute = () => {
      calls += 1;
      return new Promise<{ n: number }>((resolve) => (release = resolve));
    };
    const waiting = Array.from({ length: 50 }, () => cachedOrComputed(cache, 'k', compute));
    await Promise.resolve();
    release(box(7));
    expect(await Promise.all(waiting)).toEqual(Array(50).fill(box(7)));
    expect(calls).toBe(1);
  });

  it('starts the time-to-live when the computation ends', async () => {
    const time = clock();
    const cache = computedCache<{ n: number }>({ ttlMs: 1000, max: 10, now: time.now });
    let calls = 0;
    const slow = async () => {
      calls += 1;
      time.advance(5000); // the computation itself took longer than the TTL
      return box(calls);
    };
    await cachedOrComputed(cache, 'k', slow);
    time.advance(1000);
    expect(await cachedOrComputed(cache, 'k', slow)).toEqual(box(1));
  });

  it('does not keep failures', async () => {
    const cache = computedCache<{ n: number }>({ ttlMs: 5000, max: 10 });
    await expect(cachedOrComputed(cache, 'k', async () => Promise.reject(new Error('base indisponible')))).rejects.toThrow('base indisponible');
    expect(await cachedOrComputed(cache, 'k', async () => box(7))).toEqual(box(7));
  });

  it('keeps keys apart and drops the least recently used beyond the limit', async () => {
    const cache = computedCache<{ s: string }>({ ttlMs: 5000, max: 2 });
    await cachedOrComputed(cache, 'a', async () => ({ s: 'A' }));
    await cachedOrComputed(cache, 'b', async () => ({ s: 'B' }));
    await cachedOrComputed(cache, 'c', async () => ({ s: 'C' }));
    expect(cache.size).toBe(2);
    expect(await cachedOrComputed(cache, 'a', async () => ({ s: 'A2' }))).toEqual({ s: 'A2' });
    expect(await cachedOrComputed(cache, 'a', async () => ({ s: 'A3' }))).toEqual({ s: 'A2' });
  });

  it('answers the waiters of a key dropped while it is computed, without keeping that answer', async () => {
    const cache = computedCache<{ n: number }>({ ttlMs: 5000, max: 10 });
    let release!: (value: { n: number }) => void;
    const waiting = cachedOrComputed(cache, 'k', () => new Promise((resolve) => (release = resolve)));
    cache.delete('k');
    release(box(1));
    expect(await waiting).toEqual(box(1));
    expect(await cachedOrComputed(cache, 'k', async () => box(2))).toEqual(box(2));
  });
});
