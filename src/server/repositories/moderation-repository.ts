/**
 * The moderation inbox (docs/product.md › Climbers: moderation): open problem reports and the visible comments of a gym that
 * no staff member has read and kept yet.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ReportKind } from '../../shared/domain/climber-rules';
import { comments, problemReports } from '../db/schema';
import { instant, sqlRows } from '../db/sql-rows';
import type { DbExecutor } from '../db/transaction';

export interface InboxRow {
  type: 'report' | 'comment';
  id: number;
  boulderId: number;
  boulderName: string;
  uuid: string | null;
  firstName: string | null;
  lastName: string | null;
  deleted: boolean | null;
  kind: ReportKind | null;
  text: string | null;
  createdAt: Date;
}

/** One page of the gym's open reports and visible comments, newest first, and how many there are. */
export async function inboxPage(db: DbExecutor, gymId: number, limit: number, offset: number): Promise<{ count: number; rows: InboxRow[] }> {
  const items = sql`
    select 'report' as type, r.id, r.boulder_id, r.user_id, r.kind, r.text, r.created_at
    from problem_reports r where r.gym_id = ${gymId} and r.resolved_at is null
    union all
    select 'comment', c.id, c.boulder_id, c.user_id, null, c.comment, c.created_at
    from comments c where c.gym_id = ${gymId} and c.hidden_at is null and c.reviewed_at is null`;
  const [rows, [total]] = await Promise.all([
    sqlRows<Omit<InboxRow, 'createdAt'> & { createdAt: string }>(
      db,
      sql`select i.type, i.id, b.id as "boulderId", b.name as "boulderName", u.uuid, u.first_name as "firstName", u.last_name as "lastName",
                 u.deleted_at is not null as deleted, i.kind, i.text, i.created_at as "createdAt"
          from (${items}) i
          join boulders b on b.id = i.boulder_id
          left join users u on u.id = i.user_id
          order by i.created_at desc, i.type desc, i.id desc
          limit ${limit} offset ${offset}`,
    ),
    sqlRows<{ count: number }>(db, sql`select count(*)::int as count from (${items}) i`),
  ]);
  return { count: total?.count ?? 0, rows: rows.map((row) => ({ ...row, createdAt: instant(row.createdAt) })) };
}

export async function reportGym(db: DbExecutor, reportId: number): Promise<{ gymId: number; resolvedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ gymId: problemReports.gymId, resolvedAt: problemReports.resolvedAt })
    .from(problemReports)
    .where(eq(problemReports.id, reportId))
    .limit(1);
  return row;
}

/** Resolves the report unless it already is; answers the row, or undefined when someone resolved it first. */
export async function resolveReport(db: DbExecutor, reportId: number, staffId: number, note: string | null) {
  const [row] = await db
    .update(problemReports)
    .set({ resolvedAt: sql`now()`, resolvedById: staffId, resolutionNote: note })
    .where(and(eq(problemReports.id, reportId), isNull(problemReports.resolvedAt)))
    .returning({ id: problemReports.id, resolvedAt: problemReports.resolvedAt, note: problemReports.resolutionNote });
  return row && { id: row.id, resolvedAt: row.resolvedAt!, note: row.note };
}

export async function commentGym(db: DbExecutor, commentId: number): Promise<{ gymId: number } | undefined> {
  const [row] = await db.select({ gymId: comments.gymId }).from(comments).where(eq(comments.id, commentId)).limit(1);
  return row;
}

/** Marks a visible comment as read and kept; answers the row, or undefined when it was already reviewed or hidden. */
export async function keepComment(db: DbExecutor, commentId: number, staffId: number) {
  const [row] = await db
    .update(comments)
    .set({ reviewedAt: sql`now()`, reviewedById: staffId })
    .where(and(eq(comments.id, commentId), isNull(comments.hiddenAt), isNull(comments.reviewedAt)))
    .returning({ id: comments.id, reviewedAt: comments.reviewedAt });
  return row && { id: row.id, reviewedAt: row.reviewedAt! };
}

/** Hides the comment unless it already is; answers the row, or undefined when someone hid it first. */
export async function hideComment(db: DbExecutor, commentId: number, staffId: number, reason: string) {
  const [row] = await db
    .update(comments)
    .set({ hiddenAt: sql`now()`, hiddenById: staffId, hiddenReason: reason })
    .where(and(eq(comments.id, commentId), isNull(comments.hiddenAt)))
    .returning({ id: comments.id, hiddenAt: comments.hiddenAt, reason: comments.hiddenReason });
  return row && { id: row.id, hiddenAt: row.hiddenAt!, reason: row.reason! };
}
