import { describe, expect, it } from 'vitest';
import { matchLocale } from './locales';

describe('matchLocale', () => {
  it('takes the first supported language, whatever its region', () => {
    expect(matchLocale(['en-GB', 'fr-FR'])).toBe('en');
    expect(matchLocale(['de-DE', 'fr-CA', 'en'])).toBe('fr');
    expect(matchLocale(['EN_us'])).toBe('en');
  });

  it('answers French when nothing is supported or nothing is given', () => {
    expect(matchLocale(['de', 'it-IT'])).toBe('fr');
    expect(matchLocale([])).toBe('fr');
    expect(matchLocale([''])).toBe('fr');
  });
});
