/** Arguments of `npm run db:seed`, checked before anything touches the database. */
import { addDays, parisTime } from './paris-time';

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
  const result: SeedArguments = { help: false, reset: false, scale: 1 };
  for (let i = 0; i < argv.length; i++) {
    const argument = argv[i]!;
    const [flag, inline] = argument.startsWith('--') && argument.includes('=') ? [argument.slice(0, argument.indexOf('=')), argument.slice(argument.indexOf('=') + 1)] : [argument, undefined];
    const value = () => {
      const next = inline ?? argv[++i];
      if (next === undefined || next === '') throw new SeedArgumentError(`${flag} needs a value`);
      return next;
    };
    switch (flag) {
      case '--help':
      case '-h':
        result.help = true;
        break;
      case '--reset':
        if (inline !== undefined) throw new SeedArgumentError('--reset takes no value');
        result.reset = true;
        break;
      case '--scale':
        result.scale = parseScale(value());
        break;
      case '--now':
        result.now = parseNow(value());
        break;
      default:
        throw new SeedArgumentError(`Unknown argument: ${argument}`);
    }
  }
  return result;
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
    if (addDays(text, 0) !== text) throw new SeedArgumentError(`--now: ${text} is not a calendar date`);
    return new Date(parisTime(text, 22));
  }
  const instant = /^\d{4}-\d{2}-\d{2}T/.test(text) ? Date.parse(text) : NaN;
  if (Number.isNaN(instant)) throw new SeedArgumentError(`--now must be a date such as 2025-05-20 (got "${text}")`);
  return new Date(instant);
}
