import { describe, expect, it } from 'vitest';
import * as withZod from './boulders';
import { boulderFilterPath, initialGymInfosPath, PAGE_SIZE, SEARCH_NONE, SORT_KEYS, type BoulderFilterInput } from './boulder-filter-path';

const USER = '3f0c6f7e-2a51-4c1e-9a43-5b1f0e6d2c11';

const input = (overrides: Partial<BoulderFilterInput> = {}): BoulderFilterInput => ({
  userId: USER,
  gymId: 3,
  offset: 25,
  end: 50,
  status: { active: true, closed: true },
  difficulties: [4, 5],
  levels: [1, 3],
  sectors: [],
  steepness: 'all',
  grips: [9],
  style: 'all',
  sort: { name: 0, sector: 1, difficulty: 0, level: 2, date: 0 },
  search: ' Vol plané ',
  ...overrides,
});

describe('the zod-free filter path', () => {
  it('builds the same paths as the contract, with the same constants', () => {
    expect(PAGE_SIZE).toBe(withZod.PAGE_SIZE);
    expect(SEARCH_NONE).toBe(withZod.SEARCH_NONE);
    expect(SORT_KEYS).toEqual(withZod.SORT_KEYS);
    for (const overrides of [{}, { search: '' }, { status: { active: false, closed: false } }, { levels: 'all' as const, sectors: 'all' as const }]) {
      expect(boulderFilterPath(input(overrides))).toBe(withZod.boulderFilterPath(input(overrides)));
    }
    expect(initialGymInfosPath(USER, 2)).toBe(withZod.initialGymInfosPath(USER, 2));
  });

  it('is read back by the server schema segment by segment', () => {
    const segments = boulderFilterPath(input()).replace('/api/routesettergyminfos/', '').split('/');
    expect(segments).toHaveLength(withZod.BOULDER_FILTER_SEGMENTS.length);
    const params = Object.fromEntries(withZod.BOULDER_FILTER_SEGMENTS.map((name, index) => [name, decodeURIComponent(segments[index]!)]));
    const parsed = withZod.boulderFilterParamsSchema.parse(params);
    expect(parsed).toMatchObject({
      gym: 3,
      offset: 25,
      end: 50,
      difficulties: [4, 5],
      levels: [1, 3],
      sectors: [],
      grips: [9],
      sortSector: 1,
      sortLevel: 2,
      search: 'Vol plané',
    });
  });
});
