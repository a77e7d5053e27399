/**
 * The staff's moderation inbox (docs/product.md › Climbers: moderation; Climbers: payloads): open reports and visible comments of the gym,
 * newest first with their age; resolving a report and hiding a comment, once, and a hidden comment
 * gone from every list on the very next read.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_MESSAGES as M } from '../../src/shared/contract/moderation';
import { useTestApp } from '../helpers/app';
import { createBoulder, createDifficulty, createSector } from '../helpers/boulder-fixtures';
import { createGym, createUser, TEST_PASSWORD, type CreatedUser } from '../helpers/fixtures';
import { login, type LoggedIn } from '../helpers/session';

const t = useTestApp();
const q = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) => (await t.database.db.$client.query(text, values)).rows as T[];
const ids = { gym: 0, otherGym: 0, boulder: 0, otherBoulder: 0 };
let staff: { setter: LoggedIn; marketing: LoggedIn; other: LoggedIn };
let climber: CreatedUser;
let climberHeaders: { authorization: string };

beforeAll(async () => {
  const db = t.database.db;
  ids.gym = (await createGym(db)).id;
  ids.otherGym = (await createGym(db)).id;
  const boulderOf = async (gymId: number, name: string) =>
    createBoulder(db, {
      gymId,
      name,
      sectorId: (await createSector(db, gymId)).id,
      difficultyId: await createDifficulty(db, gymId),
      createdAt: new Date(Date.now() - 86_400_000),
    });
  ids.boulder = await boulderOf(ids.gym, 'Le Toit');
  ids.otherBoulder = await boulderOf(ids.otherGym, 'Ailleurs');
  const member = async (gymId: number, accessType: 'route_setter' | 'marketing_staff') => {
    const user = await createUser(db, { staff: [{ gymId, accessTypes: [accessType] }] });
    return login(t.app, user.email, TEST_PASSWORD);
  };
  staff = {
    setter: await member(ids.gym, 'route_setter'),
    marketing: await member(ids.gym, 'marketing_staff'),
    other: await member(ids.otherGym, 'route_setter'),
  };
  climber = await createUser(db, { firstName: 'Inès', lastName: 'Durand' });
  const token = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/token/',
    payload: { email: climber.email, password: TEST_PASSWORD, deviceName: 'Test' },
  });
  climberHeaders = { authorization: `Bearer ${token.json().token}` };
});

const report = async (boulder = ids.boulder, kind = 'prise_cassee', text: string | null = 'La jaune est fendue') =>
  (await t.app.inject({ method: 'POST', url: `/api/v1/boulders/${boulder}/reports/`, headers: climberHeaders, payload: { kind, text } })).json() as {
    id: number;
  };
const comment = async (text: string, boulder = ids.boulder) =>
  (await t.app.inject({ method: 'POST', url: `/api/v1/boulders/${boulder}/comments/`, headers: climberHeaders, payload: { text } })).json() as { id: number };
const inbox = async (who: LoggedIn, query = '') => who.inject({ method: 'GET', url: `/api/gyms/${ids.gym}/moderation/${query}` });

describe('GET /api/gyms/{gymId}/moderation/', () => {
  it('lists the gym’s open reports and visible comments, newest first, with the boulder, the climber and the age in hours', async () => {
    const old = await report();
    await q(`update problem_reports set created_at = now() - interval '21 hours' where id = $1`, [old.id]);
    const recent = await comment('Prises glissantes en haut');
    await report(ids.otherBoulder);
    const response = await inbox(staff.marketing);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const mine = body.results.filter((item: { id: number }) => [old.id, recent.id].includes(item.id));
    expect(mine).toEqual([
      {
        type: 'comment',
        id: recent.id,
        boulder: { id: ids.boulder, name: 'Le Toit' },
        climber: { uuid: climber.uuid, firstName: 'Inès', lastName: 'Durand' },
        kind: null,
        text: 'Prises glissantes en haut',
        createdAt: expect.any(String),
        ageHours: 0,
      },
      expect.objectContaining({ type: 'report', id: old.id, kind: 'prise_cassee', text: 'La jaune est fendue', ageHours: 21 }),
    ]);
    expect(body.results.every((item: { boulder: { id: number } }) => item.boulder.id === ids.boulder)).toBe(true);
    expect(body.count).toBe(body.results.length);
    const dates = body.results.map((item: { createdAt: string }) => item.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pages with page and pageSize, refuses bad ones, and answers 404 to another gym’s staff and 401 to nobody', async () => {
    for (let i = 0; i < 3; i++) await comment(`Commentaire ${i}`);
    const all = (await inbox(staff.setter, '?pageSize=100')).json();
    const second = (await inbox(staff.setter, '?page=2&pageSize=2')).json();
    expect(second.count).toBe(all.count);
    expect(second.results).toEqual(all.results.slice(2, 4));
    for (const query of ['?page=0', '?pageSize=101', '?page=x']) expect((await inbox(staff.setter, query)).statusCode, query).toBe(400);
    expect((await inbox(staff.other)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/gyms/${ids.gym}/moderation/` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/gyms/${ids.gym}/moderation/`, headers: climberHeaders })).statusCode).toBe(404);
  });
});

describe('POST /api/moderation/reports/{id}/resolve/', () => {
  it('resolves once with an optional note; the report leaves the inbox; a replay or a second moderator gets 409', async () => {
    const open = await report();
    const resolve = (who: LoggedIn, payload?: object) =>
      who.inject({ method: 'POST', url: `/api/moderation/reports/${open.id}/resolve/`, ...(payload ? { payload } : {}) });
    expect((await resolve(staff.setter, { note: 'x'.repeat(501) })).json().note).toEqual([M.note]);
    expect((await resolve(staff.other, { note: 'Non' })).statusCode).toBe(404);
    const [first, second] = await Promise.all([resolve(staff.setter, { note: ' Prise resserrée ' }), resolve(staff.marketing, { note: 'Aussi' })]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const winner = first.statusCode === 200 ? first : second;
    expect(winner.json()).toMatchObject({ id: open.id, note: expect.stringMatching(/^(Prise resserrée|Aussi)$/) });
    expect((await resolve(staff.setter)).json().error).toBe(M.alreadyResolved);
    const items = (await inbox(staff.setter, '?pageSize=100')).json().results as { type: string; id: number }[];
    expect(items.some((item) => item.type === 'report' && item.id === open.id)).toBe(false);
    const bare = await report();
    expect((await staff.setter.inject({ method: 'POST', url: `/api/moderation/reports/${bare.id}/resolve/` })).statusCode).toBe(200);
    expect(await q(`select resolution_note from problem_reports where id = $1`, [bare.id])).toEqual([{ resolution_note: null }]);
    expect((await staff.setter.inject({ method: 'POST', url: '/api/moderation/reports/99999999/resolve/', payload: {} })).statusCode).toBe(404);
  });
});

describe('POST /api/moderation/comments/{id}/hide/', () => {
  it('hides a comment with a reason: gone at once from the inbox, the back office’s lists and the app, kept in the table', async () => {
    const text = `Propos à masquer ${randomUUID()}`;
    const target = await comment(text);
    const lists = [`/api/gym-comments/${ids.gym}/`, `/api/latest-gym-route-comments/${ids.gym}/`, `/api/gym-comments/${ids.gym}/page/`];
    for (const url of lists) expect((await staff.setter.inject({ method: 'GET', url })).body, url).toContain(text);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/boulders/${ids.boulder}/`, headers: climberHeaders })).body).toContain(text);

    const hide = (who: LoggedIn, payload: object) => who.inject({ method: 'POST', url: `/api/moderation/comments/${target.id}/hide/`, payload });
    expect((await hide(staff.setter, { reason: '  ' })).json().reason).toEqual([M.reason]);
    expect((await hide(staff.other, { reason: 'Non' })).statusCode).toBe(404);
    const hidden = await hide(staff.marketing, { reason: 'Propos déplacés' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ id: target.id, reason: 'Propos déplacés' });
    expect((await hide(staff.setter, { reason: 'Encore' })).statusCode).toBe(409);

    for (const url of lists) expect((await staff.setter.inject({ method: 'GET', url })).body, url).not.toContain(text);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/boulders/${ids.boulder}/`, headers: climberHeaders })).body).not.toContain(text);
    expect((await inbox(staff.setter, '?pageSize=100')).body).not.toContain(text);
    expect(await q(`select hidden_reason, hidden_at is not null as hidden from comments where id = $1`, [target.id])).toEqual([
      { hidden_reason: 'Propos déplacés', hidden: true },
    ]);
  });
});

describe('POST /api/moderation/comments/{id}/keep/', () => {
  it('keeps a read comment: it leaves the inbox and stays in every list; a second keep or a hide after it answers 409', async () => {
    const text = `Commentaire lu ${randomUUID()}`;
    const target = await comment(text);
    expect((await inbox(staff.setter, '?pageSize=100')).body).toContain(text);
    const keep = (who: LoggedIn) => who.inject({ method: 'POST', url: `/api/moderation/comments/${target.id}/keep/` });
    expect((await keep(staff.other)).statusCode).toBe(404);
    const [first, second] = await Promise.all([keep(staff.setter), keep(staff.marketing)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect((await inbox(staff.setter, '?pageSize=100')).body).not.toContain(text);
    expect((await staff.setter.inject({ method: 'GET', url: `/api/gym-comments/${ids.gym}/` })).body).toContain(text);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/boulders/${ids.boulder}/`, headers: climberHeaders })).body).toContain(text);
    // A kept comment may still be hidden later (from the comment lists).
    const hidden = await staff.setter.inject({ method: 'POST', url: `/api/moderation/comments/${target.id}/hide/`, payload: { reason: 'Finalement non' } });
    expect(hidden.statusCode).toBe(200);
    expect((await keep(staff.setter)).statusCode).toBe(409);
  });
});
