import { describe, expect, it } from 'vitest';
import { foldText } from '../../../shared/domain/text-folding';
import { climberOptionsFilter, matchesClimberSearch } from './climber-search';

describe('climber search', () => {
  it('finds a climber by first or last name, ignoring case and accents', () => {
    expect(matchesClimberSearch('Élodie Martin', 'elodie')).toBe(true);
    expect(matchesClimberSearch('Élodie Martin', 'MARTIN')).toBe(true);
    expect(matchesClimberSearch('Élodie Martin', 'mart')).toBe(true);
    expect(matchesClimberSearch('Élodie Martin', 'martin élo')).toBe(true);
    expect(matchesClimberSearch('Élodie Martin', 'bernard')).toBe(false);
    expect(matchesClimberSearch('Élodie Martin', '  ')).toBe(true);
  });

  it('folds accents and case', () => {
    expect(foldText('Ç’est Léa-Noël')).toBe('c’est lea-noel');
  });

  it('keeps at most `limit` matching options, in the list order', () => {
    const options = ['Léa Roux', 'Paul Roussel', 'Zoé Durand', 'Luc Rousseau'].map((label, index) => ({ value: String(index), label }));
    expect(climberOptionsFilter({ options, search: 'rous', limit: 10 }).map((o) => ('label' in o ? o.label : ''))).toEqual(['Paul Roussel', 'Luc Rousseau']);
    expect(climberOptionsFilter({ options, search: '', limit: 2 })).toHaveLength(2);
  });
});
