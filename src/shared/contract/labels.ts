/** Label sheets and the public boulder page (docs/product.md › Route setting: screens; Route setting: calls; Route setting: payloads). */
import { z } from 'zod';
import { holdColorSchema } from './hold-colors';
import { LABEL_CODE_ALPHABET, MAX_LABELS } from '../domain/boulder-rules';
import { gymDifficultySchema, idNameSchema } from './routes';

export { MAX_LABELS };
export const LABEL_ERRORS = {
  boulderIds: `Choisissez entre 1 et ${MAX_LABELS} blocs.`,
  format: "Le format doit être 'a4' (10 étiquettes par feuille) ou 'a6' (une étiquette par page).",
} as const;

export const labelsBodySchema = z.object(
  {
    boulderIds: z
      .array(
        z.number({ error: LABEL_ERRORS.boulderIds }).int(LABEL_ERRORS.boulderIds).positive(LABEL_ERRORS.boulderIds).max(2_147_483_647, LABEL_ERRORS.boulderIds),
        {
          error: LABEL_ERRORS.boulderIds,
        },
      )
      .min(1, LABEL_ERRORS.boulderIds)
      .max(MAX_LABELS, LABEL_ERRORS.boulderIds),
    format: z.enum(['a4', 'a6'], { error: LABEL_ERRORS.format }),
  },
  { error: 'un objet JSON est attendu' },
);
export type LabelsBody = z.infer<typeof labelsBodySchema>;

/** The short code of a label: 6 characters of the unambiguous alphabet, any case. */
export const labelCodeSegment = z
  .string()
  .regex(new RegExp(`^[${LABEL_CODE_ALPHABET}${LABEL_CODE_ALPHABET.toLowerCase()}]{6}$`), 'code de bloc invalide (6 caractères)')
  .transform((code) => code.toUpperCase());

export const publicBoulderSchema = z.object({
  code: z.string(),
  name: z.string(),
  difficulty: gymDifficultySchema,
  grade: z.string(),
  /** The holds' colour in a gym with custom colours, else null (the circuit's colour is the holds'). */
  holdColor: holdColorSchema.nullable(),
  sector: idNameSchema,
  gym: idNameSchema,
  /** ISO day of the opening. */
  openingDate: z.string(),
  picture: z.string().nullable(),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  /** Still on the wall (false once stripped). */
  active: z.boolean(),
});
export type PublicBoulder = z.infer<typeof publicBoulderSchema>;

/** `/b/{code}`: a label's code. */
export const labelCodeParamsSchema = z.object({ code: labelCodeSegment });
