/** The ceiling route of `npm run bench`: only with BENCH_ROUTES, only for a session, exact sizes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createUser } from '../helpers/fixtures';
import { login, type LoggedIn } from '../helpers/session';

let on: TestApp;
let off: TestApp;
let staff: LoggedIn;

beforeAll(async () => {
  on = await buildTestApp({ env: { BENCH_ROUTES: 'true' } });
  off = await buildTestApp();
  const gym = await on.database.db.$client.query<{ id: number }>(`insert into gyms (name) values ('Salle') returning id`);
  const user = await createUser(on.database.db, { staff: [{ gymId: gym.rows[0]!.id, accessTypes: ['route_setter'] }] });
  staff = await login(on.app, user.email, user.password!);
});
afterAll(async () => {
  await on.close();
  await off.close();
});

describe('GET /api/bench/constant/:bytes', () => {
  it('answers valid JSON of exactly the asked size to a logged-in user', async () => {
    for (const bytes of [2, 7, 8, 1289, 35_000]) {
      const answer = await staff.inject({ method: 'GET', url: `/api/bench/constant/${bytes}` });
      expect(answer.statusCode).toBe(200);
      expect(answer.rawPayload.length).toBe(bytes);
      expect(() => JSON.parse(answer.body)).not.toThrow();
    }
  });

  it('needs a session, and does not exist without BENCH_ROUTES', async () => {
    expect((await on.app.inject({ url: '/api/bench/constant/100' })).statusCode).toBe(401);
    expect((await off.app.inject({ url: '/api/bench/constant/100' })).statusCode).toBe(404);
  });
});
