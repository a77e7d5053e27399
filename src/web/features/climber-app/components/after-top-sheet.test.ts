import { describe, expect, it } from 'vitest';
import { gradesFor } from './after-top-sheet';

describe('the grades a feeling offers', () => {
  it('below the boulder’s grade for plus facile, above for plus dur, nearest first, within the scale', () => {
    expect(gradesFor('plus_facile', '6B')).toEqual(['6A+', '6A', '5C+', '5C', '5B+', '5B']);
    expect(gradesFor('plus_dur', '6B')).toEqual(['6B+', '6C', '6C+', '7A', '7A+', '7B']);
    expect(gradesFor('juste', '6B')).toEqual(['6B']);
    expect(gradesFor('plus_facile', '3A')).toEqual([]);
    expect(gradesFor('plus_dur', '9B')).toEqual(['9B+']);
  });
});
