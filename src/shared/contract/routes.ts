/**
 * The Route (boulder) and Comment entities of docs/product.md › Back office: data, as every call answers them.
 * Grades are labels of the 40-step scale ('6A+'); dates are ISO instants, except
 * planned_dismantling which is a calendar day 'YYYY-MM-DD'. Percentages are 0–100.
 */
import { z } from 'zod';

export const idNameSchema = z.object({ id: z.number().int(), name: z.string() });

export const gymDifficultySchema = z.object({
  id: z.number().int(),
  svg: z.string(),
  /** Grade label the circuit corresponds to, compared with a route's `difficulty` for the sub-level mark. */
  corresponding_difficulty: z.string(),
  name: z.string(),
  color_1: z.string(),
  color_2: z.string().nullable(),
});
export type GymDifficulty = z.infer<typeof gymDifficultySchema>;

export const commentSchema = z.object({
  id: z.number().int(),
  comment: z.string(),
  created_at: z.string(),
  user: z.object({ first_name: z.string(), last_name: z.string(), profile_picture: z.string().nullable() }),
  route: z.object({
    id: z.number().int(),
    picture: z.string().nullable(),
    name: z.string(),
    /** Stored level -1/0/1. */
    level: z.number().int(),
    sector: z.object({ name: z.string() }),
    gym_difficulty: z.object({ svg: z.string() }),
  }),
});
export type Comment = z.infer<typeof commentSchema>;

export const routeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  picture: z.string().nullable(),
  sector: idNameSchema,
  color: z.object({ id: z.number().int(), color_code: z.string() }).nullable(),
  gym: idNameSchema,
  /** Circuit name with the sub-level grade, e.g. 'Vert (5C+)'. */
  difficulty_display: z.string(),
  /** Sub-level grade label, e.g. '5C+'. */
  difficulty: z.string(),
  gym_difficulty: gymDifficultySchema,
  tag_steepness: idNameSchema.nullable(),
  tag_grips: idNameSchema.nullable(),
  tag_style: idNameSchema.nullable(),
  route_active: z.boolean(),
  /** Opening date. */
  created_at: z.string(),
  planned_dismantling: z.string().nullable(),
  closed_at: z.string().nullable(),
  average_ranking: z.number().nullable(),
  average_ranking_count: z.number().int(),
  /** Mean of the grade proposals as a grade label, null without proposals. */
  average_grading: z.string().nullable(),
  success_rate: z.number(),
  success_rate_by_same_level_climbers: z.number(),
  success_flash_rate: z.number(),
  success_flash_rate_by_same_level_climbers: z.number(),
  total_tries: z.number().int(),
  tries_per_day: z.number(),
  average_tries_before_top: z.number(),
  average_tries_before_top_by_same_level_climbers: z.number(),
  /** 'First Last' of the setter, null when unknown. */
  route_setter: z.string().nullable(),
  /** Stored level -1/0/1 (level 1/2/3). */
  level: z.number().int(),
  comments: z.array(commentSchema),
});
export type Route = z.infer<typeof routeSchema>;

export const routesAnswerSchema = z.object({ count: z.number().int(), routes: z.array(routeSchema) });
export type RoutesAnswer = z.infer<typeof routesAnswerSchema>;

export const commentListSchema = z.array(commentSchema);
