/**
 * What a climber wants to hear of the gyms they follow (docs/announcements.md): e-mail and push per gym,
 * all circuits or some. GET /api/v1/me/notifications/ lists them (the home gym by default when the
 * climber gave the consent); PUT replaces the list.
 */
import { z } from 'zod';
import { JSON_BODY } from './climber-accounts';

export const GYM_NEWS_MESSAGES = {
  gyms: 'Salles : une liste de 50 salles au plus est attendue.',
  gymId: 'Salle inconnue.',
  twice: 'Salles : chaque salle une seule fois.',
  circuits: 'Circuits : choisissez des circuits de cette salle, ou aucun pour tous.',
  channel: 'E-mail et push doivent valoir true ou false.',
} as const;
const M = GYM_NEWS_MESSAGES;

const id = (message: string) => z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

export const gymNewsChoiceSchema = z.object({
  gymId: id(M.gymId),
  email: z.boolean({ error: M.channel }),
  push: z.boolean({ error: M.channel }),
  /** Only the new boulders of these circuits; null for all. */
  circuits: z.array(id(M.circuits), { error: M.circuits }).max(100, M.circuits).nullable(),
});

export const putGymNewsBodySchema = z
  .object({ gyms: z.array(gymNewsChoiceSchema, { error: M.gyms }).max(50, M.gyms) }, { error: JSON_BODY })
  .refine((body) => new Set(body.gyms.map((g) => g.gymId)).size === body.gyms.length, { message: M.twice, path: ['gyms'] });
export type PutGymNewsBody = z.infer<typeof putGymNewsBodySchema>;

export const gymNewsSchema = z.object({
  gyms: z.array(gymNewsChoiceSchema.extend({ gymName: z.string(), circuits: z.array(z.number().int()).nullable() })),
});
export type GymNews = z.infer<typeof gymNewsSchema>;
