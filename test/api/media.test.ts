import { describe, expect, it } from 'vitest';
import { mediaItem, mediaUrl } from '../../src/server/repositories/media-repository';
import { useTestApp } from '../helpers/app';

const t = useTestApp();
describe('GET /media/:file', () => {
  it('serves a stored picture with a year-long immutable cache and a locked-down policy', async () => {
    const item = mediaItem('image/svg+xml', Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"));
    await t.database.db.$client.query('insert into media (id, content_type, body) values ($1, $2, $3)', [item.id, item.contentType, item.body]);
    const answer = await t.app.inject({ url: mediaUrl(item) });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/svg+xml');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-security-policy']).toContain('sandbox');
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.body).toBe("<svg xmlns='http://www.w3.org/2000/svg'/>");
  });

  it('answers 404 for an unknown picture and 400 for a malformed name', async () => {
    expect((await t.app.inject({ url: `/media/${'0'.repeat(32)}.svg` })).statusCode).toBe(404);
    const bad = await t.app.inject({ url: '/media/..%2Fpackage.json' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('nom de fichier invalide');
  });
});
