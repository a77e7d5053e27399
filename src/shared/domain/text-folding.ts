/**
 * Case and accents ignored, one way everywhere: the boulder search (in SQL too, through the same
 * tables), the climber search, the partner gyms' autocomplete and the notify form's gym, and the
 * demo's e-mail addresses. The tables cover French and the Latin-1 letters; PostgreSQL's translate()
 * folds names with the same two strings, so a search and a sort agree on both sides.
 */
export const ACCENTED_LETTERS = 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿŸ';
export const PLAIN_LETTERS = 'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOOooooooUUUUuuuuYyyY';
export const LIGATURES: readonly (readonly [string, string])[] = [
  ['Œ', 'OE'],
  ['œ', 'oe'],
  ['Æ', 'AE'],
  ['æ', 'ae'],
];

const PLAIN_BY_ACCENTED = new Map([...ACCENTED_LETTERS].map((char, i) => [char, PLAIN_LETTERS[i]!]));

/**
 * One code point, lowercase and without its accent ('É' → 'e', and beyond the tables its base letter:
 * 'İ' → 'i'), always one code point; a ligature stays one character.
 */
export function foldChar(char: string): string {
  const plain = PLAIN_BY_ACCENTED.get(char) ?? char.normalize('NFD')[0] ?? char;
  return Array.from(plain.toLowerCase())[0] ?? plain;
}

/** Lowercase without accents or ligatures: 'Œuvre Éléphant' → 'oeuvre elephant'. */
export function foldText(text: string): string {
  let folded = Array.from(text, (char) => PLAIN_BY_ACCENTED.get(char) ?? char).join('');
  for (const [from, to] of LIGATURES) folded = folded.replaceAll(from, to);
  return folded.toLowerCase();
}

/** One folded character per code point, so that positions in the folded text are positions in the original. */
export const foldChars = (text: string): string[] => Array.from(text, foldChar);

/** Folded, with runs of spaces as one and no space at either end: 'la  salle ÉTOILE ' → 'la salle etoile'. */
export const foldKey = (text: string): string => foldText(text).replace(/\s+/g, ' ').trim();

/** Lowercase ASCII words joined by hyphens, for e-mail addresses and ids: 'Le Gall' → 'le-gall', 'Hélène' → 'helene'. */
export const asciiSlug = (text: string): string =>
  foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
