/**
 * New sets announced to climbers (docs/announcements.md): the staff's list with its figures, their own
 * announcement and its cancellation, and the one-click unsubscribe of the e-mails.
 */
import { z } from 'zod';
import { JSON_BODY } from './climber-accounts';
import { idSegment } from './params';

export const ANNOUNCEMENT_MESSAGES = {
  title: 'Titre : écrivez le titre de l’annonce (200 caractères au plus).',
  boulders: 'Blocs : choisissez au moins un bloc actif de la salle (500 au plus).',
  bouldersUnknown: 'Blocs : certains blocs choisis ne sont pas des blocs actifs de cette salle.',
  notPublished: 'La salle n’est pas encore publiée : aucun grimpeur ne peut être prévenu.',
  alreadySent: 'Cette annonce est déjà partie : elle ne peut plus être annulée.',
  notFound: 'Cette annonce n’existe pas dans cette salle.',
  unknownLink: 'Ce lien est inconnu : ouvrez-le depuis l’e-mail reçu.',
} as const;
const M = ANNOUNCEMENT_MESSAGES;

const boulderId = z.number({ error: M.boulders }).int(M.boulders).positive(M.boulders).max(2_147_483_647, M.boulders);

export const createAnnouncementBodySchema = z.object(
  {
    title: z.string({ error: M.title }).trim().min(1, M.title).max(200, M.title),
    boulderIds: z.array(boulderId, { error: M.boulders }).min(1, M.boulders).max(500, M.boulders),
  },
  { error: JSON_BODY },
);
export type CreateAnnouncementBody = z.infer<typeof createAnnouncementBodySchema>;

export const ANNOUNCEMENT_STATUSES = ['pending', 'sent', 'cancelled'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];
/** How a climber is told: an e-mail, a push message (each a delivery). */
export const ANNOUNCEMENT_CHANNELS = ['email', 'push'] as const;

export const announcementSchema = z.object({
  id: z.number().int(),
  status: z.enum(ANNOUNCEMENT_STATUSES),
  /** When it goes (pending), when it went (sent); null once cancelled. */
  sendAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  title: z.string(),
  boulderIds: z.array(z.number().int()),
  /** Prepared from new boulders, or written by staff. */
  automatic: z.boolean(),
  told: z.object({ email: z.number().int(), push: z.number().int() }),
  opened: z.number().int(),
  came: z.number().int(),
});
export type Announcement = z.infer<typeof announcementSchema>;
export const announcementListSchema = z.array(announcementSchema);

/** A boulder the staff may announce: active, opened in the last two weeks. */
export const announcementCandidateSchema = z.object({ id: z.number().int(), name: z.string(), sector: z.string(), circuit: z.string(), openedOn: z.string() });
export type AnnouncementCandidate = z.infer<typeof announcementCandidateSchema>;
export const announcementCandidateListSchema = z.array(announcementCandidateSchema);

export const announcementCreatedSchema = z.object({ id: z.number().int(), sendAt: z.string() });

export const announcementParamsSchema = z.object({ gymId: idSegment('de salle'), id: idSegment("d'annonce") });

/** The token of an announcement's mailed links: 43 base64url characters. */
export const announcementTokenParamsSchema = z.object({ token: z.string().regex(/^[\w-]{16,128}$/, 'lien invalide : copiez le lien entier depuis l’e-mail') });
export const unsubscribeAnswerSchema = z.object({
  gymName: z.string(),
  /** Whether the climber still gets the gym's news by e-mail. */
  email: z.boolean(),
});
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswerSchema>;
