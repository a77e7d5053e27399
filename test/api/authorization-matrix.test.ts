/**
 * Who may call what (docs/product.md › Roles and access, docs/permissions.md): every back-office call of the app ×
 * {anonymous, marketing staff, route setter, admin of the gym, staff of another gym}, with the exact
 * status of each cell. The table is checked against the routes the app really has: a back-office
 * route without a row here fails the test, and so does a row without a route.
 *
 * Then the same table drives bad input: malformed path segments answer 400 naming the segment,
 * non-object or oversized bodies 400/413, and no input answers 500.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PATHS } from '../../src/shared/contract/public';
import { NO_CHOICE_FILTERS } from '../../src/shared/contract/boulder-filter-path';
import { useTestApp } from '../helpers/app';
import { appRoutes } from '../helpers/routes';
import { addAscent, addComment, createBoulder, createDifficulty, createSector, dayFromNow, ensureCatalog, typed } from '../helpers/boulder-fixtures';
import { createGym, createUser, TEST_PASSWORD, type CreatedUser } from '../helpers/fixtures';
import { anonymous, login, type TestBrowser } from '../helpers/session';

const ACTORS = ['anonymous', 'marketing', 'setter', 'admin', 'other'] as const;
type Actor = (typeof ACTORS)[number];
type Expected = Record<Actor, number>;

interface Row {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** `{name}` marks a path parameter; `{user}` is filled with the caller's own uuid. */
  path: string;
  expected: Expected;
  body?: () => unknown;
  /** Literal values of the other parameters (the filter call's choices). */
  values?: Record<string, string>;
  /** The call ends the caller's sessions: each cell logs in anew, and it runs last. */
  endsSessions?: boolean;
  /** The body is optional (no body, or JSON null, is read as `{}`). */
  bodyOptional?: boolean;
  /** Puts back what the call changes, before each call of the matrix (a stripped boulder, a version). */
  prepare?: () => Promise<void>;
}

const READ: Expected = { anonymous: 401, marketing: 200, setter: 200, admin: 200, other: 404 };
const READ_OWN: Expected = { anonymous: 401, marketing: 200, setter: 200, admin: 200, other: 200 };
const DATE_WRITE: Expected = { anonymous: 401, marketing: 403, setter: 200, admin: 200, other: 404 };
const ADMIN_ONLY: Expected = { anonymous: 401, marketing: 403, setter: 403, admin: 200, other: 403 };
const SETTING: Expected = DATE_WRITE;

const FILTER_VALUES = {
  offset: '0',
  end: '25',
  status: '1',
  ...NO_CHOICE_FILTERS,
  sortName: '0',
  sortSector: '0',
  sortDifficulty: '0',
  sortLevel: '0',
  sortDate: '0',
  search: '_',
};

const t = useTestApp();
const ids = {
  gym: 0,
  sector: 0,
  boulder: 0,
  difficulty: 0,
  otherGym: 0,
  stripped: 0,
  sessionSector: 0,
  contest: 0,
  contestCategory: 0,
  competitor: 0,
  contestBoulder: 0,
};
/** What the route-setting rows send, refreshed by their `prepare`. */
const state = {
  version: 1,
  name: 0,
  stripTarget: 0,
  session: 0,
  setupSector: 0,
  setupCircuit: 0,
  setupTag: 0,
  report: 0,
  comment: 0,
  judge: 0,
  invitation: 0,
  import: 0,
  announcement: 0,
};

