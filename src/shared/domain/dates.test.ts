import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import {
  addCalendarDays,
  formatLongDateTime,
  comparisonPeriods,
  DATE_INPUT_PATTERN,
  dateInputError,
  daysBetween,
  dismantlingWarning,
  formatInputDate,
  formatShortDate,
  monthRangeLabel,
  parisDay,
  parseInputDate,
  relativeDays,
  startOfParisDay,
} from './dates';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (iso: string) => new Date(iso);

describe('formatShortDate / formatInputDate', () => {
  it('formats list dates as dd/mm/yy and input dates as DD/MM/YYYY', () => {
    expect(formatShortDate(at('2025-06-05T10:00:00Z'))).toBe('05/06/25');
    expect(formatInputDate(at('2025-06-05T10:00:00Z'))).toBe('05/06/2025');
  });

  it('shows the Paris day of an instant', () => {
    expect(formatShortDate(at('2024-12-31T23:30:00Z'))).toBe('01/01/25');
    expect(formatInputDate('2025-03-29T23:30:00.000Z')).toBe('30/03/2025');
  });

  it('shows a calendar day as it is', () => {
    expect(formatShortDate('2025-10-26')).toBe('26/10/25');
    expect(formatInputDate('2024-02-29')).toBe('29/02/2024');
  });

  it('gives an empty text without a valid date', () => {
    expect(formatShortDate(null)).toBe('');
    expect(formatShortDate(undefined)).toBe('');
    expect(formatShortDate('')).toBe('');
    expect(formatInputDate(new Date(Number.NaN))).toBe('');
    expect(formatInputDate('n/a')).toBe('');
  });
});

describe('DATE_INPUT_PATTERN', () => {
  it('requires two digits, two digits and four digits', () => {
    expect(DATE_INPUT_PATTERN.test('05/06/2025')).toBe(true);
    expect(DATE_INPUT_PATTERN.test('5/6/2025')).toBe(false);
    expect(DATE_INPUT_PATTERN.test('05/06/25')).toBe(false);
    expect(DATE_INPUT_PATTERN.test('05-06-2025')).toBe(false);
    expect(DATE_INPUT_PATTERN.test('05/06/20255')).toBe(false);
  });
});

describe('parseInputDate', () => {
  it('returns the ISO day of a valid date', () => {
    expect(parseInputDate('05/06/2025')).toBe('2025-06-05');
    expect(parseInputDate('31/12/2025')).toBe('2025-12-31');
    expect(parseInputDate(' 01/01/2026 ')).toBe('2026-01-01');
  });

  it('knows leap years', () => {
    expect(parseInputDate('29/02/2024')).toBe('2024-02-29');
    expect(parseInputDate('29/02/2000')).toBe('2000-02-29');
    expect(parseInputDate('29/02/2025')).toBeNull();
    expect(parseInputDate('29/02/1900')).toBeNull();
  });

  it.each(['31/02/2025', '31/04/2025', '32/01/2025', '00/01/2025', '01/00/2025', '01/13/2025', '01/01/0000'])('rejects the impossible date %s', (text) => {
    expect(parseInputDate(text)).toBeNull();
  });

  it.each(['', '1/1/2025', '2025-01-01', '01/01/25', '01.01.2025', '01/01/2025 10:00', 'aa/bb/cccc'])('rejects the wrongly shaped "%s"', (text) => {
    expect(parseInputDate(text)).toBeNull();
  });
});

describe('dateInputError', () => {
  it('gives the spec message for a bad shape, and says that an impossible date does not exist', () => {
    expect(MESSAGES.dateFormat).toBe('La date doit être saisie au format JJ/MM/AAAA');
    expect(dateInputError('5/6/2025')).toBe(MESSAGES.dateFormat);
    expect(dateInputError('31/02/2025')).toBe(MESSAGES.dateDoesNotExist);
    expect(dateInputError('00/13/2025')).toBe(MESSAGES.dateDoesNotExist);
    expect(dateInputError('demain')).toBe(MESSAGES.dateFormat);
  });

  it('has no message for a valid date', () => {
    expect(dateInputError('29/02/2024')).toBeNull();
  });

  it('has no message for an empty field (Confirm stays disabled instead)', () => {
    expect(dateInputError('')).toBeNull();
    expect(dateInputError('   ')).toBeNull();
  });
});

describe('relativeDays', () => {
  const now = at('2025-11-21T10:00:00Z');

  it("says 'Dans N jour(s)' for later days", () => {
    expect(relativeDays('2025-11-22', now)).toBe('Dans 1 jour');
    expect(relativeDays('2025-11-24', now)).toBe('Dans 3 jours');
  });

  it("says 'Il y a N jour(s)' for earlier days", () => {
    expect(relativeDays('2025-11-20', now)).toBe('Il y a 1 jour');
    expect(relativeDays('2025-11-16', now)).toBe('Il y a 5 jours');
  });

  it('counts today with the minimum of 1', () => {
    expect(relativeDays('2025-11-21', now)).toBe('Il y a 1 jour');
    expect(relativeDays(at('2025-11-21T20:00:00Z'), now)).toBe('Il y a 1 jour');
  });

  it('decides by the Paris day', () => {
    // 23:30 UTC on the 21st is already the 22nd in Paris.
    expect(relativeDays(at('2025-11-21T23:30:00Z'), now)).toBe('Dans 1 jour');
  });
});

