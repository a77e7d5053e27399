/**
 * Web push of the new sets (docs/announcements.md): the VAPID public key (one for every process on a
 * database), a device's subscription added and removed by its climber, and an announcement's push
 * received and decrypted by a push service of the test's own: the message a tap opens, the opening
 * counted, a subscription the service says is gone removed, the staff's 'told by push' a recount.
 */
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import type { IncomingMessage, Server } from 'node:http';
import { Agent, createServer } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueAnnouncements } from '../../src/server/services/announcements-service';
import { buildTestApp, useTestApp, type TestApp } from '../helpers/app';
import { createBoulder, createDifficulty, createSector, ensureCatalog } from '../helpers/boulder-fixtures';
import { createGym, createUser, TEST_PASSWORD } from '../helpers/fixtures';
import { anonymous, login, sessionOf, type LoggedIn, type TestBrowser } from '../helpers/session';

const t = useTestApp({ env: { PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' } });
const URL_SUBSCRIPTIONS = '/api/v1/me/push-subscriptions/';

/** A push service: https (as web-push only speaks it) with a certificate of its own, which the sender's agent trusts. */
interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}
const received: Received[] = [];
let service: Server;
let serviceUrl = '';
let pushAgent: Agent;

/** A device: its key pair and auth secret, as a browser makes them. */
interface Device {
  endpoint: string;
  ecdh: ECDH;
  auth: string;
  body: { endpoint: string; keys: { p256dh: string; auth: string } };
}
function device(path: string): Device {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  const endpoint = `${serviceUrl}${path}`;
  return { endpoint, ecdh, auth, body: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } } };
}

const ids = { gym: 0, boulder: 0 };
let climber: TestBrowser;
let other: TestBrowser;
let staff: LoggedIn;
let climberId = 0;
const q = async <Row>(text: string, values: unknown[] = []) => (await t.database.db.$client.query(text, values)).rows as Row[];

beforeAll(async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'push-service-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(path.join(dir, 'cert.pem'));
  pushAgent = new Agent({ ca: cert });
  // It keeps what it receives, and answers 410 for the endpoints under /gone/.
  service = createServer({ key: readFileSync(path.join(dir, 'key.pem')), cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = request.url?.startsWith('/gone/') ? 410 : 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceUrl = `https://127.0.0.1:${(service.address() as AddressInfo).port}`;

  const db = t.database.db;
  await ensureCatalog(db);
  ids.gym = (await createGym(db, { name: 'Vertical Art' })).id;
  const sector = (await createSector(db, ids.gym, { name: 'Toit' })).id;
  const circuit = await createDifficulty(db, ids.gym, { name: 'Noir' });
  ids.boulder = await createBoulder(db, { gymId: ids.gym, sectorId: sector, difficultyId: circuit });
  const user = await createUser(db, { homeGymId: ids.gym });
  climberId = user.id;
  await q('update users set news_consent = true where id = $1', [user.id]);
  climber = await sessionOf(t.app, user.id);
  other = await sessionOf(t.app, (await createUser(db, { homeGymId: ids.gym })).id);
  const setter = await createUser(db, { staff: [{ gymId: ids.gym, accessTypes: ['route_setter'] }] });
  staff = await login(t.app, setter.email, TEST_PASSWORD);
});

afterAll(async () => {
  await new Promise((resolve) => service.close(resolve));
});

const subscriptions = (userId?: number) =>
  q<{ endpoint: string; user_id: number }>(
    `select endpoint, user_id from push_subscriptions ${userId ? 'where user_id = $1' : ''} order by id`,
    userId ? [userId] : [],
  );

describe('the VAPID public key', () => {
  it('is public, base64url, and the same for a second process on the database', async () => {
    const first = await (await anonymous(t.app)).inject({ method: 'GET', url: '/api/v1/push/public-key/' });
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json() as { publicKey: string };
    // An uncompressed P-256 point: 65 bytes starting with 4.
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(publicKey, 'base64url')[0]).toBe(4);
    let second: TestApp | undefined;
    try {
      second = await buildTestApp({ database: t.database });
      const again = await (await anonymous(second.app)).inject({ method: 'GET', url: '/api/v1/push/public-key/' });
      expect(again.json()).toEqual({ publicKey });
    } finally {
      await second?.close();
    }
    expect(await q('select count(*)::int as n from vapid_keys')).toEqual([{ n: 1 }]);
  });
});

