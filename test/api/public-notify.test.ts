/**
 * The landing page's notify form (docs/product.md › Public pages: validation; Public pages: calls; Public pages: errors) and its partner gym list.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { notifyErrorResponseSchema, partnerGymsResponseSchema } from '../../src/shared/contract/public';
import { rateLimitKey } from '../../src/server/repositories/rate-limits-repository';
import { NOTIFY_MAX_PER_IP_PER_HOUR } from '../../src/server/services/notify-service';
import { useTestApp } from '../helpers/app';
import { anonymous, write, type TestBrowser } from '../helpers/session';

const t = useTestApp();
let q: (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;
let visitor: TestBrowser;

const URL = '/api/potentialnewuser/';

beforeAll(async () => {
  q = async (text, values) => (await t.database.db.$client.query(text, values as unknown[])).rows;
  await q(
    `insert into partner_gyms (id, name, city) values
       ('climb-up-lyon', 'Climb Up Lyon', 'Lyon'),
       ('le-mur-etoile', 'Le Mur Étoile', 'Paris'),
       ('elan-escalade', 'Élan Escalade', 'Nantes'),
       ('arkose-nation', 'Arkose Nation', 'Paris')`,
  );
  visitor = await anonymous(t.app, { remoteAddress: '198.51.100.1' });
});
describe('GET /api/gyms/partners/', () => {
  it('lists the partner gyms by name in French order, with id and name only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/gyms/partners/' });
    expect(response.statusCode).toBe(200);
    expect(partnerGymsResponseSchema.parse(response.json())).toEqual([
      { id: 'arkose-nation', name: 'Arkose Nation' },
      { id: 'climb-up-lyon', name: 'Climb Up Lyon' },
      // 'É' sorts with 'E', not after 'Z' as a byte order would put it.
      { id: 'elan-escalade', name: 'Élan Escalade' },
      { id: 'le-mur-etoile', name: 'Le Mur Étoile' },
    ]);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const again = await t.app.inject({ method: 'GET', url: '/api/gyms/partners/', headers: { 'if-none-match': response.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });
});

describe('POST /api/potentialnewuser/', () => {
  it('records the e-mail lowercased and trimmed, the partner gym and the IP, and answers 201', async () => {
    const response = await write(visitor, URL, { climbing_gym: '  le mur  ETOILE ', email: '  Julie.Martin@Exemple.FR ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(response.json().message.length).toBeGreaterThan(10);
    const rows = await q('select email, climbing_gym, partner_gym_id, host(ip) as ip from potential_new_users');
    expect(rows).toEqual([{ email: 'julie.martin@exemple.fr', climbing_gym: 'le-mur-etoile', partner_gym_id: 'le-mur-etoile', ip: '198.51.100.1' }]);
  });

  it('accepts the gym by its id too, case-insensitively', async () => {
    const response = await write(visitor, URL, { climbing_gym: 'Climb-Up-Lyon', email: 'julie.martin@exemple.fr' });
    expect(response.statusCode).toBe(201);
    expect(await q(`select partner_gym_id from potential_new_users where email = 'julie.martin@exemple.fr' order by id`)).toEqual([
      { partner_gym_id: 'le-mur-etoile' },
      { partner_gym_id: 'climb-up-lyon' },
    ]);
  });

  it('answers a repeated sign-up like a new one and stores nothing, so the form reveals nothing', async () => {
    const first = await write(visitor, URL, { climbing_gym: 'Arkose Nation', email: 'repete@exemple.fr' });
    const again = await write(visitor, URL, { climbing_gym: 'arkose-nation', email: ' REPETE@exemple.fr' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await q(`select email, partner_gym_id from potential_new_users where email = 'repete@exemple.fr'`)).toEqual([
      { email: 'repete@exemple.fr', partner_gym_id: 'arkose-nation' },
    ]);
    // Two at once: still one row, both answered 201.
    const both = await Promise.all([0, 1].map(() => write(visitor, URL, { climbing_gym: 'Élan Escalade', email: 'double@exemple.fr' })));
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    expect((await q(`select count(*)::int as n from potential_new_users where email = 'double@exemple.fr'`))[0]!.n).toBe(1);
  });

  it.each(['julie\u0000@exemple.fr', 'julie@exemple.fr\u0000', 'ju\u0007lie@exemple.fr', 'julie@exem\u007fple.fr'])(
    'refuses the control characters of %j with the spec message, stores nothing',
    async (email) => {
      const response = await write(visitor, URL, { climbing_gym: 'Arkose Nation', email });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        email: ["Le format de l'adresse email est incorrect"],
        error: "Le format de l'adresse email est incorrect",
        code: 'bad_request',
      });
      expect((await q(`select count(*)::int as n from potential_new_users where email like 'julie%' and email <> 'julie.martin@exemple.fr'`))[0]!.n).toBe(0);
    },
  );

  it('refuses a gym name holding a NUL as an unknown gym', async () => {
    const response = await write(visitor, URL, { climbing_gym: 'Arkose\u0000Nation', email: 'nul@exemple.fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json().climbing_gym).toEqual(['Cette salle ne fait pas partie de la liste.']);
  });

  it('answers the spec messages for a bad or missing e-mail in an email array', async () => {
    const invalid = await write(visitor, URL, { climbing_gym: 'Arkose Nation', email: 'julie@exemple' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      email: ["Le format de l'adresse email est incorrect"],
      error: "Le format de l'adresse email est incorrect",
      code: 'bad_request',
    });
    for (const email of ['', '   ', undefined]) {
      const missing = await write(visitor, URL, { climbing_gym: 'Arkose Nation', email });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().email).toEqual(["Tu n'as pas renseigne ton adresse email"]);
    }
  });

  it('refuses a missing or unknown gym with a climbing_gym array', async () => {
    const missing = await write(visitor, URL, { climbing_gym: ' ', email: 'paul@exemple.fr' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      climbing_gym: ["Tu n'as pas renseigné de salle"],
      error: "Tu n'as pas renseigné de salle",
      code: 'bad_request',
    });
    const both = notifyErrorResponseSchema.parse((await write(visitor, URL, {})).json());
    expect(both.climbing_gym).toEqual(["Tu n'as pas renseigné de salle"]);
    expect(both.email).toEqual(["Tu n'as pas renseigne ton adresse email"]);

    const unknown = await write(visitor, URL, { climbing_gym: 'Salle Imaginaire', email: 'paul@exemple.fr' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      climbing_gym: ['Cette salle ne fait pas partie de la liste.'],
      error: 'Cette salle ne fait pas partie de la liste.',
      code: 'bad_request',
    });
    // A part of a name is not a gym.
    expect((await write(visitor, URL, { climbing_gym: 'Arkose', email: 'paul@exemple.fr' })).statusCode).toBe(400);
  });

  it('answers 400 in French for a body that is not the form', async () => {
    const response = await write(visitor, URL, { climbing_gym: 42, email: ['a'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/invalide/);
  });

  it('needs the anti-forgery header', async () => {
    const response = await t.app.inject({ method: 'POST', url: URL, payload: { climbing_gym: 'Arkose Nation', email: 'sans.jeton@exemple.fr' } });
    expect(response.statusCode).toBe(403);
    expect(await q(`select 1 from potential_new_users where email = 'sans.jeton@exemple.fr'`)).toEqual([]);
  });

  it(`accepts ${NOTIFY_MAX_PER_IP_PER_HOUR} sign-ups per IP and hour, then answers 429`, async () => {
    const crowd = await anonymous(t.app, { remoteAddress: '203.0.113.7' });
    for (let i = 0; i < NOTIFY_MAX_PER_IP_PER_HOUR; i += 1) {
      const response = await write(crowd, URL, { climbing_gym: 'Arkose Nation', email: `personne${i}@exemple.fr` });
      expect(response.statusCode, `sign-up ${i + 1}`).toBe(201);
    }
    const over = await write(crowd, URL, { climbing_gym: 'Arkose Nation', email: 'une.de.trop@exemple.fr' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ error: "Trop d'inscriptions depuis ta connexion. Réessaie dans une heure.", code: 'too_many_requests' });
    expect(await q(`select 1 from potential_new_users where email = 'une.de.trop@exemple.fr'`)).toEqual([]);
    // Another address is not affected, and the count is kept in the database until its hour ends.
    await q(`update rate_limits set expire = 0 where key = $1`, [rateLimitKey('notifySignUpsAddress', '203.0.113.7')]);
    expect((await write(crowd, URL, { climbing_gym: 'Arkose Nation', email: 'une.de.trop@exemple.fr' })).statusCode).toBe(201);
    expect((await write(visitor, URL, { climbing_gym: 'Arkose Nation', email: 'autre@exemple.fr' })).statusCode).toBe(201);
  });

  it('answers 429 after 60 posts from one address in an hour, valid or not', async () => {
    const prober = await anonymous(t.app, { remoteAddress: '203.0.113.60' });
    for (let i = 0; i < 60; i++) expect((await write(prober, URL, { climbing_gym: `Salle ${i}`, email: 'x@exemple.fr' })).statusCode).toBe(400);
    const over = await write(prober, URL, { climbing_gym: 'Arkose Nation', email: 'sonde@exemple.fr' });
    expect(over.statusCode).toBe(429);
    expect(await q(`select 1 from potential_new_users where email = 'sonde@exemple.fr'`)).toEqual([]);
  });

  it('keeps the limit when the sign-ups arrive all at once', async () => {
    const burst = await anonymous(t.app, { remoteAddress: '203.0.113.99' });
    const responses = await Promise.all(
      Array.from({ length: NOTIFY_MAX_PER_IP_PER_HOUR + 5 }, (_, i) => write(burst, URL, { climbing_gym: 'climb-up-lyon', email: `rafale${i}@exemple.fr` })),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(NOTIFY_MAX_PER_IP_PER_HOUR);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect((await q(`select count(*)::int as n from potential_new_users where host(ip) = '203.0.113.99'`))[0]!.n).toBe(NOTIFY_MAX_PER_IP_PER_HOUR);
  });
});

describe('contest pages without their contest', () => {
  it('answer 404 with a French message', async () => {
    for (const url of [
      '/api/contestwebview/',
      '/api/contestminorwebview/',
      '/api/contestwebviewsametime/',
      '/api/aleasorting/',
      '/api/Soir%C3%A9eSp%C3%A9cialeLancement/',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: "Ce concours n'existe pas.", code: 'not_found' });
    }
  });

  it('answer 404 when the slug holds a contest of another kind', async () => {
    await q(`insert into contests (slug, name, kind, starts_at) values ('contest', 'Mauvais type', 'draw', now())`);
    expect((await t.app.inject({ method: 'GET', url: '/api/contestwebview/' })).statusCode).toBe(404);
  });
});
