/**
 * Boulders as the Route entity of back-office.md §3, with their statistics and comments. Every
 * call that answers routes (list, filter, sector details) loads them here, in the order asked.
 */
import type { Route } from '../../shared/contract/routes';
import { gradeLabel } from '../../shared/domain/grades';
import { sql } from 'drizzle-orm';
import { instant, intArray, sqlRows } from '../db/sql-rows';
import { readAll, type DbExecutor } from '../db/transaction';
import { commentsOfBoulders } from './comments-repository';
import { boulderStatistics } from './statistics-repository';

interface RouteRow {
  id: number;
  name: string;
  picture: string | null;
  sector_id: number;
  sector_name: string;
  color_id: number | null;
  color_code: string | null;
  gym_id: number;
  gym_name: string;
  difficulty: number;
  level: number;
  d_id: number;
  d_svg: string;
  d_grade: number;
  d_name: string;
  d_color_1: string;
  d_color_2: string | null;
  steepness_id: number | null;
  steepness_name: string | null;
  grips_id: number | null;
  grips_name: string | null;
  style_id: number | null;
  style_name: string | null;
  created_at: string;
  planned_dismantling: string | null;
  closed_at: string | null;
  setter_first: string | null;
  setter_last: string | null;
}

const tag = (id: number | null, name: string | null) => (id === null || name === null ? null : { id, name });

/** The routes with these ids, in the same order (unknown ids are skipped). */
export async function loadRoutes(db: DbExecutor, boulderIds: number[], now: Date): Promise<Route[]> {
  if (boulderIds.length === 0) return [];
  const [rows, statistics, comments] = await readAll(db, [
    () =>
      sqlRows<RouteRow>(
        db,
        sql`select b.id, b.name, b.picture, s.id as sector_id, s.name as sector_name,
                hc.id as color_id, hc.color_code, g.id as gym_id, g.name as gym_name,
                b.difficulty, b.level,
                d.id as d_id, d.svg as d_svg, d.corresponding_difficulty as d_grade, d.name as d_name,
                d.color_1 as d_color_1, d.color_2 as d_color_2,
                ts.id as steepness_id, ts.name as steepness_name, tg.id as grips_id, tg.name as grips_name,
                ty.id as style_id, ty.name as style_name,
                b.created_at, b.planned_dismantling, b.closed_at,
                u.first_name as setter_first, u.last_name as setter_last
         from boulders b
         join sectors s on s.id = b.sector_id
         join gyms g on g.id = b.gym_id
         join gym_difficulties d on d.id = b.gym_difficulty_id
         left join hold_colors hc on hc.id = b.hold_color_id
         left join tags ts on ts.id = b.tag_steepness_id
         left join tags tg on tg.id = b.tag_grips_id
         left join tags ty on ty.id = b.tag_style_id
         left join users u on u.id = b.route_setter_id
         where b.id = any(${intArray(boulderIds)})`,
      ),
    () => boulderStatistics(db, boulderIds, now),
    () => commentsOfBoulders(db, boulderIds),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const routes: Route[] = [];
  for (const id of boulderIds) {
    const row = byId.get(id);
    if (!row) continue;
    const stats = statistics.get(id);
    const grade = gradeLabel(row.difficulty);
    routes.push({
      id: row.id,
      name: row.name,
      picture: row.picture,
      sector: { id: row.sector_id, name: row.sector_name },
      color: row.color_id === null || row.color_code === null ? null : { id: row.color_id, color_code: row.color_code },
      gym: { id: row.gym_id, name: row.gym_name },
      difficulty_display: `${row.d_name} (${grade})`,
      difficulty: grade,
      gym_difficulty: {
        id: row.d_id,
        svg: row.d_svg,
        corresponding_difficulty: gradeLabel(row.d_grade),
        name: row.d_name,
        color_1: row.d_color_1,
        color_2: row.d_color_2,
      },
      tag_steepness: tag(row.steepness_id, row.steepness_name),
      tag_grips: tag(row.grips_id, row.grips_name),
      tag_style: tag(row.style_id, row.style_name),
      route_active: row.closed_at === null,
      created_at: instant(row.created_at).toISOString(),
      planned_dismantling: row.planned_dismantling,
      closed_at: row.closed_at === null ? null : instant(row.closed_at).toISOString(),
      average_ranking: stats?.averageRanking ?? null,
      average_ranking_count: stats?.rankingCount ?? 0,
      average_grading: stats?.averageGrading == null ? null : gradeLabel(Math.round(stats.averageGrading)),
      success_rate: stats?.successRate ?? 0,
      success_rate_by_same_level_climbers: stats?.successRateSameLevel ?? 0,
      success_flash_rate: stats?.flashRate ?? 0,
      success_flash_rate_by_same_level_climbers: stats?.flashRateSameLevel ?? 0,
      total_tries: stats?.totalTries ?? 0,
      tries_per_day: stats?.triesPerDay ?? 0,
      average_tries_before_top: stats?.averageTriesBeforeTop ?? 0,
      average_tries_before_top_by_same_level_climbers: stats?.averageTriesBeforeTopSameLevel ?? 0,
      route_setter: row.setter_first === null ? null : `${row.setter_first} ${row.setter_last ?? ''}`.trim(),
      level: row.level,
      comments: comments.get(id) ?? [],
    });
  }
  return routes;
}
