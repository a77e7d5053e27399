/** A gym created by its owner (docs/product.md › Going live: gym sign-up): /api/pro/signup/, the mailed link, its limits. */
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { PRO_MESSAGES as M } from '../../src/shared/contract/pro';
import { useTestApp } from '../helpers/app';
import { createGym, createUser, TEST_PASSWORD } from '../helpers/fixtures';
import { linkFromMail, MemoryMailer } from '../helpers/mailer';
import { anonymous, login, write, type TestBrowser } from '../helpers/session';

const PUBLIC_URL = 'https://gaston.example.fr';
const PASSWORD = 'Ma-Salle-2026!';
const mailer = new MemoryMailer();
const t = useTestApp({ env: { PUBLIC_URL }, mailer });
let n = 0;
let browser: TestBrowser;

beforeEach(async () => {
  mailer.sent = [];
  browser = await anonymous(t.app, { remoteAddress: `10.7.${++n % 250}.${Math.floor(Math.random() * 250)}` });
});

const form = (email: string, overrides: Record<string, unknown> = {}) => ({
  gymName: 'Bloc du Port',
  city: 'La Rochelle',
  firstName: 'Marion',
  lastName: 'Leroy',
  email,
  password: PASSWORD,
  acceptTerms: true,
  ...overrides,
});
const signup = (body: unknown, from = browser) => write(from, '/api/pro/signup/', body);
const confirm = (token: string, from = browser) => write(from, `/api/pro/confirm/${token}/`);
const tokenOf = (index = -1) => linkFromMail(mailer.sent.at(index)!).pathname.split('/').pop()!;
const count = async (query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)).rows[0] as { n: number }).n;

