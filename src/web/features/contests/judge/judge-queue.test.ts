import { afterEach, describe, expect, it, vi } from 'vitest';
import { enqueue, flushQueue, readQueue } from './judge-queue';

const entry = (clientId: string) => ({ clientId, contestId: 1, competitorId: 2, boulderId: 3, attempts: 1, zoneAttempt: 1, topAttempt: 1 });
const answer = (status: number) => new Response(JSON.stringify(status === 200 ? {} : { error: 'Refusé.', code: 'x' }), { status, headers: { 'content-type': 'application/json' } });

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
    expect(await flushQueue('lien', 'gjs_x')).toEqual({ sent: 0, refused: [], offline: false });
    enqueue('lien', entry('a'));
    online = false;
    enqueue('lien', entry('b'));
    expect((await flushQueue('lien', 'gjs_x')).offline).toBe(true);
    expect(readQueue('lien').map((e) => e.clientId)).toEqual(['a', 'b']);
    online = true;
    enqueue('lien', entry('refuse'));
    const outcome = await flushQueue('lien', 'gjs_x');
    expect([outcome.sent, outcome.refused.map((r) => r.message)]).toEqual([2, ['Refusé.']]);
    expect(sent.map((url) => url.split('/').at(-2))).toEqual(['a', 'b', 'refuse']);
    expect(readQueue('lien')).toEqual([]);
  });
});
