/**
 * Personal self-scoring links (docs/product.md › Contests: who may do what; Contests: scoring entry): the organiser mails one to each competitor with an
 * e-mail and no account, once (replays, two clicks at once, a mail that failed); the link shows that
 * competitor's contest and scores only their own results, only in the self-scoring window.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SCORING_MESSAGES as M } from '../../src/shared/contract/contest-scoring';
import { createRunningContest } from '../helpers/contest-fixtures';
import { useTestApp } from '../helpers/app';
import { createGym, createUser } from '../helpers/fixtures';
import { linkFromMail, MemoryMailer } from '../helpers/mailer';
import { anonymous, login, write, type LoggedIn, type TestBrowser } from '../helpers/session';

const mailer = new MemoryMailer();
const t = useTestApp({ mailer });
let q: <T = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<T[]>;
let gymId = 0;
let chief: LoggedIn;
let setter: LoggedIn;
let otherChief: LoggedIn;
let visitor: TestBrowser;

interface Fixture {
  id: number;
  slug: string;
  categoryId: number;
  boulders: { id: number; number: number }[];
  /** Amélie and Hugo have an e-mail, Nina has none, Léo has an account. */
  competitors: { amelie: number; hugo: number; nina: number; leo: number };
}

async function makeContest(slug: string, overrides: Record<string, unknown> = {}): Promise<Fixture> {
  const contest = await createRunningContest(chief, gymId, slug, {
    selfScoring: true,
    boulders: [{ number: 1 }, { number: 2 }],
    ...overrides,
  });
  const categoryId = contest.categories[0].id;
  const add = async (firstName: string, lastName: string, email?: string) =>
    (await write(chief, `/api/contests/${contest.id}/competitors/`, { firstName, lastName, categoryId, ...(email ? { email } : {}) })).json().id as number;
  const competitors = {
    amelie: await add('Amélie', 'Rousseau', 'amelie@exemple.fr'),
    hugo: await add('Hugo', 'Petit', 'hugo@exemple.fr'),
    nina: await add('Nina', 'Blanc'),
    leo: await add('Léo', 'Martin', 'leo@exemple.fr'),
  };
  const account = await createUser(t.database.db, { firstName: 'Léo', lastName: 'Martin' });
  await q('update contest_competitors set user_id = $1 where id = $2', [account.id, competitors.leo]);
  return { id: contest.id, slug, categoryId, boulders: contest.boulders, competitors };
}

const sendLinks = (session: TestBrowser, contestId: number) => write(session, `/api/contests/${contestId}/self-scoring-links/`, undefined, 'POST');
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const tokenOf = (to: string) => {
  const mail = mailer.sent.find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return linkFromMail(mail).pathname.split('/').at(-1)!;
};
const put = (contestId: number, token: string, body: object, clientId = randomUUID()) =>
  visitor.inject({ method: 'PUT', url: `/api/contests/${contestId}/results/${clientId}/`, payload: body, headers: bearer(token) });
const entries = async (contestId: number) =>
  (await q<{ n: number }>('select count(*)::int as n from contest_result_entries where contest_id = $1', [contestId]))[0]!.n;

beforeAll(async () => {
  const db = t.database.db;
  q = async (text, values) => (await db.$client.query(text, values as unknown[])).rows;
  gymId = (await createGym(db)).id;
  const otherGymId = (await createGym(db)).id;
  const chiefUser = await createUser(db, { staff: [{ gymId, accessTypes: ['chief_route_setter'] }] });
  const setterUser = await createUser(db, { staff: [{ gymId, accessTypes: ['route_setter'] }] });
  const otherUser = await createUser(db, { staff: [{ gymId: otherGymId, accessTypes: ['chief_route_setter'] }] });
  chief = await login(t.app, chiefUser.email, chiefUser.password!);
  setter = await login(t.app, setterUser.email, setterUser.password!);
  otherChief = await login(t.app, otherUser.email, otherUser.password!);
  visitor = await anonymous(t.app);
});

