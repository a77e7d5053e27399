/**
 * Reads the query builder does not express well (lateral joins, window functions, our SQL
 * functions) are written as Drizzle `sql` templates: every value is a bound parameter and they run
 * on any executor, a transaction included. Their rows are typed by the repository that writes them.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from './transaction';

export async function sqlRows<Row>(db: DbExecutor, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return result.rows as Row[];
}

/** Drizzle's raw execute leaves a timestamptz as PostgreSQL's text ('2026-11-24 10:00:00.123+01'). */
export const instant = (text: string): Date => new Date(text);

/** An int[] parameter (`= any(...)`): a bare array in a template would become a list of parameters. */
export const intArray = (ids: readonly number[]): SQL => sql`${sql.param(ids)}::int[]`;
