import zlib from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc32Combine, gzipSegment, joinGzipSegments } from './gzip-segments';

const pieces = fc.array(
  fc.uint8Array({ maxLength: 3000 }).map((bytes) => Buffer.from(bytes)),
  { maxLength: 12 },
);
// Text-like pieces compress with back-references, which must stay inside their own piece.
const textPieces = fc.array(
  fc.stringMatching(/^[a-c",:{}]{0,2000}$/).map((text) => Buffer.from(text)),
  { minLength: 1, maxLength: 12 },
);

describe('gzip segments', () => {
  it('combines CRCs as zlib computes the CRC of the concatenation', () => {
    fc.assert(
      fc.property(pieces, (parts) => {
        let crc = 0;
        for (const part of parts) crc = crc32Combine(crc, zlib.crc32(part), part.length);
        expect(crc).toBe(zlib.crc32(Buffer.concat(parts)));
      }),
    );
  });

  it('joins separately compressed pieces into one gzip stream that inflates to their concatenation', () => {
    fc.assert(
      fc.property(fc.oneof(pieces, textPieces), (parts) => {
        const joined = joinGzipSegments(parts.map(gzipSegment));
        // gunzip checks the trailer's CRC-32 and length, and that only one member is there.
        expect(zlib.gunzipSync(joined).equals(Buffer.concat(parts))).toBe(true);
      }),
    );
  });

  it('makes a large JSON answer that inflates whole, with its length in the trailer', () => {
    const item = (i: number) => JSON.stringify({ id: i, comment: `Super bloc n°${i}, très technique 🧗`, level: i % 8 });
    const parts = [
      Buffer.from('['),
      Buffer.from(Array.from({ length: 5000 }, (_, i) => item(i)).join(',')),
      Buffer.from(','),
      Buffer.from(item(5000)),
      Buffer.from(']'),
    ];
    const joined = joinGzipSegments(parts.map(gzipSegment));
    const inflated = zlib.gunzipSync(joined);
    expect(JSON.parse(inflated.toString('utf8'))).toHaveLength(5001);
    expect(joined.readUInt32LE(joined.length - 4)).toBe(Buffer.concat(parts).length);
  });
});