/** A fresh draft of the gym, for the calls that use one up (validate, delete). */
async function newDraft() {
  const { rows } = await t.database.db.$client.query<{ id: number }>(
    `insert into setting_sessions (gym_id, sector_id, rows) values ($1, $2, $3) returning id`,
    [ids.gym, ids.sessionSector, JSON.stringify([{ name: `Séance ${++state.name}`, difficultyId: ids.difficulty, grade: '4C' }])],
  );
  state.session = rows[0]!.id;
}
/** A fresh sector and circuit of the gym, for the set-up calls that change or delete one. */
async function newSetupSector() {
  state.setupSector = (await createSector(t.database.db, ids.gym, { name: `Secteur de la matrice ${++state.name}` })).id;
}
async function newSetupCircuit() {
  state.setupCircuit = await createDifficulty(t.database.db, ids.gym, { name: `Circuit de la matrice ${++state.name}` });
}
async function newSetupTag() {
  const { rows } = await t.database.db.$client.query<{ id: number }>(`insert into tags (gym_id, kind, name) values ($1, 'grips', $2) returning id`, [
    ids.gym,
    `Prise ${++state.name}`,
  ]);
  state.setupTag = rows[0]!.id;
}
/** A fresh judge of the contest, for the calls that edit or remove one. */
async function newJudge() {
  const { rows } = await t.database.db.$client.query<{ id: number }>(
    `insert into contest_judges (contest_id, name, code, token, boulder_ids) values ($1, 'Juge', '123456', $2, array[$3]::int[]) returning id`,
    [ids.contest, `matrice-${++state.name}`, ids.contestBoulder],
  );
  state.judge = rows[0]!.id;
}
const SETUP = { anonymous: 401, marketing: 403, setter: 403, admin: 200, other: 404 };
/** A fresh pending invitation into the gym, for the calls that resend or cancel one (invitations of other gyms' admins are 404). */
async function newInvitation() {
  const { rows } = await t.database.db.$client.query<{ id: number }>(
    `insert into gym_invitations (email, token_hash, access_types, expires_at) values ($1, $2, '{route_setter}', now() + interval '7 days') returning id`,
    [`invitee${++state.name}@matrice.fr`, `matrice-${state.name}`],
  );
  state.invitation = rows[0]!.id;
  await t.database.db.$client.query('insert into gym_invitation_gyms (invitation_id, gym_id) values ($1, $2)', [state.invitation, ids.gym]);
}
/** A fresh pending announcement of the gym, for the cancel call. */
async function newAnnouncement() {
  const { rows } = await t.database.db.$client.query<{ id: number }>(
    `insert into announcements (gym_id, title, boulder_ids, automatic) values ($1, 'Matrice', array[$2]::int[], false) returning id`,
    [ids.gym, ids.boulder],
  );
  state.announcement = rows[0]!.id;
}
/** A fresh import of the gym (no boulder), for the undo call. */
async function newImport() {
  const { rows } = await t.database.db.$client.query<{ id: number }>(
    `insert into gym_imports (gym_id, file_name, created) values ($1, 'matrice.csv', 0) returning id`,
    [ids.gym],
  );
  state.import = rows[0]!.id;
}
const INVITING = { anonymous: 401, marketing: 404, setter: 404, admin: 200, other: 404 };
/** A fresh open report and a fresh visible comment of the gym, for the moderation calls. */
async function newReport() {
  const { rows } = await t.database.db.$client.query<{ id: number }>(
    `insert into problem_reports (boulder_id, gym_id, user_id, kind, text) values ($1, $2, $3, 'prise_qui_tourne', 'Matrice') returning id`,
    [ids.boulder, ids.gym, users.climber.id],
  );
  state.report = rows[0]!.id;
}
async function newComment() {
  const { rows } = await t.database.db.$client.query<{ id: number }>(
    `insert into comments (boulder_id, gym_id, user_id, comment) values ($1, $2, $3, 'À modérer') returning id`,
    [ids.boulder, ids.gym, users.climber.id],
  );
  state.comment = rows[0]!.id;
}

const users = {} as Record<Exclude<Actor, 'anonymous'> | 'climber', CreatedUser>;
const sessions = new Map<Actor, TestBrowser>();

