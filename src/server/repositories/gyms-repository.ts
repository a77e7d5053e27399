/**
 * What the pages need to know about a gym: circuits, sectors, colours, active boulder counts, and
 * the global tag lists. Several gyms are read in a fixed number of queries.
 */
import type { ActiveRoutesInfo, TagsList } from '../../shared/contract/gyms';
import type { GymDifficulty } from '../../shared/contract/routes';
import { gradeLabel } from '../../shared/domain/grades';
import { levelNumber } from '../../shared/domain/levels';
import type { Database } from '../db/client';

export interface GymDescription {
  id: number;
  name: string;
  hasAdditionalDifficultyGrading: boolean;
  isCustomDifficultySystemColor: boolean;
  sectors: { id: number; name: string }[];
  difficultySystem: GymDifficulty[];
  activeRoutesInfo: ActiveRoutesInfo[];
  totalActiveRoutes: number;
}

/** The gyms with these ids, in the order given (unknown ids are skipped). */
export async function describeGyms(db: Database, gymIds: number[]): Promise<GymDescription[]> {
  if (gymIds.length === 0) return [];
  const [gyms, sectors, difficulties, counts] = await Promise.all([
    db.$client.query<{ id: number; name: string; has_additional_difficulty_grading: boolean; is_custom_difficulty_system_color: boolean }>(
      `select id, name, has_additional_difficulty_grading, is_custom_difficulty_system_color from gyms where id = any($1::int[])`,
      [gymIds],
    ),
    db.$client.query<{ id: number; gym_id: number; name: string }>(
      `select id, gym_id, name from sectors where gym_id = any($1::int[]) order by position, id`,
      [gymIds],
    ),
    db.$client.query<{ id: number; gym_id: number; name: string; svg: string; corresponding_difficulty: number; color_1: string; color_2: string | null }>(
      `select id, gym_id, name, svg, corresponding_difficulty, color_1, color_2
       from gym_difficulties where gym_id = any($1::int[]) order by position, id`,
      [gymIds],
    ),
    db.$client.query<{ gym_difficulty_id: number; level: number; count: number }>(
      `select gym_difficulty_id, level, count(*)::int as count
       from boulders where gym_id = any($1::int[]) and closed_at is null
       group by gym_difficulty_id, level`,
      [gymIds],
    ),
  ]);

  const countsByDifficulty = new Map<number, ActiveRoutesInfo>();
  for (const row of counts.rows) {
    let info = countsByDifficulty.get(row.gym_difficulty_id);
    if (!info) {
      info = { gym_difficulty: row.gym_difficulty_id, count_routes: 0, 'level 1': 0, 'level 2': 0, 'level 3': 0 };
      countsByDifficulty.set(row.gym_difficulty_id, info);
    }
    info.count_routes += row.count;
    info[`level ${levelNumber(row.level)}`] += row.count;
  }

  const byId = new Map(gyms.rows.map((row) => [row.id, row]));
  const descriptions: GymDescription[] = [];
  for (const id of gymIds) {
    const gym = byId.get(id);
    if (!gym) continue;
    const circuits = difficulties.rows.filter((d) => d.gym_id === id);
    const activeRoutesInfo = circuits.map(
      (d) => countsByDifficulty.get(d.id) ?? { gym_difficulty: d.id, count_routes: 0, 'level 1': 0, 'level 2': 0, 'level 3': 0 },
    );
    descriptions.push({
      id,
      name: gym.name,
      hasAdditionalDifficultyGrading: gym.has_additional_difficulty_grading,
      isCustomDifficultySystemColor: gym.is_custom_difficulty_system_color,
      sectors: sectors.rows.filter((s) => s.gym_id === id).map((s) => ({ id: s.id, name: s.name })),
      difficultySystem: circuits.map((d) => ({
        id: d.id,
        svg: d.svg,
        corresponding_difficulty: gradeLabel(d.corresponding_difficulty),
        name: d.name,
        color_1: d.color_1,
        color_2: d.color_2,
      })),
      activeRoutesInfo,
      totalActiveRoutes: activeRoutesInfo.reduce((sum, info) => sum + info.count_routes, 0),
    });
  }
  return descriptions;
}

/** The hold colour palette, by id. */
export async function holdColors(db: Database): Promise<{ id: number; color_code: string }[]> {
  const { rows } = await db.$client.query<{ id: number; color_code: string }>('select id, color_code from hold_colors order by id');
  return rows;
}

export async function tagsList(db: Database): Promise<TagsList> {
  const { rows } = await db.$client.query<{ id: number; kind: 'steepness' | 'grips' | 'style'; name: string }>(
    'select id, kind, name from tags order by id',
  );
  const of = (kind: string) => rows.filter((r) => r.kind === kind).map(({ id, name }) => ({ id, name }));
  return { tag_grips: of('grips'), tag_steepness: of('steepness'), tag_style: of('style') };
}
