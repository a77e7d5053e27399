/**
 * Boulder and wall photos (docs/product.md › Route setting: validation): JPEG, PNG or WebP, at least 300 px on the short side,
 * stored as JPEG at most 2000 px on the long side plus a 400 px thumbnail. sharp writes no metadata
 * unless asked, so the EXIF block (GPS position, camera, owner) is gone; the orientation it held is
 * applied to the pixels first.
 */
import sharp from 'sharp';
import { PHOTO_ERRORS, PHOTO_RULES } from '../../shared/domain/photo-rules';

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
/** Refuses decompression bombs: a 15 MB file may claim far more pixels than it holds. */
const MAX_INPUT_PIXELS = 60_000_000;

export class PhotoRefused extends Error {}

export interface ProcessedPhoto {
  full: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new PhotoRefused(PHOTO_ERRORS.format);
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) throw new PhotoRefused(PHOTO_ERRORS.format);
  // Width and height as seen once the EXIF orientation is applied.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  const height = (turned ? meta.width : meta.height) ?? 0;
  if (Math.min(width, height) < PHOTO_RULES.minShortSide) throw new PhotoRefused(PHOTO_ERRORS.tooSmall);
  try {
    const base = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().flatten({ background: '#ffffff' });
    const { data: full, info } = await base()
      .resize({ width: PHOTO_RULES.maxLongSide, height: PHOTO_RULES.maxLongSide, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await base()
      .resize({ width: PHOTO_RULES.thumbnail, height: PHOTO_RULES.thumbnail, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 78, mozjpeg: true })
      .toBuffer();
    return { full, thumbnail, width: info.width, height: info.height };
  } catch {
    throw new PhotoRefused(PHOTO_ERRORS.unreadable);
  }
}
