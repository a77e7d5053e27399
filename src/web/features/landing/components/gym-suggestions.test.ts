import { describe, expect, it } from 'vitest';
import { foldChars } from '../../../../shared/domain/text-folding';
import { filterGyms, matchRange, MAX_GYM_SUGGESTIONS } from './gym-suggestions';
import { TEST_GYMS } from './test-gyms';

const gyms = [...TEST_GYMS, { id: 'le-mur-etoile', name: 'Le Mur Étoile' }, { id: 'saint-etienne', name: 'Climb Up Saint-Étienne' }];

describe('filterGyms', () => {
  it('keeps the names containing the text anywhere, ignoring case', () => {
    expect(filterGyms(gyms, 'ARKOSE').map((gym) => gym.id)).toEqual(['arkose-lyon', 'arkose-nation']);
    expect(filterGyms(gyms, 'nation').map((gym) => gym.id)).toEqual(['arkose-nation']);
    expect(filterGyms(gyms, 'up ly').map((gym) => gym.id)).toEqual(['climb-up-lyon', 'climb-up-lyon-gerland']);
  });

  it('shows at most 5 suggestions, in the list order', () => {
    expect(MAX_GYM_SUGGESTIONS).toBe(5);
    expect(filterGyms(gyms, 'lyon').map((gym) => gym.id)).toEqual([
      'arkose-lyon',
      'block-out-lyon',
      'climb-up-lyon',
      'climb-up-lyon-gerland',
      'gaston-bloc-lyon',
    ]);
    expect(filterGyms(gyms, '')).toHaveLength(5);
    expect(filterGyms(gyms, 'o', 3)).toHaveLength(3);
  });

  it('ignores accents both ways and the spaces around the text', () => {
    expect(filterGyms(gyms, 'etoile').map((gym) => gym.id)).toEqual(['le-mur-etoile']);
    expect(filterGyms(gyms, '  ÉTIENNE ').map((gym) => gym.id)).toEqual(['saint-etienne']);
    expect(filterGyms([{ id: 'x', name: 'Elan' }], 'élan')).toHaveLength(1);
  });

  it('answers nothing when no name contains the text', () => {
    expect(filterGyms(gyms, 'grenoble')).toEqual([]);
    expect(filterGyms([], 'lyon')).toEqual([]);
  });
});

describe('matchRange', () => {
  it('gives the matched part in the original name, whose accents stay', () => {
    const name = 'Le Mur Étoile';
    const range = matchRange(name, 'etoi');
    expect(range).toEqual({ start: 7, end: 11 });
    expect(Array.from(name).slice(range!.start, range!.end).join('')).toBe('Étoi');
    expect(matchRange(name, 'zzz')).toBeNull();
    expect(matchRange(name, '   ')).toBeNull();
  });

  it('folds one character into one, so positions stay aligned', () => {
    expect(foldChars('ÉÀÇœ')).toEqual(['e', 'a', 'c', 'œ']);
    expect(foldChars('İstanbul')).toHaveLength(8);
  });
});
