/** Command line of `npm run bench`. */
export interface BenchArguments {
  scale: number;
  /** Seconds of measured load per call (and as much for its ceiling). */
  duration: number;
  connections: number;
  /** Run only the calls whose name contains one of these substrings. */
  only: string[];
  /** Seed again even when the bench database looks up to date. */
  reseed: boolean;
  /** Mixed mode: ascents per second written into the gym while each call runs (0: reads only). */
  writes: number;
  help: boolean;
}

export const BENCH_USAGE = `Usage: npm run bench -- [--scale N] [--duration S] [--connections C] [--only TEXT] [--reseed]
  --scale N          demo volume to measure on (default 10: about 2 million ascents)
  --duration S       seconds of load per call, and as much for its ceiling (default 8)
  --connections C    concurrent connections of the load generator (default 10)
  --only TEXT        only the calls whose name contains TEXT (repeatable, or comma-separated);
                     docs/performance.md is then left unchanged
  --reseed           seed the bench database again even if it is up to date
  --writes N         mixed mode: each call runs without writes, then while N ascents per second are
                     inserted into the gym; also times each call computed cold. Writes the
                     "Reads while climbers write" section of docs/performance.md (issue 8 uses 50)
The database lives in data/bench (embedded PostgreSQL); it is seeded on the first run and reused.`;

export class BenchArgumentError extends Error {}

function positiveNumber(flag: string, raw: string, { integer, max }: { integer: boolean; max: number }): number {
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > max || (integer && !Number.isInteger(value))) {
    throw new BenchArgumentError(`${flag} must be ${integer ? 'a whole number' : 'a number'} above 0 and at most ${max} (got ${raw})`);
  }
  return value;
}

export function parseBenchArguments(argv: readonly string[]): BenchArguments {
  const result: BenchArguments = { scale: 10, duration: 8, connections: 10, only: [], reseed: false, writes: 0, help: false };
  for (let i = 0; i < argv.length; i++) {
    const argument = argv[i]!;
    const eq = argument.startsWith('--') ? argument.indexOf('=') : -1;
    const flag = eq > 0 ? argument.slice(0, eq) : argument;
    const inline = eq > 0 ? argument.slice(eq + 1) : undefined;
    const value = () => {
      const next = inline ?? argv[++i];
      if (next === undefined || next === '') throw new BenchArgumentError(`${flag} needs a value`);
      return next;
    };
    switch (flag) {
      case '--help':
      case '-h':
        result.help = true;
        break;
      case '--scale':
        result.scale = positiveNumber(flag, value(), { integer: false, max: 100 });
        break;
      case '--duration':
        result.duration = positiveNumber(flag, value(), { integer: false, max: 600 });
        break;
      case '--connections':
        result.connections = positiveNumber(flag, value(), { integer: true, max: 1000 });
        break;
      case '--only':
        result.only.push(...value().split(',').map((s) => s.trim()).filter(Boolean));
        break;
      case '--writes':
        result.writes = positiveNumber(flag, value(), { integer: true, max: 1000 });
        break;
      case '--reseed':
        if (inline !== undefined) throw new BenchArgumentError('--reseed takes no value');
        result.reseed = true;
        break;
      default:
        throw new BenchArgumentError(`Unknown argument: ${argument}`);
    }
  }
  return result;
}
