import { z } from 'zod';
import { MESSAGES } from '../messages';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, normalizeEmail } from './email-rules';

export { emailError, isValidEmail, normalizeEmail } from './email-rules';

export const emailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, MESSAGES.emailInvalid)
  .transform(normalizeEmail);
