import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { emailError, emailSchema, isValidEmail, normalizeEmail } from './email';

describe('normalizeEmail', () => {
  it('trims and lowercases, as the login and reset request send it', () => {
    expect(normalizeEmail('  Chef@Demo.FR ')).toBe('chef@demo.fr');
  });
});

describe('isValidEmail', () => {
  it.each(['chef@demo.fr', 'prenom.nom+salle@grimpe.example.com', ' chef@demo.fr '])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['', 'chef', 'chef@', '@demo.fr', 'chef@demo', 'chef @demo.fr', 'chef@@demo.fr', 'chef@demo.fr@x'])('rejects "%s"', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('rejects addresses longer than 254 characters', () => {
    const local = 'a'.repeat(64);
    const fits = `${local}@${'b'.repeat(254 - 64 - 1 - 3)}.fr`;
    expect(fits).toHaveLength(254);
    expect(isValidEmail(fits)).toBe(true);
    expect(isValidEmail(`a${fits}`)).toBe(false);
  });
});

describe('emailSchema', () => {
  it('normalises a valid address', () => {
    expect(emailSchema.parse('  Media@Demo.fr ')).toBe('media@demo.fr');
  });

  it('answers the required message for an empty or missing address', () => {
    expect(emailSchema.safeParse('').error?.issues[0]?.message).toBe(MESSAGES.emailRequired);
    expect(emailSchema.safeParse('   ').error?.issues[0]?.message).toBe(MESSAGES.emailRequired);
    expect(emailSchema.safeParse(undefined).error?.issues[0]?.message).toBe(MESSAGES.emailRequired);
  });

  it('answers the invalid message for a malformed address', () => {
    expect(MESSAGES.emailInvalid).toBe('Adresse email invalide');
    expect(emailSchema.safeParse('chef@demo').error?.issues[0]?.message).toBe(MESSAGES.emailInvalid);
  });
});

describe('emailError', () => {
  it('gives the first message for the field, or null', () => {
    expect(MESSAGES.emailRequired).toBe("L'email est requis");
    expect(emailError('')).toBe(MESSAGES.emailRequired);
    expect(emailError('  ')).toBe(MESSAGES.emailRequired);
    expect(emailError('chef@')).toBe(MESSAGES.emailInvalid);
    expect(emailError(' Chef@Demo.fr ')).toBeNull();
  });
});
