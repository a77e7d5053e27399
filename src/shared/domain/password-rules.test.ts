import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { newPasswordSchema } from './password';
import { confirmationError, passwordError, passwordErrors, PASSWORD_RULES, PASSWORD_TOO_LONG } from './password-rules';

const samples = ['', 'a', 'A1!', 'abcdefgh', 'Abcdefgh', 'Abcdefg1', 'Abcdefg1!', 'éléphant1!', 'Éléphant1!', 'Gaston-2024!', `Aa1!${'x'.repeat(253)}`];

describe('password rules without zod', () => {
  it('list the spec messages in the spec order', () => {
    expect(PASSWORD_RULES.map((rule) => rule.message)).toEqual([
      MESSAGES.passwordRequired,
      MESSAGES.passwordMinLength,
      MESSAGES.passwordUppercase,
      MESSAGES.passwordDigit,
      MESSAGES.passwordSpecial,
      PASSWORD_TOO_LONG,
    ]);
  });

  it('give the page the same messages as the server schema', () => {
    for (const sample of samples) {
      const result = newPasswordSchema.safeParse(sample);
      const schemaMessages = result.success ? [] : result.error.issues.map((issue) => issue.message);
      expect(passwordErrors(sample), sample).toEqual(schemaMessages);
      expect(passwordError(sample), sample).toBe(schemaMessages[0] ?? null);
    }
  });

  it('check the confirmation after its presence', () => {
    expect(confirmationError('Abcdefg1!', '')).toBe(MESSAGES.confirmationRequired);
    expect(confirmationError('Abcdefg1!', 'Abcdefg1?')).toBe(MESSAGES.confirmationMismatch);
    expect(confirmationError('Abcdefg1!', 'Abcdefg1!')).toBeNull();
  });
});