const ROWS: Row[] = [
  // Auth part (the logged-in card).
  { method: 'GET', path: '/api/routesetterinfos/{user}', expected: READ_OWN },
  // Gym info, lists and boulders.
  { method: 'GET', path: '/api/routesettergymonlyinfos/{user}/', expected: READ_OWN },
  { method: 'GET', path: '/api/routesettergymonlyinfosspecific/{user}/{gym}', expected: READ },
  { method: 'GET', path: '/api/routesettergyms/{user}/', expected: READ_OWN },
  { method: 'GET', path: '/api/tagslist/', expected: READ_OWN },
  { method: 'GET', path: '/api/routesetterinitialgyminfos/{user}/{gym}', expected: READ },
  {
    method: 'GET',
    path:
      '/api/routesettergyminfos/{user}/{gym}/{offset}/{end}/{status}/{difficulties}/{levels}/{sectors}/{steepness}/{grips}/{style}' +
      '/{sortName}/{sortSector}/{sortDifficulty}/{sortLevel}/{sortDate}/{search}',
    values: FILTER_VALUES,
    expected: READ,
  },
  // Dashboard, sectors, circuits, comments.
  { method: 'GET', path: '/api/gymgeneralstats/{user}/{gym}', expected: READ },
  { method: 'GET', path: '/api/top-boulders/{gym}/', expected: READ },
  { method: 'GET', path: '/api/latest-gym-route-comments/{gym}/', expected: READ },
  { method: 'GET', path: '/api/sectorsoverview/{user}/{gym}', expected: READ },
  { method: 'GET', path: '/api/sector-details/{gym}/', expected: READ },
  { method: 'GET', path: '/api/sector-details-by-id/{sector}/', expected: READ },
  { method: 'GET', path: '/api/difficulty-circuit-header/{gym}', expected: READ },
  { method: 'GET', path: '/api/difficulty-circuit-full-details/{gym}/{difficulty}', expected: READ },
  { method: 'GET', path: '/api/gym-comments/{gym}/', expected: READ },
  { method: 'GET', path: '/api/gym-comments/{gym}/page/', expected: READ },
  // Moderation (docs/product.md › Climbers: moderation): every staff member of the gym.
  { method: 'GET', path: '/api/gyms/{gym}/moderation/', expected: READ },
  {
    method: 'POST',
    path: '/api/moderation/reports/{report}/resolve/',
    prepare: newReport,
    body: () => ({ note: 'Prise resserrée' }),
    bodyOptional: true,
    expected: READ,
  },
  { method: 'POST', path: '/api/moderation/comments/{comment}/hide/', prepare: newComment, body: () => ({ reason: 'Propos déplacés' }), expected: READ },
  { method: 'POST', path: '/api/moderation/comments/{comment}/keep/', prepare: newComment, expected: READ },
  // Date writes.
  {
    method: 'POST',
    path: '/api/update-route/{boulder}/',
    body: () => ({ date: typed(dayFromNow(30)), modifyBlock: true, modifySector: false }),
    expected: DATE_WRITE,
  },
  { method: 'POST', path: '/api/update-sector/{sector}/', body: () => ({ date: typed(dayFromNow(30)) }), expected: DATE_WRITE },
  { method: 'POST', path: '/api/update-sector-opening/{sector}/', body: () => ({ dateOpeningSelectedSector: typed(dayFromNow(-10)) }), expected: DATE_WRITE },
  // Route setting (docs/product.md › Route setting: who may do what).
  { method: 'GET', path: '/api/boulders/{boulder}/', expected: READ },
  { method: 'GET', path: '/api/boulders/{boulder}/history/', expected: READ },
  { method: 'GET', path: '/api/gyms/{gym}/setters/', expected: READ },
  { method: 'GET', path: '/api/gyms/{gym}/history/', expected: READ },
  { method: 'GET', path: '/api/sectors/{sector}/history/', expected: READ },
  { method: 'GET', path: '/api/gyms/{gym}/name-suggestions/', expected: READ },
  {
    method: 'POST',
    path: '/api/boulders/',
    prepare: async () => void state.name++,
    body: () => ({ name: `Bloc de la matrice ${state.name}`, sectorId: ids.sector, difficultyId: ids.difficulty, grade: '4C' }),
    expected: { ...SETTING, setter: 201, admin: 201 },
  },
  {
    method: 'PATCH',
    path: '/api/boulders/{boulder}/',
    prepare: async () => {
      state.version = (await t.database.db.$client.query<{ version: number }>('select version from boulders where id = $1', [ids.boulder])).rows[0]!.version;
    },
    body: () => ({ version: state.version, height: 4.2 }),
    expected: SETTING,
  },
  {
    method: 'POST',
    path: '/api/boulders/strip/',
    prepare: async () => {
      state.stripTarget = await createBoulder(t.database.db, {
        gymId: ids.gym,
        sectorId: ids.sector,
        difficultyId: ids.difficulty,
        createdAt: new Date(Date.now() - 86_400_000),
      });
    },
    body: () => ({ ids: [state.stripTarget], date: typed(dayFromNow(0)) }),
    expected: SETTING,
  },
  {
    method: 'POST',
    path: '/api/boulders/{stripped}/unstrip/',
    prepare: async () => {
      await t.database.db.$client.query('update boulders set closed_at = now(), stripped_at = now() where id = $1', [ids.stripped]);
    },
    expected: SETTING,
  },
  // Planning: everyone reads; chief setters and admins set the targets.
  { method: 'GET', path: '/api/gyms/{gym}/pyramid/', expected: READ },
  { method: 'GET', path: '/api/gyms/{gym}/setters/calibration/', expected: READ },
  {
    method: 'PUT',
    path: '/api/gyms/{gym}/pyramid/targets/',
    body: () => ({ targets: [] }),
    expected: { anonymous: 401, marketing: 403, setter: 403, admin: 200, other: 404 },
  },
  // Gym set-up (docs/product.md › Route setting: screens): chief setters and admins.
  { method: 'GET', path: '/api/gyms/{gym}/setup/', expected: SETUP },
  {
    method: 'POST',
    path: '/api/gyms/{gym}/sectors/',
    prepare: async () => void state.name++,
    body: () => ({ name: `Nouveau secteur ${state.name}` }),
    expected: { ...SETUP, admin: 201 },
  },
  {
    method: 'PATCH',
    path: '/api/gyms/{gym}/sectors/{setupSector}/',
    prepare: newSetupSector,
    body: () => ({ name: `Renommé ${state.name}` }),
    expected: SETUP,
  },
  { method: 'DELETE', path: '/api/gyms/{gym}/sectors/{setupSector}/', prepare: newSetupSector, expected: { ...SETUP, admin: 204 } },
  { method: 'PUT', path: '/api/gyms/{gym}/plan/', body: () => ({ mediaId: null }), expected: SETUP },
  { method: 'PUT', path: '/api/gyms/{gym}/cycle/', body: () => ({ resetCycleDays: 35 }), expected: SETUP },
  {
    method: 'POST',
    path: '/api/gyms/{gym}/difficulties/',
    prepare: async () => void state.name++,
    body: () => ({ name: `Nouveau circuit ${state.name}`, color1: '#123456', grade: '4C' }),
    expected: { ...SETUP, admin: 201 },
  },
  { method: 'PATCH', path: '/api/gyms/{gym}/difficulties/{setupCircuit}/', prepare: newSetupCircuit, body: () => ({ color1: '#654321' }), expected: SETUP },
  { method: 'DELETE', path: '/api/gyms/{gym}/difficulties/{setupCircuit}/', prepare: newSetupCircuit, expected: { ...SETUP, admin: 204 } },
  {
    method: 'POST',
    path: '/api/gyms/{gym}/tags/',
    prepare: async () => void state.name++,
    body: () => ({ kind: 'style', name: `Style ${state.name}` }),
    expected: { ...SETUP, admin: 201 },
  },
  { method: 'PATCH', path: '/api/gyms/{gym}/tags/{setupTag}/', prepare: newSetupTag, body: () => ({ name: `Prise renommée ${state.name}` }), expected: SETUP },
  // Photo uploads: anyone who sets boulders somewhere (this JSON body is refused as not multipart: 400).
  { method: 'POST', path: '/api/media/', expected: { anonymous: 401, marketing: 403, setter: 400, admin: 400, other: 400 } },
  // Exports and labels: every staff member of the gym, marketing included.
  { method: 'GET', path: '/api/gyms/{gym}/exports/{file}', values: { file: 'boulders.csv' }, expected: READ },
  { method: 'POST', path: '/api/gyms/{gym}/labels/', body: () => ({ boulderIds: [ids.boulder], format: 'a4' }), expected: READ },
  // Setting days (docs/product.md › Route setting: screens).
  { method: 'GET', path: '/api/gyms/{gym}/setting-sessions/', expected: SETTING },
  {
    method: 'POST',
    path: '/api/gyms/{gym}/setting-sessions/',
    body: () => ({ sectorId: ids.sessionSector }),
    expected: { ...SETTING, setter: 201, admin: 201 },
  },
  { method: 'GET', path: '/api/gyms/{gym}/setting-sessions/{session}/', prepare: newDraft, expected: SETTING },
  { method: 'PATCH', path: '/api/gyms/{gym}/setting-sessions/{session}/', prepare: newDraft, body: () => ({ rows: [] }), expected: SETTING },
  { method: 'DELETE', path: '/api/gyms/{gym}/setting-sessions/{session}/', prepare: newDraft, expected: { ...SETTING, setter: 204, admin: 204 } },
  { method: 'POST', path: '/api/gyms/{gym}/setting-sessions/{session}/validate/', prepare: newDraft, expected: SETTING },
  // Contests (docs/product.md › Contests: who may do what): chief route setters and admins of the gym write, every staff member of the gym reads.
  { method: 'GET', path: '/api/gyms/{gym}/contests/', expected: READ },
  {
    method: 'POST',
    path: '/api/gyms/{gym}/contests/',
    prepare: async () => void state.name++,
    body: () => ({
      name: 'Contest',
      slug: `matrice-${state.name}`,
      format: 'scramble',
      startsAt: '2026-03-14T09:00:00+01:00',
      endsAt: '2026-03-14T18:00:00+01:00',
      categories: [{ name: 'Mixte', gender: 'mixed' }],
    }),
    expected: { ...SETUP, admin: 201 },
  },
  { method: 'GET', path: '/api/contests/{contest}/', expected: READ },
  { method: 'PATCH', path: '/api/contests/{contest}/', body: () => ({ refreshSeconds: 60 }), bodyOptional: true, expected: SETUP },
  { method: 'GET', path: '/api/contests/{contest}/competitors/', expected: READ },
  {
    method: 'POST',
    path: '/api/contests/{contest}/competitors/',
    prepare: async () => void state.name++,
    body: () => ({ firstName: 'Zoé', lastName: `Matrice ${state.name}`, categoryId: ids.contestCategory }),
    expected: { ...SETUP, admin: 201 },
  },
  { method: 'PATCH', path: '/api/contests/{contest}/competitors/{competitor}/', body: () => ({ disqualified: false }), expected: SETUP },
  { method: 'GET', path: '/api/contests/{contest}/judges/', expected: SETUP },
  { method: 'PATCH', path: '/api/contests/{contest}/judges/{judge}/', prepare: newJudge, body: () => ({ name: 'Juge renommé' }), expected: SETUP },
  { method: 'DELETE', path: '/api/contests/{contest}/judges/{judge}/', prepare: newJudge, expected: { ...SETUP, admin: 204 } },
  {
    method: 'POST',
    path: '/api/contests/{contest}/self-scoring-links/',
    prepare: async () => void (await t.database.db.$client.query('update contests set self_scoring = true where id = $1', [ids.contest])),
    expected: SETUP,
  },
  { method: 'GET', path: '/api/contests/{contest}/results/', expected: READ },
  { method: 'GET', path: '/api/contests/{contest}/results/history/', expected: READ },
  {
    method: 'POST',
    path: '/api/contests/{contest}/judges/',
    prepare: async () => void state.name++,
    body: () => ({ name: `Juge ${state.name}`, code: '123456', boulderIds: [ids.contestBoulder] }),
    expected: { ...SETUP, admin: 201 },
  },
  {
    method: 'POST',
    path: '/api/contests/{contest}/final/',
    prepare: async () => {
      await t.database.db.$client.query(
        `update contests set final_count = null where id = $1; delete from contest_finalists; delete from contest_boulders where round = 'final'`.replace(
          '$1',
          String(ids.contest),
        ),
      );
      // A final takes only competitors who scored: Amélie tops the contest's boulder.
      await t.database.db.$client.query(
        `insert into contest_results (competitor_id, contest_boulder_id, contest_id, attempts, zone_attempt, top_attempt) values ($1, $2, $3, 1, 1, 1)
         on conflict (competitor_id, contest_boulder_id) do update set attempts = 1, zone_attempt = 1, top_attempt = 1`,
        [ids.competitor, ids.contestBoulder, ids.contest],
      );
    },
    body: () => ({ count: 2, boulders: [{ number: 1 }] }),
    expected: SETUP,
  },
  { method: 'POST', path: '/api/contests/{contest}/draw/', body: () => ({ count: 1 }), expected: SETUP },
  { method: 'GET', path: '/api/contests/{contest}/results.csv', expected: READ },
  { method: 'GET', path: '/api/contests/{contest}/podiums.pdf', expected: READ },
  // The import takes a multipart file: this JSON body is refused as not multipart (400) once the access is checked.
  { method: 'POST', path: '/api/contests/{contest}/competitors/import/', expected: { ...SETUP, admin: 400 } },
  // Settings: admin of the gym concerned only; another gym's staff are admin nowhere (403), or name a gym not theirs (404).
  { method: 'GET', path: '/api/gym-owner-route-setters/{user}', expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/gym-owner-climbers/{user}/', expected: ADMIN_ONLY },
  {
    method: 'POST',
    path: '/api/update-or-create-route-setter-infos/',
    body: () => ({ userId: users.climber.uuid, roles: ['Ouvreur'], gyms: [ids.gym] }),
    expected: { ...ADMIN_ONLY, other: 404 },
  },
  {
    method: 'POST',
    path: '/api/update-route-setter-infos/{user}/',
    body: () => ({ userId: users.setter.uuid, roles: ['route_setter'], gyms: [ids.gym] }),
    expected: ADMIN_ONLY,
  },
  // Invitations (docs/product.md › Going live: invitations): the gym's admins; an invitation of a gym not theirs does not exist for them.
  { method: 'GET', path: '/api/gyms/{gym}/invitations/', expected: SETUP },
  {
    method: 'POST',
    path: '/api/gyms/{gym}/invitations/',
    body: () => ({ email: 'matrice@invitation.fr', roles: ['route_setter'], gymIds: [ids.gym] }),
    prepare: async () => void (await t.database.db.$client.query(`delete from gym_invitations where email = 'matrice@invitation.fr'`)),
    expected: { ...SETUP, admin: 201 },
  },
  { method: 'POST', path: '/api/invitations/{invitation}/resend/', prepare: newInvitation, bodyOptional: true, expected: INVITING },
  { method: 'DELETE', path: '/api/invitations/{invitation}/', prepare: newInvitation, expected: { ...INVITING, admin: 204 } },
  { method: 'POST', path: '/api/gyms/{gym}/publish/', bodyOptional: true, expected: SETUP },
  // 'Premiers pas' and the climbers' poster: every staff member of the gym (docs/product.md › Going live: first steps and empty gyms).
  { method: 'GET', path: '/api/gyms/{gym}/first-steps/', expected: READ },
  { method: 'POST', path: '/api/gyms/{gym}/first-steps/hide/', bodyOptional: true, expected: READ },
  { method: 'GET', path: '/api/gyms/{gym}/poster.pdf', expected: READ },
  // Catalogue imports (docs/product.md › Going live: catalogue import): chief setters and admins. The file is multipart: this JSON body is refused
  // (400) once the access is checked.
  { method: 'POST', path: '/api/gyms/{gym}/imports/', expected: { ...SETUP, admin: 400 } },
  { method: 'GET', path: '/api/gyms/{gym}/imports/', expected: SETUP },
  { method: 'DELETE', path: '/api/gyms/{gym}/imports/{import}/', prepare: newImport, expected: SETUP },
  // New sets announced (docs/announcements.md): every staff member of the gym.
  { method: 'GET', path: '/api/gyms/{gym}/announcements/', expected: READ },
  { method: 'GET', path: '/api/gyms/{gym}/announcements/candidates/', expected: READ },
  {
    method: 'POST',
    path: '/api/gyms/{gym}/announcements/',
    body: () => ({ title: 'Annonce de la matrice', boulderIds: [ids.boulder] }),
    expected: { ...READ, marketing: 201, setter: 201, admin: 201 },
  },
  {
    method: 'DELETE',
    path: '/api/gyms/{gym}/announcements/{announcement}/',
    prepare: newAnnouncement,
    expected: { ...READ, marketing: 204, setter: 204, admin: 204 },
  },
  // The crowd level's settings (docs/occupancy.md): every staff member reads them, chief setters and admins change them.
  { method: 'GET', path: '/api/gyms/{gym}/occupancy-settings/', expected: READ },
  { method: 'PUT', path: '/api/gyms/{gym}/occupancy-settings/', body: () => ({ enabled: true, capacity: 80 }), expected: SETUP },
  { method: 'POST', path: '/api/gyms/{gym}/occupancy-token/', bodyOptional: true, expected: { ...SETUP, admin: 201 } },
  { method: 'DELETE', path: '/api/gyms/{gym}/occupancy-token/', expected: { ...SETUP, admin: 204 } },
  // Own password: every logged-in staff member, for themselves.
  {
    method: 'POST',
    path: '/api/change-password-admin/{user}/',
    body: () => ({ new_password: TEST_PASSWORD, confirm_password: TEST_PASSWORD }),
    expected: READ_OWN,
    endsSessions: true,
  },
];

/** Routes that need no login (public pages, login and password reset), by method and path prefix. */
const PUBLIC_ROUTES: { method: string; prefix: string }[] = [
  { method: 'GET', prefix: '/api/csrf' },
  { method: 'POST', prefix: '/api/login' },
  { method: 'POST', prefix: '/api/logout' },
  { method: 'POST', prefix: '/api/sendemailresetpassword' },
  { method: 'POST', prefix: '/api/change-password' },
  ...Object.values(PUBLIC_PATHS).flatMap((prefix) => ['GET', 'POST'].map((method) => ({ method, prefix }))),
  // Contest scoring takes a judge's session, the organiser's or the competitor's own: contest-scoring.test.ts checks each.
  { method: 'GET', prefix: '/api/contests/judge' },
  { method: 'POST', prefix: '/api/contests/judge/session' },
  // A competitor's personal link (contest-self-links.test.ts).
  { method: 'GET', prefix: '/api/contests/self-scoring' },
  { method: 'PUT', prefix: '/api/contests/{contest}/results/{clientId}' },
  // The invitation page (docs/product.md › Going live: invitations): its link is the credential (invitations.test.ts).
  { method: 'GET', prefix: '/api/invitations/by-token' },
  { method: 'POST', prefix: '/api/invitations/by-token' },
  // A gym owner's sign-up and its mailed link (pro-signup.test.ts).
  { method: 'POST', prefix: '/api/pro' },
];

// ---------------------------------------------------------------- the app's routes

function decodeFully(path: string): string {
  let current = path;
  for (let i = 0; i < 3; i++) {
    try {
      const decoded = decodeURIComponent(current);
      if (decoded === current) break;
      current = decoded;
    } catch {
      break;
    }
  }
  return current;
}

/** The shape of a path: parameters as ':', no trailing slash, percent-encoding decoded. */
const shape = (path: string) =>
  decodeFully(path)
    .replace(/\{[^}]+\}/g, ':')
    .replace(/:[^/]+/g, ':')
    .replace(/\/$/, '');

