/**
 * The staff's moderation inbox (docs/product.md › Climbers: moderation; Climbers: payloads): open problem reports and the visible comments of
 * a gym not yet read, newest first; a report is resolved with an optional note, a comment hidden with
 * a reason or kept (read, left visible).
 */
import { z } from 'zod';
import { CLIMBER_LIMITS, REPORT_KINDS } from '../domain/climber-rules';
import { hasControlCharacters } from '../domain/text-rules';
import { MESSAGES } from '../messages';
import { idSegment, pageQuerySchema } from './params';

export const MODERATION_MESSAGES = {
  note: `La note doit faire au plus ${CLIMBER_LIMITS.moderationNoteMaxLength} caractères.`,
  reason: `Indiquez la raison (1 à ${CLIMBER_LIMITS.moderationNoteMaxLength} caractères).`,
  page: 'La page doit être un entier positif.',
  pageSize: 'La taille de page doit être un entier de 1 à 100.',
  reportNotFound: "Ce signalement n'existe pas ou n'appartient pas à vos salles.",
  commentNotFound: "Ce commentaire n'existe pas ou n'appartient pas à vos salles.",
  alreadyResolved: 'Ce signalement est déjà résolu.',
  alreadyHidden: 'Ce commentaire est déjà masqué.',
  alreadyReviewed: 'Ce commentaire a déjà été traité.',
} as const;
const M = MODERATION_MESSAGES;

const staffText = (message: string, min: number) =>
  z
    .string({ error: message })
    .max(CLIMBER_LIMITS.moderationNoteMaxLength * 4, message)
    .refine((value) => !hasControlCharacters(value, { multiline: true }), MESSAGES.controlCharacters)
    .transform((value) => value.trim())
    .refine((value) => value.length >= min && value.length <= CLIMBER_LIMITS.moderationNoteMaxLength, message);

export const reportParamsSchema = z.object({ id: idSegment('de signalement') });
export const moderatedCommentParamsSchema = z.object({ id: idSegment('de commentaire') });

export const moderationQuerySchema = pageQuerySchema;

export const moderationItemSchema = z.object({
  type: z.enum(['report', 'comment']),
  id: z.number(),
  boulder: z.object({ id: z.number(), name: z.string() }),
  /** null once the climber deleted their account. */
  climber: z.object({ uuid: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
  kind: z.enum(REPORT_KINDS).nullable(),
  text: z.string().nullable(),
  createdAt: z.string(),
  ageHours: z.number(),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;
export const moderationInboxSchema = z.object({ count: z.number(), results: z.array(moderationItemSchema) });
export type ModerationInbox = z.infer<typeof moderationInboxSchema>;

export const resolveBodySchema = z.object({ note: staffText(M.note, 0).nullable().optional() }, { error: 'un objet JSON est attendu' });
export const resolvedSchema = z.object({ id: z.number(), resolvedAt: z.string(), note: z.string().nullable() });
export const hideBodySchema = z.object({ reason: staffText(M.reason, 1) }, { error: 'un objet JSON est attendu' });
export const hiddenSchema = z.object({ id: z.number(), hiddenAt: z.string(), reason: z.string() });
export const keptSchema = z.object({ id: z.number(), reviewedAt: z.string() });
