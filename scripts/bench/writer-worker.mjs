// The mixed benchmark's writer, in a worker thread of its own so that the load generator's busy
// event loop does not inflate the log times it measures (see writer.ts for the protocol). Climbers
// log through the app's API as a phone does: PUT /api/v1/ascents/{clientId}/ with a bearer token.
import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';

const { url, gymId, perSecond, baseUrl, password } = workerData;
const pool = new pg.Pool({ connectionString: url, max: 2 });
pool.on('error', () => undefined);

/**
 * Enough climbers to stay in the limits of docs/product.md › Climbers: validation and limits at this rate (60 logs a minute and 300 a
 * day each: at 50 logs/s, 250 climbers log 12 a minute and reach 300 after 25 minutes of writing).
 * Each token costs a password check (deliberately slow), hence not more.
 */
const CLIMBERS = Math.max(50, Math.ceil(perSecond * 5));
const TOKEN_CONCURRENCY = 4;

const boulders = (
  await pool.query("select id from boulders where gym_id = $1 and closed_at is null and created_at < now() - interval '2 hours' order by id", [gymId])
).rows.map((r) => r.id);
const candidates = (
  await pool.query(
    `select u.id, u.email from gym_climber_days d join users u on u.id = d.user_id
      where d.gym_id = $1 and d.day > current_date - 60 and u.email is not null and u.password_hash is not null and u.deleted_at is null
      group by u.id, u.email order by count(*) desc limit $2`,
    [gymId, CLIMBERS],
  )
).rows;
if (!boulders.length || !candidates.length) throw new Error(`gym ${gymId} has no active boulder or no recent climber with a password`);

/** Bearer tokens of the climbers, asked as the mobile app does (POST /api/v1/auth/token/). */
const climbers = [];
const tokenIds = [];
for (let start = 0; start < candidates.length; start += TOKEN_CONCURRENCY) {
  await Promise.all(
    candidates.slice(start, start + TOKEN_CONCURRENCY).map(async ({ id, email }) => {
      const answer = await fetch(`${baseUrl}/api/v1/auth/token/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, deviceName: 'Banc d’essai' }),
      });
      if (answer.status !== 201) return;
      const { token, id: tokenId } = await answer.json();
      climbers.push({ userId: id, authorization: `Bearer ${token}` });
      tokenIds.push(tokenId);
    }),
  );
}
if (!climbers.length) throw new Error('no climber of the bench gym could get a token with the demo password');

const clientIds = [];
let latencies = [];
/** The insert statement's own times, from the answers' Server-Timing header (insert;dur=…). */
let insertTimes = [];
const statuses = new Map();
let active = false;
let inFlight = 0;
let sequence = 0;

/**
 * A PUT on kept-alive connections with node:http, which costs this process (on the server's CPUs)
 * a fraction of what fetch does per request: the load generator's work is not the server's.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
function put(path, authorization, json) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}${path}`,
      { method: 'PUT', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json), authorization } },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode, serverTiming: response.headers['server-timing'] }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(json);
  });
}

async function logOne() {
  // More than 20 logs waiting means the server cannot keep up: skip rather than pile up.
  if (!active || inFlight > 20) return;
  inFlight++;
  const n = sequence++;
  const climber = climbers[(n * 7919) % climbers.length];
  const clientId = randomUUID();
  const body = {
    boulderId: boulders[(n * 104729) % boulders.length],
    tries: 1 + (n % 4),
    topped: n % 3 !== 0,
    loggedAt: new Date(Date.now() - (n % 90) * 60_000).toISOString(),
  };
  const started = performance.now();
  try {
    const answer = await put(`/api/v1/ascents/${clientId}/`, climber.authorization, JSON.stringify(body));
    if (active) {
      latencies.push(performance.now() - started);
      const insert = /insert;dur=([\d.]+)/.exec(answer.serverTiming ?? '');
      if (insert) insertTimes.push(Number(insert[1]));
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
    if (answer.status === 201) clientIds.push(clientId);
  } catch {
    // Counted by its absence; the report shows how many logs were timed.
  } finally {
    inFlight--;
  }
}

const timer = setInterval(() => void logOne(), 1000 / perSecond);

/** The climbers' per-minute and per-day counts (rate_limits rows), so that the next run starts fresh. */
const limitKeys = climbers.flatMap(({ userId }) => {
  const subject = createHash('sha256').update(String(userId)).digest('base64url');
  return [`ascentsMinute:${subject}`, `ascentsDay:${subject}`];
});

parentPort.on('message', async (message) => {
  if (message.type === 'active') active = message.value;
  else if (message.type === 'take') {
    parentPort.postMessage({ type: 'latencies', values: latencies, insertTimes, statuses: Object.fromEntries(statuses) });
    latencies = [];
    insertTimes = [];
    statuses.clear();
  } else if (message.type === 'stop') {
    active = false;
    clearInterval(timer);
    while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    for (let i = 0; i < clientIds.length; i += 5000) await pool.query('delete from ascents where client_id = any($1::uuid[])', [clientIds.slice(i, i + 5000)]);
    await pool.query('delete from api_tokens where id = any($1::int[])', [tokenIds]);
    await pool.query('delete from rate_limits where key = any($1::text[])', [limitKeys]);
    await pool.end();
    agent.destroy();
    parentPort.postMessage({ type: 'stopped' });
  }
});
parentPort.postMessage({ type: 'ready', climbers: climbers.length });