beforeEach(async () => {
  await q('delete from contests');
  mailer.sent = [];
  mailer.failing = false;
});

describe('sending the personal links', () => {
  it('mails each competitor with an e-mail and no account once; a replay sends nothing, a newcomer gets theirs next time', async () => {
    const c = await makeContest('liens');
    const first = await sendLinks(chief, c.id);
    expect([first.statusCode, first.json()]).toEqual([200, { sent: 2, failed: 0, withLink: 2, withoutEmail: 1 }]);
    expect(mailer.sent.map((m) => m.to).sort()).toEqual(['amelie@exemple.fr', 'hugo@exemple.fr']);
    const mail = mailer.sent.find((m) => m.to === 'amelie@exemple.fr')!;
    expect(mail.subject).toBe('Gaston : saisis tes résultats du Contest liens');
    expect(mail.text).toContain('Bonjour Amélie,');
    expect(linkFromMail(mail).pathname).toMatch(new RegExp(`^/contests/liens/moi/gcs_[A-Za-z0-9_-]{24}$`));
    expect(tokenOf('amelie@exemple.fr')).not.toBe(tokenOf('hugo@exemple.fr'));

    const replay = await sendLinks(chief, c.id);
    expect(replay.json()).toEqual({ sent: 0, failed: 0, withLink: 2, withoutEmail: 1 });
    expect(mailer.sent).toHaveLength(2);

    await write(chief, `/api/contests/${c.id}/competitors/`, { firstName: 'Zoé', lastName: 'Leroy', email: 'zoe@exemple.fr', categoryId: c.categoryId });
    expect((await sendLinks(chief, c.id)).json()).toEqual({ sent: 1, failed: 0, withLink: 3, withoutEmail: 1 });
    expect(mailer.sent.map((m) => m.to)).toEqual(['amelie@exemple.fr', 'hugo@exemple.fr', 'zoe@exemple.fr']);
  });

  it('mails nobody twice when two organisers send at once', async () => {
    const c = await makeContest('deux-clics');
    const answers = await Promise.all([sendLinks(chief, c.id), sendLinks(chief, c.id)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().sent).sort()).toEqual([0, 2]);
    expect(mailer.sent.map((m) => m.to).sort()).toEqual(['amelie@exemple.fr', 'hugo@exemple.fr']);
  });

  it('sends again the links whose mail did not leave', async () => {
    const c = await makeContest('panne');
    mailer.failing = true;
    expect((await sendLinks(chief, c.id)).json()).toEqual({ sent: 0, failed: 2, withLink: 0, withoutEmail: 1 });
    mailer.failing = false;
    expect((await sendLinks(chief, c.id)).json()).toEqual({ sent: 2, failed: 0, withLink: 2, withoutEmail: 1 });
  });

  it('is refused while self-scoring is off, to staff who do not run contests, to other gyms and to visitors', async () => {
    const off = await makeContest('sans-auto', { selfScoring: false });
    const refused = await sendLinks(chief, off.id);
    expect([refused.statusCode, refused.json().error]).toEqual([409, M.selfLinksOff]);
    const c = await makeContest('acces');
    expect((await sendLinks(setter, c.id)).statusCode).toBe(403);
    expect((await sendLinks(otherChief, c.id)).statusCode).toBe(404);
    expect((await visitor.inject({ method: 'POST', url: `/api/contests/${c.id}/self-scoring-links/` })).statusCode).toBe(401);
    expect((await sendLinks(chief, 999_999)).statusCode).toBe(404);
    expect(mailer.sent).toHaveLength(0);
  });
});

