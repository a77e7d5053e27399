import { afterEach, describe, expect, it, vi } from 'vitest';
import { dequeueAscent, enqueueAscent, flushAscents, queueSnapshot, subscribeToQueue } from './ascent-queue';

const ascent = (n: number) => ({
  clientId: `00000000-0000-4000-8000-00000000000${n}`,
  boulderId: n,
  gymId: 1,
  tries: 1,
  topped: true,
  loggedAt: '2026-11-25T18:00:00Z',
});

/** A server answering each batch item with the status the test gives its boulder id. */
function server(statusOf: (boulderId: number) => number) {
  const bodies: { items: { clientId: string; boulderId: number }[] }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { items: { clientId: string; boulderId: number }[] };
      bodies.push(body);
      const results = body.items.map((item) => ({
        clientId: item.clientId,
        status: statusOf(item.boulderId),
        messages: statusOf(item.boulderId) >= 400 ? ['Refusé.'] : [],
      }));
      return new Response(JSON.stringify({ results }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  document.cookie = 'csrftoken=jeton';
  return bodies;
}

async function clear() {
  for (const item of [...queueSnapshot()]) await dequeueAscent(item.clientId);
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await clear();
});

describe('the offline queue of logs', () => {
  it('keeps logs in IndexedDB until the server has them, and drops stored (201), already stored (200) and refused (4xx) ones', async () => {
    const unsubscribe = subscribeToQueue(() => undefined);
    for (const n of [1, 2, 3, 4]) await enqueueAscent(ascent(n));
    expect(queueSnapshot().map((a) => a.boulderId)).toEqual([1, 2, 3, 4]);
    const bodies = server((boulderId) => ({ 1: 201, 2: 200, 3: 409, 4: 429 })[boulderId]!);
    const { refused, settled } = await flushAscents();
    expect(settled).toBe(3);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.items.map((item) => item.clientId)).toEqual([1, 2, 3, 4].map((n) => ascent(n).clientId));
    expect(refused.map((r) => r.ascent.boulderId)).toEqual([3]);
    // A limit reached is not final: the log waits for the next flush.
    expect(queueSnapshot().map((a) => a.boulderId)).toEqual([4]);
    unsubscribe();
  });

  it('keeps everything when the network fails, and sends each log under the same client id next time', async () => {
    for (const n of [5, 6]) await enqueueAscent(ascent(n));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await flushAscents()).toEqual({ settled: 0, refused: [] });
    expect(queueSnapshot().map((a) => a.boulderId)).toEqual([5, 6]);
    const bodies = server(() => 201);
    await flushAscents();
    expect(bodies[0]!.items.map((item) => item.clientId)).toEqual([ascent(5).clientId, ascent(6).clientId]);
    expect(queueSnapshot()).toEqual([]);
  });

  it('sends 50 logs per batch, and takes a log back before it leaves', async () => {
    for (let n = 0; n < 120; n++) await enqueueAscent({ ...ascent(1), clientId: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`, boulderId: n });
    expect(await dequeueAscent('10000000-0000-4000-8000-000000000000')).toBe(true);
    expect(await dequeueAscent('10000000-0000-4000-8000-000000000000')).toBe(false);
    const bodies = server(() => 201);
    await flushAscents();
    expect(bodies.map((body) => body.items.length)).toEqual([50, 50, 19]);
    expect(queueSnapshot()).toEqual([]);
  });
});
