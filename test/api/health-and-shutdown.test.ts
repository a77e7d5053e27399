/**
 * docs/product.md › Going live: production, health and shutdown: /healthz while the process lives; /readyz 200 only when the
 * database answers, its migrations are current and the process is not stopping; on SIGTERM, a real
 * server process ends its event streams with a retry hint, finishes a request still arriving, answers
 * no new request as ready, and exits within 10 s.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { createGym } from '../helpers/fixtures';
import { startServerProcess } from '../helpers/server-process';
import { buildTestApp, useTestApp } from '../helpers/app';

const t = useTestApp();

describe('/healthz and /readyz', () => {
  it('answers ready on a migrated database, and says why not when its migrations are behind', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');

    // One migration forgotten: this code expects more than the database has.
    const [last] = (await t.database.db.$client.query<{ id: number }>('select max(id) as id from drizzle.__drizzle_migrations')).rows;
    await t.database.db.$client.query('begin');
    const removed = await t.database.db.$client.query('delete from drizzle.__drizzle_migrations where id = $1 returning *', [last!.id]);
    await t.database.db.$client.query('commit');
    try {
      const behind = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(behind.statusCode).toBe(503);
      expect(behind.json()).toMatchObject({ status: 'migrations', applied: expect.any(Number) });
      expect(behind.json().expected).toBe(behind.json().applied + 1);
    } finally {
      const row = removed.rows[0] as { id: number; hash: string; created_at: string };
      await t.database.db.$client.query('insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)', [
        row.id,
        row.hash,
        row.created_at,
      ]);
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('is not ready when a newer release migrated the database: this code is the older one', async () => {
    const client = t.database.db.$client;
    const { rows } = await client.query<{ id: number }>(
      `insert into drizzle.__drizzle_migrations (hash, created_at) select 'newer', max(created_at) + 1 from drizzle.__drizzle_migrations returning id`,
    );
    try {
      const older = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(older.statusCode).toBe(503);
      expect(older.json()).toMatchObject({ status: 'migrations', unknown: 1 });
      expect(older.json().applied).toBe(older.json().expected);
    } finally {
      await client.query('delete from drizzle.__drizzle_migrations where id = $1', [rows[0]!.id]);
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('is not ready when the database does not answer, while /healthz still answers', async () => {
    const other = await createTestDatabase();
    const second = await buildTestApp({ database: other });
    const name = new URL(other.url).pathname.slice(1);
    const admin = t.database.db.$client;
    try {
      // The database refuses connections and drops the app's: its pool cannot reach it any more.
      await admin.query(`alter database ${name} with allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      const answer = await second.app.inject({ method: 'GET', url: '/readyz' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: 'database' });
      expect((await second.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await admin.query(`alter database ${name} with allow_connections true`);
      await second.close().catch(() => undefined);
      await other.drop();
    }
  });
});

describe('SIGTERM', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.drop());

  it('ends event streams with a retry hint, finishes the request in flight, and exits within 10 s', async () => {
    const gym = await createGym(database.db, { status: 'published' });
    await database.db.$client.query("insert into contests (slug, name, starts_at, gym_id) values ('arret-propre', 'Arrêt propre', now(), $1)", [gym.id]);
    const server = await startServerProcess({ DATABASE_URL: database.url, SESSION_SECRET: 'shutdown-test-secret-shutdown-test-secret' });
    const { port } = new URL(server.baseUrl);

    // An event stream held open, as a contest's live page holds it.
    let received = '';
    const streamEnded = new Promise<void>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/api/public/contests/arret-propre/events/' }, (response) => {
          expect(response.statusCode).toBe(200);
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (received += chunk));
          response.on('end', resolve);
          response.on('error', reject);
        })
        .on('error', reject);
    });
    while (!received.includes('retry: 3000')) await new Promise((r) => setTimeout(r, 20));

    // A slow request: its body still arriving when SIGTERM comes.
    const body = JSON.stringify({ email: 'personne@nulle-part.fr', password: 'pas-le-bon-mot-de-passe', deviceName: 'Arrêt' });
    const slowAnswer = new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/v1/auth/token/',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 20));
      setTimeout(() => request.end(body.slice(20)), 1500);
    });
    await new Promise((r) => setTimeout(r, 200));

    const sent = Date.now();
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');

    // The stream ends at once, telling the browser to come back within a second (through the proxy, elsewhere).
    await streamEnded;
    expect(Date.now() - sent).toBeLessThan(2000);
    expect(received.endsWith('retry: 1000\n\n')).toBe(true);
    // No new request is told this process is ready.
    const readiness = await fetch(`${server.baseUrl}/readyz`).then(
      (r) => r.status,
      () => 'refused',
    );
    expect(readiness).not.toBe(200);
    // The request in flight gets its real answer (a wrong password: 401), then the process exits cleanly.
    expect(await slowAnswer).toBe(401);
    expect(await exited).toBe(0);
    expect(Date.now() - sent).toBeLessThan(10_000);
  }, 60_000);
});