const isPublic = (method: string, path: string) =>
  PUBLIC_ROUTES.some((r) => r.method === method && (shape(path) === shape(r.prefix) || shape(path).startsWith(`${shape(r.prefix)}/`)));

// ---------------------------------------------------------------- calling a row

function url(row: Row, actor: Actor, overrides: Record<string, string> = {}): string {
  const own = actor === 'anonymous' ? users.admin.uuid : users[actor].uuid;
  const values: Record<string, string> = {
    user: own,
    gym: String(ids.gym),
    sector: String(ids.sector),
    boulder: String(ids.boulder),
    stripped: String(ids.stripped),
    session: String(state.session),
    difficulty: String(ids.difficulty),
    setupSector: String(state.setupSector),
    setupCircuit: String(state.setupCircuit),
    setupTag: String(state.setupTag),
    report: String(state.report),
    comment: String(state.comment),
    contest: String(ids.contest),
    competitor: String(ids.competitor),
    judge: String(state.judge),
    invitation: String(state.invitation),
    import: String(state.import),
    announcement: String(state.announcement),
    ...row.values,
    ...overrides,
  };
  return row.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`no value for {${name}} in ${row.path}`);
    return encodeURIComponent(values[name]!);
  });
}

async function sessionOf(actor: Actor, fresh = false): Promise<TestBrowser> {
  if (fresh || !sessions.has(actor)) {
    sessions.set(actor, actor === 'anonymous' ? await anonymous(t.app) : await login(t.app, users[actor].email, users[actor].password!));
  }
  return sessions.get(actor)!;
}

