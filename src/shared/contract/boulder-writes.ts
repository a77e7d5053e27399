/**
 * Staff writes on boulders (docs/product.md › Route setting: calls; Route setting: payloads): create, edit with a version, strip and undo a
 * strip, and the history. Bodies are checked for shape here (types, lengths); the rules that need
 * the database (the sector's gym, the circuit's grade, names in use) are the service's, and every
 * refusal names its field: `{error, code, name: ['…']}`.
 */
import { z } from 'zod';
import { MAX_SETTERS, MAX_STRIP_IDS } from '../domain/boulder-rules';
import { routeSchema } from './routes';

export { MAX_SETTERS, MAX_STRIP_IDS };

const id = (message: string) => z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);
export const optionalId = (message: string) => id(message).nullable().optional();
const dateText = (message: string) => z.string({ error: message }).max(30, message);

export const BOULDER_FIELD_ERRORS = {
  name: 'Le nom du bloc est obligatoire (1 à 60 caractères).',
  sectorId: 'Choisissez le secteur du bloc.',
  difficultyId: 'Choisissez le circuit du bloc.',
  grade: 'Choisissez le sous-niveau du bloc (par exemple 6B+).',
  level: 'Le niveau doit valoir 1, 2 ou 3.',
  colorId: 'Couleur des prises inconnue.',
  tag: 'Tag inconnu.',
  setterUuids: 'Choisissez un ou plusieurs ouvreurs de la salle.',
  date: 'La date doit être saisie au format JJ/MM/AAAA',
  height: 'La hauteur doit être un nombre de mètres entre 1 et 20.',
  mediaId: 'Photo inconnue : envoyez-la à nouveau.',
  version: 'La version du bloc est obligatoire pour le modifier.',
  planPosition: 'Position sur le plan : x et y, entre 0 et 1, sont attendus (ou null pour aucune).',
} as const;
const E = BOULDER_FIELD_ERRORS;

const planFraction = z.number({ error: E.planPosition }).min(0, E.planPosition).max(1, E.planPosition);
/** Where a boulder is on the gym's plan: fractions of the plan's width and height, from its top left corner. */
export const planPositionSchema = z.object({ x: planFraction, y: planFraction }, { error: E.planPosition });
export type PlanPosition = z.infer<typeof planPositionSchema>;

/** What a boulder and a setting day's row both may leave out: level, hold colour and the three tags. */
export const boulderOptionalFields = {
  level: z
    .union([z.literal(1), z.literal(2), z.literal(3)], { error: E.level })
    .nullable()
    .optional(),
  colorId: optionalId(E.colorId),
  tagSteepnessId: optionalId(E.tag),
  tagGripsId: optionalId(E.tag),
  tagStyleId: optionalId(E.tag),
  planPosition: planPositionSchema.nullable().optional(),
};

/** Fields of a boulder as the form sends them; every one optional, so a PATCH sends only what changed. */
const boulderFields = {
  name: z.string({ error: E.name }).max(200, E.name),
  sectorId: id(E.sectorId),
  difficultyId: id(E.difficultyId),
  grade: z.string({ error: E.grade }).max(5, E.grade),
  ...boulderOptionalFields,
  setterUuids: z
    .array(z.uuid({ error: E.setterUuids }), { error: E.setterUuids })
    .min(1, E.setterUuids)
    .max(MAX_SETTERS, E.setterUuids)
    .optional(),
  openingDate: dateText(E.date).optional(),
  plannedDismantling: dateText(E.date).nullable().optional(),
  height: z.number({ error: E.height }).min(1, E.height).max(20, E.height).optional(),
  mediaId: z.string({ error: E.mediaId }).max(64, E.mediaId).nullable().optional(),
};

export const JSON_OBJECT = 'un objet JSON est attendu';

