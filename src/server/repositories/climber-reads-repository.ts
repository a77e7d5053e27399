/**
 * Reads of the climbers' app (docs/product.md › Climbers: the app; Climbers: payloads): gyms, a gym's active boulders with the climber's
 * status, one boulder with its public figures, the climber's logbook, progress and monthly tops.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { connections, gyms, sectors } from '../db/schema';
import { instant, sqlRows } from '../db/sql-rows';
import type { DbExecutor } from '../db/transaction';
import type { HoldColor } from '../../shared/contract/hold-colors';
import { FLASH } from './climber-logs-repository';

/** The gyms climbers see: published ones only (docs/product.md › Going live: gym status). */
export async function listGyms(db: DbExecutor) {
  return db.select({ id: gyms.id, name: gyms.name, city: gyms.city }).from(gyms).where(eq(gyms.status, 'published'));
}

export async function findGym(db: DbExecutor, gymId: number) {
  const [row] = await db
    .select({ id: gyms.id, name: gyms.name, city: gyms.city, plan: gyms.sectorsPicture, customColors: gyms.isCustomDifficultySystemColor, status: gyms.status })
    .from(gyms)
    .where(eq(gyms.id, gymId))
    .limit(1);
  return row;
}

export async function gymSectors(db: DbExecutor, gymId: number) {
  return db
    .select({ id: sectors.id, name: sectors.name, outline: sectors.outline, labelX: sectors.labelX, labelY: sectors.labelY })
    .from(sectors)
    .where(eq(sectors.gymId, gymId))
    .orderBy(asc(sectors.position), asc(sectors.id));
}

/**
 * Logs an app opening unless the climber opened the app in this gym less than `intervalMs` ago
 * (docs/product.md › Climbers: constants). A transaction-scoped lock on (climber, gym) makes two opens at once count once.
 */
export async function insertConnectionUnlessRecent(db: DbExecutor, userId: number, gymId: number, now: Date, intervalMs: number): Promise<boolean> {
  await db.execute(sql`select pg_advisory_xact_lock(${userId}, ${gymId})`);
  const since = new Date(now.getTime() - intervalMs);
  const inserted = await db.execute(
    sql`insert into ${connections} (user_id, gym_id, opened_at)
        select ${userId}, ${gymId}, ${now}
        where not exists (select 1 from connections c where c.user_id = ${userId} and c.gym_id = ${gymId} and c.opened_at > ${since})`,
  );
  return (inserted.rowCount ?? 0) > 0;
}

export interface ClimberBoulderRow {
  id: number;
  name: string;
  code: string;
  sectorId: number;
  difficultyId: number;
  difficulty: number;
  holdColorId: number | null;
  thumbnail: string | null;
  planPosition: { x: number; y: number } | null;
  customColors: boolean;
  holdColor: HoldColor | null;
  tagIds: number[];
  openedAt: Date;
  plannedDismantling: string | null;
  logged: boolean;
  topped: boolean;
}

type Raw<T> = Omit<T, 'openedAt'> & { openedAt: string };

/**
 * The holds' colour of boulder `b` in gym `g` as {id, name, code}, when the gym has custom colours
 * (holdColorSchema); null otherwise.
 */
export const HOLD_COLOR = sql`(select json_build_object('id', hc.id, 'name', hc.name, 'code', hc.color_code)
  from hold_colors hc where hc.id = b.hold_color_id and g.is_custom_difficulty_system_color)`;

/**
 * The picture of boulder `b` for a list: its upload's 400 px version (processPhoto makes it, always a
 * JPEG), or the picture itself when it has none (the demo's drawings, light SVGs); null without a picture.
 */
const THUMBNAIL = sql`coalesce(
  (select '/media/' || m.thumbnail_id || '.jpg' from media m where m.id = b.media_id and m.thumbnail_id is not null), b.picture)`;

const BOULDER_COLUMNS = sql`b.id, b.name, b.code, ${THUMBNAIL} as thumbnail,
  case when b.plan_x is not null then json_build_object('x', b.plan_x, 'y', b.plan_y) end as "planPosition",
  b.sector_id as "sectorId", b.gym_difficulty_id as "difficultyId", b.difficulty,
  b.hold_color_id as "holdColorId", g.is_custom_difficulty_system_color as "customColors", ${HOLD_COLOR} as "holdColor",
  array_remove(array[b.tag_steepness_id, b.tag_grips_id, b.tag_style_id], null) as "tagIds",
  b.created_at as "openedAt", b.planned_dismantling::text as "plannedDismantling"`;

/** The climber's logs of a boulder `b`: whether any, and whether any topped. */
const MY_STATUS = (userId: number) => sql`
  left join lateral (
    select count(*) > 0 as logged, coalesce(bool_or(a.topped), false) as topped
    from ascents a where a.boulder_id = b.id and a.user_id = ${userId}
  ) mine on true`;

/** The gym's active boulders, by sector, circuit and grade, with the climber's status. */
export async function activeBoulders(
  db: DbExecutor,
  params: { gymId: number; userId: number; sectorId?: number; circuitId?: number },
): Promise<ClimberBoulderRow[]> {
  const rows = await sqlRows<Raw<ClimberBoulderRow>>(
    db,
    sql`select ${BOULDER_COLUMNS}, mine.logged, mine.topped
        from boulders b
        join gyms g on g.id = b.gym_id
        join sectors s on s.id = b.sector_id
        join gym_difficulties d on d.id = b.gym_difficulty_id
        ${MY_STATUS(params.userId)}
        where b.gym_id = ${params.gymId} and b.closed_at is null
          ${params.sectorId === undefined ? sql`` : sql`and b.sector_id = ${params.sectorId}`}
          ${params.circuitId === undefined ? sql`` : sql`and b.gym_difficulty_id = ${params.circuitId}`}
        order by s.position, s.id, d.position, d.id, b.difficulty, b.name, b.id`,
  );
  return rows.map((row) => ({ ...row, openedAt: instant(row.openedAt) }));
}