async function call(
  row: Row,
  actor: Actor,
  options: { path?: string; payload?: unknown; session?: TestBrowser; headers?: Record<string, string>; prepared?: boolean } = {},
) {
  const session = options.session ?? (await sessionOf(actor, row.endsSessions));
  if (options.payload === undefined && !options.prepared) await row.prepare?.();
  const target = options.path ?? url(row, actor);
  return session.inject({
    method: row.method,
    url: target,
    ...(row.method !== 'GET' && row.method !== 'DELETE' ? { payload: (options.payload ?? row.body?.()) as string | object } : {}),
    headers: options.headers,
  });
}

// ---------------------------------------------------------------- fixtures

beforeAll(async () => {
  const db = t.database.db;
  await ensureCatalog(db);
  ids.gym = (await createGym(db, { name: 'Salle A' })).id;
  ids.otherGym = (await createGym(db, { name: 'Salle B' })).id;
  ids.difficulty = await createDifficulty(db, ids.gym, { name: 'Vert', grade: 10 });
  const sector = await createSector(db, ids.gym, { name: 'Dalle', openings: [{ openedAt: dayFromNow(-10), plannedClosing: dayFromNow(30) }] });
  ids.sector = sector.id;
  ids.boulder = await createBoulder(db, {
    gymId: ids.gym,
    sectorId: ids.sector,
    sectorOpeningId: sector.openingIds[0]!,
    difficultyId: ids.difficulty,
    createdAt: new Date(Date.now() - 10 * 86_400_000),
  });
  // Setting days validated by the matrix open and strip in a sector of their own.
  ids.sessionSector = (await createSector(db, ids.gym, { name: 'Séances' })).id;
  const contestRows = await db.$client.query<{ contest: number; category: number; competitor: number }>(
    `with c as (insert into contests (slug, name, gym_id, format, starts_at, ends_at) values ('matrice', 'Contest de la matrice', $1, 'points', ` +
      `now(), now() + interval '1 day') returning id),
          k as (insert into contest_categories (contest_id, position, name, gender) select id, 1, 'Mixte', 'mixed' from c returning id, contest_id),
          p as (insert into contest_competitors (contest_id, category_id, first_name, last_name, bib) select contest_id, id, 'Amélie', 'Rousseau',
            1 from k returning id)
     select (select id from c) as contest, (select id from k) as category, (select id from p) as competitor`,
    [ids.gym],
  );
  ids.contest = contestRows.rows[0]!.contest;
  ids.contestCategory = contestRows.rows[0]!.category;
  ids.competitor = contestRows.rows[0]!.competitor;
  ids.contestBoulder = (
    await db.$client.query<{ id: number }>(`insert into contest_boulders (contest_id, number, name) values ($1, 1, 'Bloc 1') returning id`, [ids.contest])
  ).rows[0]!.id;
  ids.stripped = await createBoulder(db, {
    gymId: ids.gym,
    sectorId: ids.sector,
    difficultyId: ids.difficulty,
    name: 'Démonté',
    createdAt: new Date(Date.now() - 86_400_000),
  });
  const otherSector = (await createSector(db, ids.otherGym, { openings: [{ openedAt: dayFromNow(-3) }] })).id;
  await createBoulder(db, { gymId: ids.otherGym, sectorId: otherSector, difficultyId: await createDifficulty(db, ids.otherGym) });

  users.marketing = await createUser(db, { staff: [{ gymId: ids.gym, accessTypes: ['marketing_staff'] }] });
  users.setter = await createUser(db, { staff: [{ gymId: ids.gym, accessTypes: ['route_setter'] }] });
  users.admin = await createUser(db, { staff: [{ gymId: ids.gym, accessTypes: ['chief_route_setter'], isAdmin: true }] });
  users.other = await createUser(db, { staff: [{ gymId: ids.otherGym, accessTypes: ['route_setter'] }] });
  users.climber = await createUser(db, { homeGymId: ids.gym });
  await addAscent(db, {
    userId: users.climber.id,
    boulderId: ids.boulder,
    gymId: ids.gym,
    loggedAt: new Date(Date.now() - 86_400_000),
    tries: 2,
    topped: true,
  });
  await addComment(db, { boulderId: ids.boulder, gymId: ids.gym, userId: users.climber.id, text: 'Très joli' });
});
// ---------------------------------------------------------------- tests