/** POST /api/boulders/: name, sector, circuit and sub-level are required. */
export const createBoulderBodySchema = z.object(boulderFields, { error: JSON_OBJECT });
export type CreateBoulderBody = z.infer<typeof createBoulderBodySchema>;

/** PATCH /api/boulders/{id}/: the changed fields and the version the form was made from. */
export const updateBoulderBodySchema = z.object(
  {
    ...Object.fromEntries(Object.entries(boulderFields).map(([key, schema]) => [key, schema.optional()])),
    version: z.number({ error: E.version }).int(E.version).min(1, E.version),
  } as { [K in keyof typeof boulderFields]: z.ZodOptional<(typeof boulderFields)[K]> } & { version: z.ZodNumber },
  { error: JSON_OBJECT },
);
export type UpdateBoulderBody = z.infer<typeof updateBoulderBodySchema>;

export const STRIP_ERRORS = {
  ids: `Choisissez entre 1 et ${MAX_STRIP_IDS} blocs à démonter.`,
  sectorId: 'Secteur inconnu.',
  oneScope: 'Indiquez soit les blocs (ids), soit le secteur (sectorId) à démonter.',
} as const;

/** POST /api/boulders/strip/: these boulders, or every active boulder of a sector (closing its current opening). */
export const stripBodySchema = z.object(
  {
    ids: z.array(id(STRIP_ERRORS.ids), { error: STRIP_ERRORS.ids }).min(1, STRIP_ERRORS.ids).max(MAX_STRIP_IDS, STRIP_ERRORS.ids).optional(),
    sectorId: id(STRIP_ERRORS.sectorId).optional(),
    date: dateText(E.date),
  },
  { error: JSON_OBJECT },
);
export type StripBody = z.infer<typeof stripBodySchema>;
export const stripAnswerSchema = z.object({ stripped: z.number().int() });

export const personSchema = z.object({ uuid: z.string(), firstName: z.string(), lastName: z.string() });
export type Person = z.infer<typeof personSchema>;

/** GET /api/boulders/{id}/: the Route plus what the edit form needs. */
export const boulderDetailSchema = routeSchema.extend({
  setters: z.array(personSchema),
  code: z.string(),
  version: z.number().int(),
  height: z.number(),
  mediaId: z.string().nullable(),
  planPosition: planPositionSchema.nullable(),
  /** When the strip was recorded: it can be undone for 7 days after. */
  strippedAt: z.string().nullable(),
});
export type BoulderDetail = z.infer<typeof boulderDetailSchema>;

export const HISTORY_KINDS = ['creation', 'edit', 'strip', 'unstrip', 'setting_day', 'setup', 'rights', 'import'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

export const historyEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  user: personSchema.nullable(),
  kind: z.enum(HISTORY_KINDS),
  boulderId: z.number().int().nullable(),
  sectorId: z.number().int().nullable(),
  /** What the line is about, when it is not the sector: 'Bloc « Le Renard »', or the person whose rights changed. */
  subject: z.string().nullable(),
  changes: z.array(z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() })),
  text: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export const historyListSchema = z.array(historyEntrySchema);

/** GET /api/gyms/{gymId}/setters/: the people a boulder may name as its setters. */
export const personListSchema = z.array(personSchema);

const pageNumber = (message: string, max: number, fallback: number) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(max, message).default(fallback);

/** GET /api/gyms/{gymId}/history/?page=&pageSize=&user=&kind=: the gym's journal. */
export const gymJournalQuerySchema = z.object({
  page: pageNumber('numéro de page invalide', 100_000, 1),
  pageSize: pageNumber('taille de page invalide', 200, 50),
  user: z.uuid({ error: 'personne inconnue (uuid attendu)' }).optional(),
  kind: z.enum(HISTORY_KINDS, { error: `type inconnu : ${HISTORY_KINDS.join(', ')}` }).optional(),
});
export const gymJournalSchema = z.object({ count: z.number().int(), results: historyListSchema });
export type GymJournal = z.infer<typeof gymJournalSchema>;
