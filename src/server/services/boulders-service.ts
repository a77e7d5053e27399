/** The boulder list: first page and filter call (docs/product.md › The filter call), answered as {count, routes}. */
import { NO_CHOICE_FILTERS, PAGE_SIZE, type BoulderFilterParams, type RoutesAnswer, type SortDirection, type SortKey } from '../../shared/contract/boulders';
import { levelIdToValue } from '../../shared/domain/levels';
import { badRequest } from '../errors';
import { searchBoulderIds, unknownFilterIds, type BoulderSearch, type UnknownFilterIds } from '../repositories/boulders-repository';
import { loadRoutes } from '../repositories/routes-repository';
import { authorizeSelf, gymRead } from './authorize';
import type { GymRead, ServiceContext } from './context';

const NO_SORT: Record<SortKey, SortDirection> = { name: 0, sector: 0, difficulty: 0, level: 0, date: 0 };

const UNKNOWN_ID_MESSAGES: Record<keyof UnknownFilterIds, string> = {
  difficulties: 'difficulté inconnue dans cette salle',
  sectors: 'secteur inconnu dans cette salle',
  steepness: "tag d'inclinaison inconnu",
  grips: 'tag de prises inconnu',
  style: 'tag de style inconnu',
};

/** First page of the gym's active boulders, newest opening first. */
export async function initialBouldersRead(ctx: ServiceContext, { userId, gymId }: { userId: string; gymId: number }): Promise<GymRead<RoutesAnswer>> {
  authorizeSelf(ctx, userId);
  const search: BoulderSearch = { gymId, offset: 0, limit: PAGE_SIZE, active: true, closed: false, sort: NO_SORT, search: null, ...NO_CHOICE_FILTERS };
  return gymRead(ctx, gymId, async (now) => {
    const { ids, count } = await searchBoulderIds(ctx.db, search);
    return { count, routes: await loadRoutes(ctx.db, ids, now) };
  });
}

/** The filter call; its segments are already checked for shape by boulderFilterParamsSchema. */
export async function filterBouldersRead(ctx: ServiceContext, params: BoulderFilterParams): Promise<GymRead<RoutesAnswer>> {
  authorizeSelf(ctx, params.user);
  const { db } = ctx;
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
  return gymRead(ctx, params.gym, async (now) => {
    // The ownership check of the filter's ids and the search run side by side; a bad id discards the search.
    const [unknown, ids] = await Promise.all([unknownFilterIds(db, params.gym, lists), searchBoulderIds(db, search)]);
    for (const segment of Object.keys(UNKNOWN_ID_MESSAGES) as (keyof UnknownFilterIds)[]) {
      const wrong = unknown[segment];
      if (wrong.length > 0) {
        throw badRequest(`Champ « ${segment} » invalide : ${UNKNOWN_ID_MESSAGES[segment]} (${wrong.slice(0, 5).join(', ')})`, { field: segment });
      }
    }
    return { count: ids.count, routes: await loadRoutes(db, ids.ids, now) };
  });
}
