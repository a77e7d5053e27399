/**
 * The shape `signedInCalls` gives the calls it registers (src/server/routes/signed-in-route.ts), read
 * through real calls of the gym set-up: a read is signed in and answered `private, no-cache` (or its own
 * cache rule); a write answers 201 with `created`, 200 with `response`, 204 with no body, and refuses a
 * body over its limit.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app';
import { createGym, createUser, TEST_PASSWORD } from '../helpers/fixtures';
import { anonymous, login, write, type LoggedIn } from '../helpers/session';

const t = useTestApp();
let gymId = 0;
let chief: LoggedIn;

beforeAll(async () => {
  const db = t.database.db;
  gymId = (await createGym(db)).id;
  const user = await createUser(db, { staff: [{ gymId, accessTypes: ['chief_route_setter'] }] });
  chief = await login(t.app, user.email, TEST_PASSWORD);
});

describe('signedInCalls', () => {
  it('answers a read to the signed-in only, private and revalidated, or with the cache rule the call names', async () => {
    const setup = await chief.inject({ method: 'GET', url: `/api/gyms/${gymId}/setup/` });
    expect(setup.statusCode).toBe(200);
    expect(setup.headers['cache-control']).toBe('private, no-cache');
    // A read that had no cache header before the helper: it now gets the same rule.
    expect((await chief.inject({ method: 'GET', url: `/api/gyms/${gymId}/announcements/` })).headers['cache-control']).toBe('private, no-cache');
    const suggestions = await chief.inject({ method: 'GET', url: `/api/gyms/${gymId}/name-suggestions/?count=3` });
    expect(suggestions.statusCode).toBe(200);
    expect(suggestions.headers['cache-control']).toBe('private, no-store');

    const visitor = await anonymous(t.app);
    expect((await visitor.inject({ method: 'GET', url: `/api/gyms/${gymId}/setup/` })).statusCode).toBe(401);
  });

  it('answers 201 for a creation, 200 for a change, 204 with no body for a removal, and 413 over the body limit', async () => {
    const created = await write(chief, `/api/gyms/${gymId}/sectors/`, { name: 'Secteur des formes' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: number };
    const edited = await write(chief, `/api/gyms/${gymId}/sectors/${id}/`, { name: 'Secteur renommé' }, 'PATCH');
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id, name: 'Secteur renommé' });
    const removed = await write(chief, `/api/gyms/${gymId}/sectors/${id}/`, undefined, 'DELETE');
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    // STAFF_WRITE's 16 kB.
    expect((await write(chief, `/api/gyms/${gymId}/sectors/`, { name: 'x'.repeat(17 * 1024) })).statusCode).toBe(413);
  });
});
