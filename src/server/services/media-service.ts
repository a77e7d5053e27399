/** Photo uploads (docs/product.md › Route setting: validation; Route setting: calls): staff who set boulders somewhere may upload. */
import { badRequest, forbidden } from '../errors';
import { PhotoRefused, processPhoto } from '../documents/photos';
import { findMedia, mediaItem, mediaUrl, savePhoto, type MediaItem } from '../repositories/media-repository';
import { notFound } from '../errors';
import { gymsAllowing, SETTERS_ONLY, staffOf } from './authorize';
import type { ServiceContext } from './context';

export interface UploadedPhoto {
  id: string;
  url: string;
  thumbnailUrl: string;
}

/** Checked before the upload is even read: 401 without a session, 403 without setting rights anywhere. */
export async function authorizeUpload(ctx: ServiceContext): Promise<void> {
  const staff = await staffOf(ctx);
  if (gymsAllowing(staff, 'setBoulders').length === 0) throw forbidden(SETTERS_ONLY);
}

export async function uploadPhoto(ctx: ServiceContext, { file }: { file: Buffer }): Promise<UploadedPhoto> {
  await authorizeUpload(ctx);
  let processed;
  try {
    processed = await processPhoto(file);
  } catch (error) {
    if (error instanceof PhotoRefused) throw badRequest(error.message, { file: [error.message] });
    throw error;
  }
  const full = mediaItem('image/jpeg', processed.full);
  const thumbnail = mediaItem('image/jpeg', processed.thumbnail);
  await savePhoto(ctx.db, full, thumbnail);
  return { id: full.id, url: mediaUrl(full), thumbnailUrl: mediaUrl(thumbnail) };
}

/** A stored picture by its content hash (public: boulder photos and plans are shown to visitors). */
export async function mediaFile(ctx: ServiceContext, { id }: { id: string }): Promise<MediaItem> {
  const item = await findMedia(ctx.db, id);
  if (!item) throw notFound('Image introuvable.');
  return item;
}
