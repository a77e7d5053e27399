/**
 * Who may read the statistics calls (dashboard, sectors, circuits, comments); Roles and access:
 * anonymous 401, a path user that is not the session user 403, anything outside the user's gyms
 * 404, malformed ids 400 with a French message naming the segment. Marketing staff read everything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import { anonymous, login, type LoggedIn, type TestBrowser } from '../helpers/session';
import { startStatsApp, type StatsScenario } from '../helpers/stats-fixtures';

let testApp: TestApp;
let s: StatsScenario;
let setter: LoggedIn;
let marketing: LoggedIn;
let otherGymAdmin: LoggedIn;
let visitor: TestBrowser;

beforeAll(async () => {
  ({ testApp, scenario: s, setter } = await startStatsApp());
  marketing = await login(testApp.app, s.staff.marketing.email, s.staff.marketing.password);
  otherGymAdmin = await login(testApp.app, s.staff.otherGymAdmin.email, s.staff.otherGymAdmin.password);
  visitor = await anonymous(testApp.app);
});
afterAll(() => testApp?.close());

interface Ids {
  user: string;
  gym: string | number;
  sector: string | number;
  difficulty: string | number;
}

/** Every statistics call, as a URL from the ids it names; `segment` is the id a malformed value goes into. */
const CALLS: { name: string; url: (ids: Ids) => string; segments: (keyof Ids)[] }[] = [
  { name: 'gymgeneralstats', url: (i) => `/api/gymgeneralstats/${i.user}/${i.gym}`, segments: ['user', 'gym'] },
  { name: 'top-boulders', url: (i) => `/api/top-boulders/${i.gym}/`, segments: ['gym'] },
  { name: 'latest-gym-route-comments', url: (i) => `/api/latest-gym-route-comments/${i.gym}/`, segments: ['gym'] },
  { name: 'sectorsoverview', url: (i) => `/api/sectorsoverview/${i.user}/${i.gym}`, segments: ['user', 'gym'] },
  { name: 'sector-details', url: (i) => `/api/sector-details/${i.gym}/`, segments: ['gym'] },
  { name: 'sector-details-by-id', url: (i) => `/api/sector-details-by-id/${i.sector}/`, segments: ['sector'] },
  { name: 'difficulty-circuit-header', url: (i) => `/api/difficulty-circuit-header/${i.gym}`, segments: ['gym'] },
  { name: 'difficulty-circuit-full-details', url: (i) => `/api/difficulty-circuit-full-details/${i.gym}/${i.difficulty}`, segments: ['gym', 'difficulty'] },
  { name: 'gym-comments', url: (i) => `/api/gym-comments/${i.gym}/`, segments: ['gym'] },
];

const PARAM_NAMES: Record<keyof Ids, string> = { user: 'user', gym: 'gymId', sector: 'sectorId', difficulty: 'difficultySplitId' };

const ownIds = (session: LoggedIn): Ids => ({ user: session.uuid, gym: s.gym, sector: s.sectors.slab, difficulty: s.difficulties.green });

async function status(session: TestBrowser, url: string) {
  const response = await session.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as { error?: string; code?: string } };
}

describe.each(CALLS)('$name', ({ url, segments }) => {
  it('answers 401 to an anonymous visitor, even with malformed ids', async () => {
    expect((await status(visitor, url(ownIds(setter)))).status).toBe(401);
    expect((await status(visitor, url({ user: 'x', gym: 'x', sector: 'x', difficulty: 'x' }))).status).toBe(401);
  });

  it('answers 200 to route setters and marketing staff of the gym', async () => {
    expect((await status(setter, url(ownIds(setter)))).status).toBe(200);
    expect((await status(marketing, url(ownIds(marketing)))).status).toBe(200);
    // Without or with the trailing slash alike.
    const path = url(ownIds(setter));
    const variant = path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
    expect((await status(setter, variant)).status).toBe(200);
  });

  it("answers 404 for another gym's objects and unknown ids", async () => {
    const other = await status(otherGymAdmin, url(ownIds(otherGymAdmin)));
    expect(other.status).toBe(404);
    expect(other.body.error).toMatch(/n'existe pas/);
    const unknown: Ids = { ...ownIds(setter), gym: 999_999, sector: 999_999, difficulty: 999_999 };
    expect((await status(setter, url(unknown))).status).toBe(404);
  });

  if (segments.includes('user')) {
    it('answers 403 when the path user is not the session user', async () => {
      const answer = await status(setter, url({ ...ownIds(setter), user: marketing.uuid }));
      expect(answer.status).toBe(403);
      expect(answer.body.error).toBe('Vous ne pouvez consulter ou modifier que votre propre compte.');
    });
  }

  it('answers 400 naming the segment for malformed ids', async () => {
    for (const segment of segments) {
      const values = segment === 'user' ? ['not-a-uuid', '123'] : ['abc', '0', '-4', '1.5', '99999999999', '1e400', '1%27%20or%201=1'];
      for (const value of values) {
        const answer = await status(setter, url({ ...ownIds(setter), [segment]: value }));
        expect(answer.status, `${segment}=${value}`).toBe(400);
        expect(answer.body.error).toContain(`« ${PARAM_NAMES[segment]} »`);
      }
    }
  });
});

describe('objects of another gym named through one of the user’s gyms', () => {
  it("answers 404 for a difficulty of another gym and for another gym's sector", async () => {
    expect((await status(setter, `/api/difficulty-circuit-full-details/${s.gym}/${s.difficulties.otherGym}`)).status).toBe(404);
    expect((await status(setter, `/api/sector-details-by-id/${s.sectors.otherGym}/`)).status).toBe(404);
    expect((await status(otherGymAdmin, `/api/sector-details-by-id/${s.sectors.otherGym}/`)).status).toBe(200);
  });

  it('gives French messages for bad ids', async () => {
    const answer = await status(setter, `/api/top-boulders/abc/`);
    expect(answer.body).toMatchObject({
      code: 'bad_request',
      error: 'Champ « gymId » invalide : identifiant de salle invalide (un nombre entier positif est attendu)',
    });
  });
});
