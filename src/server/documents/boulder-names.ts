/**
 * Climbing names for boulders ('Le Dahu noir', 'Sans filet'): the boulder form suggests unused ones
 * (docs/product.md › Route setting: screens 'Nom') and the demo names its boulders with them.
 */
import words from './boulder-names.json';

const BOULDER_NOUNS = words.boulderNouns.map(([noun, feminine]) => [String(noun), feminine === true] as const);
/** [masculine, feminine] */
const BOULDER_ADJECTIVES = words.boulderAdjectives.map(([masculine, feminine]) => [masculine!, feminine!] as const);
const BOULDER_EXPRESSIONS: readonly string[] = words.boulderExpressions;

/** A name drawn with `next` (a random source in [0, 1)): an expression, a noun, or a noun and its adjective. */
export function suggestBoulderName(next: () => number): string {
  if (next() < 0.3) return BOULDER_EXPRESSIONS[Math.floor(next() * BOULDER_EXPRESSIONS.length)]!;
  const [noun, feminine] = BOULDER_NOUNS[Math.floor(next() * BOULDER_NOUNS.length)]!;
  if (next() < 0.15) return noun;
  const adjective = BOULDER_ADJECTIVES[Math.floor(next() * BOULDER_ADJECTIVES.length)]!;
  return `${noun} ${feminine ? adjective[1] : adjective[0]}`;
}
