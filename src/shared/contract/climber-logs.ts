/**
 * What climbers log through the app's API (docs/product.md › Climbers: the app; Climbers: calls; Climbers: validation and limits; Climbers:
 * payloads): ascents by client id (one
 * or a batch), ratings, grade votes, comments and problem reports.
 */
import { z } from 'zod';
import { CLIMBER_LIMITS, GRADE_FEELINGS, REPORT_KINDS } from '../domain/climber-rules';
import { hasControlCharacters } from '../domain/text-rules';
import { MESSAGES } from '../messages';
import { JSON_BODY } from './climber-accounts';
import { idSegment } from './params';

export const LOG_MESSAGES = {
  clientId: "L'identifiant du passage doit être un UUID créé par l'application.",
  boulderId: 'Identifiant de bloc invalide.',
  tries: `Le nombre d'essais doit être un entier de 1 à ${CLIMBER_LIMITS.maxTries}.`,
  topped: 'Indique si le bloc est enchaîné (vrai ou faux).',
  loggedAt: 'La date du passage doit être une date et heure ISO 8601 avec fuseau (par exemple 2026-11-25T18:30:00Z).',
  loggedAtFuture: 'La date du passage ne peut pas être dans le futur.',
  loggedAtTooOld: 'Un passage ne peut pas être daté de plus de 14 jours.',
  boulderNotOpen: "Ce bloc n'était pas ouvert à la date du passage.",
  boulderNotFound: "Ce bloc n'existe pas.",
  ascentNotFound: "Ce passage n'existe pas ou n'est pas le vôtre.",
  clientIdTaken: 'Cet identifiant de passage est déjà utilisé pour un autre passage : crée-en un nouveau.',
  batchItems: `Le lot doit être une liste de 1 à ${CLIMBER_LIMITS.batchMax} passages.`,
  tooManyPerMinute: 'Trop de passages enregistrés en une minute. Réessaie dans un instant.',
  tooManyPerDay: 'Tu as atteint la limite de 300 passages par jour.',
  stars: 'La note doit être un nombre entier d’étoiles de 1 à 5.',
  feeling: 'Le ressenti doit être « plus_facile », « juste » ou « plus_dur ».',
  grade: 'Choisis une cotation de l’échelle (par exemple 6B+).',
  voteNeedsTop: 'Tu ne peux voter pour la cotation que d’un bloc que tu as enchaîné.',
  comment: `Le commentaire doit faire de 1 à ${CLIMBER_LIMITS.commentMaxLength} caractères.`,
  commentNotFound: "Ce commentaire n'existe pas ou n'est pas le vôtre.",
  tooManyComments: 'Tu as atteint la limite de 20 commentaires par jour.',
  reportKind: 'Le type de problème doit être « prise_qui_tourne », « prise_cassee », « dangereux » ou « autre ».',
  reportText: `La description doit faire au plus ${CLIMBER_LIMITS.reportTextMaxLength} caractères.`,
  tooManyReports: 'Tu as atteint la limite de 20 signalements par jour.',
} as const;
const L = LOG_MESSAGES;

const positiveId = (message: string) => z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

export const clientIdParamsSchema = z.object({ clientId: z.uuid({ error: L.clientId }) });
export const boulderIdParamsSchema = z.object({ id: idSegment('de bloc') });
export const commentIdParamsSchema = z.object({ id: idSegment('de commentaire') });

/** An instant with `Z` or an offset (docs/product.md › Conventions of the calls). */
export const instantSchema = (message: string) => z.iso.datetime({ offset: true, error: message });

export const ascentBodySchema = z.object(
  {
    boulderId: positiveId(L.boulderId),
    tries: z.number({ error: L.tries }).int(L.tries).min(1, L.tries).max(CLIMBER_LIMITS.maxTries, L.tries),
    topped: z.boolean({ error: L.topped }),
    loggedAt: instantSchema(L.loggedAt),
  },
  { error: JSON_BODY },
);
export type AscentBody = z.infer<typeof ascentBodySchema>;

export const ascentSchema = z.object({
  clientId: z.string(),
  boulderId: z.number(),
  tries: z.number(),
  topped: z.boolean(),
  loggedAt: z.string(),
  flash: z.boolean(),
});
export type Ascent = z.infer<typeof ascentSchema>;

/** Items are judged one by one by the service, so one bad item does not refuse the others. */
export const batchBodySchema = z.object(
  { items: z.array(z.unknown(), { error: L.batchItems }).min(1, L.batchItems).max(CLIMBER_LIMITS.batchMax, L.batchItems) },
  { error: JSON_BODY },
);
export const batchItemSchema = ascentBodySchema.extend({ clientId: z.uuid({ error: L.clientId }) });

export const batchAnswerSchema = z.object({
  results: z.array(z.object({ clientId: z.string().nullable(), status: z.number(), messages: z.array(z.string()) })),
});
export type BatchAnswer = z.infer<typeof batchAnswerSchema>;

export const ratingBodySchema = z.object({ stars: z.number({ error: L.stars }).int(L.stars).min(1, L.stars).max(5, L.stars) }, { error: JSON_BODY });
export const ratingSchema = z.object({ stars: z.number() });

export const gradeVoteBodySchema = z.object(
  { feeling: z.enum(GRADE_FEELINGS, { error: L.feeling }), grade: z.string({ error: L.grade }).max(5, L.grade) },
  { error: JSON_BODY },
);
export const gradeVoteSchema = z.object({ feeling: z.enum(GRADE_FEELINGS), grade: z.string() });

/** A text a climber types: control characters refused (line breaks allowed), trimmed, then measured. */
const typedText = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .max(max * 4, message)
    .refine((value) => !hasControlCharacters(value, { multiline: true }), MESSAGES.controlCharacters)
    .transform((value) => value.trim())
    .refine((value) => value.length >= min && value.length <= max, message);

export const commentBodySchema = z.object({ text: typedText(L.comment, 1, CLIMBER_LIMITS.commentMaxLength) }, { error: JSON_BODY });
export const climberCommentSchema = z.object({ id: z.number(), text: z.string(), createdAt: z.string() });

export const reportBodySchema = z.object(
  {
    kind: z.enum(REPORT_KINDS, { error: L.reportKind }),
    text: typedText(L.reportText, 0, CLIMBER_LIMITS.reportTextMaxLength).nullable().optional(),
  },
  { error: JSON_BODY },
);
export const reportSchema = z.object({ id: z.number(), kind: z.enum(REPORT_KINDS), text: z.string().nullable(), createdAt: z.string() });