describe('dismantlingWarning', () => {
  const now = at('2025-11-21T10:00:00Z');

  it('is red once the planned day is past', () => {
    expect(dismantlingWarning('2025-11-20', now)).toBe('red');
    expect(dismantlingWarning('2025-01-01', now)).toBe('red');
  });

  it('is orange from the planned day back to 5 days before it', () => {
    expect(dismantlingWarning('2025-11-21', now)).toBe('orange');
    expect(dismantlingWarning('2025-11-22', now)).toBe('orange');
    expect(dismantlingWarning('2025-11-26', now)).toBe('orange');
  });

  it('is absent 6 days or more ahead, or without a planned date', () => {
    expect(dismantlingWarning('2025-11-27', now)).toBeNull();
    expect(dismantlingWarning(null, now)).toBeNull();
    expect(dismantlingWarning(undefined, now)).toBeNull();
    expect(dismantlingWarning('', now)).toBeNull();
  });

  it('turns red at Paris midnight, not UTC midnight', () => {
    // 23:30 UTC on the 21st is the 22nd in Paris: a boulder planned for the 21st is late.
    expect(dismantlingWarning('2025-11-21', at('2025-11-21T23:30:00Z'))).toBe('red');
    expect(dismantlingWarning('2025-11-21', at('2025-11-21T22:59:00Z'))).toBe('orange');
  });
});

describe('comparisonPeriods', () => {
  const iso = (periods: ReturnType<typeof comparisonPeriods>) => ({
    current: [periods.current.from.toISOString(), periods.current.to.toISOString()],
    previous: [periods.previous.from.toISOString(), periods.previous.to.toISOString()],
    days: periods.days,
  });

  it('runs from the same day of the previous month to today, then the same length before', () => {
    // 21/11/2026: current 21/10 → 21/11 included (32 days), previous 19/09 → 20/10 included.
    expect(iso(comparisonPeriods(at('2026-11-21T18:00:00Z')))).toEqual({
      current: ['2026-10-20T22:00:00.000Z', '2026-11-21T23:00:00.000Z'],
      previous: ['2026-09-18T22:00:00.000Z', '2026-10-20T22:00:00.000Z'],
      days: 32,
    });
  });

  it('clamps the 31st to the end of February', () => {
    const periods = comparisonPeriods(at('2025-03-31T12:00:00Z'));
    expect(parisDay(periods.current.from)).toBe('2025-02-28');
    expect(periods.current.to.toISOString()).toBe('2025-03-31T22:00:00.000Z'); // 01/04, summer time
    expect(periods.days).toBe(32);
    expect(parisDay(periods.previous.from)).toBe('2025-01-27');
    expect(comparisonPeriods(at('2024-03-31T12:00:00Z')).current.from.toISOString()).toBe('2024-02-28T23:00:00.000Z');
  });

  it('takes today in Paris, just after Paris midnight', () => {
    // 23:30 UTC on 28/02/2025 is 01/03 in Paris: current period 01/02 → 01/03 (29 days).
    const periods = comparisonPeriods(at('2025-02-28T23:30:00Z'));
    expect(parisDay(periods.current.from)).toBe('2025-02-01');
    expect(parisDay(periods.previous.from)).toBe('2025-01-03');
    expect(periods.days).toBe(29);
  });

  it('keeps Paris midnights when a period spans a daylight-saving change', () => {
    const periods = comparisonPeriods(at('2025-11-10T12:00:00Z'));
    // Current period 10/10 → 10/11 includes the 25-hour day of 26/10.
    expect(periods.current.to.getTime() - periods.current.from.getTime()).toBe(periods.days * DAY + HOUR);
    expect(periods.previous.to.getTime()).toBe(periods.current.from.getTime());
    for (const instant of [periods.current.from, periods.current.to, periods.previous.from]) {
      expect(instant.getTime()).toBe(startOfParisDay(instant).getTime());
    }
  });

  it('gives both periods the same number of days, the previous one ending where the current starts', () => {
    for (const now of ['2025-01-01T08:00:00Z', '2025-03-30T12:00:00Z', '2025-10-26T12:00:00Z', '2024-02-29T12:00:00Z']) {
      const periods = comparisonPeriods(at(now));
      expect(daysBetween(periods.current.from, periods.current.to)).toBe(periods.days);
      expect(daysBetween(periods.previous.from, periods.previous.to)).toBe(periods.days);
      expect(periods.previous.to).toEqual(periods.current.from);
      expect(parisDay(periods.current.to)).toBe(addCalendarDays(parisDay(at(now)), 1));
    }
  });
});

describe('monthRangeLabel', () => {
  it('covers the previous month up to today in French', () => {
    expect(monthRangeLabel(at('2026-11-21T18:00:00Z'))).toBe('du 21 octobre au 21 novembre 2026');
    expect(monthRangeLabel(at('2025-08-15T10:00:00Z'))).toBe('du 15 juillet au 15 août 2025');
  });

  it('shows both years across New Year', () => {
    expect(monthRangeLabel(at('2026-01-15T10:00:00Z'))).toBe('du 15 décembre 2025 au 15 janvier 2026');
  });

  it("writes the first of the month '1er'", () => {
    expect(monthRangeLabel(at('2025-03-01T10:00:00Z'))).toBe('du 1er février au 1er mars 2025');
  });

  it('matches the comparison period (clamped month, Paris day)', () => {
    expect(monthRangeLabel(at('2025-03-31T12:00:00Z'))).toBe('du 28 février au 31 mars 2025');
    expect(monthRangeLabel(at('2026-11-21T23:30:00Z'))).toBe('du 22 octobre au 22 novembre 2026');
  });
});

describe('formatLongDateTime', () => {
  it('writes a day and a time in Paris, summer and winter', () => {
    expect(formatLongDateTime('2026-03-14T08:00:00Z')).toBe('samedi 14 mars à 09:00');
    expect(formatLongDateTime(new Date('2026-07-01T16:30:00Z'))).toBe('mercredi 1 juillet à 18:30');
  });
});
