/**
 * Photo uploads (docs/product.md › Route setting: validation): JPEG/PNG/WebP up to 15 MB, at least 300 px, stored without
 * metadata (a GPS position in the upload is gone), at most 2000 px, with a 400 px thumbnail.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app';
import { createGym, createUser } from '../helpers/fixtures';
import { anonymous, login, type LoggedIn } from '../helpers/session';

const t = useTestApp();
let setterSession: LoggedIn;
let marketingSession: LoggedIn;

beforeAll(async () => {
  const gym = (await createGym(t.database.db)).id;
  const setter = await createUser(t.database.db, { staff: [{ gymId: gym, accessTypes: ['route_setter'] }] });
  const marketing = await createUser(t.database.db, { staff: [{ gymId: gym, accessTypes: ['marketing_staff'] }] });
  setterSession = await login(t.app, setter.email, setter.password!);
  marketingSession = await login(t.app, marketing.email, marketing.password!);
});

/** A photo with a GPS position and a camera in its EXIF block. */
async function photoWithGps(width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .withExif({
      IFD0: { Make: 'Gaston', Model: 'Prise', Copyright: 'Salle' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 45/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '4/1 50/1 0/1' },
    })
    .toFormat(format)
    .toBuffer();
}

function upload(session: LoggedIn, body: Buffer, type = 'image/jpeg', field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(body)], { type }), 'photo.jpg');
  return session.inject({ method: 'POST', url: '/api/media/', payload: form as unknown as string });
}

const fetchMedia = async (url: string) => (await setterSession.inject({ method: 'GET', url })).rawPayload;

describe('POST /api/media/', () => {
  it('stores a JPEG carrying GPS tags without any metadata, at most 2000 px, with a 400 px thumbnail', async () => {
    const original = await photoWithGps(3000, 2000);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(setterSession, original);
    expect(response.statusCode).toBe(201);
    const { id, url, thumbnailUrl } = response.json();
    expect(url).toBe(`/media/${id}.jpg`);
    const full = await fetchMedia(url);
    const meta = await sharp(full).metadata();
    expect(meta.exif).toBeUndefined();
    expect(full.includes(Buffer.from('GPS'))).toBe(false);
    expect(full.includes(Buffer.from('Gaston'))).toBe(false);
    expect([meta.width, meta.height]).toEqual([2000, 1333]);
    const thumb = await sharp(await fetchMedia(thumbnailUrl)).metadata();
    expect([thumb.width, thumb.height, thumb.exif]).toEqual([400, 267, undefined]);
  });

  it('a replayed upload (or two at once) stores the picture once under the same id', async () => {
    const original = await photoWithGps(800, 600);
    const [x, y] = await Promise.all([upload(setterSession, original), upload(setterSession, original)]);
    expect([x.statusCode, y.statusCode]).toEqual([201, 201]);
    const replay = await upload(setterSession, original);
    expect(new Set([x.json().id, y.json().id, replay.json().id]).size).toBe(1);
    const { rows } = await t.database.db.$client.query<{ n: number }>('select count(*)::int as n from media where id = any($1)', [
      [x.json().id, x.json().thumbnailUrl.split('/').pop().split('.')[0]],
    ]);
    expect(rows[0]!.n).toBe(2);
  });

  it('takes PNG and WebP; refuses a tiny picture, a non-image and a missing field in French, on `file`', async () => {
    expect((await upload(setterSession, await photoWithGps(400, 300, 'png'), 'image/png')).statusCode).toBe(201);
    expect((await upload(setterSession, await photoWithGps(400, 300, 'webp'), 'image/webp')).statusCode).toBe(201);
    const small = await upload(setterSession, await photoWithGps(400, 299));
    expect(small.statusCode).toBe(400);
    expect(small.json().file).toEqual([expect.stringContaining('300 pixels')]);
    const gif = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expect((await upload(setterSession, gif, 'image/gif')).json().file).toEqual(['Formats acceptés : JPEG, PNG ou WebP.']);
    expect((await upload(setterSession, Buffer.from('pas une image'), 'image/jpeg')).statusCode).toBe(400);
    expect((await upload(setterSession, await photoWithGps(400, 400), 'image/jpeg', 'photo')).json().file).toEqual([expect.stringContaining('file')]);
  });

  it('refuses a file over 15 MB with a 400 on `file`', async () => {
    const huge = Buffer.alloc(15 * 1024 * 1024 + 10, 1);
    const response = await upload(setterSession, huge);
    expect(response.statusCode).toBe(400);
    expect(response.json().file).toEqual(['La photo dépasse 15 Mo.']);
  });

  it('is for staff who set boulders: marketing staff get 403, visitors 401', async () => {
    expect((await upload(marketingSession, await photoWithGps(400, 400))).statusCode).toBe(403);
    const visitor = await anonymous(t.app);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await photoWithGps(400, 400))], { type: 'image/jpeg' }), 'p.jpg');
    expect((await visitor.inject({ method: 'POST', url: '/api/media/', payload: form as unknown as string })).statusCode).toBe(401);
  });
});
