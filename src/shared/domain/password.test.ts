import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { changePasswordBodySchema, confirmationError, newPasswordSchema, PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS, passwordError } from './password';

describe('password rule messages', () => {
  it('keep the spec wording, including the lowercase start of the digit rule', () => {
    expect(MESSAGES.passwordRequired).toBe('Le mot de passe est requis');
    expect(MESSAGES.passwordMinLength).toBe('Le mot de passe doit contenir au moins 8 caractères');
    expect(MESSAGES.passwordUppercase).toBe('Le mot de passe doit contenir au moins une majuscule');
    expect(MESSAGES.passwordDigit).toBe('le mot de passe doit contenir au moins un chiffre');
    expect(MESSAGES.passwordSpecial).toBe('Le mot de passe doit contenir au moins un caractère spécial');
    expect(MESSAGES.confirmationRequired).toBe('La confirmation du mot de passe est requise');
    expect(MESSAGES.confirmationMismatch).toBe("La confirmation du mot de passe n'est pas identique");
  });
});

describe('passwordError', () => {
  it('reports the first broken rule in the spec order', () => {
    expect(passwordError('')).toBe(MESSAGES.passwordRequired);
    expect(passwordError('a')).toBe(MESSAGES.passwordMinLength);
    expect(passwordError('abcdefgh')).toBe(MESSAGES.passwordUppercase);
    expect(passwordError('Abcdefgh')).toBe(MESSAGES.passwordDigit);
    expect(passwordError('Abcdefg1')).toBe(MESSAGES.passwordSpecial);
    expect(passwordError('Abcdefg1!')).toBeNull();
  });

  it('checks the length before the other rules', () => {
    expect(passwordError('A1!')).toBe(MESSAGES.passwordMinLength);
  });

  it('accepts exactly 8 characters and refuses 7', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(passwordError('Abcde1!x')).toBeNull();
    expect(passwordError('Abcd1!x')).toBe(MESSAGES.passwordMinLength);
  });

  it('accepts each special character of the spec', () => {
    expect(PASSWORD_SPECIAL_CHARACTERS).toBe('!@#$%^&*(),.?":{}|<>');
    for (const character of PASSWORD_SPECIAL_CHARACTERS) {
      expect(passwordError(`Abcdefg1${character}`)).toBeNull();
    }
  });

  it('does not count other symbols or spaces as special characters', () => {
    for (const character of ['-', '_', '+', '=', ' ', '/', '[', ']', ';', "'", '~']) {
      expect(passwordError(`Abcdefg1${character}`)).toBe(MESSAGES.passwordSpecial);
    }
  });

  it('counts accented capitals as uppercase letters, but not lowercase ones', () => {
    expect(passwordError('Éléphant1!')).toBeNull();
    expect(passwordError('éléphant1!')).toBe(MESSAGES.passwordUppercase);
  });

  it('accepts the demo password', () => {
    expect(passwordError('Gaston-2024!')).toBeNull();
  });

  it('refuses an overlong password', () => {
    expect(passwordError(`Aa1!${'x'.repeat(253)}`)).toMatch(/trop long/);
    expect(passwordError(`Aa1!${'x'.repeat(252)}`)).toBeNull();
  });
});

describe('newPasswordSchema', () => {
  it('lists every broken rule of an empty password in the spec order', () => {
    const result = newPasswordSchema.safeParse('');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      MESSAGES.passwordRequired,
      MESSAGES.passwordMinLength,
      MESSAGES.passwordUppercase,
      MESSAGES.passwordDigit,
      MESSAGES.passwordSpecial,
    ]);
  });

  it('answers the required message for a missing value', () => {
    const result = newPasswordSchema.safeParse(undefined);
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.passwordRequired);
  });
});

describe('confirmationError', () => {
  it('requires a confirmation', () => {
    expect(confirmationError('Abcdefg1!', '')).toBe(MESSAGES.confirmationRequired);
  });

  it('requires the same text, case included', () => {
    expect(confirmationError('Abcdefg1!', 'abcdefg1!')).toBe(MESSAGES.confirmationMismatch);
    expect(confirmationError('Abcdefg1!', 'Abcdefg1! ')).toBe(MESSAGES.confirmationMismatch);
    expect(confirmationError('Abcdefg1!', 'Abcdefg1!')).toBeNull();
  });
});

describe('changePasswordBodySchema', () => {
  it('accepts a valid password confirmed identically', () => {
    const body = { new_password: 'Abcdefg1!', confirm_password: 'Abcdefg1!' };
    expect(changePasswordBodySchema.parse(body)).toEqual(body);
  });

  it('puts the mismatch message on the confirmation field', () => {
    const result = changePasswordBodySchema.safeParse({ new_password: 'Abcdefg1!', confirm_password: 'Abcdefg1?' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['confirm_password'], message: MESSAGES.confirmationMismatch })]);
  });

  it('reports a missing confirmation and a weak password on their fields', () => {
    const result = changePasswordBodySchema.safeParse({ new_password: 'abcdefg1!', confirm_password: '' });
    const messages = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toContainEqual(['new_password', MESSAGES.passwordUppercase]);
    expect(messages).toContainEqual(['confirm_password', MESSAGES.confirmationRequired]);
  });
});
