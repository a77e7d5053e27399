/**
 * Scoring a contest (docs/product.md › Contests: scoring entry; Contests: calls; Contests: payloads): a result is an upsert of (competitor, boulder) under a
 * client-made id; judges get a link and a 6-digit code and open a session with them.
 */
import { z } from 'zod';
import { CONTEST_LIMITS as L } from '../domain/contest-rules';
import { hasControlCharacters } from '../domain/text-rules';
import { MESSAGES } from '../messages';
import { idSegment } from './params';

export const MAX_ATTEMPTS = 999;
export const JUDGE_CODE_PATTERN = /^\d{6}$/;
export const JUDGE_TOKEN_PREFIX = 'gjs_';
/** A competitor's personal self-scoring link (docs/product.md › Contests: who may do what), also sent as `Authorization: Bearer`. */
export const COMPETITOR_TOKEN_PREFIX = 'gcs_';
/** Bearer tokens of contest scoring (a judge's session, a competitor's link): nobody's account. */
export const isContestBearer = (token: string | undefined) =>
  token !== undefined && (token.startsWith(JUDGE_TOKEN_PREFIX) || token.startsWith(COMPETITOR_TOKEN_PREFIX));
/** Who entered a result: a judge, the competitor themselves, or the organiser. */
export const CONTEST_RESULT_SOURCES = ['judge', 'self', 'organiser'] as const;

export const SCORING_MESSAGES = {
  body: 'Le contenu doit être un objet JSON.',
  clientId: "L'identifiant de saisie doit être un uuid.",
  competitorId: 'Indiquez le compétiteur.',
  boulderId: 'Indiquez le bloc.',
  attempts: `Le nombre d'essais est un entier de 0 à ${MAX_ATTEMPTS}.`,
  zoneAttempt: "L'essai de la zone est un entier de 1 au nombre d'essais, ou vide.",
  topAttempt: "L'essai du top est un entier de 1 au nombre d'essais, ou vide.",
  zoneAfterTop: 'La zone ne peut pas venir après le top.',
  noZone: "Ce bloc n'a pas de zone.",
  clientIdReused: 'Cet identifiant de saisie a déjà servi pour un autre résultat.',
  competitorElsewhere: "Ce compétiteur n'est pas inscrit à ce contest.",
  boulderElsewhere: "Ce bloc n'appartient pas à ce contest.",
  notFinalist: "Ce compétiteur n'est pas en finale.",
  boulderNotAssigned: "Ce bloc n'est pas confié à ce juge.",
  judgeOutsideTime: "Ce lien de juge n'est valable que du début du contest à la fin du lendemain de sa fin.",
  selfScoringOff: "L'auto-saisie n'est pas ouverte pour ce contest.",
  selfScoringClosed: "L'auto-saisie de ce contest n'est pas ouverte en ce moment.",
  notYourResult: 'Tu ne peux saisir que tes propres résultats.',
  judgeName: 'Le nom du juge est obligatoire (au plus 80 caractères).',
  judgeCode: 'Le code est fait de 6 chiffres.',
  judgeBoulders: 'Choisissez au moins un bloc de ce contest pour ce juge.',
  judgeLink: "Ce lien de juge n'existe pas.",
  judgeWrongCode: 'Code incorrect.',
  judgeLocked: 'Trop de codes incorrects sur ce lien : réessaie dans 15 minutes.',
  judgeSessionRequired: 'Ouvre le lien du juge et saisis son code.',
  selfLink: "Ce lien personnel n'existe pas ou plus : demandes-en un nouveau à l'organisateur.",
  selfLinksOff: "Activez l'auto-saisie dans les réglages du contest avant d'envoyer les liens personnels.",
} as const;
const M = SCORING_MESSAGES;

const attempt = (message: string) => z.number({ error: message }).int(message).min(1, message).max(MAX_ATTEMPTS, message).nullable();
const id = (message: string) => z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

export const resultParamsSchema = z.object({ id: idSegment('de contest'), clientId: z.uuid({ error: M.clientId }) });

