/** Pictures stored in the `media` table and served at /media/<id>.<extension>. */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { media } from '../db/schema';
import type { DbExecutor } from '../db/transaction';

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

export async function findMedia(db: DbExecutor, id: string): Promise<MediaItem | undefined> {
  const [row] = await db.select({ id: media.id, contentType: media.contentType, body: media.body }).from(media).where(eq(media.id, id));
  return row;
}

/** The content type of a stored item, undefined when there is none with this id. */
export async function mediaContentType(db: DbExecutor, id: string): Promise<string | undefined> {
  const [row] = await db.select({ contentType: media.contentType }).from(media).where(eq(media.id, id));
  return row?.contentType;
}

/** Stores a photo and its thumbnail (content-addressed: the same upload twice is stored once). */
export async function savePhoto(db: DbExecutor, full: MediaItem, thumbnail: MediaItem): Promise<void> {
  await db.insert(media).values({ id: thumbnail.id, contentType: thumbnail.contentType, body: thumbnail.body }).onConflictDoNothing();
  await db
    .insert(media)
    .values({ id: full.id, contentType: full.contentType, body: full.body, thumbnailId: thumbnail.id })
    .onConflictDoUpdate({ target: media.id, set: { thumbnailId: thumbnail.id } });
}
