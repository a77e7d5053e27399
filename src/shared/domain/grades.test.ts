import { describe, expect, it } from 'vitest';
import { averageGradeLabel, GRADE_COUNT, GRADES, gradeIndex, gradeLabel, isGradeIndex, MAX_GRADE_INDEX } from './grades';

describe('GRADES', () => {
  it('has the 40 steps of the spec, from 3A to 9B+', () => {
    expect(GRADES).toHaveLength(40);
    expect(GRADE_COUNT).toBe(GRADES.length);
    expect(MAX_GRADE_INDEX).toBe(39);
    expect(GRADES[0]).toBe('3A');
    expect(GRADES[39]).toBe('9B+');
  });

  it('lists each number with A, A+, B, B+, C, C+ in order and stops before 9C', () => {
    expect(GRADES.slice(0, 7)).toEqual(['3A', '3A+', '3B', '3B+', '3C', '3C+', '4A']);
    expect(GRADES.slice(-6)).toEqual(['8C', '8C+', '9A', '9A+', '9B', '9B+']);
    expect(GRADES).not.toContain('9C');
    expect(GRADES).not.toContain('9C+');
    expect(new Set(GRADES).size).toBe(40);
  });

  it('cannot be modified', () => {
    expect(Object.isFrozen(GRADES)).toBe(true);
  });
});

describe('gradeLabel / gradeIndex', () => {
  it('maps known indices to labels', () => {
    expect(gradeLabel(0)).toBe('3A');
    expect(gradeLabel(18)).toBe('6A');
    expect(gradeLabel(19)).toBe('6A+');
    expect(gradeLabel(26)).toBe('7B');
    expect(gradeLabel(39)).toBe('9B+');
  });

  it('round-trips every step of the scale', () => {
    GRADES.forEach((label, index) => {
      expect(gradeLabel(index)).toBe(label);
      expect(gradeIndex(label)).toBe(index);
    });
  });

  it.each([-1, 40, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects %s with a RangeError', (index) => {
    expect(() => gradeLabel(index)).toThrow(RangeError);
  });

  it('reads labels ignoring case and surrounding spaces', () => {
    expect(gradeIndex('6a+')).toBe(19);
    expect(gradeIndex(' 7B ')).toBe(26);
    expect(gradeIndex('9b+')).toBe(39);
  });

  it.each(['', '9C', '9C+', '2C+', '6D', '6A++', '6 A', 'A6'])('answers undefined for "%s"', (label) => {
    expect(gradeIndex(label)).toBeUndefined();
  });
});

describe('isGradeIndex', () => {
  it('accepts only integers from 0 to 39', () => {
    expect(isGradeIndex(0)).toBe(true);
    expect(isGradeIndex(39)).toBe(true);
    expect(isGradeIndex(40)).toBe(false);
    expect(isGradeIndex(-1)).toBe(false);
    expect(isGradeIndex(12.5)).toBe(false);
    expect(isGradeIndex(Number.NaN)).toBe(false);
    expect(isGradeIndex('3')).toBe(false);
    expect(isGradeIndex(null)).toBe(false);
  });
});

describe('averageGradeLabel', () => {
  it('is null without proposals', () => {
    expect(averageGradeLabel([])).toBeNull();
  });

  it('gives the single proposal back', () => {
    expect(averageGradeLabel([18])).toBe('6A');
  });

  it('rounds the mean to the nearest step', () => {
    expect(averageGradeLabel([18, 18, 19])).toBe('6A'); // 18.33
    expect(averageGradeLabel([18, 19, 19])).toBe('6A+'); // 18.67
    expect(averageGradeLabel([12, 24])).toBe('6A'); // 5A and 7A average to 6A
  });

  it('rounds an exact half up to the harder grade', () => {
    expect(averageGradeLabel([18, 19])).toBe('6A+');
    expect(averageGradeLabel([0, 39])).toBe('6B'); // 19.5 → 20
  });

  it('handles both ends of the scale', () => {
    expect(averageGradeLabel([0, 0])).toBe('3A');
    expect(averageGradeLabel([39, 39, 39])).toBe('9B+');
  });

  it('refuses values that are not grade indices', () => {
    expect(() => averageGradeLabel([18, 40])).toThrow(RangeError);
    expect(() => averageGradeLabel([-1])).toThrow(RangeError);
  });
});
