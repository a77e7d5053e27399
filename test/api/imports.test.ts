/**
 * Importing a catalogue (docs/product.md › Going live: catalogue import): CSV in each encoding and separator, XLSX, Gaston's own
 * export round trip, an Oblyk export, a file with errors, a second import, two at once, and undo.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import writeExcelFile from 'write-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES as M } from '../../src/shared/contract/imports';
import { useTestApp } from '../helpers/app';
import { createBoulder, createDifficulty, createSector } from '../helpers/boulder-fixtures';
import { createGym, createUser } from '../helpers/fixtures';
import { sessionOf, type TestBrowser } from '../helpers/session';

const t = useTestApp();
let chief: TestBrowser;
let setter: TestBrowser;
let stranger: TestBrowser;
let chiefId: number;
let setterId: number;

/** A gym with sectors 'Dalle' and 'Le Toit', circuits Jaune (4A) and Bleu (5B), and its chief setter. */
async function newGym(name = `Salle ${randomUUID().slice(0, 6)}`) {
  const db = t.database.db;
  const gym = await createGym(db, { name });
  await createSector(db, gym.id, { name: 'Dalle' });
  await createSector(db, gym.id, { name: 'Le Toit' });
  await createDifficulty(db, gym.id, { name: 'Jaune', grade: 6, color1: '#FFD600' });
  await createDifficulty(db, gym.id, { name: 'Bleu', grade: 14, color1: '#1E63D6' });
  await db.execute(sql`insert into gym_staff (gym_id, user_id, access_types, is_admin) values (${gym.id}, ${chiefId}, '{chief_route_setter}', false)`);
  return gym.id;
}

beforeAll(async () => {
  const db = t.database.db;
  const chiefUser = await createUser(db, { firstName: 'Léa', lastName: 'Martin' });
  chiefId = chiefUser.id;
  chief = await sessionOf(t.app, chiefUser.id);
  stranger = await sessionOf(t.app, (await createUser(db, { staff: [{ gymId: (await createGym(db)).id, isAdmin: true }] })).id);
  const setterUser = await createUser(db);
  setterId = setterUser.id;
  setter = await sessionOf(t.app, setterUser.id);
});

