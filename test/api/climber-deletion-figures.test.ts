/**
 * docs/product.md › Climbers: accounts and privacy: deleting an account erases the person and keeps every gym figure true. On the
 * statistics scenario, every back-office figure of the gym is read before and after climber C3
 * (tops, flashes, ratings, grade proposals, comments, app opens) deletes their account; the only
 * change allowed is their comment leaving the comment lists.
 */
import { describe, expect, it } from 'vitest';
import { drainStats } from '../../src/server/jobs/stats-drainer';
import type { TestApp } from '../helpers/app';
import { cachedPasswordHash, TEST_PASSWORD } from '../helpers/fixtures';
import type { LoggedIn } from '../helpers/session';
import { getOk, useStatsApp, type StatsScenario } from '../helpers/stats-fixtures';

let testApp: TestApp;
let scenario: StatsScenario;
let setter: LoggedIn;
useStatsApp((started) => ({ testApp, scenario, setter } = started));

const figureUrls = (s: StatsScenario, uuid: string) => [
  `/api/gymgeneralstats/${uuid}/${s.gym}`,
  `/api/top-boulders/${s.gym}/`,
  `/api/sectorsoverview/${uuid}/${s.gym}`,
  `/api/sector-details/${s.gym}/`,
  ...Object.values(s.sectors)
    .map((sector) => `/api/sector-details-by-id/${sector}/`)
    .filter((url) => !url.includes(`/${s.sectors.otherGym}/`)),
  `/api/difficulty-circuit-header/${s.gym}`,
  ...[s.difficulties.green, s.difficulties.blue, s.difficulties.black].map((d) => `/api/difficulty-circuit-full-details/${s.gym}/${d}`),
];

/** Every comment list entry holds its author; the figures must not move, so comments are compared without C3's. */
function withoutComments(value: unknown, commentIds: Set<number>): unknown {
  if (Array.isArray(value))
    return value
      .filter((item) => !(item && typeof item === 'object' && 'comment' in item && commentIds.has((item as { id: number }).id)))
      .map((item) => withoutComments(item, commentIds));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutComments(item, commentIds)]));
  return value;
}

describe('deleting a climber’s account', () => {
  it('leaves every figure of the gym unchanged', async () => {
    const db = testApp.database.db;
    const c3 = scenario.climbers[2];
    await db.$client.query(`update users set password_hash = $2 where id = $1`, [c3, await cachedPasswordHash(TEST_PASSWORD)]);
    const {
      rows: [account],
    } = await db.$client.query<{ email: string }>(`select email from users where id = $1`, [c3]);
    const { rows: ownComments } = await db.$client.query<{ id: number }>(`select id from comments where user_id = $1`, [c3]);
    expect(ownComments.length).toBeGreaterThan(0);
    const theirs = new Set(ownComments.map((c) => c.id));

    await drainStats(db, { wait: true });
    const urls = figureUrls(scenario, setter.uuid);
    const before = await Promise.all(urls.map((url) => getOk(setter, url)));

    const token = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token/',
      payload: { email: account!.email, password: TEST_PASSWORD, deviceName: 'Test' },
    });
    const deleted = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/me/delete/',
      headers: { authorization: `Bearer ${token.json().token}` },
      payload: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    await drainStats(db, { wait: true });

    const after = await Promise.all(urls.map((url) => getOk(setter, url)));
    for (const [i, url] of urls.entries()) expect(withoutComments(after[i], theirs), url).toEqual(withoutComments(before[i], theirs));
    // The comments themselves are gone with the person.
    const { rows } = await db.$client.query(`select count(*)::int as n from comments where user_id = $1`, [c3]);
    expect(rows).toEqual([{ n: 0 }]);
  });
});
