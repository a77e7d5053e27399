/** Pictures stored in the `media` table and served at /media/<id>.<extension>. */
import { createHash } from 'node:crypto';
import type { Database } from '../db/client';

export const MEDIA_PREFIX = '/media/';

const EXTENSIONS: Record<string, string> = { 'image/svg+xml': 'svg', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

export interface MediaItem {
  id: string;
  contentType: string;
  body: Buffer;
}

/** A content-addressed item: the same bytes always get the same id (and URL). */
export function mediaItem(contentType: string, body: Buffer): MediaItem {
  if (!EXTENSIONS[contentType]) throw new Error(`Unsupported media type ${contentType}`);
  return { id: createHash('sha256').update(contentType).update(body).digest('hex').slice(0, 32), contentType, body };
}

export const mediaUrl = (item: Pick<MediaItem, 'id' | 'contentType'>) => `${MEDIA_PREFIX}${item.id}.${EXTENSIONS[item.contentType]}`;

export async function findMedia(db: Database, id: string): Promise<MediaItem | undefined> {
  const { rows } = await db.$client.query<{ id: string; content_type: string; body: Buffer }>(
    'select id, content_type, body from media where id = $1',
    [id],
  );
  const row = rows[0];
  return row && { id: row.id, contentType: row.content_type, body: row.body };
}