export const resultBodySchema = z
  .object(
    {
      competitorId: id(M.competitorId),
      boulderId: id(M.boulderId),
      attempts: z.number({ error: M.attempts }).int(M.attempts).min(0, M.attempts).max(MAX_ATTEMPTS, M.attempts),
      zoneAttempt: attempt(M.zoneAttempt)
        .optional()
        .transform((value) => value ?? null),
      topAttempt: attempt(M.topAttempt)
        .optional()
        .transform((value) => value ?? null),
    },
    { error: M.body },
  )
  .refine((r) => r.zoneAttempt === null || r.zoneAttempt <= r.attempts, { message: M.zoneAttempt, path: ['zoneAttempt'] })
  .refine((r) => r.topAttempt === null || r.topAttempt <= r.attempts, { message: M.topAttempt, path: ['topAttempt'] })
  .refine((r) => r.zoneAttempt === null || r.topAttempt === null || r.zoneAttempt <= r.topAttempt, { message: M.zoneAfterTop, path: ['zoneAttempt'] });
export type ResultBody = z.infer<typeof resultBodySchema>;

export const resultSchema = z.object({
  clientId: z.string(),
  competitorId: z.number(),
  boulderId: z.number(),
  attempts: z.number(),
  zoneAttempt: z.number().nullable(),
  topAttempt: z.number().nullable(),
});
export type ContestResult = z.infer<typeof resultSchema>;

export const createJudgeBodySchema = z.object(
  {
    name: z
      .string({ error: M.judgeName })
      .max(320, M.judgeName)
      .refine((value) => !hasControlCharacters(value), MESSAGES.controlCharacters)
      .transform((value) => value.trim())
      .refine((value) => value.length >= 1 && value.length <= 80, M.judgeName),
    code: z.string({ error: M.judgeCode }).regex(JUDGE_CODE_PATTERN, M.judgeCode),
    boulderIds: z
      .array(id(M.judgeBoulders), { error: M.judgeBoulders })
      .min(1, M.judgeBoulders)
      .max(L.bouldersMax * 2, M.judgeBoulders),
  },
  { error: M.body },
);
export type CreateJudgeBody = z.infer<typeof createJudgeBodySchema>;

export const judgeSchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  boulderIds: z.array(z.number()),
  link: z.string(),
  token: z.string(),
});
export type Judge = z.infer<typeof judgeSchema>;

export const judgeSessionBodySchema = z.object(
  {
    token: z.string({ error: M.judgeLink }).min(1, M.judgeLink).max(200, M.judgeLink),
    code: z.string({ error: M.judgeCode }).regex(JUDGE_CODE_PATTERN, M.judgeCode),
  },
  { error: M.body },
);

/** What a judge's phone needs: the contest, the judge's boulders and the competitors to find by bib or name. */
export const judgeViewSchema = z.object({
  judge: z.object({ id: z.number(), name: z.string() }),
  contest: z.object({ id: z.number(), name: z.string(), slug: z.string(), format: z.string(), startsAt: z.string(), endsAt: z.string() }),
  boulders: z.array(
    z.object({
      id: z.number(),
      number: z.number(),
      name: z.string(),
      color: z.string().nullable(),
      zone: z.boolean(),
      round: z.enum(['qualification', 'final']),
    }),
  ),
  competitors: z.array(
    z.object({ id: z.number(), firstName: z.string(), lastName: z.string(), bib: z.number().nullable(), categoryId: z.number(), finalist: z.boolean() }),
  ),
  results: z.array(resultSchema.omit({ clientId: true })),
  /** Until when the session is valid. */
  validUntil: z.string(),
});
export type JudgeView = z.infer<typeof judgeViewSchema>;

/** The judge's link (docs/product.md › Contests: who may do what), a page of the site. */
export const judgeLinkPath = (token: string) => `/contests/juge/${token}`;

// ---------------------------------------------------------------- organiser's table, history, judges' edits

