import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import type { sectorsCatalog } from '../../../lib/catalogs/sectors';
import { frenchT } from '../../../testing/translate';
import { DismantlingWarning, dismantlingWarningText } from './dismantling-warning';

const t = frenchT<typeof sectorsCatalog>();

// Noon in Paris on 21 November 2026.
const NOW = '2026-11-21T11:00:00Z';

describe('DismantlingWarning', () => {
  it.each([
    ['2026-11-19', 'red'],
    ['2026-11-20', 'red'],
    ['2026-11-21', 'orange'],
    ['2026-11-24', 'orange'],
    ['2026-11-26', 'orange'],
  ] as const)('a planned date on %s shows the %s warning', (planned, level) => {
    renderWithProviders(<DismantlingWarning plannedDate={planned} now={NOW} />);
    const warning = screen.getByRole('alert');
    expect(warning).toHaveAttribute('data-level', level);
    expect(warning).toHaveTextContent(dismantlingWarningText(t, planned, NOW)!);
  });

  it.each([['2026-11-27'], ['2027-01-24'], [null]])('nothing for a planned date on %s', (planned) => {
    renderWithProviders(<DismantlingWarning plannedDate={planned} now={NOW} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says how late or how close the dismantling is', () => {
    expect(dismantlingWarningText(t, '2026-11-19', NOW)).toBe('Démontage en retard : la date prévue (19/11/2026) est dépassée de 2 jours.');
    expect(dismantlingWarningText(t, '2026-11-20', NOW)).toBe('Démontage en retard : la date prévue (20/11/2026) est dépassée de 1 jour.');
    expect(dismantlingWarningText(t, '2026-11-21', NOW)).toBe("Démontage prévu aujourd'hui.");
    expect(dismantlingWarningText(t, '2026-11-26', NOW)).toBe('Démontage imminent : prévu dans 5 jours (26/11/2026).');
  });
});
