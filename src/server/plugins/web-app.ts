import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app: hashed assets with a long cache, and index.html for every other GET
 * that is not an API call, so that each route of the SPA can be opened or reloaded directly.
 */
export default async function webApp(app: FastifyInstance, options: { root: string }) {
  const { root } = options;
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`No built web app in ${root}: run \`npm run build\` to serve the pages.`);
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api') {
      return reply.status(404).send({ error: `Aucune ressource à l'adresse ${request.method} ${url}.`, code: 'not_found' });
    }
    // A missing file with an extension (an old asset) is a real 404, not the SPA.
    if (path.extname(url) && url.startsWith('/assets/')) {
      return reply.status(404).send({ error: 'Fichier introuvable.', code: 'not_found' });
    }
    // Revalidated on every visit so a deploy is seen at once (the assets it names are immutable).
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html', { cacheControl: false });
  });
}
