import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passwordResetTokens, rateLimits, sessions, users } from '../../src/server/db/schema';
import { RATE_LIMITS, rateLimitKey } from '../../src/server/repositories/rate-limits-repository';
import { buildApp } from '../../src/server/app';
import type { OutgoingMail } from '../../src/server/mail/mailer';
import { MESSAGES } from '../../src/shared/messages';
import { useTestApp } from '../helpers/app';
import { createGym, createUser, TEST_PASSWORD, type CreatedUser } from '../helpers/fixtures';
import { MemoryMailer } from '../helpers/mailer';
import { anonymous, login, type TestBrowser } from '../helpers/session';

const PUBLIC_URL = 'https://gaston.example.fr';
const NEW_PASSWORD = 'Nouveau-Mot2passe!';

const mailer = new MemoryMailer();
const t = useTestApp({ env: { PUBLIC_URL }, mailer });
let gymId: number;
let browser: TestBrowser;

beforeAll(async () => {
  gymId = (await createGym(t.database.db)).id;
});

beforeEach(async () => {
  mailer.sent = [];
  mailer.failing = false;
  // Each test from its own address, so the per-address limit of reset requests stays out of the way.
  browser = await anonymous(t.app, { remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
});

const requestReset = (email: string, from = browser) => from.inject({ method: 'POST', url: '/api/sendemailresetpassword/', payload: { email } });

const changePassword = (query: string, newPassword: string, confirmation = newPassword, from = browser) =>
  from.inject({ method: 'POST', url: `/api/change-password/?${query}`, payload: { new_password: newPassword, confirm_password: confirmation } });

/** The link of the last mail, as the person would click it. */
function linkFromMail(mail: OutgoingMail): URL {
  const match = mail.text.match(/https?:\/\/\S+/);
  expect(match).not.toBeNull();
  const link = new URL(match![0]);
  expect(mail.html).toContain(match![0].replaceAll('&', '&amp;'));
  return link;
}

async function staffMember(email: string): Promise<CreatedUser> {
  return createUser(t.database.db, { email, firstName: 'Camille', staff: [{ gymId }] });
}

describe('reset by e-mailed link', () => {
  it('mails a one-hour single-use link that sets the new password and ends every session', async () => {
    const user = await staffMember('camille@test.fr');
    const session = await login(t.app, user.email, TEST_PASSWORD);

    const response = await requestReset('  Camille@Test.FR ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.resetMailSent });
    expect(mailer.sent).toHaveLength(1);
    const mail = mailer.sent[0]!;
    expect(mail.to).toBe('camille@test.fr');
    expect(mail.subject).toMatch(/mot de passe/);
    expect(mail.text).toContain('Bonjour Camille,');
    const link = linkFromMail(mail);
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/password-change`);
    expect(link.searchParams.get('uid')).toBe(user.uuid);
    const token = link.searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(43);

    // Only a hash of the token is stored, valid for one hour.
    const [row] = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(row!.tokenHash).not.toBe(token);
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000).toBeCloseTo(60, 0);

    const changed = await changePassword(link.search.slice(1), NEW_PASSWORD);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: MESSAGES.passwordChanged });

    // Every session ended; the old password fails, the new one works.
    expect((await session.inject({ method: 'GET', url: `/api/routesetterinfos/${user.uuid}` })).statusCode).toBe(401);
    const old = await browser.inject({ method: 'POST', url: '/api/login/', payload: { username: user.email, password: TEST_PASSWORD } });
    expect(old.statusCode).toBe(401);
    await login(t.app, user.email, NEW_PASSWORD);
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.passwordChangedAt).not.toBeNull();

    // The link works once.
    const reused = await changePassword(link.search.slice(1), 'Encore-Autre1!');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe(MESSAGES.resetLinkInvalid);
    await login(t.app, user.email, NEW_PASSWORD);
  });

  it("sends a climber's link to the climbers' app, in the app's tone (issue 31, item 18)", async () => {
    const climber = await createUser(t.database.db, { email: 'lea@test.fr', firstName: 'Léa' });
    expect((await requestReset('lea@test.fr')).statusCode).toBe(200);
    const mail = mailer.sent[0]!;
    expect(mail.subject).toBe('Gaston : changement de ton mot de passe');
    expect(mail.text).toContain('Tu as demandé à changer le mot de passe de ton compte Gaston.');
    const link = linkFromMail(mail);
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/app/mot-de-passe`);
    expect(link.searchParams.get('uid')).toBe(climber.uuid);
    expect((await changePassword(link.search.slice(1), NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("lifts the account-wide login lock strangers' failures put on the account", async () => {
    const user = await staffMember('verrouillee@test.fr');
    await t.database.db
      .insert(rateLimits)
      .values({ key: rateLimitKey('loginAccount', user.email), points: RATE_LIMITS.loginAccount.points, expire: Date.now() + 60 * 60_000 });
    const tryLogin = (password: string) => browser.inject({ method: 'POST', url: '/api/login/', payload: { username: user.email, password } });
    expect((await tryLogin(TEST_PASSWORD)).statusCode).toBe(429);

    await requestReset(user.email);
    const link = linkFromMail(mailer.sent.at(-1)!);
    expect((await changePassword(link.search.slice(1), NEW_PASSWORD)).statusCode).toBe(200);
    expect((await tryLogin(NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown e-mail exactly like a known one and sends nothing', async () => {
    const known = await staffMember('connu@test.fr');
    const knownResponse = await requestReset(known.email);
    const unknownResponse = await requestReset('inconnu@test.fr');
    expect(unknownResponse.statusCode).toBe(knownResponse.statusCode);
    expect(unknownResponse.body).toBe(knownResponse.body);
    expect(mailer.sent.map((m) => m.to)).toEqual([known.email]);
  });

  it('refuses an expired link, a link for another uid and a malformed link with the same message', async () => {
    const user = await staffMember('expire@test.fr');
    const other = await staffMember('autre@test.fr');
    await requestReset(user.email);
    const link = linkFromMail(mailer.sent[0]!);
    const token = link.searchParams.get('token')!;

    const wrongUid = await changePassword(`token=${token}&uid=${other.uuid}`, NEW_PASSWORD);
    expect(wrongUid.statusCode).toBe(400);
    expect(wrongUid.json().error).toBe(MESSAGES.resetLinkInvalid);
    for (const query of [
      '',
      `token=${token}`,
      `uid=${user.uuid}`,
      `token=${token}&uid=pas-un-uuid`,
      `token=court&uid=${user.uuid}`,
      `token=${token.slice(0, -2)}xx&uid=${user.uuid}`,
    ]) {
      const response = await changePassword(query, NEW_PASSWORD);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toBe(MESSAGES.resetLinkInvalid);
    }

    await t.database.db.execute(sql`update password_reset_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id}`);
    const expired = await changePassword(link.search.slice(1), NEW_PASSWORD);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe(MESSAGES.resetLinkInvalid);
    // Nothing changed.
    await login(t.app, user.email, TEST_PASSWORD);
    await login(t.app, other.email, TEST_PASSWORD);
  });

  it('voids the other open links once one is used', async () => {
    const user = await staffMember('deux-liens@test.fr');
    await requestReset(user.email);
    await requestReset(user.email);
    const [first, second] = mailer.sent.map(linkFromMail);
    expect((await changePassword(second!.search.slice(1), NEW_PASSWORD)).statusCode).toBe(200);
    const older = await changePassword(first!.search.slice(1), 'Encore-Autre1!');
    expect(older.statusCode).toBe(400);
    await login(t.app, user.email, NEW_PASSWORD);
  });

  it('applies the password rules with their French messages and keeps the link usable', async () => {
    const user = await staffMember('regles@test.fr');
    await requestReset(user.email);
    const query = linkFromMail(mailer.sent[0]!).search.slice(1);
    const cases: Array<[string, string, string]> = [
      ['', '', MESSAGES.passwordRequired],
      ['Court1!', 'Court1!', MESSAGES.passwordMinLength],
      ['minuscule1!', 'minuscule1!', MESSAGES.passwordUppercase],
      ['Sanschiffre!', 'Sanschiffre!', MESSAGES.passwordDigit],
      ['Sansspecial1', 'Sansspecial1', MESSAGES.passwordSpecial],
      [NEW_PASSWORD, '', MESSAGES.confirmationRequired],
      [NEW_PASSWORD, 'Different-1!', MESSAGES.confirmationMismatch],
    ];
    for (const [password, confirmation, message] of cases) {
      const response = await changePassword(query, password, confirmation);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error).toContain(message);
    }
    expect((await changePassword(query, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 503 with the generic text when the mail cannot be sent, and leaves no usable link', async () => {
    const user = await staffMember('panne@test.fr');
    mailer.failing = true;
    const response = await requestReset(user.email);
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toBe(MESSAGES.genericError);
    expect(response.body).not.toMatch(/ECONNREFUSED|stack/);
    expect(await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id))).toHaveLength(0);
    // An unknown address answers as usual: no mail is attempted.
    expect((await requestReset('inconnu-panne@test.fr')).statusCode).toBe(200);
  });

  it('sends at most 5 mails per account per hour, answering the same', async () => {
    const user = await staffMember('insistant@test.fr');
    const bodies = new Set<string>();
    for (let i = 0; i < 7; i++) {
      const from = await anonymous(t.app, { remoteAddress: `10.8.0.${i + 1}` });
      const response = await requestReset(user.email, from);
      expect(response.statusCode).toBe(200);
      bodies.add(response.body);
    }
    expect(bodies.size).toBe(1);
    expect(mailer.sent).toHaveLength(5);
    // An hour later mails go out again.
    await t.database.db.execute(sql`update password_reset_tokens set created_at = created_at - interval '61 minutes' where user_id = ${user.id}`);
    await requestReset(user.email);
    expect(mailer.sent).toHaveLength(6);
  });

  it('answers 429 after 20 requests from one address in an hour', async () => {
    const from = await anonymous(t.app, { remoteAddress: '10.7.7.7' });
    for (let i = 0; i < 20; i++) expect((await requestReset(`personne${i}@inconnu.fr`, from)).statusCode).toBe(200);
    const blocked = await requestReset('encore@inconnu.fr', from);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe(MESSAGES.tooManyResetRequests);
    // @fastify/rate-limit tells when the hour's window ends.
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect((await requestReset('encore@inconnu.fr')).statusCode).toBe(200);
    // Counted in the database: another server process (or this one after a restart) knows the address.
    const other = await buildApp({ config: t.config, db: t.database.db, mailer, serveWebApp: false });
    try {
      const elsewhere = await anonymous(other, { remoteAddress: '10.7.7.7' });
      expect((await requestReset('ailleurs@inconnu.fr', elsewhere)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('validates the e-mail with the login messages', async () => {
    const empty = await requestReset('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toContain(MESSAGES.emailRequired);
    const invalid = await requestReset('camille@');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toContain(MESSAGES.emailInvalid);
    const noBody = await browser.inject({ method: 'POST', url: '/api/sendemailresetpassword/' });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().error).toContain(MESSAGES.emailRequired);
    // A NUL or another control character is an invalid address, not a database error.
    for (const email of ['camille\u0000@test.fr', 'camille@test.fr\u0000', 'cam\u0008ille@test.fr']) {
      const control = await requestReset(email);
      expect(control.statusCode, JSON.stringify(email)).toBe(400);
      expect(control.json().error).toContain(MESSAGES.emailInvalid);
    }
    expect(mailer.sent).toHaveLength(0);
  });

  it('needs the anti-forgery header like every write', async () => {
    const user = await staffMember('sans-jeton@test.fr');
    const response = await t.app.inject({ method: 'POST', url: '/api/sendemailresetpassword/', payload: { email: user.email } });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('csrf');
    expect(mailer.sent).toHaveLength(0);
  });

  it('logs out the browser that uses the link when it was logged in as that user', async () => {
    const user = await staffMember('meme-navigateur@test.fr');
    const session = await login(t.app, user.email, TEST_PASSWORD);
    await requestReset(user.email, session);
    const query = linkFromMail(mailer.sent[0]!).search.slice(1);
    const response = await changePassword(query, NEW_PASSWORD, NEW_PASSWORD, session);
    expect(response.statusCode).toBe(200);
    expect(session.cookies.gaston_session).toBeUndefined();
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });
});
