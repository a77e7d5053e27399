/**
 * Gym set-up (docs/product.md › Route setting: screens 'Gym set-up', §6): sectors with their outline on the gym plan and
 * their wall picture, the plan itself, circuits, tags and the reset cycle. Chief route setters and
 * admins only. Bodies are checked for shape here; the rules that need the database (names in use,
 * a sector's history, a circuit in use) are the service's, and every refusal names its field.
 */
import { idSegment } from './params';
import { z } from 'zod';
import { TAG_GROUP_LABELS, TAG_GROUPS, type TagGroup } from './constants';
import { gymDifficultySchema, idNameSchema } from './routes';

export { TAG_GROUP_LABELS, TAG_GROUPS, type TagGroup };

export const SETUP_ERRORS = {
  sectorName: 'Le nom du secteur est obligatoire (1 à 60 caractères).',
  sectorNameTaken: 'Un secteur de cette salle porte déjà ce nom.',
  sectorHasHistory: 'Ce secteur a un historique : renomme-le plutôt',
  sectorHasDraft: "Une séance d'ouverture en cours utilise ce secteur : terminez-la ou supprimez-la d'abord.",
  position: 'La position doit être un nombre entier à partir de 1.',
  outline: 'Le contour doit compter de 3 à 100 points, tous dans le plan.',
  mediaId: 'Image inconnue : envoyez-la à nouveau.',
  circuitName: 'Le nom du circuit est obligatoire (1 à 40 caractères).',
  circuitNameTaken: 'Un circuit de cette salle porte déjà ce nom.',
  circuitInUse: 'Ce circuit est utilisé par des blocs : renommez-le ou changez sa couleur plutôt.',
  color: 'La couleur doit être au format #RRGGBB.',
  grade: 'Choisissez le niveau correspondant (par exemple 6A).',
  tagName: 'Le nom du tag est obligatoire (1 à 40 caractères).',
  tagNameTaken: 'Ce groupe a déjà un tag de ce nom.',
  tagKind: 'Choisissez le groupe : Inclinaison, Prises ou Mouvement.',
  resetCycleDays: 'Le cycle est un nombre entier de jours entre 1 et 365.',
  lastCircuit: 'La salle doit garder au moins un circuit.',
} as const;
const E = SETUP_ERRORS;

export const MAX_OUTLINE_POINTS = 100;
/** Plans and outlines are drawn in the plan picture's own pixels. */
export const MAX_PLAN_SIDE = 10_000;

