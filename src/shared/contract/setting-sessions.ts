/**
 * Setting days (docs/product.md › Route setting: screens 'Séance d'ouverture', §7): a draft kept on the server, edited
 * from any device, then validated in one transaction. A draft may hold incomplete rows; the
 * validation checks them all and names each bad line ('Ligne 2 : …').
 */
import { idSegment } from './params';
import { z } from 'zod';
import { MAX_SETTING_ROWS } from '../domain/boulder-rules';
import { BOULDER_FIELD_ERRORS as E, JSON_OBJECT, boulderOptionalFields, optionalId, personSchema } from './boulder-writes';
import { routeSchema } from './routes';

export { MAX_SETTING_ROWS };

const dateText = z.string({ error: E.date }).max(30, E.date).nullable().optional();

export const SESSION_ERRORS = {
  rows: `Une séance compte de 1 à ${MAX_SETTING_ROWS} blocs.`,
  keptBoulderIds: 'Les blocs gardés doivent être des blocs actifs de ce secteur.',
  validated: 'Cette séance a déjà été validée : elle ne peut plus être modifiée.',
  noRows: 'Ajoutez au moins un bloc avant de valider la séance.',
} as const;

/** One line of the grid, complete or not. */
export const settingRowSchema = z.object(
  {
    name: z.string({ error: E.name }).max(200, E.name).nullable().optional(),
    difficultyId: optionalId(E.difficultyId),
    grade: z.string({ error: E.grade }).max(5, E.grade).nullable().optional(),
    ...boulderOptionalFields,
    setterUuids: z
      .array(z.uuid({ error: E.setterUuids }), { error: E.setterUuids })
      .max(10, E.setterUuids)
      .nullable()
      .optional(),
    height: z.number({ error: E.height }).min(1, E.height).max(20, E.height).nullable().optional(),
  },
  { error: 'chaque ligne doit être un objet JSON' },
);
export type SettingRow = z.infer<typeof settingRowSchema>;

const sessionFields = {
  sectorId: z.number({ error: E.sectorId }).int(E.sectorId).positive(E.sectorId).max(2_147_483_647, E.sectorId),
  openingDate: dateText,
  plannedDismantling: dateText,
  keptBoulderIds: z
    .array(z.number().int().positive().max(2_147_483_647), { error: SESSION_ERRORS.keptBoulderIds })
    .max(500, SESSION_ERRORS.keptBoulderIds)
    .optional(),
  setterUuids: z
    .array(z.uuid({ error: E.setterUuids }), { error: E.setterUuids })
    .max(10, E.setterUuids)
    .optional(),
  rows: z.array(settingRowSchema, { error: SESSION_ERRORS.rows }).max(MAX_SETTING_ROWS, SESSION_ERRORS.rows).optional(),
};

export const createSessionBodySchema = z.object(sessionFields, { error: JSON_OBJECT });
export type CreateSessionBody = z.infer<typeof createSessionBodySchema>;
export const updateSessionBodySchema = z.object({ ...sessionFields, sectorId: sessionFields.sectorId.optional() }, { error: JSON_OBJECT });
export type UpdateSessionBody = z.infer<typeof updateSessionBodySchema>;

export const settingSessionSchema = z.object({
  id: z.number().int(),
  sectorId: z.number().int(),
  /** ISO days. */
  openingDate: z.string().nullable(),
  plannedDismantling: z.string().nullable(),
  keptBoulderIds: z.array(z.number().int()),
  setterUuids: z.array(z.string()),
  rows: z.array(settingRowSchema),
  status: z.enum(['draft', 'validated']),
  createdBy: personSchema.nullable(),
  updatedAt: z.string(),
});
export type SettingSession = z.infer<typeof settingSessionSchema>;

export const validationAnswerSchema = z.object({
  id: z.number().int(),
  status: z.literal('validated'),
  opening: z.object({ sectorId: z.number().int(), openingDate: z.string(), plannedDismantling: z.string() }),
  boulders: z.array(routeSchema),
  stripped: z.number().int(),
});
export type ValidationAnswer = z.infer<typeof validationAnswerSchema>;

/** `{gymId}/setting-sessions/{sessionId}`. */
export const settingSessionParamsSchema = z.object({ gymId: idSegment('de salle'), sessionId: idSegment("de séance d'ouverture") });
export const settingSessionListSchema = z.array(settingSessionSchema);
