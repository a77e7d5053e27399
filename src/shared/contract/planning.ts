/** Pyramid, grade targets and setter calibration (docs/product.md › Route setting: screens; Route setting: payloads). */
import { z } from 'zod';
import { personSchema } from './boulder-writes';

export const TARGET_ERRORS = {
  targets: 'Les cibles doivent être une liste de { difficultyId, sectorId, count }.',
  count: 'Une cible est un nombre de blocs entre 0 et 999.',
  duplicate: 'Une seule cible par circuit pour la salle, et une par circuit et par secteur.',
} as const;

export const targetSchema = z.object(
  {
    difficultyId: z.number({ error: 'Circuit inconnu.' }).int().positive().max(2_147_483_647),
    sectorId: z.number({ error: 'Secteur inconnu.' }).int().positive().max(2_147_483_647).nullable(),
    count: z.number({ error: TARGET_ERRORS.count }).int(TARGET_ERRORS.count).min(0, TARGET_ERRORS.count).max(999, TARGET_ERRORS.count),
  },
  { error: TARGET_ERRORS.targets },
);
export const targetsBodySchema = z.object(
  { targets: z.array(targetSchema, { error: TARGET_ERRORS.targets }).max(2000, TARGET_ERRORS.targets) },
  { error: 'un objet JSON est attendu' },
);
export type TargetsBody = z.infer<typeof targetsBodySchema>;

export const pyramidSchema = z.object({
  targets: z.array(targetSchema),
  actual: z.array(z.object({ difficultyId: z.number().int(), now: z.number().int(), after: z.number().int() })),
  nextSector: z.object({ id: z.number().int(), name: z.string(), plannedDismantling: z.string().nullable() }).nullable(),
  toSet: z.array(z.object({ difficultyId: z.number().int(), count: z.number().int(), styles: z.array(z.string()) })),
});
export type Pyramid = z.infer<typeof pyramidSchema>;

export const calibrationSchema = z.array(
  z.object({
    setter: personSchema,
    figure: z.number().int().nullable(),
    label: z.enum(['dur', 'juste', 'gentil']).nullable(),
    boulders: z.number().int(),
    votes: z.number().int(),
  }),
);
export type Calibration = z.infer<typeof calibrationSchema>;
