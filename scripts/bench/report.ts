/** The results table, for the terminal and for docs/performance.md. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { BenchCall } from './calls';
import type { BenchIds, RowCounts } from './database';
import type { LoadResult } from './load';
import { previousMixedSection } from './mixed-report';

export const P95_TARGET_MS = 30;
export const DASHBOARD_CEILING_SHARE = 0.3;

export interface CallMeasure {
  call: BenchCall;
  /** Status of the first, unloaded GET; the load runs only after a 200. */
  firstStatus: number;
  bodyBytes: number;
  /** Why the call was not measured (its first GET did not answer 200). */
  problem?: string;
  load?: LoadResult;
  ceiling?: LoadResult;
}

export interface RunContext {
  date: Date;
  command: string;
  scale: number;
  duration: number;
  warmup: number;
  /** Length of each turn of call and ceiling. */
  sliceSeconds: number;
  connections: number;
  machine: { cpus: number; cpuModel: string; memoryGiB: number; node: string; postgres: string; loadBefore: number[]; loadAfter: number[] };
  counts: RowCounts;
  ids: BenchIds;
}

const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(2) : value.toFixed(1));
const rps = (value: number | undefined) => (value === undefined ? '–' : Math.round(value).toLocaleString('en-US'));
const bytes = (value: number) => (value >= 10_240 ? `${(value / 1024).toFixed(0)} KiB` : `${value} B`);
const loads = (values: number[]) => values.map((v) => v.toFixed(2)).join(', ');

export function ceilingShare(measure: CallMeasure): number | undefined {
  if (!measure.load || !measure.ceiling || !measure.ceiling.requestsPerSecond) return undefined;
  return measure.load.requestsPerSecond / measure.ceiling.requestsPerSecond;
}

function errorCount(result: LoadResult | undefined): number {
  if (!result) return 0;
  return Object.values(result.non2xx).reduce((a, b) => a + b, 0) + result.failures;
}

function errorText(result: LoadResult | undefined): string {
  if (!result) return '';
  const parts = Object.entries(result.non2xx).map(([status, count]) => `${count}×${status}`);
  if (result.failures) parts.push(`${result.failures} without answer`);
  return parts.join(', ');
}

/** The unmet targets of a call, empty when all are met. */
export function misses(measure: CallMeasure): string[] {
  if (!measure.load) return [measure.problem ?? 'not measured'];
  const found: string[] = [];
  if (errorCount(measure.load)) found.push(`errors: ${errorText(measure.load)}`);
  if (!(measure.load.p95 < P95_TARGET_MS)) found.push(`p95 ≥ ${P95_TARGET_MS} ms`);
  const share = ceilingShare(measure);
  if (measure.call.dashboard && !(share !== undefined && share >= DASHBOARD_CEILING_SHARE)) {
    found.push(`< ${DASHBOARD_CEILING_SHARE * 100}% of ceiling`);
  }
  return found;
}

interface Row {
  cells: string[];
}

const HEADERS = [
  'call',
  'body',
  'p50 ms',
  'p95 ms',
  'p99 ms',
  'req/s',
  'errors',
  'CPU ms/req node+pg',
  'ceil p50',
  'ceil p95',
  'ceil p99',
  'ceil req/s',
  'ceil CPU',
  '% ceil',
  'target',
];

/** "server+postgres" CPU milliseconds per answer. */
export const cpuText = (result: LoadResult | undefined) =>
  result?.cpuPerRequest ? `${result.cpuPerRequest.server.toFixed(2)}+${result.cpuPerRequest.postgres.toFixed(2)}` : '–';

function rows(measures: CallMeasure[]): Row[] {
  return measures.map((m) => {
    const share = ceilingShare(m);
    const missed = misses(m);
    return {
      cells: [
        m.call.name + (m.call.dashboard ? ' *' : ''),
        m.load ? bytes(m.bodyBytes) : `HTTP ${m.firstStatus}`,
        ms(m.load?.p50),
        ms(m.load?.p95),
        ms(m.load?.p99),
        rps(m.load?.requestsPerSecond),
        m.load ? String(errorCount(m.load)) : '–',
        cpuText(m.load),
        ms(m.ceiling?.p50),
        ms(m.ceiling?.p95),
        ms(m.ceiling?.p99),
        rps(m.ceiling?.requestsPerSecond),
        cpuText(m.ceiling),
        share === undefined ? '–' : `${(share * 100).toFixed(1)}%`,
        missed.length ? `no (${missed.join('; ')})` : 'yes',
      ],
    };
  });
}

