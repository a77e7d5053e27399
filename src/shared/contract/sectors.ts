/**
 * Sector calls of docs/product.md › Back office: calls (sector-details, sector-details-by-id), field names as §3
 * writes them. Each figure is defined in docs/statistics.md ("Secteurs"): the current opening of
 * the sector against its previous opening.
 */
import { z } from 'zod';
import { withPreviousPeriod } from './figures';
import { idSegment } from './params';
import { commentSchema, routeSchema } from './routes';

export const sectorIdParamsSchema = z.object({ sectorId: idSegment('de secteur') });

/** Outline of a sector over the gym's sectors picture (SVG viewBox size and path data). */
export const sectorOutlineSchema = z.object({ width: z.number(), height: z.number(), paths: z.array(z.string()) });

export const sectorBasisChoiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  polyline: sectorOutlineSchema.nullable(),
  picture_sector: z.string().nullable(),
  /** Label position on the sectors picture. */
  x: z.number(),
  y: z.number(),
  /** The sector with the most recent current opening (exactly one when a sector was ever opened). */
  newest_sector: z.boolean(),
  /** The open sector next to be dismantled (exactly one when a sector is open). */
  oldest_sector: z.boolean(),
});
export type SectorBasisChoice = z.infer<typeof sectorBasisChoiceSchema>;

export const sectorDetailsSchema = z.object({
  sectorId: z.number().int(),
  sectorName: z.string(),
  sectorPicture: z.string().nullable(),
  sectorSvg: sectorOutlineSchema.nullable(),
  ...withPreviousPeriod(
    {
      totalSectorTries: z.number().int(),
      triesPerDay: z.number(),
      /** Grade label of the mean grade proposal, null without proposals. */
      averageGrade: z.string().nullable(),
      percentageSuccess: z.number(),
      averageTriesBeforeTop: z.number(),
    },
    'LastSector',
  ),
  percentageFlash: z.number(),
  /** Flash percentage of the previous opening (the spec's name). */
  percentageLastSector: z.number(),
  /** Mean stars of the current opening's boulders, null without ratings. */
  ranking: z.number().nullable(),
  rankingCount: z.number().int(),
  /** Boulders of the current opening, sorted by difficulty grade. */
  routes: z.array(routeSchema),
  /** Comments of those boulders, newest first. */
  comments: z.array(commentSchema),
  /** Current opening day 'YYYY-MM-DD' (null for a sector never opened). */
  openingDate: z.string().nullable(),
  /** Planned closing day of the current opening 'YYYY-MM-DD', null when not planned. */
  closingDate: z.string().nullable(),
  /** Extra: opening day of the previous opening, null when the sector has no previous opening. */
  previousOpeningDate: z.string().nullable(),
  /**
   * Extra: the day the current opening was stripped ('YYYY-MM-DD'), null while it is on the wall.
   * A stripped sector shows as such: its boulders are then the stripped ones, none to browse.
   */
  dismantledDate: z.string().nullable(),
});
export type SectorDetails = z.infer<typeof sectorDetailsSchema>;

export const sectorDetailsAnswerSchema = z.object({
  sectorBasisChoices: z.array(sectorBasisChoiceSchema),
  /** Details of the newest sector, null when the gym has no opened sector. */
  latestSectorDetails: sectorDetailsSchema.nullable(),
  /** Extra: the gym's overview picture on which the outlines are drawn. */
  gymPicture: z.string().nullable(),
});
export type SectorDetailsAnswer = z.infer<typeof sectorDetailsAnswerSchema>;
