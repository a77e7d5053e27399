/**
 * The climbers' side answers in the language the client asks for (issue 35, docs/i18n.md): French by
 * default, English for `Accept-Language: en…`; the back office stays French whatever the header says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerLocale, englishOf } from '../../src/server/plugins/answer-language';
import { ENGLISH_ANSWERS, FRENCH_ANSWERS } from '../../src/server/i18n/english-answers';
import { CLIMBER_MESSAGES } from '../../src/shared/domain/climber-rules';
import { NOTIFY_MESSAGES } from '../../src/shared/domain/notify-rules';
import { MESSAGES } from '../../src/shared/messages';
import { PUBLIC_PATHS } from '../../src/shared/contract/entry-constants';
import { SCORING_MESSAGES } from '../../src/shared/contract/contest-scoring';
import { randomUUID } from 'node:crypto';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createUser, TEST_PASSWORD } from '../helpers/fixtures';
import { anonymous } from '../helpers/session';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const ENGLISH = { 'accept-language': 'en-GB,en;q=0.9,fr;q=0.5' };

describe('answerLocale', () => {
  it('takes the best language Gaston speaks, whatever its region, and French otherwise', () => {
    expect(answerLocale('en-US')).toBe('en');
    expect(answerLocale('de-DE,en;q=0.4,fr;q=0.6')).toBe('fr');
    expect(answerLocale('de-DE,en-GB;q=0.4')).toBe('en');
    expect(answerLocale('de, it')).toBe('fr');
    expect(answerLocale(undefined)).toBe('fr');
    expect(answerLocale('*')).toBe('fr');
  });
});

describe('the English answers', () => {
  it('give each French text of the tables a different English one, the same wherever the French is the same', () => {
    const englishOfFrench = new Map<string, string>();
    for (const [table, texts] of Object.entries(FRENCH_ANSWERS))
      for (const [key, text] of Object.entries(texts)) {
        const english = (ENGLISH_ANSWERS as Record<string, Record<string, string>>)[table]![key]!;
        expect(english.trim(), `${table}.${key}`).not.toBe('');
        expect(english, `${table}.${key}`).not.toBe(text);
        expect(englishOfFrench.get(text) ?? english, `${table}.${key}`).toBe(english);
        englishOfFrench.set(text, english);
      }
  });

  it('translate the one-line error of a field, its label included, and leave unknown texts alone', () => {
    expect(englishOf('Champ « Prénom » invalide : Le prénom est obligatoire (1 à 50 caractères).')).toBe(
      'Field “First name” is invalid: The first name is required (1 to 50 characters).',
    );
    expect(englishOf('Bloc de la Dalle')).toBe('Bloc de la Dalle');
  });
});

describe('answers of the climbers’ side', () => {
  it('a refused sign-up: English for an English client, French otherwise, field by field', async () => {
    const body = { firstName: '', lastName: 'Grimpe', email: 'lea@grimpe.fr', password: 'Gaston-2024!' };
    const english = await t.app.inject({ method: 'POST', url: '/api/v1/auth/signup/', payload: body, headers: ENGLISH });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({ error: `Field “First name” is invalid: ${ENGLISH_ANSWERS.CLIMBER_MESSAGES.firstName}`, code: 'bad_request' });
    expect(english.json().firstName).toEqual([ENGLISH_ANSWERS.CLIMBER_MESSAGES.firstName]);
    expect(english.headers.vary).toMatch(/Accept-Language/);

    const french = await t.app.inject({ method: 'POST', url: '/api/v1/auth/signup/', payload: body, headers: { 'accept-language': 'fr-FR' } });
    expect(french.json()).toMatchObject({ error: `Champ « Prénom » invalide : ${CLIMBER_MESSAGES.firstName}` });
    expect(french.json().firstName).toEqual([CLIMBER_MESSAGES.firstName]);
    expect(french.headers.vary).toMatch(/Accept-Language/);
  });

  it('a failed sign-in and a call without a session', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: { email: 'personne@grimpe.fr', password: 'Gaston-2024!' },
      headers: ENGLISH,
    });
    expect(login.json().error).toBe(ENGLISH_ANSWERS.MESSAGES.loginFailed);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me/', headers: ENGLISH });
    expect(me.statusCode).toBe(401);
    expect(me.json().error).toBe(ENGLISH_ANSWERS.MESSAGES.sessionRequired);
  });

  it('a refused ascent and an unknown gym, to the app', async () => {
    const user = await createUser(t.database.db);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token/',
      payload: { email: user.email, password: TEST_PASSWORD, deviceName: 'Test' },
    });
    const headers = { ...ENGLISH, authorization: `Bearer ${signIn.json().token}` };
    const ascent = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/ascents/${randomUUID()}/`,
      headers,
      payload: { boulderId: 1, tries: 0, topped: true, loggedAt: new Date().toISOString() },
    });
    expect(ascent.statusCode).toBe(400);
    expect(ascent.json().tries).toEqual([ENGLISH_ANSWERS.LOG_MESSAGES.tries]);
    const gym = await t.app.inject({ method: 'GET', url: '/api/v1/gyms/999999/', headers });
    expect(gym.statusCode).toBe(404);
    expect(JSON.stringify(gym.json())).not.toMatch(/salle/i);
  });

  it('the notify form of the landing page (a public call)', async () => {
    const visitor = await anonymous(t.app);
    const answer = await visitor.inject({ method: 'POST', url: PUBLIC_PATHS.notify, payload: { climbing_gym: '', email: 'x' }, headers: ENGLISH });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().climbing_gym).toEqual([ENGLISH_ANSWERS.NOTIFY_MESSAGES.notifyGymRequired]);
    expect(answer.json().email).toEqual([ENGLISH_ANSWERS.NOTIFY_MESSAGES.notifyEmailInvalid]);
    const french = await (await anonymous(t.app)).inject({ method: 'POST', url: PUBLIC_PATHS.notify, payload: { climbing_gym: '', email: 'x' } });
    expect(french.json().climbing_gym).toEqual([NOTIFY_MESSAGES.notifyGymRequired]);
  });

  it("the judge's phone and a competitor's personal link", async () => {
    const visitor = await anonymous(t.app);
    const code = await visitor.inject({ method: 'POST', url: '/api/contests/judge/session/', payload: { token: 'inconnu', code: '12' }, headers: ENGLISH });
    expect(code.statusCode).toBe(400);
    // The field is named 'code', as the answer's own code: the sentence names it.
    expect(code.json()).toMatchObject({ field: 'code', error: `Field “code” is invalid: ${ENGLISH_ANSWERS.SCORING_ANSWER_MESSAGES.judgeCode}` });
    const link = await visitor.inject({ method: 'POST', url: '/api/contests/judge/session/', payload: { token: 'inconnu', code: '123456' }, headers: ENGLISH });
    expect(link.json().error).toBe(ENGLISH_ANSWERS.SCORING_ANSWER_MESSAGES.judgeLink);
    const own = await t.app.inject({ method: 'GET', url: '/api/contests/self-scoring/', headers: { ...ENGLISH, authorization: 'Bearer inconnu' } });
    expect(own.statusCode).toBe(401);
    expect(own.json().error).toBe(ENGLISH_ANSWERS.CLIMBER_MESSAGES.tokenInvalid);
    const french = await visitor.inject({ method: 'POST', url: '/api/contests/judge/session/', payload: { token: 'inconnu', code: '123456' } });
    expect(french.json().error).toBe(SCORING_MESSAGES.judgeLink);
  });

  it('a body that is not JSON', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: '{"email":',
      headers: { ...ENGLISH, 'content-type': 'application/json' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toBe(ENGLISH_ANSWERS.HTTP_MESSAGES.invalidJson);
  });

  it('the back office stays French', async () => {
    const staff = await anonymous(t.app);
    const login = await staff.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: 'personne@grimpe.fr', password: 'Gaston-2024!' },
      headers: ENGLISH,
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().error).toBe(MESSAGES.loginFailed);
  });
});