/** GET /api/contests/{id}/results/: every current result, for the organiser's correction table. */
export const contestResultsSchema = z.object({ results: z.array(resultSchema.omit({ clientId: true })) });
export type ContestResults = z.infer<typeof contestResultsSchema>;

/** GET /api/contests/{id}/results/history/: filtered by competitor and/or boulder, newest first. */
export const resultHistoryQuerySchema = z.object({ competitorId: idSegment('de compétiteur').optional(), boulderId: idSegment('de bloc').optional() });

export const resultHistorySchema = z.object({
  entries: z.array(
    resultSchema.extend({
      source: z.enum(CONTEST_RESULT_SOURCES),
      /** The judge's name, or the staff member's or competitor's first and last names; null once they are gone. */
      author: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type ResultHistory = z.infer<typeof resultHistorySchema>;

export const JUDGE_EDIT_MESSAGES = {
  empty: 'Indiquez au moins un champ à modifier : name, code ou boulderIds.',
  notFound: "Ce juge n'existe pas dans ce contest.",
} as const;

export const judgeParamsSchema = z.object({ id: idSegment('de contest'), judgeId: idSegment('de juge') });

/** PATCH …/judges/{judgeId}/: a new code closes the judge's open sessions (the old code may have leaked). */
export const updateJudgeBodySchema = z
  .object(
    {
      name: createJudgeBodySchema.shape.name.optional(),
      code: createJudgeBodySchema.shape.code.optional(),
      boulderIds: createJudgeBodySchema.shape.boulderIds.optional(),
    },
    { error: M.body },
  )
  .refine((body) => body.name !== undefined || body.code !== undefined || body.boulderIds !== undefined, JUDGE_EDIT_MESSAGES.empty);
export type UpdateJudgeBody = z.infer<typeof updateJudgeBodySchema>;

// ---------------------------------------------------------------- the climber's own contests (self-scoring)

/** GET /api/v1/me/contests/: the contests the climber competes in (their account linked to the registration). */
export const myContestsSchema = z.object({
  contests: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      slug: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      competitorId: z.number(),
      bib: z.number().nullable(),
      category: z.string(),
      disqualified: z.boolean(),
      selfScoring: z.boolean(),
      /** The self-scoring window (the contest's own times when the organiser set none). */
      selfScoringOpensAt: z.string(),
      selfScoringClosesAt: z.string(),
      /** True while the window is open: results may be entered now. */
      selfScoringOpen: z.boolean(),
      boulders: z.array(z.object({ id: z.number(), number: z.number(), name: z.string(), color: z.string().nullable(), zone: z.boolean() })),
      results: z.array(resultSchema.omit({ clientId: true, competitorId: true })),
    }),
  ),
});
export type MyContests = z.infer<typeof myContestsSchema>;
export type MyContest = MyContests['contests'][number];

/** GET /api/contests/self-scoring/ with a personal link's token: that competitor's contest, as in the app. */
export const selfScoringViewSchema = myContestsSchema.shape.contests.element;

/** The personal link mailed to a competitor without an account (docs/product.md › Contests: who may do what), a page of the site. */
export const selfScoringLinkPath = (slug: string, token: string) => `/contests/${slug}/moi/${token}`;

/**
 * POST /api/contests/{id}/self-scoring-links/: mails the personal link to every competitor with an
 * e-mail and no account who has not had it yet; `sent` counts this call's mails (`failed` those that did not leave), `withLink` everyone
 * who has a link now, `withoutEmail` those who cannot get one.
 */
export const selfScoringLinksSchema = z.object({ sent: z.number(), failed: z.number(), withLink: z.number(), withoutEmail: z.number() });
export type SelfScoringLinks = z.infer<typeof selfScoringLinksSchema>;

export const judgeListSchema = z.array(judgeSchema);

/** POST /api/contests/judge/session/: the judge's session token. */
export const judgeSessionAnswerSchema = z.object({ token: z.string() });
export type JudgeSessionAnswer = z.infer<typeof judgeSessionAnswerSchema>;
