/** Arguments of `npm run db:seed`, checked before anything touches the database. */
import { nonEmpty, parseCommandLine } from '../lib/command-line';
import { addCalendarDays, parisWallTime } from '../../shared/domain/dates';

export const MAX_SCALE = 100;

export const SEED_USAGE = `Usage: npm run db:seed -- [--reset] [--scale N] [--now YYYY-MM-DD]
  --reset          empty every table first (without it, a database holding data is left alone)
  --scale N        size of the demo: 1 is the standard demo (default), 10 is ten times more data
  --now DATE       generate the data as if it were 22:00 (Paris) on that day (default: now);
                   a full ISO date-time such as 2025-05-20T18:30:00+02:00 is also accepted`;

export class SeedArgumentError extends Error {}

export interface SeedArguments {
  help: boolean;
  reset: boolean;
  scale: number;
  now?: Date;
}

export function parseSeedArguments(argv: readonly string[]): SeedArguments {
  const values = parseCommandLine(
    argv,
    { help: { type: 'boolean', short: 'h' }, reset: { type: 'boolean' }, scale: { type: 'string' }, now: { type: 'string' } },
    SeedArgumentError,
  );
  const scale = nonEmpty('--scale', values.scale, SeedArgumentError);
  const now = nonEmpty('--now', values.now, SeedArgumentError);
  return {
    help: values.help ?? false,
    reset: values.reset ?? false,
    scale: scale === undefined ? 1 : parseScale(scale),
    ...(now === undefined ? {} : { now: parseNow(now) }),
  };
}

function parseScale(text: string): number {
  const scale = /^\d+(\.\d+)?$|^\.\d+$/.test(text) ? Number(text) : NaN;
  if (!(scale > 0) || scale > MAX_SCALE) {
    throw new SeedArgumentError(`--scale must be a number above 0 and at most ${MAX_SCALE}, such as 1, 0.1 or 10 (got "${text}")`);
  }
  return scale;
}

function parseNow(text: string): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    // Reject dates such as 2025-02-30, which Date would silently move to March.
    if (addCalendarDays(text, 0) !== text) throw new SeedArgumentError(`--now: ${text} is not a calendar date`);
    return parisWallTime(text, 22);
  }
  const instant = /^\d{4}-\d{2}-\d{2}T/.test(text) ? Date.parse(text) : NaN;
  if (Number.isNaN(instant)) throw new SeedArgumentError(`--now must be a date such as 2025-05-20 (got "${text}")`);
  return new Date(instant);
}
