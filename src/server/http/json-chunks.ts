/**
 * A long JSON array answered from serialised chunks of its items (the gym's comments of one week),
 * each kept, with its gzip bytes, under the version of the rows it shows: recomputing the array
 * after a change reads, serialises and compresses only the chunks whose rows changed, and the
 * answer's gzip encoding is joined from the chunks' (http/gzip-segments.ts). The gym's comments
 * (8 MB for 13,000 comments at 10× the demo data) took about 200 ms to compute from scratch and
 * 50–70 ms more to compress, most of it for rows that had not changed.
 *
 * Hand-written: response caches (ours, a CDN's) keep whole answers, and a change anywhere in the gym
 * throws the whole answer away. Versions come from the database on every computation, so a process
 * never serves a chunk from rows that changed since, whoever changed them.
 */
import { createHash } from 'node:crypto';
import { strongEtag } from './http-cache';
import { gzipSegment, joinGzipSegments, type GzipSegment } from './gzip-segments';

/**
 * Bytes already serialised by the service (each item was checked against the answer's schema),
 * with what it already has of their ETag and gzip encoding.
 */
export class SerializedJson<T> {
  declare readonly valueType?: T;
  constructor(
    readonly bytes: Buffer,
    readonly made: { etag?: string; gzip?: Buffer } = {},
  ) {}
}

interface Chunk {
  version: string;
  /** Its items' JSON, comma-separated. */
  bytes: Buffer;
  gzip: GzipSegment;
  sha256: Buffer;
}

const piece = (text: string) => ({ bytes: Buffer.from(text), gzip: gzipSegment(Buffer.from(text)) });
const OPEN = piece('[');
const COMMA = piece(',');
const CLOSE = piece(']');

/** The serialised chunks of one array (one gym's comments), by chunk key. */
export class JsonArrayChunks<Item> {
  private chunks = new Map<string, Chunk>();

  /**
   * The array made of the chunks `entries` lists, in their order. `load` reads the items of the
   * chunks whose version is not kept (new or changed rows), in the array's order; a chunk it finds
   * empty (its items deleted meanwhile) is left out.
   */
  async assemble(entries: { key: string; version: string }[], load: (keys: string[]) => Promise<Map<string, Item[]>>): Promise<SerializedJson<Item[]>> {
    const missing = entries.filter(({ key, version }) => this.chunks.get(key)?.version !== version).map(({ key }) => key);
    const loaded = missing.length > 0 ? await load(missing) : new Map<string, Item[]>();
    const kept = new Map<string, Chunk>();
    const bytes: Buffer[] = [OPEN.bytes];
    const gzip: GzipSegment[] = [OPEN.gzip];
    const hashes: Buffer[] = [];
    for (const { key, version } of entries) {
      let chunk = this.chunks.get(key);
      if (chunk?.version !== version) {
        const items = loaded.get(key);
        if (!items?.length) continue;
        const serialised = Buffer.from(items.map((item) => JSON.stringify(item)).join(','), 'utf8');
        chunk = { version, bytes: serialised, gzip: gzipSegment(serialised), sha256: createHash('sha256').update(serialised).digest() };
      }
      kept.set(key, chunk);
      if (hashes.length > 0) {
        bytes.push(COMMA.bytes);
        gzip.push(COMMA.gzip);
      }
      bytes.push(chunk.bytes);
      gzip.push(chunk.gzip);
      hashes.push(chunk.sha256);
    }
    bytes.push(CLOSE.bytes);
    gzip.push(CLOSE.gzip);
    // Only the current chunks stay: memory follows the array's size.
    this.chunks = kept;
    // Hashed from the chunks' hashes: the same chunks give the same ETag in every process.
    return new SerializedJson(Buffer.concat(bytes), { etag: strongEtag(Buffer.concat(hashes)), gzip: joinGzipSegments(gzip) });
  }
}
