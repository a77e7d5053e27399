import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parisWallTime,
  parisDateTimeInput,
  parseParisDateTimeInput,
  addCalendarDays,
  comparisonPeriods,
  daysBetween,
  daysSince,
  daysUntil,
  formatShortDate,
  monthRangeLabel,
  PARIS_TZ,
  parisDay,
  parisDayStart,
  startOfParisDay,
} from './dates';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (iso: string) => new Date(iso);

describe('parisDay', () => {
  it('uses the Paris zone', () => {
    expect(PARIS_TZ).toBe('Europe/Paris');
    // 23:30 UTC in winter is already the next day in Paris (UTC+1).
    expect(parisDay(at('2025-01-15T23:30:00Z'))).toBe('2025-01-16');
    // 22:30 UTC in summer is 00:30 the next day in Paris (UTC+2).
    expect(parisDay(at('2025-07-15T22:30:00Z'))).toBe('2025-07-16');
    expect(parisDay(at('2025-07-15T21:59:59Z'))).toBe('2025-07-15');
  });

  it('follows the spring change of 30/03/2025', () => {
    expect(parisDay(at('2025-03-29T22:59:59Z'))).toBe('2025-03-29');
    expect(parisDay(at('2025-03-29T23:00:00Z'))).toBe('2025-03-30'); // midnight, still UTC+1
    expect(parisDay(at('2025-03-30T21:59:59Z'))).toBe('2025-03-30'); // 23:59:59, now UTC+2
    expect(parisDay(at('2025-03-30T22:00:00Z'))).toBe('2025-03-31');
  });

  it('follows the autumn change of 26/10/2025', () => {
    expect(parisDay(at('2025-10-25T21:59:59Z'))).toBe('2025-10-25');
    expect(parisDay(at('2025-10-25T22:00:00Z'))).toBe('2025-10-26'); // midnight, still UTC+2
    expect(parisDay(at('2025-10-26T22:59:59Z'))).toBe('2025-10-26'); // 23:59:59, now UTC+1
    expect(parisDay(at('2025-10-26T23:00:00Z'))).toBe('2025-10-27');
  });

  it('reads ISO strings with a zone as instants', () => {
    expect(parisDay('2025-01-15T23:30:00.000Z')).toBe('2025-01-16');
    expect(parisDay('2025-01-16T00:30:00+02:00')).toBe('2025-01-15');
  });

  it('reads a calendar day or a zone-less time as Paris, whatever the machine zone', () => {
    expect(parisDay('2025-03-30')).toBe('2025-03-30');
    expect(parisDay('2025-10-26')).toBe('2025-10-26');
    expect(parisDay('2025-06-15T00:30:00')).toBe('2025-06-15');
    expect(parisDay('2025-06-15T23:30:00')).toBe('2025-06-15');
  });

  it('throws on an unreadable value', () => {
    expect(() => parisDay('not a date')).toThrow(RangeError);
    expect(() => parisDay(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('parisDayStart / startOfParisDay / addCalendarDays', () => {
  it('starts a day at Paris midnight', () => {
    expect(parisDayStart('2025-01-15').toISOString()).toBe('2025-01-14T23:00:00.000Z');
    expect(parisDayStart('2025-07-15').toISOString()).toBe('2025-07-14T22:00:00.000Z');
  });

  it('makes 30/03/2025 23 hours long and 26/10/2025 25 hours long', () => {
    expect(parisDayStart('2025-03-30').toISOString()).toBe('2025-03-29T23:00:00.000Z');
    expect(parisDayStart('2025-03-31').toISOString()).toBe('2025-03-30T22:00:00.000Z');
    expect(parisDayStart('2025-03-31').getTime() - parisDayStart('2025-03-30').getTime()).toBe(23 * HOUR);
    expect(parisDayStart('2025-10-26').toISOString()).toBe('2025-10-25T22:00:00.000Z');
    expect(parisDayStart('2025-10-27').toISOString()).toBe('2025-10-26T23:00:00.000Z');
    expect(parisDayStart('2025-10-27').getTime() - parisDayStart('2025-10-26').getTime()).toBe(25 * HOUR);
  });

  it('refuses something that is not a calendar day', () => {
    expect(() => parisDayStart('15/01/2025')).toThrow(RangeError);
  });

  it('finds the start of the Paris day of an instant', () => {
    expect(startOfParisDay(at('2025-03-30T21:00:00Z')).toISOString()).toBe('2025-03-29T23:00:00.000Z');
    expect(startOfParisDay(at('2025-03-29T23:30:00Z')).toISOString()).toBe('2025-03-29T23:00:00.000Z');
  });

  it('adds calendar days across months, leap days and daylight-saving changes', () => {
    expect(addCalendarDays('2025-03-29', 1)).toBe('2025-03-30');
    expect(addCalendarDays('2025-03-30', 1)).toBe('2025-03-31');
    expect(addCalendarDays('2025-10-26', 1)).toBe('2025-10-27');
    expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addCalendarDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addCalendarDays('2025-01-01', -1)).toBe('2024-12-31');
  });
});

describe('daysBetween', () => {
  it('counts Paris calendar days, not 24-hour blocks', () => {
    // One hour apart but on both sides of Paris midnight.
    expect(daysBetween(at('2025-11-21T22:30:00Z'), at('2025-11-21T23:30:00Z'))).toBe(1);
    // 23 hours apart on the same Paris day.
    expect(daysBetween(at('2025-11-20T23:10:00Z'), at('2025-11-21T22:10:00Z'))).toBe(0);
  });

  it('counts the 23-hour day of 30/03/2025 as one day', () => {
    expect(daysBetween(at('2025-03-29T23:30:00Z'), at('2025-03-30T22:30:00Z'))).toBe(1);
    expect(at('2025-03-30T22:30:00Z').getTime() - at('2025-03-29T23:30:00Z').getTime()).toBe(23 * HOUR);
  });

  it('counts the 25-hour day of 26/10/2025 as one day', () => {
    expect(daysBetween(at('2025-10-25T22:30:00Z'), at('2025-10-26T23:30:00Z'))).toBe(1);
    expect(daysBetween('2025-10-01', '2025-11-01')).toBe(31);
  });

  it('is negative backwards and 0 on the same day', () => {
    expect(daysBetween('2025-03-10', '2025-03-01')).toBe(-9);
    expect(daysBetween('2025-03-10', at('2025-03-10T20:00:00Z'))).toBe(0);
  });

  it('spans leap days', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2025-02-28', '2025-03-01')).toBe(1);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
  });
});

describe('daysSince', () => {
  const now = at('2025-11-21T10:00:00Z');

  it('counts elapsed Paris days', () => {
    expect(daysSince('2025-11-11', now)).toBe(10);
    expect(daysSince(at('2025-11-20T22:59:00Z'), now)).toBe(1);
  });

  it('counts at least 1 (opened today, or a future date)', () => {
    expect(daysSince('2025-11-21', now)).toBe(1);
    expect(daysSince(at('2025-11-21T09:59:00Z'), now)).toBe(1);
    expect(daysSince('2025-12-01', now)).toBe(1);
  });

  it('uses the current time by default', () => {
    const threeDaysAgo = new Date(Date.now() - 3 * DAY);
    expect(daysSince(threeDaysAgo)).toBe(3);
  });
});

describe('daysUntil', () => {
  const now = at('2025-11-21T10:00:00Z');

  it('is positive ahead, 0 today and negative once past', () => {
    expect(daysUntil('2025-11-26', now)).toBe(5);
    expect(daysUntil('2025-11-21', now)).toBe(0);
    expect(daysUntil('2025-11-19', now)).toBe(-2);
  });
});

describe('parisDay (one cached Intl formatter)', () => {
  dayjs.extend(utc);
  dayjs.extend(timezone);
  it('agrees with dayjs in Europe/Paris on any instant from 1970 to 2100, daylight-saving changes included', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }), (ms) => {
        const instant = new Date(ms);
        expect(parisDay(instant)).toBe(dayjs(instant).tz('Europe/Paris').format('YYYY-MM-DD'));
        expect(parisDay(instant.toISOString())).toBe(dayjs(instant).tz('Europe/Paris').format('YYYY-MM-DD'));
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps the day written in a calendar day or a Paris wall time, and refuses what is not a date', () => {
    expect(parisDay('2025-03-30')).toBe('2025-03-30');
    expect(parisDay('2025-03-30T23:30:00')).toBe('2025-03-30');
    expect(parisDay('2025-03-30T22:30:00Z')).toBe('2025-03-31');
    expect(parisDay('2025-10-25T22:30:00Z')).toBe('2025-10-26');
    expect(parisDay('2025-10-25T21:30:00Z')).toBe('2025-10-25');
    expect(() => parisDay(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => parisDay('pas une date')).toThrow(RangeError);
  });
});

describe('parisWallTime', () => {
  it('answers the instant of a Paris wall-clock time, across both daylight-saving switches', () => {
    expect(parisWallTime('2025-05-17', 20.5).toISOString()).toBe('2025-05-17T18:30:00.000Z');
    expect(parisWallTime('2025-01-16').toISOString()).toBe('2025-01-15T23:00:00.000Z');
    expect(parisWallTime('2025-03-30', 3).toISOString()).toBe('2025-03-30T01:00:00.000Z');
    expect(parisWallTime('2025-03-30', 1).toISOString()).toBe('2025-03-30T00:00:00.000Z');
    expect(parisWallTime('2025-10-26', 12).toISOString()).toBe('2025-10-26T11:00:00.000Z');
    expect(() => parisWallTime('30/03/2025')).toThrow(RangeError);
  });

  it('agrees with dayjs for every hour of any day (the hour that does not exist in spring aside)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2060-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 23 * 60 + 59 }),
        (date, minutes) => {
          const day = date.toISOString().slice(0, 10);
          const wall = `${day}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
          const expected = dayjs.tz(wall, PARIS_TZ);
          fc.pre(expected.tz(PARIS_TZ).format('YYYY-MM-DDTHH:mm:ss') === wall);
          expect(parisWallTime(day, minutes / 60).getTime()).toBe(expected.valueOf());
        },
      ),
    );
  });
});

describe('parisDateTimeInput / parseParisDateTimeInput', () => {
  it('reads and writes Paris wall-clock time on both sides of daylight saving', () => {
    expect(parisDateTimeInput('2026-01-15T08:30:00Z')).toBe('2026-01-15T09:30');
    expect(parisDateTimeInput('2026-07-15T08:30:00Z')).toBe('2026-07-15T10:30');
    expect(parseParisDateTimeInput('2026-01-15T09:30')?.toISOString()).toBe('2026-01-15T08:30:00.000Z');
    expect(parseParisDateTimeInput('2026-07-15T10:30')?.toISOString()).toBe('2026-07-15T08:30:00.000Z');
  });

  it('refuses what is not a date and time', () => {
    for (const text of ['', '2026-02-30T10:00', '2026-01-15T24:00', '2026-01-15 10:00', '15/01/2026T10:00']) expect(parseParisDateTimeInput(text)).toBeNull();
  });

  it('gives back the instant it was given, to the minute', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1) / 60_000, max: Date.UTC(2090, 0, 1) / 60_000 }), (minute) => {
        const instant = new Date(minute * 60_000);
        const text = parisDateTimeInput(instant);
        const back = parseParisDateTimeInput(text);
        // The hour repeated when clocks go back reads as its first occurrence.
        expect(back === null ? null : parisDateTimeInput(back)).toBe(text);
      }),
    );
  });
});

describe('the calendar arithmetic, against dayjs', () => {
  const days = fc.integer({ min: Date.UTC(1970, 0, 1) / DAY, max: Date.UTC(2100, 0, 1) / DAY }).map((n) => new Date(n * DAY).toISOString().slice(0, 10));

  it('adds days, starts Paris days, and finds the same day of the previous month as dayjs does', () => {
    fc.assert(
      fc.property(days, fc.integer({ min: -800, max: 800 }), (day, offset) => {
        expect(addCalendarDays(day, offset)).toBe(dayjs.utc(day).add(offset, 'day').format('YYYY-MM-DD'));
        expect(parisDayStart(day).toISOString()).toBe(dayjs.tz(day, 'Europe/Paris').toDate().toISOString());
        const noon = dayjs.tz(`${day}T12:00:00`, 'Europe/Paris').toDate();
        expect(comparisonPeriods(noon).current.from.toISOString()).toBe(
          dayjs.tz(dayjs.utc(day).subtract(1, 'month').format('YYYY-MM-DD'), 'Europe/Paris').toDate().toISOString(),
        );
        expect(formatShortDate(day)).toBe(dayjs.utc(day).format('DD/MM/YY'));
      }),
    );
  });

  it('writes the period in French', () => {
    expect(monthRangeLabel(at('2026-03-31T10:00:00Z'))).toBe('du 28 février au 31 mars 2026');
    expect(monthRangeLabel(at('2026-01-15T10:00:00Z'))).toBe('du 15 décembre 2025 au 15 janvier 2026');
    expect(monthRangeLabel(at('2026-09-01T10:00:00Z'))).toBe('du 1er août au 1er septembre 2026');
  });
});
