/** readAll (db/transaction.ts): side by side on the pool, one after the other on a transaction's single connection. */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readAll, type DbExecutor } from '../../src/server/db/transaction';
import { useTestApp } from '../helpers/app';

const t = useTestApp();

/** Reads that note when they start and end; each sleeps so that overlapping would show. */
function tracedReads(db: DbExecutor, log: string[]) {
  return [1, 2, 3].map((n) => async () => {
    log.push(`start ${n}`);
    await db.execute(sql`select pg_sleep(0.02)`);
    log.push(`end ${n}`);
    return n;
  }) as [() => Promise<number>, () => Promise<number>, () => Promise<number>];
}

describe('readAll', () => {
  it('overlaps the reads on the pool and answers them in order', async () => {
    const log: string[] = [];
    expect(await readAll(t.database.db, tracedReads(t.database.db, log))).toEqual([1, 2, 3]);
    expect(log.slice(0, 3)).toEqual(['start 1', 'start 2', 'start 3']);
  });

  it('runs them one after the other inside a transaction', async () => {
    const log: string[] = [];
    const answer = await t.database.db.transaction((tx) => readAll(tx, tracedReads(tx, log)));
    expect(answer).toEqual([1, 2, 3]);
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
  });
});
