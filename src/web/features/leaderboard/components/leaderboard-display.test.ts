import { describe, expect, it } from 'vitest';
import { barPercent, initials, medalOf, shortName } from './leaderboard-display';

describe('shortName', () => {
  it('keeps the first name and only the initial of the last name', () => {
    expect(shortName('Léa', 'Martin')).toBe('Léa M.');
    expect(shortName('Jean-Baptiste', 'de la Tour')).toBe('Jean-Baptiste D.');
    expect(shortName('Inès', 'élan')).toBe('Inès É.');
    expect(shortName(' Tom ', ' Durand ')).toBe('Tom D.');
  });

  it('does without a missing part', () => {
    expect(shortName('Maya', '')).toBe('Maya');
    expect(shortName('', 'Leroy')).toBe('L.');
  });
});

describe('initials', () => {
  it('gives the avatar’s letters', () => {
    expect(initials('léa', 'martin')).toBe('LM');
    expect(initials('', '')).toBe('?');
  });
});

describe('medalOf', () => {
  it('gives medals to the top 3 only', () => {
    expect([1, 2, 3, 4, 10].map(medalOf)).toEqual(['gold', 'silver', 'bronze', null, null]);
  });
});

describe('barPercent', () => {
  it('measures against the leader', () => {
    expect(barPercent(50, 100)).toBe(50);
    expect(barPercent(100, 100)).toBe(100);
    expect(barPercent(0.5, 100)).toBe(2);
    expect(barPercent(0, 100)).toBe(0);
    expect(barPercent(10, 0)).toBe(0);
  });
});
