/**
 * Importing a catalogue of boulders (docs/product.md › Going live: catalogue import; Going live: calls): 'Analyser', 'Importer N blocs', 'Annuler
 * l'import'.
 */
import { idSegment } from './params';
import { z } from 'zod';
import { IMPORT_LIMITS, TAG_KINDS_LIST } from './constants';

export { IMPORT_LIMITS };

export const IMPORT_MESSAGES = {
  missing: 'Choisissez un fichier CSV ou Excel (.xlsx) à importer.',
  tooBig: 'Le fichier dépasse 5 Mo : coupez-le en plusieurs fichiers.',
  unreadable: 'Le fichier n’a pas pu être lu : enregistrez-le en CSV ou en Excel (.xlsx).',
  tooManyLines: `Le fichier a plus de ${5000} lignes : coupez-le en plusieurs fichiers.`,
  missingColumns: (columns: string[]) =>
    `Colonne${columns.length > 1 ? 's' : ''} obligatoire${columns.length > 1 ? 's' : ''} absente${columns.length > 1 ? 's' : ''} : ${columns.join(', ')}.`,
  hasErrors: 'Le fichier a des erreurs : rien n’a été importé. Corrigez les lignes indiquées, puis importez-le à nouveau.',
  importNotFound: "Cet import n'existe pas dans cette salle.",
  undoTooLate: "L'import a plus de 24 heures : il ne peut plus être annulé.",
  alreadyUndone: 'Cet import a déjà été annulé.',
} as const;

const lineErrorSchema = z.object({ line: z.number().int(), column: z.string(), message: z.string() });

export const importAnalysisSchema = z.object({
  fileName: z.string(),
  format: z.enum(['csv', 'xlsx']),
  lines: z.number().int(),
  valid: z.number().int(),
  duplicates: z.number().int(),
  /** Lines of a Gaston export whose boulder was stripped: not imported. */
  ignored: z.number().int(),
  errors: z.array(lineErrorSchema),
  rows: z.array(z.object({ line: z.number().int(), status: z.enum(['valid', 'duplicate', 'error', 'ignored']), name: z.string() })),
  missingSectors: z.array(z.string()),
  missingTags: z.array(z.object({ kind: z.enum(TAG_KINDS_LIST), name: z.string() })),
  unknownColumns: z.array(z.string()),
});
export type ImportAnalysis = z.infer<typeof importAnalysisSchema>;

/** `importId` is null when every line was already present: nothing was written. */
export const importResultSchema = z.object({ importId: z.number().int().nullable(), created: z.number().int(), duplicates: z.number().int() });
export const undoImportSchema = z.object({ removed: z.number().int(), kept: z.number().int() });

export const importListSchema = z.array(
  z.object({
    id: z.number().int(),
    fileName: z.string(),
    created: z.number().int(),
    duplicates: z.number().int(),
    createdAt: z.string(),
    by: z.string().nullable(),
    undoneAt: z.string().nullable(),
    removed: z.number().int().nullable(),
    kept: z.number().int().nullable(),
    /** Still within the 24 hours and not undone. */
    undoable: z.boolean(),
  }),
);
export type ImportListItem = z.infer<typeof importListSchema>[number];

export const importQuerySchema = z.object({
  dryRun: z.enum(['true', 'false'], { error: 'dryRun doit valoir true ou false.' }).default('true'),
});

/** `{gymId}/imports/{importId}`. */
export const importParamsSchema = z.object({ gymId: idSegment('de salle'), importId: idSegment("d'import") });
