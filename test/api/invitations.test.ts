/** Staff invitations by e-mail (docs/product.md › Going live: invitations): send, list, resend, cancel, accept, and their limits. */
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { INVITATION_MESSAGES as M } from '../../src/shared/contract/invitations';
import { useTestApp } from '../helpers/app';
import { createGym, createUser, TEST_PASSWORD } from '../helpers/fixtures';
import { linkFromMail, MemoryMailer } from '../helpers/mailer';
import { anonymous, login, sessionOf, write, type TestBrowser } from '../helpers/session';

const PUBLIC_URL = 'https://gaston.example.fr';
const NEW_PASSWORD = 'Nouvelle-Recrue1!';
const mailer = new MemoryMailer();
const t = useTestApp({ env: { PUBLIC_URL }, mailer });

interface World {
  gym: number;
  otherGym: number;
  strangerGym: number;
  admin: TestBrowser;
  secondAdmin: TestBrowser;
  setter: TestBrowser;
}
let w: World;
let n = 0;
const fresh = () => `recrue${++n}-${Date.now()}@test.fr`;

beforeEach(async () => {
  mailer.sent = [];
  const db = t.database.db;
  const [gym, otherGym, strangerGym] = [await createGym(db), await createGym(db), await createGym(db)];
  const admin = await createUser(db, {
    staff: [
      { gymId: gym.id, isAdmin: true, accessTypes: ['chief_route_setter'] },
      { gymId: otherGym.id, accessTypes: ['route_setter'] },
    ],
  });
  const secondAdmin = await createUser(db, { staff: [{ gymId: gym.id, isAdmin: true }] });
  const setter = await createUser(db, { staff: [{ gymId: gym.id, accessTypes: ['route_setter'] }] });
  w = {
    gym: gym.id,
    otherGym: otherGym.id,
    strangerGym: strangerGym.id,
    admin: await sessionOf(t.app, admin.id),
    secondAdmin: await sessionOf(t.app, secondAdmin.id),
    setter: await sessionOf(t.app, setter.id),
  };
});

const invite = (from: TestBrowser, body: Record<string, unknown>, gymId = w.gym) =>
  write(from, `/api/gyms/${gymId}/invitations/`, { roles: ['route_setter'], gymIds: [gymId], ...body });
