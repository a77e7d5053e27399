/**
 * CPU time used by the server process and by PostgreSQL, read from /proc (Linux). Divided by the
 * number of answers it is the cost of one request, a figure that other programs on the machine
 * change much less than they change response times.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

export interface CpuTotals {
  /** Milliseconds of CPU (user + system). */
  server: number;
  postgres: number;
}

function clockTicksPerSecond(): number {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
}

/** Fields of /proc/<pid>/stat after the command name, which may itself hold spaces. */
function statFields(pid: number): string[] | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

// Indexes into statFields (stat(5) numbering minus 3): ppid 4, utime 14, stime 15, cutime 16, cstime 17.
const PPID = 1;
const UTIME = 11;
const STIME = 12;
const CUTIME = 13;
const CSTIME = 14;

/** A function returning the CPU totals so far, or null when /proc is not there (not Linux). */
export function cpuSampler(serverPid: number, postmasterPidFile: string): (() => CpuTotals) | null {
  if (!existsSync('/proc/self/stat') || !existsSync(postmasterPidFile)) return null;
  const postmaster = Number(readFileSync(postmasterPidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(postmaster) || postmaster <= 0) return null;
  const msPerTick = 1000 / clockTicksPerSecond();
  const own = (fields: string[] | null) => (fields ? Number(fields[UTIME]) + Number(fields[STIME]) : 0);

  return () => {
    // The postmaster's cutime/cstime hold its backends that have exited; live ones are read one by one.
    const main = statFields(postmaster);
    let postgresTicks = main ? own(main) + Number(main[CUTIME]) + Number(main[CSTIME]) : 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const fields = statFields(Number(entry));
      if (fields && Number(fields[PPID]) === postmaster) postgresTicks += own(fields);
    }
    return { server: own(statFields(serverPid)) * msPerTick, postgres: postgresTicks * msPerTick };
  };
}
