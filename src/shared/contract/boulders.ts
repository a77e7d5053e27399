/**
 * The boulder list calls (docs/product.md › Back office: calls; The filter call): the first page and the filter call
 * `GET /api/routesettergyminfos/{user}/{gym}/{offset}/{end}/{status}/{difficulties}/{levels}/{sectors}/
 * {steepness}/{grips}/{style}/{sortName}/{sortSector}/{sortDifficulty}/{sortLevel}/{sortDate}/{search}`.
 *
 * - offset/end: 0-based, end exclusive, end > offset, at most MAX_PAGE_SIZE boulders per call.
 * - Lists: comma-separated ids, `all` (no filter) or `none` (our addition: nothing selected, no boulder).
 *   Ids must belong to the gym (difficulties, sectors) or be tags of the right kind, else 400.
 * - status: `1` active, `2` closed, `1,2` both. levels: ids 1, 2, 3 (stored -1, 0, 1).
 * - Sorts: 0 none, 1 ascending, 2 descending, applied in the order name, sector, difficulty (circuit
 *   grade, then sub-level grade), level, date, then by id; with no sort, opening date descending.
 * - search: text looked for in the boulder name, ignoring case and accents; `_` for none.
 * The answer is `{count, routes}` (routesAnswerSchema).
 */
import { z } from 'zod';
import { hasControlCharacters } from '../domain/text-rules';
import { MESSAGES } from '../messages';
import type { LevelId } from '../domain/levels';
import { MAX_PAGE_SIZE, SEARCH_NONE, type Selection, type SortDirection } from './boulder-filter-path';
import { gymParamsSchema, idSegment, userUuidSegment } from './gyms';

export { routesAnswerSchema, type RoutesAnswer } from './routes';

export {
  NO_CHOICE_FILTERS,
  PAGE_SIZE,
  SEARCH_NONE,
  SORT_KEYS,
  boulderFilterPath,
  initialGymInfosPath,
  MAX_PAGE_SIZE,
  type BoulderFilterInput,
  type Selection,
  type SortDirection,
  type SortKey,
} from './boulder-filter-path';

export const MAX_SEARCH_LENGTH = 100;
export const MAX_LIST_IDS = 200;

const idListSegment = (what: string) =>
  z
    .string()
    .max(MAX_LIST_IDS * 10, `trop d'identifiants de ${what} (au plus ${MAX_LIST_IDS})`)
    .regex(
      new RegExp(`^(all|none|[1-9]\\d{0,8}(,[1-9]\\d{0,8}){0,${MAX_LIST_IDS - 1}})$`),
      `liste de ${what} invalide : des identifiants séparés par des virgules, « all » ou « none » sont attendus`,
    )
    .transform((value): Selection => (value === 'all' ? 'all' : value === 'none' ? [] : [...new Set(value.split(',').map(Number))]));

const levelsSegment = z
  .string()
  .regex(/^(all|none|[123](,[123]){0,2})$/, 'liste de niveaux invalide : des niveaux 1, 2 ou 3 séparés par des virgules, « all » ou « none » sont attendus')
  .transform((value): 'all' | LevelId[] => (value === 'all' ? 'all' : value === 'none' ? [] : [...new Set(value.split(',').map(Number) as LevelId[])]));

const statusSegment = z
  .string()
  .regex(/^(1|2|1,2|2,1)$/, 'statut invalide : « 1 » (actif), « 2 » (fermé) ou « 1,2 » (les deux) est attendu')
  .transform((value) => ({ active: value.includes('1'), closed: value.includes('2') }));

const sortSegment = z
  .string()
  .regex(/^[012]$/, 'tri invalide : 0 (aucun), 1 (croissant) ou 2 (décroissant) est attendu')
  .transform((value) => Number(value) as SortDirection);

const boundSegment = (what: string) =>
  z
    .string()
    .regex(/^\d{1,7}$/, `${what} invalide (un nombre entier positif ou nul est attendu)`)
    .transform(Number);

const searchSegment = z
  .string()
  .max(MAX_SEARCH_LENGTH, `recherche trop longue (au plus ${MAX_SEARCH_LENGTH} caractères)`)
  .refine((value) => !hasControlCharacters(value), MESSAGES.searchControlCharacters)
  .transform((value) => (value === SEARCH_NONE ? null : value.trim() || null));

export const boulderFilterParamsSchema = z
  .object({
    user: userUuidSegment,
    gym: idSegment('de salle'),
    offset: boundSegment('début de page'),
    end: boundSegment('fin de page'),
    status: statusSegment,
    difficulties: idListSegment('difficultés'),
    levels: levelsSegment,
    sectors: idListSegment('secteurs'),
    steepness: idListSegment('inclinaisons'),
    grips: idListSegment('prises'),
    style: idListSegment('styles'),
    sortName: sortSegment,
    sortSector: sortSegment,
    sortDifficulty: sortSegment,
    sortLevel: sortSegment,
    sortDate: sortSegment,
    search: searchSegment,
  })
  .superRefine((params, ctx) => {
    if (params.end <= params.offset) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'la fin de page doit être supérieure au début de page' });
    } else if (params.end - params.offset > MAX_PAGE_SIZE) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: `au plus ${MAX_PAGE_SIZE} blocs par page` });
    }
  });
export type BoulderFilterParams = z.output<typeof boulderFilterParamsSchema>;

/** The path segment names, in order, after /api/routesettergyminfos/. */
export const BOULDER_FILTER_SEGMENTS = Object.keys(boulderFilterParamsSchema.shape) as (keyof BoulderFilterParams)[];

export const initialGymInfosParamsSchema = gymParamsSchema;
