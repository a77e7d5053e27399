/**
 * E-mail rules without zod, so that the login page does not pull the schema library into its
 * bundle; email.ts builds the server-side schema on the same pattern.
 */
import { PAGE_MESSAGES as MESSAGES } from '../page-messages';
import { CONTROL_CLASS } from './text-rules';

/** Lowercased and trimmed, as the reset request and login send it. */
export const normalizeEmail = (value: string) => value.trim().toLowerCase();

// Same pattern on both sides so the form and the server agree on what is valid. No spaces and no
// control characters (a NUL would otherwise reach PostgreSQL, which refuses it).
const PART = `[^\\s@${CONTROL_CLASS}]+`;
export const EMAIL_PATTERN = new RegExp(`^${PART}@${PART}\\.${PART}$`);
export const EMAIL_MAX_LENGTH = 254;

export const isValidEmail = (value: string) => EMAIL_PATTERN.test(value.trim()) && value.trim().length <= EMAIL_MAX_LENGTH;

/** The first rule an e-mail field breaks (its key in PAGE_MESSAGES and in the climbers' catalogue), or null. */
export function emailErrorKey(value: string): 'emailRequired' | 'emailInvalid' | null {
  if (!value.trim()) return 'emailRequired';
  return isValidEmail(value) ? null : 'emailInvalid';
}

/** First message for an e-mail field, or null. */
export function emailError(value: string): string | null {
  const key = emailErrorKey(value);
  return key && MESSAGES[key];
}