export interface ClimberBoulderDetailRow extends ClimberBoulderRow {
  gymId: number;
  active: boolean;
  picture: string | null;
  climbers: number | null;
  toppers: number | null;
  flashers: number | null;
  gradeIndices: number[];
  rating: number | null;
  ratingCount: number;
  myRating: number | null;
}

export async function boulderDetail(db: DbExecutor, boulderId: number, userId: number): Promise<ClimberBoulderDetailRow | undefined> {
  const [row] = await sqlRows<Raw<ClimberBoulderDetailRow>>(
    db,
    sql`select ${BOULDER_COLUMNS}, mine.logged, mine.topped, b.gym_id as "gymId", b.closed_at is null as active, b.picture,
               st.climbers, st.toppers, st.flashers,
               coalesce((select array_agg(p.grade) from grade_proposals p where p.boulder_id = b.id), '{}') as "gradeIndices",
               (select avg(r.stars)::float8 from ratings r where r.boulder_id = b.id) as rating,
               (select count(*)::int from ratings r where r.boulder_id = b.id) as "ratingCount",
               (select r.stars from ratings r where r.boulder_id = b.id and r.user_id = ${userId}) as "myRating"
        from boulders b
        join gyms g on g.id = b.gym_id
        left join boulder_stats st on st.boulder_id = b.id
        ${MY_STATUS(userId)}
        where b.id = ${boulderId} and g.status = 'published'`,
  );
  return row && { ...row, openedAt: instant(row.openedAt) };
}

/** Visible comments of a boulder, newest first, with their authors' first names and last names. */
export async function visibleComments(db: DbExecutor, boulderId: number, limit: number) {
  const rows = await sqlRows<{ id: number; text: string; createdAt: string; firstName: string; lastName: string }>(
    db,
    sql`select c.id, c.comment as text, c.created_at as "createdAt", u.first_name as "firstName", u.last_name as "lastName"
        from comments c join users u on u.id = c.user_id
        where c.boulder_id = ${boulderId} and c.hidden_at is null
        order by c.created_at desc, c.id desc
        limit ${limit}`,
  );
  return rows.map((row) => ({ ...row, createdAt: instant(row.createdAt) }));
}

export interface LogbookRow {
  day: string;
  boulderId: number;
  name: string;
  difficulty: number;
  tries: number;
  topped: boolean;
  flash: boolean;
  /** The app's id of the log (null for logs that did not come through the API: the demo's). */
  clientId: string | null;
}

/** The climber's logs during [from, to), each with its Paris day and whether it was a flash. */
export async function myLogs(db: DbExecutor, userId: number, from: Date, to: Date): Promise<LogbookRow[]> {
  return sqlRows<LogbookRow>(
    db,
    sql`select (a.logged_at at time zone 'Europe/Paris')::date::text as day, a.boulder_id as "boulderId", b.name, b.difficulty,
               a.tries, a.topped, ${FLASH} as flash, a.client_id as "clientId"
        from ascents a join boulders b on b.id = a.boulder_id
        where a.user_id = ${userId} and a.logged_at >= ${from} and a.logged_at < ${to}
        order by a.logged_at desc, a.id desc`,
  );
}

/** The climber's hardest topped boulders, each with the Paris day of its first top. */
export async function hardestTops(db: DbExecutor, userId: number, limit: number) {
  return sqlRows<{ boulderId: number; name: string; difficulty: number; day: string }>(
    db,
    sql`select * from (
          select distinct on (b.id) b.id as "boulderId", b.name, b.difficulty, (a.logged_at at time zone 'Europe/Paris')::date::text as day
          from ascents a join boulders b on b.id = a.boulder_id
          where a.user_id = ${userId} and a.topped
          order by b.id, a.logged_at
        ) tops
        order by difficulty desc, day desc, "boulderId"
        limit ${limit}`,
  );
}

/** Per circuit of the gym, in its order: active boulders and those of them the climber topped. */
export async function circuitProgress(db: DbExecutor, userId: number, gymId: number) {
  return sqlRows<{ id: number; name: string; active: number; topped: number }>(
    db,
    sql`select d.id, d.name, count(b.id)::int as active,
               count(b.id) filter (where exists (select 1 from ascents a where a.boulder_id = b.id and a.user_id = ${userId} and a.topped))::int as topped
        from gym_difficulties d
        left join boulders b on b.gym_difficulty_id = d.id and b.closed_at is null
        where d.gym_id = ${gymId}
        group by d.id
        order by d.position, d.id`,
  );
}

/** The boulders the climber topped during [from, to), each once, with their style (catalog id and the gym's name for it). */
export async function myTopsBetween(db: DbExecutor, userId: number, from: Date, to: Date) {
  return sqlRows<{ boulderId: number; name: string; grade: number; styleTagId: number | null; style: string | null }>(
    db,
    sql`select distinct b.id as "boulderId", b.name, b.difficulty as grade, t.catalog_id as "styleTagId", t.name as style
        from ascents a
        join boulders b on b.id = a.boulder_id
        left join tags t on t.id = b.tag_style_id
        where a.user_id = ${userId} and a.topped and a.logged_at >= ${from} and a.logged_at < ${to}`,
  );
}