const JSON_OBJECT = 'un objet JSON est attendu';
const position = z.number({ error: E.position }).int(E.position).min(1, E.position).max(1000, E.position);
const mediaId = z.string({ error: E.mediaId }).min(1, E.mediaId).max(64, E.mediaId).nullable();
const side = z.number({ error: E.outline }).positive(E.outline).max(MAX_PLAN_SIDE, E.outline);
const color = z.string({ error: E.color }).regex(/^#[0-9A-Fa-f]{6}$/, E.color);

export const outlineSchema = z
  .object(
    {
      width: side,
      height: side,
      points: z
        .array(z.tuple([z.number({ error: E.outline }), z.number({ error: E.outline })], { error: E.outline }), { error: E.outline })
        .min(3, E.outline)
        .max(MAX_OUTLINE_POINTS, E.outline),
    },
    { error: E.outline },
  )
  .refine((o) => o.points.every(([x, y]) => x >= 0 && y >= 0 && x <= o.width && y <= o.height), E.outline);
export type OutlineBody = z.infer<typeof outlineSchema>;

export const createSectorBodySchema = z.object({ name: z.string({ error: E.sectorName }).max(200, E.sectorName) }, { error: JSON_OBJECT });
export type CreateSectorBody = z.infer<typeof createSectorBodySchema>;

/** PATCH …/sectors/{id}/: rename, move to a position (1 = first), draw (null erases) the outline, set the wall picture. */
export const editSectorBodySchema = z.object(
  {
    name: z.string({ error: E.sectorName }).max(200, E.sectorName).optional(),
    position: position.optional(),
    outline: outlineSchema.nullable().optional(),
    mediaId: mediaId.optional(),
  },
  { error: JSON_OBJECT },
);
export type EditSectorBody = z.infer<typeof editSectorBodySchema>;

export const planBodySchema = z.object({ mediaId }, { error: JSON_OBJECT });
export const cycleBodySchema = z.object(
  { resetCycleDays: z.number({ error: E.resetCycleDays }).int(E.resetCycleDays).min(1, E.resetCycleDays).max(365, E.resetCycleDays) },
  { error: JSON_OBJECT },
);

const circuitFields = {
  name: z.string({ error: E.circuitName }).max(200, E.circuitName),
  color1: color,
  color2: color.nullable().optional(),
  grade: z.string({ error: E.grade }).max(5, E.grade),
  position: position.optional(),
};
export const createCircuitBodySchema = z.object(circuitFields, { error: JSON_OBJECT });
export type CreateCircuitBody = z.infer<typeof createCircuitBodySchema>;
export const updateCircuitBodySchema = z.object(
  { ...circuitFields, name: circuitFields.name.optional(), color1: color.optional(), grade: circuitFields.grade.optional() },
  { error: JSON_OBJECT },
);
export type UpdateCircuitBody = z.infer<typeof updateCircuitBodySchema>;

export const createTagBodySchema = z.object(
  { kind: z.enum(TAG_GROUPS, { error: E.tagKind }), name: z.string({ error: E.tagName }).max(200, E.tagName) },
  { error: JSON_OBJECT },
);
export type CreateTagBody = z.infer<typeof createTagBodySchema>;
export const updateTagBodySchema = z.object({ name: z.string({ error: E.tagName }).max(200, E.tagName) }, { error: JSON_OBJECT });

export const setupOutlineSchema = z.object({ width: z.number(), height: z.number(), points: z.array(z.tuple([z.number(), z.number()])) });

export const setupSectorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  picture: z.string().nullable(),
  outline: setupOutlineSchema.nullable(),
  /** Boulders ever set in it: a sector with any cannot be deleted. */
  boulders: z.number().int(),
  active: z.number().int(),
});
export type SetupSector = z.infer<typeof setupSectorSchema>;

export const setupCircuitSchema = gymDifficultySchema.extend({
  position: z.number().int(),
  /** Boulders ever set on it: a circuit with any cannot be deleted. */
  boulders: z.number().int(),
});
export type SetupCircuit = z.infer<typeof setupCircuitSchema>;

export const setupTagSchema = idNameSchema.extend({ kind: z.enum(TAG_GROUPS), boulders: z.number().int() });
export type SetupTag = z.infer<typeof setupTagSchema>;

/** GET /api/gyms/{gymId}/setup/: what the set-up tabs show. */
export const gymSetupSchema = z.object({
  gymId: z.number().int(),
  name: z.string(),
  resetCycleDays: z.number().int(),
  plan: z.string().nullable(),
  sectors: z.array(setupSectorSchema),
  difficulties: z.array(setupCircuitSchema),
  tags: z.object({ steepness: z.array(setupTagSchema), grips: z.array(setupTagSchema), style: z.array(setupTagSchema) }),
});
export type GymSetup = z.infer<typeof gymSetupSchema>;

const gymId = idSegment('de salle');
export const setupSectorParamsSchema = z.object({ gymId, sectorId: idSegment('de secteur') });
export const setupCircuitParamsSchema = z.object({ gymId, difficultyId: idSegment('de circuit') });
export const setupTagParamsSchema = z.object({ gymId, tagId: idSegment('de tag') });

/** PUT /api/gyms/{gymId}/plan/: the plan's address after it. */
export const planAnswerSchema = z.object({ plan: z.string().nullable() });
export type PlanAnswer = z.infer<typeof planAnswerSchema>;
/** PUT /api/gyms/{gymId}/reset-cycle/: the cycle after it. */
export const cycleAnswerSchema = z.object({ resetCycleDays: z.number().int() });
export type CycleAnswer = z.infer<typeof cycleAnswerSchema>;
