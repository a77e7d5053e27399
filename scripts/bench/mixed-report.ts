/**
 * The mixed benchmark's table (issue 8): each read call without writes and while climbers write,
 * its cold computation, and the latency of the climbers' log call (PUT /api/v1/ascents/{clientId}/) and of its insert. Written into its own section of
 * docs/performance.md, which the reads-only run keeps.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { BenchCall } from './calls';
import type { LoadResult } from './load';

export const MIXED_P975_TARGET_MS = 30;
export const MIXED_SHARE_TARGET = 0.7;
export const COLD_TARGET_MS = 50;
/**
 * The whole log call (authentication, limits across processes, the insert) is one more request to
 * the same server as the reads: held to the read target.
 */
export const LOG_CALL_P975_TARGET_MS = 30;
/** Every comment of the gym in one answer (7.9 MB at scale 10): excepted by the issue. */
const EXCEPTED = new Set(['gym-comments']);

export interface MixedMeasure {
  call: BenchCall;
  firstStatus: number;
  bodyBytes: number;
  problem?: string;
  quiet?: LoadResult;
  writing?: LoadResult;
  /** Times of single requests right after the gym's data version was bumped (computed again). */
  cold?: number[];
  /** Log calls' round trips during this call's writing run. */
  logP975?: number;
  logTimes?: number[];
  /** Their insert statements, timed by the server. */
  insertP975?: number;
  insertTimes?: number[];
}

export interface MixedContext {
  date: Date;
  command: string;
  scale: number;
  writesPerSecond: number;
  duration: number;
  connections: number;
  logP975: number;
  insertP975: number;
  logs: number;
  load: string;
}

const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(2) : value.toFixed(1));
const rps = (value: number | undefined) => (value === undefined ? '–' : Math.round(value).toLocaleString('en-US'));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export function mixedMisses(m: MixedMeasure): string[] {
  if (!m.quiet || !m.writing) return [m.problem ?? 'not measured'];
  const found: string[] = [];
  const errors = Object.values(m.writing.non2xx).reduce((a, b) => a + b, 0) + m.writing.failures;
  if (errors) found.push(`${errors} errors`);
  if (!EXCEPTED.has(m.call.name)) {
    if (!(m.writing.p975 <= MIXED_P975_TARGET_MS)) found.push(`p97.5 > ${MIXED_P975_TARGET_MS} ms`);
    if (!(m.writing.requestsPerSecond >= MIXED_SHARE_TARGET * m.quiet.requestsPerSecond)) found.push(`< ${MIXED_SHARE_TARGET * 100}% of no-write req/s`);
  }
  if (m.cold?.length && !(median(m.cold)! <= COLD_TARGET_MS)) found.push(`cold > ${COLD_TARGET_MS} ms`);
  return found;
}

const HEADERS = [
  'call',
  'p97.5 ms',
  'req/s',
  'p97.5 ms (writes)',
  'req/s (writes)',
  '% of no-write',
  'cold ms (median / max)',
  'log call p97.5 ms',
  'insert p97.5 ms',
  'target',
];

function cells(m: MixedMeasure): string[] {
  const missed = mixedMisses(m);
  const share = m.quiet && m.writing && m.quiet.requestsPerSecond ? m.writing.requestsPerSecond / m.quiet.requestsPerSecond : undefined;
  return [
    m.call.name + (EXCEPTED.has(m.call.name) ? ' (excepted)' : ''),
    ms(m.quiet?.p975),
    rps(m.quiet?.requestsPerSecond),
    ms(m.writing?.p975),
    rps(m.writing?.requestsPerSecond),
    share === undefined ? '–' : `${(share * 100).toFixed(0)}%`,
    m.cold?.length ? `${ms(median(m.cold))} / ${ms(Math.max(...m.cold))}` : '–',
    ms(m.logP975),
    ms(m.insertP975),
    missed.length ? `no (${missed.join('; ')})` : 'yes',
  ];
}