describe('scoring from a personal link', () => {
  it('shows the competitor their contest and records their own results, once per client id', async () => {
    const c = await makeContest('moi');
    await sendLinks(chief, c.id);
    const token = tokenOf('amelie@exemple.fr');
    const view = await visitor.inject({ method: 'GET', url: '/api/contests/self-scoring/', headers: bearer(token) });
    expect(view.statusCode).toBe(200);
    expect(view.headers['cache-control']).toBe('private, no-store');
    expect(view.json()).toMatchObject({ id: c.id, slug: 'moi', competitorId: c.competitors.amelie, category: 'Mixte', selfScoringOpen: true, results: [] });
    expect(view.json().boulders.map((b: { number: number }) => b.number)).toEqual([1, 2]);

    const result = { competitorId: c.competitors.amelie, boulderId: c.boulders[0]!.id, attempts: 2, zoneAttempt: 1, topAttempt: 2 };
    const clientId = randomUUID();
    const answers = await Promise.all([put(c.id, token, result, clientId), put(c.id, token, result, clientId)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect((await put(c.id, token, result, clientId)).statusCode).toBe(200);
    expect(await entries(c.id)).toBe(1);
    const again = await visitor.inject({ method: 'GET', url: '/api/contests/self-scoring/', headers: bearer(token) });
    expect(again.json().results).toEqual([{ boulderId: c.boulders[0]!.id, attempts: 2, zoneAttempt: 1, topAttempt: 2 }]);

    const history = await chief.inject({ method: 'GET', url: `/api/contests/${c.id}/results/history/` });
    expect(history.json().entries).toMatchObject([{ source: 'self', author: 'Amélie Rousseau', attempts: 2 }]);
  });

  it("refuses another competitor's result, another contest, a closed window, and unknown links", async () => {
    const c = await makeContest('refus');
    await sendLinks(chief, c.id);
    const token = tokenOf('amelie@exemple.fr');
    const mine = { competitorId: c.competitors.amelie, boulderId: c.boulders[0]!.id, attempts: 1, zoneAttempt: null, topAttempt: null };
    const hugo = await put(c.id, token, { ...mine, competitorId: c.competitors.hugo });
    expect([hugo.statusCode, hugo.json().error]).toEqual([403, M.notYourResult]);

    const other = await makeContest('refus-autre');
    const elsewhere = await put(other.id, token, { ...mine, competitorId: other.competitors.amelie, boulderId: other.boulders[0]!.id });
    expect([elsewhere.statusCode, elsewhere.json().error]).toEqual([404, "Ce contest n'existe pas."]);

    await q('update contests set self_scoring_closes_at = now() - interval $$1 minute$$ where id = $1', [c.id]);
    const closed = await put(c.id, token, mine);
    expect([closed.statusCode, closed.json().error]).toEqual([409, M.selfScoringClosed]);
    expect((await visitor.inject({ method: 'GET', url: '/api/contests/self-scoring/', headers: bearer(token) })).json().selfScoringOpen).toBe(false);

    for (const headers of [bearer('gcs_inconnu'), {}]) {
      const unknown = await visitor.inject({ method: 'GET', url: '/api/contests/self-scoring/', headers });
      expect([unknown.statusCode, unknown.json().error]).toEqual([404, M.selfLink]);
    }
    const forged = await put(c.id, 'gcs_inconnu', mine);
    expect([forged.statusCode, forged.json().error]).toEqual([404, M.selfLink]);
    // A judge's token is not a competitor's, and the other way round.
    expect((await visitor.inject({ method: 'GET', url: '/api/contests/judge/', headers: bearer(token) })).statusCode).toBe(401);
    expect(await entries(c.id)).toBe(0);
  });

  it('stops working when the contest is deleted', async () => {
    const c = await makeContest('supprime');
    await sendLinks(chief, c.id);
    const token = tokenOf('hugo@exemple.fr');
    await q('delete from contests where id = $1', [c.id]);
    expect((await visitor.inject({ method: 'GET', url: '/api/contests/self-scoring/', headers: bearer(token) })).statusCode).toBe(404);
  });
});
