/**
 * Every back-office read call of docs/product.md › Back office: calls (and the gym list), with the paths the server
 * registers in src/server/routes/*.ts and real ids from the bench database.
 */
import type { BenchIds } from './database';

export interface BenchCall {
  name: string;
  path: string;
  /** Dashboard calls must also reach 30% of the ceiling's requests per second. */
  dashboard: boolean;
}

/** Filter call segments (docs/product.md › The filter call) after /api/routesettergyminfos/{user}/{gym}/. */
function filterPath(ids: BenchIds, options: { sortName: number; sortDate: number; search: string }): string {
  const segments = [
    ids.userUuid,
    ids.gymId,
    0, // offset
    25, // end (exclusive): the first page
    1, // status: active
    'all', // difficulties
    'all', // levels
    'all', // sectors
    'all', // steepness
    'all', // grips
    'all', // style
    options.sortName,
    0, // sortSector
    0, // sortDifficulty
    0, // sortLevel
    options.sortDate,
    encodeURIComponent(options.search),
  ];
  return `/api/routesettergyminfos/${segments.join('/')}`;
}

export function benchCalls(ids: BenchIds): BenchCall[] {
  const { userUuid: user, gymId: gym } = ids;
  const call = (name: string, path: string, dashboard = false): BenchCall => ({ name, path, dashboard });
  return [
    call('routesetterinfos', `/api/routesetterinfos/${user}`),
    call('routesettergymonlyinfos', `/api/routesettergymonlyinfos/${user}/`),
    call('routesettergymonlyinfosspecific', `/api/routesettergymonlyinfosspecific/${user}/${gym}`),
    call('routesettergyms', `/api/routesettergyms/${user}/`),
    call('tagslist', `/api/tagslist/`),
    call('routesetterinitialgyminfos', `/api/routesetterinitialgyminfos/${user}/${gym}`),
    call('routesettergyminfos (defaults, by date)', filterPath(ids, { sortName: 0, sortDate: 2, search: '_' })),
    call(`routesettergyminfos (search "${ids.searchWord}", by name)`, filterPath(ids, { sortName: 1, sortDate: 0, search: ids.searchWord })),
    call('gymgeneralstats', `/api/gymgeneralstats/${user}/${gym}`, true),
    call('top-boulders', `/api/top-boulders/${gym}/`, true),
    call('latest-gym-route-comments', `/api/latest-gym-route-comments/${gym}/`, true),
    call('sectorsoverview', `/api/sectorsoverview/${user}/${gym}`, true),
    call('sector-details', `/api/sector-details/${gym}/`),
    call('sector-details-by-id', `/api/sector-details-by-id/${ids.sectorId}/`),
    call('difficulty-circuit-header', `/api/difficulty-circuit-header/${gym}`),
    call('difficulty-circuit-full-details', `/api/difficulty-circuit-full-details/${gym}/${ids.difficultyId}`),
    call('gym-comments', `/api/gym-comments/${gym}/`),
    // What the /comments page asks for (issue 9): the first page of 20.
    call('gym-comments-page', `/api/gym-comments/${gym}/page/?pageSize=20`),
    call('gym-owner-route-setters', `/api/gym-owner-route-setters/${user}`),
    call('gym-owner-climbers', `/api/gym-owner-climbers/${user}/`),
  ];
}

/** The ceiling for a body of `bytes` bytes (src/server/routes/bench.ts). */
export const ceilingPath = (bytes: number) => `/api/bench/constant/${Math.max(2, bytes)}`;
