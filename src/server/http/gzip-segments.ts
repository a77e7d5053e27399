/**
 * One gzip stream (RFC 1952, a single member) made from pieces compressed separately: each piece is
 * compressed once, when it changes, and a long answer made of many pieces is encoded by copying
 * their bytes instead of compressing it all again. The gym's comments (8 MB of JSON at 10× the demo
 * data) took 50–70 ms to compress as a whole; joining their weekly pieces takes about a millisecond.
 *
 * Hand-written because no maintained library joins deflate streams (zlib's own examples/gzjoin.c
 * does it this way): each piece is a raw deflate stream ended by a sync flush (byte-aligned, not
 * final), so pieces can follow one another; an empty final block ends the stream, then the CRC-32
 * of the whole, combined from the pieces' CRCs without reading their bytes again, and the length.
 */
import zlib from 'node:zlib';

/** A piece of the stream: its raw deflate bytes, and the CRC-32 and length of what they inflate to. */
export interface GzipSegment {
  deflated: Buffer;
  crc: number;
  length: number;
}

const DEFLATE_OPTIONS: zlib.ZlibOptions = { level: 6, finishFlush: zlib.constants.Z_SYNC_FLUSH };

export function gzipSegment(bytes: Buffer): GzipSegment {
  return { deflated: zlib.deflateRawSync(bytes, DEFLATE_OPTIONS), crc: zlib.crc32(bytes), length: bytes.length };
}

// ID1 ID2 CM=deflate FLG=0 MTIME=0 XFL=0 OS=unknown: the same bytes for the same content.
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// A final, empty block with fixed Huffman codes: BFINAL=1, BTYPE=01, then the end-of-block code.
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** The gzip stream whose content is the segments' contents one after another. */
export function joinGzipSegments(segments: GzipSegment[]): Buffer {
  let crc = 0;
  let length = 0;
  for (const segment of segments) {
    crc = crc32Combine(crc, segment.crc, segment.length);
    length += segment.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  // ISIZE is the length modulo 2^32.
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return Buffer.concat([HEADER, ...segments.map((segment) => segment.deflated), FINAL_BLOCK, trailer]);
}

// ---------------------------------------------------------------- CRC-32 of a concatenation
// zlib's crc32_combine (crc32.c, 1.2.12 and later), on polynomials over GF(2) in reflected form.

const POLY = 0xedb88320;

/** a(x) · b(x) modulo p(x). */
function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo p(x), for k = 0..31. */
const X2N_TABLE = (() => {
  const table: number[] = [];
  let p = 0x40000000; // x^1
  table.push(p);
  for (let n = 1; n < 32; n++) table.push((p = multModP(p, p)));
  return table;
})();

/** x^(n · 2^k) modulo p(x). */
function x2nModP(n: number, k: number): number {
  let p = 0x80000000; // x^0
  while (n > 0) {
    if (n % 2 === 1) p = multModP(X2N_TABLE[k & 31]!, p);
    n = Math.floor(n / 2);
    k++;
  }
  return p;
}

/** The CRC-32 of A followed by B, from A's CRC, B's CRC and B's length. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (multModP(x2nModP(lengthB, 3), crcA >>> 0) ^ (crcB >>> 0)) >>> 0;
}
