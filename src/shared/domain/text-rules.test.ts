import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN } from './email-rules';
import { CONTROL_CLASS, hasControlCharacters } from './text-rules';

describe('hasControlCharacters', () => {
  it('finds every C0 control and DEL in single-line text', () => {
    for (let code = 0; code < 0x20; code++) expect(hasControlCharacters(`a${String.fromCharCode(code)}b`), `U+${code}`).toBe(true);
    expect(hasControlCharacters('a\u007fb')).toBe(true);
  });

  it('accepts ordinary text, accents and emoji', () => {
    expect(hasControlCharacters("L'Étoile — bloc « rose » 🧗")).toBe(false);
  });

  it('keeps tab and line breaks in multi-line text, nothing else', () => {
    expect(hasControlCharacters('ligne 1\r\nligne 2\tfin', { multiline: true })).toBe(false);
    expect(hasControlCharacters('a\u0000b', { multiline: true })).toBe(true);
    expect(hasControlCharacters('a\u000bb', { multiline: true })).toBe(true);
  });

  it('CONTROL_CLASS is the same set, for patterns built from it', () => {
    const pattern = new RegExp(`[${CONTROL_CLASS}]`);
    for (let code = 0; code < 0x80; code++) {
      const char = String.fromCharCode(code);
      expect(pattern.test(char), `U+${code}`).toBe(hasControlCharacters(char));
    }
    expect(EMAIL_PATTERN.test('a\u0000@b.fr')).toBe(false);
  });
});