function multipart(file: Buffer, fileName: string, fields: Record<string, string> = {}) {
  const boundary = `----gaston${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const send = (who: TestBrowser, gymId: number, dryRun: boolean, file: Buffer, fileName = 'catalogue.csv', fields: Record<string, string> = {}) => {
  const body = multipart(file, fileName, fields);
  return who.inject({ method: 'POST', url: `/api/gyms/${gymId}/imports/?dryRun=${dryRun}`, payload: body.payload, headers: body.headers });
};

const activeBoulders = async (gymId: number) =>
  (
    await t.database.db.execute(sql`select b.name, s.name as sector, d.name as circuit, b.difficulty, b.level, b.planned_dismantling::text as dismantling,
           (b.created_at at time zone 'Europe/Paris')::date::text as opened, st.name as steepness, gr.name as grips, sy.name as style, b.external_id,
             b.setter_names
      from boulders b join sectors s on s.id = b.sector_id join gym_difficulties d on d.id = b.gym_difficulty_id
      left join tags st on st.id = b.tag_steepness_id left join tags gr on gr.id = b.tag_grips_id left join tags sy on sy.id = b.tag_style_id
      where b.gym_id = ${gymId} and b.closed_at is null`)
  ).rows.sort((a, b) => String(a.name).localeCompare(String(b.name), 'fr')) as Record<string, unknown>[];

const CSV_LINES = [
  ['Nom', 'Secteur', 'Circuit', 'Cotation', 'Ouvreurs', 'Ouverture', 'Démontage prévu', 'Inclinaison', 'Style', 'Identifiant'],
  ['Le Crabe', 'Dalle', 'Jaune', '4A+', 'Léa Martin, Zoé Inconnue', '02/11/2026', '15/12/2026', 'Dalle', 'Technique', 'A-1'],
  ['L’Écureuil', 'Le Toit', 'Bleu', '', '', '03/11/2026', '', 'Dévers', '', 'A-2'],
  ['Ça déroule', 'le toit', 'bleu', '5C', '', '', '', '', 'Force', ''],
];
const csv = (separator: string, lines = CSV_LINES) =>
  lines.map((l) => l.map((c) => (c.includes(separator) || c.includes('"') ? `"${c.replaceAll('"', '""')}"` : c)).join(separator)).join('\r\n') + '\r\n';
const windows1252 = (text: string) => Buffer.from([...text].map((c) => ({ '’': 0x92, É: 0xc9, é: 0xe9, Ç: 0xc7, è: 0xe8, ç: 0xe7 })[c] ?? c.charCodeAt(0)));

describe('analysing a file', () => {
  it('reads UTF-8 with and without BOM, Windows-1252, with ; , or tab, and XLSX, the same way; it writes nothing', async () => {
    const gymId = await newGym();
    const files: [string, Buffer][] = [
      ['utf8-bom-semicolon.csv', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv(';'))])],
      ['utf8-comma.csv', Buffer.from(csv(','))],
      ['windows-1252.csv', windows1252(csv(';'))],
      ['tab.tsv', Buffer.from(csv('\t'))],
      ['catalogue.xlsx', Buffer.from(await writeExcelFile(CSV_LINES).toBuffer())],
    ];
    for (const [name, file] of files) {
      const response = await send(chief, gymId, true, file, name);
      expect(response.statusCode, name).toBe(200);
      const analysis = response.json();
      expect(analysis, name).toMatchObject({
        fileName: name,
        lines: 3,
        valid: 3,
        duplicates: 0,
        errors: [],
        unknownColumns: [],
        missingSectors: [],
        missingTags: [],
      });
      expect(
        analysis.rows.map((r: { name: string }) => r.name),
        name,
      ).toEqual(['Le Crabe', 'L’Écureuil', 'Ça déroule']);
    }
    expect(await activeBoulders(gymId)).toEqual([]);
  });

  it('names every error by line and column, lists what is missing and the unknown columns; importing it writes nothing', async () => {
    const gymId = await newGym();
    const file = Buffer.from(
      csv(';', [
        ['nom', 'SECTEURS', 'Circuit', 'Cotation', 'Ouverture', 'Style', 'Remarque'],
        ['Bon bloc', 'Dalle', 'Jaune', '', '01/11/2026', 'Technique', 'rien'],
        ['', 'Dalle', 'Violet', '', '', '', ''],
        ['Trop tôt', 'La Grotte', 'Bleu', '9Z', '31/02/2026', 'Aérien', ''],
      ]),
    );
    const analysis = (await send(chief, gymId, true, file)).json();
    expect(analysis.unknownColumns).toEqual(['Remarque']);
    expect(analysis.missingSectors).toEqual(['La Grotte']);
    expect(analysis.missingTags).toEqual([{ kind: 'style', name: 'Aérien' }]);
    expect(analysis.errors).toEqual([
      { line: 3, column: 'nom', message: 'Ligne 3, nom : le nom est obligatoire.' },
      { line: 3, column: 'Circuit', message: "Ligne 3, Circuit : « Violet » n'est pas un circuit de la salle." },
      { line: 4, column: 'SECTEURS', message: "Ligne 4, SECTEURS : « La Grotte » n'est pas un secteur de la salle." },
      { line: 4, column: 'Cotation', message: "Ligne 4, Cotation : « 9Z » n'est pas une cotation (de 3A à 9B+)." },
      { line: 4, column: 'Style', message: "Ligne 4, Style : « Aérien » n'est pas un tag de la salle." },
      { line: 4, column: 'Ouverture', message: "Ligne 4, Ouverture : « 31/02/2026 » n'est pas une date au format JJ/MM/AAAA." },
    ]);
    expect(analysis).toMatchObject({ lines: 3, valid: 1 });

    const refused = await send(chief, gymId, false, file);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: M.hasErrors });
    expect(refused.json().errors).toHaveLength(6);
    expect(await activeBoulders(gymId)).toEqual([]);

    const noName = await send(chief, gymId, true, Buffer.from('Secteur;Circuit\r\nDalle;Jaune\r\n'));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error).toBe('Colonne obligatoire absente : nom.');
  });

  it('is for chief setters and admins of the gym (403 for a setter, 404 for another gym), and refuses what is not a catalogue', async () => {
    const gymId = await newGym();
    await t.database.db.execute(sql`insert into gym_staff (gym_id, user_id, access_types) values (${gymId}, ${setterId}, '{route_setter}')`);
    const file = Buffer.from(csv(';'));
    const bySetter = await send(setter, gymId, true, file);
    expect(bySetter.statusCode).toBe(403);
    expect((await setter.inject({ method: 'GET', url: `/api/gyms/${gymId}/imports/` })).statusCode).toBe(403);
    expect((await send(stranger, gymId, true, file)).statusCode).toBe(404);
    expect((await chief.inject({ method: 'POST', url: `/api/gyms/${gymId}/imports/?dryRun=true`, payload: {} })).statusCode).toBe(400);
    const binary = await send(chief, gymId, true, Buffer.from([0, 1, 2, 3, 0, 0, 7]), 'image.png');
    expect(binary.statusCode).toBe(400);
    expect(binary.json()).toMatchObject({ error: 'Ce fichier n’est ni un CSV ni un fichier Excel (.xlsx).' });
    const tooBig = await send(chief, gymId, true, Buffer.from('x'.repeat(6 * 1024 * 1024)));
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toMatchObject({ error: M.tooBig });
    const tooMany = `Nom;Secteur;Circuit\r\n${Array.from({ length: 5001 }, (_, i) => `B${i};Dalle;Jaune`).join('\r\n')}\r\n`;
    expect((await send(chief, gymId, true, Buffer.from(tooMany))).json()).toMatchObject({ error: M.tooManyLines });
  });
});

