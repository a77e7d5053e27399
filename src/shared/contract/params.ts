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
