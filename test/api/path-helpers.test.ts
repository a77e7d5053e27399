/**
 * The contract's path helpers name calls the server really has: every helper the pages build their
 * addresses with, called with sample arguments, matches a route of the app. A helper with a typo, or a
 * route that moved without its helper, fails here rather than as a 404 in a browser.
 */
import { describe, expect, it } from 'vitest';
import { initialGymInfosPath } from '../../src/shared/contract/boulder-filter-path';
import { climberApiPaths } from '../../src/shared/contract/climber-api-paths';
import { commentsPagePath } from '../../src/shared/contract/comments-paging';
import { GYM_LIST_PATH } from '../../src/shared/contract/constants';
import { contestAdminPaths, contestScoringPaths, publicContestPaths } from '../../src/shared/contract/contest-paths';
import { CSRF_PATH, PUBLIC_PATHS } from '../../src/shared/contract/entry-constants';
import { sessionPaths } from '../../src/shared/contract/session-paths';
import { EXPORT_KINDS, exportPath } from '../../src/shared/contract/export-paths';
import { gymPaths, moderationPaths, sectorPaths, settingPaths, staffPaths } from '../../src/shared/contract/staff-api-paths';
import { useTestApp } from '../helpers/app';
import { appRoutes } from '../helpers/routes';

const t = useTestApp();

type Helper = string | ((...args: never[]) => string);
const GROUPS: Record<string, Record<string, Helper>> = {
  climberApiPaths,
  contestAdminPaths,
  contestScoringPaths,
  publicContestPaths,
  // Two of the public paths are prefixes: a boulder's code or a contest's slug follows.
  PUBLIC_PATHS: { ...PUBLIC_PATHS, boulder: `${PUBLIC_PATHS.boulder}7/`, contests: `${PUBLIC_PATHS.contests}7/` },
  sessionPaths,
  gymPaths,
  moderationPaths,
  sectorPaths,
  settingPaths,
  staffPaths,
  single: { CSRF_PATH, GYM_LIST_PATH, initialGymInfosPath, commentsPagePath: (gymId: number) => commentsPagePath(gymId) },
  exports: Object.fromEntries(EXPORT_KINDS.map((kind) => [kind, (gymId: number) => exportPath(gymId, kind)])),
};

/** The path a helper builds from sample arguments ('7' for each), without its query string and last slash (the app ignores it). */
function samplePath(helper: Helper): string {
  const path = typeof helper === 'string' ? helper : (helper as (...args: string[]) => string)(...Array.from({ length: helper.length }, () => '7'));
  return path.split('?')[0]!.replace(/\/$/, '');
}

/** A route's pattern where each parameter is the sample '7' (a file's, a name and extension): a static segment never passes for a parameter. */
const routePattern = (path: string) =>
  new RegExp(
    `^${path
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:file\b/g, '[\\w-]+\\.\\w+')
      .replace(/:\w+/g, '7')}$`,
  );

describe('the path helpers of src/shared/contract', () => {
  it('each name a route of the app', () => {
    const patterns = [...new Set(appRoutes(t.app).map((route) => route.path))].map(routePattern);
    const built = Object.entries(GROUPS).flatMap(([group, helpers]) =>
      Object.entries(helpers).map(([name, helper]) => ({ name: `${group}.${name}`, path: samplePath(helper) })),
    );
    expect(built.length).toBeGreaterThan(100);
    const unknown = built.filter(({ path }) => !patterns.some((pattern) => pattern.test(decodeURI(path)) || pattern.test(path)));
    expect(unknown).toEqual([]);
  });

  it('escape what a person typed', () => {
    expect(staffPaths.climbers('a/b', ' Léa & co ')).toBe('/api/gym-owner-climbers/a%2Fb/?search=L%C3%A9a+%26+co');
    expect(gymPaths.imports(3, true)).toBe('/api/gyms/3/imports/?dryRun=true');
    expect(gymPaths.journal(3, { page: 2, pageSize: 30, user: null, kind: 'strip' })).toBe('/api/gyms/3/history/?page=2&pageSize=30&kind=strip');
  });
});
