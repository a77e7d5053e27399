import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BODY_ENCODINGS, BROTLI_OPTIONS, COMPRESSION_THRESHOLD_BYTES, GZIP_OPTIONS } from '../http/body-encoding';

/**
 * Brotli or gzip, as the client's Accept-Encoding allows, for every compressible answer of 1 KB or
 * more (JSON, HTML, SVG). Registered before the static files, whose hashed assets come precompressed
 * from the build instead. An answer that already carries a Content-Encoding (the gym read cache keeps
 * its encodings) goes out as it is.
 */
export default fp(
  async function compression(app: FastifyInstance) {
    await app.register(fastifyCompress, {
      encodings: BODY_ENCODINGS,
      threshold: COMPRESSION_THRESHOLD_BYTES,
      brotliOptions: BROTLI_OPTIONS,
      zlibOptions: GZIP_OPTIONS,
      // Requests are never compressed by our clients: refusing them avoids decompression bombs.
      globalDecompression: false,
    });
    // A compressed body is another representation of the same answer: its validator turns weak (as
    // nginx does), so that no cache mistakes one encoding's 304 for the other's bytes.
    // The plugin compresses in a route-level onSend hook; ours is appended after it on each route.
    const weakenValidator = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const etag = reply.getHeader('etag');
      if (reply.getHeader('content-encoding') && typeof etag === 'string' && etag.startsWith('"')) reply.header('etag', `W/${etag}`);
      return payload;
    };
    app.addHook('onRoute', (route) => {
      route.onSend = [...(Array.isArray(route.onSend) ? route.onSend : route.onSend ? [route.onSend] : []), weakenValidator];
    });
  },
  { name: 'compression' },
);
