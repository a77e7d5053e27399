/**
 * The settings calls (docs/product.md › Back office: screens "Settings", §3 "Route setter", §7), for gym admins only:
 * - GET /api/gym-owner-route-setters/{userId}: the staff of the gyms where the user is admin,
 *   without the user's own row; `roles` are French labels (Chef-ouvreur, Ouvreur, Média), the
 *   distinct access types of that person over the admin's gyms; `gyms` only the admin's gyms.
 * - GET /api/gym-owner-climbers/{userId}/: people who can be made setters.
 * - POST /api/update-or-create-route-setter-infos/ and POST /api/update-route-setter-infos/{user}/.
 * Roles are accepted as codes (route_setter) or labels, English or French (accessTypeFromLabel).
 */
import { z } from 'zod';
import { hasControlCharacters } from '../domain/text-rules';
import { MESSAGES } from '../messages';
import { ACCESS_TYPES, accessTypeFromLabel, type AccessType } from '../domain/roles';
import { JSON_OBJECT_EXPECTED } from './dates';
import { userUuidSegment } from './gyms';
import { idNameSchema } from './routes';
import { MAX_CLIMBER_OPTIONS } from './constants';

export const userIdPathSchema = z.object({ userId: userUuidSegment });
export const userPathSchema = z.object({ user: userUuidSegment });

export const routeSetterRowSchema = z.object({
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  picture: z.string().nullable(),
  /** French labels, in the order Chef-ouvreur, Ouvreur, Média. */
  roles: z.array(z.string()),
  gyms: z.array(idNameSchema),
});
export type RouteSetterRow = z.infer<typeof routeSetterRowSchema>;
export const routeSetterListSchema = z.array(routeSetterRowSchema);

export const climberOptionSchema = z.object({ uid: z.string(), firstName: z.string(), lastName: z.string() });
export type ClimberOption = z.infer<typeof climberOptionSchema>;
export const climberListSchema = z.array(climberOptionSchema);

/** Most climbers offered by gym-owner-climbers (sorted by last name). */
export { MAX_CLIMBER_OPTIONS };
/** A climber who logged or opened the app in one of the admin's gyms this many days back is offered. */
export const CLIMBER_RECENT_DAYS = 30;

/**
 * Our addition: `?search=` narrows gym-owner-climbers to the names containing the text (case and
 * accents ignored), for gyms with more climbers than MAX_CLIMBER_OPTIONS.
 */
export const climberSearchQuerySchema = z.object({
  search: z
    .string({ error: 'la recherche doit être un texte' })
    .max(100, 'recherche trop longue (au plus 100 caractères)')
    .optional()
    .refine((value) => !value || !hasControlCharacters(value), MESSAGES.searchControlCharacters)
    .transform((value) => value?.trim() || undefined),
});

const roleSchema = z
  .string({ error: 'chaque rôle doit être un texte' })
  .max(40, 'rôle inconnu')
  .transform((label, ctx): AccessType => {
    const accessType = accessTypeFromLabel(label.trim());
    if (accessType) return accessType;
    ctx.addIssue({ code: 'custom', message: `rôle inconnu : « ${label.slice(0, 40)} » (Chef-ouvreur, Ouvreur ou Média attendu)` });
    return z.NEVER;
  });

const gymIdSchema = z
  .number({ error: 'identifiant de salle invalide (un nombre entier positif est attendu)' })
  .int('identifiant de salle invalide (un nombre entier positif est attendu)')
  .positive('identifiant de salle invalide (un nombre entier positif est attendu)')
  .max(2_147_483_647, 'identifiant de salle invalide');

const rightsShape = {
  userId: z.string({ error: 'identifiant utilisateur invalide' }).uuid('identifiant utilisateur invalide'),
  roles: z
    .array(roleSchema, { error: 'la liste des rôles est attendue' })
    .min(1, 'choisissez au moins un rôle')
    .max(10, 'trop de rôles')
    // Stored in one order whatever the order sent.
    .transform((roles) => ACCESS_TYPES.filter((type) => roles.includes(type))),
};

/** POST /api/update-or-create-route-setter-infos/: gives these roles on these gyms (at least one). */
export const upsertRouteSetterBodySchema = z.object(
  {
    ...rightsShape,
    gyms: z
      .array(gymIdSchema, { error: 'la liste des salles est attendue' })
      .min(1, 'choisissez au moins une salle')
      .max(100, 'trop de salles')
      .transform((gyms) => [...new Set(gyms)]),
  },
  { error: JSON_OBJECT_EXPECTED },
);
export type UpsertRouteSetterBody = z.input<typeof upsertRouteSetterBodySchema>;

/**
 * POST /api/update-route-setter-infos/{user}/: the person's roles and gyms among the admin's gyms;
 * an admin gym left out of `gyms` is taken away from them (an empty list removes them everywhere).
 */
export const updateRouteSetterBodySchema = z.object(
  {
    ...rightsShape,
    gyms: z
      .array(gymIdSchema, { error: 'la liste des salles est attendue' })
      .max(100, 'trop de salles')
      .transform((gyms) => [...new Set(gyms)]),
  },
  { error: JSON_OBJECT_EXPECTED },
);
export type UpdateRouteSetterBody = z.input<typeof updateRouteSetterBodySchema>;

export const settingsWriteResponseSchema = z.object({ message: z.string() });

export const SETTINGS_MESSAGES = {
  rightsSaved: "Les droits d'ouverture ont été enregistrés.",
  userNotFound: "Cet utilisateur n'existe pas.",
  notYourSetter: "Cette personne ne fait pas partie de l'équipe de vos salles.",
  cannotRemoveOwnAdmin: 'Vous ne pouvez pas vous retirer vous-même une salle dont vous êtes administrateur.',
  cannotRemoveAdmin: 'Un administrateur de la salle ne peut pas en être retiré depuis cette page.',
} as const;
