/**
 * The rollups, once the queue is drained, must always equal a full recount from the raw ascents and
 * connections, whatever the order and size of the writes (concurrent writers: stats-concurrency.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainStats } from '../../src/server/jobs/stats-drainer';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { expectRollupsMatchRecount } from '../helpers/rollups';

let database: TestDatabase;
let q: (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;
const ids = { gym: 0, sector: 0, difficulty: 0, boulders: [] as number[], users: [] as number[] };

beforeAll(async () => {
  database = await createTestDatabase();
  q = async (text, values) => {
    const { rows } = await database.db.$client.query(text, values as unknown[]);
    // Every write is followed by what the app's drainer does within a second.
    if (/^\s*(insert|update|delete)/i.test(text)) await drainStats(database.db, { wait: true });
    return rows;
  };
  [{ id: ids.gym }] = (await q(`insert into gyms (name) values ('Salle test') returning id`)) as { id: number }[];
  [{ id: ids.sector }] = (await q(`insert into sectors (gym_id, name) values ($1, 'Secteur A') returning id`, [ids.gym])) as { id: number }[];
  [{ id: ids.difficulty }] = (await q(
    `insert into gym_difficulties (gym_id, name, svg, corresponding_difficulty, color_1, position) values ($1, 'Vert', '<svg/>', 10, '#0a0', 1) returning id`,
    [ids.gym],
  )) as { id: number }[];
  for (let i = 0; i < 3; i++) {
    const [row] = (await q(
      `insert into boulders (gym_id, sector_id, name, gym_difficulty_id, difficulty, created_at) values ($1, $2, $3, $4, 10, ` +
        `'2026-10-01T10:00:00Z') returning id`,
      [ids.gym, ids.sector, `Bloc ${i}`, ids.difficulty],
    )) as { id: number }[];
    ids.boulders.push(row!.id);
  }
  for (let i = 0; i < 4; i++) {
    const [row] = (await q(`insert into users (email, first_name, last_name) values ($1, 'G', 'R') returning id`, [`g${i}@test.fr`])) as {
      id: number;
    }[];
    ids.users.push(row!.id);
  }
});
afterAll(() => database.drop());

const expectMatchesRecount = () => expectRollupsMatchRecount(database.db);

describe('statistics rollups', () => {
  it('computes one climber on one boulder exactly', async () => {
    const [b] = ids.boulders;
    const [u] = ids.users;
    // Two failed sessions (3 then 2 tries), then a top in 4 tries, then a repeat top in 1.
    await q(`insert into ascents (user_id, boulder_id, gym_id, logged_at, tries, topped) values ($1, $2, $3, '2026-10-02T18:00:00Z', 3, false)`, [
      u,
      b,
      ids.gym,
    ]);
    await q(`insert into ascents (user_id, boulder_id, gym_id, logged_at, tries, topped) values ($1, $2, $3, '2026-10-03T18:00:00Z', 2, false)`, [
      u,
      b,
      ids.gym,
    ]);
    await q(`insert into ascents (user_id, boulder_id, gym_id, logged_at, tries, topped) values ($1, $2, $3, '2026-10-05T18:00:00Z', 4, true)`, [
      u,
      b,
      ids.gym,
    ]);
    await q(`insert into ascents (user_id, boulder_id, gym_id, logged_at, tries, topped) values ($1, $2, $3, '2026-10-06T18:00:00Z', 1, true)`, [
      u,
      b,
      ids.gym,
    ]);
    const [pair] = await q(`select logs, tries, topped, flashed, tries_to_top from boulder_climber_stats where boulder_id = $1 and user_id = $2`, [b, u]);
    expect(pair).toEqual({ logs: 4, tries: 10, topped: true, flashed: false, tries_to_top: 9 });
    await expectMatchesRecount();
  });

  it('handles a flash, out-of-order logs and bulk inserts', async () => {
    const [b1, b2, b3] = ids.boulders as [number, number, number];
    const [, u2, u3, u4] = ids.users as [number, number, number, number];
    // u2 flashes b1; u3 logs b1 out of order (a later top first, then an earlier failure).
    await q(
      `insert into ascents (user_id, boulder_id, gym_id, logged_at, tries, topped) values
        ($1, $4, $6, '2026-10-10T19:00:00Z', 1, true),
        ($2, $4, $6, '2026-10-12T19:00:00Z', 2, true),
        ($3, $5, $6, '2026-10-12T22:30:00Z', 5, false)`,
      [u2, u3, u4, b1, b2, ids.gym],
    );
    await q(`insert into ascents (user_id, boulder_id, gym_id, logged_at, tries, topped) values ($1, $2, $3, '2026-10-11T19:00:00Z', 6, false)`, [
      u3,
      b1,
      ids.gym,
    ]);
    const [u3pair] = await q(`select tries_to_top, flashed from boulder_climber_stats where boulder_id = $1 and user_id = $2`, [b1, u3]);
    expect(u3pair).toEqual({ tries_to_top: 8, flashed: false });
    const [u2pair] = await q(`select tries_to_top, flashed from boulder_climber_stats where boulder_id = $1 and user_id = $2`, [b1, u2]);
    expect(u2pair).toEqual({ tries_to_top: 1, flashed: true });
    const [stats] = await q(`select climbers, toppers, flashers, tries, tries_to_top_sum from boulder_stats where boulder_id = $1`, [b1]);
    expect(stats).toEqual({ climbers: 3, toppers: 3, flashers: 1, tries: 19, tries_to_top_sum: 9 + 1 + 8 });
    // 22:30 UTC on 12/10 is already 13/10 in Paris.
    const days = await q(`select day from boulder_days where boulder_id = $1`, [b2]);
    expect(days).toEqual([{ day: '2026-10-13' }]);

    // A bulk insert of 2,000 rows in one statement.
    await q(
      `insert into ascents (user_id, boulder_id, gym_id, logged_at, tries, topped)
       select (array[$1::int, $2::int, $3::int])[1 + i % 3], (array[$4::int, $5::int, $6::int])[1 + (i / 3) % 3], $7,
              '2026-10-15T08:00:00Z'::timestamptz + (i || ' minutes')::interval, 1 + i % 4, i % 5 = 0
       from generate_series(1, 2000) i`,
      [u2, u3, u4, b1, b2, b3, ids.gym],
    );
    await expectMatchesRecount();
  });

  it('stays right after updates and deletes of ascents and connections', async () => {
    const [b1] = ids.boulders as [number];
    const [u1, u2] = ids.users as [number, number];
    await q(
      `insert into connections (user_id, gym_id, opened_at) select $1, $2, '2026-10-20T07:00:00Z'::timestamptz + (i || ' hours')::interval from ` +
        `generate_series(1, 50) i`,
      [u1, ids.gym],
    );
    await q(`update ascents set topped = not topped where id % 7 = 0`);
    await q(`delete from ascents where id % 11 = 0`);
    await q(`delete from connections where id % 3 = 0`);
    await q(`delete from ascents where user_id = $1 and boulder_id = $2`, [u2, b1]);
    const gone = await q(`select 1 from boulder_climber_stats where user_id = $1 and boulder_id = $2`, [u2, b1]);
    expect(gone).toEqual([]);
    await expectMatchesRecount();
  });

  it('refuses to delete a climber row that logged: deleting an account erases the person, never the figures', async () => {
    const [, , , u4] = ids.users as [number, number, number, number];
    await expect(q(`delete from users where id = $1`, [u4])).rejects.toMatchObject({ code: '23503' });
    expect((await q(`select 1 from gym_climber_days where user_id = $1`, [u4])).length).toBeGreaterThan(0);
    await expectMatchesRecount();
  });

  it('follows cascades when a boulder is deleted', async () => {
    const [, , b3] = ids.boulders as [number, number, number];
    await q(`delete from boulders where id = $1`, [b3]);
    expect(await q(`select 1 from boulder_days where boulder_id = $1`, [b3])).toEqual([]);
    await expectMatchesRecount();
  });
});
