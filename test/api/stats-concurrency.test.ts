/**
 * Rollups under real concurrency: several PostgreSQL connections writing ascents and connections
 * at once (same boulder, different Paris days, out of order, repeated, deleted), with the drainer
 * folding the queue while they write. Once drained, every rollup must equal gaston_rebuild_stats().
 */
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, comparisonPeriods, parisDay, parisDayStart } from '../../src/shared/domain/dates';
import { drainStats } from '../../src/server/jobs/stats-drainer';
import { circuitPeriodFigures, circuitPeriodFiguresFromAscents } from '../../src/server/repositories/circuits-repository';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { expectRollupsMatchRecount, rollupSnapshot } from '../helpers/rollups';

let database: TestDatabase;
const writers: pg.Client[] = [];
const ids = { gym: 0, boulders: [] as number[], users: [] as number[], difficulties: [] as number[] };

const q = async (text: string, values: unknown[] = []) => (await database.db.$client.query(text, values)).rows as Record<string, unknown>[];

beforeAll(async () => {
  database = await createTestDatabase();
  [{ id: ids.gym }] = (await q(`insert into gyms (name) values ('Salle concurrente') returning id`)) as { id: number }[];
  const [{ id: sector }] = (await q(`insert into sectors (gym_id, name) values ($1, 'Secteur A') returning id`, [ids.gym])) as { id: number }[];
  ids.difficulties = (
    (await q(
      `insert into gym_difficulties (gym_id, name, svg, corresponding_difficulty, color_1, position)
       values ($1, 'Vert', '<svg/>', 10, '#0a0', 1), ($1, 'Bleu', '<svg/>', 14, '#00a', 2) returning id`,
      [ids.gym],
    )) as { id: number }[]
  ).map((row) => row.id);
  const difficulty = ids.difficulties[0]!;
  ids.boulders = (
    (await q(
      `insert into boulders (gym_id, sector_id, name, gym_difficulty_id, difficulty, created_at)
       select $1, $2, 'Bloc ' || i, $3, 10, '2026-09-01T10:00:00Z' from generate_series(1, 4) i returning id`,
      [ids.gym, sector, difficulty],
    )) as { id: number }[]
  ).map((row) => row.id);
  ids.users = (
    (await q(`insert into users (email, first_name, last_name) select 'c' || i || '@test.fr', 'C', 'R' from generate_series(1, 6) i returning id`)) as {
      id: number;
    }[]
  ).map((row) => row.id);
  for (let i = 0; i < 4; i++) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    // A writer waiting on another's lock fails the test instead of hanging it.
    await client.query("set lock_timeout = '5s'");
    writers.push(client);
  }
});

afterAll(async () => {
  await Promise.all(writers.map((client) => client.end()));
  await database.drop();
});

const snapshot = () => rollupSnapshot(database.db);
const expectDrainedEqualsRecount = () => expectRollupsMatchRecount(database.db);

const insertAscent = (client: pg.Client, user: number, boulder: number, at: string, tries: number, topped: boolean) =>
  client.query('insert into ascents (user_id, boulder_id, gym_id, logged_at, tries, topped) values ($1, $2, $3, $4, $5, $6)', [
    user,
    boulder,
    ids.gym,
    at,
    tries,
    topped,
  ]);

