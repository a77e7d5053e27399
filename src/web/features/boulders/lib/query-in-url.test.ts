import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SORT_KEYS } from '../../../../shared/contract/boulder-filter-path';
import { DEFAULT_QUERY, FILTER_GROUPS, NO_SORT, type BoulderQuery } from './filters';
import { hasQuery, queryFromSearch, withQuery } from './query-in-url';

const selection = fc.oneof(fc.constant('all' as const), fc.uniqueArray(fc.nat({ max: 500 }), { maxLength: 6 }));
const query: fc.Arbitrary<BoulderQuery> = fc.record({
  filters: fc.record(Object.fromEntries(FILTER_GROUPS.map((g) => [g, selection])) as Record<(typeof FILTER_GROUPS)[number], typeof selection>),
  sort: fc
    .option(fc.tuple(fc.constantFrom(...SORT_KEYS), fc.constantFrom(1 as const, 2 as const)), { nil: null })
    .map((chosen) => (chosen ? { ...NO_SORT, [chosen[0]]: chosen[1] } : NO_SORT)),
  search: fc.string({ maxLength: 20 }).filter((s) => s.trim() === s),
});

describe('the /bomain query in the address', () => {
  it('reads back every query it writes', () => {
    fc.assert(
      fc.property(query, (q) => {
        expect(queryFromSearch(withQuery(new URLSearchParams(), q))).toEqual(q);
      }),
    );
  });

  it('writes nothing for the defaults, keeps other parameters, and ignores what it cannot read', () => {
    const params = withQuery(new URLSearchParams('bloc=12'), DEFAULT_QUERY);
    expect(params.toString()).toBe('bloc=12');
    expect(hasQuery(params)).toBe(false);
    expect(withQuery(new URLSearchParams(), { ...DEFAULT_QUERY, filters: { ...DEFAULT_QUERY.filters, sectors: [3, 7], status: 'all' } }).toString()).toBe(
      'secteurs=3%2C7&statut=tout',
    );
    expect(queryFromSearch(new URLSearchParams('secteurs=abc&tri=vol-9'))).toEqual(DEFAULT_QUERY);
  });
});
