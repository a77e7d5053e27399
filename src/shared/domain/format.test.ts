import { describe, expect, it } from 'vitest';
import { formatChange, formatDecimal, formatPercent, formatStat, roundTo, shortenNumber } from './format';

describe('roundTo', () => {
  it('rounds halves away from zero despite binary noise', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(2.675, 2)).toBe(2.68);
    expect(roundTo(0.05, 1)).toBe(0.1);
    expect(roundTo(-0.05, 1)).toBe(-0.1);
    expect(roundTo(2.5, 0)).toBe(3);
    expect(roundTo(-2.5, 0)).toBe(-3);
  });

  it('never answers negative zero', () => {
    expect(Object.is(roundTo(-0.04, 1), 0)).toBe(true);
  });

  it('refuses a bad number of decimals', () => {
    expect(() => roundTo(1, -1)).toThrow(RangeError);
    expect(() => roundTo(1, 1.5)).toThrow(RangeError);
  });
});

describe('formatStat', () => {
  it('shows integers without decimals', () => {
    expect(formatStat(12)).toBe('12');
    expect(formatStat(0)).toBe('0');
    expect(formatStat(-4)).toBe('-4');
    expect(formatStat(205431)).toBe('205431');
  });

  it('shows other values with one decimal and a French comma', () => {
    expect(formatStat(3.5)).toBe('3,5');
    expect(formatStat(2.66)).toBe('2,7');
    expect(formatStat(-1.25)).toBe('-1,3');
  });

  it('drops a trailing ,0 after rounding', () => {
    expect(formatStat(3.04)).toBe('3');
    expect(formatStat(2.96)).toBe('3');
    expect(formatStat(-0.04)).toBe('0');
  });

  it('shows 0 for empty values', () => {
    expect(formatStat(null)).toBe('0');
    expect(formatStat(undefined)).toBe('0');
    expect(formatStat(Number.NaN)).toBe('0');
    expect(formatStat(Number.POSITIVE_INFINITY)).toBe('0');
  });
});

describe('formatDecimal', () => {
  it('gives tries per day one decimal in boulder views and two on dashboard cards', () => {
    const triesPerDay = 137 / 12; // 11.4166…
    expect(formatDecimal(triesPerDay, 1)).toBe('11,4');
    expect(formatDecimal(triesPerDay, 2)).toBe('11,42');
  });

  it('drops trailing zeros', () => {
    expect(formatDecimal(1.2, 2)).toBe('1,2');
    expect(formatDecimal(1.999, 2)).toBe('2');
    expect(formatDecimal(1.005, 2)).toBe('1,01');
  });

  it('rounds to an integer with 0 decimals', () => {
    expect(formatDecimal(7.5, 0)).toBe('8');
    expect(formatDecimal(null, 2)).toBe('0');
  });
});

describe('formatPercent', () => {
  it('rounds to a whole percentage', () => {
    expect(formatPercent(42.4)).toBe('42%');
    expect(formatPercent(42.5)).toBe('43%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(0.4)).toBe('0%');
  });

  it("shows '0%' for empty statistics", () => {
    expect(formatPercent(null)).toBe('0%');
    expect(formatPercent(undefined)).toBe('0%');
    expect(formatPercent(Number.NaN)).toBe('0%');
  });
});

describe('formatChange', () => {
  it('signs increases and decreases', () => {
    expect(formatChange(15, 12)).toBe('+3');
    expect(formatChange(2, 3.5)).toBe('-1,5');
    expect(formatChange(3.3, 1.1)).toBe('+2,2'); // not 2.1999…
  });

  it('shows 0 without a sign when nothing changed or the change rounds away', () => {
    expect(formatChange(8, 8)).toBe('0');
    expect(formatChange(8.02, 8)).toBe('0');
    expect(formatChange(7.98, 8)).toBe('0');
  });

  it('counts a missing value as 0', () => {
    expect(formatChange(5, null)).toBe('+5');
    expect(formatChange(undefined, 2.5)).toBe('-2,5');
    expect(formatChange(null, null)).toBe('0');
  });

  it('can use the dashboard precision', () => {
    expect(formatChange(1.234, 1, { decimals: 2 })).toBe('+0,23');
  });

  it("gives percentage changes in whole points with 'ppts'", () => {
    expect(formatChange(54, 50, { percent: true })).toBe('+4 ppts');
    expect(formatChange(40, 42, { percent: true })).toBe('-2 ppts');
    expect(formatChange(50, 50, { percent: true })).toBe('0 ppts');
  });

  it('compares the whole percentages shown, not the raw values', () => {
    // 42.6% shows as 43%, 41.4% as 41%: the reader sees a change of 2 points, not 1.2.
    expect(formatChange(42.6, 41.4, { percent: true })).toBe('+2 ppts');
    // 50.4% and 49.6% both show as 50%: no visible change.
    expect(formatChange(50.4, 49.6, { percent: true })).toBe('0 ppts');
  });
});

describe('shortenNumber', () => {
  it('keeps values below 1000 as statistics', () => {
    expect(shortenNumber(0)).toBe('0');
    expect(shortenNumber(950)).toBe('950');
    expect(shortenNumber(1000 / 3)).toBe('333,3');
    expect(shortenNumber(999.9)).toBe('999,9');
  });

  it('uses K with one decimal from 1000', () => {
    expect(shortenNumber(1000)).toBe('1K');
    expect(shortenNumber(1234)).toBe('1,2K');
    expect(shortenNumber(1250)).toBe('1,3K');
    expect(shortenNumber(15000)).toBe('15K');
    expect(shortenNumber(999_949)).toBe('999,9K');
  });

  it('moves to the next unit when rounding reaches it', () => {
    expect(shortenNumber(999.96)).toBe('1K');
    expect(shortenNumber(999_960)).toBe('1M');
  });

  it('uses M from a million', () => {
    expect(shortenNumber(1_000_000)).toBe('1M');
    expect(shortenNumber(2_540_000)).toBe('2,5M');
    expect(shortenNumber(12_345_678)).toBe('12,3M');
  });

  it('keeps the sign and shows 0 when empty', () => {
    expect(shortenNumber(-1500)).toBe('-1,5K');
    expect(shortenNumber(null)).toBe('0');
    expect(shortenNumber(Number.NaN)).toBe('0');
  });
});