export function consoleTable(measures: CallMeasure[]): string {
  const table = [HEADERS, ...rows(measures).map((r) => r.cells)];
  const widths = HEADERS.map((_, i) => Math.max(...table.map((cells) => cells[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(HEADERS), widths.map((w) => '-'.repeat(w)).join('  '), ...table.slice(1).map(line)].join('\n');
}

function markdownTable(measures: CallMeasure[]): string {
  const align = HEADERS.map((_, i) => (i === 0 || i === HEADERS.length - 1 ? '---' : '---:'));
  const escape = (cell: string) => cell.replaceAll('|', '\\|');
  return [HEADERS, align, ...rows(measures).map((r) => r.cells)].map((cells) => `| ${cells.map(escape).join(' | ')} |`).join('\n');
}

export function summary(measures: CallMeasure[]): string[] {
  const measured = measures.filter((m) => m.load);
  const fast = measured.filter((m) => m.load!.p95 < P95_TARGET_MS && !errorCount(m.load));
  const dashboard = measures.filter((m) => m.call.dashboard);
  const dashboardOk = dashboard.filter((m) => (ceilingShare(m) ?? 0) >= DASHBOARD_CEILING_SHARE);
  const lines = [
    `- p95 under ${P95_TARGET_MS} ms without errors: ${fast.length} of ${measures.length} calls.`,
    `- Dashboard calls at ${DASHBOARD_CEILING_SHARE * 100}% of the ceiling's requests per second or more: ${dashboardOk.length} of ${dashboard.length}.`,
  ];
  const missed = measures.filter((m) => misses(m).length);
  if (missed.length) lines.push(`- Targets missed by: ${missed.map((m) => `${m.call.name} (${misses(m).join('; ')})`).join(', ')}.`);
  const broken = measures.filter((m) => m.problem);
  for (const m of broken) lines.push(`- ${m.call.name}: \`GET ${m.call.path}\` answered ${m.firstStatus}: ${m.problem}`);
  return lines;
}

const NOTES_START = '<!-- bench:notes:start -->';
const NOTES_END = '<!-- bench:notes:end -->';

/** The hand-written notes of the previous file survive a new run. */
function previousNotes(file: string): string {
  if (!existsSync(file)) return '';
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(NOTES_START);
  const end = text.indexOf(NOTES_END);
  return start >= 0 && end > start ? text.slice(start + NOTES_START.length, end).trim() : '';
}

export function writeMarkdown(file: string, measures: CallMeasure[], context: RunContext): void {
  const { machine, counts, ids } = context;
  const notes = previousNotes(file) || '_No notes yet: write them here, between the two markers; they are kept when the file is regenerated._';
  const mixed = previousMixedSection(file);
  const text =
    `# Performance of the back-office read calls

Generated by \`npm run bench\` (scripts/bench.ts) on ${context.date.toISOString().slice(0, 16).replace('T', ' ')} UTC. The table is rewritten
by each full run; only the notes section below is hand-written.

## Results

${context.connections} concurrent connections; per call ${context.warmup} s of warm-up on the call and on its ceiling (not counted), then
${context.duration} s of load on each, in turns of ${context.sliceSeconds} s (call, ceiling, call, ceiling...). Times in milliseconds,
measured by the load generator from request to complete answer. Calls marked * are the dashboard calls.

${markdownTable(measures)}

${summary(measures).join('\n')}

${mixed ? `${mixed}\n\n` : ''}## How to read this

Each read call is measured on its own, logged in as \`admin@demo.fr\` (admin of gyms 1 and 2), with
[autocannon](https://github.com/mcollina/autocannon) keeping ${context.connections} requests in flight for ${context.duration} s.
p50/p95/p99 are exact percentiles of every response time of the run (not a histogram estimate);
req/s is completed answers per second; errors counts answers other than 2xx plus requests with no answer.
"CPU ms/req node+pg" is the CPU time (user + system, read from /proc) that the server process and the
PostgreSQL processes spent during the run, divided by the answers: the cost of one request, which
other programs on the machine change much less than they change response times (the load generator's
own CPU is not in it).
The *ceiling* is \`GET /api/bench/constant/<bytes>\` (src/server/routes/bench.ts, only with
\`BENCH_ROUTES=true\`): a constant JSON body of the same size as the call's answer, sent through the same
server, hooks and session lookup, but with no query and no serialisation. "% ceil" is the call's req/s
divided by its ceiling's: what is left after the call's own work (queries, serialisation). Targets (issue 3): p95 under
${P95_TARGET_MS} ms for every read call, and the dashboard calls at least ${DASHBOARD_CEILING_SHARE * 100}% of their ceiling.
The load generator, the server and PostgreSQL share the same ${machine.cpus} CPUs, so absolute figures
depend on whatever else the machine runs (see the load average); the ratio to the ceiling, measured
in alternating turns under the same conditions, is the steadier figure.

## Machine

- CPUs: ${machine.cpus} (${machine.cpuModel}); memory: ${machine.memoryGiB.toFixed(1)} GiB
- Node ${machine.node}; PostgreSQL ${machine.postgres} (embedded, data in data/bench, default settings of src/server/db/embedded-postgres.ts)
- Server: \`node dist/server/main.js\` with NODE_ENV=production, LOG_LEVEL=warn, database pool of 10, one process
- Load average (1, 5, 15 min) before the run: ${loads(machine.loadBefore)}; after: ${loads(machine.loadAfter)}

## Data

Demo seed at scale ${context.scale} (\`seedDemo\`, src/server/seed): ${counts.ascents.toLocaleString('en-US')} ascents, ` +
    `${counts.connections.toLocaleString('en-US')} app opens (connections),
${counts.boulders.toLocaleString('en-US')} boulders (${counts.activeBoulders.toLocaleString('en-US')} active),
  ${counts.users.toLocaleString('en-US')} users, ${counts.comments.toLocaleString('en-US')} comments, ${counts.gyms} gyms.
Paths use gym ${ids.gymId}, sector ${ids.sectorId} (a current opening and the longest history), difficulty ${ids.difficultyId}
(most active boulders) and the search word "${ids.searchWord}" (the most frequent word of active boulder names).

## Command

\`\`\`
${context.command}
\`\`\`

The first run seeds data/bench (2 to 3 minutes at scale 10); later runs reuse it while it is
less than a week old and the migrations are unchanged (\`--reseed\` forces a new seed). \`npm run bench -- --help\`
lists the options.

## Notes

${NOTES_START}
${notes}
${NOTES_END}
`;
  writeFileSync(file, text);
}
