/** The photos' calls (docs/product.md › Route setting: screens): a stored file by its name, and an upload's answer. */
import { z } from 'zod';

/** GET /media/{file}: a content-addressed file name. */
export const mediaFileParamsSchema = z.object({ file: z.string().regex(/^[0-9a-f]{32}\.(svg|png|jpg|webp)$/, 'nom de fichier invalide') });

/** POST /api/media/: the stored photo and its thumbnail. */
export const uploadedPhotoSchema = z.object({ id: z.string(), url: z.string(), thumbnailUrl: z.string() });
export type UploadedPhoto = z.infer<typeof uploadedPhotoSchema>;
