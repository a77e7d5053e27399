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

export { suggestBoulderName } from '../documents/boulder-names';

/** Comments by tone; a boulder's quality and grade bias choose the tone. */
export const COMMENTS: Readonly<Record<keyof typeof words.comments, readonly string[]>> = words.comments;

export { asciiSlug } from '../../shared/domain/text-folding';