describe('the table covers the app', () => {
  it('has a row for every back-office route (a new route without a row fails here)', () => {
    const routes = appRoutes(t.app);
    // The parser must see known routes, or a change of Fastify's print format would pass silently.
    expect(routes).toContainEqual({ method: 'POST', path: '/api/login' });
    expect(routes.length).toBeGreaterThan(ROWS.length);
    const covered = new Set(ROWS.map((row) => `${row.method} ${shape(row.path)}`));
    const missing = routes
      // The climbers' API has its own table (test/api/climber-api-matrix.test.ts); its documentation is public.
      .filter((r) => r.path.startsWith('/api/') && !r.path.startsWith('/api/v1/') && !r.path.startsWith('/api/docs') && !isPublic(r.method, r.path))
      .map((r) => `${r.method} ${shape(r.path)}`)
      .filter((route) => !covered.has(route));
    expect([...new Set(missing)]).toEqual([]);
  });

  it('has no row without a route', () => {
    // The router ignores trailing slashes, so its tree holds each path without one.
    const routes = appRoutes(t.app).map((r) => `${r.method} ${shape(r.path)}`);
    for (const row of ROWS) expect(routes, `${row.method} ${row.path}`).toContain(`${row.method} ${shape(row.path)}`);
  });

  it('answers every call with or without its trailing slash', async () => {
    for (const row of ROWS.filter((r) => !r.endsSessions)) {
      // A call that uses up what it acts on (a draft validated) gets a fresh one for each path.
      const toggle = (path: string) => (path.endsWith('/') ? path.slice(0, -1) : `${path}/`);
      await row.prepare?.();
      const spec = url(row, 'admin');
      const a = await call(row, 'admin', { path: spec, prepared: true });
      await row.prepare?.();
      const other = toggle(url(row, 'admin'));
      const b = await call(row, 'admin', { path: other, prepared: true });
      expect(a.statusCode, `${row.method} ${spec}`).not.toBe(404);
      expect(b.statusCode, `${row.method} ${other}`).toBe(a.statusCode);
    }
  });
});

