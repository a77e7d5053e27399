/**
 * Registration on /contests/{slug}/inscription (docs/product.md › Contests: public pages; Contests: payloads): the competitor at once and a
 * confirmation mail; 'Inscriptions fermées' outside the window, 'Complet' when full (also with two
 * registrants at once); a replay registers once.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REGISTRATION_MESSAGES as R } from '../../src/shared/contract/contest-public';
import { createContest, inHours, organiserAndVisitor, type RowsQuery } from '../helpers/contest-fixtures';
import { useTestApp } from '../helpers/app';
import { createUser } from '../helpers/fixtures';
import { linkFromMail, MemoryMailer } from '../helpers/mailer';
import { write, type LoggedIn, type TestBrowser } from '../helpers/session';

const mailer = new MemoryMailer();
const t = useTestApp({ mailer });
let q: RowsQuery;
let chief: LoggedIn;
let visitor: TestBrowser;
let gymId = 0;

async function makeContest(slug: string, overrides: Record<string, unknown> = {}) {
  return (await createContest(chief, gymId, {
    name: 'Contest de printemps',
    slug,
    format: 'points',
    startsAt: inHours(48),
    endsAt: inHours(54),
    registrationOpensAt: inHours(-24),
    registrationClosesAt: inHours(24),
    capacity: 3,
    categories: [
      { name: 'Femmes', gender: 'female', birthYearMax: 2008 },
      { name: 'Jeunes', gender: 'mixed', birthYearMin: 2009, capacity: 1 },
    ],
    ...overrides,
  })) as { id: number; slug: string; categories: { id: number }[] };
}

const register = (slug: string, body: object, from: TestBrowser = visitor) => write(from, `/api/public/contests/${slug}/registrations/`, body);
const amelie = (categoryId: number) => ({
  firstName: 'Amélie',
  lastName: 'Rousseau',
  email: 'amelie@exemple.fr',
  birthYear: 1994,
  gender: 'female',
  categoryId,
  consent: false,
});

beforeAll(async () => {
  ({ gymId, chief, visitor, q } = await organiserAndVisitor(t));
});

beforeEach(async () => {
  await q('delete from contests');
  await q('delete from rate_limits');
  mailer.sent = [];
});

describe('registration', () => {
  it('creates the competitor at once with the next bib and mails a confirmation; a replay registers once', async () => {
    const c = await makeContest('inscriptions');
    const response = await register(c.slug, amelie(c.categories[0]!.id));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ bib: 1, categoryId: c.categories[0]!.id, firstName: 'Amélie', lastName: 'Rousseau' });
    const [row] = await q<{ email: string; birth_year: number; name_consent: boolean; user_id: number | null }>(
      'select email, birth_year, name_consent, user_id from contest_competitors',
    );
    expect(row).toEqual({ email: 'amelie@exemple.fr', birth_year: 1994, name_consent: false, user_id: null });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]!.subject).toBe('Gaston : inscription au Contest de printemps');
    expect(mailer.sent[0]!.text).toContain('Catégorie : Femmes · dossard 1.');
    expect(linkFromMail(mailer.sent[0]!).pathname).toBe('/contests/inscriptions');

    const replay = await register(c.slug, amelie(c.categories[0]!.id));
    expect([replay.statusCode, replay.json().competitorId]).toEqual([200, response.json().competitorId]);
    expect(mailer.sent).toHaveLength(1);
    const other = await register(c.slug, { ...amelie(c.categories[0]!.id), firstName: 'Julie' });
    expect([other.statusCode, other.json().error]).toEqual([409, R.alreadyRegistered]);
    // Without consent, the ranking lists her by bib only.
    const ranking = (await visitor.inject({ method: 'GET', url: `/api/public/contests/${c.slug}/ranking/` })).json();
    expect(ranking.categories[0].competitors[0]).toMatchObject({ firstName: '', lastName: '', bib: 1 });
  });

  it("writes the competitor's mails in the language of the registration's page: the confirmation, then the personal link", async () => {
    const c = await makeContest('english', { selfScoring: true });
    const response = await visitor.inject({
      method: 'POST',
      url: `/api/public/contests/${c.slug}/registrations/`,
      payload: amelie(c.categories[0]!.id),
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(response.statusCode).toBe(201);
    expect(await q('select locale from contest_competitors')).toEqual([{ locale: 'en' }]);
    const [confirmation] = mailer.sent;
    expect(confirmation!.subject).toBe('Gaston: registration for Contest de printemps');
    expect(confirmation!.text).toContain('Hello Amélie,');
    expect(confirmation!.text).toContain('Category: Femmes · bib 1.');
    expect(confirmation!.html).toContain('<html lang="en">');
    expect(confirmation!.text).not.toMatch(/inscription|Catégorie|équipe/);

    const links = await write(chief, `/api/contests/${c.id}/self-scoring-links/`, undefined, 'POST');
    expect(links.json()).toMatchObject({ sent: 1 });
    const link = mailer.sent[1]!;
    expect(link.subject).toBe('Gaston: enter your results of Contest de printemps');
    expect(link.text).toMatch(/you enter your results yourself, from \w+day \d+ \w+ at \d\d:\d\d to /);
  });

  it("answers 'Complet' when the category or the contest is full, even to two registrants at once", async () => {
    const c = await makeContest('complet');
    const young = (firstName: string) => ({
      firstName,
      lastName: 'Petit',
      email: `${firstName.toLowerCase()}@exemple.fr`,
      birthYear: 2012,
      gender: 'male',
      categoryId: c.categories[1]!.id,
      consent: true,
    });
    const answers = await Promise.all([register(c.slug, young('Hugo')), register(c.slug, young('Leo'))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().error).toBe(R.full);
    for (const name of ['Zoe', 'Ines'])
      expect((await register(c.slug, { ...amelie(c.categories[0]!.id), firstName: name, email: `${name}@exemple.fr` })).statusCode).toBe(201);
    const full = await register(c.slug, { ...amelie(c.categories[0]!.id), email: 'lou@exemple.fr', firstName: 'Lou' });
    expect([full.statusCode, full.json().error]).toEqual([409, R.full]);
    const page = (await visitor.inject({ method: 'GET', url: `/api/public/contests/${c.slug}/` })).json();
    expect([page.full, page.registrationOpen, page.categories.map((k: { full: boolean }) => k.full)]).toEqual([true, true, [true, true]]);
    expect((await q<{ n: number }>('select count(*)::int as n from contest_competitors'))[0]!.n).toBe(3);
  });

  it("answers 'Inscriptions fermées' outside the window, and refuses bad input in French", async () => {
    const closed = await makeContest('fermees', { registrationOpensAt: inHours(1), registrationClosesAt: inHours(20) });
    const refused = await register(closed.slug, amelie(closed.categories[0]!.id));
    expect([refused.statusCode, refused.json().error]).toEqual([409, R.closed]);
    const c = await makeContest('refus');
    expect((await register(c.slug, { ...amelie(c.categories[0]!.id), birthYear: 2012 })).json()).toMatchObject({ categoryId: [R.categoryMismatch] });
    expect((await register(c.slug, { ...amelie(c.categories[0]!.id), gender: 'autre' })).json()).toMatchObject({ gender: [R.gender] });
    expect((await register(c.slug, { ...amelie(c.categories[0]!.id), consent: undefined })).json()).toMatchObject({ consent: [R.consent] });
    expect((await register(c.slug, { ...amelie(c.categories[0]!.id), email: 'nope' })).statusCode).toBe(400);
    expect((await register(c.slug, { ...amelie(999999) })).statusCode).toBe(400);
    expect((await register('inconnu', amelie(c.categories[0]!.id))).statusCode).toBe(404);
    expect((await q<{ n: number }>('select count(*)::int as n from contest_competitors'))[0]!.n).toBe(0);
    expect(mailer.sent).toHaveLength(0);
  });

  it("links a signed-in climber's registration to their account", async () => {
    const c = await makeContest('grimpeuse');
    const climber = await createUser(t.database.db, { firstName: 'Amélie', lastName: 'Rousseau' });
    const { token } = (
      await t.app.inject({ method: 'POST', url: '/api/v1/auth/token/', payload: { email: climber.email, password: climber.password, deviceName: 'Test' } })
    ).json();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/public/contests/${c.slug}/registrations/`,
      payload: amelie(c.categories[0]!.id),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(201);
    expect((await q<{ user_id: number }>('select user_id from contest_competitors'))[0]!.user_id).toBe(climber.id);
  });
});

describe('registration errors (#31 item 16)', () => {
  it('names the field by the form’s label and gives the true reason', async () => {
    const c = await makeContest('erreurs');
    const old = await register(c.slug, { ...amelie(c.categories[0]!.id), birthYear: 1890 });
    expect([old.statusCode, old.json().error]).toEqual([400, "Champ « Année de naissance » invalide : L'année de naissance ne peut pas être avant 1900."]);
    const future = await register(c.slug, { ...amelie(c.categories[0]!.id), birthYear: new Date().getUTCFullYear() + 1 });
    expect(future.json().error).toBe("Champ « Année de naissance » invalide : L'année de naissance ne peut pas être dans le futur.");
    const email = await register(c.slug, { ...amelie(c.categories[0]!.id), email: 'amelie' });
    expect(email.json().error).toMatch(/^Champ « E-mail » invalide : /);
    expect(email.json().email).toBeDefined();
  });
});
