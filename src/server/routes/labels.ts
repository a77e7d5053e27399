/** Label sheets (POST, a PDF) and the public boulder data behind /b/{code} (docs/product.md › Route setting: calls). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { labelCodeParamsSchema, labelsBodySchema, publicBoulderSchema } from '../../shared/contract/labels';
import { bodyOrEmpty, gymIdParamsSchema } from '../../shared/contract/params';
import { etagMatches, strongEtag } from '../http/http-cache';
import { contextOf, STAFF_WRITE } from '../plugins/session';
import { printLabels, publicBoulder } from '../services/labels-service';

/** A boulder's public data changes with its ratings: browsers and proxies may keep it a minute. */
const PUBLIC_BOULDER_MAX_AGE_SECONDS = 60;

const labelsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/gyms/:gymId/labels/', { ...STAFF_WRITE, schema: { params: gymIdParamsSchema, body: bodyOrEmpty(labelsBodySchema) } }, async (request, reply) => {
    const { pdf, fileName } = await printLabels(contextOf(request), { gymId: request.params.gymId, body: request.body, publicUrl: app.config.PUBLIC_URL });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  app.get(
    '/public/boulders/:code/',
    { schema: { params: labelCodeParamsSchema, response: { 200: publicBoulderSchema, 304: z.void() } } },
    async (request, reply) => {
      const answer = await publicBoulder(contextOf(request), { code: request.params.code });
      const etag = strongEtag(JSON.stringify(answer));
      reply.header('cache-control', `public, max-age=${PUBLIC_BOULDER_MAX_AGE_SECONDS}`).header('etag', etag);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return answer;
    },
  );
};

export default labelsRoutes;
