// The mixed benchmark's writer, in a worker thread of its own so that the load generator's busy
// event loop does not inflate the insert times it measures (see writer.ts for the protocol).
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';

const { url, gymId, perSecond } = workerData;
const pool = new pg.Pool({ connectionString: url, max: 4 });
pool.on('error', () => undefined);

const boulders = (await pool.query('select id from boulders where gym_id = $1 and closed_at is null order by id', [gymId])).rows.map((r) => r.id);
const climbers = (
  await pool.query(
    'select user_id from gym_climber_days where gym_id = $1 and day > current_date - 60 group by user_id order by count(*) desc limit 500',
    [gymId],
  )
).rows.map((r) => r.user_id);
if (!boulders.length || !climbers.length) throw new Error(`gym ${gymId} has no active boulder or no recent climber`);

const ids = [];
let latencies = [];
let active = false;
let inFlight = 0;
let sequence = 0;

async function insertOne() {
  // More than 20 inserts waiting means the database cannot keep up: skip rather than pile up.
  if (!active || inFlight > 20) return;
  inFlight++;
  const n = sequence++;
  const started = performance.now();
  try {
    const { rows } = await pool.query(
      `insert into ascents (user_id, boulder_id, gym_id, logged_at, tries, topped)
       values ($1, $2, $3, now() - make_interval(mins => $4), $5, $6) returning id`,
      [climbers[(n * 7919) % climbers.length], boulders[(n * 104729) % boulders.length], gymId, n % 90, 1 + (n % 4), n % 3 !== 0],
    );
    if (active) latencies.push(performance.now() - started);
    ids.push(rows[0].id);
  } catch {
    // Counted by its absence; the report shows how many inserts were timed.
  } finally {
    inFlight--;
  }
}

const timer = setInterval(() => void insertOne(), 1000 / perSecond);

parentPort.on('message', async (message) => {
  if (message.type === 'active') active = message.value;
  else if (message.type === 'take') {
    parentPort.postMessage({ type: 'latencies', values: latencies, inserted: ids.length });
    latencies = [];
  } else if (message.type === 'stop') {
    active = false;
    clearInterval(timer);
    while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    for (let i = 0; i < ids.length; i += 5000) await pool.query('delete from ascents where id = any($1::bigint[])', [ids.slice(i, i + 5000)]);
    await pool.end();
    parentPort.postMessage({ type: 'stopped' });
  }
});
parentPort.postMessage({ type: 'ready' });
