import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from './api-client';
import { enqueue, flushQueue, judgeQueue, readQueue, resultBody, resultPath, type ResultEntry } from './result-queue';

const entry = (clientId: string) => ({ clientId, contestId: 1, competitorId: 2, boulderId: 3, attempts: 1, zoneAttempt: 1, topAttempt: 1 });
const queue = judgeQueue('lien');
const send = (e: ResultEntry) => apiClient.put(resultPath(e), resultBody(e), { headers: { Authorization: 'Bearer gjs_x' } });
const answer = (status: number) =>
  new Response(JSON.stringify(status === 200 ? {} : { error: 'Refusé.', code: 'x' }), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the judge's queue", () => {
  it('sends in order after an empty flush, keeps entries while offline, drops refused ones', async () => {
    // The page's anti-forgery cookie (every page gets one); a judge's bearer call does not need it.
    document.cookie = 'csrftoken=jeton';
    const sent: string[] = [];
    let online = true;
    vi.stubGlobal('fetch', async (url: string) => {
      if (!online) throw new TypeError('Failed to fetch');
      sent.push(url);
      return answer(url.includes('refuse') ? 409 : 200);
    });
    expect(await flushQueue(queue, send)).toEqual({ sent: 0, refused: [], offline: false });
    enqueue(queue, entry('a'));
    online = false;
    enqueue(queue, entry('b'));
    expect((await flushQueue(queue, send)).offline).toBe(true);
    expect(readQueue(queue).map((e) => e.clientId)).toEqual(['a', 'b']);
    online = true;
    enqueue(queue, entry('refuse'));
    const outcome = await flushQueue(queue, send);
    expect([outcome.sent, outcome.refused.map((r) => r.message)]).toEqual([2, ['Refusé.']]);
    expect(sent.map((url) => url.split('/').at(-2))).toEqual(['a', 'b', 'refuse']);
    expect(readQueue(queue)).toEqual([]);
  });
});
