/** Calendar arithmetic in Europe/Paris (decisions.md §1: all day boundaries use Paris time). */
const HOUR = 3_600_000;
export const DAY_MS = 24 * HOUR;

const parisFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function parisFields(ms: number) {
  const fields: Record<string, number> = {};
  for (const part of parisFormatter.formatToParts(new Date(ms))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return fields as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** Paris local time minus UTC, in milliseconds, at that instant. */
function parisOffset(ms: number): number {
  const f = parisFields(ms);
  const asUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** The Paris calendar date ('YYYY-MM-DD') of an instant. */
export function parisDate(ms: number): string {
  const f = parisFields(ms);
  return `${f.year}-${pad(f.month)}-${pad(f.day)}`;
}

/** The instant of a Paris wall-clock time on a date ('YYYY-MM-DD'); hours may be fractional. */
export function parisTime(date: string, hours = 0): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wallClock = Date.UTC(y, m - 1, d) + Math.round(hours * HOUR);
  let utc = wallClock - parisOffset(wallClock);
  // Near a DST switch the first guess uses the wrong offset: correct once.
  utc = wallClock - parisOffset(utc);
  return utc;
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** 0 = Monday ... 6 = Sunday. */
export function weekday(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** One Paris day of the simulated year, with its boundaries as instants. */
export interface CalendarDay {
  date: string;
  start: number;
  end: number;
  /** 0 = Monday ... 6 = Sunday. */
  weekday: number;
  month: number;
  /** Instant of 00:00 wall clock with the offset of midday: adding hours is exact from 03:00 on, even on DST days. */
  base: number;
}

/** The instant of a Paris wall-clock hour (fractional, from 3 to 24) of a calendar day, without Intl calls. */
export const atHour = (day: CalendarDay, hours: number) => day.base + Math.round(hours * HOUR);

/** The `count` Paris days ending with the day of `now` (oldest first). */
export function buildCalendar(now: number, count: number): CalendarDay[] {
  const today = parisDate(now);
  const days: CalendarDay[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const date = addDays(today, -i);
    const next = addDays(date, 1);
    const midday = parisTime(date, 12);
    days.push({
      date,
      start: parisTime(date),
      end: parisTime(next),
      weekday: weekday(date),
      month: Number(date.slice(5, 7)),
      base: midday - 12 * HOUR,
    });
  }
  return days;
}
