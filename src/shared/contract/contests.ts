/**
 * The contests a gym runs from the back office (docs/product.md › Contests: calls; Contests: payloads): the contest with its categories
 * and boulders, its competitors. Dates travel as ISO 8601 instants (docs/product.md › Conventions of the calls).
 */
import { z } from 'zod';
import { CONTEST_FORMATS } from '../domain/contest-formats';
import { CONTEST_LIMITS as L, CONTEST_STATES, isPlausibleBirthYear, isValidContestSlug, OLDEST_BIRTH_YEAR, REFRESH_SECONDS } from '../domain/contest-rules';
import { foldKey } from '../domain/text-folding';
import { hasControlCharacters } from '../domain/text-rules';
import { MESSAGES } from '../messages';
import { idSegment, pageQuerySchema } from './params';

export const CONTEST_MESSAGES = {
  body: 'Le contenu doit être un objet JSON.',
  name: `Le nom est obligatoire (au plus ${L.nameMaxLength} caractères).`,
  slug: `L'adresse fait de ${L.slugMinLength} à ${L.slugMaxLength} caractères : lettres minuscules sans accent, chiffres et tirets, avec au moins une lettre.`,
  slugTaken: 'Cette adresse est déjà prise par un autre contest.',
  gymId: 'Choisissez la salle du contest.',
  gymChange: "La salle d'un contest ne peut pas changer.",
  updatedAt: 'La version du contest est sa date de modification (updatedAt) telle que vous l’avez lue.',
  stale:
    "Ce contest a été modifié par quelqu'un d'autre depuis que vous l'avez ouvert : rechargez la page pour voir ses réglages actuels, puis " +
    'refaites vos changements.',
  format: 'Le format doit être points, scramble, ifsc_2025, finals ou vertical_gain.',
  instant: 'Date invalide : une date ISO 8601 avec fuseau est attendue (par exemple 2026-03-14T09:00:00+01:00).',
  startsAt: 'Indiquez le début du contest.',
  endsAt: 'Indiquez la fin du contest, après son début.',
  registration: 'La fermeture des inscriptions doit suivre leur ouverture ; indiquez les deux, ou aucune.',
  selfScoring: "La fin de l'auto-saisie doit suivre son début ; indiquez les deux, ou aucune.",
  capacity: `La capacité doit être un entier de 1 à ${L.capacityMax}, ou vide.`,
  refreshSeconds: "L'actualisation de la page publique est de 15 ou 60 secondes.",
  hideResults: 'Masquer les résultats : oui ou non.',
  bestN: `Le nombre de meilleurs blocs comptés doit être un entier de 1 à ${L.bouldersMax}, ou vide pour tous.`,
  selfScoringFlag: "L'auto-saisie : oui ou non.",
  categories: `Un contest compte de 1 à ${L.categoriesMax} catégories.`,
  categoryName: `Chaque catégorie a un nom (au plus ${L.categoryNameMaxLength} caractères).`,
  categoryNames: 'Deux catégories ne peuvent pas porter le même nom.',
  gender: 'Le genre de la catégorie doit être female, male ou mixed.',
  birthYear: "L'année de naissance s'écrit en quatre chiffres (par exemple 1994).",
  birthYearTooOld: `L'année de naissance ne peut pas être avant ${OLDEST_BIRTH_YEAR}.`,
  birthYearFuture: "L'année de naissance ne peut pas être dans le futur.",
  birthYears: "L'année de naissance minimale ne peut pas dépasser la maximale.",
  boulders: `Un contest compte au plus ${L.bouldersMax} blocs.`,
  boulderNumbers: 'Les blocs sont numérotés de 1 à N, sans trou ni doublon.',
  boulderNumber: 'Le numéro du bloc doit être un entier positif.',
  boulderName: `Le nom du bloc fait au plus ${L.boulderNameMaxLength} caractères.`,
  color: 'La couleur doit être au format #rrggbb.',
  zone: 'La zone : oui ou non.',
  heightM: `La hauteur est en mètres, de 0 à ${L.heightMaxM}.`,
  points: `Les points fixes sont un entier de 1 à ${L.pointsMax}, ou vides.`,
  boulderId: "Ce bloc de la salle n'existe pas ou n'est pas dans la salle du contest.",
  itemId: 'identifiant invalide',
  unknownCategory: "Cette catégorie n'existe pas dans ce contest.",
  unknownBoulder: "Ce bloc n'existe pas dans ce contest.",
  categoryInUse: 'Cette catégorie a des compétiteurs : déplacez-les avant de la supprimer.',
  boulderInUse: 'Ce bloc a des résultats : il ne peut plus être supprimé.',
  notFound: "Ce contest n'existe pas ou n'appartient pas à vos salles.",
  firstName: `Le prénom est obligatoire (au plus ${L.personNameMaxLength} caractères).`,
  lastName: `Le nom est obligatoire (au plus ${L.personNameMaxLength} caractères).`,
  email: 'Adresse e-mail invalide.',
  categoryId: 'Choisissez la catégorie du compétiteur.',
  bib: `Le dossard doit être un entier de 1 à ${L.bibMax}.`,
  bibTaken: 'Ce dossard est déjà porté par un autre compétiteur de ce contest.',
  disqualified: 'Disqualifié : oui ou non.',
  competitorNotFound: "Ce compétiteur n'existe pas dans ce contest.",
  patchEmpty: 'Indiquez au moins un champ à modifier : categoryId, bib ou disqualified.',
} as const;
const M = CONTEST_MESSAGES;

