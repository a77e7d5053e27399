/**
 * The chip groups of the /bomain filter panel (docs/product.md › Back office: screens; Back office: states) and the filter call they make
 * (docs/product.md › The filter call).
 *
 * A group is 'all' (its 'Tout' chip on: no filter) or a list of chosen ids (possibly none: then no
 * boulder matches). Clicking an item while 'Tout' is on narrows the group to that item; clicking
 * items adds or removes them; choosing every item, unticking the last one, or clicking 'Tout', goes
 * back to 'all'; clicking 'Tout' while it is on empties the group.
 */
import {
  NO_CHOICE_FILTERS,
  PAGE_SIZE,
  SORT_KEYS,
  type BoulderFilterInput,
  type Selection,
  type SortDirection,
  type SortKey,
} from '../../../../shared/contract/boulder-filter-path';
import type { LevelId } from '../../../../shared/domain/levels';

export type { Selection, SortDirection, SortKey };

export const FILTER_GROUPS = ['difficulties', 'levels', 'sectors', 'steepness', 'grips', 'style', 'status'] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];
export type BoulderFilters = Record<FilterGroup, Selection>;

/** Status ids (docs/product.md › Back office: data): 1 is Actif, 2 is Fermé. */
export const STATUS_ACTIVE = 1;
export const STATUS_CLOSED = 2;
/** Their chips, labelled `boulders.status.{id}`. */
export const STATUSES = [{ id: STATUS_ACTIVE }, { id: STATUS_CLOSED }] as const;

/** Actif selected, Fermé not, every other group on 'Tout' (docs/product.md › Back office: states). */
export const DEFAULT_FILTERS: BoulderFilters = Object.freeze({
  ...NO_CHOICE_FILTERS,
  status: [STATUS_ACTIVE],
});

/** The 'Tout' chip: on → nothing chosen; off (or some chosen) → everything. */
export const toggleAll = (selection: Selection): Selection => (selection === 'all' ? [] : 'all');

/** Clicking one item chip of a group whose ids are `allIds`. */
export function toggleItem(selection: Selection, id: number, allIds: readonly number[]): Selection {
  if (selection === 'all') return allIds.length === 1 ? [] : [id];
  const next = selection.includes(id) ? selection.filter((chosen) => chosen !== id) : [...selection, id];
  // Unticking the last chosen item goes back to 'Tout', not to a group that matches nothing.
  if (next.length === 0) return 'all';
  return allIds.length > 0 && allIds.every((known) => next.includes(known)) ? 'all' : next;
}

/** The item's chip shows as chosen only when picked itself ('Tout' stands for the rest). */
export const isItemChosen = (selection: Selection, id: number): boolean => selection !== 'all' && selection.includes(id);

export const isAllChosen = (selection: Selection): boolean => selection === 'all';

/** True when some group leaves nothing to show (no call needed). Status has no 'none' in the call. */
export const matchesNothing = (filters: BoulderFilters): boolean => Array.isArray(filters.status) && filters.status.length === 0;

export const isDefaultFilters = (filters: BoulderFilters): boolean => FILTER_GROUPS.every((group) => sameSelection(filters[group], DEFAULT_FILTERS[group]));

function sameSelection(a: Selection, b: Selection): boolean {
  if (a === 'all' || b === 'all') return a === b;
  return a.length === b.length && a.every((id) => b.includes(id));
}

export type BoulderSort = Record<SortKey, SortDirection>;

/** No column chosen: the list comes newest opening first. */
export const NO_SORT: BoulderSort = Object.freeze({ name: 0, sector: 0, difficulty: 0, level: 0, date: 0 });

/**
 * A click on a sortable column header: none → ascending (1) → descending (2) → none. One column
 * sorts at a time, so clicking another column starts it at ascending and clears the others.
 */
export function nextSort(sort: BoulderSort, key: SortKey): BoulderSort {
  const next = ((sort[key] + 1) % 3) as SortDirection;
  return { ...NO_SORT, [key]: next };
}

export const isNoSort = (sort: BoulderSort): boolean => SORT_KEYS.every((key) => sort[key] === 0);

/** The sort sent: with no column chosen, the default sort by date with value 2 (descending). */
export const requestSort = (sort: BoulderSort): BoulderSort => (isNoSort(sort) ? { ...NO_SORT, date: 2 } : sort);

export interface BoulderQuery {
  filters: BoulderFilters;
  sort: BoulderSort;
  /** Name search; '' for none. */
  search: string;
}

export const DEFAULT_QUERY: BoulderQuery = Object.freeze({ filters: DEFAULT_FILTERS, sort: NO_SORT, search: '' });

/** The first page of the defaults is what the initial call answers (active boulders, newest first). */
export const isInitialQuery = (query: BoulderQuery): boolean => isDefaultFilters(query.filters) && isNoSort(query.sort) && query.search.trim() === '';

/** The filter call's input for one page starting at `offset` (end exclusive, PAGE_SIZE boulders). */
export function filterInput(userId: string, gymId: number, query: BoulderQuery, offset: number): BoulderFilterInput {
  const { filters } = query;
  const status = filters.status;
  return {
    userId,
    gymId,
    offset,
    end: offset + PAGE_SIZE,
    status: {
      active: status === 'all' || status.includes(STATUS_ACTIVE),
      closed: status === 'all' || status.includes(STATUS_CLOSED),
    },
    difficulties: filters.difficulties,
    levels: filters.levels as 'all' | LevelId[],
    sectors: filters.sectors,
    steepness: filters.steepness,
    grips: filters.grips,
    style: filters.style,
    sort: requestSort(query.sort),
    search: query.search,
  };
}

/** 'Charger N blocs supplémentaires': N is the next page, at most PAGE_SIZE. */
export const nextPageSize = (loaded: number, count: number): number => Math.max(0, Math.min(PAGE_SIZE, count - loaded));
