import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mediaFileParamsSchema as paramsSchema } from '../../shared/contract/media';
import { contextOf } from '../plugins/session';
import { mediaFile } from '../services/media-service';

/** Pictures by content hash: never change, so browsers and proxies keep them for a year. */
export default async function mediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/media/:file', { schema: { params: paramsSchema } }, async (request, reply) => {
    const item = await mediaFile(contextOf(request), { id: request.params.file.split('.')[0]! });
    // An SVG opened directly must not run anything.
    return reply
      .header('Content-Type', item.contentType)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(item.body);
  });
}