const text = (message: string, max: number, min = 1) =>
  z
    .string({ error: message })
    .max(max * 4, message)
    .refine((value) => !hasControlCharacters(value), MESSAGES.controlCharacters)
    .transform((value) => value.trim())
    .refine((value) => value.length >= min && value.length <= max, message);

const instant = (message: string) => z.iso.datetime({ offset: true, error: message }).transform((value) => new Date(value));
const boolean = (message: string) => z.boolean({ error: message });
const positiveInt = (message: string, max: number) => z.number({ error: message }).int(message).min(1, message).max(max, message);
const id = z.number({ error: M.itemId }).int(M.itemId).positive(M.itemId).max(2_147_483_647, M.itemId);
// Each refusal says its own reason: the format, too old, or in the future.
const birthYear = z
  .number({ error: M.birthYear })
  .int(M.birthYear)
  .refine((year) => year >= OLDEST_BIRTH_YEAR, M.birthYearTooOld)
  .refine((year) => year < OLDEST_BIRTH_YEAR || isPlausibleBirthYear(year), M.birthYearFuture);

export const contestCategoryInputSchema = z
  .object(
    {
      id: id.optional(),
      name: text(M.categoryName, L.categoryNameMaxLength),
      gender: z.enum(['female', 'male', 'mixed'], { error: M.gender }),
      birthYearMin: birthYear.nullable().optional(),
      birthYearMax: birthYear.nullable().optional(),
      capacity: positiveInt(M.capacity, L.capacityMax).nullable().optional(),
    },
    { error: M.categoryName },
  )
  .refine((c) => c.birthYearMin == null || c.birthYearMax == null || c.birthYearMin <= c.birthYearMax, { message: M.birthYears, path: ['birthYearMax'] });

