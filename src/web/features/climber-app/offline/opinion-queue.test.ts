import { afterEach, describe, expect, it, vi } from 'vitest';
import { enqueueOpinion, flushOpinions, opinionSnapshot, subscribeToOpinions } from './opinion-queue';

/** A server answering each PUT with the status the test gives its path. */
function server(statusOf: (path: string) => number) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      calls.push({ path, body: JSON.parse(String(init?.body)) });
      const status = statusOf(path);
      const body = status >= 400 ? { error: 'Vous ne pouvez voter pour la cotation que d’un bloc que vous avez enchaîné.', code: 'conflict' } : { ok: true };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  document.cookie = 'csrftoken=jeton';
  return calls;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  server(() => 200);
  await flushOpinions();
  vi.unstubAllGlobals();
});

describe('the offline queue of stars and grade votes', () => {
  it('holds a grade vote while a log of that boulder still waits on the phone (sent first, it would be refused for good)', async () => {
    await enqueueOpinion({ kind: 'gradeVote', boulderId: 11, feeling: 'juste', grade: '5A' });
    await enqueueOpinion({ kind: 'rating', boulderId: 11, stars: 3 });
    const calls = server(() => 200);
    expect(await flushOpinions(new Set([11]))).toEqual({ settled: 1, refused: [] });
    expect(calls.map((call) => call.path)).toEqual(['/api/v1/boulders/11/rating/']);
    expect(opinionSnapshot().map((o) => o.kind)).toEqual(['gradeVote']);
    expect(await flushOpinions(new Set())).toEqual({ settled: 1, refused: [] });
    expect(opinionSnapshot()).toEqual([]);
  });

  it('keeps the last opinion per boulder and kind, and sends each once', async () => {
    const unsubscribe = subscribeToOpinions(() => undefined);
    await enqueueOpinion({ kind: 'rating', boulderId: 7, stars: 2 });
    await enqueueOpinion({ kind: 'rating', boulderId: 7, stars: 4 });
    await enqueueOpinion({ kind: 'gradeVote', boulderId: 7, feeling: 'plus_dur', grade: '6C' });
    expect(opinionSnapshot()).toHaveLength(2);
    const calls = server(() => 200);
    expect(await flushOpinions()).toEqual({ settled: 2, refused: [] });
    // The replaced rating counts as newer than the vote: each is sent once, in the order they were last given.
    expect(calls).toHaveLength(2);
    expect(calls).toEqual(
      expect.arrayContaining([
        { path: '/api/v1/boulders/7/rating/', body: { stars: 4 } },
        { path: '/api/v1/boulders/7/grade-vote/', body: { feeling: 'plus_dur', grade: '6C' } },
      ]),
    );
    expect(opinionSnapshot()).toEqual([]);
    unsubscribe();
  });

  it('reports a refused vote (409) and drops it, keeps everything when the network fails', async () => {
    await enqueueOpinion({ kind: 'gradeVote', boulderId: 8, feeling: 'juste', grade: '5A' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await flushOpinions()).toEqual({ settled: 0, refused: [] });
    expect(opinionSnapshot()).toHaveLength(1);
    server(() => 409);
    const { refused } = await flushOpinions();
    expect(refused.map((r) => r.messages)).toEqual([['Vous ne pouvez voter pour la cotation que d’un bloc que vous avez enchaîné.']]);
    expect(opinionSnapshot()).toEqual([]);
  });

  it('keeps an opinion refused for now (429) for the next flush', async () => {
    await enqueueOpinion({ kind: 'rating', boulderId: 9, stars: 5 });
    server(() => 429);
    expect(await flushOpinions()).toEqual({ settled: 0, refused: [] });
    expect(opinionSnapshot().map((o) => o.boulderId)).toEqual([9]);
  });
});
