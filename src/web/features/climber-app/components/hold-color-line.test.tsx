import { render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { climberCatalog } from '../../../lib/catalogs/climber';
import { loadCatalog, startI18n } from '../../../lib/i18n';
import { TestProviders } from '../../../testing/render';
import { HoldColorLine } from './hold-color-line';

const red = { id: 3, name: 'Rouge', code: '#d32f2f' };

afterEach(() => void startI18n('fr'));

it("names the holds' colour in the app's language, and shows nothing when the holds are the circuit's colour", async () => {
  await loadCatalog(climberCatalog, 'fr');
  const { rerender } = render(<HoldColorLine holdColor={red} />, { wrapper: TestProviders });
  expect(screen.getByTestId('hold-color')).toHaveTextContent(/^Prises : Rouge$/);

  await loadCatalog(climberCatalog, 'en');
  startI18n('en');
  rerender(<HoldColorLine holdColor={red} />);
  // The colour's name is the gym's data: it stays as typed.
  expect(await screen.findByText('Holds: Rouge')).toBeInTheDocument();

  rerender(<HoldColorLine holdColor={null} />);
  expect(screen.queryByTestId('hold-color')).toBeNull();
});