export const contestBoulderInputSchema = z.object(
  {
    id: id.optional(),
    number: positiveInt(M.boulderNumber, L.bouldersMax),
    name: text(M.boulderName, L.boulderNameMaxLength, 0).nullable().optional(),
    color: z
      .string({ error: M.color })
      .regex(/^#[0-9a-fA-F]{6}$/, M.color)
      .nullable()
      .optional(),
    zone: boolean(M.zone).optional(),
    heightM: z.number({ error: M.heightM }).min(0, M.heightM).max(L.heightMaxM, M.heightM).optional(),
    points: positiveInt(M.points, L.pointsMax).nullable().optional(),
    boulderId: id.nullable().optional(),
  },
  { error: M.boulderNumber },
);
export type ContestBoulderInput = z.infer<typeof contestBoulderInputSchema>;

const numberedOneToN = (boulders: readonly { number: number }[]) => {
  const numbers = new Set(boulders.map((b) => b.number));
  return numbers.size === boulders.length && boulders.every((b) => b.number <= boulders.length);
};
const distinctNames = (categories: readonly { name: string }[]) => new Set(categories.map((c) => foldKey(c.name))).size === categories.length;

const contestFields = {
  name: text(M.name, L.nameMaxLength),
  slug: z.string({ error: M.slug }).refine(isValidContestSlug, M.slug),
  gymId: z.number({ error: M.gymId }).int(M.gymId).positive(M.gymId).max(2_147_483_647, M.gymId),
  format: z.enum(CONTEST_FORMATS, { error: M.format }),
  startsAt: instant(M.startsAt),
  endsAt: instant(M.endsAt),
  registrationOpensAt: instant(M.instant).nullable().optional(),
  registrationClosesAt: instant(M.instant).nullable().optional(),
  capacity: positiveInt(M.capacity, L.capacityMax).nullable().optional(),
  refreshSeconds: z
    .union(
      REFRESH_SECONDS.map((s) => z.literal(s)),
      { error: M.refreshSeconds },
    )
    .optional(),
  hideResults: boolean(M.hideResults).optional(),
  bestN: positiveInt(M.bestN, L.bouldersMax).nullable().optional(),
  selfScoring: boolean(M.selfScoringFlag).optional(),
  selfScoringOpensAt: instant(M.instant).nullable().optional(),
  selfScoringClosesAt: instant(M.instant).nullable().optional(),
  categories: z
    .array(contestCategoryInputSchema, { error: M.categories })
    .min(1, M.categories)
    .max(L.categoriesMax, M.categories)
    .refine(distinctNames, M.categoryNames),
  boulders: z.array(contestBoulderInputSchema, { error: M.boulders }).max(L.bouldersMax, M.boulders).refine(numberedOneToN, M.boulderNumbers),
};

type Windowed = {
  startsAt?: Date;
  endsAt?: Date;
  registrationOpensAt?: Date | null;
  registrationClosesAt?: Date | null;
  selfScoringOpensAt?: Date | null;
  selfScoringClosesAt?: Date | null;
};

/** A pair of instants is both or neither, the second after the first. */
const pairOk = (opens: Date | null | undefined, closes: Date | null | undefined) =>
  (opens == null && closes == null) || (opens != null && closes != null && closes.getTime() > opens.getTime());

/** Checks the windows whose both ends the body gives; a PATCH giving one end is checked against the stored contest by the service. */
export function windowErrors(body: Windowed): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (body.startsAt && body.endsAt && body.endsAt.getTime() <= body.startsAt.getTime()) errors.endsAt = [M.endsAt];
  if (!pairOk(body.registrationOpensAt, body.registrationClosesAt)) errors.registrationClosesAt = [M.registration];
  if (!pairOk(body.selfScoringOpensAt, body.selfScoringClosesAt)) errors.selfScoringClosesAt = [M.selfScoring];
  return errors;
}

/** The gym is the path's (POST /api/gyms/{gymId}/contests/); a `gymId` in the body must name it. */
export const createContestBodySchema = z.object(
  { ...contestFields, gymId: contestFields.gymId.optional(), boulders: contestFields.boulders.optional() },
  { error: M.body },
);
export type CreateContestBody = z.infer<typeof createContestBodySchema>;
/**
 * PATCH takes any of the fields, and optionally `updatedAt` as the contest was read: when someone
 * changed it since, 409 instead of silently undoing their change (a form sends it; scripts may not).
 */
