/**
 * New sets announced (docs/announcements.md): a validated setting day of a published gym makes one
 * announcement, which goes after the grace period (a clock of the test's own) to exactly the climbers who
 * want it by e-mail; the mail's one-click unsubscribe works without a session; the staff's figures
 * (told, opened, came) equal a recount of the raw rows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../../src/server/mail/mailer';
import { automaticTitle, sendDueAnnouncements, type SenderDeps } from '../../src/server/services/announcements-service';
import { gradeLabel } from '../../src/shared/domain/grades';
import { useTestApp } from '../helpers/app';
import { addAscent, createDifficulty, createSector, ensureCatalog } from '../helpers/boulder-fixtures';
import { createGym, createUser, TEST_PASSWORD, type CreatedUser } from '../helpers/fixtures';
import { anonymous, login, type LoggedIn } from '../helpers/session';

const outbox: OutgoingMail[] = [];
const t = useTestApp({ mailer: { send: async (mail) => void outbox.push(mail) } });

const GRACE_MS = 900 * 1000;
const ids = { gym: 0, draftGym: 0, otherGym: 0, sector: 0, blue: 0, red: 0 };
let setter: LoggedIn;
let marketing: LoggedIn;
let outsider: LoggedIn;
const climbers: Record<string, CreatedUser> = {};

const q = async <Row>(text: string, values: unknown[] = []) => (await t.database.db.$client.query(text, values)).rows as Row[];
const deps = (): SenderDeps => ({ db: t.database.db, mailer: { send: async (mail) => void outbox.push(mail) }, config: t.config, log: t.app.log });
const later = (ms: number) => new Date(Date.now() + ms);

beforeAll(async () => {
  const db = t.database.db;
  await ensureCatalog(db);
  ids.gym = (await createGym(db, { name: 'Bloc Paradise' })).id;
  ids.draftGym = (await createGym(db, { name: 'Salle en brouillon', status: 'draft' })).id;
  ids.otherGym = (await createGym(db, { name: 'Autre salle' })).id;
  ids.sector = (await createSector(db, ids.gym, { name: 'Dévers' })).id;
  ids.blue = await createDifficulty(db, ids.gym, { name: 'Bleu', grade: 10 });
  ids.red = await createDifficulty(db, ids.gym, { name: 'Rouge', grade: 14 });
  const staff = await createUser(db, {
    staff: [
      { gymId: ids.gym, accessTypes: ['route_setter'] },
      { gymId: ids.draftGym, accessTypes: ['route_setter'] },
    ],
  });
  const media = await createUser(db, { staff: [{ gymId: ids.gym, accessTypes: ['marketing_staff'] }] });
  const other = await createUser(db, { staff: [{ gymId: ids.otherGym, isAdmin: true }] });
  setter = await login(t.app, staff.email, TEST_PASSWORD);
  marketing = await login(t.app, media.email, TEST_PASSWORD);
  outsider = await login(t.app, other.email, TEST_PASSWORD);
  // Who hears of the gym: by consent for their home gym, or by their own choice for it.
  const people: [string, { homeGymId?: number; news?: boolean; confirmed?: boolean; choice?: [boolean, number[] | null] }][] = [
    ['consenting', { homeGymId: ids.gym, news: true }],
    ['redOnly', { choice: [true, [ids.red]] }],
    ['blueOnly', { choice: [true, [ids.blue]] }],
    ['chooser', { choice: [true, null] }],
    ['noConsent', { homeGymId: ids.gym, news: false }],
    ['optedOut', { homeGymId: ids.gym, news: true, choice: [false, null] }],
    ['unconfirmed', { homeGymId: ids.gym, news: true, confirmed: false }],
    ['elsewhere', { homeGymId: ids.otherGym, news: true }],
  ];
  for (const [name, p] of people) {
    const user = await createUser(db, { email: `${name.toLowerCase()}@annonces.fr`, homeGymId: p.homeGymId ?? null, emailConfirmed: p.confirmed ?? true });
    await q('update users set news_consent = $2 where id = $1', [user.id, p.news ?? false]);
    if (p.choice) {
      await q('insert into climber_gym_notifications (user_id, gym_id, email, push, circuit_ids) values ($1, $2, $3, false, $4)', [
        user.id,
        ids.gym,
        p.choice[0],
        p.choice[1],
      ]);
    }
    climbers[name] = user;
  }
});

async function validateSettingDay(browser: LoggedIn, gymId: number, sectorId: number, rows: { name: string; difficultyId: number; grade: number }[]) {
  const draft = await browser.inject({
    method: 'POST',
    url: `/api/gyms/${gymId}/setting-sessions/`,
    payload: { sectorId, keptBoulderIds: [], rows: rows.map((r) => ({ ...r, grade: gradeLabel(r.grade) })) },
  });
  expect(draft.statusCode, draft.body).toBe(201);
  const validated = await browser.inject({ method: 'POST', url: `/api/gyms/${gymId}/setting-sessions/${draft.json().id}/validate/`, payload: {} });
  expect(validated.statusCode, validated.body).toBe(200);
}

const list = async (browser: LoggedIn, gymId = ids.gym) => {
  const response = await browser.inject({ method: 'GET', url: `/api/gyms/${gymId}/announcements/` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    id: number;
    status: string;
    title: string;
    sendAt: string | null;
    boulderIds: number[];
    told: { email: number; push: number };
    opened: number;
    came: number;
  }[];
};
const recipients = () => outbox.map((mail) => mail.to).sort();
const tokenOf = (mail: OutgoingMail) => /\/api\/v1\/unsubscribe\/([\w-]+)\//.exec(mail.headers!['List-Unsubscribe']!)![1]!;

describe('a setting day announced', () => {
  it('gathers the whole setting day in one pending announcement, titled from its circuits', async () => {
    await validateSettingDay(setter, ids.gym, ids.sector, [
      { name: 'Nouveau un', difficultyId: ids.blue, grade: 10 },
      { name: 'Nouveau deux', difficultyId: ids.blue, grade: 10 },
      { name: 'Nouveau trois', difficultyId: ids.red, grade: 14 },
    ]);
    const [pending, ...others] = await list(marketing);
    expect(others).toEqual([]);
    expect(pending).toMatchObject({ status: 'pending', title: 'Nouveaux blocs à Bloc Paradise : 3 blocs (2 Bleu, 1 Rouge)', told: { email: 0, push: 0 } });
    expect(pending!.boulderIds).toHaveLength(3);
    expect(new Date(pending!.sendAt!).getTime()).toBeGreaterThan(Date.now() + GRACE_MS - 60_000);
  });

  it('sends nothing before the grace period is over', async () => {
    expect(await sendDueAnnouncements(deps(), later(GRACE_MS - 60_000))).toEqual({ announcements: 0, emails: 0, pushes: 0 });
    expect(outbox).toEqual([]);
  });

  it('then mails exactly the climbers who want it, once, even with two senders at once', async () => {
    // One boulder has a photo: the mail shows its 400 px version, the others by name.
    await q(`insert into media (id, content_type, body) values ('annonce-mini', 'image/jpeg', '\\x00'), ('annonce-photo', 'image/jpeg', '\\x00')`);
    await q(`update media set thumbnail_id = 'annonce-mini' where id = 'annonce-photo'`);
    await q(`update boulders set media_id = 'annonce-photo' where name = 'Nouveau trois'`);
    // One climber chose English in the app: their mail says it in English, its automatic title too.
    await q(`update users set locale = 'en' where email = 'redonly@annonces.fr'`);
    const [a, b] = await Promise.all([sendDueAnnouncements(deps(), later(GRACE_MS + 1000)), sendDueAnnouncements(deps(), later(GRACE_MS + 1000))]);
    expect(a.announcements + b.announcements).toBe(1);
    expect(recipients()).toEqual(['chooser@annonces.fr', 'consenting@annonces.fr', 'redonly@annonces.fr', 'blueonly@annonces.fr'].sort());
    const english = outbox.find((m) => m.to === 'redonly@annonces.fr')!;
    expect(english.subject).toBe('New boulders at Bloc Paradise: 3 boulders (2 Bleu, 1 Rouge)');
    expect(english.text).toMatch(
      /^Hello Prénom\d+,\n\nNew boulders at Bloc Paradise: 3 boulders \(2 Bleu, 1 Rouge\)\.\nSectors: Dévers\.\nSee them in the app:/,
    );
    expect(english.html).toContain('<html lang="en">');
    const mail = outbox.find((m) => m.to !== 'redonly@annonces.fr')!;
    expect(mail.subject).toBe('Nouveaux blocs à Bloc Paradise : 3 blocs (2 Bleu, 1 Rouge)');
    expect(mail.text).toContain('Secteurs : Dévers.');
    expect(mail.text).toContain('- Nouveau trois · Rouge · Dévers\n- Nouveau un · Bleu · Dévers\n- Nouveau deux · Bleu · Dévers');
    expect(mail.html!.match(/<img src="[^"]+"/g)).toEqual([expect.stringMatching(/^<img src="http:\/\/localhost:\d+\/media\/annonce-mini\.jpg"$/)]);
    expect(mail.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mail.headers!['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:\d+\/api\/v1\/unsubscribe\/[\w-]+\/>$/);
    expect(await sendDueAnnouncements(deps(), later(GRACE_MS + 120_000))).toEqual({ announcements: 0, emails: 0, pushes: 0 });
    expect(outbox).toHaveLength(4);
    const [sent] = await list(setter);
    expect(sent).toMatchObject({ status: 'sent', told: { email: 4, push: 0 }, opened: 0, came: 0 });
  });

  it('unsubscribes in one click without a session, and says so again on a replay', async () => {
    const mail = outbox.find((m) => m.to === 'consenting@annonces.fr')!;
    const visitor = await anonymous(t.app);
    const page = await visitor.inject({ method: 'GET', url: `/api/v1/unsubscribe/${tokenOf(mail)}/` });
    expect(page.json()).toEqual({ gymName: 'Bloc Paradise', email: true });
    for (let i = 0; i < 2; i++) {
      const oneClick = await t.app.inject({
        method: 'POST',
        url: `/api/v1/unsubscribe/${tokenOf(mail)}/`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode, oneClick.body).toBe(200);
      expect(oneClick.json()).toEqual({ gymName: 'Bloc Paradise', email: false });
    }
    const unknown = await t.app.inject({ method: 'POST', url: `/api/v1/unsubscribe/${'x'.repeat(43)}/` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Ce lien est inconnu : ouvrez-le depuis l’e-mail reçu.');
  });

  it("counts who opened the mail's link and who came, as a recount of the raw rows", async () => {
    const [sent] = await list(setter);
    const opener = outbox.find((m) => m.to === 'chooser@annonces.fr')!;
    const open = await t.app.inject({ method: 'GET', url: `/api/v1/announcements/open/${/announcements\/open\/([\w-]+)\//.exec(opener.text)![1]}/` });
    expect(open.statusCode).toBe(302);
    expect(open.headers.location).toBe(`/app/salles/${ids.gym}?tri=nouveaux`);
    // One told climber logs a new boulder, another one an old one; a climber not told logs a new one.
    const db = t.database.db;
    await addAscent(db, { userId: climbers.chooser!.id, boulderId: sent!.boulderIds[0]!, loggedAt: later(3600_000), gymId: ids.gym, tries: 1, topped: true });
    await addAscent(db, { userId: climbers.noConsent!.id, boulderId: sent!.boulderIds[1]!, loggedAt: later(3600_000), gymId: ids.gym, tries: 1, topped: true });
    await addAscent(db, {
      userId: climbers.redOnly!.id,
      boulderId: sent!.boulderIds[2]!,
      loggedAt: later(8 * 86_400_000),
      gymId: ids.gym,
      tries: 1,
      topped: true,
    });
    const [counted] = await list(setter);
    const [recount] = await q<{ told: number; opened: number; came: number }>(
      `select count(*) filter (where d.sent_at is not null)::int as told, count(*) filter (where d.opened_at is not null)::int as opened,
              count(*) filter (where exists (select 1 from ascents s where s.user_id = d.user_id and s.boulder_id = any(a.boulder_ids)
                and s.logged_at between a.sent_at and a.sent_at + interval '7 days'))::int as came
       from announcement_deliveries d join announcements a on a.id = d.announcement_id where a.id = $1`,
      [sent!.id],
    );
    expect(recount).toEqual({ told: 4, opened: 1, came: 1 });
    expect(counted).toMatchObject({ told: { email: recount!.told, push: 0 }, opened: recount!.opened, came: recount!.came });
  });

  it('sends at most one e-mail per gym and day, and none to the one who unsubscribed', async () => {
    outbox.length = 0;
    await validateSettingDay(setter, ids.gym, ids.sector, [{ name: 'Encore un', difficultyId: ids.blue, grade: 10 }]);
    await sendDueAnnouncements(deps(), later(GRACE_MS + 1000));
    expect(outbox).toEqual([]);
    const [second] = await list(setter);
    expect(second).toMatchObject({ status: 'sent', told: { email: 0, push: 0 } });
  });
});

describe('what is not announced', () => {
  it("a draft gym's setting day", async () => {
    const sector = await createSector(t.database.db, ids.draftGym);
    const circuit = await createDifficulty(t.database.db, ids.draftGym, { name: 'Vert' });
    await validateSettingDay(setter, ids.draftGym, sector.id, [{ name: 'Brouillon', difficultyId: circuit, grade: 10 }]);
    expect(await list(setter, ids.draftGym)).toEqual([]);
  });
});

describe("the staff's own announcement", () => {
  it('replaces the pending one, goes after the grace period, and a replay leaves one pending', async () => {
    const boulder = await q<{ id: number }>('select id from boulders where gym_id = $1 and closed_at is null order by id limit 2', [ids.gym]);
    const body = { title: 'Deux blocs remis à neuf', boulderIds: boulder.map((b) => b.id) };
    const first = await marketing.inject({ method: 'POST', url: `/api/gyms/${ids.gym}/announcements/`, payload: body });
    expect(first.statusCode, first.body).toBe(201);
    const replay = await marketing.inject({ method: 'POST', url: `/api/gyms/${ids.gym}/announcements/`, payload: body });
    expect(replay.statusCode).toBe(201);
    const pending = (await list(marketing)).filter((a) => a.status === 'pending');
    expect(pending).toHaveLength(1);
    expect(pending[0]!.id).toBe(replay.json().id);
  });

  it("offers the gym's active boulders opened in the last two weeks", async () => {
    const response = await marketing.inject({ method: 'GET', url: `/api/gyms/${ids.gym}/announcements/candidates/` });
    expect(response.statusCode).toBe(200);
    const names = (response.json() as { name: string; sector: string; circuit: string }[]).map((b) => `${b.name} ${b.sector} ${b.circuit}`);
    // The second setting day stripped the first one's boulders; the other gyms' never show.
    expect(names).toEqual(['Encore un Dévers Bleu']);
  });

  it('leaves one pending when two staff write at once', async () => {
    const [boulder] = await q<{ id: number }>('select id from boulders where gym_id = $1 and closed_at is null order by id limit 1', [ids.gym]);
    const write = (title: string) =>
      marketing.inject({ method: 'POST', url: `/api/gyms/${ids.gym}/announcements/`, payload: { title, boulderIds: [boulder!.id] } });
    const answers = await Promise.all([write('Écrite en même temps A'), write('Écrite en même temps B')]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    const pending = (await list(marketing)).filter((a) => a.status === 'pending');
    expect(pending.map((a) => a.title)).toHaveLength(1);
  });

  it('answers clear errors naming the field', async () => {
    const empty = await marketing.inject({ method: 'POST', url: `/api/gyms/${ids.gym}/announcements/`, payload: { title: ' ', boulderIds: [] } });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Titre');
    const foreign = await q<{ id: number }>('select id from boulders where gym_id <> $1 limit 1', [ids.gym]);
    const wrong = await marketing.inject({
      method: 'POST',
      url: `/api/gyms/${ids.gym}/announcements/`,
      payload: { title: 'Ailleurs', boulderIds: [foreign[0]!.id] },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toContain('Blocs');
    const draft = await setter.inject({
      method: 'POST',
      url: `/api/gyms/${ids.draftGym}/announcements/`,
      payload: { title: 'Brouillon', boulderIds: [foreign[0]!.id] },
    });
    expect(draft.statusCode).toBe(409);
  });

  it('is cancelled while pending (twice answers the same), never once sent; another gym is a 404', async () => {
    const [pending] = (await list(marketing)).filter((a) => a.status === 'pending');
    for (let i = 0; i < 2; i++)
      expect((await marketing.inject({ method: 'DELETE', url: `/api/gyms/${ids.gym}/announcements/${pending!.id}/` })).statusCode).toBe(204);
    const sent = (await list(marketing)).find((a) => a.status === 'sent')!;
    expect((await marketing.inject({ method: 'DELETE', url: `/api/gyms/${ids.gym}/announcements/${sent.id}/` })).statusCode).toBe(409);
    expect((await outsider.inject({ method: 'GET', url: `/api/gyms/${ids.gym}/announcements/` })).statusCode).toBe(404);
    expect((await outsider.inject({ method: 'DELETE', url: `/api/gyms/${ids.otherGym}/announcements/${sent.id}/` })).statusCode).toBe(404);
  });
});

describe('boulders created at once', () => {
  it('gather in the one pending automatic announcement', async () => {
    await q(`update announcements set status = 'cancelled' where gym_id = $1 and status = 'pending'`, [ids.gym]);
    const create = (name: string) =>
      setter.inject({ method: 'POST', url: '/api/boulders/', payload: { name, sectorId: ids.sector, difficultyId: ids.blue, grade: gradeLabel(10) } });
    const answers = await Promise.all([create('Ensemble un'), create('Ensemble deux')]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    const pending = (await list(setter)).filter((a) => a.status === 'pending');
    expect(pending).toHaveLength(1);
    expect(pending[0]!.boulderIds.sort()).toEqual(answers.map((r) => r.json().id as number).sort());
    expect(pending[0]!.title).toBe('Nouveaux blocs à Bloc Paradise : 2 blocs (2 Bleu)');
  });

  it("join the staff's own pending announcement, its title kept, rather than making a second one", async () => {
    const [kept] = await q<{ id: number }>('select id from boulders where gym_id = $1 and closed_at is null order by id limit 1', [ids.gym]);
    const written = await marketing.inject({
      method: 'POST',
      url: `/api/gyms/${ids.gym}/announcements/`,
      payload: { title: 'Le grand dévers refait', boulderIds: [kept!.id] },
    });
    expect(written.statusCode, written.body).toBe(201);
    const create = (name: string) =>
      setter.inject({ method: 'POST', url: '/api/boulders/', payload: { name, sectorId: ids.sector, difficultyId: ids.red, grade: gradeLabel(12) } });
    const answers = await Promise.all([create('Arrivé après un'), create('Arrivé après deux')]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    const pending = (await list(setter)).filter((a) => a.status === 'pending');
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ id: written.json().id, title: 'Le grand dévers refait' });
    expect(pending[0]!.boulderIds.sort((a, b) => a - b)).toEqual([kept!.id, ...answers.map((r) => r.json().id as number)].sort((a, b) => a - b));
    // Its departure moves to a grace period after the last boulder added.
    expect(new Date(pending[0]!.sendAt!).getTime()).toBeGreaterThanOrEqual(new Date(written.json().sendAt).getTime());
  });
});

it('titles by the circuits with the most new boulders, three at most', () => {
  const circuits = [
    { name: 'Bleu', count: 4 },
    { name: 'Rouge', count: 3 },
    { name: 'Vert', count: 3 },
    { name: 'Noir', count: 2 },
  ];
  expect(automaticTitle('Bloc Paradise', circuits)).toBe('Nouveaux blocs à Bloc Paradise : 12 blocs (4 Bleu, 3 Rouge, 3 Vert, …)');
  expect(automaticTitle('Bloc Paradise', [{ name: 'Bleu', count: 1 }])).toBe('Nouveaux blocs à Bloc Paradise : 1 bloc (1 Bleu)');
});
