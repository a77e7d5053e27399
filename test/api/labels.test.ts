/**
 * Label sheets (docs/product.md › Route setting: screens): the PDF is rendered page by page (pdf.js on a canvas) and
 * every label's QR code is decoded: each must hold its boulder's public address /b/{code}. Then
 * the public boulder call behind that address.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app';
import { createBoulder, createDifficulty, createSector, ensureCatalog } from '../helpers/boulder-fixtures';
import { createGym, createUser } from '../helpers/fixtures';
import { anonymous, login, write, type LoggedIn } from '../helpers/session';

// pdf.js draws the PDF's standard fonts (Helvetica) from its own files.
const STANDARD_FONTS = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

const t = useTestApp();
const ids = { gym: 0, otherGym: 0, boulders: [] as number[], otherBoulder: 0 };
let codes = new Map<number, string>();
let marketingSession: LoggedIn;
let otherSession: LoggedIn;

/** Renders each page of the PDF and decodes the QR code of each label slot (2 × 5 on A4, one per A6 page). */
async function decodeLabels(pdf: Buffer, format: 'a4' | 'a6'): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl: STANDARD_FONTS, verbosity: 0 }).promise;
  const found: string[] = [];
  for (let index = 1; index <= document.numPages; index++) {
    const page = await document.getPage(index);
    const viewport = page.getViewport({ scale: 3 });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
    const slots = format === 'a4' ? Array.from({ length: 10 }, (_, slot) => ({ column: slot % 2, row: Math.floor(slot / 2) })) : [{ column: 0, row: 0 }];
    for (const { column, row } of slots) {
      const [x, y, width, height] =
        format === 'a4'
          ? [Math.round(canvas.width * (column / 2)), Math.round(canvas.height * (row / 5)), Math.round(canvas.width / 2), Math.round(canvas.height / 5)]
          : [0, 0, canvas.width, canvas.height];
      const image = context.getImageData(x, y, width, height);
      const code = jsQR(new Uint8ClampedArray(image.data.buffer), width, height);
      if (code) found.push(code.data);
    }
  }
  return found;
}

beforeAll(async () => {
  const db = t.database.db;
  await ensureCatalog(db);
  ids.gym = (await createGym(db, { name: 'Salle A' })).id;
  const circuit = await createDifficulty(db, ids.gym, { name: 'Bleu', grade: 16, color1: '#1E63D6', color2: '#FFFFFF' });
  const sector = (await createSector(db, ids.gym, { name: 'Le Toit', openings: [{ openedAt: '2026-11-01' }] })).id;
  const setter = await createUser(db, { firstName: 'Léa', staff: [{ gymId: ids.gym }] });
  for (let i = 0; i < 12; i++) {
    ids.boulders.push(
      await createBoulder(db, {
        gymId: ids.gym,
        sectorId: sector,
        difficultyId: circuit,
        name: `Étiquette ${i + 1}`,
        routeSetterId: setter.id,
        difficulty: 16,
      }),
    );
  }
  ids.otherGym = (await createGym(db)).id;
  ids.otherBoulder = await createBoulder(db, {
    gymId: ids.otherGym,
    sectorId: (await createSector(db, ids.otherGym)).id,
    difficultyId: await createDifficulty(db, ids.otherGym),
  });
  const rows = await db.$client.query<{ id: number; code: string }>('select id, code from boulders');
  codes = new Map(rows.rows.map((r) => [r.id, r.code]));
  const marketing = await createUser(db, { staff: [{ gymId: ids.gym, accessTypes: ['marketing_staff'] }] });
  const other = await createUser(db, { staff: [{ gymId: ids.otherGym, isAdmin: true }] });
  marketingSession = await login(t.app, marketing.email, marketing.password!);
  otherSession = await login(t.app, other.email, other.password!);
});

const labels = (body: unknown, session: LoggedIn = marketingSession) => write(session, `/api/gyms/${ids.gym}/labels/`, body);

