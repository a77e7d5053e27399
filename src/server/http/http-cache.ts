/** Validators for answers that clients and shared caches keep (ETag, If-None-Match). */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A strong ETag for these bytes. */
export const strongEtag = (body: Buffer | string) => `"${createHash('sha256').update(body).digest('base64url')}"`;

/** If-None-Match lists ETags (or '*'); the weak comparison applies, as RFC 9110 requires for it. */
export function etagMatches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const tags = (Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch).split(',');
  return tags.some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * Sends a JSON answer with a strong ETag of its bytes, or a bodiless 304 when the client already holds
 * them: for answers that differ per person (no shared cache), so the bytes are hashed on each read.
 */
export function sendWithEtag(request: FastifyRequest, reply: FastifyReply, value: unknown): FastifyReply {
  const body = JSON.stringify(value);
  const etag = strongEtag(body);
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}
