/** Validators for answers that clients and shared caches keep (ETag, If-None-Match). */
import { createHash } from 'node:crypto';

/** A strong ETag for these bytes. */
export const strongEtag = (body: Buffer | string) => `"${createHash('sha256').update(body).digest('base64url')}"`;

/** If-None-Match lists ETags (or '*'); the weak comparison applies, as RFC 9110 requires for it. */
export function etagMatches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const tags = (Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch).split(',');
  return tags.some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
