import type { Route } from '../../shared/contract/routes';

/** A complete boulder as the API answers it, for component tests; override what the test is about. */
export function makeRoute(overrides: Partial<Route> = {}): Route {
  return {
    id: 101,
    name: 'Vol plané',
    picture: null,
    sector: { id: 7, name: 'Croix-Rousse' },
    color: { id: 5, color_code: '#1A1A1A' },
    gym: { id: 1, name: 'Gaston Bloc Lyon' },
    difficulty_display: 'Noir (6B+)',
    difficulty: '6B+',
    gym_difficulty: { id: 5, svg: '', corresponding_difficulty: '6B+', name: 'Noir', color_1: '#1A1A1A', color_2: null },
    tag_steepness: { id: 2, name: 'Vertical' },
    tag_grips: { id: 9, name: 'Bacs' },
    tag_style: { id: 15, name: 'Équilibre' },
    route_active: true,
    created_at: '2026-11-18T11:34:00.000Z',
    planned_dismantling: '2027-01-24',
    closed_at: null,
    average_ranking: 3.6,
    average_ranking_count: 5,
    average_grading: '6B',
    success_rate: 66.67,
    success_rate_by_same_level_climbers: 16.67,
    success_flash_rate: 50,
    success_flash_rate_by_same_level_climbers: 0,
    total_tries: 32,
    tries_per_day: 10.67,
    average_tries_before_top: 1.42,
    average_tries_before_top_by_same_level_climbers: 3,
    route_setter: 'Lola Robert',
    level: 0,
    comments: [],
    ...overrides,
  };
}
