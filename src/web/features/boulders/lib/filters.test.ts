import { describe, expect, it } from 'vitest';
import { boulderFilterPath } from '../../../../shared/contract/boulder-filter-path';
import {
  DEFAULT_FILTERS,
  DEFAULT_QUERY,
  filterInput,
  isAllChosen,
  isInitialQuery,
  isItemChosen,
  matchesNothing,
  nextPageSize,
  nextSort,
  NO_SORT,
  requestSort,
  toggleAll,
  toggleItem,
  type BoulderSort,
} from './filters';

const IDS = [4, 5, 6];
const USER = '3f0c6f7e-2a51-4c1e-9a43-5b1f0e6d2c11';

describe('chip groups and their Tout toggle', () => {
  it('starts with Actif only and every other group on Tout', () => {
    expect(DEFAULT_FILTERS.status).toEqual([1]);
    for (const group of ['difficulties', 'levels', 'sectors', 'steepness', 'grips', 'style'] as const) {
      expect(DEFAULT_FILTERS[group]).toBe('all');
    }
  });

  it('Tout toggles between everything and nothing', () => {
    expect(toggleAll('all')).toEqual([]);
    expect(toggleAll([])).toBe('all');
    expect(toggleAll([5])).toBe('all');
  });

  it('an item clicked while Tout is on narrows the group to that item', () => {
    expect(toggleItem('all', 5, IDS)).toEqual([5]);
  });

  it('items are added and removed; choosing every item, or unticking the last, comes back to Tout', () => {
    expect(toggleItem([5], 4, IDS)).toEqual([5, 4]);
    expect(toggleItem([5, 4], 5, IDS)).toEqual([4]);
    // Unticking the last chosen item returns to Tout, never to a group that matches nothing (issue 31, item 20).
    expect(toggleItem([4], 4, IDS)).toBe('all');
    expect(toggleItem([4, 5], 6, IDS)).toBe('all');
  });

  it('Actif then Fermé is every status, so Tout', () => {
    expect(toggleItem([1], 2, [1, 2])).toBe('all');
    expect(toggleItem('all', 2, [1, 2])).toEqual([2]);
  });

  it('shows an item as chosen only when picked itself', () => {
    expect(isItemChosen('all', 5)).toBe(false);
    expect(isItemChosen([5], 5)).toBe(true);
    expect(isItemChosen([4], 5)).toBe(false);
    expect(isAllChosen('all')).toBe(true);
    expect(isAllChosen([])).toBe(false);
  });

  it('no status chosen matches nothing without asking the server', () => {
    expect(matchesNothing({ ...DEFAULT_FILTERS, status: [] })).toBe(true);
    expect(matchesNothing(DEFAULT_FILTERS)).toBe(false);
    expect(matchesNothing({ ...DEFAULT_FILTERS, sectors: [] })).toBe(false);
  });
});

describe('sort cycling', () => {
  it('goes none → ascending (1) → descending (2) → none on a column', () => {
    let sort: BoulderSort = NO_SORT;
    sort = nextSort(sort, 'name');
    expect(sort.name).toBe(1);
    sort = nextSort(sort, 'name');
    expect(sort.name).toBe(2);
    sort = nextSort(sort, 'name');
    expect(sort).toEqual(NO_SORT);
  });

  it('one column at a time: another column starts at ascending and clears the first', () => {
    const byName = nextSort(nextSort(NO_SORT, 'name'), 'name');
    expect(nextSort(byName, 'date')).toEqual({ ...NO_SORT, date: 1 });
  });

  it('with no column chosen the call sorts by date with value 2 (descending)', () => {
    expect(requestSort(NO_SORT)).toEqual({ ...NO_SORT, date: 2 });
    expect(requestSort({ ...NO_SORT, level: 1 })).toEqual({ ...NO_SORT, level: 1 });
  });
});

describe('the filter call', () => {
  it('builds the 17 segments from the chips, the sort and the search', () => {
    const input = filterInput(
      USER,
      1,
      { filters: { ...DEFAULT_FILTERS, sectors: [3, 7], levels: [2], status: 'all', grips: [] }, sort: { ...NO_SORT, sector: 2 }, search: 'Yoyo' },
      25,
    );
    expect(boulderFilterPath(input)).toBe(`/api/routesettergyminfos/${USER}/1/25/50/1,2/all/2/3,7/all/none/all/0/2/0/0/0/Yoyo`);
  });

  it('sends status 1 for Actif alone and the date sort by default', () => {
    expect(boulderFilterPath(filterInput(USER, 2, DEFAULT_QUERY, 0))).toBe(`/api/routesettergyminfos/${USER}/2/0/25/1/all/all/all/all/all/all/0/0/0/0/2/_`);
    expect(boulderFilterPath(filterInput(USER, 2, { ...DEFAULT_QUERY, filters: { ...DEFAULT_FILTERS, status: [2] } }, 0))).toContain('/0/25/2/');
  });

  it('uses the initial call only for the untouched defaults', () => {
    expect(isInitialQuery(DEFAULT_QUERY)).toBe(true);
    expect(isInitialQuery({ ...DEFAULT_QUERY, search: 'a' })).toBe(false);
    expect(isInitialQuery({ ...DEFAULT_QUERY, sort: { ...NO_SORT, name: 1 } })).toBe(false);
    expect(isInitialQuery({ ...DEFAULT_QUERY, filters: { ...DEFAULT_FILTERS, status: 'all' } })).toBe(false);
    expect(isInitialQuery({ ...DEFAULT_QUERY, filters: { ...DEFAULT_FILTERS, sectors: [1] } })).toBe(false);
  });

  it("'Charger N blocs supplémentaires': N is at most 25", () => {
    expect(nextPageSize(25, 152)).toBe(25);
    expect(nextPageSize(150, 152)).toBe(2);
    expect(nextPageSize(152, 152)).toBe(0);
  });
});
