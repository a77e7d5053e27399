/** The statistics rollups as rows, and their comparison with a full recount (gaston_rebuild_stats). */
import { expect } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { drainStats } from '../../src/server/jobs/stats-drainer';

export async function rollupSnapshot(db: Database) {
  const rows = async (text: string) => (await db.$client.query(text)).rows as Record<string, unknown>[];
  return {
    pairs: await rows('select * from boulder_climber_stats order by boulder_id, user_id'),
    boulders: await rows('select * from boulder_stats order by boulder_id'),
    days: await rows('select * from gym_climber_days order by gym_id, day, user_id'),
    boulderDays: await rows('select * from boulder_days order by boulder_id, day'),
    difficultyClimbers: await rows('select * from difficulty_climbers order by gym_difficulty_id, user_id'),
    circuits: await rows('select * from circuit_figures order by gym_difficulty_id'),
  };
}

/** Drains what is queued, then expects every rollup to equal what a rebuild from the raw rows gives. */
export async function expectRollupsMatchRecount(db: Database): Promise<void> {
  await drainStats(db, { wait: true });
  expect((await db.$client.query('select count(*)::int as n from stats_queue')).rows).toEqual([{ n: 0 }]);
  const maintained = await rollupSnapshot(db);
  await db.$client.query('select gaston_rebuild_stats()');
  // The rebuild empties circuit_figures: computed again from the rebuilt rollups by the next drain.
  await drainStats(db, { wait: true });
  expect(maintained).toEqual(await rollupSnapshot(db));
}
