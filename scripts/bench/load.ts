/**
 * Load runs with autocannon in this process. Every response time is kept, so that p50/p95/p99 are
 * exact (autocannon's own summary has no p95). A collector can gather several runs (slices), so a
 * call and its ceiling can take turns and see the same machine load.
 */
import autocannon, { type AutocannonInstance } from './lean-autocannon';
import type { CpuTotals } from './cpu';

export interface LoadOptions {
  url: string;
  cookie: string;
  connections: number;
  /** Seconds. */
  duration: number;
  /** Reads the CPU used so far by the server and PostgreSQL (see cpu.ts). */
  cpu?: (() => CpuTotals) | null;
}

export interface LoadResult {
  /** Completed responses, whatever their status. */
  responses: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  /** The mixed benchmark's percentile (issue 8). */
  p975: number;
  p99: number;
  max: number;
  /** Responses whose status is not 2xx, by status. */
  non2xx: Record<string, number>;
  /** Connection errors and timeouts, no response at all (autocannon counts timeouts among its errors). */
  failures: number;
  /** Milliseconds of CPU per answer in the server process and in PostgreSQL, when measurable. */
  cpuPerRequest?: CpuTotals;
}

const running = new Set<AutocannonInstance>();

/** Stops the load in progress (Ctrl-C). */
export function stopAllLoad(): void {
  for (const instance of running) instance.stop();
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export class LoadCollector {
  private readonly times: number[] = [];
  private readonly non2xx: Record<string, number> = {};
  private failures = 0;
  private seconds = 0;
  private cpu: CpuTotals | null = null;

  /** One autocannon run whose answers are added to this collector. */
  async run({ url, cookie, connections, duration, cpu }: LoadOptions): Promise<void> {
    const instance = autocannon({ url, connections, duration, timeout: 30, headers: { cookie, accept: 'application/json' } });
    running.add(instance);
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      this.times.push(responseTime);
      if (statusCode < 200 || statusCode > 299) this.non2xx[statusCode] = (this.non2xx[statusCode] ?? 0) + 1;
    });
    const started = performance.now();
    const cpuBefore = cpu?.();
    try {
      const result = await instance;
      this.seconds += (performance.now() - started) / 1000;
      this.failures += result.errors;
      const cpuAfter = cpu?.();
      if (cpuBefore && cpuAfter) {
        this.cpu ??= { server: 0, postgres: 0 };
        this.cpu.server += cpuAfter.server - cpuBefore.server;
        this.cpu.postgres += cpuAfter.postgres - cpuBefore.postgres;
      }
    } finally {
      running.delete(instance);
    }
  }

  result(): LoadResult {
    const sorted = [...this.times].sort((a, b) => a - b);
    return {
      responses: sorted.length,
      requestsPerSecond: this.seconds ? sorted.length / this.seconds : 0,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p975: percentile(sorted, 97.5),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? Number.NaN,
      non2xx: { ...this.non2xx },
      failures: this.failures,
      ...(this.cpu && sorted.length ? { cpuPerRequest: { server: this.cpu.server / sorted.length, postgres: this.cpu.postgres / sorted.length } } : {}),
    };
  }
}

/** Load on a and b in turns (a, b, a, b, ...: `slices` runs each, their durations split evenly); both results. */
export async function alternate(a: LoadOptions, b: LoadOptions, slices: number): Promise<[LoadResult, LoadResult]> {
  const [first, second] = [new LoadCollector(), new LoadCollector()];
  for (let i = 0; i < slices; i++) {
    await first.run({ ...a, duration: a.duration / slices });
    await second.run({ ...b, duration: b.duration / slices });
  }
  return [first.result(), second.result()];
}
