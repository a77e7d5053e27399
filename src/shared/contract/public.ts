/**
 * The public calls of docs/product.md › Public pages: calls (no login), shared by the server and the pages.
 *
 * Contest answers keep the spec's snake_case fields and add, for every contest:
 * - `rank` on each competitor (1-based; ties share a rank: 1, 1, 3),
 * - `end_time` (ISO instant, null when the contest has no end) and `refresh_seconds`, so the pages
 *   take the countdown and the polling interval from the data.
 * Points are whole numbers (exact shares rounded half up); total_points are metres to the centimetre.
 *
 * Every GET answer carries a strong ETag and `Cache-Control: public, max-age=N`; sending the ETag back
 * in If-None-Match gives 304 with an empty body.
 */
import { z } from 'zod';

export { CONTEST_CACHE_SECONDS, LEADERBOARD_CACHE_SECONDS, PARTNER_GYMS_CACHE_SECONDS, PUBLIC_PATHS } from './constants';

// ---------------------------------------------------------------- contests

const contestTimingShape = {
  /** ISO instant the contest ends, null when it has none. */
  end_time: z.string().nullable(),
  refresh_seconds: z.number().int().positive(),
};

const competitorNameShape = { first_name: z.string(), last_name: z.string() };

/** A contest's men's and women's rankings, and its timing. */
const rankingsByCategory = <Competitor extends z.ZodType>(competitor: Competitor) =>
  z.object({ male_competitors: z.array(competitor), female_competitors: z.array(competitor), ...contestTimingShape });

export const pointsCompetitorSchema = z.object({ ...competitorNameShape, points: z.number().int(), rank: z.number().int().positive() });
export type PointsCompetitor = z.infer<typeof pointsCompetitorSchema>;

/** GET /api/contestwebview/, /api/contestminorwebview/, /api/contestwebviewsametime/. */
export const pointsContestResponseSchema = rankingsByCategory(pointsCompetitorSchema);
export type PointsContestResponse = z.infer<typeof pointsContestResponseSchema>;

export const finalsCompetitorSchema = z.object({
  ...competitorNameShape,
  tops: z.number().int(),
  zones: z.number().int(),
  tries: z.number().int(),
  rank: z.number().int().positive(),
});
export type FinalsCompetitor = z.infer<typeof finalsCompetitorSchema>;

/** GET /api/contestwebviewfinals/. */
export const finalsContestResponseSchema = rankingsByCategory(finalsCompetitorSchema);
export type FinalsContestResponse = z.infer<typeof finalsContestResponseSchema>;

export const challengeClimberSchema = z.object({ ...competitorNameShape, total_points: z.number(), rank: z.number().int().positive() });
export type ChallengeClimber = z.infer<typeof challengeClimberSchema>;

/** GET /api/SoiréeSpécialeLancement/: the vertical-gain challenge, best first. */
export const challengeResponseSchema = z.object({
  climbers_strongest_male: z.array(challengeClimberSchema),
  climbers_strongest_female: z.array(challengeClimberSchema),
  ...contestTimingShape,
});
export type ChallengeResponse = z.infer<typeof challengeResponseSchema>;

/** GET /api/aleasorting/: empty before the end time, then the drawn winners in drawing order, always the same. */
export const drawResponseSchema = z.object({
  top_competitors: z.array(z.object(competitorNameShape)),
  ...contestTimingShape,
});
export type DrawResponse = z.infer<typeof drawResponseSchema>;

// ---------------------------------------------------------------- monthly leaderboards

/**
 * One climber of the monthly leaderboard. `userId` is the public uuid, `climberId` the numeric id,
 * `username` the display name 'Prénom N.', `gymName` the climber's home gym (null when none), `points`
 * the Gaston Index (0–100) of the current Paris calendar month.
 */
export const monthlyLeaderboardEntrySchema = z.object({
  userId: z.string().uuid(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profilePicture: z.string().nullable(),
  climberId: z.number().int(),
  gymName: z.string().nullable(),
  points: z.number().int().min(0).max(100),
  rank: z.number().int().positive(),
});
export type MonthlyLeaderboardEntry = z.infer<typeof monthlyLeaderboardEntrySchema>;

/** GET /api/leaderboard/monthly/: climbers with a top this month, best first, at most 100 per list. */
export const monthlyLeaderboardResponseSchema = z.object({
  mixed: z.array(monthlyLeaderboardEntrySchema),
  female: z.array(monthlyLeaderboardEntrySchema),
  male: z.array(monthlyLeaderboardEntrySchema),
});
export type MonthlyLeaderboardResponse = z.infer<typeof monthlyLeaderboardResponseSchema>;

/**
 * One route setter of the openings tab: `count` is the number of boulders opened this Paris calendar month
 * (boulders' opening date), `gymName` the gym where they opened the most of them.
 */
export const routeSetterOpeningsEntrySchema = z.object({
  userId: z.string().uuid(),
  firstName: z.string(),
  lastName: z.string(),
  profilePicture: z.string().nullable(),
  gymName: z.string().nullable(),
  count: z.number().int().positive(),
  rank: z.number().int().positive(),
});
export type RouteSetterOpeningsEntry = z.infer<typeof routeSetterOpeningsEntrySchema>;

/** GET /api/routesetters-boulders-leaderboard/: most boulders opened first, at most 100. */
export const routeSettersLeaderboardResponseSchema = z.array(routeSetterOpeningsEntrySchema);
export type RouteSettersLeaderboardResponse = z.infer<typeof routeSettersLeaderboardResponseSchema>;

// ---------------------------------------------------------------- notify form

export const partnerGymSchema = z.object({ id: z.string(), name: z.string() });
export type PartnerGym = z.infer<typeof partnerGymSchema>;

/** GET /api/gyms/partners/: every partner gym, by name (French collation). */
export const partnerGymsResponseSchema = z.array(partnerGymSchema);

/**
 * POST /api/potentialnewuser/. `climbing_gym` is a partner gym id or name as typed (case, accents and
 * extra spaces ignored). Checks happen on the server so that the answer carries the spec's field errors.
 */
export const notifyBodySchema = z.object({
  climbing_gym: z.string().max(300).nullish(),
  email: z.string().max(400).nullish(),
});
export type NotifyBody = z.input<typeof notifyBodySchema>;

/** 201 answer. */
export const notifyResponseSchema = z.object({ message: z.string() });

/**
 * 400 answer: `error` is the first problem; `email` and/or `climbing_gym` list the field's messages.
 * 429 answer: only `error` and `code`.
 */
export const notifyErrorResponseSchema = z.object({
  error: z.string(),
  code: z.string(),
  email: z.array(z.string()).optional(),
  climbing_gym: z.array(z.string()).optional(),
});
export type NotifyErrorResponse = z.infer<typeof notifyErrorResponseSchema>;

export { NOTIFY_MESSAGES, notifyFieldErrorKeys, type NotifyFieldErrorKeys } from '../domain/notify-rules';
