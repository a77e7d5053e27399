/** POST /api/media/ (docs/product.md › Route setting: calls): one photo in the multipart field `file`. */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadedPhotoSchema as uploadAnswer } from '../../shared/contract/media';
import { readUploadedFile } from '../http/multipart-file';
import { PHOTO_ERRORS, PHOTO_RULES } from '../../shared/domain/photo-rules';
import { contextOf, STAFF_WRITE } from '../plugins/session';
import { authorizeUpload, uploadPhoto } from '../services/media-service';

const mediaUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this plugin's routes read multipart bodies (the rest of the API takes JSON alone). The body limit is
  // above the file limit, so that an oversized photo gets the French 400 on `file` rather than a bare 413.
  await app.register(multipart, { limits: { fileSize: PHOTO_RULES.maxBytes, files: 1, fields: 5, parts: 6 } });
  app.post(
    '/media/',
    { ...STAFF_WRITE, bodyLimit: PHOTO_RULES.maxBytes + 5 * 1024 * 1024, schema: { response: { 201: uploadAnswer } } },
    async (request, reply) => {
      await authorizeUpload(contextOf(request));
      const file = await readUploadedFile(request, PHOTO_ERRORS);
      return reply.status(201).send(await uploadPhoto(contextOf(request), { file }));
    },
  );
};

export default mediaUploadRoutes;
