/**
 * Catalogue imports (docs/product.md › Going live: catalogue import; Going live: calls): a multipart file, analysed or imported; the gym's imports
 * and their undo.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  importAnalysisSchema,
  importParamsSchema as importParams,
  importListSchema,
  importQuerySchema,
  importResultSchema,
  undoImportSchema,
} from '../../shared/contract/imports';
import { gymIdParamsSchema as gymParams } from '../../shared/contract/params';
import { readUploadedForm } from '../http/multipart-file';
import { contextOf, STAFF_WRITE } from '../plugins/session';
import { analyseCatalogue, authorizeImport, importCatalogue, importHistory, undoImport } from '../services/imports-service';
import { signedInCalls } from './signed-in-route';

const yes = (value: string | undefined) => value === 'true' || value === 'on' || value === '1';

const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: IMPORT_LIMITS.maxBytes, files: 1, fields: 5, parts: 6 } });

  app.post(
    '/gyms/:gymId/imports/',
    {
      ...STAFF_WRITE,
      bodyLimit: IMPORT_LIMITS.maxBytes + 64 * 1024,
      schema: { params: gymParams, querystring: importQuerySchema, response: { 200: importAnalysisSchema.or(importResultSchema), 201: importResultSchema } },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const { gymId } = request.params;
      await authorizeImport(ctx, { gymId });
      const form = await readUploadedForm(request, IMPORT_MESSAGES);
      const upload = { file: form.file, fileName: form.fileName, createSectors: yes(form.fields.createSectors), createTags: yes(form.fields.createTags) };
      if (request.query.dryRun === 'true') return reply.code(200).send(await analyseCatalogue(ctx, { gymId, upload }));
      const result = await importCatalogue(ctx, { gymId, upload });
      return reply.code(result.importId === null ? 200 : 201).send(result);
    },
  );

  const signedIn = signedInCalls(app);
  signedIn.get('/gyms/:gymId/imports/', { params: gymParams, response: importListSchema }, (ctx, { params }) => importHistory(ctx, { gymId: params.gymId }));
  signedIn.delete('/gyms/:gymId/imports/:importId/', { params: importParams, response: undoImportSchema }, (ctx, { params }) =>
    undoImport(ctx, { gymId: params.gymId, importId: params.importId }),
  );
};

export default importsRoutes;
