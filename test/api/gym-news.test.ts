/**
 * GET · PUT /api/v1/me/notifications/ (docs/announcements.md): the gyms a climber hears of, the home gym
 * by default with the consent; a PUT replaces the list whole, refuses what is not theirs to choose
 * (400 naming the field, nothing written), and two at once end as one of them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app';
import { createDifficulty } from '../helpers/boulder-fixtures';
import { createGym, createUser } from '../helpers/fixtures';
import { anonymous, sessionOf, type TestBrowser } from '../helpers/session';

const t = useTestApp();
const ids = { home: 0, other: 0, draft: 0, homeCircuit: 0, otherCircuit: 0 };
let climber: TestBrowser;
const URL = '/api/v1/me/notifications/';

beforeAll(async () => {
  const db = t.database.db;
  ids.home = (await createGym(db, { name: 'Arkose' })).id;
  ids.other = (await createGym(db, { name: 'Block Out' })).id;
  ids.draft = (await createGym(db, { name: 'Pas encore', status: 'draft' })).id;
  ids.homeCircuit = await createDifficulty(db, ids.home, { name: 'Jaune' });
  ids.otherCircuit = await createDifficulty(db, ids.other, { name: 'Vert' });
  const user = await createUser(db, { homeGymId: ids.home });
  await db.$client.query('update users set news_consent = true where id = $1', [user.id]);
  climber = await sessionOf(t.app, user.id);
});

const get = async () => (await climber.inject({ method: 'GET', url: URL })).json();
const put = (gyms: unknown[], headers: Record<string, string> = {}) => climber.inject({ method: 'PUT', url: URL, payload: { gyms }, headers });

describe('my news of gyms', () => {
  it('starts with the home gym by e-mail and push, every circuit, when the consent was given', async () => {
    expect(await get()).toEqual({ gyms: [{ gymId: ids.home, gymName: 'Arkose', email: true, push: true, circuits: null }] });
  });

  it('replaces the list, and a replay answers the same', async () => {
    const gyms = [
      { gymId: ids.home, email: false, push: true, circuits: null },
      { gymId: ids.other, email: true, push: false, circuits: [ids.otherCircuit] },
    ];
    const first = await put(gyms);
    expect(first.statusCode, first.body).toBe(200);
    const replay = await put(gyms);
    expect(replay.json()).toEqual(first.json());
    expect(await get()).toEqual({
      gyms: [
        { gymId: ids.home, gymName: 'Arkose', email: false, push: true, circuits: null },
        { gymId: ids.other, gymName: 'Block Out', email: true, push: false, circuits: [ids.otherCircuit] },
      ],
    });
  });

  it('brings the home gym back by default when its choice is left out', async () => {
    await put([{ gymId: ids.other, email: true, push: true, circuits: null }]);
    expect((await get()).gyms.map((g: { gymId: number; email: boolean }) => [g.gymId, g.email])).toEqual([
      [ids.home, true],
      [ids.other, true],
    ]);
  });

  it('refuses a gym not published, another gym’s circuit or a gym twice, naming the field, and writes nothing', async () => {
    const before = await get();
    const draft = await put([{ gymId: ids.draft, email: true, push: true, circuits: null }]);
    expect(draft.statusCode).toBe(400);
    expect(draft.json().gyms).toEqual(['Salle inconnue.']);
    const circuit = await put([{ gymId: ids.home, email: true, push: true, circuits: [ids.otherCircuit] }]);
    expect(circuit.statusCode).toBe(400);
    expect(circuit.json().error).toMatch(/^Circuits :/);
    const twice = await put([
      { gymId: ids.home, email: true, push: true, circuits: null },
      { gymId: ids.home, email: false, push: true, circuits: null },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(await get()).toEqual(before);
    const english = await put([{ gymId: ids.draft, email: true, push: true, circuits: null }], { 'accept-language': 'en' });
    expect(english.json().error).toBe('Unknown gym.');
  });

  it('ends as one of two saves made at once, whole', async () => {
    const a = [{ gymId: ids.home, email: false, push: false, circuits: [ids.homeCircuit] }];
    const b = [
      { gymId: ids.home, email: true, push: true, circuits: null },
      { gymId: ids.other, email: false, push: true, circuits: null },
    ];
    const answers = await Promise.all([put(a), put(b)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const final = (await get()).gyms.map(({ gymName: _, ...choice }: { gymName: string }) => choice);
    expect([a, b]).toContainEqual(final);
  });

  it('is the signed-in climber’s own only', async () => {
    const visitor = await anonymous(t.app);
    expect((await visitor.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