describe('importing', () => {
  it('writes every line in one go, matched to the gym (setters, tags, circuits), with one history entry; a second import creates nothing', async () => {
    const gymId = await newGym();
    const file = Buffer.from(csv(';'));
    const imported = await send(chief, gymId, false, file, 'catalogue.csv');
    expect(imported.statusCode).toBe(201);
    expect(imported.json()).toMatchObject({ created: 3, duplicates: 0 });
    expect(await activeBoulders(gymId)).toEqual([
      expect.objectContaining({ name: 'Ça déroule', sector: 'Le Toit', circuit: 'Bleu', difficulty: 16, style: 'Force' }),
      expect.objectContaining({
        name: 'L’Écureuil',
        sector: 'Le Toit',
        circuit: 'Bleu',
        difficulty: 14,
        opened: '2026-11-03',
        steepness: 'Dévers',
        external_id: 'A-2',
      }),
      expect.objectContaining({
        name: 'Le Crabe',
        circuit: 'Jaune',
        difficulty: 7,
        opened: '2026-11-02',
        dismantling: '2026-12-15',
        setter_names: 'Zoé Inconnue',
        external_id: 'A-1',
      }),
    ]);
    const setters = (
      await t.database.db.execute(
        sql`select bs.user_id from boulder_setters bs join boulders b on b.id = bs.boulder_id where b.gym_id = ${gymId} and b.name = 'Le Crabe'`,
      )
    ).rows;
    expect(setters).toEqual([{ user_id: chiefId }]);
    const journal = await chief.inject({ method: 'GET', url: `/api/gyms/${gymId}/history/` });
    expect(JSON.stringify(journal.json())).toContain('Import de 3 blocs (catalogue.csv)');

    const again = await send(chief, gymId, false, file, 'catalogue.csv');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ importId: null, created: 0, duplicates: 3 });
    expect((await send(chief, gymId, true, file)).json()).toMatchObject({ valid: 0, duplicates: 3 });
    expect(await activeBoulders(gymId)).toHaveLength(3);
  });

  it('two imports of one file at once create its boulders once', async () => {
    const gymId = await newGym();
    const file = Buffer.from(csv(','));
    const [a, b] = await Promise.all([send(chief, gymId, false, file), send(chief, gymId, false, file)]);
    expect([a.json().created, b.json().created].sort()).toEqual([0, 3]);
    expect(await activeBoulders(gymId)).toHaveLength(3);
  });

  it('creates the missing sectors and tags when asked', async () => {
    const gymId = await newGym();
    const file = Buffer.from(
      csv(';', [
        ['Nom', 'Secteur', 'Circuit', 'Style'],
        ['Nouveau', 'La Grotte', 'Jaune', 'Aérien'],
        ['Autre', 'la grotte', 'Jaune', 'aérien'],
      ]),
    );
    expect((await send(chief, gymId, false, file)).statusCode).toBe(400);
    const done = await send(chief, gymId, false, file, 'grotte.csv', { createSectors: 'true', createTags: 'true' });
    expect(done.statusCode).toBe(201);
    expect((await activeBoulders(gymId)).map((b) => [b.sector, b.style])).toEqual([
      ['La Grotte', 'Aérien'],
      ['La Grotte', 'Aérien'],
    ]);
  });

  it('reads a tab-separated export with Oblyk’s route columns', async () => {
    const gymId = await newGym();
    const oblyk = [
      'name\tsector\tgrade\thold_colors\topeners\topened_at\tstyles',
      'Pince-mi\tDalle\t4a+\t#FFD700\tLéa Martin\t2026-11-05\tTechnique',
      'Pince-moi\tLe Toit\t6a\tred\t\t2026-11-06\t',
    ].join('\n');
    const analysis = (await send(chief, gymId, true, Buffer.from(oblyk), 'oblyk.tsv')).json();
    expect(analysis).toMatchObject({ valid: 2, errors: [], unknownColumns: [] });
    expect((await send(chief, gymId, false, Buffer.from(oblyk), 'oblyk.tsv')).statusCode).toBe(201);
    expect(await activeBoulders(gymId)).toEqual([
      expect.objectContaining({ name: 'Pince-mi', circuit: 'Jaune', difficulty: 7, opened: '2026-11-05', style: 'Technique' }),
      expect.objectContaining({ name: 'Pince-moi', circuit: 'Bleu', difficulty: 18, opened: '2026-11-06' }),
    ]);
  });

  it("round trip: a gym's boulder export imported into another gym gives the same catalogue", async () => {
    const db = t.database.db;
    const source = await newGym('Source');
    const sectors = (await db.execute(sql`select id, name from sectors where gym_id = ${source} order by name`)).rows as { id: number; name: string }[];
    const circuits = (await db.execute(sql`select id from gym_difficulties where gym_id = ${source} order by position`)).rows as { id: number }[];
    const tags = (await db.execute(sql`select id, kind from tags where gym_id = ${source} order by id`)).rows as { id: number; kind: string }[];
    const tag = (kind: string, n: number) => tags.filter((x) => x.kind === kind)[n]!.id;
    for (let i = 0; i < 12; i++) {
      await createBoulder(db, {
        gymId: source,
        sectorId: sectors[i % 2]!.id,
        difficultyId: circuits[i % 2]!.id,
        name: `Bloc ${i} « ;guillemets" »`,
        difficulty: 6 + i,
        level: (i % 3) - 1,
        steepnessId: tag('steepness', i % 3),
        gripsId: tag('grips', i % 3),
        styleId: i % 2 ? tag('style', 1) : null,
        routeSetterId: chiefId,
        createdAt: new Date(Date.UTC(2026, 9, 1 + i, 10)),
        plannedDismantling: i % 2 ? '2026-12-20' : null,
        closedAt: i === 11 ? new Date() : null,
      });
    }
    const exported = await chief.inject({ method: 'GET', url: `/api/gyms/${source}/exports/boulders.csv?all=1` });
    expect(exported.statusCode).toBe(200);
    const target = await newGym('Cible');
    const analysis = (await send(chief, target, true, exported.rawPayload, 'blocs-source.csv')).json();
    expect(analysis).toMatchObject({ lines: 12, valid: 11, ignored: 1, errors: [] });
    expect((await send(chief, target, false, exported.rawPayload, 'blocs-source.csv')).json()).toMatchObject({ created: 11 });
    const strip = (rows: Record<string, unknown>[]) => rows.map(({ external_id: _, ...rest }) => rest);
    expect(strip(await activeBoulders(target))).toEqual(strip(await activeBoulders(source)));
    // Exported again from the copy, then imported again: nothing new.
    const twice = await chief.inject({ method: 'GET', url: `/api/gyms/${target}/exports/boulders.csv` });
    expect((await send(chief, target, false, twice.rawPayload)).json()).toMatchObject({ created: 0, duplicates: 11 });
  });
});

