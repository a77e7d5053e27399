import { describe, expect, it } from 'vitest';
import { toContestBoard } from './get-contest-board';

const timing = { end_time: '2025-05-17T19:00:00.000Z', refresh_seconds: 15 };

describe('toContestBoard', () => {
  it('reads a points contest', () => {
    const board = toContestBoard(
      { kind: 'points' },
      {
        ...timing,
        male_competitors: [{ first_name: 'Hugo', last_name: 'Bernard', points: 2500, rank: 1 }],
        female_competitors: [
          { first_name: 'Léa', last_name: 'Martin', points: 3000, rank: 1 },
          { first_name: 'Inès', last_name: 'Roux', points: 3000, rank: 1 },
        ],
      },
    );
    expect(board).toEqual({
      endTime: timing.end_time,
      refreshSeconds: 15,
      male: [{ first_name: 'Hugo', last_name: 'Bernard', rank: 1, values: [2500] }],
      female: [
        { first_name: 'Léa', last_name: 'Martin', rank: 1, values: [3000] },
        { first_name: 'Inès', last_name: 'Roux', rank: 1, values: [3000] },
      ],
      drawn: [],
    });
  });

  it('reads the finals as tops, zones and tries, in that order', () => {
    const board = toContestBoard(
      { kind: 'finals' },
      { ...timing, male_competitors: [{ first_name: 'Tom', last_name: 'Durand', tops: 3, zones: 4, tries: 9, rank: 1 }], female_competitors: [] },
    );
    expect(board.male[0]!.values).toEqual([3, 4, 9]);
  });

  it('reads the challenge’s total heights', () => {
    const board = toContestBoard(
      { kind: 'vertical-gain' },
      {
        ...timing,
        refresh_seconds: 60,
        climbers_strongest_male: [],
        climbers_strongest_female: [{ first_name: 'Maya', last_name: 'Leroy', total_points: 412.35, rank: 1 }],
      },
    );
    expect(board.female).toEqual([{ first_name: 'Maya', last_name: 'Leroy', rank: 1, values: [412.35] }]);
    expect(board.refreshSeconds).toBe(60);
  });

  it('reads the draw’s winners', () => {
    const board = toContestBoard({ kind: 'draw' }, { ...timing, top_competitors: [{ first_name: 'Zoé', last_name: 'Petit' }] });
    expect(board.drawn).toEqual([{ first_name: 'Zoé', last_name: 'Petit' }]);
    expect(board.male).toEqual([]);
  });

  it('leaves the end and the interval unknown when the answer has none', () => {
    const board = toContestBoard({ kind: 'draw' }, { end_time: null, refresh_seconds: 0, top_competitors: [] });
    expect(board.endTime).toBeNull();
    expect(board.refreshSeconds).toBeNull();
  });
});
