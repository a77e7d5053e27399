/**
 * The zod-free half of the boulder list contract (boulders.ts has the segment schemas): the constants,
 * the choice types and the paths the pages build. The web pages import this file, so the filter call
 * does not pull zod into their bundle.
 *
 * `GET /api/routesettergyminfos/{user}/{gym}/{offset}/{end}/{status}/{difficulties}/{levels}/{sectors}/
 * {steepness}/{grips}/{style}/{sortName}/{sortSector}/{sortDifficulty}/{sortLevel}/{sortDate}/{search}`
 * (docs/product.md › The filter call).
 */
import type { LevelId } from '../domain/levels';

export const PAGE_SIZE = 25;
/** The most boulders one filter call answers. */
export const MAX_PAGE_SIZE = 100;
export const SEARCH_NONE = '_';

/** `all`, or the chosen ids (possibly none). */
export type Selection = 'all' | number[];
/** 0 none, 1 ascending, 2 descending. */
export type SortDirection = 0 | 1 | 2;

export const SORT_KEYS = ['name', 'sector', 'difficulty', 'level', 'date'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export interface BoulderFilterInput {
  userId: string;
  gymId: number;
  /** 0-based; the first page is offset 0, end 25 (exclusive). */
  offset: number;
  end: number;
  status: { active: boolean; closed: boolean };
  difficulties: Selection;
  /** Level ids 1, 2, 3. */
  levels: 'all' | LevelId[];
  sectors: Selection;
  steepness: Selection;
  grips: Selection;
  style: Selection;
  sort: Record<SortKey, SortDirection>;
  /** '' for no search. */
  search: string;
}

const listText = (selection: Selection | 'all') => (selection === 'all' ? 'all' : selection.length === 0 ? 'none' : selection.join(','));

/** Every choice group on 'Tout': no difficulty, level, sector or tag filter. */
export const NO_CHOICE_FILTERS = Object.freeze({
  difficulties: 'all',
  levels: 'all',
  sectors: 'all',
  steepness: 'all',
  grips: 'all',
  style: 'all',
} as const);

/** The filter call's path for these choices (the pages and the tests build it here). */
export function boulderFilterPath(input: BoulderFilterInput): string {
  const status = [input.status.active ? '1' : '', input.status.closed ? '2' : ''].filter(Boolean).join(',');
  const search = input.search.trim() === '' ? SEARCH_NONE : encodeURIComponent(input.search.trim());
  const segments = [
    encodeURIComponent(input.userId),
    input.gymId,
    input.offset,
    input.end,
    status || '1',
    listText(input.difficulties),
    listText(input.levels),
    listText(input.sectors),
    listText(input.steepness),
    listText(input.grips),
    listText(input.style),
    ...SORT_KEYS.map((key) => input.sort[key]),
    search,
  ];
  return `/api/routesettergyminfos/${segments.join('/')}`;
}

export const initialGymInfosPath = (userId: string, gymId: number) => `/api/routesetterinitialgyminfos/${encodeURIComponent(userId)}/${gymId}`;
