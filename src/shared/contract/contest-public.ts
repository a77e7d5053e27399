/**
 * The public calls of a contest (docs/product.md › Contests: public pages; Contests: calls; Contests: payloads): its page's data, the live ranking (with an
 * ETag, pushed by server-sent events), a competitor's score breakdown, and registration.
 */
import { z } from 'zod';
import { answeredCategory, contestSchema, createCompetitorBodySchema } from './contests';

/** Any text: an address that is no contest's answers 404. */
export const contestSlugParamsSchema = z.object({ slug: z.string().max(200) });

const rankedCompetitorSchema = z.object({
  competitorId: z.number(),
  rank: z.number().nullable(),
  /** Empty for a registrant who refused to show their name: listed by bib only. */
  firstName: z.string(),
  /** The initial ('R.'). */
  lastName: z.string(),
  bib: z.number().nullable(),
  score: z.number().nullable(),
  tops: z.number().nullable(),
  zones: z.number().nullable(),
  disqualified: z.boolean(),
});
export type RankedCompetitor = z.infer<typeof rankedCompetitorSchema>;

const rankedCategorySchema = z.object({ id: z.number(), name: z.string(), competitors: z.array(rankedCompetitorSchema) });
export type RankedCategory = z.infer<typeof rankedCategorySchema>;

export const rankingSchema = z.union([
  z.object({ categories: z.array(rankedCategorySchema) }),
  z.object({ rounds: z.array(z.object({ kind: z.enum(['qualification', 'final']), categories: z.array(rankedCategorySchema) })) }),
]);
export type Ranking = z.infer<typeof rankingSchema>;

export const explainQuerySchema = z.object({ round: z.enum(['qualification', 'final'], { error: 'La manche est qualification ou final.' }).optional() });
export const explainParamsSchema = contestSlugParamsSchema.extend({
  id: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'identifiant de compétiteur invalide (un nombre entier positif est attendu)')
    .transform(Number),
});

export const explainSchema = z.object({
  score: z.number().nullable(),
  boulders: z.array(
    z.object({
      number: z.number(),
      points: z.number().nullable(),
      counted: z.boolean(),
      attempts: z.number(),
      zoneAttempt: z.number().nullable(),
      topAttempt: z.number().nullable(),
    }),
  ),
});
export type Explain = z.infer<typeof explainSchema>;

/** What the contest's public pages show besides the ranking: the back office's contest, less what is the organiser's. */
export const publicContestSchema = contestSchema
  .pick({
    id: true,
    name: true,
    slug: true,
    format: true,
    startsAt: true,
    endsAt: true,
    state: true,
    refreshSeconds: true,
    hideResults: true,
    bestN: true,
    registrationOpensAt: true,
    registrationClosesAt: true,
  })
  .extend({
    gymName: z.string().nullable(),
    /** Registration: open now, and whether the contest is full. */
    registrationOpen: z.boolean(),
    full: z.boolean(),
    categories: z.array(answeredCategory.omit({ capacity: true }).extend({ full: z.boolean() })),
    boulders: z.array(z.object({ number: z.number(), name: z.string(), color: z.string().nullable(), round: z.enum(['qualification', 'final']) })),
    hasFinal: z.boolean(),
  });
export type PublicContest = z.infer<typeof publicContestSchema>;

export const PUBLIC_CONTEST_MESSAGES = {
  notFound: "Ce contest n'existe pas.",
  hidden: "Les résultats sont masqués par l'organisateur jusqu'à leur annonce.",
  competitorNotFound: "Ce compétiteur n'existe pas dans ce contest.",
  noFinal: "Ce contest n'a pas de finale.",
  notFinalist: "Ce compétiteur n'est pas en finale.",
} as const;

export { publicContestPaths, RANKING_EVENT } from './contest-paths';

export const REGISTRATION_MESSAGES = {
  closed: 'Inscriptions fermées',
  full: 'Complet',
  gender: 'Indique femme ou homme.',
  consent: 'Dis si ton nom peut apparaître dans le classement (oui ou non).',
  categoryMismatch: 'Cette catégorie ne correspond pas à ton année de naissance ou à ton genre.',
  alreadyRegistered: 'Cette adresse e-mail est déjà inscrite à ce contest sous un autre nom.',
} as const;

export const registrationBodySchema = createCompetitorBodySchema.omit({ bib: true, email: true, birthYear: true }).extend({
  email: createCompetitorBodySchema.shape.email.unwrap().unwrap(),
  birthYear: createCompetitorBodySchema.shape.birthYear.unwrap().unwrap(),
  gender: z.enum(['female', 'male'], { error: REGISTRATION_MESSAGES.gender }),
  consent: z.boolean({ error: REGISTRATION_MESSAGES.consent }),
});
export type RegistrationBody = z.infer<typeof registrationBodySchema>;

export const registrationSchema = z.object({
  competitorId: z.number(),
  bib: z.number().nullable(),
  categoryId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
});
export type Registration = z.infer<typeof registrationSchema>;
