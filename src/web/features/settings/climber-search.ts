import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import type { ClimberOption } from '../../../shared/contract/settings';
import { foldText } from '../../../shared/domain/text-folding';

export const climberName = (climber: Pick<ClimberOption, 'firstName' | 'lastName'>) => `${climber.firstName} ${climber.lastName}`.trim();

/** True when every word typed appears in the name (first or last name, any order). */
export function matchesClimberSearch(name: string, search: string): boolean {
  const folded = foldText(name);
  return foldText(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => folded.includes(word));
}

const isItem = (option: ComboboxParsedItem): option is ComboboxItem => !('group' in option);

/** The climber select's filter: by first or last name, accents and case ignored, at most `limit` options. */
export const climberOptionsFilter: OptionsFilter = ({ options, search, limit }) => {
  const found: ComboboxItem[] = [];
  for (const option of options) {
    if (!isItem(option) || !matchesClimberSearch(option.label, search)) continue;
    found.push(option);
    if (found.length >= limit) break;
  }
  return found;
};
