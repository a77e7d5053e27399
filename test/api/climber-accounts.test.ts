/**
 * Climber accounts of the app's API (docs/product.md › Climbers: accounts and privacy; Climbers: calls; Climbers: payloads): sign-up and
 * confirmation, logins by
 * session and bearer token, the profile, export and deletion.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/shared/messages';
import { CLIMBER_MESSAGES } from '../../src/shared/domain/climber-rules';
import { gradeLabel } from '../../src/shared/domain/grades';
import { SESSION_COOKIE } from '../../src/shared/contract/constants';
import { rateLimits } from '../../src/server/db/schema';
import { RATE_LIMITS, rateLimitKey } from '../../src/server/repositories/rate-limits-repository';
import { DEVICE_COOKIE } from '../../src/server/services/auth-service';
import { useTestApp } from '../helpers/app';
import { createGym, createStaffUser, createUser, TEST_PASSWORD } from '../helpers/fixtures';
import { linkFromMail, MemoryMailer } from '../helpers/mailer';
import { anonymous, login } from '../helpers/session';

const PUBLIC_URL = 'https://gaston.example.fr';
const mailer = new MemoryMailer();
const t = useTestApp({ env: { PUBLIC_URL }, mailer });
const q = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) => (await t.database.db.$client.query(text, values)).rows as T[];

let counter = 0;
const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Léa',
  lastName: 'Grimpe',
  email: `lea${++counter}@grimpe.fr`,
  password: 'Gaston-2024!',
  ...overrides,
});

beforeEach(() => {
  mailer.sent = [];
  mailer.failing = false;
});

async function signUp(body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/signup/', payload: body });
}

async function tokenFor(email: string, password = TEST_PASSWORD, deviceName = 'iPhone de test') {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/token/', payload: { email, password, deviceName } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { token: string; id: number; expiresAt: string };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('POST /api/v1/auth/signup/ and confirm/', () => {
  it('creates an unconfirmed account with both consents unticked by default, and mails a 24 h link that confirms it once', async () => {
    const gym = await createGym(t.database.db);
    const body = signUpBody({ email: '  Lea.Neuve@Grimpe.FR ', homeGymId: gym.id, gender: 'female' });
    // No anti-forgery header is needed to sign up (docs/product.md › Conventions of the calls).
    const response = await signUp(body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ email: 'lea.neuve@grimpe.fr' });
    const [row] = await q(
      `select first_name, ranking_consent, news_consent, email_confirmed_at, home_gym_id, gender from users where email = 'lea.neuve@grimpe.fr'`,
    );
    expect(row).toEqual({ first_name: 'Léa', ranking_consent: false, news_consent: false, email_confirmed_at: null, home_gym_id: gym.id, gender: 'female' });

    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]!.to).toBe('lea.neuve@grimpe.fr');
    const link = linkFromMail(mailer.sent[0]!);
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/app/confirm`);
    const token = link.searchParams.get('token')!;
    const [{ expires_in_hours }] = await q<{ expires_in_hours: number }>(
      `select round(extract(epoch from expires_at - now()) / 3600)::int as expires_in_hours from email_confirmations`,
    );
    expect(expires_in_hours).toBe(24);

    const confirmed = await t.app.inject({ method: 'POST', url: '/api/v1/auth/confirm/', payload: { token } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await q(`select email_confirmed_at is not null as confirmed from users where email = 'lea.neuve@grimpe.fr'`))[0]).toEqual({ confirmed: true });
    // Replayed: the link is used up.
    const replay = await t.app.inject({ method: 'POST', url: '/api/v1/auth/confirm/', payload: { token } });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().token).toEqual([CLIMBER_MESSAGES.confirmationInvalid]);
  });

  it('refuses an expired or unknown link with a French 400', async () => {
    await signUp(signUpBody());
    const token = linkFromMail(mailer.sent[0]!).searchParams.get('token')!;
    await q(`update email_confirmations set expires_at = now() - interval '1 second'`);
    for (const payload of [{ token }, { token: 'inconnu' }, {}]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/confirm/', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/[a-zé]/);
    }
  });

  it('names every wrong field with its French messages and stores nothing', async () => {
    const before = await q(`select count(*)::int as n from users`);
    const response = await signUp({
      firstName: ' ',
      lastName: 'x'.repeat(51),
      email: 'pas-un-email',
      password: 'court',
      gender: 'autre',
      homeGymId: 'un',
      rankingConsent: 'oui',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.firstName).toEqual([CLIMBER_MESSAGES.firstName]);
    expect(body.lastName).toEqual([CLIMBER_MESSAGES.lastName]);
    expect(body.email).toEqual([MESSAGES.emailInvalid]);
    expect(body.password).toEqual(
      expect.arrayContaining([MESSAGES.passwordMinLength, MESSAGES.passwordUppercase, MESSAGES.passwordDigit, MESSAGES.passwordSpecial]),
    );
    expect(body.gender).toEqual([CLIMBER_MESSAGES.gender]);
    expect(body.homeGymId).toEqual([CLIMBER_MESSAGES.homeGymId]);
    expect(body.rankingConsent).toEqual([CLIMBER_MESSAGES.consent]);
    const unknownGym = await signUp(signUpBody({ homeGymId: 999_999 }));
    expect(unknownGym.statusCode).toBe(400);
    expect(unknownGym.json().homeGymId).toEqual([CLIMBER_MESSAGES.homeGymId]);
    const control = await signUp(signUpBody({ firstName: 'Lé\u0000a' }));
    expect(control.statusCode).toBe(400);
    expect(await q(`select count(*)::int as n from users`)).toEqual(before);
    expect(mailer.sent).toEqual([]);
  });

  it('answers an address that has an account exactly like a new one, and tells its owner by mail', async () => {
    const existing = await createUser(t.database.db, { firstName: 'Ancien' });
    const response = await signUp(signUpBody({ email: existing.email, firstName: 'Imposteur' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ email: existing.email });
    expect(await q(`select first_name from users where email = $1`, [existing.email])).toEqual([{ first_name: 'Ancien' }]);
    expect(mailer.sent.map((m) => [m.to, m.subject])).toEqual([[existing.email, 'Gaston : tu as déjà un compte']]);
  });

  it('mails in the language of the page the climber signed up or asked from: English to an English app, staff in French', async () => {
    const english = { 'accept-language': 'en-GB,en;q=0.9' };
    const body = signUpBody();
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/signup/', payload: body, headers: english })).statusCode).toBe(201);
    const existing = await createUser(t.database.db, { firstName: 'Ancien' });
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/signup/', payload: signUpBody({ email: existing.email }), headers: english });
    const staff = await createStaffUser(t.database.db, (await createGym(t.database.db)).id, { accessTypes: ['route_setter'] });
    for (const email of [existing.email, staff.email])
      await (await anonymous(t.app)).inject({ method: 'POST', url: '/api/sendemailresetpassword/', payload: { email }, headers: english });
    expect(mailer.sent.map((m) => [m.to, m.subject])).toEqual([
      [body.email, 'Gaston: confirm your e-mail address'],
      [existing.email, 'Gaston: you already have an account'],
      [existing.email, 'Gaston: change your password'],
      [staff.email, 'Gaston : changement de votre mot de passe'],
    ]);
    for (const mail of mailer.sent.slice(0, 3)) {
      expect(mail.html).toContain('<html lang="en">');
      expect(`${mail.text}${mail.html}`).not.toMatch(/Bonjour|ouvre ce lien|L'équipe|Si le bouton/);
    }
    expect(mailer.sent[2]!.text).toContain('valid for 1 hour, usable once');
    // Staff read French whatever their browser says, greeting and signature included.
    expect(mailer.sent[3]!.html).toContain('<html lang="fr">');
    expect(mailer.sent[3]!.text).toMatch(/^Bonjour/);
    expect(linkFromMail(mailer.sent[2]!).pathname).toBe('/app/mot-de-passe');
    // The account keeps that language for the mails Gaston sends later on its own (announcements).
    expect(await q(`select locale from users where email = $1`, [body.email])).toEqual([{ locale: 'en' }]);
  });

  it('keeps one account when the same sign-up arrives twice at once', async () => {
    const body = signUpBody();
    const answers = await Promise.all([signUp(body), signUp(body)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(await q(`select count(*)::int as n from users where email = $1`, [body.email])).toEqual([{ n: 1 }]);
    // A double tap is one sign-up: one confirmation mail, no 'tu as déjà un compte' (issue 31, item 17).
    expect(mailer.sent.map((m) => [m.to, m.subject.startsWith('Gaston : confirme')])).toEqual([[body.email, true]]);
    expect((await signUp(body)).statusCode).toBe(201);
    expect(mailer.sent).toHaveLength(1);
    // The same address with another password is someone else: its owner hears of it.
    expect((await signUp({ ...body, password: 'Autre-2025!' })).statusCode).toBe(201);
    expect(mailer.sent.map((m) => m.subject)).toContain('Gaston : tu as déjà un compte');
  });
});

describe('POST /api/v1/auth/login/, logout/, token/ and DELETE tokens/{id}/', () => {
  it('logs any climber in with a session; the same 401 for a wrong password, an unknown e-mail and a deleted account', async () => {
    const climber = await createUser(t.database.db);
    const ok = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login/', payload: { email: climber.email, password: TEST_PASSWORD } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ uuid: climber.uuid });
    expect(ok.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(true);

    const deleted = await createUser(t.database.db);
    await q(`update users set email = null, deleted_at = now() where id = $1`, [deleted.id]);
    const answers = await Promise.all(
      [
        { email: climber.email, password: 'Mauvais-1!' },
        { email: 'personne@nulle-part.fr', password: TEST_PASSWORD },
        { email: deleted.email, password: TEST_PASSWORD },
      ].map((payload) => t.app.inject({ method: 'POST', url: '/api/v1/auth/login/', payload, remoteAddress: '10.0.0.9' })),
    );
    expect(answers.map((a) => [a.statusCode, a.json().error])).toEqual(Array(3).fill([401, MESSAGES.loginFailed]));
  });

  it('answers 429 after 5 failures for one account from one address, and token requests count as logins', async () => {
    const climber = await createUser(t.database.db);
    const remoteAddress = '10.1.2.3';
    for (let i = 0; i < 3; i++) {
      const r = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login/', remoteAddress, payload: { email: climber.email, password: 'Mauvais-1!' } });
      expect(r.statusCode).toBe(401);
    }
    for (let i = 0; i < 2; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/token/',
        remoteAddress,
        payload: { email: climber.email, password: 'Mauvais-1!', deviceName: 'Pixel' },
      });
      expect(r.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      remoteAddress,
      payload: { email: climber.email, password: TEST_PASSWORD },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe(MESSAGES.tooManyLoginAttempts);
    // Another address is not blocked.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      remoteAddress: '10.9.9.9',
      payload: { email: climber.email, password: TEST_PASSWORD },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it("never lets strangers' wrong passwords lock a climber's own device out, on the app's token login as on the web login (issue 31, item 11)", async () => {
    const climber = await createUser(t.database.db);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token/',
      remoteAddress: '10.7.0.1',
      payload: { email: climber.email, password: TEST_PASSWORD, deviceName: 'Pixel' },
    });
    expect(first.statusCode).toBe(201);
    const { deviceToken } = first.json() as { deviceToken: string };
    expect(deviceToken).toMatch(/^[\w-]+\.[\w-]+$/);
    const web = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      remoteAddress: '10.7.0.1',
      payload: { email: climber.email, password: TEST_PASSWORD },
    });
    const webDevice = web.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(webDevice).toMatchObject({ path: '/api/v1/auth', httpOnly: true, sameSite: 'Strict' });

    // Strangers fill the account-wide counter from everywhere.
    await t.database.db
      .insert(rateLimits)
      .values({ key: rateLimitKey('loginAccount', climber.email), points: RATE_LIMITS.loginAccount.points, expire: Date.now() + 60_000 })
      .onConflictDoUpdate({ target: rateLimits.key, set: { points: RATE_LIMITS.loginAccount.points, expire: Date.now() + 60_000 } });
    const token = (payload: Record<string, unknown>, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/token/',
        remoteAddress: '10.7.0.9',
        payload: { email: climber.email, password: TEST_PASSWORD, deviceName: 'Pixel', ...payload },
        headers: cookie ? { cookie } : {},
      });
    expect((await token({})).statusCode).toBe(429);
    // The owner's phone, with the proof it kept (or its cookie), still gets in; a forged proof does not.
    expect((await token({ deviceToken })).statusCode).toBe(201);
    expect((await token({}, `${DEVICE_COOKIE}=${webDevice!.value}`)).statusCode).toBe(201);
    expect((await token({ deviceToken: `${deviceToken.split('.')[0]}.forged` })).statusCode).toBe(429);
    const webAgain = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      remoteAddress: '10.7.0.9',
      payload: { email: climber.email, password: TEST_PASSWORD },
      headers: { cookie: `${DEVICE_COOKIE}=${webDevice!.value}` },
    });
    expect(webAgain.statusCode).toBe(200);
  });

  it('gives native clients a bearer token that needs no anti-forgery header, is listed, and can be revoked', async () => {
    const climber = await createUser(t.database.db);
    const { token, id, expiresAt } = await tokenFor(climber.email);
    expect(token).toMatch(/^gst_/);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(89 * 24 * 3600_000);
    // Only a keyed hash is stored.
    expect(await q(`select count(*)::int as n from api_tokens where token_hash = $1`, [token])).toEqual([{ n: 0 }]);

    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me/', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().tokens).toEqual([expect.objectContaining({ id, deviceName: 'iPhone de test' })]);
    expect(me.headers['set-cookie']).toBeUndefined();
    const patch = await t.app.inject({ method: 'PATCH', url: '/api/v1/me/', headers: bearer(token), payload: { firstName: 'Jo' } });
    expect(patch.statusCode, patch.body).toBe(200);

    // Another climber cannot revoke it.
    const other = await createUser(t.database.db);
    const otherToken = await tokenFor(other.email);
    const foreign = await t.app.inject({ method: 'DELETE', url: `/api/v1/auth/tokens/${id}/`, headers: bearer(otherToken.token) });
    expect(foreign.statusCode).toBe(404);

    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/v1/auth/tokens/${id}/`, headers: bearer(token) });
    expect(revoked.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/me/', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe(CLIMBER_MESSAGES.tokenInvalid);
    const replay = await t.app.inject({ method: 'DELETE', url: `/api/v1/auth/tokens/${id}/`, headers: bearer(otherToken.token) });
    expect(replay.statusCode).toBe(404);
  });

  it('expires a token after 90 days without use, and logout with a token revokes it', async () => {
    const climber = await createUser(t.database.db);
    const stale = await tokenFor(climber.email, TEST_PASSWORD, 'Vieux');
    await q(`update api_tokens set last_used_at = now() - interval '91 days', expires_at = now() - interval '1 day' where id = $1`, [stale.id]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me/', headers: bearer(stale.token) })).statusCode).toBe(401);
    expect(await q(`select count(*)::int as n from api_tokens where id = $1`, [stale.id])).toEqual([{ n: 0 }]);

    const fresh = await tokenFor(climber.email, TEST_PASSWORD, 'Neuf');
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout/', headers: bearer(fresh.token) })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me/', headers: bearer(fresh.token) })).statusCode).toBe(401);
  });

  it('refuses a session write without the anti-forgery header, and answers 401 without a session', async () => {
    const climber = await createUser(t.database.db);
    const browser = await anonymous(t.app);
    await browser.inject({ method: 'POST', url: '/api/v1/auth/login/', payload: { email: climber.email, password: TEST_PASSWORD } });
    const forged = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me/',
      headers: { cookie: `${SESSION_COOKIE}=${browser.cookies[SESSION_COOKIE]}` },
      payload: { firstName: 'X' },
    });
    expect(forged.statusCode).toBe(403);
    expect((await browser.inject({ method: 'PATCH', url: '/api/v1/me/', payload: { firstName: 'Xavier' } })).statusCode).toBe(200);
    const visitor = await anonymous(t.app);
    for (const [method, url] of [
      ['GET', '/api/v1/me/'],
      ['GET', '/api/v1/me/export/'],
      ['DELETE', '/api/v1/auth/tokens/1/'],
      ['POST', '/api/v1/me/confirmation/'],
    ] as const) {
      expect((await visitor.inject({ method, url })).statusCode).toBe(401);
    }
  });
});

describe('GET and PATCH /api/v1/me/', () => {
  it('answers the profile and changes only what is sent', async () => {
    const gym = await createGym(t.database.db);
    const climber = await createUser(t.database.db, { firstName: 'Paul', lastName: 'Durand', gender: 'male' });
    const { token } = await tokenFor(climber.email);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me/',
      headers: bearer(token),
      payload: { lastName: '  Du   Pont ', homeGymId: gym.id, rankingConsent: false, newsConsent: true, gender: null },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({
      uuid: climber.uuid,
      email: climber.email,
      firstName: 'Paul',
      lastName: 'Du Pont',
      picture: null,
      gender: null,
      homeGymId: gym.id,
      rankingConsent: false,
      newsConsent: true,
      locale: 'fr',
      emailConfirmed: true,
      tokens: [expect.objectContaining({ deviceName: 'iPhone de test' })],
    });
    // The language chosen in the app's profile: the e-mails Gaston sends on its own follow it.
    const english = await t.app.inject({ method: 'PATCH', url: '/api/v1/me/', headers: bearer(token), payload: { locale: 'en' } });
    expect(english.json()).toMatchObject({ locale: 'en', lastName: 'Du Pont' });
    const german = await t.app.inject({ method: 'PATCH', url: '/api/v1/me/', headers: bearer(token), payload: { locale: 'de' } });
    expect(german.statusCode).toBe(400);
    expect(german.json()).toMatchObject({ locale: [CLIMBER_MESSAGES.locale], error: expect.stringContaining('« Langue »') });
    // Two devices switching at once leave one of the two, read back as stored; a replay answers the same.
    const switchTo = (locale: string) => t.app.inject({ method: 'PATCH', url: '/api/v1/me/', headers: bearer(token), payload: { locale } });
    expect((await Promise.all([switchTo('fr'), switchTo('en')])).map((r) => r.statusCode)).toEqual([200, 200]);
    const [stored] = await q<{ locale: string }>(`select locale from users where id = $1`, [climber.id]);
    expect(['fr', 'en']).toContain(stored!.locale);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me/', headers: bearer(token) })).json().locale).toBe(stored!.locale);
    for (let i = 0; i < 2; i++) expect((await switchTo('fr')).json()).toMatchObject({ locale: 'fr', lastName: 'Du Pont' });
    const bad = await t.app.inject({ method: 'PATCH', url: '/api/v1/me/', headers: bearer(token), payload: { homeGymId: 987_654, firstName: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().firstName).toEqual([CLIMBER_MESSAGES.firstName]);
    const unknownGym = await t.app.inject({ method: 'PATCH', url: '/api/v1/me/', headers: bearer(token), payload: { homeGymId: 987_654, firstName: 'Paulo' } });
    expect(unknownGym.statusCode).toBe(400);
    expect((await q(`select first_name, home_gym_id from users where id = $1`, [climber.id]))[0]).toEqual({ first_name: 'Paul', home_gym_id: gym.id });
  });

  it('changes the password only with the current one, and ends every other session and token', async () => {
    const climber = await createUser(t.database.db);
    const here = await tokenFor(climber.email, TEST_PASSWORD, 'Ici');
    const elsewhere = await tokenFor(climber.email, TEST_PASSWORD, 'Ailleurs');
    const browser = await anonymous(t.app);
    await browser.inject({ method: 'POST', url: '/api/v1/auth/login/', payload: { email: climber.email, password: TEST_PASSWORD } });

    const changeHere = (payload: object) => t.app.inject({ method: 'PATCH', url: '/api/v1/me/', headers: bearer(here.token), payload });
    const missing = await changeHere({ newPassword: 'Nouveau-Mot2passe!' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().currentPassword).toEqual([CLIMBER_MESSAGES.currentPasswordRequired]);
    const wrong = await changeHere({ currentPassword: 'Faux-123!', newPassword: 'Nouveau-Mot2passe!' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().currentPassword).toEqual([CLIMBER_MESSAGES.currentPasswordWrong]);
    expect((await changeHere({ currentPassword: TEST_PASSWORD, newPassword: 'faible' })).statusCode).toBe(400);

    const ok = await changeHere({ currentPassword: TEST_PASSWORD, newPassword: 'Nouveau-Mot2passe!' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().tokens.map((token: { deviceName: string }) => token.deviceName)).toEqual(['Ici']);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me/', headers: bearer(elsewhere.token) })).statusCode).toBe(401);
    expect((await browser.inject({ method: 'GET', url: '/api/v1/me/' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/auth/login/', payload: { email: climber.email, password: 'Nouveau-Mot2passe!' } })).statusCode,
    ).toBe(200);
  });

  it('resends a confirmation link to an unconfirmed climber only', async () => {
    await signUp(signUpBody({ email: 'attente@grimpe.fr' }));
    const { token } = await tokenFor('attente@grimpe.fr', 'Gaston-2024!');
    mailer.sent = [];
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me/', headers: bearer(token) })).json().emailConfirmed).toBe(false);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/me/confirmation/', headers: bearer(token) })).statusCode).toBe(204);
    expect(mailer.sent).toHaveLength(1);
    const link = linkFromMail(mailer.sent[0]!);
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/confirm/', payload: { token: link.searchParams.get('token') } });
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/me/confirmation/', headers: bearer(token) });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(CLIMBER_MESSAGES.alreadyConfirmed);
  });
});

describe('GET /api/v1/me/export/ and POST /api/v1/me/delete/', () => {
  async function climberWithActivity() {
    const gym = await createGym(t.database.db);
    const climber = await createUser(t.database.db, { firstName: 'Zoé', lastName: 'Bloc', homeGymId: gym.id });
    const [sector] = await q<{ id: number }>(`insert into sectors (gym_id, name, position) values ($1, 'S', 1) returning id`, [gym.id]);
    const [difficulty] = await q<{ id: number }>(
      `insert into gym_difficulties (gym_id, name, svg, corresponding_difficulty, color_1, position) values ($1, 'Vert', '<svg/>', 12, '#0f0', 1) returning id`,
      [gym.id],
    );
    const [boulder] = await q<{ id: number }>(
      `insert into boulders (gym_id, sector_id, name, gym_difficulty_id, difficulty, created_at) values ($1, $2, 'Dalle', $3, 12, now() - ` +
        `interval '3 days') returning id`,
      [gym.id, sector!.id, difficulty!.id],
    );
    await q(`insert into ascents (user_id, boulder_id, gym_id, logged_at, tries, topped) values ($1, $2, $3, now() - interval '1 day', 2, true)`, [
      climber.id,
      boulder!.id,
      gym.id,
    ]);
    await q(`insert into ratings (user_id, boulder_id, stars) values ($1, $2, 4)`, [climber.id, boulder!.id]);
    await q(`insert into grade_proposals (user_id, boulder_id, grade, feeling) values ($1, $2, 13, 'plus_dur')`, [climber.id, boulder!.id]);
    await q(`insert into comments (user_id, boulder_id, gym_id, comment) values ($1, $2, $3, 'Super !')`, [climber.id, boulder!.id, gym.id]);
    return { climber, boulderId: boulder!.id };
  }

  it('exports the account, ascents, ratings, grade votes and comments', async () => {
    const { climber, boulderId } = await climberWithActivity();
    const { token } = await tokenFor(climber.email);
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/me/export/', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment');
    const body = response.json();
    expect(body.account).toMatchObject({ uuid: climber.uuid, email: climber.email, firstName: 'Zoé' });
    expect(body.ascents).toEqual([expect.objectContaining({ boulderId, tries: 2, topped: true })]);
    expect(body.ratings).toEqual([expect.objectContaining({ boulderId, stars: 4 })]);
    expect(body.gradeVotes).toEqual([expect.objectContaining({ boulderId, grade: gradeLabel(13), feeling: 'plus_dur' })]);
    expect(body.comments).toEqual([expect.objectContaining({ boulderId, text: 'Super !' })]);
  });

  it('erases the person after a password check, keeps the logs without any link to them, and lets the address sign up again', async () => {
    const { climber } = await climberWithActivity();
    const { token } = await tokenFor(climber.email);
    const browser = await login(t.app, climber.email, TEST_PASSWORD).catch(() => null);
    expect(browser).toBeNull(); // the back-office login refuses climbers

    const wrong = await t.app.inject({ method: 'POST', url: '/api/v1/me/delete/', headers: bearer(token), payload: { password: 'Faux-123!' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().password).toEqual([CLIMBER_MESSAGES.deletionPasswordWrong]);
    expect((await q(`select deleted_at from users where id = $1`, [climber.id]))[0]).toEqual({ deleted_at: null });

    const deleted = await t.app.inject({ method: 'POST', url: '/api/v1/me/delete/', headers: bearer(token), payload: { password: TEST_PASSWORD } });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const [row] = await q(
      `select uuid, email, password_hash, first_name, last_name, profile_picture, home_gym_id, deleted_at is not null as deleted from users where id = $1`,
      [climber.id],
    );
    expect(row).toMatchObject({ email: null, password_hash: null, first_name: '', last_name: '', profile_picture: null, home_gym_id: null, deleted: true });
    expect(row!.uuid).not.toBe(climber.uuid);
    const counts = await q(
      `select (select count(*) from ascents where user_id = $1)::int as ascents, (select count(*) from ratings where user_id = $1)::int as ratings,
              (select count(*) from grade_proposals where user_id = $1)::int as votes, (select count(*) from comments where user_id = $1)::int as comments,
              (select count(*) from api_tokens where user_id = $1)::int as tokens, (select count(*) from sessions where user_id = $1)::int as sessions`,
      [climber.id],
    );
    expect(counts).toEqual([{ ascents: 1, ratings: 1, votes: 1, comments: 0, tokens: 0, sessions: 0 }]);
    // Replayed: the token is gone with the account.
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/me/delete/', headers: bearer(token), payload: { password: TEST_PASSWORD } })).statusCode).toBe(
      401,
    );
    const again = await signUp(signUpBody({ email: climber.email }));
    expect(again.statusCode).toBe(201);
    expect(await q(`select count(*)::int as n from users where email = $1`, [climber.email])).toEqual([{ n: 1 }]);
  });

  it('refuses to delete a staff account (409) and leaves it whole', async () => {
    const gym = await createGym(t.database.db);
    const setter = await createStaffUser(t.database.db, gym.id, { accessTypes: ['route_setter'] });
    const { token } = await tokenFor(setter.email);
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/me/delete/', headers: bearer(token), payload: { password: TEST_PASSWORD } });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(CLIMBER_MESSAGES.staffCannotDelete);
    expect((await q(`select email from users where id = $1`, [setter.id]))[0]).toEqual({ email: setter.email });
  });
});