describe('POST /api/gyms/{gymId}/labels/', () => {
  it('prints 12 labels on two A4 sheets whose QR codes hold each boulder’s public address, for marketing staff too', async () => {
    const response = await labels({ boulderIds: ids.boulders, format: 'a4' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="etiquettes-le-toit-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const decoded = await decodeLabels(response.rawPayload, 'a4');
    expect(decoded).toEqual(ids.boulders.map((id) => `${t.config.PUBLIC_URL}/b/${codes.get(id)}`));
  });

  it('prints one A6 label per page', async () => {
    const chosen = ids.boulders.slice(0, 3);
    const response = await labels({ boulderIds: chosen, format: 'a6' });
    expect(await decodeLabels(response.rawPayload, 'a6')).toEqual(chosen.map((id) => `${t.config.PUBLIC_URL}/b/${codes.get(id)}`));
  });

  it("refuses another gym's boulder (404), a bad format or an empty list (400), another gym's staff (404)", async () => {
    expect((await labels({ boulderIds: [ids.boulders[0], ids.otherBoulder], format: 'a4' })).statusCode).toBe(404);
    const format = await labels({ boulderIds: [ids.boulders[0]], format: 'a5' });
    expect(format.statusCode).toBe(400);
    expect(format.json().format).toEqual([expect.stringContaining('a4')]);
    expect((await labels({ boulderIds: [], format: 'a4' })).statusCode).toBe(400);
    expect((await labels({ boulderIds: [ids.boulders[0]], format: 'a4' }, otherSession)).statusCode).toBe(404);
  });
});

/** The text of every page of the PDF, joined. */
async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl: STANDARD_FONTS, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let index = 1; index <= document.numPages; index++) {
    const content = await (await document.getPage(index)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

describe('the holds’ colour in a gym with custom colours (issue 31, item 5)', () => {
  it('is named on the label and by the public boulder, beside the circuit; a gym whose circuits are the holds’ colours names none', async () => {
    const db = t.database.db;
    const { colors } = await ensureCatalog(db);
    const red = colors.find((color) => color.colorCode.toLowerCase() !== '#ffffff')!;
    const gym = (await createGym(db, { name: 'Salle Couleurs', isCustomDifficultySystemColor: true })).id;
    const circuit = await createDifficulty(db, gym, { name: 'Bleu', grade: 16, color1: '#1E63D6' });
    const sector = (await createSector(db, gym, { name: 'La Dalle' })).id;
    const boulder = await createBoulder(db, { gymId: gym, sectorId: sector, difficultyId: circuit, name: 'Main de fer', holdColorId: red.id });
    const staff = await createUser(db, { staff: [{ gymId: gym }] });
    const session = await login(t.app, staff.email, staff.password!);

    const pdf = await write(session, `/api/gyms/${gym}/labels/`, { boulderIds: [boulder], format: 'a6' });
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain(`Prises : ${red.name}`);

    const code = (await db.$client.query<{ code: string }>('select code from boulders where id = $1', [boulder])).rows[0]!.code;
    const visitor = await anonymous(t.app);
    const shown = (await visitor.inject({ method: 'GET', url: `/api/public/boulders/${code}/` })).json();
    expect(shown).toMatchObject({ difficulty: { name: 'Bleu' }, holdColor: { id: red.id, name: red.name, code: red.colorCode } });

    // Salle A's circuits are its holds' colours: nothing more to name.
    const plain = (await visitor.inject({ method: 'GET', url: `/api/public/boulders/${codes.get(ids.boulders[0]!)}/` })).json();
    expect(plain.holdColor).toBeNull();
    expect(await pdfText((await labels({ boulderIds: [ids.boulders[0]], format: 'a6' })).rawPayload)).not.toContain('Prises :');
  });
});

describe('GET /api/public/boulders/{code}/', () => {
  it('answers the boulder to anyone, in any case, nothing about people; an unknown code is 404', async () => {
    const visitor = await anonymous(t.app);
    const code = codes.get(ids.boulders[0]!)!;
    const response = await visitor.inject({ method: 'GET', url: `/api/public/boulders/${code.toLowerCase()}/` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const body = response.json();
    expect(body).toMatchObject({
      code,
      name: 'Étiquette 1',
      grade: '5C',
      sector: { name: 'Le Toit' },
      gym: { name: 'Salle A' },
      rating: { average: null, count: 0 },
      active: true,
    });
    expect(JSON.stringify(body)).not.toMatch(/Léa|route_setter|setter/);
    const again = await visitor.inject({ method: 'GET', url: `/api/public/boulders/${code}/`, headers: { 'if-none-match': response.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect((await visitor.inject({ method: 'GET', url: '/api/public/boulders/ZZZZZZ/' })).statusCode).toBe(404);
    expect((await visitor.inject({ method: 'GET', url: '/api/public/boulders/0OIl1/' })).statusCode).toBe(400);
  });
});
