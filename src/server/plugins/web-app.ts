import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '../http/api-path';
import { etagMatches, strongEtag } from '../http/http-cache';

/** index.html, held in memory with its compressed forms: every page of the app is this shell. */
interface Shell {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

function toShell(html: string): Shell {
  const identity = Buffer.from(html, 'utf8');
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
    etag: strongEtag(identity),
  };
}

/** '/password-forgotten/' and '/password-forgotten' are one route. */
const routeKey = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * The shell of each route, naming the chunks and styles that route loads (route-preloads.json,
 * written by the build) so that the browser fetches them at once rather than after the entry runs.
 */
function loadShells(root: string): { fallback: Shell; byRoute: Map<string, Shell> } {
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  const byRoute = new Map<string, Shell>();
  const table = path.join(root, 'route-preloads.json');
  if (existsSync(table) && html.includes('</head>')) {
    const preloads = JSON.parse(readFileSync(table, 'utf8')) as Record<string, { js: string[]; css: string[] }>;
    for (const [route, { js, css }] of Object.entries(preloads)) {
      const links = [
        ...css.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
        ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ].join('');
      byRoute.set(routeKey(route), toShell(html.replace('</head>', `${links}</head>`)));
    }
  }
  return { fallback: toShell(html), byRoute };
}

function sendShell(request: FastifyRequest, reply: FastifyReply, shell: Shell) {
  // Revalidated on every visit so a deploy is seen at once (the assets it names are immutable).
  reply.header('cache-control', 'no-cache').header('etag', shell.etag).header('vary', 'accept-encoding');
  if (etagMatches(request.headers['if-none-match'], shell.etag)) return reply.code(304).send();
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']) as 'br' | 'gzip' | null;
  reply.type('text/html; charset=utf-8');
  if (!encoding) return reply.send(shell.identity);
  return reply.header('content-encoding', encoding).send(shell[encoding]);
}

/**
 * Serves the built web app: hashed assets (precompressed at build time) cached for a year, and the
 * in-memory shell for every other GET that is not an API call, so that each route of the SPA can be
 * opened or reloaded directly.
 */
export default async function webApp(app: FastifyInstance, options: { root: string }) {
  const { root } = options;
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`No built web app in ${root}: run \`npm run build\` to serve the pages.`);
    return;
  }
  const shells = loadShells(root);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Our own Cache-Control below; @fastify/send's would replace it.
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = filePath.startsWith(path.join(root, 'assets') + path.sep);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      // Text files may be answered from their .br or .gz sibling.
      res.setHeader('vary', 'accept-encoding');
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (isApiPath(url)) {
      return reply.status(404).send({ error: `Aucune ressource à l'adresse ${request.method} ${url}.`, code: 'not_found' });
    }
    // A missing file with an extension (an old asset) is a real 404, not the SPA.
    if (path.extname(url) && url.startsWith('/assets/')) {
      return reply.status(404).send({ error: 'Fichier introuvable.', code: 'not_found' });
    }
    return sendShell(request, reply, shells.byRoute.get(routeKey(url)) ?? shells.fallback);
  });
}
