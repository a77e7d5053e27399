import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('TtlCache', () => {
  it('computes once per time-to-live', async () => {
    const time = clock();
    const cache = new TtlCache<number>({ ttlMs: 5000, now: time.now });
    let calls = 0;
    const compute = async () => ++calls;
    expect(await cache.get('k', compute)).toBe(1);
    time.advance(4999);
    expect(await cache.get('k', compute)).toBe(1);
    time.advance(1);
    expect(await cache.get('k', compute)).toBe(2);
    expect(calls).toBe(2);
  });

  it('shares one computation between concurrent misses', async () => {
    const cache = new TtlCache<string>({ ttlMs: 5000 });
    let calls = 0;
    let release!: (value: string) => void;
    const compute = () => {
      calls += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const waiting = Array.from({ length: 50 }, () => cache.get('k', compute));
    await Promise.resolve();
    release('done');
    expect(await Promise.all(waiting)).toEqual(Array(50).fill('done'));
    expect(calls).toBe(1);
  });

  it('starts the time-to-live when the computation ends', async () => {
    const time = clock();
    const cache = new TtlCache<number>({ ttlMs: 1000, now: time.now });
    let calls = 0;
    const slow = async () => {
      calls += 1;
      time.advance(5000); // the computation itself took longer than the TTL
      return calls;
    };
    await cache.get('k', slow);
    time.advance(999);
    expect(await cache.get('k', slow)).toBe(1);
  });

  it('does not keep failures', async () => {
    const cache = new TtlCache<number>({ ttlMs: 5000 });
    await expect(cache.get('k', async () => Promise.reject(new Error('base indisponible')))).rejects.toThrow('base indisponible');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('keeps keys apart and drops the oldest beyond the limit', async () => {
    const cache = new TtlCache<string>({ ttlMs: 5000, maxEntries: 2 });
    await cache.get('a', async () => 'A');
    await cache.get('b', async () => 'B');
    await cache.get('c', async () => 'C');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'A2')).toBe('A2');
    expect(await cache.get('c', async () => 'C2')).toBe('C');
  });

  it('can forget a key or everything', async () => {
    const cache = new TtlCache<number>({ ttlMs: 5000 });
    await cache.get('a', async () => 1);
    cache.delete('a');
    expect(await cache.get('a', async () => 2)).toBe(2);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('refuses a non-positive time-to-live', () => {
    expect(() => new TtlCache({ ttlMs: 0 })).toThrow(RangeError);
  });
});
