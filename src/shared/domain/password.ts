import { z } from 'zod';
import { MESSAGES } from '../messages';
import { confirmationError, passwordError, passwordErrors, PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from './password-rules';

// The rules live in password-rules.ts (zod-free, for the pages); the schema reports the same messages.
export { confirmationError, passwordError, PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS };

/** The rules of docs/product.md › Back office: validation: every broken rule is an issue, in the order their messages are shown. */
export const newPasswordSchema = z.string({ error: MESSAGES.passwordRequired }).superRefine((value, context) => {
  for (const message of passwordErrors(value)) context.addIssue({ code: 'custom', message });
});

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
