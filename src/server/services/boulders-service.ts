/** The boulder list: first page and filter call (decisions.md §3), answered as {count, routes}. */
import type { FastifyRequest } from 'fastify';
import { PAGE_SIZE, type BoulderFilterParams, type RoutesAnswer, type SortDirection, type SortKey } from '../../shared/contract/boulders';
import { levelIdToValue } from '../../shared/domain/levels';
import { badRequest } from '../errors';
import { requireSelf } from '../plugins/session';
import { searchBoulderIds, unknownFilterIds, type BoulderSearch, type UnknownFilterIds } from '../repositories/boulders-repository';
import { loadRoutes } from '../repositories/routes-repository';
import { membershipOf, staffContext } from './access-service';

const NO_SORT: Record<SortKey, SortDirection> = { name: 0, sector: 0, difficulty: 0, level: 0, date: 0 };

const UNKNOWN_ID_MESSAGES: Record<keyof UnknownFilterIds, string> = {
  difficulties: 'difficulté inconnue dans cette salle',
  sectors: 'secteur inconnu dans cette salle',
  steepness: "tag d'inclinaison inconnu",
  grips: 'tag de prises inconnu',
  style: 'tag de style inconnu',
};

async function answer(request: FastifyRequest, search: BoulderSearch, now: Date): Promise<RoutesAnswer> {
  const { ids, count } = await searchBoulderIds(request.server.db, search);
  return { count, routes: await loadRoutes(request.server.db, ids, now) };
}

/** First page of the gym's active boulders, newest opening first. */
export async function initialBoulders(request: FastifyRequest, userUuid: string, gymId: number, now: Date): Promise<RoutesAnswer> {
  requireSelf(request, userUuid);
  membershipOf(await staffContext(request), gymId);
  const all = 'all' as const;
  return answer(
    request,
    { gymId, offset: 0, limit: PAGE_SIZE, active: true, closed: false, difficulties: all, levels: all, sectors: all, steepness: all, grips: all, style: all, sort: NO_SORT, search: null },
    now,
  );
}

/** The filter call; its segments are already checked for shape by boulderFilterParamsSchema. */
export async function filterBoulders(request: FastifyRequest, params: BoulderFilterParams, now: Date): Promise<RoutesAnswer> {
  requireSelf(request, params.user);
  membershipOf(await staffContext(request), params.gym);
  const { db } = request.server;
  const lists = { difficulties: params.difficulties, sectors: params.sectors, steepness: params.steepness, grips: params.grips, style: params.style };
  const search: BoulderSearch = {
    gymId: params.gym,
    offset: params.offset,
    limit: params.end - params.offset,
    active: params.status.active,
    closed: params.status.closed,
    ...lists,
    levels: params.levels === 'all' ? 'all' : params.levels.map(levelIdToValue),
    sort: { name: params.sortName, sector: params.sortSector, difficulty: params.sortDifficulty, level: params.sortLevel, date: params.sortDate },
    search: params.search,
  };
  // The ownership check and the search run side by side; a bad id discards the search.
  const [unknown, ids] = await Promise.all([unknownFilterIds(db, params.gym, lists), searchBoulderIds(db, search)]);
  for (const segment of Object.keys(UNKNOWN_ID_MESSAGES) as (keyof UnknownFilterIds)[]) {
    const wrong = unknown[segment];
    if (wrong.length > 0) {
      throw badRequest(`Champ « ${segment} » invalide : ${UNKNOWN_ID_MESSAGES[segment]} (${wrong.slice(0, 5).join(', ')})`, { field: segment });
    }
  }
  return { count: ids.count, routes: await loadRoutes(db, ids.ids, now) };
}