describe('owner sign-up', () => {
  it('mails a 24-hour link; confirming creates the account, a draft gym with the couleurs template, its rights, and signs in', async () => {
    const email = `marion${n}@port.fr`;
    const sent = await signup(form(`  ${email.toUpperCase()} `, { gymName: '  Bloc   du Port ' }));
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ message: M.signupSent });
    expect(mailer.sent).toHaveLength(1);
    const link = linkFromMail(mailer.sent[0]!);
    expect(link.href).toMatch(new RegExp(`^${PUBLIC_URL}/pro/confirmation/[A-Za-z0-9_-]{20,}$`));
    expect(await count(sql`select count(*)::int as n from users where email = ${email}`)).toBe(0);

    const confirmed = await confirm(tokenOf());
    expect(confirmed.statusCode).toBe(200);
    const { uuid, gymId, gymName } = confirmed.json() as { uuid: string; gymId: number; gymName: string };
    expect(gymName).toBe('Bloc du Port');
    const [gym] = (await t.database.db.execute(sql`select name, city, status from gyms where id = ${gymId}`)).rows;
    expect(gym).toEqual({ name: 'Bloc du Port', city: 'La Rochelle', status: 'draft' });
    expect(await count(sql`select count(*)::int as n from gym_difficulties where gym_id = ${gymId}`)).toBe(7);
    const [staff] = (
      await t.database.db.execute(sql`select s.access_types, s.is_admin from gym_staff s join users u on u.id = s.user_id where u.uuid = ${uuid}`)
    ).rows;
    expect(staff).toEqual({ access_types: ['chief_route_setter'], is_admin: true });
    // Signed in on this browser, and with the form's password later.
    const info = await browser.inject({ method: 'GET', url: `/api/routesettergymonlyinfosspecific/${uuid}/${gymId}` });
    expect(info.json()[0]).toMatchObject({ id: gymId, status: 'draft', is_admin: true });
    await login(t.app, email, PASSWORD);

    // Used once.
    const again = await confirm(tokenOf(), await anonymous(t.app));
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ error: M.linkInvalid });
  });

  it('answers the same for an address that has an account, whose password then stays', async () => {
    const existing = await createUser(t.database.db, { email: `deja${n}@port.fr`, emailConfirmed: false });
    const sent = await signup(form(existing.email, { password: 'Autre-Mot2passe!' }));
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ message: M.signupSent });
    const confirmed = await confirm(tokenOf());
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().uuid).toBe(existing.uuid);
    await login(t.app, existing.email, TEST_PASSWORD);
    // The link proved the address.
    expect(await count(sql`select count(*)::int as n from users where id = ${existing.id} and email_confirmed_at is not null`)).toBe(1);
  });

  it('a new sign-up of the same address kills the older link; a replayed one sends nothing more', async () => {
    const email = `double${n}@port.fr`;
    expect((await signup(form(email))).statusCode).toBe(201);
    expect((await signup(form(email))).statusCode).toBe(201);
    expect(mailer.sent).toHaveLength(1);
    const first = tokenOf();
    expect((await signup(form(email, { gymName: 'Autre nom' }))).statusCode).toBe(201);
    expect(mailer.sent).toHaveLength(2);
    expect((await confirm(first)).statusCode).toBe(410);
    const confirmed = await confirm(tokenOf());
    expect(confirmed.json().gymName).toBe('Autre nom');
  });

  it('two identical sign-ups at once send one mail and leave one pending link', async () => {
    const email = `ensemble${n}@port.fr`;
    const [a, b] = await Promise.all([signup(form(email)), signup(form(email), await anonymous(t.app))]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(mailer.sent).toHaveLength(1);
    expect(await count(sql`select count(*)::int as n from pro_signups where email = ${email}`)).toBe(1);
  });

  it('two confirmations at once make one gym', async () => {
    const email = `clic${n}@port.fr`;
    await signup(form(email));
    const token = tokenOf();
    const [a, b] = await Promise.all([confirm(token), confirm(token, await anonymous(t.app))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 410]);
    expect(
      await count(
        sql`select count(*)::int as n from gyms where name = 'Bloc du Port' and id in (select gym_id from gym_staff s join users u on u.id =
          s.user_id where u.email = ${email})`,
      ),
    ).toBe(1);
  });

  it('refuses a fourth sign-up of an address in a day (429), and a sixth draft gym (409)', async () => {
    const email = `limite${n}@port.fr`;
    for (const name of ['Un', 'Deux', 'Trois']) expect((await signup(form(email, { gymName: name }))).statusCode).toBe(201);
    const fourth = await signup(form(email, { gymName: 'Quatre' }));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ error: M.tooManySignups });

    const owner = await createUser(t.database.db, { email: `brouillons${n}@port.fr` });
    for (let i = 0; i < 5; i++) {
      const gym = await createGym(t.database.db, { status: 'draft' });
      await t.database.db.execute(
        sql`insert into gym_staff (gym_id, user_id, access_types, is_admin) values (${gym.id}, ${owner.id}, '{chief_route_setter}', true)`,
      );
    }
    await signup(form(owner.email, { gymName: 'Sixième' }));
    const refused = await confirm(tokenOf());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: M.tooManyDrafts });
    expect(await count(sql`select count(*)::int as n from gyms where name = 'Sixième'`)).toBe(0);
  });

  it('refuses a bad form with the field named by its label, writing and sending nothing', async () => {
    const email = `mauvais${n}@port.fr`;
    for (const [override, label] of [
      [{ gymName: '' }, 'Nom de la salle'],
      [{ city: ' ' }, 'Ville'],
      [{ password: 'court' }, 'Mot de passe'],
      [{ acceptTerms: false }, "J'accepte les conditions générales"],
      [{ email: 'pas-une-adresse' }, 'E-mail'],
    ] as const) {
      const response = await signup(form(email, override));
      expect(response.statusCode, label).toBe(400);
      expect(response.json().error, label).toContain(`« ${label} »`);
    }
    expect(mailer.sent).toHaveLength(0);
    expect(await count(sql`select count(*)::int as n from pro_signups where email = ${email}`)).toBe(0);
    expect((await confirm('inconnu')).statusCode).toBe(410);
  });
});
