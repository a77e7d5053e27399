/**
 * Day arithmetic and date display. Every day boundary and every displayed date is in Europe/Paris
 * (docs/product.md › Engine and data), whatever the time zone of the machine running the code.
 *
 * Accepted inputs: a Date, an ISO instant with a zone ('2025-03-30T01:30:00Z', '...+02:00'), a Paris wall
 * time without zone ('2025-03-30T10:00:00') or a calendar day 'YYYY-MM-DD' (the SQL `date` columns), which is
 * taken as that day in Paris, never shifted by a time zone.
 */
// Intl and calendar arithmetic only: no date library, whose time-zone plugins weighed about 4 kB
// gzipped on every page that shows a date (dates.test.ts still checks these functions against dayjs).
import type { Locale } from '../i18n/locales';
import { MESSAGES } from '../messages';

export const PARIS_TZ = 'Europe/Paris';

export type DateValue = Date | string;

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const HAS_ZONE = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;
const MS_PER_DAY = 86_400_000;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A Paris wall time without zone ('2025-03-30', '2025-03-30T10:00', '2025-03-30 10:00:00.000'): its day. */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

/** The Paris day written in a zone-less text, null when it is not a real date and time. */
function wallTimeDay(text: string): string | null {
  const match = WALL_TIME.exec(text);
  if (!match) return null;
  const [, y, m, d, hh = '00', mm = '00', ss = '00'] = match as unknown as [string, string, string, string, string?, string?, string?];
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > (month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!)) return null;
  if (Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59) return null;
  return `${y}-${m}-${d}`;
}

function isUsable(value: DateValue | null | undefined): value is DateValue {
  if (value === null || value === undefined || value === '') return false;
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  return instantOf(value) !== null || wallTimeDay(value) !== null;
}

// One formatter for every call: dayjs's tz() builds a new Intl formatter each time (about 60 µs a call,
// 50 ms for the 325 cards of a busy circuit at 10× data); this one answers in about 2 µs.
const parisParts = new Intl.DateTimeFormat('en-US', { timeZone: PARIS_TZ, year: 'numeric', month: '2-digit', day: '2-digit' });

