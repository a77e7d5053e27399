/**
 * Gym information calls (docs/product.md › Back office: data "Gym info", §7): the gym info list, the gym list of the
 * 'Choix salle' modal and the tags list. Also the path segment schemas shared by the back-office calls.
 *
 * Each gym info also says what the logged-in user may do there (`is_admin`, `access_types`,
 * `can_edit`), so the pages hide the edit controls of read-only staff.
 */
import { GYM_STATUSES } from '../domain/gym-status';
import { z } from 'zod';
import { ACCESS_TYPES } from '../domain/roles';
import { idSegment, userUuidSegment } from './params';
import { gymDifficultySchema, idNameSchema } from './routes';

/** Our choice (the spec does not name it): the gyms of the 'Choix salle' modal. */
export { GYM_LIST_PATH } from './constants';

export { idSegment, userUuidSegment };

export const gymParamsSchema = z.object({ userId: userUuidSegment, gymId: idSegment('de salle') });

/** A hold colour of the palette; `name` ('Jaune') is ours, for the forms' choices. */
export const colorSchema = z.object({ id: z.number().int(), color_code: z.string(), name: z.string() });

/** Active boulders of one gym difficulty, split by level ('level 1' is the stored -1). */
export const activeRoutesInfoSchema = z.object({
  /** The gym difficulty id. */
  gym_difficulty: z.number().int(),
  count_routes: z.number().int(),
  'level 1': z.number().int(),
  'level 2': z.number().int(),
  'level 3': z.number().int(),
});
export type ActiveRoutesInfo = z.infer<typeof activeRoutesInfoSchema>;

export const gymInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  has_additionnal_difficulty_grading: z.boolean(),
  is_custom_difficulty_system_color: z.boolean(),
  hasCustomDifficultySystem: z.boolean(),
  /** In the gym's display order. */
  sectors: z.array(idNameSchema),
  /** The hold colour palette. */
  colors: z.array(colorSchema),
  /** The gym's circuits in display order; corresponding_difficulty is a grade label ('6A'). */
  difficultySystem: z.array(gymDifficultySchema),
  /** One entry per circuit of difficultySystem, same order, zero counts included. */
  active_routes_info: z.array(activeRoutesInfoSchema),
  total_active_routes: z.number().int(),
  /** Days from an opening to its planned dismantling by default (docs/product.md › Route setting: screens 'Cycle'). */
  resetCycleDays: z.number().int(),
  /** The logged-in user's access on this gym. */
  is_admin: z.boolean(),
  access_types: z.array(z.enum(ACCESS_TYPES)),
  /** May change boulder and sector dates (chief route setter, route setter or admin). */
  can_edit: z.boolean(),
  /** docs/product.md › Going live: gym status: 'draft' until an admin publishes it; 'suspended' by the operator. */
  status: z.enum(GYM_STATUSES),
});
export type GymInfo = z.infer<typeof gymInfoSchema>;

export const gymInfoListSchema = z.array(gymInfoSchema);

const gymListItemSchema = idNameSchema.extend({ status: z.enum(GYM_STATUSES) });
export const gymListSchema = z.array(gymListItemSchema);
export type GymListItem = z.infer<typeof gymListItemSchema>;

export const tagsListSchema = z.object({
  tag_grips: z.array(idNameSchema),
  tag_steepness: z.array(idNameSchema),
  tag_style: z.array(idNameSchema),
});
export type TagsList = z.infer<typeof tagsListSchema>;

/** POST /api/gyms/{gymId}/publish/: the gym's status after it. */
export const gymStatusAnswerSchema = z.object({ status: z.enum(GYM_STATUSES) });
export type GymStatusAnswer = z.infer<typeof gymStatusAnswerSchema>;

/** GET /api/gyms/{gymId}/name-suggestions/?count=: names for new boulders, not used in the gym. */
export const nameSuggestionsQuerySchema = z.object({
  count: z.coerce
    .number({ error: 'nombre de noms invalide' })
    .int('nombre de noms invalide')
    .min(1, 'nombre de noms invalide')
    .max(60, 'nombre de noms invalide')
    .default(10),
});
export const nameSuggestionsSchema = z.object({ names: z.array(z.string()) });
export type NameSuggestions = z.infer<typeof nameSuggestionsSchema>;

/** GET /api/tagslist/?gymId=: a gym's tags (else the user's first gym's). */
export const tagsQuerySchema = z.object({ gymId: idSegment('de salle').optional() });
