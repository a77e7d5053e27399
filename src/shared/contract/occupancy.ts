/**
 * A gym's crowd level, 'Affluence' (docs/occupancy.md): now, and by hour of the week over the last
 * weeks ('Meilleurs moments'); the entry counter's call; the staff's settings. Aggregates only: no
 * answer names or counts a person.
 */
import { z } from 'zod';
import { OCCUPANCY_LEVELS } from '../domain/occupancy';
import { JSON_BODY } from './climber-accounts';

export const OCCUPANCY_MESSAGES = {
  count: 'Nombre de personnes : un nombre entier de 0 à 100 000 est attendu.',
  capacity: 'Capacité d’accueil : un nombre entier de 1 à 100 000 est attendu.',
  enabled: 'Afficher l’affluence doit valoir true ou false.',
  capacityForCounter: 'Capacité d’accueil : indiquez-la avant de créer le jeton du compteur, le niveau se calcule par rapport à elle.',
  off: 'Cette salle ne publie pas son affluence.',
  token: 'Jeton du compteur absent ou invalide : créez-en un dans Paramètres > Affluence.',
} as const;
const M = OCCUPANCY_MESSAGES;

const level = z.enum(OCCUPANCY_LEVELS);

export const occupancySchema = z.object({
  level,
  /** 'counter' while the gym's entry counter reported within the last 15 minutes, else the app's estimate. */
  source: z.enum(['estimate', 'counter']),
  updatedAt: z.string(),
});
export type Occupancy = z.infer<typeof occupancySchema>;

/** One hour of the week with any activity over the last weeks; the hours without any are left out. */
export const occupancyHourSchema = z.object({
  weekday: z.number().int().min(1).max(7),
  hour: z.number().int().min(0).max(23),
  level,
});
export const occupancyHistorySchema = z.array(occupancyHourSchema);
export type OccupancyHour = z.infer<typeof occupancyHourSchema>;

export const occupancyCountBodySchema = z.object(
  { count: z.number({ error: M.count }).int(M.count).min(0, M.count).max(100_000, M.count) },
  { error: JSON_BODY },
);

const capacity = z.number({ error: M.capacity }).int(M.capacity).min(1, M.capacity).max(100_000, M.capacity);

export const occupancySettingsBodySchema = z.object({ enabled: z.boolean({ error: M.enabled }), capacity: capacity.nullable() }, { error: JSON_BODY });
export type OccupancySettingsBody = z.infer<typeof occupancySettingsBodySchema>;

export const occupancySettingsSchema = z.object({
  enabled: z.boolean(),
  capacity: z.number().int().nullable(),
  /** When the counter's token was made; null without one. The token itself is shown once, when made. */
  tokenCreatedAt: z.string().nullable(),
  /** The counter's last report, if any. */
  count: z.number().int().nullable(),
  countedAt: z.string().nullable(),
});
export type OccupancySettings = z.infer<typeof occupancySettingsSchema>;

export const occupancyTokenSchema = z.object({ token: z.string() });
