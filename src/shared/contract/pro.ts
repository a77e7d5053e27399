/**
 * A gym created from nothing (docs/product.md › Going live: operator command; Going live: gym sign-up): the owner's sign-up on /pro/inscription, its
 * confirmation, and the names the operator's command checks the same way.
 */
import { z } from 'zod';
import { emailSchema } from '../domain/email';
import { newPasswordSchema } from '../domain/password';
import { hasControlCharacters } from '../domain/text-rules';
import { MESSAGES } from '../messages';
import { JSON_BODY, personNames } from './climber-accounts';
import { GYM_NAME_MAX_LENGTH, PRO_MESSAGES } from '../domain/pro-rules';

export { GYM_NAME_MAX_LENGTH, PRO_MESSAGES };

/** A gym's name or city as stored: trimmed, inner spaces folded, 1 to 80 characters. */
export const placeName = (message: string) =>
  z
    .string({ error: message })
    .max(400, message)
    .refine((value) => !hasControlCharacters(value), MESSAGES.controlCharacters)
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .refine((value) => value.length >= 1 && value.length <= GYM_NAME_MAX_LENGTH, message);

export const gymNameSchema = placeName(PRO_MESSAGES.gymName);
export const citySchema = placeName(PRO_MESSAGES.city);

export const proSignupBodySchema = z.object(
  {
    gymName: gymNameSchema,
    city: citySchema,
    ...personNames,
    email: emailSchema,
    password: newPasswordSchema,
    acceptTerms: z.literal(true, { error: PRO_MESSAGES.acceptTerms }),
  },
  { error: JSON_BODY },
);
export type ProSignupBody = z.infer<typeof proSignupBodySchema>;
export const proSignupAnswerSchema = z.object({ message: z.string() });

export const proTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
export const proConfirmAnswerSchema = z.object({ uuid: z.string(), gymId: z.number().int(), gymName: z.string() });
