/**
 * The date writes (docs/product.md › Back office: calls): update-route (modifyBlock / modifySector), update-sector and
 * update-sector-opening. Effects are read back from the database, with their audit rows.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DATE_WRITE_MESSAGES, ONE_SCOPE_REQUIRED } from '../../src/shared/contract/dates';
import { MESSAGES } from '../../src/shared/messages';
import { useTestApp } from '../helpers/app';
import { createBoulder, createDifficulty, createSector, dayFromNow, typed } from '../helpers/boulder-fixtures';
import { createGym, createUser, type CreatedUser } from '../helpers/fixtures';
import { anonymous, login, write, type LoggedIn } from '../helpers/session';

const t = useTestApp();
let q: <T = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<T[]>;
const ids = {
  gym: 0,
  difficulty: 0,
  sector: 0,
  sectorOther: 0,
  sectorEmpty: 0,
  previousOpening: 0,
  opening: 0,
  b1: 0,
  b2: 0,
  closed: 0,
  elsewhere: 0,
  gymB: 0,
  sectorB: 0,
  boulderB: 0,
};
let setter: CreatedUser;
let marketing: CreatedUser;
let setterSession: LoggedIn;
let marketingSession: LoggedIn;
let otherGymSession: LoggedIn;

// Relative to today (Paris), so that the data always looks current.
const D = (days: number) => dayFromNow(days);
const parisInstant = async (day: string, time: string) =>
  (await q<{ at: Date }>(`select ($1::date + $2::time) at time zone 'Europe/Paris' as at`, [day, time]))[0]!.at;
const parisWallTime = async (boulderId: number) =>
  (await q<{ at: string }>(`select to_char(created_at at time zone 'Europe/Paris', 'YYYY-MM-DD HH24:MI') as at from boulders where id = $1`, [boulderId]))[0]!
    .at;
const planned = async (boulderId: number) => (await q<{ d: string | null }>('select planned_dismantling as d from boulders where id = $1', [boulderId]))[0]!.d;
const opening = async (openingId: number) =>
  (await q<{ opened_at: string; planned_closing: string | null }>('select opened_at, planned_closing from sector_openings where id = $1', [openingId]))[0]!;
const auditRows = () => q('select user_id, gym_id, action, entity, entity_id, before, after from audit_log order by id');

/** Puts every row back to the starting state (each test starts from it). */
async function reset() {
  await q('delete from audit_log');
  await q(`update sector_openings set opened_at = $2, planned_closing = $3 where id = $1`, [ids.opening, D(-10), D(20)]);
  await q(`update boulders set planned_dismantling = $2, created_at = $3 where id = $1`, [ids.b1, D(20), await parisInstant(D(-10), '10:30')]);
  await q(`update boulders set planned_dismantling = $2, created_at = $3 where id = $1`, [ids.b2, D(20), await parisInstant(D(-8), '18:05')]);
  await q(`update boulders set planned_dismantling = $2 where id = $1`, [ids.closed, D(-61)]);
  await q(`update boulders set planned_dismantling = $2 where id = $1`, [ids.elsewhere, D(15)]);
}

