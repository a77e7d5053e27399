import type { GymDifficulty, Route } from '../../../../shared/contract/routes';
import type { SectorBasisChoice, SectorDetails } from '../../../../shared/contract/sectors';

export const difficulty = (id: number, name: string, grade: string, color: string): GymDifficulty => ({
  id,
  name,
  corresponding_difficulty: grade,
  color_1: color,
  color_2: null,
  svg: '',
});

export const YELLOW = difficulty(1, 'Jaune', '4A', '#FFD600');
export const BLUE = difficulty(3, 'Bleu', '5B', '#1E63D6');
export const RED = difficulty(4, 'Rouge', '6A', '#D62828');

let nextId = 100;

/** A boulder of the sector with every field the screens read; override what a test needs. */
export function makeRoute(overrides: Partial<Route> & { gym_difficulty: GymDifficulty }): Route {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Bloc ${id}`,
    picture: null,
    sector: { id: 7, name: 'Croix-Rousse' },
    color: null,
    gym: { id: 1, name: 'Gaston Bloc Lyon' },
    difficulty_display: `${overrides.gym_difficulty.name} (${overrides.difficulty ?? overrides.gym_difficulty.corresponding_difficulty})`,
    difficulty: overrides.gym_difficulty.corresponding_difficulty,
    tag_steepness: { id: 1, name: 'Dévers' },
    tag_grips: { id: 2, name: 'Réglettes' },
    tag_style: null,
    route_active: true,
    created_at: '2026-11-18T09:00:00.000Z',
    planned_dismantling: '2027-01-24',
    closed_at: null,
    average_ranking: null,
    average_ranking_count: 0,
    average_grading: null,
    success_rate: 0,
    success_rate_by_same_level_climbers: 0,
    success_flash_rate: 0,
    success_flash_rate_by_same_level_climbers: 0,
    total_tries: 0,
    tries_per_day: 0,
    average_tries_before_top: 0,
    average_tries_before_top_by_same_level_climbers: 0,
    route_setter: null,
    level: 0,
    comments: [],
    ...overrides,
  };
}

export function makeChoice(id: number, name: string, marks: Partial<Pick<SectorBasisChoice, 'newest_sector' | 'oldest_sector'>> = {}): SectorBasisChoice {
  return {
    id,
    name,
    polyline: { width: 1000, height: 600, paths: [`M${id * 100} 0L${id * 100 + 90} 0L${id * 100 + 90} 300L${id * 100} 300Z`] },
    picture_sector: null,
    x: id * 100 + 45,
    y: 150,
    newest_sector: marks.newest_sector ?? false,
    oldest_sector: marks.oldest_sector ?? false,
  };
}

export function makeDetails(overrides: Partial<SectorDetails> = {}): SectorDetails {
  return {
    sectorId: 7,
    sectorName: 'Croix-Rousse',
    sectorPicture: null,
    sectorSvg: null,
    totalSectorTries: 305,
    totalSectorTriesLastSector: 250,
    triesPerDay: 101.67,
    triesPerDayLastSector: 71.3,
    averageGrade: '5B',
    averageGradeLastSector: '5C+',
    percentageSuccess: 73.77,
    percentageSuccessLastSector: 82.03,
    percentageFlash: 52.46,
    percentageLastSector: 52.45,
    averageTriesBeforeTop: 1.49,
    averageTriesBeforeTopLastSector: 1.95,
    ranking: 3.26,
    rankingCount: 23,
    routes: [],
    comments: [],
    openingDate: '2026-11-18',
    closingDate: '2027-01-24',
    previousOpeningDate: '2026-10-06',
    dismantledDate: null,
    ...overrides,
  };
}
