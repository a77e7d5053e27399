/**
 * Boulders as the Route entity of docs/product.md › Back office: data, with their statistics and comments. Every
 * call that answers routes (list, filter, sector details) loads them here, in the order asked.
 */
import type { Route } from '../../shared/contract/routes';
import { gradeLabel } from '../../shared/domain/grades';
import { eq, sql } from 'drizzle-orm';
import { intArray } from '../db/sql-rows';
import { alias } from 'drizzle-orm/pg-core';
import { boulders, gymDifficulties, gyms, holdColors, sectors, tags, users } from '../db/schema';
import { readAll, type DbExecutor } from '../db/transaction';
import { commentsOfBoulders } from './comments-repository';
import { boulderStatistics } from './statistics-repository';

const steepness = alias(tags, 'ts');
const grips = alias(tags, 'tg');
const style = alias(tags, 'ty');

/** The one select of a boulder as a Route: the row type and the mapping below follow from it. */
const ROUTE_COLUMNS = {
  id: boulders.id,
  name: boulders.name,
  picture: boulders.picture,
  sector: { id: sectors.id, name: sectors.name },
  colorId: holdColors.id,
  colorCode: holdColors.colorCode,
  gym: { id: gyms.id, name: gyms.name },
  difficulty: boulders.difficulty,
  level: boulders.level,
  circuit: {
    id: gymDifficulties.id,
    svg: gymDifficulties.svg,
    grade: gymDifficulties.correspondingDifficulty,
    name: gymDifficulties.name,
    color1: gymDifficulties.color1,
    color2: gymDifficulties.color2,
  },
  steepnessId: steepness.id,
  steepnessName: steepness.name,
  gripsId: grips.id,
  gripsName: grips.name,
  styleId: style.id,
  styleName: style.name,
  createdAt: boulders.createdAt,
  plannedDismantling: boulders.plannedDismantling,
  closedAt: boulders.closedAt,
  setterFirst: users.firstName,
  setterLast: users.lastName,
};

const tag = (id: number | null, name: string | null) => (id === null || name === null ? null : { id, name });

/** The routes with these ids, in the same order (unknown ids are skipped). */
export async function loadRoutes(db: DbExecutor, boulderIds: number[], now: Date): Promise<Route[]> {
  if (boulderIds.length === 0) return [];
  const [rows, statistics, comments] = await readAll(db, [
    () =>
      db
        .select(ROUTE_COLUMNS)
        .from(boulders)
        .innerJoin(sectors, eq(sectors.id, boulders.sectorId))
        .innerJoin(gyms, eq(gyms.id, boulders.gymId))
        .innerJoin(gymDifficulties, eq(gymDifficulties.id, boulders.gymDifficultyId))
        .leftJoin(holdColors, eq(holdColors.id, boulders.holdColorId))
        .leftJoin(steepness, eq(steepness.id, boulders.tagSteepnessId))
        .leftJoin(grips, eq(grips.id, boulders.tagGripsId))
        .leftJoin(style, eq(style.id, boulders.tagStyleId))
        .leftJoin(users, eq(users.id, boulders.routeSetterId))
        .where(sql`${boulders.id} = any(${intArray(boulderIds)})`),
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
      sector: row.sector,
      color: row.colorId === null || row.colorCode === null ? null : { id: row.colorId, color_code: row.colorCode },
      gym: row.gym,
      difficulty_display: `${row.circuit.name} (${grade})`,
      difficulty: grade,
      gym_difficulty: {
        id: row.circuit.id,
        svg: row.circuit.svg,
        corresponding_difficulty: gradeLabel(row.circuit.grade),
        name: row.circuit.name,
        color_1: row.circuit.color1,
        color_2: row.circuit.color2,
      },
      tag_steepness: tag(row.steepnessId, row.steepnessName),
      tag_grips: tag(row.gripsId, row.gripsName),
      tag_style: tag(row.styleId, row.styleName),
      route_active: row.closedAt === null,
      created_at: row.createdAt.toISOString(),
      planned_dismantling: row.plannedDismantling,
      closed_at: row.closedAt === null ? null : row.closedAt.toISOString(),
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
      route_setter: row.setterFirst === null ? null : `${row.setterFirst} ${row.setterLast ?? ''}`.trim(),
      level: row.level,
      comments: comments.get(id) ?? [],
    });
  }
  return routes;
}