describe('rollups under concurrent writers', () => {
  it('two open transactions on one boulder, on different Paris days, both commit and both count', async () => {
    const [a, b] = writers as [pg.Client, pg.Client];
    const boulder = ids.boulders[0]!;
    await a.query('begin');
    await b.query('begin');
    // Before: the second writer's rollup refresh waited on the first's rows and then hit
    // duplicate key value violates unique constraint "boulder_stats_pkey".
    await insertAscent(a, ids.users[0]!, boulder, '2026-10-02T18:00:00Z', 2, true);
    await insertAscent(b, ids.users[1]!, boulder, '2026-10-03T18:00:00Z', 1, true);
    await insertAscent(b, ids.users[1]!, boulder, '2026-10-03T19:00:00Z', 1, true);
    // Both inserted without waiting on each other; committed in the reverse order.
    await b.query('commit');
    await a.query('commit');
    await drainStats(database.db, { wait: true });
    const [stats] = await q('select climbers, toppers, flashers, logs, tries from boulder_stats where boulder_id = $1', [boulder]);
    expect(stats).toEqual({ climbers: 2, toppers: 2, flashers: 1, logs: 3, tries: 4 });
    await expectDrainedEqualsRecount();
  });

  it('a drain running while a writer has not committed folds its ascents later, never half', async () => {
    const [a] = writers as [pg.Client];
    const boulder = ids.boulders[1]!;
    await a.query('begin');
    await insertAscent(a, ids.users[2]!, boulder, '2026-10-05T10:00:00Z', 3, false);
    // The drain sees nothing of the open transaction.
    await drainStats(database.db, { wait: true });
    expect(await q('select 1 from boulder_climber_stats where boulder_id = $1 and user_id = $2', [boulder, ids.users[2]])).toEqual([]);
    // An offline phone syncing last week's flash after this week's log.
    await insertAscent(a, ids.users[2]!, boulder, '2026-09-28T10:00:00Z', 1, true);
    await a.query('commit');
    await drainStats(database.db, { wait: true });
    const [pair] = await q('select logs, tries, topped, flashed, tries_to_top from boulder_climber_stats where boulder_id = $1 and user_id = $2', [
      boulder,
      ids.users[2],
    ]);
    expect(pair).toEqual({ logs: 2, tries: 4, topped: true, flashed: true, tries_to_top: 1 });
    await expectDrainedEqualsRecount();
  });

  it('a rolled-back write leaves no trace in the figures', async () => {
    const [a] = writers as [pg.Client];
    const before = await snapshot();
    await a.query('begin');
    await insertAscent(a, ids.users[3]!, ids.boulders[2]!, '2026-10-06T10:00:00Z', 1, true);
    await a.query('rollback');
    await drainStats(database.db, { wait: true });
    expect(await snapshot()).toEqual(before);
  });

  it('a change older than the previous period that moves a first top into it is counted there', async () => {
    // A pair's first top and its tries to it depend on all its history: toggling or deleting a log
    // from before the previous period changes the previous period's figures.
    const previousFirst = parisDay(comparisonPeriods(new Date()).previous.from);
    const noon = (offset: number) => new Date(parisDayStart(addCalendarDays(previousFirst, offset)).getTime() + 12 * 3_600_000).toISOString();
    const [a] = writers as [pg.Client];
    const [user, boulder] = [ids.users[4]!, ids.boulders[3]!];
    await insertAscent(a, user, boulder, noon(-3), 2, true);
    await insertAscent(a, user, boulder, noon(2), 4, false);
    await insertAscent(a, user, boulder, noon(3), 1, true);
    await expectDrainedEqualsRecount();
    const [oldest] = await q('select min(id) as id from ascents where user_id = $1 and boulder_id = $2', [user, boulder]);
    await a.query('update ascents set topped = false where id = $1', [oldest!.id]);
    await expectDrainedEqualsRecount();
    await a.query('delete from ascents where id = $1', [oldest!.id]);
    await expectDrainedEqualsRecount();
  });

  it('random concurrent writes, deletes, boulder moves and drains always settle on the recount', async () => {
    // Days on both sides of the start of the current comparison period (never in the future), so that
    // the circuit figures of both periods move: late syncs, tops moving a pair's first top across it...
    const periods = comparisonPeriods(new Date());
    const firstDay = addCalendarDays(parisDay(periods.current.from), -14);
    const day = fc.integer({ min: 0, max: 40 });
    const operation = fc.oneof(
      fc.record({
        kind: fc.constant('log' as const),
        user: fc.nat(ids.users.length - 1),
        boulder: fc.nat(ids.boulders.length - 1),
        day,
        // Late evening UTC is the next Paris day: both sides of midnight are exercised.
        hour: fc.constantFrom(6, 12, 21, 23),
        tries: fc.integer({ min: 1, max: 5 }),
        topped: fc.boolean(),
        repeat: fc.integer({ min: 1, max: 3 }),
      }),
      fc.record({ kind: fc.constant('connect' as const), user: fc.nat(ids.users.length - 1), day, hour: fc.constantFrom(8, 22) }),
      fc.record({ kind: fc.constant('delete' as const), user: fc.nat(ids.users.length - 1), boulder: fc.nat(ids.boulders.length - 1) }),
      fc.record({ kind: fc.constant('toggle' as const), user: fc.nat(ids.users.length - 1) }),
      fc.record({ kind: fc.constant('disconnect' as const), user: fc.nat(ids.users.length - 1) }),
      // A setter moving a boulder to the other circuit, which the drainer does not see.
      fc.record({ kind: fc.constant('move' as const), user: fc.nat(0), boulder: fc.nat(ids.boulders.length - 1) }),
    );
    type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

    const run = async (client: pg.Client, op: Operation) => {
      const user = ids.users[op.user]!;
      const at = (d: number, hour: number) =>
        new Date(parisDayStart(addCalendarDays(firstDay, d)).getTime() + (hour - 1) * 3_600_000 + 30 * 60_000).toISOString();
      await client.query('begin');
      try {
        await apply(client, op, user, at);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    };
    const apply = async (client: pg.Client, op: Operation, user: number, at: (d: number, hour: number) => string) => {
      if (op.kind === 'log') {
        // A replayed upload: the same ascent sent again in one statement.
        await client.query(
          `insert into ascents (user_id, boulder_id, gym_id, logged_at, tries, topped)
           select $1, $2, $3, $4, $5, $6 from generate_series(1, $7::int)`,
          [user, ids.boulders[op.boulder], ids.gym, at(op.day, op.hour), op.tries, op.topped, op.repeat],
        );
      } else if (op.kind === 'connect') {
        await client.query('insert into connections (user_id, gym_id, opened_at) values ($1, $2, $3)', [user, ids.gym, at(op.day, op.hour)]);
      } else if (op.kind === 'delete') {
        await client.query('delete from ascents where id = (select min(id) from ascents where user_id = $1 and boulder_id = $2)', [
          user,
          ids.boulders[op.boulder],
        ]);
      } else if (op.kind === 'move') {
        await client.query('update boulders set gym_difficulty_id = case when gym_difficulty_id = $2 then $3 else $2 end where id = $1', [
          ids.boulders[op.boulder],
          ids.difficulties[0],
          ids.difficulties[1],
        ]);
      } else if (op.kind === 'toggle') {
        await client.query('update ascents set topped = not topped where id = (select max(id) from ascents where user_id = $1)', [user]);
      } else {
        await client.query('delete from connections where id = (select min(id) from connections where user_id = $1)', [user]);
      }
    };

    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(operation, { maxLength: 40 }), { minLength: writers.length, maxLength: writers.length }), async (plans) => {
        let writing = true;
        // The app's drainer, racing the writers (it skips a tick when another drain holds the lock).
        const drainer = (async () => {
          while (writing) {
            await drainStats(database.db);
            await new Promise((resolve) => setTimeout(resolve, 2));
          }
        })();
        try {
          await Promise.all(
            plans.map(async (plan, index) => {
              for (const op of plan) await run(writers[index]!, op);
            }),
          );
        } finally {
          writing = false;
          await drainer;
        }
        await expectDrainedEqualsRecount();
        // The kept circuit figures are those the reads used to count from the ascents.
        const kept = await circuitPeriodFigures(database.db, ids.gym, periods);
        expect(kept.size).toBe(ids.difficulties.length);
        const counted = await circuitPeriodFiguresFromAscents(database.db, ids.gym, periods);
        for (const difficulty of ids.difficulties) {
          const empty = { tries: 0, climbers: 0, pairs: 0, toppedPairs: 0, flashedPairs: 0, firstTops: 0, triesToFirstTopSum: 0 };
          expect(kept.get(difficulty)).toEqual(counted.get(difficulty) ?? { current: empty, previous: empty });
        }
      }),
      { numRuns: 25 },
    );
  });
});
