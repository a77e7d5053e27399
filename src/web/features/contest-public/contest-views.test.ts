import { describe, expect, it } from 'vitest';
import { CONTEST_VIEWS } from './contest-views';

describe('CONTEST_VIEWS', () => {
  it('refresh every 15 s on the contest pages and every 60 s on the challenge and the draw (docs/product.md › Public pages: limits)', () => {
    const intervals = Object.fromEntries(Object.values(CONTEST_VIEWS).map((view) => [view.slug, view.refreshSeconds]));
    expect(intervals).toEqual({
      'defi-gaston': 60,
      contest: 15,
      contestsametime: 15,
      'contest-junior': 15,
      'contest-finals': 15,
      'alea-sorting': 60,
    });
  });

  it('hide the end time of the finals and the draw only', () => {
    expect(
      Object.values(CONTEST_VIEWS)
        .filter((view) => !view.showEndTime)
        .map((view) => view.slug),
    ).toEqual(['contest-finals', 'alea-sorting']);
  });
});
