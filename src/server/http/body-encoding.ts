/**
 * Content encodings the server answers with, and its settings for compressing on the fly: shared by
 * the compression plugin (every compressible answer) and the gym read cache, which keeps each
 * encoding of a cached answer instead of compressing it again on every send.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

export type BodyEncoding = 'br' | 'gzip';

export const BODY_ENCODINGS: BodyEncoding[] = ['br', 'gzip'];
/** Smaller answers go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
// Quality 5: close to the best ratio for JSON at a small fraction of quality 11's CPU.
export const BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
};
export const GZIP_OPTIONS: zlib.ZlibOptions = { level: 6 };

/**
 * The encoding the client prefers among `encodings` (ours by default; q-values honoured, ties go to
 * the first listed), or null for the bytes as they are.
 */
export const preferredEncoding = (acceptEncoding: string | undefined, encodings: BodyEncoding[] = BODY_ENCODINGS): BodyEncoding | null =>
  negotiate(acceptEncoding ?? '', encodings) as BodyEncoding | null;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compresses off the event loop (libuv's thread pool): an 8 MB answer would otherwise block it. */
export const compressBody = (body: Buffer, encoding: BodyEncoding): Promise<Buffer> =>
  encoding === 'br' ? brotli(body, BROTLI_OPTIONS) : gzip(body, GZIP_OPTIONS);
