/**
 * Comments as the Comment entity of docs/product.md › Back office: data, newest first. Comments hidden by moderation
 * (docs/product.md › Climbers: moderation) are in no list.
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

// The week (since 1 January 1970, in UTC) a comment was written in: the gym's comments are kept
// serialised by week. It only grows with created_at, so weeks in descending order keep the comments
// newest first.
const WEEK = sql`floor(date_part('epoch', c.created_at) / 604800)::int`;

/**
 * The weeks in which the gym has visible comments, newest first, each with the version of its
 * comments: their number and a digest of their revisions (new at every change of a comment and of
 * what it shows, gaston_comment_revision in src/server/db/sql/), read from the comments alone.
 */
export function gymCommentWeeks(db: DbExecutor, gymId: number): Promise<{ key: string; version: string }[]> {
  return sqlRows<{ key: string; version: string }>(
    db,
    sql`select ${WEEK}::text as key, count(*) || '.' || bit_xor(hashint8extended(c.revision, 0)) as version
        from comments c where c.gym_id = ${gymId} and ${VISIBLE} group by ${WEEK} order by ${WEEK} desc`,
  );
}

/** The gym's visible comments written in these weeks (keys of gymCommentWeeks), newest first, by week. */
export async function gymCommentsOfWeeks(db: DbExecutor, gymId: number, weeks: string[]): Promise<Map<string, Comment[]>> {
  const numbers = weeks.map(Number);
  const rows = await sqlRows<CommentRow & { week: string }>(
    db,
    sql`select ${WEEK}::text as week, ${COLUMNS} ${FROM}
        where c.gym_id = ${gymId} and ${VISIBLE} and ${WEEK} = any(${intArray(numbers)})
          and c.created_at >= to_timestamp(${Math.min(...numbers) * 604800}) and c.created_at < to_timestamp(${(Math.max(...numbers) + 1) * 604800})
        order by c.created_at desc, c.id desc`,
  );
  const byWeek = new Map<string, Comment[]>();
  for (const row of rows) {
    let list = byWeek.get(row.week);
    if (!list) byWeek.set(row.week, (list = []));
    list.push(present(row));
  }
  return byWeek;
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
    db
      .select({ count: count() })
      .from(comments)
      .where(and(eq(comments.gymId, gymId), isNull(comments.hiddenAt))),
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
