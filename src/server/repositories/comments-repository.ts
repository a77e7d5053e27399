/**
 * Comments as the Comment entity of back-office.md §3, newest first. Comments hidden by moderation
 * (climbers.md §3) are in no list.
 */
import type { Comment } from '../../shared/contract/routes';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { comments } from '../db/schema';
import { instant, intArray, sqlRows } from '../db/sql-rows';
import type { DbExecutor } from '../db/transaction';

interface CommentRow {
  id: number;
  comment: string;
  created_at: string;
  boulder_id: number;
  first_name: string;
  last_name: string;
  profile_picture: string | null;
  route_picture: string | null;
  route_name: string;
  level: number;
  sector_name: string;
  svg: string;
}

const COLUMNS = sql`c.id, c.comment, c.created_at, c.boulder_id,
         u.first_name, u.last_name, u.profile_picture,
         b.picture as route_picture, b.name as route_name, b.level, s.name as sector_name, d.svg`;

const FROM = sql`
  from comments c
  join users u on u.id = c.user_id
  join boulders b on b.id = c.boulder_id
  join sectors s on s.id = b.sector_id
  join gym_difficulties d on d.id = b.gym_difficulty_id`;

const VISIBLE = sql`c.hidden_at is null`;

function present(row: CommentRow): Comment {
  return {
    id: row.id,
    comment: row.comment,
    created_at: instant(row.created_at).toISOString(),
    user: { first_name: row.first_name, last_name: row.last_name, profile_picture: row.profile_picture },
    route: {
      id: row.boulder_id,
      picture: row.route_picture,
      name: row.route_name,
      level: row.level,
      sector: { name: row.sector_name },
      gym_difficulty: { svg: row.svg },
    },
  };
}

/** Comments of a gym, newest first (`limit` for the dashboard's latest comments). */
export async function gymComments(db: DbExecutor, gymId: number, limit?: number): Promise<Comment[]> {
  const rows = await sqlRows<CommentRow>(
    db,
    sql`select ${COLUMNS} ${FROM} where c.gym_id = ${gymId} and ${VISIBLE} order by c.created_at desc, c.id desc ${limit ? sql`limit ${limit}` : sql``}`,
  );
  return rows.map(present);
}

/**
 * The gym's comments, newest first, each with the version of what it shows: the xmin (PostgreSQL's
 * row version, new at every update) of the comment, its author, its boulder, the boulder's sector
 * and difficulty.
 */
export function gymCommentVersions(db: DbExecutor, gymId: number): Promise<{ id: number; version: string }[]> {
  return sqlRows<{ id: number; version: string }>(
    db,
    sql`select c.id, concat_ws('.', c.xmin, u.xmin, b.xmin, s.xmin, d.xmin) as version ${FROM}
        where c.gym_id = ${gymId} and ${VISIBLE} order by c.created_at desc, c.id desc`,
  );
}

/** These comments (hidden ones left out), by id. */
export async function commentsByIds(db: DbExecutor, ids: number[]): Promise<Map<number, Comment>> {
  const rows = await sqlRows<CommentRow>(db, sql`select ${COLUMNS} ${FROM} where c.id = any(${intArray(ids)}) and ${VISIBLE}`);
  return new Map(rows.map((row) => [row.id, present(row)]));
}

/**
 * One page of the gym's comments, newest first: after the comment at `after` (a keyset position, so
 * that comments added meanwhile never shift the pages), or from `offset`. Also the gym's total.
 */
export async function gymCommentsPage(
  db: DbExecutor,
  gymId: number,
  options: { limit: number; after?: { micros: string; id: number }; offset?: number },
): Promise<{ count: number; results: Comment[]; last: { micros: string; id: number } | null; more: boolean }> {
  const after = options.after
    ? sql`and (c.created_at, c.id) < (timestamptz 'epoch' + ${options.after.micros}::bigint * interval '1 microsecond', ${options.after.id}::int)`
    : sql``;
  const offset = options.after ? 0 : (options.offset ?? 0);
  const [page, [total]] = await Promise.all([
    sqlRows<CommentRow & { micros: string }>(
      db,
      sql`select (extract(epoch from c.created_at) * 1000000)::bigint::text as micros, ${COLUMNS} ${FROM}
          where c.gym_id = ${gymId} and ${VISIBLE} ${after} order by c.created_at desc, c.id desc limit ${options.limit + 1} offset ${offset}`,
    ),
    db.select({ count: count() }).from(comments).where(and(eq(comments.gymId, gymId), isNull(comments.hiddenAt))),
  ]);
  const more = page.length > options.limit;
  const rows = page.slice(0, options.limit);
  const lastRow = rows.at(-1);
  return {
    count: total?.count ?? 0,
    results: rows.map(present),
    last: lastRow ? { micros: lastRow.micros, id: lastRow.id } : null,
    more,
  };
}

/** Comments of the given boulders, newest first, grouped by boulder id. */
export async function commentsOfBoulders(db: DbExecutor, boulderIds: number[]): Promise<Map<number, Comment[]>> {
  const grouped = new Map<number, Comment[]>();
  if (boulderIds.length === 0) return grouped;
  const rows = await sqlRows<CommentRow>(
    db,
    // The boulder filter twice: the planner then reads the boulders and users by primary key (2 ms for the
    // 522 comments of a busy circuit at 10× data) instead of hashing both whole tables (14 ms).
    sql`select ${COLUMNS} ${FROM}
        where c.boulder_id = any(${intArray(boulderIds)}) and b.id = any(${intArray(boulderIds)}) and ${VISIBLE} order by c.created_at desc, c.id desc`,
  );
  for (const row of rows) {
    const list = grouped.get(row.boulder_id) ?? [];
    list.push(present(row));
    grouped.set(row.boulder_id, list);
  }
  return grouped;
}