describe('authorization matrix', () => {
  // Calls that end the caller's sessions run last.
  const ordered = [...ROWS.filter((row) => !row.endsSessions), ...ROWS.filter((row) => row.endsSessions)];

  it.each(ordered.map((row) => [`${row.method} ${row.path}`, row] as const))('%s', async (_, row) => {
    const actual = {} as Expected;
    for (const actor of ACTORS) actual[actor] = (await call(row, actor)).statusCode;
    expect(actual).toEqual(row.expected);
  });

  it('answers 403 when the path names another user', async () => {
    const admin = await sessionOf('admin', true);
    for (const row of ROWS.filter((r) => r.path.includes('{user}'))) {
      const response = await call(row, 'admin', { path: url(row, 'admin', { user: users.setter.uuid }), session: admin });
      expect(response.statusCode, row.path).toBe(403);
      expect(response.json().error, row.path).toMatch(/[éèà]|votre|Vous/);
    }
  });

  it('refuses writes without the anti-forgery header (403)', async () => {
    const admin = await sessionOf('admin', true);
    for (const row of ROWS.filter((r) => r.method !== 'GET')) {
      const response = await call(row, 'admin', { session: admin, headers: { 'X-CSRFToken': 'nope' } });
      expect(response.statusCode, row.path).toBe(403);
    }
  });
});

