/** Comments as the Comment entity of back-office.md §3, newest first. */
import type { Comment } from '../../shared/contract/routes';
import type { Database } from '../db/client';

interface CommentRow {
  id: number;
  comment: string;
  created_at: Date;
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

const SELECT = `
  select c.id, c.comment, c.created_at, c.boulder_id,
         u.first_name, u.last_name, u.profile_picture,
         b.picture as route_picture, b.name as route_name, b.level, s.name as sector_name, d.svg
  from comments c
  join users u on u.id = c.user_id
  join boulders b on b.id = c.boulder_id
  join sectors s on s.id = b.sector_id
  join gym_difficulties d on d.id = b.gym_difficulty_id`;

function present(row: CommentRow): Comment {
  return {
    id: row.id,
    comment: row.comment,
    created_at: row.created_at.toISOString(),
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
export async function gymComments(db: Database, gymId: number, limit?: number): Promise<Comment[]> {
  const { rows } = await db.$client.query<CommentRow>(
    `${SELECT} where c.gym_id = $1 order by c.created_at desc, c.id desc ${limit ? 'limit $2' : ''}`,
    limit ? [gymId, limit] : [gymId],
  );
  return rows.map(present);
}

/** Comments of the given boulders, newest first, grouped by boulder id. */
export async function commentsOfBoulders(db: Database, boulderIds: number[]): Promise<Map<number, Comment[]>> {
  const grouped = new Map<number, Comment[]>();
  if (boulderIds.length === 0) return grouped;
  const { rows } = await db.$client.query<CommentRow>(
    `${SELECT} where c.boulder_id = any($1::int[]) order by c.created_at desc, c.id desc`,
    [boulderIds],
  );
  for (const row of rows) {
    const list = grouped.get(row.boulder_id) ?? [];
    list.push(present(row));
    grouped.set(row.boulder_id, list);
  }
  return grouped;
}
