/**
 * `npm run bench:contest-live` (docs/product.md › Contests: limits): N phones (default 2,000) follow one contest's
 * server-sent events on one server process while a judge posts a result every second through the API.
 * For each result it prints how long the subscribers took to get the 'ranking' signal (from the moment
 * the PUT was sent), how many got it within 2 s, and how many rankings the server computed.
 *
 * Needs the server build (built if missing); runs on a throw-away embedded PostgreSQL, or DATABASE_URL.
 * Options: --subscribers N (2000), --results N (20).
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensureDatabase } from '../src/server/db/connect';
import { withDatabaseName } from '../src/server/db/client';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { ensureServerBuild, startServer } from './bench/server';

const log = (message: string) => console.error(message);
const option = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const SUBSCRIBERS = option('subscribers', 2000);
const RESULTS = option('results', 20);
const SLUG = 'bench-direct';

/** A gym, a running contest with 40 boulders and 200 competitors, and a judge of every boulder. */
async function seedContest(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const gym = (await client.query(`insert into gyms (name) values ('Salle du banc') returning id`)).rows[0].id;
    const contest = (
      await client.query(
        `insert into contests (slug, name, gym_id, format, starts_at, ends_at) values ($1, 'Contest du banc', $2, 'ifsc_2025', now() - interval ` +
          `'1 hour', now() + interval '3 hours') returning id`,
        [SLUG, gym],
      )
    ).rows[0].id;
    const categories = (
      await client.query(
        `insert into contest_categories (contest_id, position, name, gender) values ($1, 1, 'Femmes', 'female'), ($1, 2, 'Hommes', 'male') returning id`,
        [contest],
      )
    ).rows.map((r) => r.id as number);
    const boulders = (
      await client.query(`insert into contest_boulders (contest_id, number, name) select $1, n, 'Bloc ' || n from generate_series(1, 40) n returning id`, [
        contest,
      ])
    ).rows.map((r) => r.id as number);
    const competitors = (
      await client.query(
        `insert into contest_competitors (contest_id, category_id, first_name, last_name, bib)
         select $1, case when n % 2 = 0 then $2::int else $3::int end, 'Prénom' || n, 'Nom' || n, n from generate_series(1, 200) n returning id`,
        [contest, categories[0], categories[1]],
      )
    ).rows.map((r) => r.id as number);
    const token = `banc${randomUUID().replaceAll('-', '')}`;
    await client.query(`insert into contest_judges (contest_id, name, code, token, boulder_ids) values ($1, 'Juge du banc', '246810', $2, $3)`, [
      contest,
      token,
      boulders,
    ]);
    return { contest, boulders, competitors, token };
  } finally {
    await client.end();
  }
}

interface Subscriber {
  /** When each version's signal arrived (ms, performance.now). */
  arrivals: Map<number, number>;
  close(): void;
}

function subscribe(baseUrl: string): Promise<Subscriber> {
  return new Promise((resolve, reject) => {
    const arrivals = new Map<number, number>();
    const request = http.get(`${baseUrl}/api/public/contests/${SLUG}/events/`, { agent: false }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`events answered ${response.statusCode}`));
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const match = /data: \{"version":(\d+)\}/.exec(block);
          if (match) arrivals.set(Number(match[1]), performance.now());
        }
      });
      resolve({ arrivals, close: () => request.destroy() });
    });
    request.on('error', reject);
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function main() {
  ensureServerBuild(log);
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'gaston-bench-live-'));
  let databaseUrl = process.env.DATABASE_URL;
  let stopPostgres: () => Promise<void> = async () => undefined;
  if (!databaseUrl) {
    const postgres = await startEmbeddedPostgres({ dir: path.join(scratch, 'postgres'), log: { info: log, warn: log }, ephemeral: true });
    await ensureDatabase(postgres.url, 'gaston');
    databaseUrl = withDatabaseName(postgres.url, 'gaston');
    stopPostgres = () => postgres.stop();
  }
  const server = await startServer({ databaseUrl, dataDir: scratch, log });
  try {
    const seed = await seedContest(databaseUrl);
    const session = await fetch(`${server.baseUrl}/api/contests/judge/session/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: seed.token, code: '246810' }),
    });
    const { token } = (await session.json()) as { token: string };

    log(`Opening ${SUBSCRIBERS} event streams…`);
    const subscribers: Subscriber[] = [];
    for (let i = 0; i < SUBSCRIBERS; i += 100) {
      subscribers.push(...(await Promise.all(Array.from({ length: Math.min(100, SUBSCRIBERS - i) }, () => subscribe(server.baseUrl)))));
    }
    const counters = async () => (await (await fetch(`${server.baseUrl}/api/bench/contest-live/`)).json()) as { computations: number; subscribers: number };
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = await counters();
    log(`Server counts ${before.subscribers} subscribers; posting ${RESULTS} results, one per second…`);

    const rows: { version: number; received: number; within2s: number; p50: number; p95: number; max: number }[] = [];
    for (let i = 0; i < RESULTS; i++) {
      const sentAt = performance.now();
      const response = await fetch(`${server.baseUrl}/api/contests/${seed.contest}/results/${randomUUID()}/`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          competitorId: seed.competitors[i % seed.competitors.length],
          boulderId: seed.boulders[i % seed.boulders.length],
          attempts: 2,
          zoneAttempt: 1,
          topAttempt: 2,
        }),
      });
      if (response.status !== 200) throw new Error(`result answered ${response.status}: ${await response.text()}`);
      const version = Number(
        (await (await fetch(`${server.baseUrl}/api/public/contests/${SLUG}/ranking/`, { method: 'HEAD' })).headers.get('etag'))?.match(/-(\d+)"$/)?.[1],
      );
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (performance.now() - sentAt))));
      const delays = subscribers.map((s) => (s.arrivals.get(version) ?? Infinity) - sentAt).sort((a, b) => a - b);
      const received = delays.filter(Number.isFinite).length;
      rows.push({
        version,
        received,
        within2s: delays.filter((d) => d <= 2000).length,
        p50: percentile(delays, 50),
        p95: percentile(delays, 95),
        max: delays.at(-1)!,
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = await counters();
    // Late arrivals (after the 1 s slot) are counted now.
    for (const row of rows) {
      const delays = subscribers.map((s) => s.arrivals.get(row.version)).filter((at): at is number => at !== undefined);
      row.received = delays.length;
    }
    const all = rows.flatMap((row) => [row.p50, row.p95, row.max]);
    console.log(`\n${SUBSCRIBERS} subscribers on one server process, ${RESULTS} results (one per second)\n`);
    console.log('version  received  within 2 s   p50 ms   p95 ms   max ms');
    for (const row of rows) {
      console.log(
        `${String(row.version).padStart(7)}  ${String(row.received).padStart(8)}  ${String(row.within2s).padStart(10)}  ` +
          `${row.p50.toFixed(0).padStart(7)}  ${row.p95.toFixed(0).padStart(7)}  ${row.max.toFixed(0).padStart(7)}`,
      );
    }
    const worst = Math.max(...all.filter(Number.isFinite));
    console.log(`\nEvery signal within 2 s: ${rows.every((row) => row.within2s === SUBSCRIBERS) ? 'yes' : 'no'} (slowest ${worst.toFixed(0)} ms)`);
    console.log(`Rankings computed: ${after.computations - before.computations} for ${RESULTS} changes`);
    for (const s of subscribers) s.close();
  } finally {
    await server.stop();
    await stopPostgres();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
