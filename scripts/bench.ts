/**
 * `npm run bench`: load benchmark of every back-office read call (issue 3, "Speed").
 *
 * Seeds (once) the embedded PostgreSQL in data/bench at 10× the demo volume, starts the production
 * server as a child process, logs in over HTTP, then runs autocannon from this process against each
 * read call and against a constant body of the same size on the same server (the ceiling), and
 * writes the table to docs/performance.md. See `npm run bench -- --help`.
 */
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_PASSWORD } from '../src/server/seed';
import { ROOT_DIR } from '../src/server/paths';
import { BENCH_USAGE, BenchArgumentError, parseBenchArguments, type BenchArguments } from './bench/args';
import { benchCalls, ceilingPath, type BenchCall } from './bench/calls';
import { BENCH_DATA_DIR, ensureSeeded, findBenchIds, openBenchDatabase, postgresVersion, rowCounts } from './bench/database';
import { cpuSampler, type CpuTotals } from './bench/cpu';
import { alternate, LoadCollector, stopAllLoad } from './bench/load';
import { login } from './bench/login';
import { consoleTable, cpuText, misses, summary, writeMarkdown, type CallMeasure } from './bench/report';
import { mixedConsoleTable, mixedSection, mixedSummary, writeMixedSection, type MixedMeasure } from './bench/mixed-report';
import { ensureServerBuild, startServer } from './bench/server';
import { p975, startAscentWriter, type AscentWriter } from './bench/writer';

const BENCH_ACCOUNT = 'admin@demo.fr';
const OUTPUT_FILE = path.join(ROOT_DIR, 'docs/performance.md');

const log = (message: string) => console.log(`[bench] ${message}`);

