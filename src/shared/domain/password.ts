import { z } from 'zod';
import { MESSAGES } from '../messages';

export const PASSWORD_MIN_LENGTH = 8;
/** The special characters the spec accepts. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';
const SPECIAL = /[!@#$%^&*(),.?":{}|<>]/;

/** The rules of back-office.md §5, in the order their messages are shown. */
export const newPasswordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordMinLength)
  // Any uppercase letter, accented ones included: 'Élodie' starts with a capital for a French user.
  .regex(/\p{Lu}/u, MESSAGES.passwordUppercase)
  .regex(/[0-9]/, MESSAGES.passwordDigit)
  .regex(SPECIAL, MESSAGES.passwordSpecial)
  .max(256, 'Le mot de passe est trop long (256 caractères au plus)');

export const changePasswordBodySchema = z
  .object({
    new_password: newPasswordSchema,
    confirm_password: z.string({ error: MESSAGES.confirmationRequired }).min(1, MESSAGES.confirmationRequired),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    message: MESSAGES.confirmationMismatch,
    path: ['confirm_password'],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** First message for a new password, or null when it follows every rule. */
export function passwordError(value: string): string | null {
  const result = newPasswordSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? MESSAGES.passwordRequired);
}

export function confirmationError(password: string, confirmation: string): string | null {
  if (!confirmation) return MESSAGES.confirmationRequired;
  return password === confirmation ? null : MESSAGES.confirmationMismatch;
}
