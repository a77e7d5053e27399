/**
 * Scheduled jobs (src/server/jobs/runner.ts): the worker computes the day's climber levels after a
 * start, reads never compute them, and housekeeping removes what has expired.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { removeStaleRows } from '../../src/server/jobs/housekeeping';
import { parisDay } from '../../src/shared/domain/dates';
import { buildTestApp, type TestApp } from '../helpers/app';
import { addAscent, createBoulder, createDifficulty, createSector } from '../helpers/boulder-fixtures';
import { createGym, createUser, TEST_PASSWORD } from '../helpers/fixtures';
import { login } from '../helpers/session';

let reader: TestApp;
let gymId: number;
let climberId: number;
let difficultyId: number;
let boulderIds: number[];

beforeAll(async () => {
  // Jobs off (the default of test apps): this app only reads.
  reader = await buildTestApp();
  const { db } = reader.database;
  gymId = (await createGym(db)).id;
  difficultyId = await createDifficulty(db, gymId);
  const sector = await createSector(db, gymId);
  boulderIds = [];
  for (let i = 0; i < 3; i++) boulderIds.push(await createBoulder(db, { gymId, sectorId: sector.id, difficultyId }));
  climberId = (await createUser(db)).id;
  // Three tops of one difficulty within 90 days: that difficulty is the climber's level.
  for (const boulderId of boulderIds) {
    await addAscent(db, { userId: climberId, boulderId, gymId, loggedAt: new Date(Date.now() - 3_600_000), tries: 2, topped: true });
  }
});
afterAll(() => reader.close());

const levelState = () => reader.database.db.$client.query('select gym_id, computed_for from climber_levels_state where gym_id = $1', [gymId]);

describe('climber levels', () => {
  it('a statistics read does not compute them (nothing writes inside a GET)', async () => {
    const admin = await createUser(reader.database.db, { staff: [{ gymId, isAdmin: true }] });
    const session = await login(reader.app, admin.email, TEST_PASSWORD);
    for (const url of [`/api/sector-details/${gymId}/`, `/api/top-boulders/${gymId}/`]) {
      expect((await session.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    expect((await levelState()).rows).toEqual([]);
  });

  it('the worker of a started app computes today’s levels (two apps, each with its pool and worker, on one database)', async () => {
    const env = { JOBS_ENABLED: 'true' };
    // Two more apps on the same database, as two server processes would be.
    const [first, second] = await Promise.all([buildTestApp({ env, database: reader.database }), buildTestApp({ env, database: reader.database })]);
    try {
      await vi.waitFor(async () => expect((await levelState()).rows).toEqual([{ gym_id: gymId, computed_for: parisDay(new Date()) }]), {
        timeout: 20_000,
        interval: 200,
      });
      const { rows } = await reader.database.db.$client.query('select user_id, gym_difficulty_id from climber_levels where gym_id = $1', [gymId]);
      expect(rows).toEqual([{ user_id: climberId, gym_difficulty_id: difficultyId }]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('housekeeping', () => {
  it('removes expired sessions and reset links, and keeps live ones', async () => {
    const { db } = reader.database;
    const user = await createUser(db);
    await db.$client.query(
      `insert into sessions (id_hash, user_id, csrf_token, expires_at, last_seen_at) values
        ('expired', $1, 'x', now() - interval '1 minute', now()),
        ('idle', $1, 'x', now() + interval '1 day', now() - interval '3 days'),
        ('live', $1, 'x', now() + interval '1 day', now())`,
      [user.id],
    );
    await removeStaleRows(db);
    const { rows } = await db.$client.query('select id_hash from sessions where user_id = $1 order by id_hash', [user.id]);
    expect(rows).toEqual([{ id_hash: 'live' }]);
  });
});
