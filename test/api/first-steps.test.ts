/**
 * The dashboard's 'Premiers pas' (docs/product.md › Going live: first steps and empty gyms): each tick follows the gym's rows, 'Masquer' is per
 * person, and the A4 poster's QR code (rendered with pdf.js, decoded with jsQR) opens the gym in the
 * climbers' app.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { sql } from 'drizzle-orm';
import jsQR from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app';
import { createBoulder, createDifficulty, createSector } from '../helpers/boulder-fixtures';
import { createGym, createUser } from '../helpers/fixtures';
import { sessionOf, write, type TestBrowser } from '../helpers/session';

const STANDARD_FONTS = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
const PUBLIC_URL = 'https://gaston.example.fr';
const t = useTestApp({ env: { PUBLIC_URL } });
let gymId: number;
let admin: TestBrowser;
let setter: TestBrowser;

beforeAll(async () => {
  const db = t.database.db;
  gymId = (await createGym(db, { name: 'Bloc Neuf', city: 'Tours', status: 'draft' })).id;
  admin = await sessionOf(t.app, (await createUser(db, { staff: [{ gymId, isAdmin: true, accessTypes: ['chief_route_setter'] }] })).id);
});

const steps = async (who = admin) => {
  const response = await who.inject({ method: 'GET', url: `/api/gyms/${gymId}/first-steps/` });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { steps: { key: string; done: boolean }[]; published: boolean; hidden: boolean };
  return { ...body, done: body.steps.filter((s) => s.done).map((s) => s.key) };
};

async function decodeQr(pdf: Buffer): Promise<string | null> {
  const document = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl: STANDARD_FONTS, verbosity: 0 }).promise;
  expect(document.numPages).toBe(1);
  const page = await document.getPage(1);
  const viewport = page.getViewport({ scale: 2 });
  expect(Math.round(page.getViewport({ scale: 1 }).width)).toBe(595);
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(new Uint8ClampedArray(image.data.buffer), canvas.width, canvas.height)?.data ?? null;
}

describe('Premiers pas', () => {
  it('ticks each step from the data, in order, as the gym is set up', async () => {
    const db = t.database.db;
    const first = await steps();
    expect(first.steps.map((s) => s.key)).toEqual(['plan', 'sectors', 'circuits', 'boulders', 'team', 'poster', 'publish']);
    expect(first).toMatchObject({ done: [], published: false, hidden: false });

    await db.execute(sql`update gyms set sectors_picture = '/plan.svg' where id = ${gymId}`);
    const sector = (await createSector(db, gymId)).id;
    const circuit = await createDifficulty(db, gymId);
    expect((await steps()).done).toEqual(['plan', 'sectors', 'circuits']);
    const boulder = await createBoulder(db, { gymId, sectorId: sector, difficultyId: circuit });
    expect((await steps()).done).toContain('boulders');
    // A stripped boulder is no active boulder.
    await db.execute(sql`update boulders set closed_at = now() where id = ${boulder}`);
    expect((await steps()).done).not.toContain('boulders');

    // A pending invitation counts for the team, until it is cancelled.
    const invited = await write(admin, `/api/gyms/${gymId}/invitations/`, { email: 'equipe@bloc-neuf.fr', roles: ['route_setter'], gymIds: [gymId] });
    expect(invited.statusCode).toBe(201);
    expect((await steps()).done).toContain('team');
    expect((await write(admin, `/api/invitations/${invited.json().id}/`, undefined, 'DELETE')).statusCode).toBe(204);
    expect((await steps()).done).not.toContain('team');
    const setterUser = await createUser(db, { staff: [{ gymId, accessTypes: ['route_setter'] }] });
    setter = await sessionOf(t.app, setterUser.id);
    expect((await steps()).done).toContain('team');

    expect((await write(admin, `/api/gyms/${gymId}/publish/`)).statusCode).toBe(200);
    expect(await steps()).toMatchObject({ published: true });
    expect((await steps()).done).toEqual(['plan', 'sectors', 'circuits', 'team', 'publish']);
  });

  it('the poster is an A4 page whose QR code opens the gym in the climbers’ app; its first download ticks its step', async () => {
    const response = await admin.inject({ method: 'GET', url: `/api/gyms/${gymId}/poster.pdf` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="affiche-gaston-bloc-neuf.pdf"');
    expect(await decodeQr(response.rawPayload)).toBe(`${PUBLIC_URL}/app/salles/${gymId}`);
    expect((await steps()).done).toContain('poster');
  });

  it("'Masquer' hides the card for that person only", async () => {
    const hidden = await write(admin, `/api/gyms/${gymId}/first-steps/hide/`);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ hidden: true });
    const [again, atOnce] = await Promise.all([write(admin, `/api/gyms/${gymId}/first-steps/hide/`), write(admin, `/api/gyms/${gymId}/first-steps/hide/`)]);
    expect([again.json().hidden, atOnce.json().hidden]).toEqual([true, true]);
    expect(await steps(admin)).toMatchObject({ hidden: true });
    expect(await steps(setter)).toMatchObject({ hidden: false });
  });
});
