/**
 * Circuit calls of docs/product.md › Back office: calls (difficulty-circuit-header, difficulty-circuit-full-details),
 * field names as §3 writes them. A circuit is one gym difficulty. Each figure is defined in
 * docs/statistics.md ("Circuits"); "_last_month" is the previous comparison period.
 */
import { z } from 'zod';
import { boulderCardSchema, gymIdParam } from './dashboard';
import { withPreviousPeriod } from './figures';
import { idSegment } from './params';
import { commentSchema } from './routes';

export const circuitDetailsParamsSchema = z.object({
  gymId: gymIdParam,
  difficultySplitId: idSegment('de difficulté'),
});

export const circuitHeaderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Grade label the circuit corresponds to, e.g. '6A'. */
  corresponding_difficulty: z.string(),
  color_1: z.string(),
  color_2: z.string().nullable(),
  svg: z.string(),
  /** Active boulders of the circuit, and how many of them are level 1, 2 and 3. */
  boulder_count: z.number().int(),
  level1_count: z.number().int(),
  level2_count: z.number().int(),
  level3_count: z.number().int(),
  ...withPreviousPeriod(
    { tries_total: z.number().int(), tries_per_day: z.number(), success_rate: z.number(), active_climbers: z.number().int() },
    '_last_month',
  ),
});
export type CircuitHeader = z.infer<typeof circuitHeaderSchema>;
export const circuitHeadersSchema = z.array(circuitHeaderSchema);

export const circuitFullDetailsSchema = circuitHeaderSchema.extend({
  ...withPreviousPeriod(
    {
      /** Grade label of the mean grade proposal made in the period, null without proposals. */
      average_grade: z.string().nullable(),
      flash_rate: z.number(),
      average_tries_before_top: z.number(),
    },
    '_last_month',
  ),
  /** Mean stars over the circuit's active boulders, null without ratings. */
  rank: z.number().nullable(),
  rank_count: z.number().int(),
  /** Active boulders of the circuit, ranked by tries per day (highest first). */
  boulders: z.array(boulderCardSchema),
  /** Comments of those boulders, newest first. */
  comments: z.array(commentSchema),
});
export type CircuitFullDetails = z.infer<typeof circuitFullDetailsSchema>;
/** The call answers an array; the page uses its first element. */
export const circuitFullDetailsAnswerSchema = z.array(circuitFullDetailsSchema);
