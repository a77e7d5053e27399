/**
 * A burst of climbers' writes from several PostgreSQL connections at once, as phones logging in a
 * busy gym would send them: ascents on a few boulders, spread over the last weeks (late syncs
 * included), some deleted again, and app openings. Deterministic for a given seed.
 */
import pg from 'pg';

export interface WriteBurstOptions {
  url: string;
  gymId: number;
  connections?: number;
  writesPerConnection?: number;
  boulders?: number;
  seed?: number;
}

/** Park–Miller: the same burst for the same seed, so a failure can be replayed. */
function random(seed: number) {
  let state = seed % 2147483647 || 1;
  return () => (state = (state * 48271) % 2147483647) / 2147483647;
}

export async function writeBurst(options: WriteBurstOptions): Promise<{ ascents: number; deletes: number; connections: number }> {
  const { url, gymId, connections = 8, writesPerConnection = 60, boulders: boulderCount = 4, seed = 42 } = options;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const boulders = (
    await admin.query<{ id: number }>('select id from boulders where gym_id = $1 and closed_at is null order by id limit $2', [gymId, boulderCount])
  ).rows.map((r) => r.id);
  const climbers = (
    await admin.query<{ user_id: number }>('select distinct user_id from connections where gym_id = $1 order by user_id limit 40', [gymId])
  ).rows.map((r) => r.user_id);
  await admin.end();
  if (boulders.length === 0 || climbers.length === 0) throw new Error(`gym ${gymId} has no open boulder or no climber to write with`);

  const totals = { ascents: 0, deletes: 0, connections: 0 };
  await Promise.all(
    Array.from({ length: connections }, async (_, index) => {
      const next = random(seed * 1000 + index + 1);
      const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const mine: number[] = [];
        for (let i = 0; i < writesPerConnection; i++) {
          const daysAgo = Math.floor(next() * 40);
          const minutesAgo = daysAgo * 1440 + Math.floor(next() * 1440);
          if (i % 10 === 9 && mine.length > 0) {
            await client.query('delete from ascents where id = $1', [mine.splice(Math.floor(next() * mine.length), 1)[0]]);
            totals.deletes++;
          } else if (i % 10 === 4) {
            await client.query(`insert into connections (user_id, gym_id, opened_at) values ($1, $2, now() - make_interval(mins => $3))`, [
              pick(climbers),
              gymId,
              minutesAgo,
            ]);
            totals.connections++;
          } else {
            const { rows } = await client.query<{ id: number }>(
              `insert into ascents (user_id, boulder_id, gym_id, logged_at, tries, topped)
               values ($1, $2, $3, now() - make_interval(mins => $4), $5, $6) returning id`,
              [pick(climbers), pick(boulders), gymId, minutesAgo, 1 + Math.floor(next() * 4), next() < 0.6],
            );
            mine.push(rows[0]!.id);
            totals.ascents++;
          }
        }
      } finally {
        await client.end();
      }
    }),
  );
  return totals;
}
