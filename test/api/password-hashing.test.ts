/**
 * Password hashing is bounded: a flood of logins from many addresses runs at most
 * PASSWORD_HASH_CONCURRENCY hashes at once, lets PASSWORD_HASH_QUEUE more wait, and answers the
 * rest 503 in French at once. Known and unknown accounts cost the same one hash.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { passwordHashingStats } from '../../src/server/services/passwords';
import { MESSAGES } from '../../src/shared/messages';
import { useTestApp } from '../helpers/app';
import { cachedPasswordHash, createGym, createUser, TEST_PASSWORD } from '../helpers/fixtures';
import { anonymous, type TestBrowser } from '../helpers/session';

const t = useTestApp({ env: { PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '2' } });
let email: string;

beforeAll(async () => {
  await cachedPasswordHash(TEST_PASSWORD);
  email = (await createUser(t.database.db, { email: 'hash@test.fr', staff: [{ gymId: (await createGym(t.database.db)).id }] })).email;
});
const visitor = (i: number) => anonymous(t.app, { remoteAddress: `10.40.${Math.floor(i / 250)}.${(i % 250) + 1}` });
const loginFrom = (browser: TestBrowser, username: string, password = 'Mauvais-1!') =>
  browser.inject({ method: 'POST', url: '/api/login/', payload: { username, password } });
const attempt = async (i: number, username: string, password?: string) => loginFrom(await visitor(i), username, password);

describe('password hashing under a flood of logins', () => {
  it('runs one hash at a time, queues two, and answers the others 503 with a French message', async () => {
    const before = passwordHashingStats();
    // Ten visitors ready first, then all their logins at once (a hash takes far longer than the rest).
    const visitors = await Promise.all(Array.from({ length: 10 }, (_, i) => visitor(i)));
    const answers = await Promise.all(visitors.map((browser, i) => loginFrom(browser, `inconnu${i}@test.fr`)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 503, 503, 503, 503, 503, 503, 503]);
    const busy = answers.find((a) => a.statusCode === 503)!;
    expect(busy.json()).toEqual({ error: MESSAGES.passwordHashingBusy, code: 'unavailable' });
    expect(busy.headers['retry-after']).toBe('5');
    const after = passwordHashingStats();
    expect(after.maxRunning).toBe(1);
    expect(after.refused - before.refused).toBe(7);
    // Nothing is left running or waiting, and the server answers again at once.
    expect(after).toMatchObject({ running: 0, waiting: 0 });
    expect((await attempt(99, email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('costs an unknown account exactly the one hash a known account costs', async () => {
    const hashesFor = async (username: string, i: number) => {
      const before = passwordHashingStats().completed;
      expect((await attempt(i, username)).statusCode).toBe(401);
      return passwordHashingStats().completed - before;
    };
    expect(await hashesFor(email, 200)).toBe(1);
    expect(await hashesFor('personne@nulle-part.fr', 201)).toBe(1);
  });
});