describe('bad input on every call', () => {
  /** Zod's default messages, which must never reach a person. */
  const ENGLISH = /\b(Invalid|expected|received|Required|Too (big|small))\b/;

  const MALFORMED_IDS = ['abc', '0', '-1', '1.5', '1e3', '0x10', ' 12', "1'; drop table boulders; --", '%', '9'.repeat(30)];

  it('answers 400 naming the segment for each malformed path parameter', async () => {
    const admin = await sessionOf('admin', true);
    const wrong: string[] = [];
    const patterns = appRoutes(t.app);
    for (const row of ROWS) {
      const names = [...row.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      const pattern = patterns.find((r) => r.method === row.method && shape(r.path) === shape(row.path));
      const appNames = [...(pattern?.path ?? '').matchAll(/:(\w+)/g)].map((m) => m[1]!);
      for (const [index, name] of names.entries()) {
        if (row.values && name in row.values) continue; // the filter choices are checked below
        for (const bad of MALFORMED_IDS) {
          const response = await call(row, 'admin', { session: admin, path: url(row, 'admin', { [name]: bad }) });
          const error = String(response.json().error);
          if (response.statusCode !== 400 || !error.startsWith(`Champ « ${appNames[index]} » invalide : `) || ENGLISH.test(error)) {
            wrong.push(`${row.method} ${row.path} {${name}}=${bad} → ${response.statusCode} ${error}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 400 naming each malformed filter segment', async () => {
    const admin = await sessionOf('admin', true);
    const row = ROWS.find((r) => r.values)!;
    const malformed: Record<string, string> = {
      offset: '-5',
      end: 'fin',
      status: '3',
      difficulties: '1;2',
      levels: '7',
      sectors: "1' or 1=1",
      steepness: 'x',
      grips: '1,,2',
      style: 'ALL',
      sortName: '9',
      sortSector: 'asc',
      sortDifficulty: '-1',
      sortLevel: '1.0',
      sortDate: 'desc',
      search: 's'.repeat(101),
    };
    for (const [segment, value] of Object.entries(malformed)) {
      const response = await call(row, 'admin', { session: admin, path: url(row, 'admin', { [segment]: value }) });
      expect(response.statusCode, segment).toBe(400);
      expect(response.json().error, segment).toMatch(new RegExp(`^Champ « ${segment} » invalide : `));
    }
  });

  it('treats SQL metacharacters in the search as data', async () => {
    const admin = await sessionOf('admin', true);
    const row = ROWS.find((r) => r.values)!;
    for (const search of ["'; drop table boulders; --", '%', '_x', "' or '1'='1", '\\', '"; select pg_sleep(5); --']) {
      const response = await call(row, 'admin', { session: admin, path: url(row, 'admin', { search }) });
      expect(response.statusCode, search).toBe(200);
      expect(response.json(), search).toEqual({ count: 0, routes: [] });
    }
    const everything = await call(row, 'admin', { session: admin });
    const active = await t.database.db.$client.query<{ n: number }>('select count(*)::int as n from boulders where gym_id = $1 and closed_at is null', [
      ids.gym,
    ]);
    expect(everything.json().count).toBe(active.rows[0]!.n);
  });

  it('answers 400 naming the body for non-object bodies and 413 for oversized ones, never 500', async () => {
    const admin = await sessionOf('admin', true);
    const wrong: string[] = [];
    const check = (where: string, response: { statusCode: number; json(): { error?: unknown } }, status: number, message: RegExp) => {
      const error = String(response.json().error);
      if (response.statusCode !== status || !message.test(error) || ENGLISH.test(error)) wrong.push(`${where} → ${response.statusCode} ${error}`);
    };
    for (const row of ROWS.filter((r) => r.method !== 'GET' && r.body)) {
      for (const payload of row.bodyOptional ? [[], 'texte', 42] : [[], 'texte', 42, null]) {
        const response = await call(row, 'admin', { session: admin, payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
        check(`${row.path} ${JSON.stringify(payload)}`, response, 400, /^Champ « [^»]+ » invalide : /);
      }
      const wrongTypes = Object.fromEntries(Object.keys(row.body!() as object).map((key) => [key, { nested: true }]));
      check(`${row.path} nested objects`, await call(row, 'admin', { session: admin, payload: wrongTypes }), 400, /^Champ « [^»]+ » invalide : /);
      const huge = await call(row, 'admin', { session: admin, payload: { filler: 'x'.repeat(300_000) } });
      check(`${row.path} 300 kB`, huge, 413, /^La requête est trop volumineuse\.$/);
    }
    expect(wrong).toEqual([]);
  });

  it('never answers 500 to odd segments on any call', async () => {
    const admin = await sessionOf('admin', true);
    const odd = ['%00', '%C0%AF', '..', '%2e%2e', ' ', '\u00e9'.repeat(200), '[]', '{}', 'null', 'undefined', 'NaN', 'Infinity', '0x10', '١٢'];
    for (const row of ROWS) {
      for (const name of [...row.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)) {
        for (const value of odd) {
          // Values starting with '%' go raw, to reach the router's own decoding.
          const path = url(row, 'admin', { [name]: 'ODD' }).replace('ODD', value.startsWith('%') ? value : encodeURIComponent(value));
          const response = await call(row, 'admin', { session: admin, path });
          expect(response.statusCode, `${row.path} {${name}}=${value}`).toBeLessThan(500);
        }
      }
    }
  });
});