beforeAll(async () => {
  const db = t.database.db;
  q = async (text, values) => (await db.$client.query(text, values as unknown[])).rows;
  ids.gym = (await createGym(db)).id;
  ids.difficulty = await createDifficulty(db, ids.gym);
  const sector = await createSector(db, ids.gym, {
    openings: [
      { openedAt: D(-100), plannedClosing: D(-58), closedAt: D(-61) },
      { openedAt: D(-10), plannedClosing: D(20) },
    ],
  });
  ids.sector = sector.id;
  [ids.previousOpening, ids.opening] = sector.openingIds as [number, number];
  ids.sectorOther = (await createSector(db, ids.gym, { openings: [{ openedAt: D(-30), plannedClosing: D(15) }] })).id;
  ids.sectorEmpty = (await createSector(db, ids.gym)).id;
  const base = { gymId: ids.gym, sectorId: ids.sector, difficultyId: ids.difficulty };
  ids.b1 = await createBoulder(db, { ...base, sectorOpeningId: ids.opening, createdAt: await parisInstant(D(-10), '10:30') });
  ids.b2 = await createBoulder(db, { ...base, sectorOpeningId: ids.opening, createdAt: await parisInstant(D(-8), '18:05') });
  ids.closed = await createBoulder(db, {
    ...base,
    sectorOpeningId: ids.previousOpening,
    createdAt: await parisInstant(D(-100), '09:00'),
    closedAt: await parisInstant(D(-61), '08:00'),
  });
  ids.elsewhere = await createBoulder(db, { ...base, sectorId: ids.sectorOther, createdAt: await parisInstant(D(-30), '09:00') });
  ids.gymB = (await createGym(db)).id;
  ids.sectorB = (await createSector(db, ids.gymB, { openings: [{ openedAt: D(-5), plannedClosing: D(25) }] })).id;
  ids.boulderB = await createBoulder(db, { gymId: ids.gymB, sectorId: ids.sectorB, difficultyId: await createDifficulty(db, ids.gymB) });

  setter = await createUser(db, { staff: [{ gymId: ids.gym, accessTypes: ['route_setter'] }] });
  marketing = await createUser(db, { staff: [{ gymId: ids.gym, accessTypes: ['marketing_staff'] }] });
  const otherGym = await createUser(db, { staff: [{ gymId: ids.gymB, accessTypes: ['chief_route_setter'], isAdmin: true }] });
  setterSession = await login(t.app, setter.email, setter.password!);
  marketingSession = await login(t.app, marketing.email, marketing.password!);
  otherGymSession = await login(t.app, otherGym.email, otherGym.password!);
});
beforeEach(reset);
const updateRoute = (boulderId: number, body: unknown, session = setterSession) => write(session, `/api/update-route/${boulderId}/`, body);

