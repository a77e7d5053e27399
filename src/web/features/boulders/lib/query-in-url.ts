/**
 * The /bomain filters, sort and search in the page's address (`/bomain?secteurs=3,7&tri=nom-1&q=renard`),
 * so that they survive leaving the page and coming back, a reload, and a link sent to a colleague.
 * A group on its default is left out; 'Tout' is `tout` and no choice at all is an empty value.
 */
import { SORT_KEYS } from '../../../../shared/contract/boulder-filter-path';
import { DEFAULT_FILTERS, FILTER_GROUPS, NO_SORT, type BoulderFilters, type BoulderQuery, type FilterGroup, type Selection, type SortKey } from './filters';

const GROUP_PARAMS: Record<FilterGroup, string> = {
  difficulties: 'difficultes',
  levels: 'niveaux',
  sectors: 'secteurs',
  steepness: 'inclinaison',
  grips: 'prises',
  style: 'style',
  status: 'statut',
};
const SORT_PARAMS: Record<SortKey, string> = { name: 'nom', sector: 'secteur', difficulty: 'difficulte', level: 'niveau', date: 'date' };
const SORT_PARAM = 'tri';
const SEARCH_PARAM = 'q';
/** The gym the query is for: another gym's ids mean nothing. */
export const GYM_PARAM = 'salle';
/** The boulder whose detail is open: the browser's Back closes it. */
export const OPEN_BOULDER_PARAM = 'bloc';

const sameSelection = (a: Selection, b: Selection) => JSON.stringify(a) === JSON.stringify(b);

function readSelection(value: string | null, fallback: Selection): Selection {
  if (value === null) return fallback;
  if (value === 'tout') return 'all';
  if (value === '') return [];
  const ids = value.split(',').map(Number);
  return ids.every((id) => Number.isInteger(id) && id >= 0) ? [...new Set(ids)] : fallback;
}

export function queryFromSearch(params: URLSearchParams): BoulderQuery {
  const filters = Object.fromEntries(
    FILTER_GROUPS.map((group) => [group, readSelection(params.get(GROUP_PARAMS[group]), DEFAULT_FILTERS[group])]),
  ) as BoulderFilters;
  const sort = { ...NO_SORT };
  const [key, direction] = (params.get(SORT_PARAM) ?? '').split('-');
  const sortKey = SORT_KEYS.find((k) => SORT_PARAMS[k] === key);
  if (sortKey && (direction === '1' || direction === '2')) sort[sortKey] = Number(direction) as 1 | 2;
  return { filters, sort, search: params.get(SEARCH_PARAM) ?? '' };
}

/** `params` with the query written in (other parameters, such as the open boulder, kept). */
export function withQuery(params: URLSearchParams, query: BoulderQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const group of FILTER_GROUPS) {
    const selection = query.filters[group];
    if (sameSelection(selection, DEFAULT_FILTERS[group])) next.delete(GROUP_PARAMS[group]);
    else next.set(GROUP_PARAMS[group], selection === 'all' ? 'tout' : selection.join(','));
  }
  const sorted = SORT_KEYS.find((key) => query.sort[key] !== 0);
  if (sorted) next.set(SORT_PARAM, `${SORT_PARAMS[sorted]}-${query.sort[sorted]}`);
  else next.delete(SORT_PARAM);
  if (query.search.trim()) next.set(SEARCH_PARAM, query.search);
  else next.delete(SEARCH_PARAM);
  return next;
}

/** Whether the address says anything about the list (else the last list of this tab is shown again). */
export const hasQuery = (params: URLSearchParams): boolean => [...Object.values(GROUP_PARAMS), SORT_PARAM, SEARCH_PARAM].some((name) => params.has(name));
