/** Grade targets, what is on the walls per circuit and style, and setters' grade calibration (docs/product.md › Route setting: screens). */
import { eq, sql } from 'drizzle-orm';
import { gradeTargets, gyms } from '../db/schema';
import { sqlRows } from '../db/sql-rows';
import type { DbExecutor } from '../db/transaction';

export interface TargetRow {
  difficultyId: number;
  sectorId: number | null;
  count: number;
}

export function targetsOfGym(db: DbExecutor, gymId: number): Promise<TargetRow[]> {
  return db
    .select({ difficultyId: gradeTargets.gymDifficultyId, sectorId: gradeTargets.sectorId, count: gradeTargets.count })
    .from(gradeTargets)
    .where(eq(gradeTargets.gymId, gymId))
    .orderBy(gradeTargets.gymDifficultyId, sql`${gradeTargets.sectorId} nulls first`);
}

/**
 * Replaces the gym's targets and answers the ones it replaced. Two replacements at once take turns on the gym row: without it, the
 * second would delete before the first commits, then insert rows that collide with the first's.
 */
export async function replaceTargets(tx: DbExecutor, gymId: number, targets: TargetRow[]): Promise<TargetRow[]> {
  await tx.select({ id: gyms.id }).from(gyms).where(eq(gyms.id, gymId)).for('no key update');
  const before = await targetsOfGym(tx, gymId);
  await tx.delete(gradeTargets).where(eq(gradeTargets.gymId, gymId));
  if (targets.length > 0)
    await tx.insert(gradeTargets).values(targets.map((t) => ({ gymId, gymDifficultyId: t.difficultyId, sectorId: t.sectorId, count: t.count })));
  return before;
}

export interface SectorPlan {
  id: number;
  name: string;
  /** The current opening's planned closing, when that opening is still open. */
  plannedDismantling: string | null;
  active: number;
}

/** Each sector with its active boulders and the planned dismantling of its open current opening. */
export function sectorPlans(db: DbExecutor, gymId: number): Promise<SectorPlan[]> {
  return sqlRows<SectorPlan>(
    db,
    sql`select s.id, s.name, o.planned_closing::text as "plannedDismantling",
              (select count(*)::int from boulders b where b.sector_id = s.id and b.closed_at is null) as active
       from sectors s
       left join lateral (select planned_closing, closed_at from sector_openings where sector_id = s.id order by opened_at desc, id desc limit 1) o
         on o.closed_at is null
       where s.gym_id = ${gymId}
       order by s.position, s.id`,
  );
}

export interface ActiveCount {
  difficultyId: number;
  sectorId: number;
  styleTagId: number | null;
  count: number;
}

/** Active boulders by circuit, sector and Mouvement tag. */
export function activeByCircuitSectorStyle(db: DbExecutor, gymId: number): Promise<ActiveCount[]> {
  return sqlRows<ActiveCount>(
    db,
    sql`select gym_difficulty_id as "difficultyId", sector_id as "sectorId", tag_style_id as "styleTagId", count(*)::int as count
       from boulders where gym_id = ${gymId} and closed_at is null
       group by 1, 2, 3`,
  );
}

export interface CalibrationRow {
  userId: number;
  uuid: string;
  firstName: string;
  lastName: string;
  boulders: number;
  votes: number;
  harder: number;
  easier: number;
}

/**
 * Per setter of the gym (route setters and chief route setters): over their boulders opened in the
 * last 12 months with at least `minVotes` proposals from climbers who topped them, how many
 * proposals were harder or easier than the boulder's grade.
 */
export function setterCalibration(db: DbExecutor, gymId: number, since: Date, minVotes: number): Promise<CalibrationRow[]> {
  return sqlRows<CalibrationRow>(
    db,
    sql`with votes as (
          select gp.boulder_id, gp.grade, b.difficulty
          from grade_proposals gp
          join boulders b on b.id = gp.boulder_id
          where b.gym_id = ${gymId} and b.created_at >= ${since}
            and exists (select 1 from ascents a where a.boulder_id = gp.boulder_id and a.user_id = gp.user_id and a.topped)
        ),
        qualifying as (
          select boulder_id, count(*)::int as votes, count(*) filter (where grade > difficulty)::int as harder,
                 count(*) filter (where grade < difficulty)::int as easier
          from votes group by boulder_id having count(*) >= ${minVotes}
        ),
        setters as (
          select u.id, u.uuid, u.first_name, u.last_name
          from gym_staff st join users u on u.id = st.user_id
          where st.gym_id = ${gymId} and st.access_types && array['route_setter', 'chief_route_setter']::text[]
        )
        select s.id as "userId", s.uuid, s.first_name as "firstName", s.last_name as "lastName",
               count(q.boulder_id)::int as boulders, coalesce(sum(q.votes), 0)::int as votes,
               coalesce(sum(q.harder), 0)::int as harder, coalesce(sum(q.easier), 0)::int as easier
        from setters s
        left join boulder_setters bs on bs.user_id = s.id
        left join qualifying q on q.boulder_id = bs.boulder_id
        group by s.id, s.uuid, s.first_name, s.last_name
        order by lower(s.first_name), lower(s.last_name), s.id`,
  );
}
