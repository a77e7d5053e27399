/** Command line of `npm run bench`. */
import { nonEmpty, parseCommandLine } from '../../src/server/lib/command-line';

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
The database lives in data/bench (embedded PostgreSQL); it is seeded on the first run and reused.
BENCH_SERVER_NODE_ARGS passes options to the server's node, for instance
  BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=data/prof" npm run bench -- --only circuit`;

export class BenchArgumentError extends Error {}

function positiveNumber(flag: string, raw: string, { integer, max }: { integer: boolean; max: number }): number {
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > max || (integer && !Number.isInteger(value))) {
    throw new BenchArgumentError(`${flag} must be ${integer ? 'a whole number' : 'a number'} above 0 and at most ${max} (got ${raw})`);
  }
  return value;
}

export function parseBenchArguments(argv: readonly string[]): BenchArguments {
  const values = parseCommandLine(
    argv,
    {
      help: { type: 'boolean', short: 'h' },
      scale: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      only: { type: 'string', multiple: true },
      reseed: { type: 'boolean' },
      writes: { type: 'string' },
    },
    BenchArgumentError,
  );
  const number = (flag: string, raw: string | undefined, fallback: number, rule: { integer: boolean; max: number }) => {
    const text = nonEmpty(flag, raw, BenchArgumentError);
    return text === undefined ? fallback : positiveNumber(flag, text, rule);
  };
  for (const only of values.only ?? []) nonEmpty('--only', only, BenchArgumentError);
  return {
    scale: number('--scale', values.scale, 10, { integer: false, max: 100 }),
    duration: number('--duration', values.duration, 8, { integer: false, max: 600 }),
    connections: number('--connections', values.connections, 10, { integer: true, max: 1000 }),
    only: (values.only ?? []).flatMap((text) =>
      text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
    reseed: values.reseed ?? false,
    writes: values.writes === undefined ? 0 : number('--writes', values.writes, 0, { integer: true, max: 1000 }),
    help: values.help ?? false,
  };
}
