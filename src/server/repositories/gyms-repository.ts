/**
 * What the pages need to know about a gym: circuits, sectors, colours, active boulder counts, and
 * the global tag lists. Several gyms are read in a fixed number of queries.
 */
import type { ActiveRoutesInfo, TagsList } from '../../shared/contract/gyms';
import type { GymDifficulty } from '../../shared/contract/routes';
import { gradeLabel } from '../../shared/domain/grades';
import { levelNumber } from '../../shared/domain/levels';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { boulders, gymDifficulties, gyms, holdColors as holdColorsTable, sectors as sectorsTable, tags } from '../db/schema';
import type { DbExecutor } from '../db/transaction';

export interface GymDescription {
  id: number;
  name: string;
  hasAdditionalDifficultyGrading: boolean;
  isCustomDifficultySystemColor: boolean;
  resetCycleDays: number;
  sectors: { id: number; name: string }[];
  difficultySystem: GymDifficulty[];
  activeRoutesInfo: ActiveRoutesInfo[];
  totalActiveRoutes: number;
}

/** The gyms with these ids, in the order given (unknown ids are skipped). */
export async function describeGyms(db: DbExecutor, gymIds: number[]): Promise<GymDescription[]> {
  if (gymIds.length === 0) return [];
  const [gymRows, sectors, difficulties, counts] = await Promise.all([
    db
      .select({
        id: gyms.id,
        name: gyms.name,
        hasAdditionalDifficultyGrading: gyms.hasAdditionalDifficultyGrading,
        isCustomDifficultySystemColor: gyms.isCustomDifficultySystemColor,
        resetCycleDays: gyms.resetCycleDays,
      })
      .from(gyms)
      .where(inArray(gyms.id, gymIds)),
    db
      .select({ id: sectorsTable.id, gymId: sectorsTable.gymId, name: sectorsTable.name })
      .from(sectorsTable)
      .where(inArray(sectorsTable.gymId, gymIds))
      .orderBy(asc(sectorsTable.position), asc(sectorsTable.id)),
    db
      .select({
        id: gymDifficulties.id,
        gymId: gymDifficulties.gymId,
        name: gymDifficulties.name,
        svg: gymDifficulties.svg,
        grade: gymDifficulties.correspondingDifficulty,
        color1: gymDifficulties.color1,
        color2: gymDifficulties.color2,
      })
      .from(gymDifficulties)
      .where(inArray(gymDifficulties.gymId, gymIds))
      .orderBy(asc(gymDifficulties.position), asc(gymDifficulties.id)),
    db
      .select({ difficultyId: boulders.gymDifficultyId, level: boulders.level, count: count() })
      .from(boulders)
      .where(and(inArray(boulders.gymId, gymIds), isNull(boulders.closedAt)))
      .groupBy(boulders.gymDifficultyId, boulders.level),
  ]);

  const countsByDifficulty = new Map<number, ActiveRoutesInfo>();
  for (const row of counts) {
    let info = countsByDifficulty.get(row.difficultyId);
    if (!info) {
      info = { gym_difficulty: row.difficultyId, count_routes: 0, 'level 1': 0, 'level 2': 0, 'level 3': 0 };
      countsByDifficulty.set(row.difficultyId, info);
    }
    info.count_routes += row.count;
    info[`level ${levelNumber(row.level)}`] += row.count;
  }

  const byId = new Map(gymRows.map((row) => [row.id, row]));
  const descriptions: GymDescription[] = [];
  for (const id of gymIds) {
    const gym = byId.get(id);
    if (!gym) continue;
    const circuits = difficulties.filter((d) => d.gymId === id);
    const activeRoutesInfo = circuits.map(
      (d) => countsByDifficulty.get(d.id) ?? { gym_difficulty: d.id, count_routes: 0, 'level 1': 0, 'level 2': 0, 'level 3': 0 },
    );
    descriptions.push({
      id,
      name: gym.name,
      hasAdditionalDifficultyGrading: gym.hasAdditionalDifficultyGrading,
      isCustomDifficultySystemColor: gym.isCustomDifficultySystemColor,
      resetCycleDays: gym.resetCycleDays,
      sectors: sectors.filter((s) => s.gymId === id).map((s) => ({ id: s.id, name: s.name })),
      difficultySystem: circuits.map((d) => ({
        id: d.id,
        svg: d.svg,
        corresponding_difficulty: gradeLabel(d.grade),
        name: d.name,
        color_1: d.color1,
        color_2: d.color2,
      })),
      activeRoutesInfo,
      totalActiveRoutes: activeRoutesInfo.reduce((sum, info) => sum + info.count_routes, 0),
    });
  }
  return descriptions;
}

/** The hold colour palette, by id. */
export async function holdColors(db: DbExecutor): Promise<{ id: number; color_code: string; name: string }[]> {
  return db
    .select({ id: holdColorsTable.id, color_code: holdColorsTable.colorCode, name: holdColorsTable.name })
    .from(holdColorsTable)
    .orderBy(asc(holdColorsTable.id));
}

export async function tagsList(db: DbExecutor, gymId: number): Promise<TagsList> {
  const rows = await db.select({ id: tags.id, kind: tags.kind, name: tags.name }).from(tags).where(eq(tags.gymId, gymId)).orderBy(asc(tags.id));
  const of = (kind: string) => rows.filter((r) => r.kind === kind).map(({ id, name }) => ({ id, name }));
  return { tag_grips: of('grips'), tag_steepness: of('steepness'), tag_style: of('style') };
}

/** Removes a gym made a moment ago whose owner could not be invited (its rows go with it). */
export async function deleteGym(tx: DbExecutor, gymId: number): Promise<void> {
  await tx.delete(gyms).where(eq(gyms.id, gymId));
}

export async function gymNameAndCity(db: DbExecutor, gymId: number): Promise<{ name: string; city: string } | undefined> {
  const [row] = await db.select({ name: gyms.name, city: gyms.city }).from(gyms).where(eq(gyms.id, gymId));
  return row;
}