describe('POST /api/update-route/{routeId}/', () => {
  it('modifyBlock changes only that boulder, and records it', async () => {
    const response = await updateRoute(ids.b1, { date: typed(D(5)), modifyBlock: true, modifySector: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: DATE_WRITE_MESSAGES.boulderUpdated });
    expect(await planned(ids.b1)).toBe(D(5));
    expect(await planned(ids.b2)).toBe(D(20));
    expect(await opening(ids.opening)).toEqual({ opened_at: D(-10), planned_closing: D(20) });
    expect(await auditRows()).toEqual([
      {
        user_id: setter.id,
        gym_id: ids.gym,
        action: 'update_planned_dismantling',
        entity: 'boulder',
        entity_id: String(ids.b1),
        before: { planned_dismantling: D(20) },
        after: { planned_dismantling: D(5) },
      },
    ]);
  });

  it("modifySector changes every active boulder of the sector and the sector's current opening", async () => {
    const response = await updateRoute(ids.b2, { date: typed(D(30)), modifyBlock: false, modifySector: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: DATE_WRITE_MESSAGES.sectorUpdated });
    expect([await planned(ids.b1), await planned(ids.b2)]).toEqual([D(30), D(30)]);
    expect(await planned(ids.closed)).toBe(D(-61));
    expect(await planned(ids.elsewhere)).toBe(D(15));
    expect(await opening(ids.opening)).toEqual({ opened_at: D(-10), planned_closing: D(30) });
    expect(await opening(ids.previousOpening)).toEqual({ opened_at: D(-100), planned_closing: D(-58) });
    expect(await auditRows()).toEqual([
      {
        user_id: setter.id,
        gym_id: ids.gym,
        action: 'update_planned_dismantling',
        entity: 'sector',
        entity_id: String(ids.sector),
        before: {
          opening_id: ids.opening,
          planned_closing: D(20),
          boulders: [
            { id: ids.b1, planned_dismantling: D(20) },
            { id: ids.b2, planned_dismantling: D(20) },
          ],
        },
        after: {
          opening_id: ids.opening,
          planned_closing: D(30),
          boulders: [
            { id: ids.b1, planned_dismantling: D(30) },
            { id: ids.b2, planned_dismantling: D(30) },
          ],
        },
      },
    ]);
  });

  it('needs exactly one of modifyBlock and modifySector', async () => {
    for (const flags of [
      { modifyBlock: true, modifySector: true },
      { modifyBlock: false, modifySector: false },
    ]) {
      const response = await updateRoute(ids.b1, { date: typed(D(5)), ...flags });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(ONE_SCOPE_REQUIRED);
    }
    const missing = await updateRoute(ids.b1, { date: typed(D(5)), modifyBlock: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/« modifySector ».*Modifier tout le secteur/);
    const wrongType = await updateRoute(ids.b1, { date: typed(D(5)), modifyBlock: 'true', modifySector: false });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error).toMatch(/« modifyBlock »/);
    expect(await auditRows()).toEqual([]);
  });

  it("answers the spec's message for a malformed or impossible date", async () => {
    for (const date of ['2025-03-01', '1/2/2025', 'abc', '', "01/01/2025'; --"]) {
      const response = await updateRoute(ids.b1, { date, modifyBlock: true, modifySector: false });
      expect(response.statusCode, date).toBe(400);
      expect(response.json(), date).toMatchObject({ error: MESSAGES.dateFormat, field: 'date' });
    }
    // The format is right but the calendar has no such day: the message says so.
    for (const date of ['31/02/2025', '29/02/2023', '01/13/2025', '00/01/2025']) {
      const response = await updateRoute(ids.b1, { date, modifyBlock: true, modifySector: false });
      expect(response.statusCode, date).toBe(400);
      expect(response.json(), date).toMatchObject({ error: MESSAGES.dateDoesNotExist, field: 'date' });
    }
    for (const date of [20250301, null, ['01/03/2025'], 'x'.repeat(31)]) {
      const response = await updateRoute(ids.b1, { date, modifyBlock: true, modifySector: false });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(`Champ « date » invalide : ${MESSAGES.dateFormat}`);
    }
    expect(await planned(ids.b1)).toBe(D(20));
    expect(await auditRows()).toEqual([]);
  });

  it('refuses a dismantling date before the opening date', async () => {
    const block = await updateRoute(ids.b1, { date: typed(D(-11)), modifyBlock: true, modifySector: false });
    expect(block.statusCode).toBe(400);
    expect(block.json().error).toBe(`La date de démontage ne peut pas être antérieure à la date d'ouverture du bloc (${typed(D(-10))}).`);
    // The opening day itself is fine.
    expect((await updateRoute(ids.b1, { date: typed(D(-10)), modifyBlock: true, modifySector: false })).statusCode).toBe(200);
    // For the whole sector, no active boulder may end before its own opening (b2 opened at D-8).
    const sector = await updateRoute(ids.b1, { date: typed(D(-9)), modifyBlock: false, modifySector: true });
    expect(sector.statusCode).toBe(400);
    expect(sector.json().error).toBe(`La date de démontage ne peut pas être antérieure à la date d'ouverture d'un bloc actif du secteur (${typed(D(-8))}).`);
    const beforeSector = await updateRoute(ids.b1, { date: typed(D(-11)), modifyBlock: false, modifySector: true });
    expect(beforeSector.json().error).toBe(`La date de démontage ne peut pas être antérieure à la date d'ouverture du secteur (${typed(D(-10))}).`);
    expect(await planned(ids.b2)).toBe(D(20));
  });

  it('refuses to change a closed boulder alone', async () => {
    const response = await updateRoute(ids.closed, { date: typed(D(5)), modifyBlock: true, modifySector: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/déjà démonté/);
  });

  it('writes nothing when any part of the write fails', async () => {
    await q(`create function refuse_audit() returns trigger language plpgsql as $$ begin raise exception 'audit indisponible'; end $$`);
    await q('create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()');
    try {
      const response = await updateRoute(ids.b1, { date: typed(D(30)), modifyBlock: false, modifySector: true });
      expect(response.statusCode).toBe(500);
      expect(response.json().error).toBe('Une erreur interne est survenue.');
    } finally {
      await q('drop trigger refuse_audit on audit_log');
      await q('drop function refuse_audit()');
    }
    expect([await planned(ids.b1), await planned(ids.b2)]).toEqual([D(20), D(20)]);
    expect((await opening(ids.opening)).planned_closing).toBe(D(20));
  });
});

describe('POST /api/update-sector/{sectorId}/', () => {
  it('sets the planned dismantling of the sector and of its active boulders', async () => {
    const response = await write(setterSession, `/api/update-sector/${ids.sector}/`, { date: typed(D(40)) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: DATE_WRITE_MESSAGES.sectorUpdated });
    expect([await planned(ids.b1), await planned(ids.b2), await planned(ids.closed), await planned(ids.elsewhere)]).toEqual([D(40), D(40), D(-61), D(15)]);
    expect((await opening(ids.opening)).planned_closing).toBe(D(40));
    const audit = await auditRows();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'update_planned_dismantling', entity: 'sector', entity_id: String(ids.sector), user_id: setter.id });
  });

  it('refuses a date before the opening, a malformed date, and a sector without opening or boulders', async () => {
    const early = await write(setterSession, `/api/update-sector/${ids.sector}/`, { date: typed(D(-11)) });
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toMatch(/antérieure à la date d'ouverture du secteur/);
    const malformed = await write(setterSession, `/api/update-sector/${ids.sector}/`, { date: '2025/01/01' });
    expect(malformed.json()).toMatchObject({ error: MESSAGES.dateFormat });
    const empty = await write(setterSession, `/api/update-sector/${ids.sectorEmpty}/`, { date: typed(D(40)) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatch(/ni ouverture ni bloc actif/);
    const noBody = await setterSession.inject({ method: 'POST', url: `/api/update-sector/${ids.sector}/` });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().error).toMatch(/« date »/);
    expect(await auditRows()).toEqual([]);
  });
});

describe('POST /api/update-sector-opening/{sectorId}/', () => {
  it("moves the current opening and its active boulders' opening day, keeping their time", async () => {
    const response = await write(setterSession, `/api/update-sector-opening/${ids.sector}/`, { dateOpeningSelectedSector: typed(D(-12)) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: DATE_WRITE_MESSAGES.openingUpdated });
    expect(await opening(ids.opening)).toEqual({ opened_at: D(-12), planned_closing: D(20) });
    expect(await opening(ids.previousOpening)).toMatchObject({ opened_at: D(-100) });
    expect(await parisWallTime(ids.b1)).toBe(`${D(-12)} 10:30`);
    expect(await parisWallTime(ids.b2)).toBe(`${D(-12)} 18:05`);
    expect(await parisWallTime(ids.closed)).toBe(`${D(-100)} 09:00`);
    expect(await parisWallTime(ids.elsewhere)).toBe(`${D(-30)} 09:00`);
    const [audit] = await auditRows();
    expect(audit).toMatchObject({
      action: 'update_sector_opening',
      entity: 'sector',
      entity_id: String(ids.sector),
      before: { opening_id: ids.opening, opened_at: D(-10) },
      after: { opening_id: ids.opening, opened_at: D(-12) },
    });
    expect((audit!.after as { boulders: unknown[] }).boulders).toHaveLength(2);
  });

  it('refuses an opening after the planned dismantling or before the previous opening ended', async () => {
    const late = await write(setterSession, `/api/update-sector-opening/${ids.sector}/`, { dateOpeningSelectedSector: typed(D(21)) });
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe(`La date d'ouverture ne peut pas être postérieure à la date de démontage prévue (${typed(D(20))}).`);
    // A boulder planned to go earlier than its sector also bounds the opening.
    await q('update boulders set planned_dismantling = $2 where id = $1', [ids.b2, D(3)]);
    const pastBoulder = await write(setterSession, `/api/update-sector-opening/${ids.sector}/`, { dateOpeningSelectedSector: typed(D(4)) });
    expect(pastBoulder.json().error).toMatch(new RegExp(`\\(${typed(D(3)).replaceAll('/', '\\/')}\\)`));
    const early = await write(setterSession, `/api/update-sector-opening/${ids.sector}/`, { dateOpeningSelectedSector: typed(D(-62)) });
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toBe(`La date d'ouverture doit être postérieure à l'ouverture précédente du secteur (${typed(D(-61))}).`);
    // The day the previous opening closed is fine.
    expect((await write(setterSession, `/api/update-sector-opening/${ids.sector}/`, { dateOpeningSelectedSector: typed(D(-61)) })).statusCode).toBe(200);
    const none = await write(setterSession, `/api/update-sector-opening/${ids.sectorEmpty}/`, { dateOpeningSelectedSector: typed(D(1)) });
    expect(none.statusCode).toBe(400);
    const malformed = await write(setterSession, `/api/update-sector-opening/${ids.sector}/`, { dateOpeningSelectedSector: '32/01/2025' });
    expect(malformed.json()).toMatchObject({ error: MESSAGES.dateDoesNotExist, field: 'dateOpeningSelectedSector' });
    const misshapen = await write(setterSession, `/api/update-sector-opening/${ids.sector}/`, { dateOpeningSelectedSector: '1/2/2025' });
    expect(misshapen.json()).toMatchObject({ error: MESSAGES.dateFormat, field: 'dateOpeningSelectedSector' });
    const wrongField = await write(setterSession, `/api/update-sector-opening/${ids.sector}/`, { date: typed(D(1)) });
    expect(wrongField.json().error).toMatch(/« dateOpeningSelectedSector »/);
  });
});

describe('who may write', () => {
  const calls = () => [
    { url: `/api/update-route/${ids.b1}/`, body: { date: typed(D(5)), modifyBlock: true, modifySector: false } },
    { url: `/api/update-sector/${ids.sector}/`, body: { date: typed(D(5)) } },
    { url: `/api/update-sector-opening/${ids.sector}/`, body: { dateOpeningSelectedSector: typed(D(-9)) } },
  ];

  it('answers 403 to marketing staff, 404 to staff of another gym, 401 to anonymous visitors', async () => {
    const visitor = await anonymous(t.app);
    for (const { url, body } of calls()) {
      const readOnly = await write(marketingSession, url, body);
      expect(readOnly.statusCode, url).toBe(403);
      expect(readOnly.json().error).toMatch(/lecture seule/);
      expect((await write(otherGymSession, url, body)).statusCode, url).toBe(404);
      expect((await write(visitor, url, body)).statusCode, url).toBe(401);
    }
    expect(await auditRows()).toEqual([]);
    expect(await planned(ids.b1)).toBe(D(20));
  });

  it('needs the anti-forgery header', async () => {
    for (const { url, body } of calls()) {
      const response = await setterSession.inject({ method: 'POST', url, payload: body, headers: { 'X-CSRFToken': '' } });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe(MESSAGES.csrfInvalid);
    }
  });

  it('answers 404 for unknown ids and 400 for malformed ones, naming the segment', async () => {
    const body = { date: typed(D(5)), modifyBlock: true, modifySector: false };
    expect((await write(setterSession, '/api/update-route/99999999/', body)).statusCode).toBe(404);
    expect((await write(setterSession, `/api/update-route/${ids.boulderB}/`, body)).statusCode).toBe(404);
    expect((await write(setterSession, `/api/update-sector/${ids.sectorB}/`, { date: typed(D(5)) })).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-3', '1.5', "1'%20or%201=1"]) {
      const response = await write(setterSession, `/api/update-route/${bad}/`, body);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error).toMatch(/« routeId »/);
      const sector = await write(setterSession, `/api/update-sector-opening/${bad}`, { dateOpeningSelectedSector: typed(D(1)) });
      expect(sector.json().error).toMatch(/« sectorId »/);
    }
  });

  it('refuses oversized and non-JSON bodies without a 500', async () => {
    /** A raw body of this content type, as a setter's browser would send it. */
    const post = (url: string, payload: string, contentType: string) =>
      setterSession.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });
    const huge = await post(
      `/api/update-route/${ids.b1}/`,
      JSON.stringify({ date: 'x'.repeat(20_000), modifyBlock: true, modifySector: false }),
      'application/json',
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toBe('La requête est trop volumineuse.');
    const text = await post(`/api/update-sector/${ids.sector}/`, 'date=01/01/2030', 'text/plain');
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toBe('Champ « corps de la requête » invalide : un objet JSON est attendu');
    const broken = await post(`/api/update-sector/${ids.sector}/`, '{"date": ', 'application/json');
    expect(broken.statusCode).toBe(400);
    const array = await write(setterSession, `/api/update-sector/${ids.sector}/`, [typed(D(5))]);
    expect(array.statusCode).toBe(400);
    expect(array.json().error).toBe('Champ « corps de la requête » invalide : un objet JSON est attendu');
  });
});

