/** Reads of the monthly leaderboards (docs/product.md › Public side: contests and leaderboards). */
import type { MonthlyTop } from '../../shared/domain/leaderboard';
import { GASTON_INDEX_TOPS_PER_STYLE } from '../../shared/domain/leaderboard';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { tags } from '../db/schema';
import { intArray, sqlRows } from '../db/sql-rows';
import type { DbExecutor } from '../db/transaction';

/**
 * The styles of the Gaston Index: the vocabulary's style tags, by catalog id, whatever each gym calls
 * them (a renamed tag keeps its catalog id; a tag a gym added has none and does not count).
 */
export async function listStyleTagIds(db: DbExecutor): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: tags.catalogId })
    .from(tags)
    .where(and(eq(tags.kind, 'style'), isNotNull(tags.catalogId)))
    .orderBy(asc(tags.catalogId));
  return rows.map((row) => row.id!);
}

export interface ClimberMonthlyTop extends MonthlyTop {
  userId: number;
}

/**
 * The boulders each climber logged as topped during [from, to), each boulder once, keeping per climber and
 * style only the 5 hardest (all the Gaston Index needs); boulders without a style are kept too (at most 5)
 * so that a climber whose only tops have no style still appears with 0.
 * Reads ascents through their (gym_id, logged_at) index, one range per gym.
 */
export async function listMonthlyTops(db: DbExecutor, from: Date, to: Date): Promise<ClimberMonthlyTop[]> {
  return sqlRows<ClimberMonthlyTop>(
    db,
    sql`with month_tops as (
       select distinct a.user_id, a.boulder_id
       from gyms g
       join ascents a on a.gym_id = g.id and a.logged_at >= ${from} and a.logged_at < ${to} and a.topped
       where g.status = 'published'
     ), ranked as (
       select t.user_id, t.boulder_id, style.catalog_id, b.difficulty,
              row_number() over (partition by t.user_id, style.catalog_id order by b.difficulty desc, b.id) as position
       from month_tops t
       join boulders b on b.id = t.boulder_id
       left join tags style on style.id = b.tag_style_id
     )
     select user_id as "userId", boulder_id as "boulderId", catalog_id as "styleTagId", difficulty as grade
     from ranked
     where position <= ${GASTON_INDEX_TOPS_PER_STYLE}`,
  );
}

export interface LeaderboardClimber {
  id: number;
  uuid: string;
  firstName: string;
  lastName: string;
  gender: 'female' | 'male' | null;
  profilePicture: string | null;
  homeGymId: number | null;
  gymName: string | null;
}

/**
 * The climbers among `ids` who may be listed publicly (docs/product.md › Climbers: accounts and privacy: confirmed e-mail, ranking
 * consent, account not deleted), with the name of their home gym.
 */
export async function listRankableClimbers(db: DbExecutor, ids: readonly number[]): Promise<LeaderboardClimber[]> {
  if (ids.length === 0) return [];
  return sqlRows<LeaderboardClimber>(
    db,
    sql`select u.id, u.uuid, u.first_name as "firstName", u.last_name as "lastName", u.gender,
            u.profile_picture as "profilePicture", u.home_gym_id as "homeGymId", g.name as "gymName"
     from users u
     left join gyms g on g.id = u.home_gym_id
     where u.id = any(${intArray(ids)})
       and u.ranking_consent and u.email_confirmed_at is not null and u.deleted_at is null`,
  );
}

export interface RouteSetterOpenings {
  id: number;
  uuid: string;
  firstName: string;
  lastName: string;
  profilePicture: string | null;
  /** The gym where the setter opened the most boulders in the period. */
  gymName: string | null;
  count: number;
}

/** Route setters with the number of boulders they opened (boulders.created_at) during [from, to), unsorted. */
export async function listRouteSetterOpenings(db: DbExecutor, from: Date, to: Date): Promise<RouteSetterOpenings[]> {
  return sqlRows<RouteSetterOpenings>(
    db,
    sql`with per_gym as (
       select b.route_setter_id as user_id, b.gym_id, count(*)::int as opened
       from gyms g
       join boulders b on b.gym_id = g.id and b.created_at >= ${from} and b.created_at < ${to}
       where b.route_setter_id is not null and g.status = 'published'
       group by b.route_setter_id, b.gym_id
     )
     select u.id, u.uuid, u.first_name as "firstName", u.last_name as "lastName", u.profile_picture as "profilePicture",
            (array_agg(g.name order by p.opened desc, g.name))[1] as "gymName",
            sum(p.opened)::int as count
     from per_gym p
     join users u on u.id = p.user_id
     join gyms g on g.id = p.gym_id
     group by u.id`,
  );
}