export const updateContestBodySchema = z.object(
  {
    ...(Object.fromEntries(Object.entries(contestFields).map(([key, schema]) => [key, schema.optional()])) as {
      [K in keyof typeof contestFields]: z.ZodOptional<(typeof contestFields)[K]>;
    }),
    updatedAt: instant(M.updatedAt).optional(),
  },
  { error: M.body },
);
export type UpdateContestBody = z.infer<typeof updateContestBodySchema>;

export const contestParamsSchema = z.object({ id: idSegment('de contest') });
export const competitorParamsSchema = z.object({ id: idSegment('de contest'), competitorId: idSegment('de compétiteur') });

export { pageQuerySchema };

const winnerSchema = z.object({ competitorId: z.number(), firstName: z.string(), lastName: z.string(), categoryId: z.number() });
const answeredBoulder = z.object({
  id: z.number(),
  number: z.number(),
  name: z.string(),
  color: z.string().nullable(),
  zone: z.boolean(),
  heightM: z.number(),
  points: z.number().nullable(),
  boulderId: z.number().nullable(),
});
export type ContestBoulder = z.infer<typeof answeredBoulder>;

export const answeredCategory = z.object({
  id: z.number(),
  name: z.string(),
  gender: z.enum(['female', 'male', 'mixed']),
  birthYearMin: z.number().nullable(),
  birthYearMax: z.number().nullable(),
  capacity: z.number().nullable(),
});

export const contestSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  gymId: z.number(),
  format: z.enum(CONTEST_FORMATS),
  startsAt: z.string(),
  endsAt: z.string(),
  registrationOpensAt: z.string().nullable(),
  registrationClosesAt: z.string().nullable(),
  capacity: z.number().nullable(),
  refreshSeconds: z.number(),
  hideResults: z.boolean(),
  bestN: z.number().nullable(),
  selfScoring: z.boolean(),
  selfScoringOpensAt: z.string().nullable(),
  selfScoringClosesAt: z.string().nullable(),
  state: z.enum(CONTEST_STATES),
  categories: z.array(answeredCategory),
  boulders: z.array(answeredBoulder),
  rounds: z.array(
    z.union([z.object({ kind: z.literal('qualification') }), z.object({ kind: z.literal('final'), count: z.number(), boulders: z.array(answeredBoulder) })]),
  ),
  winners: z.array(winnerSchema),
  competitorsCount: z.number(),
  updatedAt: z.string(),
});
export type Contest = z.infer<typeof contestSchema>;

export const contestListItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  state: z.enum(CONTEST_STATES),
  competitorsCount: z.number(),
});
export type ContestListItem = z.infer<typeof contestListItemSchema>;
export const contestListSchema = z.object({ count: z.number(), results: z.array(contestListItemSchema) });
export type ContestList = z.infer<typeof contestListSchema>;

// ---------------------------------------------------------------- competitors

const email = z
  .string({ error: M.email })
  .max(L.emailMaxLength, M.email)
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.email({ error: M.email }));

export const createCompetitorBodySchema = z.object(
  {
    firstName: text(M.firstName, L.personNameMaxLength),
    lastName: text(M.lastName, L.personNameMaxLength),
    email: email.nullable().optional(),
    birthYear: birthYear.nullable().optional(),
    categoryId: z.number({ error: M.categoryId }).int(M.categoryId).positive(M.categoryId).max(2_147_483_647, M.categoryId),
    bib: positiveInt(M.bib, L.bibMax).nullable().optional(),
  },
  { error: M.body },
);
export type CreateCompetitorBody = z.infer<typeof createCompetitorBodySchema>;