describe("'Annuler l'import'", () => {
  it('removes the boulders nobody used within 24 h, keeps those with an ascent, says so, and only once', async () => {
    const gymId = await newGym();
    await t.database.db.execute(sql`update gyms set status = 'published' where id = ${gymId}`);
    const { importId } = (await send(chief, gymId, false, Buffer.from(csv(';')))).json() as { importId: number };
    const climber = await createUser(t.database.db);
    const [used] = (await t.database.db.execute(sql`select id from boulders where gym_id = ${gymId} and name = 'Le Crabe'`)).rows as { id: number }[];
    await t.database.db.execute(
      sql`insert into ascents (user_id, boulder_id, gym_id, logged_at, tries, topped, client_id) values (${climber.id}, ${used!.id}, ${gymId},
        now(), 1, true, ${randomUUID()})`,
    );

    const list = (await chief.inject({ method: 'GET', url: `/api/gyms/${gymId}/imports/` })).json();
    expect(list).toEqual([expect.objectContaining({ id: importId, fileName: 'catalogue.csv', created: 3, undoable: true, by: 'Léa Martin' })]);
    expect((await stranger.inject({ method: 'DELETE', url: `/api/gyms/${gymId}/imports/${importId}/`, headers: stranger.headers() })).statusCode).toBe(404);
    // Two undos at once (a double click): one undoes, the other finds it done.
    const [first, second] = await Promise.all([
      chief.inject({ method: 'DELETE', url: `/api/gyms/${gymId}/imports/${importId}/` }),
      chief.inject({ method: 'DELETE', url: `/api/gyms/${gymId}/imports/${importId}/` }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const undone = first.statusCode === 200 ? first : second;
    expect(undone.json()).toEqual({ removed: 2, kept: 1 });
    expect((first.statusCode === 409 ? first : second).json()).toMatchObject({ error: M.alreadyUndone, removed: 2, kept: 1 });
    expect((await activeBoulders(gymId)).map((b) => b.name)).toEqual(['Le Crabe']);
    expect((await chief.inject({ method: 'DELETE', url: `/api/gyms/${gymId}/imports/${importId}/` })).statusCode).toBe(409);

    const late = (await send(chief, gymId, false, Buffer.from(csv(';', [CSV_LINES[0]!, ['Tardif', 'Dalle', 'Jaune', '', '', '', '', '', '', '']])))).json() as {
      importId: number;
    };
    await t.database.db.execute(sql`update gym_imports set created_at = now() - interval '25 hours' where id = ${late.importId}`);
    const tooLate = await chief.inject({ method: 'DELETE', url: `/api/gyms/${gymId}/imports/${late.importId}/` });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json()).toMatchObject({ error: M.undoTooLate });
  });
});
