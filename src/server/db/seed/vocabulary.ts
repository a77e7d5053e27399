/**
 * French words of the demo: people's names, boulder names and climbers' comments. The word lists
 * are data, in vocabulary.json; this module gives them their types.
 */
import words from './vocabulary.json';

export const FEMALE_FIRST_NAMES: readonly string[] = words.femaleFirstNames;
export const MALE_FIRST_NAMES: readonly string[] = words.maleFirstNames;
/** Names given to children in the last fifteen years, for the junior contest. */
export const JUNIOR_FEMALE_FIRST_NAMES: readonly string[] = words.juniorFemaleFirstNames;
export const JUNIOR_MALE_FIRST_NAMES: readonly string[] = words.juniorMaleFirstNames;
export const LAST_NAMES: readonly string[] = words.lastNames;

/** Nouns with their article, and whether they are feminine (for the adjective's agreement). */
const BOULDER_NOUNS = words.boulderNouns.map(([noun, feminine]) => [String(noun), feminine === true] as const);
/** [masculine, feminine] */
const BOULDER_ADJECTIVES = words.boulderAdjectives.map(([masculine, feminine]) => [masculine!, feminine!] as const);
const BOULDER_EXPRESSIONS: readonly string[] = words.boulderExpressions;

export function boulderName(next: () => number): string {
  if (next() < 0.3) return BOULDER_EXPRESSIONS[Math.floor(next() * BOULDER_EXPRESSIONS.length)]!;
  const [noun, feminine] = BOULDER_NOUNS[Math.floor(next() * BOULDER_NOUNS.length)]!;
  if (next() < 0.15) return noun;
  const adjective = BOULDER_ADJECTIVES[Math.floor(next() * BOULDER_ADJECTIVES.length)]!;
  return `${noun} ${feminine ? adjective[1] : adjective[0]}`;
}

/** Comments by tone; a boulder's quality and grade bias choose the tone. */
export const COMMENTS: Readonly<Record<keyof typeof words.comments, readonly string[]>> = words.comments;

export { asciiSlug } from '../../../shared/domain/text-folding';