export const updateCompetitorBodySchema = z
  .object(
    {
      categoryId: z.number({ error: M.categoryId }).int(M.categoryId).positive(M.categoryId).max(2_147_483_647, M.categoryId).optional(),
      bib: positiveInt(M.bib, L.bibMax).nullable().optional(),
      disqualified: boolean(M.disqualified).optional(),
    },
    { error: M.body },
  )
  .refine((body) => body.categoryId !== undefined || body.bib !== undefined || body.disqualified !== undefined, M.patchEmpty);
export type UpdateCompetitorBody = z.infer<typeof updateCompetitorBodySchema>;

export const competitorSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  birthYear: z.number().nullable(),
  categoryId: z.number(),
  bib: z.number().nullable(),
  disqualified: z.boolean(),
});
export type ContestCompetitor = z.infer<typeof competitorSchema>;
export const competitorListSchema = z.object({ count: z.number(), results: z.array(competitorSchema) });
export type CompetitorList = z.infer<typeof competitorListSchema>;

export const IMPORT_HEADER = ['prenom', 'nom', 'email', 'annee_naissance', 'categorie'] as const;
export const IMPORT_MESSAGES = {
  missing: 'Joignez le fichier CSV dans le champ « file ».',
  tooBig: 'Le fichier est trop gros (1 Mo au plus).',
  unreadable: 'Le fichier envoyé est illisible.',
  encoding: "Le fichier n'est pas en UTF-8.",
  header: `Ligne 1 : les colonnes attendues sont ${IMPORT_HEADER.join(';')}.`,
  empty: 'Le fichier ne contient aucun compétiteur.',
  tooMany: `Un import compte au plus ${L.importMaxLines} compétiteurs.`,
} as const;
export const importAnswerSchema = z.object({ imported: z.number(), skipped: z.number() });
export type ImportAnswer = z.infer<typeof importAnswerSchema>;

// ---------------------------------------------------------------- final, draw, exports

export const ROUND_MESSAGES = {
  count: `Le nombre de finalistes par catégorie est un entier de 1 à ${L.finalistsMax}.`,
  finalBoulders: `La finale compte de 1 à ${L.bouldersMax} blocs, numérotés de 1 à N.`,
  finalStarted: 'La finale a déjà commencé.',
  noQualified: 'Aucun compétiteur classé : saisissez des résultats avant de lancer la finale.',
  drawCount: `Le nombre de gagnants est un entier de 1 à ${L.drawMax}.`,
  drawId: "L'identifiant du tirage doit être un UUID.",
} as const;

const finalBoulderSchema = contestBoulderInputSchema.omit({ id: true, boulderId: true, points: true });

export const finalBodySchema = z.object(
  {
    count: positiveInt(ROUND_MESSAGES.count, L.finalistsMax).optional(),
    boulders: z
      .array(finalBoulderSchema, { error: ROUND_MESSAGES.finalBoulders })
      .min(1, ROUND_MESSAGES.finalBoulders)
      .max(L.bouldersMax, ROUND_MESSAGES.finalBoulders)
      .refine(numberedOneToN, ROUND_MESSAGES.finalBoulders),
  },
  { error: M.body },
);
export type FinalBody = z.infer<typeof finalBodySchema>;

export const drawBodySchema = z.object(
  {
    categoryId: z.number({ error: M.categoryId }).int(M.categoryId).positive(M.categoryId).max(2_147_483_647, M.categoryId).nullable().optional(),
    count: positiveInt(ROUND_MESSAGES.drawCount, L.drawMax),
    /** Made by the client for each click: the same request sent again answers the same winners. */
    drawId: z.uuid({ error: ROUND_MESSAGES.drawId }).optional(),
  },
  { error: M.body },
);
export type DrawBody = z.infer<typeof drawBodySchema>;
export const drawAnswerSchema = z.object({ winners: z.array(z.object({ competitorId: z.number() })) });
export type DrawAnswer = z.infer<typeof drawAnswerSchema>;

export const exportQuerySchema = z.object({ round: z.enum(['qualification', 'final'], { error: 'La manche est qualification ou final.' }).optional() });
