/**
 * The password rules of docs/product.md › Back office: validation without zod, so that the password pages do not pull the
 * schema library into their bundle; password.ts builds the server-side schema on the same list.
 */
import { MESSAGES } from '../messages';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
/** The special characters the spec accepts. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';
const SPECIAL = /[!@#$%^&*(),.?":{}|<>]/;

export const PASSWORD_TOO_LONG = `Le mot de passe est trop long (${PASSWORD_MAX_LENGTH} caractères au plus)`;

export interface PasswordRule {
  /** True when the value follows the rule. */
  test: (value: string) => boolean;
  message: string;
}

/** In the order their messages are shown: the first broken rule is the one the form displays. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { test: (value) => value.length > 0, message: MESSAGES.passwordRequired },
  { test: (value) => value.length >= PASSWORD_MIN_LENGTH, message: MESSAGES.passwordMinLength },
  // Any uppercase letter, accented ones included: 'Élodie' starts with a capital for a French user.
  { test: (value) => /\p{Lu}/u.test(value), message: MESSAGES.passwordUppercase },
  { test: (value) => /[0-9]/.test(value), message: MESSAGES.passwordDigit },
  { test: (value) => SPECIAL.test(value), message: MESSAGES.passwordSpecial },
  { test: (value) => value.length <= PASSWORD_MAX_LENGTH, message: PASSWORD_TOO_LONG },
];

/** Every broken rule's message, in the spec order (empty when the password is accepted). */
export const passwordErrors = (value: string): string[] => PASSWORD_RULES.filter((rule) => !rule.test(value)).map((rule) => rule.message);

/** First message for a new password, or null when it follows every rule. */
export function passwordError(value: string): string | null {
  return PASSWORD_RULES.find((rule) => !rule.test(value))?.message ?? null;
}

/** First message for the confirmation field, or null when it repeats the password exactly. */
export function confirmationError(password: string, confirmation: string): string | null {
  if (!confirmation) return MESSAGES.confirmationRequired;
  return password === confirmation ? null : MESSAGES.confirmationMismatch;
}
