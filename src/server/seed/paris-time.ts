/**
 * The demo's calendar: the Paris days of the simulated year with their boundaries as instants
 * (docs/product.md › Engine and data: all day boundaries use Paris time). The Paris arithmetic itself is
 * shared/domain/dates.ts's, the same as the server's and the pages'.
 */
import { addCalendarDays, parisDay, parisWallTime } from '../../shared/domain/dates';

const HOUR = 3_600_000;

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

/** The instant (ms) of a Paris wall-clock hour (fractional, from 3 to 24) of a calendar day, without Intl calls. */
export const atHour = (day: CalendarDay, hours: number) => day.base + Math.round(hours * HOUR);

/** 0 = Monday ... 6 = Sunday. */
const weekday = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The `count` Paris days ending with the day of `now` (oldest first). */
export function buildCalendar(now: number, count: number): CalendarDay[] {
  const today = parisDay(new Date(now));
  const days: CalendarDay[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const date = addCalendarDays(today, -i);
    const midday = parisWallTime(date, 12).getTime();
    days.push({
      date,
      start: parisWallTime(date).getTime(),
      end: parisWallTime(addCalendarDays(date, 1)).getTime(),
      weekday: weekday(date),
      month: Number(date.slice(5, 7)),
      base: midday - 12 * HOUR,
    });
  }
  return days;
}
