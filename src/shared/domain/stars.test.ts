import { describe, expect, it } from 'vitest';
import { roundRating, STAR_COUNT, starFills } from './stars';

describe('starFills', () => {
  it('always draws 5 stars', () => {
    expect(STAR_COUNT).toBe(5);
    for (const rating of [null, 0, 1, 2.5, 5, 7]) expect(starFills(rating)).toHaveLength(5);
  });

  it('draws empty stars without a rating', () => {
    expect(starFills(null)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(undefined)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(Number.NaN)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('adds a half star from a fraction of 0.5', () => {
    expect(starFills(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(3.49)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(starFills(4.9)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(0.5)).toEqual(['half', 'empty', 'empty', 'empty', 'empty']);
  });

  it('fills whole ratings exactly', () => {
    expect(starFills(1)).toEqual(['full', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('keeps out-of-range values within 0 to 5 stars', () => {
    expect(starFills(6.5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(-2)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('handles a real mean such as 11 / 3', () => {
    expect(starFills(11 / 3)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(10 / 3)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
  });
});

describe('roundRating', () => {
  it('keeps one decimal, halves rounded up', () => {
    expect(roundRating(11 / 3)).toBe(3.7);
    expect(roundRating(4.25)).toBe(4.3);
    expect(roundRating(4.24)).toBe(4.2);
    expect(roundRating(1.05)).toBe(1.1);
    expect(roundRating(5)).toBe(5);
  });

  it('is null without a rating', () => {
    expect(roundRating(null)).toBeNull();
    expect(roundRating(undefined)).toBeNull();
    expect(roundRating(Number.NaN)).toBeNull();
  });
});
