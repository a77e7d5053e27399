/**
 * The demo draws its pictures as SVG; they are stored once in the `media` table and the rows keep
 * their URL, as uploaded photos would be.
 */
import type pg from 'pg';
import { mediaItem, mediaUrl, type MediaItem } from '../repositories/media-repository';

const SVG_DATA_URL = 'data:image/svg+xml;utf8,';

export class MediaCollector {
  readonly #items = new Map<string, MediaItem>();

  /** The /media URL of a picture given as an SVG data URL (null stays null). */
  url(dataUrl: string | null): string | null {
    if (dataUrl === null) return null;
    if (!dataUrl.startsWith(SVG_DATA_URL)) throw new Error('The demo pictures are SVG data URLs');
    const item = mediaItem('image/svg+xml', Buffer.from(decodeURIComponent(dataUrl.slice(SVG_DATA_URL.length)), 'utf8'));
    this.#items.set(item.id, item);
    return mediaUrl(item);
  }

  async write(client: pg.ClientBase): Promise<number> {
    const items = [...this.#items.values()];
    for (let from = 0; from < items.length; from += 2_000) {
      const chunk = items.slice(from, from + 2_000);
      await client.query(
        `insert into media (id, content_type, body)
         select * from unnest($1::text[], $2::text[], $3::bytea[]) on conflict (id) do nothing`,
        [chunk.map((i) => i.id), chunk.map((i) => i.contentType), chunk.map((i) => i.body)],
      );
    }
    return items.length;
  }
}
