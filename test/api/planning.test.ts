/**
 * Pyramid and setter calibration (docs/product.md › Route setting: screens; Route setting: payloads), on a small gym whose figures are
 * worked out by hand in the comments.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app';
import { createBoulder, createDifficulty, createSector, dayFromNow, ensureCatalog, type Catalog } from '../helpers/boulder-fixtures';
import { createGym, createUser, type CreatedUser } from '../helpers/fixtures';
import { login, write, type LoggedIn } from '../helpers/session';

const t = useTestApp();
const ids = { gym: 0, a: 0, b: 0, c: 0, s1: 0, s2: 0, s3: 0, otherGym: 0, otherCircuit: 0 };
let catalog: Catalog;
let chiefSession: LoggedIn;
let setterSession: LoggedIn;
let marketingSession: LoggedIn;
let otherSession: LoggedIn;
const people = {} as Record<'x' | 'y' | 'z' | 'chief', CreatedUser>;
const D = dayFromNow;

beforeAll(async () => {
  const db = t.database.db;
  const q = (text: string, values: unknown[]) => db.$client.query(text, values);
  const style = (name: string) => catalog.tags.style.find((tag) => tag.name === name)!.id;
  ids.gym = (await createGym(db)).id;
  catalog = await ensureCatalog(db, ids.gym);
  ids.a = await createDifficulty(db, ids.gym, { name: 'A', grade: 10, position: 1 });
  ids.b = await createDifficulty(db, ids.gym, { name: 'B', grade: 16, position: 2 });
  ids.c = await createDifficulty(db, ids.gym, { name: 'C', grade: 22, position: 3 });
  // S1 is due in 5 days (its boulders count as stripped), S2 in 30, S3 is empty and due tomorrow.
  ids.s1 = (await createSector(db, ids.gym, { name: 'S1', openings: [{ openedAt: D(-30), plannedClosing: D(5) }] })).id;
  ids.s2 = (await createSector(db, ids.gym, { name: 'S2', openings: [{ openedAt: D(-10), plannedClosing: D(30) }] })).id;
  ids.s3 = (await createSector(db, ids.gym, { name: 'S3', openings: [{ openedAt: D(-40), plannedClosing: D(1) }] })).id;
  const boulder = (sectorId: number, difficultyId: number, styleName: string, extra: object = {}) =>
    createBoulder(db, { gymId: ids.gym, sectorId, difficultyId, styleId: style(styleName), ...extra });
  await boulder(ids.s1, ids.a, 'Technique');
  await boulder(ids.s1, ids.a, 'Technique');
  await boulder(ids.s1, ids.b, 'Force');
  await boulder(ids.s2, ids.a, 'Technique');
  await boulder(ids.s2, ids.b, 'Technique');
  await boulder(ids.s2, ids.b, 'Dynamique');

  people.chief = await createUser(db, { firstName: 'Chef', staff: [{ gymId: ids.gym, accessTypes: ['chief_route_setter'] }] });
  people.x = await createUser(db, { firstName: 'Xavier', staff: [{ gymId: ids.gym, accessTypes: ['route_setter'] }] });
  people.y = await createUser(db, { firstName: 'Yasmine', staff: [{ gymId: ids.gym, accessTypes: ['route_setter'] }] });
  people.z = await createUser(db, { firstName: 'Zoé', staff: [{ gymId: ids.gym, accessTypes: ['route_setter'] }] });
  const marketing = await createUser(db, { staff: [{ gymId: ids.gym, accessTypes: ['marketing_staff'] }] });
  ids.otherGym = (await createGym(db)).id;
  ids.otherCircuit = await createDifficulty(db, ids.otherGym);
  const other = await createUser(db, { staff: [{ gymId: ids.otherGym, isAdmin: true }] });

  // Calibration: grade 16 boulders; climbers topped them, then proposed a grade.
  const climbers = await Promise.all(Array.from({ length: 6 }, () => createUser(db)));
  async function votes(setterId: number, grades: number[], options: { createdAt?: Date; untoppedVote?: number } = {}) {
    const id = await boulder(ids.s2, ids.b, 'Force', {
      routeSetterId: setterId,
      difficulty: 16,
      createdAt: options.createdAt ?? new Date(Date.now() - 20 * 86_400_000),
    });
    for (const [i, grade] of grades.entries()) {
      await q('insert into ascents (user_id, boulder_id, gym_id, logged_at, tries, topped) values ($1, $2, $3, now(), 1, true)', [
        climbers[i]!.id,
        id,
        ids.gym,
      ]);
      await q('insert into grade_proposals (user_id, boulder_id, grade) values ($1, $2, $3)', [climbers[i]!.id, id, grade]);
    }
    // A climber who did not top it: their proposal does not count.
    if (options.untoppedVote !== undefined)
      await q('insert into grade_proposals (user_id, boulder_id, grade) values ($1, $2, $3)', [climbers[5]!.id, id, options.untoppedVote]);
  }
  // Xavier: 3 qualifying boulders, 15 votes, 8 harder and 1 easier: (8 - 1) / 15 = +47 points, 'dur'.
  await votes(people.x.id, [17, 17, 17, 17, 17], { untoppedVote: 10 });
  await votes(people.x.id, [17, 18, 17, 16, 16]);
  await votes(people.x.id, [15, 16, 16, 16, 16]);
  // A boulder with 4 votes does not qualify.
  await votes(people.x.id, [10, 10, 10, 10]);
  // Yasmine: only 2 qualifying boulders: no figure.
  await votes(people.y.id, [15, 15, 15, 15, 15]);
  await votes(people.y.id, [15, 15, 15, 15, 15]);
  // Zoé: 3 boulders, but opened 13 months ago.
  for (let i = 0; i < 3; i++) await votes(people.z.id, [10, 10, 10, 10, 10], { createdAt: new Date(Date.now() - 400 * 86_400_000) });

  chiefSession = await login(t.app, people.chief.email, people.chief.password!);
  setterSession = await login(t.app, people.x.email, people.x.password!);
  marketingSession = await login(t.app, marketing.email, marketing.password!);
  otherSession = await login(t.app, other.email, other.password!);
});

const putTargets = (targets: unknown, session = chiefSession) => write(session, `/api/gyms/${ids.gym}/pyramid/targets/`, { targets }, 'PUT');

describe('pyramid', () => {
  it('compares the targets with the walls now and after the strips of the next 14 days, and says what to set in the next sector due', async () => {
    const saved = await putTargets([
      { difficultyId: ids.a, sectorId: null, count: 5 },
      { difficultyId: ids.b, sectorId: null, count: 3 },
      { difficultyId: ids.c, sectorId: null, count: 2 },
      { difficultyId: ids.a, sectorId: ids.s2, count: 1 },
    ]);
    expect(saved.statusCode).toBe(200);
    const pyramid = (await marketingSession.inject({ method: 'GET', url: `/api/gyms/${ids.gym}/pyramid/` })).json();
    // B also has the 9 calibration boulders of S2 (all active, Force).
    expect(pyramid.actual).toEqual([
      { difficultyId: ids.a, now: 3, after: 1 },
      { difficultyId: ids.b, now: 12, after: 11 },
      { difficultyId: ids.c, now: 0, after: 0 },
    ]);
    expect(pyramid.nextSector).toEqual({ id: ids.s1, name: 'S1', plannedDismantling: D(5) });
    // Gaps: A 5 - 1 = 4, C 2 - 0 = 2; B is above its target. A's least present styles after the strips:
    // Dynamique 0 and Force 0 (alphabetical), then Technique 1.
    expect(pyramid.toSet).toEqual([
      { difficultyId: ids.a, count: 4, styles: ['Dynamique', 'Force', 'Technique'] },
      { difficultyId: ids.c, count: 2, styles: ['Dynamique', 'Force', 'Technique'] },
    ]);
    expect(pyramid.targets).toHaveLength(4);
  });

  it('lets chief setters and admins set the targets, not setters or marketing; checks them', async () => {
    expect((await putTargets([], setterSession)).statusCode).toBe(403);
    expect((await putTargets([], marketingSession)).statusCode).toBe(403);
    expect((await write(otherSession, `/api/gyms/${ids.gym}/pyramid/targets/`, { targets: [] }, 'PUT')).statusCode).toBe(404);
    const dup = await putTargets([
      { difficultyId: ids.a, sectorId: null, count: 1 },
      { difficultyId: ids.a, sectorId: null, count: 2 },
    ]);
    expect(dup.statusCode).toBe(400);
    expect(dup.json().targets).toEqual([expect.stringContaining('Une seule cible')]);
    expect((await putTargets([{ difficultyId: ids.otherCircuit, sectorId: null, count: 1 }])).statusCode).toBe(404);
    expect((await putTargets([{ difficultyId: ids.a, sectorId: null, count: 1000 }])).statusCode).toBe(400);
    const kept = (await marketingSession.inject({ method: 'GET', url: `/api/gyms/${ids.gym}/pyramid/` })).json();
    expect(kept.targets).toHaveLength(4);
  });
});

describe('grade targets with two writers', () => {
  it('two replacements at once both succeed and one of them wins whole; a replay changes nothing', async () => {
    const one = [
      { difficultyId: ids.a, sectorId: null, count: 7 },
      { difficultyId: ids.b, sectorId: null, count: 7 },
    ];
    const two = [
      { difficultyId: ids.a, sectorId: null, count: 8 },
      { difficultyId: ids.c, sectorId: ids.s2, count: 8 },
    ];
    const [x, y] = await Promise.all([putTargets(one), putTargets(two)]);
    expect([x.statusCode, y.statusCode]).toEqual([200, 200]);
    const stored = (await marketingSession.inject({ method: 'GET', url: `/api/gyms/${ids.gym}/pyramid/` })).json().targets;
    expect([one, two].map((list) => JSON.stringify(list.map((t) => t.count)))).toContain(JSON.stringify(stored.map((t: { count: number }) => t.count)));
    const replayed = await putTargets(two);
    const again = await putTargets(two);
    expect(again.json().targets).toEqual(replayed.json().targets);
    expect(again.json().targets).toHaveLength(2);
    // Back to the targets the pyramid test set.
    await putTargets([
      { difficultyId: ids.a, sectorId: null, count: 5 },
      { difficultyId: ids.b, sectorId: null, count: 3 },
      { difficultyId: ids.c, sectorId: null, count: 2 },
      { difficultyId: ids.a, sectorId: ids.s2, count: 1 },
    ]);
  });
});

describe('setter calibration', () => {
  it('pools the topped climbers’ proposals on each setter’s qualifying boulders of the last 12 months', async () => {
    const answer = await marketingSession.inject({ method: 'GET', url: `/api/gyms/${ids.gym}/setters/calibration/` });
    expect(answer.statusCode).toBe(200);
    const byName = Object.fromEntries(answer.json().map((row: { setter: { firstName: string } }) => [row.setter.firstName, row]));
    expect(byName.Xavier).toMatchObject({ figure: 47, label: 'dur', boulders: 3, votes: 15 });
    expect(byName.Yasmine).toMatchObject({ figure: null, label: null, boulders: 2, votes: 10 });
    expect(byName.Zoé).toMatchObject({ figure: null, label: null, boulders: 0, votes: 0 });
    expect(byName.Chef).toMatchObject({ figure: null, boulders: 0 });
    expect((await otherSession.inject({ method: 'GET', url: `/api/gyms/${ids.gym}/setters/calibration/` })).statusCode).toBe(404);
  });
});
