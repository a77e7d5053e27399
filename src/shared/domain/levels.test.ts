import { describe, expect, it } from 'vitest';
import { displayLevel, isLevelId, level1, level2, level3, LEVEL_IDS, levelIdToValue, levelNumber, LEVELS, levelValueToId, subLevelMark } from './levels';

describe('named levels', () => {
  it('pairs ids 1, 2, 3 with stored values -1, 0, 1', () => {
    expect(level1).toEqual({ id: 1, value: -1 });
    expect(level2).toEqual({ id: 2, value: 0 });
    expect(level3).toEqual({ id: 3, value: 1 });
    expect(LEVELS).toEqual([level1, level2, level3]);
    expect(LEVEL_IDS).toEqual([1, 2, 3]);
  });

  it('cannot be modified', () => {
    expect(Object.isFrozen(LEVELS)).toBe(true);
    expect(Object.isFrozen(level1)).toBe(true);
  });
});

describe('levelNumber', () => {
  it('shows -1 as level 1, 0 as level 2 and anything else as level 3', () => {
    expect(levelNumber(-1)).toBe(1);
    expect(levelNumber(0)).toBe(2);
    expect(levelNumber(1)).toBe(3);
    expect(levelNumber(2)).toBe(3);
    expect(levelNumber(-2)).toBe(3);
  });
});

describe('levelIdToValue / levelValueToId', () => {
  it('converts both ways for every level', () => {
    for (const { id, value } of LEVELS) {
      expect(levelIdToValue(id)).toBe(value);
      expect(levelValueToId(value)).toBe(id);
    }
  });

  it('treats an unexpected stored value as level 3, like the display', () => {
    expect(levelValueToId(7)).toBe(3);
  });

  it('throws for an id that is not a level', () => {
    expect(() => levelIdToValue(4 as 1)).toThrow(RangeError);
  });
});

describe('isLevelId', () => {
  it('accepts 1, 2 and 3 only', () => {
    expect([0, 1, 2, 3, 4, -1, '1', 1.5].map(isLevelId)).toEqual([false, true, true, true, false, false, false, false]);
  });
});

describe('displayLevel', () => {
  it('shows the stored value plus 2', () => {
    expect(displayLevel(-1)).toBe(1);
    expect(displayLevel(0)).toBe(2);
    expect(displayLevel(1)).toBe(3);
  });
});

describe('subLevelMark', () => {
  it('gives 1 below, 2 equal and 3 above the system grade', () => {
    expect(subLevelMark(17, 18)).toBe(1);
    expect(subLevelMark(18, 18)).toBe(2);
    expect(subLevelMark(19, 18)).toBe(3);
  });

  it('compares whole distances, not only neighbours', () => {
    expect(subLevelMark(0, 39)).toBe(1);
    expect(subLevelMark(39, 0)).toBe(3);
    expect(subLevelMark(0, 0)).toBe(2);
  });
});
