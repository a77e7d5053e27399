/** Path segment schemas shared by every back-office call. */
import { z } from 'zod';
import { userIdParamsSchema } from './auth';

/** A uuid path segment (`{id}`, `{userId}`, `{user}`): must be the logged-in user's own uuid. */
export const userUuidSegment = userIdParamsSchema.shape.id;

/**
 * A positive database id in a path segment. Digits only (no sign, no leading zero, no '1e3', no
 * spaces), at most 9 of them so that it fits a PostgreSQL integer. `what` completes
 * "identifiant … invalide", e.g. idSegment('de salle').
 */
export const idSegment = (what: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,8}$/, `identifiant ${what} invalide (un nombre entier positif est attendu)`)
    .transform(Number);

/** A missing body is read as `{}`, so that the answer names the first missing field in French. */
export const bodyOrEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? {}, schema);

export const PAGE_MESSAGES = {
  page: 'La page doit être un entier positif.',
  pageSize: 'La taille de page doit être un entier de 1 à 100.',
} as const;

/** `page` (from 1) and `pageSize` (1 to 100) of the lists that page (docs/product.md › Conventions of the calls). */
export const pageQuerySchema = z.object({
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, PAGE_MESSAGES.page)
    .transform(Number)
    .optional(),
  pageSize: z
    .string()
    .regex(/^\d{1,3}$/, PAGE_MESSAGES.pageSize)
    .transform(Number)
    .refine((n) => n >= 1 && n <= 100, PAGE_MESSAGES.pageSize)
    .optional(),
});

/** `{gymId}`: a gym's id. */
export const gymIdParamsSchema = z.object({ gymId: idSegment('de salle') });

/** `{boulderId}`: a boulder's id. */
export const boulderIdParamsSchema = z.object({ boulderId: idSegment('de bloc') });

/** `{userId}`: the logged-in user's own uuid. */
export const userIdPathSchema = z.object({ userId: userUuidSegment });
