/**
 * Uploaded photos in the demo (docs/product.md › Route setting: validation): a few active boulders per gym carry a JPEG as
 * the boulder form's 'Photo' stores it (through processPhoto: at most 2000 px, a 400 px thumbnail,
 * no metadata), so the back office and the public page /b/{code} show real uploads. The pictures
 * are the demo's own drawings of those boulders, rasterised: no file ships with the code.
 */
import type pg from 'pg';
import sharp from 'sharp';
import { processPhoto } from '../documents/photos';
import { mediaItem, mediaUrl } from '../repositories/media-repository';

/** Boulders per gym given an uploaded photo. */
export const DEMO_PHOTOS_PER_GYM = 6;

export async function writeDemoPhotos(client: pg.ClientBase): Promise<number> {
  // The newest active boulders with a drawing, a few per gym, in a fixed order.
  const { rows } = await client.query<{ id: number; body: Buffer }>(
    `select id, body from (
       select b.id, m.body, row_number() over (partition by b.gym_id order by b.created_at desc, b.id) as n
       from boulders b join media m on b.picture = '/media/' || m.id || '.svg'
       where b.closed_at is null
     ) ranked where n <= $1 order by id`,
    [DEMO_PHOTOS_PER_GYM],
  );
  for (const row of rows) {
    // A 300 × 400 drawing rendered at 3× gives the 900 × 1200 'photo' a phone would upload.
    const upload = await sharp(row.body, { density: 216 }).jpeg({ quality: 90 }).toBuffer();
    const photo = await processPhoto(upload);
    const full = mediaItem('image/jpeg', photo.full);
    const thumbnail = mediaItem('image/jpeg', photo.thumbnail);
    await client.query(`insert into media (id, content_type, body) values ($1, $2, $3) on conflict (id) do nothing`, [
      thumbnail.id,
      thumbnail.contentType,
      thumbnail.body,
    ]);
    await client.query(
      `insert into media (id, content_type, body, thumbnail_id) values ($1, $2, $3, $4) on conflict (id) do update set thumbnail_id = excluded.thumbnail_id`,
      [full.id, full.contentType, full.body, thumbnail.id],
    );
    await client.query(`update boulders set media_id = $1, picture = $2 where id = $3`, [full.id, mediaUrl(full), row.id]);
  }
  return rows.length;
}
