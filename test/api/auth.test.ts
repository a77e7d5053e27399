import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { rateLimits, sessions } from '../../src/server/db/schema';
import { RATE_LIMITS, rateLimitKey, type RateLimitName } from '../../src/server/repositories/rate-limits-repository';
import { DEVICE_COOKIE } from '../../src/server/services/auth-service';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../../src/shared/contract/auth';
import { MESSAGES } from '../../src/shared/messages';
import { buildTestApp, useTestApp } from '../helpers/app';
import { createGym, createUser, TEST_PASSWORD, type CreatedUser } from '../helpers/fixtures';
import { anonymous, login, write, type TestBrowser } from '../helpers/session';

const t = useTestApp();
let setter: CreatedUser;
let admin: CreatedUser;
let climber: CreatedUser;

beforeAll(async () => {
  const gym1 = await createGym(t.database.db, { name: 'Block Out' });
  const gym2 = await createGym(t.database.db, { name: 'Vertical Art' });
  setter = await createUser(t.database.db, {
    email: 'ouvreur@test.fr',
    firstName: 'Léa',
    lastName: 'Martin',
    profilePicture: 'https://cdn.example.fr/lea.jpg',
    staff: [{ gymId: gym1.id, accessTypes: ['route_setter'] }],
  });
  admin = await createUser(t.database.db, {
    email: 'admin@test.fr',
    firstName: 'Hugo',
    lastName: 'Bernard',
    staff: [
      { gymId: gym1.id, accessTypes: ['route_setter'] },
      { gymId: gym2.id, accessTypes: ['chief_route_setter'], isAdmin: true },
    ],
  });
  climber = await createUser(t.database.db, { email: 'grimpeur@test.fr' });
});

/** Answers must never show internals. */
function expectNoStack(body: string) {
  expect(body).not.toMatch(/\bat .+\(.+:\d+:\d+\)|node_modules|stack/i);
}

