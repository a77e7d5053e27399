import { describe, expect, it } from 'vitest';
import { boulderName, diffRecords, gradeFitsCircuit, historyText } from './boulder-rules';

describe('boulder rules', () => {
  it('trims names and keeps them to 1–60 characters', () => {
    expect(boulderName('  Le   Renard  ')).toBe('Le Renard');
    expect(boulderName('   ')).toBeNull();
    expect(boulderName('x'.repeat(61))).toBeNull();
    expect(boulderName('x'.repeat(60))).toHaveLength(60);
  });

  it('keeps a sub-level within 3 steps of its circuit', () => {
    expect(gradeFitsCircuit(16, 13)).toBe(true);
    expect(gradeFitsCircuit(16, 19)).toBe(true);
    expect(gradeFitsCircuit(16, 20)).toBe(false);
  });

  it('writes each change in French, dates as DD/MM/YY, a creation as the values set', () => {
    const changes = diffRecords({ name: 'A', plannedDismantling: '2026-12-12', height: '4 m' }, { name: 'B', plannedDismantling: '2026-12-19', height: '4 m' });
    expect(historyText(changes)).toBe('Nom : A → B\nDémontage prévu : 12/12/26 → 19/12/26');
    expect(historyText(diffRecords({}, { name: 'Le Renard', setters: 'Léa Martin', color: null }), 'creation')).toBe(
      'Nom : Le Renard\nOuvreur(s) : Léa Martin',
    );
    expect(historyText([{ field: 'closedAt', before: null, after: '2026-11-24' }])).toBe('Démontage : — → 24/11/26');
  });
});