describe('two writers at once, and a replayed request', () => {
  const updateSector = (date: string) => write(setterSession, `/api/update-sector/${ids.sector}/`, { date: typed(date) });

  it('two sector-wide dismantling writes leave the sector and its boulders on one of the two dates, never a mix', async () => {
    for (let round = 0; round < 8; round++) {
      await reset();
      const [a, b] = await Promise.all([updateSector(D(30)), updateSector(D(40))]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const dates = [await planned(ids.b1), await planned(ids.b2), (await opening(ids.opening)).planned_closing];
      expect(new Set(dates).size, `round ${round}: ${dates.join(', ')}`).toBe(1);
      expect([D(30), D(40)]).toContain(dates[0]);
      expect(await auditRows()).toHaveLength(2);
    }
  });

  it('a boulder-only write and a sector-wide write on the same boulder both succeed, without a deadlock', async () => {
    for (let round = 0; round < 8; round++) {
      await reset();
      const [block, sector] = await Promise.all([updateRoute(ids.b1, { date: typed(D(25)), modifyBlock: true, modifySector: false }), updateSector(D(35))]);
      expect([block.statusCode, sector.statusCode]).toEqual([200, 200]);
      expect([D(25), D(35)]).toContain(await planned(ids.b1));
      expect([await planned(ids.b2), (await opening(ids.opening)).planned_closing]).toEqual([D(35), D(35)]);
    }
  });

  it('an opening move and a dismantling write on the same sector both apply', async () => {
    for (let round = 0; round < 6; round++) {
      await reset();
      const [moved, dismantled] = await Promise.all([
        write(setterSession, `/api/update-sector-opening/${ids.sector}/`, { dateOpeningSelectedSector: typed(D(-9)) }),
        updateSector(D(30)),
      ]);
      expect([moved.statusCode, dismantled.statusCode]).toEqual([200, 200]);
      expect(await opening(ids.opening)).toEqual({ opened_at: D(-9), planned_closing: D(30) });
      expect([await parisWallTime(ids.b1), await planned(ids.b1)]).toEqual([`${D(-9)} 10:30`, D(30)]);
    }
  });

  it('a replayed write answers the same and leaves the same state, with one audit row per accepted write', async () => {
    const first = await updateSector(D(33));
    const replay = await updateSector(D(33));
    expect([first.statusCode, replay.statusCode]).toEqual([200, 200]);
    expect(replay.json()).toEqual(first.json());
    expect([await planned(ids.b1), await planned(ids.b2), (await opening(ids.opening)).planned_closing]).toEqual([D(33), D(33), D(33)]);
    expect(await auditRows()).toHaveLength(2);
  });
});