describe('POST /api/login/', () => {
  it('logs a staff member in with an HttpOnly SameSite=Lax session cookie and a readable anti-forgery cookie', async () => {
    const browser = await anonymous(t.app);
    const response = await browser.inject({ method: 'POST', url: '/api/login/', payload: { username: '  Ouvreur@Test.FR ', password: TEST_PASSWORD } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Connexion réussie', uuid: setter.uuid });

    const session = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(session).toBeDefined();
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe('Lax');
    expect(session.path).toBe('/');
    expect(session.secure).toBeFalsy();
    const csrf = response.cookies.find((c) => c.name === CSRF_COOKIE)!;
    expect(csrf).toBeDefined();
    expect(csrf.httpOnly).toBeFalsy();
    expect(csrf.sameSite).toBe('Lax');

    // Only a keyed hash of the cookie is stored, with the new anti-forgery token.
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, setter.id));
    expect(rows.map((r) => r.idHash)).not.toContain(session.value);
    expect(rows.map((r) => r.csrfToken)).toContain(csrf.value);
  });

  it('rotates the anti-forgery token and ends the previous session of the browser at login', async () => {
    const first = await login(t.app, setter.email, TEST_PASSWORD);
    const oldSession = first.cookies[SESSION_COOKIE]!;
    const oldCsrf = first.csrfToken;
    const again = await write(first, '/api/login/', { username: setter.email, password: TEST_PASSWORD });
    expect(again.statusCode).toBe(200);
    expect(first.cookies[SESSION_COOKIE]).not.toBe(oldSession);
    expect(first.csrfToken).not.toBe(oldCsrf);

    // The old cookie no longer opens anything.
    const replay = await t.app.inject({ method: 'GET', url: `/api/routesetterinfos/${setter.uuid}`, headers: { cookie: `${SESSION_COOKIE}=${oldSession}` } });
    expect(replay.statusCode).toBe(401);
    const current = await first.inject({ method: 'GET', url: `/api/routesetterinfos/${setter.uuid}` });
    expect(current.statusCode).toBe(200);
  });

  it('answers 401 with the same text for a wrong password and an unknown e-mail', async () => {
    const browser = await anonymous(t.app, { remoteAddress: '10.1.0.1' });
    const wrong = await browser.inject({ method: 'POST', url: '/api/login/', payload: { username: setter.email, password: 'Mauvais-1!' } });
    const unknown = await browser.inject({ method: 'POST', url: '/api/login/', payload: { username: 'personne@nulle-part.fr', password: 'Mauvais-1!' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().error).toBe(MESSAGES.loginFailed);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses a climber (no gym) with 403 once the password is right, and 401 when it is wrong', async () => {
    const browser = await anonymous(t.app, { remoteAddress: '10.1.0.2' });
    const right = await browser.inject({ method: 'POST', url: '/api/login/', payload: { username: climber.email, password: TEST_PASSWORD } });
    expect(right.statusCode).toBe(403);
    expect(right.json().error).toBe(MESSAGES.notStaff);
    expect(right.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    const wrong = await browser.inject({ method: 'POST', url: '/api/login/', payload: { username: climber.email, password: 'Mauvais-1!' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe(MESSAGES.loginFailed);
  });

  it('answers 400 with French messages for a malformed body', async () => {
    const browser = await anonymous(t.app);
    const noEmail = await browser.inject({ method: 'POST', url: '/api/login/', payload: { password: 'x' } });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error).toContain(MESSAGES.emailRequired);
    const badEmail = await browser.inject({ method: 'POST', url: '/api/login/', payload: { username: 'pas-un-email', password: 'x' } });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error).toContain(MESSAGES.emailInvalid);
    const noPassword = await browser.inject({ method: 'POST', url: '/api/login/', payload: { username: setter.email, password: '' } });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().error).toContain(MESSAGES.passwordRequired);
    const notJson = await browser.inject({ method: 'POST', url: '/api/login/', headers: { 'content-type': 'application/json' }, payload: '{"username": ' });
    expect(notJson.statusCode).toBe(400);
    for (const response of [noEmail, badEmail, noPassword, notJson]) expectNoStack(response.body);
  });

  it.each(['ouvreur\u0000@test.fr', 'ouvreur@test.fr\u0000', '\u0000', 'ouv\u001freur@test.fr', 'ouvreur@te\u007fst.fr'])(
    'answers 400 "Adresse email invalide" for the control characters of %j, never a 500',
    async (username) => {
      const browser = await anonymous(t.app);
      const response = await browser.inject({ method: 'POST', url: '/api/login/', payload: { username, password: TEST_PASSWORD } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain(MESSAGES.emailInvalid);
    },
  );
});

describe('login limits', () => {
  const tryLogin = (from: TestBrowser, email: string, password: string) =>
    from.inject({ method: 'POST', url: '/api/login/', payload: { username: email, password } });
  const staffAccount = async (email: string) => createUser(t.database.db, { email, staff: [{ gymId: (await createGym(t.database.db)).id }] });
  /** Puts a counter at its limit, as that many failures would (each real one costs a password hash). */
  const fillLimit = (name: RateLimitName, subject: string) =>
    t.database.db
      .insert(rateLimits)
      .values({ key: rateLimitKey(name, subject), points: RATE_LIMITS[name].points, expire: Date.now() + 60_000 })
      .onConflictDoUpdate({ target: rateLimits.key, set: { points: RATE_LIMITS[name].points, expire: Date.now() + 60_000 } });

  it('blocks an (account, address) pair after 5 failures, and only that pair: strangers cannot lock the owner out', async () => {
    const target = await staffAccount('cible@test.fr');
    const attacker = await anonymous(t.app, { remoteAddress: '10.2.0.1' });
    for (let i = 0; i < 5; i++) expect((await tryLogin(attacker, target.email, `Mauvais-${i}!`)).statusCode).toBe(401);
    const blocked = await tryLogin(attacker, target.email, TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe(MESSAGES.tooManyLoginAttempts);
    // Refused attempts check no password and count nowhere: the blocked address cannot feed the account-wide lock.
    for (let i = 0; i < 10; i++) expect((await tryLogin(attacker, target.email, `Encore-${i}!`)).statusCode).toBe(429);
    const points = async (name: RateLimitName, subject: string) =>
      (
        await t.database.db
          .select()
          .from(rateLimits)
          .where(eq(rateLimits.key, rateLimitKey(name, subject)))
      )[0]?.points;
    expect(await points('loginAccount', target.email)).toBe(5);
    expect(await points('loginAddress', '10.2.0.1')).toBe(5);

    // The owner, from any other address, still logs in; other accounts from the attacker's address too.
    await expect(login(t.app, target.email, TEST_PASSWORD, { remoteAddress: '10.2.0.99' })).resolves.toBeDefined();
    await expect(login(t.app, setter.email, TEST_PASSWORD, { remoteAddress: '10.2.0.1' })).resolves.toBeDefined();

    // The window passes: the pair opens again, and a success ends its run of failures.
    await t.database.db.execute(sql`update rate_limits set expire = 0 where key = ${rateLimitKey('loginAccountAddress', `${target.email}\n10.2.0.1`)}`);
    await login(t.app, target.email, TEST_PASSWORD, { remoteAddress: '10.2.0.1' });
    expect(
      await t.database.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, rateLimitKey('loginAccountAddress', `${target.email}\n10.2.0.1`))),
    ).toEqual([]);
  });

  it('keeps the pair limit when the guesses arrive all at once', async () => {
    const target = await staffAccount('rafale@test.fr');
    const attacker = await anonymous(t.app, { remoteAddress: '10.2.1.1' });
    const answers = await Promise.all(Array.from({ length: 9 }, (_, i) => tryLogin(attacker, target.email, `Mauvais-${i}!`)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429]);
  });

  it("locks the account for unknown devices after 30 failures from anywhere, never the owner's known device", async () => {
    const target = await staffAccount('convoitee@test.fr');
    const ownDevice = await login(t.app, target.email, TEST_PASSWORD, { remoteAddress: '10.5.0.1' });
    const device = ownDevice.cookies[DEVICE_COOKIE];
    expect(device).toMatch(/^[\w-]+\.[\w-]+$/);
    await fillLimit('loginAccount', target.email);

    const stranger = await anonymous(t.app, { remoteAddress: '10.5.0.2' });
    const refused = await tryLogin(stranger, target.email, TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(MESSAGES.tooManyAccountLoginAttempts);

    // The owner's browser, even from a new address, is let through.
    const again = await tryLogin(ownDevice, target.email, TEST_PASSWORD);
    expect(again.statusCode).toBe(200);
    // A device cookie of another account, or a forged one, is a stranger's.
    const otherDevice = (await login(t.app, setter.email, TEST_PASSWORD, { remoteAddress: '10.5.0.3' })).cookies[DEVICE_COOKIE]!;
    for (const cookie of [otherDevice, `${device!.split('.')[0]}.forged`, 'x']) {
      const forged = await t.app.inject({
        method: 'POST',
        url: '/api/login/',
        remoteAddress: '10.5.0.4',
        headers: { ...stranger.headers(), cookie: `${stranger.headers().cookie}; ${DEVICE_COOKIE}=${cookie}` },
        payload: { username: target.email, password: TEST_PASSWORD },
      });
      expect(forged.statusCode, cookie).toBe(429);
    }
  });

  it("counts a known device's own failures against that device only", async () => {
    const target = await staffAccount('appareil@test.fr');
    const ownDevice = await login(t.app, target.email, TEST_PASSWORD, { remoteAddress: '10.6.0.1' });
    await fillLimit('loginDevice', ownDevice.cookies[DEVICE_COOKIE]!.split('.')[0]!);
    expect((await tryLogin(ownDevice, target.email, TEST_PASSWORD)).statusCode).toBe(429);
    await expect(login(t.app, target.email, TEST_PASSWORD, { remoteAddress: '10.6.0.1' })).resolves.toBeDefined();
  });

  it('blocks an address after 20 failures in 15 minutes, whatever the account', async () => {
    const ip = '10.3.0.7';
    await fillLimit('loginAddress', ip);
    const fromIp = await anonymous(t.app, { remoteAddress: ip });
    const response = await tryLogin(fromIp, admin.email, TEST_PASSWORD);
    expect(response.statusCode).toBe(429);
    expect(response.json().error).toBe(MESSAGES.tooManyLoginAttempts);
    // The same account from another address still logs in.
    await expect(login(t.app, admin.email, TEST_PASSWORD, { remoteAddress: '10.3.0.8' })).resolves.toBeDefined();
  });

  it('shares the counts with every server process, and keeps them across a restart', async () => {
    const target = await staffAccount('partage@test.fr');
    const attacker = await anonymous(t.app, { remoteAddress: '10.7.0.1' });
    for (let i = 0; i < 5; i++) expect((await tryLogin(attacker, target.email, `Mauvais-${i}!`)).statusCode).toBe(401);
    const other = await buildApp({ config: t.config, db: t.database.db, serveWebApp: false });
    try {
      const elsewhere = await anonymous(other, { remoteAddress: '10.7.0.1' });
      expect((await tryLogin(elsewhere, target.email, TEST_PASSWORD)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('anti-forgery', () => {
  it('GET /api/csrf/ sets a readable cookie and answers the same token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/csrf/' });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === CSRF_COOKIE)!;
    expect(cookie.httpOnly).toBeFalsy();
    expect(response.json()).toEqual({ csrfToken: cookie.value });
    // With a valid cookie the token is kept.
    const again = await t.app.inject({ method: 'GET', url: '/api/csrf/', headers: { cookie: `${CSRF_COOKIE}=${cookie.value}` } });
    expect(again.json()).toEqual({ csrfToken: cookie.value });
    expect(again.cookies.find((c) => c.name === CSRF_COOKIE)).toBeUndefined();
  });

  it('sets the cookie on any /api/ answer that lacks one', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/routesetterinfos/${setter.uuid}` });
    expect(response.statusCode).toBe(401);
    expect(response.cookies.find((c) => c.name === CSRF_COOKIE)?.value).toBeTruthy();
  });

  it('refuses anonymous writes without the header, with a mismatched header or with a forged token', async () => {
    const browser = await anonymous(t.app);
    const payload = { username: setter.email, password: TEST_PASSWORD };
    const cookie = `${CSRF_COOKIE}=${browser.csrfToken}`;

    const noHeader = await t.app.inject({ method: 'POST', url: '/api/login/', headers: { cookie }, payload });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json()).toEqual({ error: MESSAGES.csrfInvalid, code: 'csrf' });

    const other = await anonymous(t.app);
    const mismatch = await t.app.inject({ method: 'POST', url: '/api/login/', headers: { cookie, [CSRF_HEADER]: other.csrfToken }, payload });
    expect(mismatch.statusCode).toBe(403);

    // Cookie and header equal but not issued by the server (plain double submit is not enough).
    const forged = 'a'.repeat(43) + '.' + 'b'.repeat(43);
    const forgedResponse = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      headers: { cookie: `${CSRF_COOKIE}=${forged}`, [CSRF_HEADER]: forged },
      payload,
    });
    expect(forgedResponse.statusCode).toBe(403);

    const noCookie = await t.app.inject({ method: 'POST', url: '/api/login/', headers: { [CSRF_HEADER]: browser.csrfToken }, payload });
    expect(noCookie.statusCode).toBe(403);

    // The refusal hands out a fresh token, so the page can retry.
    expect(forgedResponse.cookies.find((c) => c.name === CSRF_COOKIE)?.value).toBeTruthy();
  });

  it("refuses a logged-in write carrying an anonymous token or another session's token", async () => {
    const mine = await login(t.app, setter.email, TEST_PASSWORD);
    const theirs = await login(t.app, admin.email, TEST_PASSWORD);
    const session = `${SESSION_COOKIE}=${mine.cookies[SESSION_COOKIE]}`;
    const url = `/api/change-password-admin/${setter.uuid}/`;
    const payload = { new_password: 'Nouveau-2025!', confirm_password: 'Nouveau-2025!' };

    /** My session's write, carrying `csrfToken` in its cookie and header. */
    const writeWithToken = (csrfToken: string) =>
      t.app.inject({ method: 'POST', url, headers: { cookie: `${session}; ${CSRF_COOKIE}=${csrfToken}`, [CSRF_HEADER]: csrfToken }, payload });
    const crossSession = await writeWithToken(theirs.csrfToken);
    expect(crossSession.statusCode).toBe(403);
    expect(crossSession.json().code).toBe('csrf');

    const anon = await anonymous(t.app);
    const anonymousToken = await writeWithToken(anon.csrfToken);
    expect(anonymousToken.statusCode).toBe(403);
    // The answer puts the session's own token back into the cookie.
    expect(anonymousToken.cookies.find((c) => c.name === CSRF_COOKIE)?.value).toBe(mine.csrfToken);

    const noHeader = await t.app.inject({ method: 'POST', url, headers: { cookie: `${session}; ${CSRF_COOKIE}=${mine.csrfToken}` }, payload });
    expect(noHeader.statusCode).toBe(403);

    // The password did not change: the right token is still needed.
    await expect(login(t.app, setter.email, TEST_PASSWORD)).resolves.toBeDefined();
  });

  it('checks every write method, also on paths that do not exist', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/nothing-here/', payload: {} });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('GET /api/routesetterinfos/:id', () => {
  it('gives the logged-in user their own card with the exact field names', async () => {
    const session = await login(t.app, setter.email, TEST_PASSWORD);
    for (const url of [`/api/routesetterinfos/${setter.uuid}`, `/api/routesetterinfos/${setter.uuid}/`]) {
      const response = await session.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        first_name: 'Léa',
        last_name: 'Martin',
        profile_picture: 'https://cdn.example.fr/lea.jpg',
        is_admin: false,
        isAdmin: false,
      });
    }
    const adminSession = await login(t.app, admin.email, TEST_PASSWORD);
    const adminCard = await adminSession.inject({ method: 'GET', url: `/api/routesetterinfos/${admin.uuid}` });
    expect(adminCard.json()).toEqual({ first_name: 'Hugo', last_name: 'Bernard', profile_picture: null, is_admin: true, isAdmin: true });
  });

  it("answers 403 for another user's id, 401 when anonymous, 400 for a malformed id", async () => {
    const session = await login(t.app, setter.email, TEST_PASSWORD);
    const other = await session.inject({ method: 'GET', url: `/api/routesetterinfos/${admin.uuid}` });
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe(MESSAGES.notYourAccount);

    const anonymousResponse = await t.app.inject({ method: 'GET', url: `/api/routesetterinfos/${setter.uuid}` });
    expect(anonymousResponse.statusCode).toBe(401);
    expect(anonymousResponse.json().error).toBe(MESSAGES.sessionRequired);

    const malformed = await session.inject({ method: 'GET', url: '/api/routesetterinfos/12345' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatch(/identifiant utilisateur invalide/);
    for (const response of [other, anonymousResponse, malformed]) expectNoStack(response.body);
  });
});

describe('session expiry and logout', () => {
  it('ends a session idle for more than 2 days', async () => {
    const session = await login(t.app, setter.email, TEST_PASSWORD);
    const url = `/api/routesetterinfos/${setter.uuid}`;
    await t.database.db.execute(sql`update sessions set last_seen_at = now() - interval '47 hours' where csrf_token = ${session.csrfToken}`);
    expect((await session.inject({ method: 'GET', url })).statusCode).toBe(200);
    // That request counted as activity.
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.csrfToken, session.csrfToken));
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(60_000);

    await t.database.db.execute(sql`update sessions set last_seen_at = now() - interval '49 hours' where csrf_token = ${session.csrfToken}`);
    const expired = await session.inject({ method: 'GET', url });
    expect(expired.statusCode).toBe(401);
    expect(session.cookies[SESSION_COOKIE]).toBeUndefined();
    expect(await t.database.db.select().from(sessions).where(eq(sessions.csrfToken, session.csrfToken))).toHaveLength(0);
  });

  it('ends a session 30 days after login even when used every day', async () => {
    const session = await login(t.app, setter.email, TEST_PASSWORD);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.csrfToken, session.csrfToken));
    const lifetimeDays = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(lifetimeDays).toBeCloseTo(30, 1);
    await t.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where csrf_token = ${session.csrfToken}`);
    const response = await session.inject({ method: 'GET', url: `/api/routesetterinfos/${setter.uuid}` });
    expect(response.statusCode).toBe(401);
  });

  it('logout ends the session, clears the cookie and still answers when not logged in', async () => {
    const session = await login(t.app, setter.email, TEST_PASSWORD);
    const oldCookie = session.cookies[SESSION_COOKIE]!;
    const response = await write(session, '/api/logout/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.logoutSucceeded });
    const cleared = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cleared.value).toBe('');
    expect(session.cookies[SESSION_COOKIE]).toBeUndefined();
    const replay = await t.app.inject({ method: 'GET', url: `/api/routesetterinfos/${setter.uuid}`, headers: { cookie: `${SESSION_COOKIE}=${oldCookie}` } });
    expect(replay.statusCode).toBe(401);

    const again = await write(session, '/api/logout/');
    expect(again.statusCode).toBe(200);
  });
});

describe('over https', () => {
  it('marks both cookies Secure when PUBLIC_URL is https', async () => {
    const secure = await buildTestApp({ env: { PUBLIC_URL: 'https://gaston.example.fr' } });
    try {
      const gym = await createGym(secure.database.db);
      const user = await createUser(secure.database.db, { email: 'secure@test.fr', staff: [{ gymId: gym.id }] });
      const browser = await anonymous(secure.app);
      const response = await browser.inject({ method: 'POST', url: '/api/login/', payload: { username: user.email, password: TEST_PASSWORD } });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
      expect(response.cookies.find((c) => c.name === CSRF_COOKIE)?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });
});
