/** GET /api/gym-comments/{gymId}/ on the statistics scenario. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment } from '../../src/shared/contract/routes';
import type { TestApp } from '../helpers/app';
import { login, type LoggedIn } from '../helpers/session';
import { getOk, startStatsApp, type StatsScenario } from '../helpers/stats-fixtures';

let testApp: TestApp;
let s: StatsScenario;
let setter: LoggedIn;

beforeAll(async () => {
  ({ testApp, scenario: s, setter } = await startStatsApp());
});
afterAll(() => testApp?.close());

describe('GET /api/gym-comments/{gymId}/', () => {
  it("answers every comment of the gym, newest first, dismantled boulders included, other gyms' excluded", async () => {
    const comments = await getOk<Comment[]>(setter, `/api/gym-comments/${s.gym}/`);
    expect(comments.map((c) => c.id)).toEqual([s.comments.roof, s.comments.crimp, s.comments.old]);
    expect(comments[2]).toEqual({
      id: s.comments.old,
      comment: 'On le regrettera.',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      user: { first_name: 'Chloé', last_name: 'Deux', profile_picture: null },
      route: { id: s.boulders.old, picture: null, name: 'Ancien', level: 0, sector: { name: 'Dalle' }, gym_difficulty: { svg: '<svg data-name="Vert"/>' } },
    });
  });

  it('answers more than the dashboard’s 10 latest, and the other gym its own', async () => {
    const db = testApp.database.db;
    await db.$client.query(
      `insert into comments (boulder_id, gym_id, user_id, comment, created_at)
       select $1, $2, $3, 'Commentaire ' || i, now() - (i || ' hours')::interval from generate_series(1, 12) i`,
      [s.boulders.arete, s.gym, s.climbers[4]],
    );
    expect(await getOk<Comment[]>(setter, `/api/gym-comments/${s.gym}`)).toHaveLength(15);
    const other = await login(testApp.app, s.staff.otherGymAdmin.email, s.staff.otherGymAdmin.password);
    expect((await getOk<Comment[]>(other, `/api/gym-comments/${s.otherGym}/`)).map((c) => c.id)).toEqual([s.comments.otherGym]);
  });
});