/** Cleanups run once, last registered first, on success, error or Ctrl-C. */
const cleanups: (() => Promise<void>)[] = [];
let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    stopAllLoad();
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => console.error(`[bench] cleanup failed: ${error instanceof Error ? error.message : error}`));
    }
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    console.error(`\n[bench] ${signal}: stopping the server and the database...`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/** Turns of about 2 s each: short enough to follow changes of the machine load, long enough to settle. */
const slicesOf = (duration: number) => Math.max(1, Math.round(duration / 2));

/**
 * The milliseconds from sending a GET to its last byte, asked as Chromium asks (its Accept-Encoding).
 * The body is not decoded: decoding is the client's work (Node's fetch inflates the 8 MB of the
 * gym's comments in about 50 ms, a browser in about 10), not the server's computation.
 */
function timeToLastByte(baseUrl: string, cookie: string, urlPath: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(
      baseUrl + urlPath,
      { headers: { cookie, accept: 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd' }, agent: false },
      (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve(performance.now() - started));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** One GET with the session, outside the load, to check the answer and learn its size. */
async function probe(baseUrl: string, cookie: string, urlPath: string): Promise<{ status: number; body: Buffer }> {
  const response = await fetch(baseUrl + urlPath, { headers: { cookie, accept: 'application/json' } });
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

interface Target {
  baseUrl: string;
  cookie: string;
  cpu: (() => CpuTotals) | null;
}

async function measureCall(call: BenchCall, { baseUrl, cookie, cpu }: Target, args: BenchArguments, warmup: number): Promise<CallMeasure> {
  const first = await probe(baseUrl, cookie, call.path);
  const measure: CallMeasure = { call, firstStatus: first.status, bodyBytes: first.body.length };
  if (first.status !== 200) {
    measure.problem = first.body.toString('utf8').slice(0, 300) || '(empty body)';
    log(`${call.name}: GET ${call.path} answered ${first.status}: ${measure.problem}`);
    return measure;
  }
  const ceiling = await probe(baseUrl, cookie, ceilingPath(first.body.length));
  if (ceiling.status !== 200 || ceiling.body.length !== Math.max(2, first.body.length)) {
    throw new Error(`The ceiling route answered ${ceiling.status} with ${ceiling.body.length} bytes (is BENCH_ROUTES on in the built server?)`);
  }
  const target = (urlPath: string, duration: number) => ({ url: baseUrl + urlPath, cookie, connections: args.connections, duration, cpu });
  const ceilingUrl = ceilingPath(first.body.length);

  // Warm-up (not counted), then call and ceiling in turns so that both see the same machine load.
  await alternate(target(call.path, warmup), target(ceilingUrl, warmup), 1);
  [measure.load, measure.ceiling] = await alternate(target(call.path, args.duration), target(ceilingUrl, args.duration), slicesOf(args.duration));
  const missed = misses(measure);
  log(
    `${call.name}: p95 ${measure.load.p95.toFixed(1)} ms, ${Math.round(measure.load.requestsPerSecond)} req/s ` +
      `, CPU ms/req node+pg ${cpuText(measure.load)} ` +
      `(ceiling p95 ${measure.ceiling.p95.toFixed(1)} ms, ${Math.round(measure.ceiling.requestsPerSecond)} req/s, CPU ${cpuText(measure.ceiling)})` +
      (missed.length ? ` — target missed: ${missed.join('; ')}` : ''),
  );
  return measure;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Mixed mode: the call without writes, then while the writer inserts; and five cold computations. */
async function measureMixed(
  call: BenchCall,
  { baseUrl, cookie, cpu }: Target,
  args: BenchArguments,
  warmup: number,
  writer: AscentWriter,
  bumpGym: () => Promise<void>,
): Promise<MixedMeasure> {
  const first = await probe(baseUrl, cookie, call.path);
  const measure: MixedMeasure = { call, firstStatus: first.status, bodyBytes: first.body.length };
  if (first.status !== 200) {
    measure.problem = first.body.toString('utf8').slice(0, 300) || '(empty body)';
    log(`${call.name}: GET ${call.path} answered ${first.status}: ${measure.problem}`);
    return measure;
  }
  measure.cold = [];
  for (let i = 0; i < 5; i++) {
    await bumpGym();
    measure.cold.push(await timeToLastByte(baseUrl, cookie, call.path));
  }
  const options = (duration: number) => ({ url: baseUrl + call.path, cookie, connections: args.connections, duration, cpu });
  await new LoadCollector().run(options(warmup));
  const quiet = new LoadCollector();
  await quiet.run(options(args.duration));
  writer.setActive(true);
  await sleep(2000);
  await writer.takeLatencies();
  const writing = new LoadCollector();
  await writing.run(options(args.duration));
  const logs = await writer.takeLatencies();
  writer.setActive(false);
  const statuses = writer.lastStatuses();
  if (Object.keys(statuses).some((status) => status !== '201')) log(`${call.name}: log answers ${JSON.stringify(statuses)}`);
  Object.assign(measure, {
    quiet: quiet.result(),
    writing: writing.result(),
    logP975: p975(logs.calls),
    logTimes: logs.calls,
    insertP975: p975(logs.inserts),
    insertTimes: logs.inserts,
  });
  log(
    `${call.name}: p97.5 ${measure.quiet!.p975.toFixed(1)} → ${measure.writing!.p975.toFixed(1)} ms under writes, ` +
      `${Math.round(measure.quiet!.requestsPerSecond)} → ${Math.round(measure.writing!.requestsPerSecond)} req/s, ` +
      `cold ${Math.min(...measure.cold).toFixed(1)}–${Math.max(...measure.cold).toFixed(1)} ms, log call p97.5 ${measure.logP975!.toFixed(2)} ` +
      `ms, insert p97.5 ${measure.insertP975!.toFixed(2)} ms`,
  );
  // Let the last writes drain before the next call's quiet run.
  await sleep(2000);
  return measure;
}

async function main(): Promise<number> {
  let args: BenchArguments;
  try {
    args = parseBenchArguments(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof BenchArgumentError)) throw error;
    console.error(`${error.message}\n\n${BENCH_USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(BENCH_USAGE);
    return 0;
  }
  const loadBefore = os.loadavg();
  const warmup = Math.min(2, Math.max(0.5, args.duration / 4));

  ensureServerBuild(log);

  const connection = await openBenchDatabase(log);
  cleanups.push(() => connection.close());
  await ensureSeeded(connection, path.join(ROOT_DIR, BENCH_DATA_DIR), args.scale, args.reseed, log);
  const [ids, counts, postgres] = await Promise.all([findBenchIds(connection, BENCH_ACCOUNT), rowCounts(connection), postgresVersion(connection)]);
  log(
    `${counts.ascents.toLocaleString('en-US')} ascents, ${counts.connections.toLocaleString('en-US')} app opens, ` +
      `${counts.boulders.toLocaleString('en-US')} boulders, ${counts.users.toLocaleString('en-US')} users`,
  );

  const server = await startServer({ databaseUrl: connection.url, dataDir: BENCH_DATA_DIR, log });
  cleanups.push(() => server.stop());
  log(`Server (pid ${server.pid}) on ${server.baseUrl}`);

  const session = await login(server.baseUrl, BENCH_ACCOUNT, DEMO_PASSWORD);
  if (session.uuid !== ids.userUuid) throw new Error(`Logged in as ${session.uuid}, expected ${ids.userUuid}`);

  const calls = benchCalls(ids).filter((call) => !args.only.length || args.only.some((text) => call.name.includes(text)));
  if (!calls.length) {
    console.error(
      `No call matches --only ${args.only.join(',')}. Calls: ${benchCalls(ids)
        .map((c) => c.name)
        .join(', ')}`,
    );
    return 2;
  }
  const minutes = Math.ceil((calls.length * 2 * (args.duration + warmup)) / 60);
  log(`Measuring ${calls.length} calls at ${args.connections} connections, ${args.duration} s each plus their ceilings (about ${minutes} min)`);

  const measures: CallMeasure[] = [];
  const cpu = cpuSampler(server.pid, path.join(ROOT_DIR, BENCH_DATA_DIR, 'postgres', 'postmaster.pid'));
  if (!cpu) log('No /proc here: CPU per request is not measured');
  if (args.writes > 0) return runMixed(args, warmup, calls, { baseUrl: server.baseUrl, cookie: session.cookie, cpu }, connection.url, ids.gymId);
  for (const call of calls) measures.push(await measureCall(call, { baseUrl: server.baseUrl, cookie: session.cookie, cpu }, args, warmup));

  await cleanUp();

  console.log(`\n${consoleTable(measures)}\n\n* dashboard call: must also reach 30% of its ceiling's req/s\n${summary(measures).join('\n')}\n`);
  const machine = {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: os.totalmem() / 1024 ** 3,
    node: process.version,
    postgres,
    loadBefore,
    loadAfter: os.loadavg(),
  };
  log(`Load average before: ${loadBefore.map((v) => v.toFixed(2)).join(', ')}; after: ${machine.loadAfter.map((v) => v.toFixed(2)).join(', ')}`);
  if (args.only.length) {
    log(`--only given: ${path.relative(ROOT_DIR, OUTPUT_FILE)} left unchanged`);
  } else {
    const argv = process.argv.slice(2);
    writeMarkdown(OUTPUT_FILE, measures, {
      date: new Date(),
      command: `npm run bench${argv.length ? ` -- ${argv.join(' ')}` : ''}`,
      scale: args.scale,
      duration: args.duration,
      warmup,
      sliceSeconds: args.duration / slicesOf(args.duration),
      connections: args.connections,
      machine,
      counts,
      ids,
    });
    log(`Wrote ${path.relative(ROOT_DIR, OUTPUT_FILE)}`);
  }
  // A call that does not answer (or answers errors under load) fails the run; slow calls do not.
  return measures.some((m) => m.problem || misses(m).some((text) => text.startsWith('errors'))) ? 1 : 0;
}

async function runMixed(args: BenchArguments, warmup: number, calls: BenchCall[], target: Target, databaseUrl: string, gymId: number): Promise<number> {
  log(`Mixed mode: ${args.writes} ascents per second into gym ${gymId} during the second run of each call`);
  const writer = await startAscentWriter(databaseUrl, gymId, args.writes, { baseUrl: target.baseUrl, password: DEMO_PASSWORD });
  cleanups.push(() => writer.stop());
  log(`The writer logs as ${writer.climbers} climbers with bearer tokens`);
  // The load generator stands for phones elsewhere, yet shares these 2 cores with the server,
  // PostgreSQL and the writer. Linux nice values are per thread: lowered on this (main) thread only,
  // after the writer's thread started, so that the writer and the server are not queued behind it.
  os.setPriority(10);
  const bumper = new pg.Client({ connectionString: databaseUrl });
  await bumper.connect();
  cleanups.push(() => bumper.end());
  const bumpGym = async () => void (await bumper.query('select gaston_bump_gym_versions(array[$1]::int[], false)', [gymId]));
  const loadBefore = os.loadavg();
  const measures: MixedMeasure[] = [];
  for (const call of calls) measures.push(await measureMixed(call, target, args, warmup, writer, bumpGym));
  const logTimes = measures.flatMap((m) => m.logTimes ?? []);
  const logs = logTimes.length;
  const logP975 = p975(logTimes);
  const insertP975 = p975(measures.flatMap((m) => m.insertTimes ?? []));
  const context = {
    date: new Date(),
    command: `npm run bench -- ${process.argv.slice(2).join(' ')}`,
    scale: args.scale,
    writesPerSecond: args.writes,
    duration: args.duration,
    connections: args.connections,
    logP975,
    insertP975,
    logs,
    load: `${loadBefore.map((v) => v.toFixed(2)).join(', ')} before, ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(', ')} after`,
  };
  await cleanUp();
  console.log(`\n${mixedConsoleTable(measures)}\n\n${mixedSummary(measures, context).join('\n')}\n`);
  if (args.only.length) log(`--only given: ${path.relative(ROOT_DIR, OUTPUT_FILE)} left unchanged`);
  else {
    writeMixedSection(OUTPUT_FILE, mixedSection(measures, context));
    log(`Wrote the mixed section of ${path.relative(ROOT_DIR, OUTPUT_FILE)}`);
  }
  return measures.some((m) => m.problem) ? 1 : 0;
}

main().then(
  async (code) => {
    await cleanUp();
    process.exit(code);
  },
  async (error: unknown) => {
    console.error(`[bench] ${error instanceof Error ? (error.stack ?? error.message) : error}`);
    await cleanUp();
    process.exit(1);
  },
);
