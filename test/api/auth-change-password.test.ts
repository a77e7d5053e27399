import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/server/db/schema';
import { SESSION_COOKIE } from '../../src/shared/contract/auth';
import { MESSAGES } from '../../src/shared/messages';
import { useTestApp } from '../helpers/app';
import { createGym, createUser, TEST_PASSWORD, type CreatedUser } from '../helpers/fixtures';
import { anonymous, login, write } from '../helpers/session';

const NEW_PASSWORD = 'Changé-2025!';

const t = useTestApp();
let gymId: number;
let setter: CreatedUser;
let other: CreatedUser;

beforeAll(async () => {
  gymId = (await createGym(t.database.db)).id;
  setter = await createUser(t.database.db, { email: 'moi@test.fr', staff: [{ gymId }] });
  other = await createUser(t.database.db, { email: 'collegue@test.fr', staff: [{ gymId, isAdmin: true }] });
});

const body = (password: string, confirmation = password) => ({ new_password: password, confirm_password: confirmation });

describe('POST /api/change-password-admin/:userId/', () => {
  it('answers 401 when not logged in, even with a valid anti-forgery token', async () => {
    const browser = await anonymous(t.app);
    const response = await write(browser, `/api/change-password-admin/${setter.uuid}/`, body(NEW_PASSWORD));
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe(MESSAGES.sessionRequired);
  });

  it("answers 403 for another user's id and 400 for a malformed id, changing nothing", async () => {
    const session = await login(t.app, setter.email, TEST_PASSWORD);
    const forOther = await write(session, `/api/change-password-admin/${other.uuid}/`, body(NEW_PASSWORD));
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json().error).toBe(MESSAGES.notYourAccount);
    const malformed = await write(session, '/api/change-password-admin/42/', body(NEW_PASSWORD));
    expect(malformed.statusCode).toBe(400);
    await login(t.app, other.email, TEST_PASSWORD);
    await login(t.app, setter.email, TEST_PASSWORD);
  });

  it('gives the French message of each failing rule', async () => {
    const session = await login(t.app, setter.email, TEST_PASSWORD);
    const url = `/api/change-password-admin/${setter.uuid}/`;
    const cases: Array<[unknown, string]> = [
      [body(''), MESSAGES.passwordRequired],
      [{ confirm_password: 'x' }, MESSAGES.passwordRequired],
      [body('Ab1!'), MESSAGES.passwordMinLength],
      [body('sansmajuscule1!'), MESSAGES.passwordUppercase],
      [body('SansChiffre!!'), MESSAGES.passwordDigit],
      [body('SansSpecial12'), MESSAGES.passwordSpecial],
      [body(NEW_PASSWORD, ''), MESSAGES.confirmationRequired],
      [{ new_password: NEW_PASSWORD }, MESSAGES.confirmationRequired],
      [body(NEW_PASSWORD, NEW_PASSWORD + 'x'), MESSAGES.confirmationMismatch],
    ];
    for (const [payload, message] of cases) {
      const response = await write(session, url, payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error).toContain(message);
      expect(response.body).not.toMatch(/stack|node_modules/);
    }
    // Still logged in, password unchanged.
    expect((await session.inject({ method: 'GET', url: `/api/routesetterinfos/${setter.uuid}` })).statusCode).toBe(200);
  });

  it('changes the password and ends every session of the user, this one included', async () => {
    const user = await createUser(t.database.db, { email: 'change@test.fr', staff: [{ gymId }] });
    const phone = await login(t.app, user.email, TEST_PASSWORD);
    const laptop = await login(t.app, user.email, TEST_PASSWORD);
    const colleague = await login(t.app, other.email, TEST_PASSWORD);

    const response = await write(laptop, `/api/change-password-admin/${user.uuid}/`, body(NEW_PASSWORD));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.passwordChanged });
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    expect(laptop.cookies[SESSION_COOKIE]).toBeUndefined();

    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await phone.inject({ method: 'GET', url: `/api/routesetterinfos/${user.uuid}` })).statusCode).toBe(401);
    // Other people keep their sessions.
    expect((await colleague.inject({ method: 'GET', url: `/api/routesetterinfos/${other.uuid}` })).statusCode).toBe(200);

    const old = await write(await anonymous(t.app), '/api/login/', { username: user.email, password: TEST_PASSWORD });
    expect(old.statusCode).toBe(401);
    await login(t.app, user.email, NEW_PASSWORD);
  });
});
