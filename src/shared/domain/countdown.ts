/**
 * Countdown of the contest pages (docs/product.md › Public pages: screens): days, hours and minutes left before the end
 * time, in French with plural forms, then 'C'est terminé' once the end time is reached.
 */
import { MESSAGES } from '../messages';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export interface RemainingTime {
  days: number;
  hours: number;
  /** Whole minutes: 1 h 4 min 59 s left shows 4 minutes. */
  minutes: number;
  /** Milliseconds left, 0 once over. */
  totalMs: number;
}

const toTime = (value: Date | string | number): number => (value instanceof Date ? value.getTime() : new Date(value).getTime());

/** True from the end time on (the end instant itself is over). */
export const isOver = (end: Date | string | number, now: Date | string | number = Date.now()): boolean => toTime(now) >= toTime(end);

export function remainingTime(end: Date | string | number, now: Date | string | number = Date.now()): RemainingTime {
  const totalMs = Math.max(0, toTime(end) - toTime(now));
  return {
    days: Math.floor(totalMs / DAY_MS),
    hours: Math.floor((totalMs % DAY_MS) / HOUR_MS),
    minutes: Math.floor((totalMs % HOUR_MS) / MINUTE_MS),
    totalMs,
  };
}

const unit = (count: number, singular: string, plural: string) => `${count} ${count > 1 ? plural : singular}`;

/** 'a', 'a et b', 'a, b et c'. */
function joinFrench(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} et ${parts.at(-1)}`;
}

/**
 * '2 jours, 1 heure et 5 minutes'; zero parts are left out ('3 jours et 5 minutes', '1 minute'),
 * "moins d'une minute" in the last minute, and 'C'est terminé' once over.
 */
export function countdownText(end: Date | string | number, now: Date | string | number = Date.now()): string {
  if (isOver(end, now)) return MESSAGES.contestOver;
  const { days, hours, minutes } = remainingTime(end, now);
  const parts: string[] = [];
  if (days > 0) parts.push(unit(days, 'jour', 'jours'));
  if (hours > 0) parts.push(unit(hours, 'heure', 'heures'));
  if (minutes > 0) parts.push(unit(minutes, 'minute', 'minutes'));
  return parts.length === 0 ? MESSAGES.countdownUnderOneMinute : joinFrench(parts);
}