const tokenOf = (index = -1) => linkFromMail(mailer.sent.at(index)!).pathname.split('/').pop()!;
const byToken = (token: string, from?: TestBrowser) => (from ?? t.app).inject({ method: 'GET', url: `/api/invitations/by-token/${token}/` });
const accept = (
  from: TestBrowser,
  token: string,
  body: Record<string, unknown> = { firstName: 'Léa', lastName: 'Martin', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
) => write(from, `/api/invitations/by-token/${token}/accept/`, body);

describe('sending an invitation', () => {
  it('mails a 7-day link to /invitation/{token}, lists it as pending, and the new account joins with exactly those rights', async () => {
    const email = fresh();
    const sent = await invite(w.admin, { email: `  ${email.toUpperCase()} `, roles: ['route_setter', 'marketing_staff'] });
    expect(sent.statusCode).toBe(201);
    const { id, expiresAt } = sent.json() as { id: number; expiresAt: string };
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(mailer.sent).toHaveLength(1);
    const link = linkFromMail(mailer.sent[0]!);
    expect(link.origin + link.pathname).toMatch(new RegExp(`^${PUBLIC_URL}/invitation/[A-Za-z0-9_-]{20,}$`));
    expect(mailer.sent[0]!.to).toBe(email);

    const listed = await w.admin.inject({ method: 'GET', url: `/api/gyms/${w.gym}/invitations/` });
    expect(listed.json()).toEqual([
      expect.objectContaining({
        id,
        email,
        roles: ['marketing_staff', 'route_setter'],
        admin: false,
        gyms: [expect.objectContaining({ id: w.gym })],
        expiresAt,
      }),
    ]);

    const token = tokenOf();
    const info = await byToken(token);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ email, accountExists: false, admin: false, gyms: [{ id: w.gym }] });

    const visitor = await anonymous(t.app);
    const accepted = await accept(visitor, token);
    expect(accepted.statusCode).toBe(200);
    const { uuid } = accepted.json() as { uuid: string };
    // Signed in at once: the new member reads the gym they joined, and can sign in again with the password.
    const gyms = await visitor.inject({ method: 'GET', url: `/api/routesettergyms/${uuid}/` });
    expect(gyms.json()).toEqual([expect.objectContaining({ id: w.gym })]);
    await login(t.app, email, NEW_PASSWORD);
    const [row] = (await t.database.db.execute(sql`select s.access_types, s.is_admin from gym_staff s join users u on u.id = s.user_id where u.uuid = ${uuid}`))
      .rows;
    expect(row).toEqual({ access_types: ['marketing_staff', 'route_setter'], is_admin: false });

    // Used: a second click, the list and the page all say so.
    expect((await accept(await anonymous(t.app), token)).statusCode).toBe(410);
    expect((await byToken(token)).json()).toMatchObject({ error: M.noLongerValid });
    expect((await w.admin.inject({ method: 'GET', url: `/api/gyms/${w.gym}/invitations/` })).json()).toEqual([]);
  });

  it('refuses a gym or a right the sender lacks (403), another gym (404), a setter (403), and a bad body (400 naming the field)', async () => {
    expect((await invite(w.admin, { email: fresh(), gymIds: [w.gym, w.otherGym] })).statusCode).toBe(403);
    expect((await invite(w.admin, { email: fresh(), gymIds: [w.strangerGym] })).json()).toMatchObject({ error: M.beyondYourGyms });
    expect((await invite(w.admin, { email: fresh() }, w.strangerGym)).statusCode).toBe(404);
    expect((await invite(w.setter, { email: fresh() })).statusCode).toBe(403);
    const bad = await invite(w.admin, { email: 'pas-une-adresse' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/E-mail/);
    const noRight = await invite(w.admin, { email: fresh(), roles: [], admin: false });
    expect(noRight.statusCode).toBe(400);
    expect(noRight.json().error).toContain("Types d'accès");
    expect(mailer.sent).toHaveLength(0);
    expect((await w.setter.inject({ method: 'GET', url: `/api/gyms/${w.gym}/invitations/` })).statusCode).toBe(403);
  });

  it('answers 409 for someone already in the team, and for another invitation pending to the same address', async () => {
    const member = await createUser(t.database.db, { staff: [{ gymId: w.gym, accessTypes: ['marketing_staff'] }] });
    const already = await invite(w.admin, { email: member.email });
    expect(already.statusCode).toBe(409);
    expect(already.json()).toMatchObject({ error: M.alreadyInTeam });
    const email = fresh();
    expect((await invite(w.admin, { email })).statusCode).toBe(201);
    const other = await invite(w.admin, { email, roles: ['chief_route_setter'] });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ error: M.alreadyPending });
  });

  it('a replayed request, or two admins inviting the same address at once, make one invitation and one mail', async () => {
    const email = fresh();
    const [a, b] = await Promise.all([invite(w.admin, { email }), invite(w.secondAdmin, { email })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
    const replay = await invite(w.admin, { email });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().id).toBe(a.json().id);
    expect(mailer.sent).toHaveLength(1);
    const rows = (await t.database.db.execute(sql`select count(*)::int as n from gym_invitations where email = ${email}`)).rows;
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('writes nothing when the mail cannot be sent (503), so that the next try works', async () => {
    const email = fresh();
    mailer.failing = true;
    try {
      expect((await invite(w.admin, { email })).statusCode).toBe(503);
    } finally {
      mailer.failing = false;
    }
    expect((await t.database.db.execute(sql`select count(*)::int as n from gym_invitations where email = ${email}`)).rows).toEqual([{ n: 0 }]);
    expect((await invite(w.admin, { email })).statusCode).toBe(201);
  });
});

describe('the link', () => {
  it('expires after 7 days (410 on the page and on accept)', async () => {
    const email = fresh();
    await invite(w.admin, { email });
    await t.database.db.execute(sql`update gym_invitations set expires_at = now() - interval '1 second' where email = ${email}`);
    const token = tokenOf();
    expect((await byToken(token)).statusCode).toBe(410);
    expect((await accept(await anonymous(t.app), token)).statusCode).toBe(410);
    expect((await t.database.db.execute(sql`select count(*)::int as n from users where email = ${email}`)).rows).toEqual([{ n: 0 }]);
  });

  it("'Renvoyer' mails a new link and kills the old one; 'Annuler' kills the link and empties the list", async () => {
    const email = fresh();
    const { id } = (await invite(w.admin, { email })).json() as { id: number };
    const first = tokenOf();
    const resent = await write(w.admin, `/api/invitations/${id}/resend/`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ id });
    expect(mailer.sent).toHaveLength(2);
    const second = tokenOf();
    expect(second).not.toBe(first);
    expect((await byToken(first)).statusCode).toBe(410);
    expect((await byToken(second)).statusCode).toBe(200);

    // Two 'Renvoyer' at once: two mails, and the link of the last one written is the one that works.
    const [a, b] = await Promise.all([write(w.admin, `/api/invitations/${id}/resend/`), write(w.admin, `/api/invitations/${id}/resend/`)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(mailer.sent).toHaveLength(4);
    const working = await Promise.all([tokenOf(-2), tokenOf(-1)].map(async (token) => (await byToken(token)).statusCode));
    expect(working.sort()).toEqual([200, 410]);
    expect((await byToken(second)).statusCode).toBe(410);

    expect((await write(w.setter, `/api/invitations/${id}/`, undefined, 'DELETE')).statusCode).toBe(404);
    const live = (await byToken(tokenOf(-1))).statusCode === 200 ? tokenOf(-1) : tokenOf(-2);
    expect((await write(w.admin, `/api/invitations/${id}/`, undefined, 'DELETE')).statusCode).toBe(204);
    expect((await byToken(live)).statusCode).toBe(410);
    expect((await write(w.admin, `/api/invitations/${id}/`, undefined, 'DELETE')).statusCode).toBe(404);
    expect((await write(w.admin, `/api/invitations/${id}/resend/`)).statusCode).toBe(404);
    expect((await w.admin.inject({ method: 'GET', url: `/api/gyms/${w.gym}/invitations/` })).json()).toEqual([]);
  });

  it('two accepts at once: one account, the other click finds the link used', async () => {
    await invite(w.admin, { email: fresh() });
    const token = tokenOf();
    const [a, b] = await Promise.all([accept(await anonymous(t.app), token), accept(await anonymous(t.app), token)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 410]);
  });

  it('refuses a weak password or a wrong confirmation, naming the field, and creates nothing', async () => {
    const email = fresh();
    await invite(w.admin, { email });
    const token = tokenOf();
    const weak = await accept(await anonymous(t.app), token, { firstName: 'Léa', lastName: 'Martin', password: 'court', confirmPassword: 'court' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toContain('Mot de passe');
    const mismatch = await accept(await anonymous(t.app), token, { firstName: 'Léa', lastName: 'Martin', password: NEW_PASSWORD, confirmPassword: 'autre' });
    expect(mismatch.json().error).toContain('Confirmation');
    const missing = await accept(await anonymous(t.app), token, {});
    expect(missing.statusCode).toBe(400);
    expect((await t.database.db.execute(sql`select count(*)::int as n from users where email = ${email}`)).rows).toEqual([{ n: 0 }]);
    expect((await byToken(token)).statusCode).toBe(200);
  });

  it('an existing account joins after signing in with that address; another account is refused', async () => {
    const climber = await createUser(t.database.db, { firstName: 'Sam' });
    await invite(w.admin, { email: climber.email, roles: ['marketing_staff'], admin: true });
    const token = tokenOf();
    expect((await byToken(token)).json()).toMatchObject({ accountExists: true, admin: true });
    const notSignedIn = await accept(await anonymous(t.app), token, {});
    expect(notSignedIn.statusCode).toBe(401);
    expect(notSignedIn.json()).toMatchObject({ error: M.signInFirst });
    const someoneElse = await signInOnInvitationPage((await createUser(t.database.db)).email);
    expect((await accept(someoneElse, token, {})).statusCode).toBe(403);

    // The page signs in with the account's address the way the climbers' app does (a climber has no back-office access yet).
    const signedIn = await signInOnInvitationPage(climber.email);
    const joined = await accept(signedIn, token, {});
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toEqual({ uuid: climber.uuid });
    const gyms = await signedIn.inject({ method: 'GET', url: `/api/routesettergyms/${climber.uuid}/` });
    expect(gyms.json()).toEqual([expect.objectContaining({ id: w.gym })]);
    // Their password did not change.
    await login(t.app, climber.email, TEST_PASSWORD);
    const journal = await t.database.db.execute(sql`select action, kind from audit_log where entity = 'gym_staff' and entity_id = ${climber.uuid}`);
    expect(journal.rows).toEqual([{ action: 'add_staff', kind: 'rights' }]);
  });
});

describe('rights taken back', () => {
  it("removing someone's last right on a gym ends their back-office access to it at their next request", async () => {
    const member = await createUser(t.database.db, { staff: [{ gymId: w.gym, accessTypes: ['route_setter'] }] });
    const session = await login(t.app, member.email, TEST_PASSWORD);
    const infoUrl = `/api/routesettergymonlyinfosspecific/${session.uuid}/${w.gym}`;
    expect((await session.inject({ method: 'GET', url: infoUrl })).statusCode).toBe(200);
    const removed = await write(w.admin, `/api/update-route-setter-infos/${await adminUuid()}/`, { userId: member.uuid, roles: ['route_setter'], gyms: [] });
    expect(removed.statusCode).toBe(200);
    expect((await session.inject({ method: 'GET', url: infoUrl })).statusCode).toBe(404);
    expect((await session.inject({ method: 'GET', url: `/api/routesettergyms/${session.uuid}/` })).json()).toEqual([]);
  });
});

async function signInOnInvitationPage(email: string): Promise<TestBrowser> {
  const browser = await anonymous(t.app);
  const response = await write(browser, '/api/v1/auth/login/', { email, password: TEST_PASSWORD });
  expect(response.statusCode).toBe(200);
  return browser;
}

async function adminUuid(): Promise<string> {
  const me = await w.admin.inject({ method: 'GET', url: '/api/v1/me/' });
  return (me.json() as { uuid: string }).uuid;
}