export function mixedConsoleTable(measures: MixedMeasure[]): string {
  const table = [HEADERS, ...measures.map(cells)];
  const widths = HEADERS.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
  const line = (row: string[]) => row.map((c, i) => (i === 0 || i === row.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(HEADERS), widths.map((w) => '-'.repeat(w)).join('  '), ...table.slice(1).map(line)].join('\n');
}

const verdict = (value: number, target: number) => `target ≤ ${target} ms: ${value <= target ? 'met' : 'missed'}`;

export function mixedSummary(measures: MixedMeasure[], context: Pick<MixedContext, 'logP975' | 'insertP975' | 'logs'>): string[] {
  const ok = measures.filter((m) => mixedMisses(m).length === 0);
  const lines = [
    `- Calls meeting every target: ${ok.length} of ${measures.length}.`,
    `- Logs through PUT /api/v1/ascents/{clientId}/: ${context.logs.toLocaleString('en-US')}, p97.5 ${ms(context.logP975)} ms ` +
      `(${verdict(context.logP975, LOG_CALL_P975_TARGET_MS)}).`,
    // Issue 8's 5 ms for the statement held while commits did not wait for the disk; every commit now waits
    // for its WAL (docs/operations.md, "Durabilité"), and the whole call's target is the one that holds.
    `- Their insert statements, timed by the server, commit included: p97.5 ${ms(context.insertP975)} ms (no target of their own: the commit ` +
      `waits for the disk).`,
  ];
  const missed = measures.filter((m) => mixedMisses(m).length);
  if (missed.length) lines.push(`- Targets missed by: ${missed.map((m) => `${m.call.name} (${mixedMisses(m).join('; ')})`).join(', ')}.`);
  return lines;
}

export const MIXED_START = '<!-- bench:mixed:start -->';
export const MIXED_END = '<!-- bench:mixed:end -->';

export function mixedSection(measures: MixedMeasure[], context: MixedContext): string {
  const align = HEADERS.map((_, i) => (i === 0 || i === HEADERS.length - 1 ? '---' : '---:'));
  const table = [HEADERS, align, ...measures.map(cells)].map((row) => `| ${row.map((c) => c.replaceAll('|', '\\|')).join(' | ')} |`).join('\n');
  return (
    `${MIXED_START}
## Reads while climbers write

Generated by \`${context.command}\` on ${context.date.toISOString().slice(0, 16).replace('T', ' ')} UTC, scale ${context.scale}, ` +
    `${context.connections} connections.
Each call runs ${context.duration} s without writes, then ${context.duration} s while climbers log ${context.writesPerSecond} ascents per
second into the gym through the app's API (scripts/bench/writer.ts: PUT /api/v1/ascents/{clientId}/ with bearer tokens),
after 2 s for the writes to settle. "cold" is a single request right after the gym's data version was
bumped (the answer computed again and compressed, as Chromium asks: brotli), timed to its last byte (the client's decoding
not counted), five times; \`gym-comments\` reads, serialises and compresses again only the weeks whose comments changed
(src/server/http/json-chunks.ts) and goes out gzipped, joined from its weeks,
  while its brotli is made for the next sends. "insert" is the log's insert statement as the server
timed it (its Server-Timing header), "log call" the whole request as the writer timed it. Targets (issue 8): p97.5 ≤ ${MIXED_P975_TARGET_MS} ms under writes
and at least ${MIXED_SHARE_TARGET * 100}% of the no-write req/s (gym-comments excepted), cold ≤ ${COLD_TARGET_MS} ms;
log call p97.5 ≤ ${LOG_CALL_P975_TARGET_MS} ms with every commit synchronous (issue 33).
Load average during the run: ${context.load}.

${table}

${mixedSummary(measures, context).join('\n')}
${MIXED_END}`
  );
}

/** The mixed section of the file, to keep across a reads-only run. */
export function previousMixedSection(file: string): string {
  if (!existsSync(file)) return '';
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(MIXED_START);
  const end = text.indexOf(MIXED_END);
  return start >= 0 && end > start ? text.slice(start, end + MIXED_END.length) : '';
}

/** Puts the section in place of the previous one, or before "## How to read this". */
export function writeMixedSection(file: string, section: string): void {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance of the back-office read calls\n';
  const start = text.indexOf(MIXED_START);
  const end = text.indexOf(MIXED_END);
  let next: string;
  if (start >= 0 && end > start) next = text.slice(0, start) + section + text.slice(end + MIXED_END.length);
  else {
    const anchor = text.indexOf('## How to read this');
    next = anchor >= 0 ? `${text.slice(0, anchor)}${section}\n\n${text.slice(anchor)}` : `${text.trimEnd()}\n\n${section}\n`;
  }
  writeFileSync(file, next);
}
