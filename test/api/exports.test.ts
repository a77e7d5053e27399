/** CSV exports (docs/product.md › Route setting: screens; Conventions of the calls): French spreadsheet format, gym-scoped. */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app';
import { addComment, createBoulder, createDifficulty, createSector, ensureCatalog } from '../helpers/boulder-fixtures';
import { createGym, createUser } from '../helpers/fixtures';
import { login, type LoggedIn } from '../helpers/session';

const t = useTestApp();
const ids = { gym: 0, otherGym: 0 };
let marketingSession: LoggedIn;
let otherSession: LoggedIn;

beforeAll(async () => {
  const db = t.database.db;
  await ensureCatalog(db);
  ids.gym = (await createGym(db, { name: 'Bloc Écureuil' })).id;
  const circuit = await createDifficulty(db, ids.gym, { name: 'Vert', grade: 16 });
  const sector = await createSector(db, ids.gym, {
    name: 'Le "Toit"',
    openings: [
      { openedAt: '2026-10-01', plannedClosing: '2026-11-05', closedAt: '2026-11-04' },
      { openedAt: '2026-11-04', plannedClosing: '2026-12-09' },
    ],
  });
  const active = await createBoulder(db, {
    gymId: ids.gym,
    sectorId: sector.id,
    sectorOpeningId: sector.openingIds[1],
    difficultyId: circuit,
    name: 'Actif; un',
    difficulty: 16,
    createdAt: '2026-11-04T09:00:00Z',
    plannedDismantling: '2026-12-09',
  });
  await createBoulder(db, {
    gymId: ids.gym,
    sectorId: sector.id,
    sectorOpeningId: sector.openingIds[0],
    difficultyId: circuit,
    name: 'Fermé',
    createdAt: '2026-10-01T09:00:00Z',
    closedAt: '2026-11-04T08:00:00Z',
  });
  const climber = await createUser(db, { firstName: 'Ana', lastName: 'Roy' });
  await addComment(db, { boulderId: active, gymId: ids.gym, userId: climber.id, text: '=1+1 super', createdAt: '2026-11-10T12:00:00Z' });
  const marketing = await createUser(db, { staff: [{ gymId: ids.gym, accessTypes: ['marketing_staff'] }] });
  ids.otherGym = (await createGym(db)).id;
  const other = await createUser(db, { staff: [{ gymId: ids.otherGym, isAdmin: true }] });
  marketingSession = await login(t.app, marketing.email, marketing.password!);
  otherSession = await login(t.app, other.email, other.password!);
});

const get = (file: string, session = marketingSession) => session.inject({ method: 'GET', url: `/api/gyms/${ids.gym}/exports/${file}` });
const lines = (body: string) => body.replace(/^\uFEFF/, '').split('\r\n');

describe('CSV exports', () => {
  it('exports the active boulders with their statistics, or all of them, for marketing staff too', async () => {
    const response = await get('boulders.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="blocs-bloc-ecureuil-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.body.startsWith('\uFEFFId;Nom;Secteur;Circuit;Sous-niveau;')).toBe(true);
    const rows = lines(response.body);
    expect(rows).toHaveLength(3); // header, one boulder, the final empty line
    expect(rows[1]).toMatch(/^\d+;"Actif; un";"Le ""Toit""";Vert;5C;2;;;;;04\/11\/2026;09\/12\/2026;;Actif;0;0;0;0;;;0;1$/);
    expect(lines((await get('boulders.csv?all=1')).body)).toHaveLength(4);
  });

  it('exports the comments (no formula reaches the spreadsheet) and the openings', async () => {
    const comments = lines((await get('comments.csv')).body);
    expect(comments[0]).toBe('Date;Bloc;Secteur;Grimpeur;Commentaire');
    expect(comments[1]).toBe(`10/11/2026;"Actif; un";"Le ""Toit""";Ana Roy;'=1+1 super`);
    const openings = lines((await get('openings.csv')).body);
    expect(openings.slice(1, 3)).toEqual(['"Le ""Toit""";04/11/2026;09/12/2026;;1;1', '"Le ""Toit""";01/10/2026;05/11/2026;04/11/2026;1;0']);
  });

  it("answers 404 to another gym's staff and 400 to an unknown file", async () => {
    expect((await get('boulders.csv', otherSession)).statusCode).toBe(404);
    expect((await get('users.csv')).statusCode).toBe(400);
  });
});