function instantOf(value: DateValue): Date | null {
  if (value instanceof Date) return value;
  // A calendar day or a Paris wall time: its day is written in it (read by wallTimeDay).
  if (CALENDAR_DAY.test(value) || !HAS_ZONE.test(value)) return null;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** Calendar day 'YYYY-MM-DD' of an instant in Paris. */
export function parisDay(value: DateValue): string {
  const instant = instantOf(value);
  if (!instant || Number.isNaN(instant.getTime())) {
    const day = typeof value === 'string' ? wallTimeDay(value) : null;
    if (day === null) throw new RangeError(`Invalid date: ${String(value)}`);
    return day;
  }
  let year = '';
  let month = '';
  let day = '';
  for (const part of parisParts.formatToParts(instant)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  return `${year.padStart(4, '0')}-${month}-${day}`;
}

/** The calendar day of a sequential day number (dayNumber's inverse). */
const dayOfNumber = (n: number): string => new Date(n * MS_PER_DAY).toISOString().slice(0, 10);

/** Sequential number of a calendar day: differences are whole days, unaffected by daylight saving. */
function dayNumber(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Math.round(Date.UTC(year, month - 1, date) / MS_PER_DAY);
}

/** The calendar day `days` after `day` (negative goes back), both 'YYYY-MM-DD'. */
export const addCalendarDays = (day: string, days: number): string => dayOfNumber(dayNumber(day) + days);

/** The instant a Paris calendar day starts (23:00 or 22:00 UTC the day before, depending on daylight saving). */
export function parisDayStart(day: string): Date {
  if (!CALENDAR_DAY.test(day)) throw new RangeError(`Invalid calendar day: ${day}`);
  // Midnight exists every day in Paris (the clocks change at 2 and 3 o'clock).
  return parisWallTime(day, 0);
}

// The Paris wall clock of an instant, to the second (parisWallTime finds its offset from UTC).
const parisClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: PARIS_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Paris local time minus UTC, in milliseconds, at that instant. */
function parisOffsetMs(ms: number): number {
  const f: Record<string, number> = {};
  for (const part of parisClock.formatToParts(new Date(ms))) if (part.type !== 'literal') f[part.type] = Number(part.value);
  return Date.UTC(f.year!, f.month! - 1, f.day!, f.hour!, f.minute!, f.second!) - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant of a Paris wall-clock time on a calendar day; hours may be fractional (20.5 is 20:30).
 * About 2 µs (the demo generator calls it for every boulder); parisDayStart is its midnight.
 */
export function parisWallTime(day: string, hours = 0): Date {
  if (!CALENDAR_DAY.test(day)) throw new RangeError(`Invalid calendar day: ${day}`);
  const wallClock = dayNumber(day) * MS_PER_DAY + Math.round(hours * 3_600_000);
  // Near a daylight-saving switch the first guess uses the wrong offset: corrected once.
  return new Date(wallClock - parisOffsetMs(wallClock - parisOffsetMs(wallClock)));
}

/** The Paris wall clock of an instant as a `datetime-local` input shows it: 'YYYY-MM-DDTHH:mm'. */
export function parisDateTimeInput(value: DateValue): string {
  const f: Record<string, string> = {};
  for (const part of parisClock.formatToParts(new Date(value))) if (part.type !== 'literal') f[part.type] = part.value;
  return `${f.year}-${f.month}-${f.day}T${f.hour}:${f.minute}`;
}

/** The instant of a `datetime-local` value read as Paris wall-clock time; null when it is not one. */
export function parseParisDateTimeInput(text: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [, day, hours, minutes] = match as unknown as [string, string, string, string];
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  if (Number(hours) > 23 || Number(minutes) > 59) return null;
  return parisWallTime(day, Number(hours) + Number(minutes) / 60);
}

/** Start of the Paris day holding `value`. */
export const startOfParisDay = (value: DateValue): Date => parisDayStart(parisDay(value));

const LONG_DATE_TIME = { timeZone: PARIS_TZ, weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' } as const;
const longDateTimes = { fr: new Intl.DateTimeFormat('fr-FR', LONG_DATE_TIME), en: new Intl.DateTimeFormat('en-GB', LONG_DATE_TIME) };

/** 'samedi 14 mars à 09:00', 'Saturday 14 March at 09:00', Paris time: a contest's times in pages and e-mails. */
export const formatLongDateTime = (value: DateValue, locale: Locale = 'fr'): string => longDateTimes[locale].format(new Date(value));

/** 'dd/mm/yy' for list screens; '' when there is no (valid) date. */
export const formatShortDate = (value: DateValue | null | undefined): string =>
  isUsable(value) ? parisDay(value).replace(/^\d{2}(\d{2})-(\d{2})-(\d{2})$/, '$3/$2/$1') : '';

/** 'DD/MM/YYYY' as typed in the date modals; '' when there is no (valid) date. */
export const formatInputDate = (value: DateValue | null | undefined): string =>
  isUsable(value) ? parisDay(value).replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1') : '';

/** Shape required in the date modals: two digits, two digits, four digits. */
export const DATE_INPUT_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * ISO day 'YYYY-MM-DD' of a DD/MM/YYYY text that is also a real calendar date (31/02/2025 and 29/02/2025 give
 * null, 29/02/2024 is fine); null otherwise. Surrounding spaces are ignored.
 */
export function parseInputDate(text: string): string | null {
  const match = DATE_INPUT_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, dd, mm, yyyy] = match as unknown as [string, string, string, string];
  const day = Number(dd);
  const month = Number(mm);
  const year = Number(yyyy);
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const monthLength = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!;
  if (day > monthLength) return null;
  return `${yyyy}-${mm}-${dd}`;
}

/**
 * Error shown under a date field: the spec's format message when the text is not DD/MM/YYYY, and
 * another when it is but names a day the calendar does not have (31/02/2027): the format was right.
 * An empty field gives null (no message): the modals keep Confirm disabled while the field is empty instead.
 */
export function dateInputError(text: string): string | null {
  if (text.trim() === '' || parseInputDate(text) !== null) return null;
  return refusedDateMessage(text);
}

/** Why the server refuses a typed date that parseInputDate gave null for (an empty text is a format error there). */
export const refusedDateMessage = (text: string): string => (DATE_INPUT_PATTERN.test(text.trim()) ? MESSAGES.dateDoesNotExist : MESSAGES.dateFormat);

/** Whole Paris calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: DateValue, to: DateValue): number => dayNumber(parisDay(to)) - dayNumber(parisDay(from));

/** Days elapsed since a date, at least 1 (docs/product.md › Back office: states): used as the divisor of tries per day. */
export const daysSince = (date: DateValue, now: DateValue = new Date()): number => Math.max(1, daysBetween(date, now));

/** Days left until a date; 0 on that day, negative once it is past (dismantling warnings). */
export const daysUntil = (date: DateValue, now: DateValue = new Date()): number => daysBetween(now, date);

const dayWord = (count: number) => (count > 1 ? 'jours' : 'jour');

/**
 * 'Dans N jour(s)' for a later Paris day, 'Il y a N jour(s)' otherwise. The spec counts days with a minimum
 * of 1, so a date on today's Paris day reads 'Il y a 1 jour' (as daysSince gives 1 for it).
 */
export function relativeDays(date: DateValue, now: DateValue = new Date()): string {
  const days = daysUntil(date, now);
  if (days > 0) return `Dans ${days} ${dayWord(days)}`;
  const past = Math.max(1, -days);
  return `Il y a ${past} ${dayWord(past)}`;
}

export const DISMANTLING_ORANGE_DAYS = 5;
export type DismantlingWarning = 'red' | 'orange';

/** Red once the planned dismantling day is past, orange from 5 days before it (docs/product.md › Back office: limits). */
export function dismantlingWarning(plannedDate: DateValue | null | undefined, now: DateValue = new Date()): DismantlingWarning | null {
  if (!isUsable(plannedDate)) return null;
  const days = daysUntil(plannedDate, now);
  if (days < 0) return 'red';
  return days <= DISMANTLING_ORANGE_DAYS ? 'orange' : null;
}

export interface Period {
  /** First instant (start of a Paris day). */
  from: Date;
  /** End, exclusive (start of the Paris day after the last one). */
  to: Date;
}

export interface ComparisonPeriods {
  current: Period;
  previous: Period;
  /** Number of Paris calendar days in each period. */
  days: number;
}

/** First day of the current comparison period: the same day of the previous month, clamped to its length. */
function sameDayPreviousMonth(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1];
  const length = m === 2 && isLeapYear(y) ? 29 : DAYS_IN_MONTH[m - 1]!;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(day, length)).padStart(2, '0')}`;
}

const FRENCH_MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/**
 * Month comparisons (docs/product.md › Statistics): the current period runs from the same day of the previous month to
 * today included; "last month" is the period just before it, with the same number of days.
 * On 31 March the current period starts on 28 (or 29) February.
 */
export function comparisonPeriods(now: DateValue = new Date()): ComparisonPeriods {
  const today = parisDay(now);
  const tomorrow = addCalendarDays(today, 1);
  const currentFirst = sameDayPreviousMonth(today);
  const days = dayNumber(tomorrow) - dayNumber(currentFirst);
  const previousFirst = addCalendarDays(currentFirst, -days);
  return {
    current: { from: parisDayStart(currentFirst), to: parisDayStart(tomorrow) },
    previous: { from: parisDayStart(previousFirst), to: parisDayStart(currentFirst) },
    days,
  };
}

function frenchDay(day: string, withYear: boolean): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const monthName = FRENCH_MONTHS[month - 1]!;
  return `${date === 1 ? '1er' : String(date)} ${withYear ? `${monthName} ${year}` : monthName}`;
}

/**
 * French label of the current comparison period, e.g. 'du 21 octobre au 21 novembre 2026', or with both
 * years when it spans two: 'du 15 décembre 2025 au 15 janvier 2026'. Lowercase so it can follow other words.
 */
export function monthRangeLabel(now: DateValue = new Date()): string {
  const today = parisDay(now);
  const first = sameDayPreviousMonth(today);
  const sameYear = first.slice(0, 4) === today.slice(0, 4);
  return `du ${frenchDay(first, !sameYear)} au ${frenchDay(today, true)}`;
}
