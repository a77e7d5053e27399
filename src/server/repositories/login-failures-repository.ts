import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import { loginFailures } from '../db/schema';
import type { DbExecutor } from './users-repository';

export async function recordLoginFailure(db: DbExecutor, email: string, ip: string | null): Promise<number> {
  const [row] = await db.insert(loginFailures).values({ email, ip }).returning({ id: loginFailures.id });
  return row!.id;
}

export async function deleteLoginFailure(db: DbExecutor, id: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, id));
}

/** Failures of the last `windowMs` (by the database clock) for this e-mail and for this IP, in one query. */
export async function countLoginFailures(
  db: DbExecutor,
  email: string,
  ip: string | null,
  windowMs: number,
): Promise<{ byEmail: number; byIp: number }> {
  const since = sql`now() - ${windowMs / 1000}::double precision * interval '1 second'`;
  const matchesIp = ip ? eq(loginFailures.ip, ip) : sql`false`;
  const [row] = await db
    .select({
      byEmail: sql<number>`count(*) filter (where ${loginFailures.email} = ${email})::int`,
      byIp: sql<number>`count(*) filter (where ${matchesIp})::int`,
    })
    .from(loginFailures)
    .where(and(gt(loginFailures.createdAt, since), or(eq(loginFailures.email, email), matchesIp)));
  return { byEmail: row?.byEmail ?? 0, byIp: row?.byIp ?? 0 };
}

export async function clearLoginFailures(db: DbExecutor, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}

export async function deleteLoginFailuresBefore(db: DbExecutor, before: Date): Promise<number> {
  const deleted = await db.delete(loginFailures).where(lt(loginFailures.createdAt, before)).returning({ id: loginFailures.id });
  return deleted.length;
}
