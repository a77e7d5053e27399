/** POST /api/media/ (route-setting.md §5): one photo in the multipart field `file`. */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../errors';
import { PHOTO_ERRORS, PHOTO_RULES } from '../lib/photos';
import { contextOf, STAFF_WRITE } from '../plugins/session';
import { authorizeUpload, uploadPhoto } from '../services/media-service';

const uploadAnswer = z.object({ id: z.string(), url: z.string(), thumbnailUrl: z.string() });

const mediaUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this plugin's routes read multipart bodies (the rest of the API takes JSON alone). The body limit is
  // above the file limit, so that an oversized photo gets the French 400 on `file` rather than a bare 413.
  await app.register(multipart, { limits: { fileSize: PHOTO_RULES.maxBytes, files: 1, fields: 5, parts: 6 } });
  app.post(
    '/media/',
    { ...STAFF_WRITE, bodyLimit: PHOTO_RULES.maxBytes + 5 * 1024 * 1024, schema: { response: { 201: uploadAnswer } } },
    async (request, reply) => {
      await authorizeUpload(contextOf(request));
      if (!request.isMultipart()) throw badRequest(PHOTO_ERRORS.missing, { file: [PHOTO_ERRORS.missing] });
      let file: Buffer | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file' && part.fieldname === 'file') file = await part.toBuffer();
          else if (part.type === 'file') await part.toBuffer();
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
          throw badRequest(PHOTO_ERRORS.tooBig, { file: [PHOTO_ERRORS.tooBig] });
        }
        throw badRequest(PHOTO_ERRORS.unreadable, { file: [PHOTO_ERRORS.unreadable] });
      }
      if (!file || file.length === 0) throw badRequest(PHOTO_ERRORS.missing, { file: [PHOTO_ERRORS.missing] });
      return reply.status(201).send(await uploadPhoto(contextOf(request), { file }));
    },
  );
};

export default mediaUploadRoutes;