describe('a device subscribes and unsubscribes', () => {
  it('needs a session, and names the field of a bad subscription', async () => {
    const phone = device('/anon');
    expect((await (await anonymous(t.app)).inject({ method: 'POST', url: URL_SUBSCRIPTIONS, payload: phone.body })).statusCode).toBe(401);
    const badKeys = await climber.inject({
      method: 'POST',
      url: URL_SUBSCRIPTIONS,
      payload: { endpoint: phone.endpoint, keys: { p256dh: 'court', auth: '' } },
    });
    expect(badKeys.statusCode).toBe(400);
    expect(badKeys.body).toContain('Clés de l’abonnement');
    const badEndpoint = await climber.inject({ method: 'POST', url: URL_SUBSCRIPTIONS, payload: { ...phone.body, endpoint: 'pas une adresse' } });
    expect(badEndpoint.statusCode).toBe(400);
    expect(badEndpoint.body).toContain('Adresse de l’abonnement');
    expect(await subscriptions()).toEqual([]);
  });

  it('refuses an endpoint on this machine or a private network unless configured for tests, and takes an https push service', async () => {
    let strict: TestApp | undefined;
    try {
      strict = await buildTestApp({ database: t.database });
      const browser = await sessionOf(strict.app, climberId);
      for (const endpoint of ['http://push.example.com/x', 'https://127.0.0.1/x', 'https://localhost/x', 'https://[::1]/x', 'https://intranet/x']) {
        const response = await browser.inject({ method: 'POST', url: URL_SUBSCRIPTIONS, payload: { ...device('/x').body, endpoint } });
        expect(response.statusCode, endpoint).toBe(400);
        expect(response.body).toContain('Adresse de l’abonnement');
      }
      const fcm = await browser.inject({
        method: 'POST',
        url: URL_SUBSCRIPTIONS,
        payload: { ...device('/x').body, endpoint: 'https://fcm.googleapis.com/fcm/send/abc' },
      });
      expect(fcm.statusCode, fcm.body).toBe(201);
      expect(
        (await browser.inject({ method: 'DELETE', url: URL_SUBSCRIPTIONS, payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc' } })).statusCode,
      ).toBe(204);
    } finally {
      await strict?.close();
    }
  });

  it('keeps one row per device: a replay and two at once make one; the device passes to the climber signed in last', async () => {
    const phone = device('/phone-a');
    const answers = await Promise.all([1, 2].map(() => climber.inject({ method: 'POST', url: URL_SUBSCRIPTIONS, payload: phone.body })));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect((await climber.inject({ method: 'POST', url: URL_SUBSCRIPTIONS, payload: phone.body })).statusCode).toBe(201);
    expect(await subscriptions()).toEqual([{ endpoint: phone.endpoint, user_id: climberId }]);

    const shared = device('/shared');
    await climber.inject({ method: 'POST', url: URL_SUBSCRIPTIONS, payload: shared.body });
    await other.inject({ method: 'POST', url: URL_SUBSCRIPTIONS, payload: shared.body });
    // The first climber's DELETE of a device that is no longer theirs changes nothing; its owner's removes it.
    expect((await climber.inject({ method: 'DELETE', url: URL_SUBSCRIPTIONS, payload: { endpoint: shared.endpoint } })).statusCode).toBe(204);
    expect((await subscriptions()).map((s) => s.endpoint)).toEqual([phone.endpoint, shared.endpoint]);
    expect((await other.inject({ method: 'DELETE', url: URL_SUBSCRIPTIONS, payload: { endpoint: shared.endpoint } })).statusCode).toBe(204);
    expect((await other.inject({ method: 'DELETE', url: URL_SUBSCRIPTIONS, payload: { endpoint: shared.endpoint } })).statusCode).toBe(204);
    expect(await subscriptions()).toEqual([{ endpoint: phone.endpoint, user_id: climberId }]);
    await climber.inject({ method: 'DELETE', url: URL_SUBSCRIPTIONS, payload: { endpoint: phone.endpoint } });
    expect(await subscriptions()).toEqual([]);
  });
});

describe('an announcement pushed', () => {
  it('reaches each device, decrypted by its keys; a tap opens the gym and counts; a gone device is removed', async () => {
    const phone = device('/phone');
    const gone = device('/gone/tablet');
    for (const d of [phone, gone]) expect((await climber.inject({ method: 'POST', url: URL_SUBSCRIPTIONS, payload: d.body })).statusCode).toBe(201);
    // The other climber's only device is gone: their push fails and is not counted as told.
    const theirs = device('/gone/theirs');
    await other.inject({ method: 'POST', url: URL_SUBSCRIPTIONS, payload: theirs.body });
    await q('update users set news_consent = true where id = (select user_id from push_subscriptions where endpoint = $1)', [theirs.endpoint]);

    const made = await staff.inject({
      method: 'POST',
      url: `/api/gyms/${ids.gym}/announcements/`,
      payload: { title: 'Le toit refait', boulderIds: [ids.boulder] },
    });
    expect(made.statusCode, made.body).toBe(201);
    received.length = 0;
    const done = await sendDueAnnouncements(
      { db: t.database.db, mailer: { send: async () => undefined }, config: t.config, log: t.app.log, pushAgent },
      new Date(Date.now() + 3_600_000),
    );
    expect(done).toMatchObject({ announcements: 1, pushes: 1 });

    const atPhone = received.filter((r) => r.path === '/phone');
    expect(atPhone).toHaveLength(1);
    const message = atPhone[0]!;
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(message.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    const payload = JSON.parse(ece.decrypt(message.body, { version: 'aes128gcm', privateKey: phone.ecdh, authSecret: phone.auth }).toString('utf8')) as {
      title: string;
      body: string;
      url: string;
    };
    expect(payload).toMatchObject({ title: 'Vertical Art', body: 'Le toit refait', tag: `gym-${ids.gym}` });
    expect(received.map((r) => r.path).sort()).toEqual(['/gone/tablet', '/gone/theirs', '/phone']);
    expect((await subscriptions()).map((s) => s.endpoint)).toEqual([phone.endpoint]);

    const open = await (await anonymous(t.app)).inject({ method: 'GET', url: payload.url });
    expect(open.statusCode).toBe(302);
    expect(open.headers.location).toBe(`/app/salles/${ids.gym}?tri=nouveaux`);

    const [announcement] = (await staff.inject({ method: 'GET', url: `/api/gyms/${ids.gym}/announcements/` })).json() as {
      told: { push: number };
      opened: number;
    }[];
    const [recount] = await q<{ push: number; opened: number }>(
      `select count(*) filter (where channel = 'push' and sent_at is not null)::int as push, count(*) filter (where opened_at is not null)::int as opened
       from announcement_deliveries`,
    );
    expect(announcement).toMatchObject({ told: { push: recount!.push }, opened: recount!.opened });
    expect(recount).toEqual({ push: 1, opened: 1 });

    // Sent once: a second run finds nothing to send.
    received.length = 0;
    expect(
      await sendDueAnnouncements(
        { db: t.database.db, mailer: { send: async () => undefined }, config: t.config, log: t.app.log, pushAgent },
        new Date(Date.now() + 7_200_000),
      ),
    ).toMatchObject({
      pushes: 0,
    });
    expect(received).toEqual([]);
  });
});
