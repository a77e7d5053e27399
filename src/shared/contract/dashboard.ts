/**
 * Dashboard calls of docs/product.md › Back office: calls (gymgeneralstats, top-boulders, latest-gym-route-comments,
 * sectorsoverview): path segments and answers, field names exactly as §3 writes them.
 * Every figure is defined in docs/statistics.md. Percentages are 0–100 with two decimals.
 */
import { z } from 'zod';
import { withPreviousPeriod } from './figures';
import { idSegment, userUuidSegment } from './params';

export const gymIdParam = idSegment('de salle');
/** The `{user}` segment: the logged-in user's uuid (checked against the session by the route). */
export const userParam = userUuidSegment;

export const userGymParamsSchema = z.object({ user: userParam, gymId: gymIdParam });

const usageFigures = {
  connexionsTotal: z.number().int(),
  sessionsTotal: z.number().int(),
  trysTotal: z.number().int(),
  distinctConnexions: z.number().int(),
};

export const difficultyDistributionSchema = z.object({
  /** Gym difficulty id (extra field, for the link to the circuit). */
  id: z.number().int(),
  difficultyName: z.string(),
  /** Grade label the circuit corresponds to, e.g. '6A'. */
  difficultyGrade: z.string(),
  difficultyColor1: z.string(),
  difficultyColor2: z.string().nullable(),
  /** Active boulders of that difficulty. */
  countBoulder: z.number().int(),
});

export const gymGeneralStatsSchema = z.object({
  ...withPreviousPeriod(usageFigures, 'LastMonth'),
  /** Every gym difficulty in position order, with 0 when it has no active boulder. */
  difficulties: z.array(difficultyDistributionSchema),
  totalActiveRoutes: z.number().int(),
  /** Extra: first day and last day (included) of the current and previous periods, 'YYYY-MM-DD'. */
  period: z.object({ from: z.string(), to: z.string(), previousFrom: z.string(), previousTo: z.string(), days: z.number().int() }),
});
export type GymGeneralStats = z.infer<typeof gymGeneralStatsSchema>;

/** A boulder card (dashboard top boulders and circuit details). */
export const boulderCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  picture: z.string().nullable(),
  sectorName: z.string(),
  /** Stored level -1/0/1 (level 1/2/3). */
  level: z.number().int(),
  /** Hold colour code, null when the boulder has none. */
  gripColor: z.string().nullable(),
  difficultySvg: z.string(),
  difficultyColor: z.string(),
  triesPerDay: z.number(),
  totalTries: z.number().int(),
  averageTriesBeforeTop: z.number(),
  /** Mean stars with two decimals, null without any rating. */
  ranking: z.number().nullable(),
  rankingCount: z.number().int(),
});
export type BoulderCard = z.infer<typeof boulderCardSchema>;

export const topBouldersSchema = z.array(boulderCardSchema);
/** How many boulders top-boulders answers: the page shows 4, then the rest on demand. */
export const TOP_BOULDERS_LIMIT = 12;
/** How many comments latest-gym-route-comments answers. */
export const LATEST_COMMENTS_LIMIT = 10;

export const sectorOverviewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Active boulders of the sector; 0 for a dismantled sector. */
  countBoulders: z.number().int(),
  /** Current opening's day 'YYYY-MM-DD', null for a sector never opened. */
  openingDate: z.string().nullable(),
  /** Current opening's planned closing day 'YYYY-MM-DD', null when not planned. */
  plannedClosingDate: z.string().nullable(),
});
export type SectorOverview = z.infer<typeof sectorOverviewSchema>;
export const sectorsOverviewSchema = z.array(sectorOverviewSchema);
