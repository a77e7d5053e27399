/**
 * docs/product.md › Going live: production: /metrics (the listed series, on its own listener or behind METRICS_TOKEN, 404
 * otherwise) and the request logs (one JSON line per request with its id, route pattern, status,
 * duration and actor; never an e-mail address, password, token or cookie: a run's logs are grepped).
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { freePort } from '../../src/server/lib/free-port';
import { createLogger } from '../../src/server/logger';
import { metricsListener } from '../../src/server/plugins/metrics';
import { useTestApp } from '../helpers/app';
import { createGym, createUser, TEST_PASSWORD } from '../helpers/fixtures';
import { linkFromMail, MemoryMailer } from '../helpers/mailer';
import { anonymous, login, write } from '../helpers/session';

const TOKEN = 'jeton-de-supervision-0123456789';
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});
const mailer = new MemoryMailer();
const t = useTestApp({
  env: { METRICS_TOKEN: TOKEN, PUBLIC_URL: 'https://gaston.example.fr' },
  mailer,
  logger: createLogger(loadConfig({ ...process.env, LOG_LEVEL: 'info' }), sink),
});

const scrape = (authorization?: string) => t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('/metrics', () => {
  it('answers only to METRICS_TOKEN on the main port, with every series of the list', async () => {
    const gym = await createGym(t.database.db, { status: 'published' });
    const admin = await createUser(t.database.db, { staff: [{ gymId: gym.id, accessTypes: ['chief_route_setter'], isAdmin: true }] });
    const browser = await login(t.app, admin.email, TEST_PASSWORD);
    // Twice the same cached read: one miss, one hit.
    for (let i = 0; i < 2; i++) expect((await browser.inject({ method: 'GET', url: `/api/sectorsoverview/${browser.uuid}/${gym.id}/` })).statusCode).toBe(200);

    expect((await scrape()).statusCode).toBe(404);
    expect((await scrape('Bearer mauvais-jeton-0123456789')).statusCode).toBe(404);
    expect((await scrape(TOKEN)).statusCode).toBe(404);
    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers['set-cookie']).toBeUndefined();
    const text = answer.body;
    // Durations by route pattern (never the address), method and status.
    expect(text).toMatch(/gaston_http_request_duration_seconds_count\{route="\/api\/sectorsoverview\/:user\/:gymId\/",method="GET",status="200"\} 2/);
    expect(text).not.toContain(`/api/sectorsoverview/${browser.uuid}/`);
    expect(text).toMatch(/gaston_read_cache_requests_total\{result="miss"\} 1/);
    expect(text).toMatch(/gaston_read_cache_requests_total\{result="hit"\} 1/);
    for (const series of [
      'nodejs_eventloop_lag_seconds',
      'gaston_db_pool_connections{state="total"}',
      'gaston_db_pool_connections{state="idle"}',
      'gaston_db_pool_connections{state="waiting"}',
      'gaston_stats_drain_lag_seconds',
      'gaston_jobs_queued{state="due"}',
      'gaston_jobs_queued{state="failed"}',
      'gaston_event_stream_subscribers',
      'gaston_password_hash_queue{state="waiting"}',
      'gaston_backup_last_success_timestamp_seconds',
    ]) {
      expect(text, series).toContain(`${series} `);
    }
    expect(text).toContain('# TYPE gaston_job_failures_total counter');
    expect(text).toContain('# TYPE gaston_mails_total counter');
  });

  it('counts mails sent and the drain lag of waiting activity', async () => {
    const gym = await createGym(t.database.db, { status: 'published' });
    await t.database.db.$client.query(
      `insert into stats_queue (gym_id, user_id, day, connections, queued_at) values ($1, $2, current_date, 1, now() - interval '42 seconds')`,
      [gym.id, (await createUser(t.database.db)).id],
    );
    const browser = await anonymous(t.app, { remoteAddress: '10.9.9.9' });
    const sent = await write(browser, '/api/pro/signup/', {
      gymName: 'Bloc du Port',
      city: 'Nantes',
      firstName: 'Marion',
      lastName: 'Leroy',
      email: 'metriques@test.fr',
      password: 'Ma-Salle-2026!',
      acceptTerms: true,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await expect.poll(() => mailer.sent.length).toBeGreaterThan(0);
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(Number(/^gaston_mails_total\{result="sent"\} (\d+)$/m.exec(text)?.[1])).toBeGreaterThanOrEqual(1);
    expect(Number(/^gaston_stats_drain_lag_seconds (\S+)$/m.exec(text)?.[1])).toBeGreaterThanOrEqual(42);
    await t.database.db.$client.query('delete from stats_queue where gym_id = $1', [gym.id]);
  });

  it('has its own listener, which answers /metrics and nothing else', async () => {
    const port = await freePort();
    const app = Object.assign(Object.create(t.app) as typeof t.app, { config: { ...t.app.config, METRICS_HOST: '127.0.0.1', METRICS_PORT: port } });
    const server = await metricsListener(app, t.app.log);
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('gaston_http_request_duration_seconds');
      expect((await fetch(`http://127.0.0.1:${port}/api/csrf/`)).status).toBe(404);
    } finally {
      server?.close();
    }
  });
});

describe('request logs', () => {
  it('one line per request with its id, route pattern, status, duration and actor, and no e-mail, password, token or cookie', async () => {
    lines.length = 0;
    const gym = await createGym(t.database.db, { status: 'published' });
    const admin = await createUser(t.database.db, {
      email: 'chef.ouvreuse@salle-test.fr',
      staff: [{ gymId: gym.id, accessTypes: ['chief_route_setter'], isAdmin: true }],
    });
    const browser = await login(t.app, admin.email, TEST_PASSWORD);
    // An invitation (its token in the mailed link), opened by its token; a climber's bearer token.
    mailer.sent = [];
    const invited = await write(browser, `/api/gyms/${gym.id}/invitations/`, {
      email: 'nouvelle.recrue@salle-test.fr',
      roles: ['route_setter'],
      admin: false,
      gymIds: [gym.id],
    });
    expect(invited.statusCode).toBe(201);
    const invitationToken = linkFromMail(mailer.sent.at(-1)!).pathname.split('/').pop()!;
    expect((await t.app.inject({ method: 'GET', url: `/api/invitations/by-token/${invitationToken}/` })).statusCode).toBe(200);
    const climber = await createUser(t.database.db, { email: 'grimpeuse.secrete@test.fr' });
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token/',
      payload: { email: climber.email, password: TEST_PASSWORD, deviceName: 'Téléphone' },
    });
    expect(token.statusCode).toBe(201);
    const bearer = token.json().token as string;
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me/', headers: { authorization: `Bearer ${bearer}` } })).statusCode).toBe(200);
    // A duplicate address reaching PostgreSQL's unique index (its detail names the address).
    await createUser(t.database.db, { email: 'doublon@test.fr' }).catch(() => undefined);
    // A wrong password and a request with an address in its query string.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/auth/token/', payload: { email: climber.email, password: 'Faux-Mot-2passe', deviceName: 'x' } }))
        .statusCode,
    ).toBe(401);
    await browser.inject({ method: 'GET', url: `/api/gyms/${gym.id}/invitations/?email=nouvelle.recrue@salle-test.fr` });

    const logged = lines.join('\n');
    const cookies = Object.values(browser.cookies);
    for (const secret of [admin.email, 'nouvelle.recrue@salle-test.fr', climber.email, TEST_PASSWORD, 'Faux-Mot-2passe', invitationToken, bearer, ...cookies]) {
      expect(logged.includes(secret), `a log line holds ${secret.slice(0, 12)}…`).toBe(false);
    }
    expect(logged).not.toMatch(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/);

    const requests = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'request');
    expect(requests.length).toBeGreaterThanOrEqual(6);
    for (const line of requests) expect(Object.keys(line)).toEqual(expect.arrayContaining(['reqId', 'route', 'method', 'status', 'ms']));
    const me = requests.find((line) => line.route === '/api/v1/me/');
    expect(me).toMatchObject({ method: 'GET', status: 200, actor: climber.uuid });
    expect(requests.find((line) => line.route === '/api/invitations/by-token/:token/')).toMatchObject({ status: 200 });
  });
});
