/**
 * What the climbers' app reads (docs/product.md › Climbers: the app; Climbers: calls; Climbers: payloads): gyms, a gym's plan, sectors and circuits,
 * its active boulders with my status, one boulder, my logbook, progress and Gaston Index.
 */
import { z } from 'zod';
import { holdColorSchema } from './hold-colors';
import { MY_STATUSES } from '../domain/climber-rules';
import { hasControlCharacters } from '../domain/text-rules';
import { MESSAGES } from '../messages';
import { idSegment } from './params';

export const READ_MESSAGES = {
  gymNotFound: "Cette salle n'existe pas.",
  gymUnavailable: 'Salle indisponible.',
  boulderNotFound: "Ce bloc n'existe pas.",
  status: 'Le statut doit être « none », « project » ou « done ».',
  day: 'La date doit être un jour au format AAAA-MM-JJ.',
  range: 'La période doit aller de « from » à « to », 366 jours au plus.',
  month: 'Le mois doit être au format AAAA-MM.',
  noGym: 'Choisis une salle (paramètre « gym ») ou une salle principale dans ton profil.',
  query: 'La recherche doit faire au plus 100 caractères.',
} as const;
const R = READ_MESSAGES;

export const gymIdParamsSchema = z.object({ id: idSegment('de salle') });

const optionalId = (what: string) => idSegment(what).optional();

export const gymSearchQuerySchema = z.object({
  q: z
    .string()
    .max(100, R.query)
    .refine((value) => !hasControlCharacters(value), MESSAGES.searchControlCharacters)
    .optional(),
});

export const gymListSchema = z.array(z.object({ id: z.number(), name: z.string(), city: z.string() }));

export const circuitSchema = z.object({
  id: z.number(),
  name: z.string(),
  svg: z.string(),
  corresponding_difficulty: z.string(),
  color_1: z.string(),
  color_2: z.string().nullable(),
});

export const gymDetailSchema = z.object({
  id: z.number(),
  name: z.string(),
  city: z.string(),
  plan: z.string().nullable(),
  sectors: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      /** SVG path over the plan, in the plan's `viewBox` units; null when the sector has no outline. */
      outline: z.string().nullable(),
      viewBox: z.string().nullable(),
      labelX: z.number(),
      labelY: z.number(),
    }),
  ),
  circuits: z.array(circuitSchema),
  /** The gym's tags, to filter boulders by (`tagIds` of each boulder): steepness, grips, style. */
  tags: z.array(z.object({ id: z.number(), kind: z.enum(['steepness', 'grips', 'style']), name: z.string() })),
});
export type GymDetail = z.infer<typeof gymDetailSchema>;

export const climberBoulderQuerySchema = z.object({
  sector: optionalId('de secteur'),
  circuit: optionalId('de circuit'),
  status: z.enum(MY_STATUSES, { error: R.status }).optional(),
});

export const climberBoulderSchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  sectorId: z.number(),
  difficultyId: z.number(),
  grade: z.string(),
  colorId: z.number().nullable(),
  /** The holds' colour in a gym with custom colours (null elsewhere, or when not set). */
  holdColor: holdColorSchema.nullable(),
  /** A small picture for the list: the photo's 400 px version, or the boulder's drawing; null without either. */
  thumbnail: z.string().nullable(),
  /** Where the boulder is on the gym's plan (fractions of the plan's width and height, from its top left); null when not placed. */
  planPosition: z.object({ x: z.number(), y: z.number() }).nullable(),
  tagIds: z.array(z.number()),
  openedAt: z.string(),
  plannedDismantling: z.string().nullable(),
  isNew: z.boolean(),
  dismantlingSoon: z.boolean(),
  myStatus: z.enum(MY_STATUSES),
});
export type ClimberBoulder = z.infer<typeof climberBoulderSchema>;
export const climberBoulderListSchema = z.array(climberBoulderSchema);

export const climberBoulderDetailSchema = climberBoulderSchema.extend({
  gymId: z.number(),
  active: z.boolean(),
  picture: z.string().nullable(),
  stats: z.object({
    successRate: z.number().nullable(),
    flashRate: z.number().nullable(),
    averageGrade: z.string().nullable(),
    rating: z.number().nullable(),
    ratingCount: z.number(),
  }),
  myRating: z.number().nullable(),
  comments: z.array(
    z.object({ id: z.number(), text: z.string(), createdAt: z.string(), author: z.object({ firstName: z.string(), lastInitial: z.string() }) }),
  ),
});
export type ClimberBoulderDetail = z.infer<typeof climberBoulderDetailSchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, R.day);
export const logbookQuerySchema = z.object({ from: day.optional(), to: day.optional() });
export const logbookSchema = z.object({
  days: z.array(
    z.object({
      date: z.string(),
      tops: z.number(),
      flashes: z.number(),
      tries: z.number(),
      boulders: z.array(
        z.object({
          boulderId: z.number(),
          name: z.string(),
          grade: z.string(),
          tries: z.number(),
          topped: z.boolean(),
          flash: z.boolean(),
          /** The client ids of that day's logs of the boulder, for DELETE ascents/{clientId}/ (logs made through the API). */
          clientIds: z.array(z.string()),
        }),
      ),
    }),
  ),
  hardestTops: z.array(z.object({ boulderId: z.number(), name: z.string(), grade: z.string(), date: z.string() })),
});
export type Logbook = z.infer<typeof logbookSchema>;

export const gymQuerySchema = z.object({ gym: optionalId('de salle') });
export const progressSchema = z.object({
  circuits: z.array(z.object({ id: z.number(), name: z.string(), active: z.number(), topped: z.number(), share: z.number() })),
});
export type Progress = z.infer<typeof progressSchema>;

export const indexQuerySchema = gymQuerySchema.extend({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, R.month)
    .optional(),
});
export const climberIndexSchema = z.object({
  month: z.string(),
  index: z.number(),
  rank: z.number().nullable(),
  boulders: z.array(z.object({ boulderId: z.number(), name: z.string(), grade: z.string(), style: z.string() })),
});
export type ClimberIndex = z.infer<typeof climberIndexSchema>;
