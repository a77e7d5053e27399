import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import messages from '../../../../shared/i18n/catalogs/boulders/fr.json';
import { DEFAULT_FILTERS, FILTER_GROUPS, STATUSES, type BoulderFilters } from '../lib/filters';
import { BoulderFilterPanel, type FilterOptions } from './boulder-filter-panel';

const OPTIONS: FilterOptions = {
  difficulties: [
    { id: 1, label: 'Jaune' },
    { id: 2, label: 'Vert' },
  ],
  levels: [1, 2, 3].map((id) => ({ id, label: `Niveau ${id}` })),
  sectors: [
    { id: 7, label: 'Croix-Rousse' },
    { id: 8, label: 'Fourvière' },
    { id: 9, label: 'La Proue' },
  ],
  steepness: [{ id: 1, label: 'Dalle' }],
  grips: [{ id: 6, label: 'Réglettes' }],
  style: undefined,
  status: STATUSES.map(({ id }) => ({ id, label: messages[`boulders.status.${id}`] })),
};

function Harness({ busy = false, onChange }: { busy?: boolean; onChange: (filters: BoulderFilters) => void }) {
  const [filters, setFilters] = useState<BoulderFilters>(DEFAULT_FILTERS);
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(true);
  return (
    <BoulderFilterPanel
      filters={filters}
      onFiltersChange={(change) => {
        const next = { ...filters, ...change };
        setFilters(next);
        onChange(next);
      }}
      options={OPTIONS}
      busy={busy}
      search={search}
      onSearchChange={setSearch}
      opened={opened}
      onToggle={() => setOpened((value) => !value)}
    />
  );
}

function setup(busy = false) {
  const onChange = vi.fn<(filters: BoulderFilters) => void>();
  renderWithProviders(<Harness busy={busy} onChange={onChange} />);
  const group = (title: string) => within(screen.getByRole('group', { name: title }));
  return { user: userEvent.setup({ delay: null }), onChange, group, last: () => onChange.mock.lastCall?.[0] };
}

describe('BoulderFilterPanel', { timeout: 20_000 }, () => {
  it('has every chip group of the spec, each with its Tout chip, in order', () => {
    const { group } = setup();
    const titles = ['Difficultés', 'Niveau', 'Secteurs', 'Tags : inclinaison', 'Tags : prises', 'Tags : style', 'Statuts'];
    expect(FILTER_GROUPS.map((key) => messages[`boulders.filterGroup.${key}`])).toEqual(titles);
    for (const title of titles) expect(group(title).getByRole('checkbox', { name: 'Tout' })).toBeInTheDocument();
  });

  it('starts with Actif chosen, Fermé not, and Tout on elsewhere', () => {
    const { group } = setup();
    expect(group('Statuts').getByRole('checkbox', { name: 'Actif' })).toBeChecked();
    expect(group('Statuts').getByRole('checkbox', { name: 'Fermé' })).not.toBeChecked();
    expect(group('Statuts').getByRole('checkbox', { name: 'Tout' })).not.toBeChecked();
    expect(group('Secteurs').getByRole('checkbox', { name: 'Tout' })).toBeChecked();
    expect(group('Secteurs').getByRole('checkbox', { name: 'Fourvière' })).not.toBeChecked();
  });

  it('an item narrows its group, more items add up, all of them is Tout again', async () => {
    const { user, group, last } = setup();
    const sectors = group('Secteurs');
    await user.click(sectors.getByRole('checkbox', { name: 'Fourvière' }));
    expect(last()?.sectors).toEqual([8]);
    expect(sectors.getByRole('checkbox', { name: 'Tout' })).not.toBeChecked();
    expect(sectors.getByRole('checkbox', { name: 'Fourvière' })).toBeChecked();

    await user.click(sectors.getByRole('checkbox', { name: 'La Proue' }));
    expect(last()?.sectors).toEqual([8, 9]);
    await user.click(sectors.getByRole('checkbox', { name: 'Croix-Rousse' }));
    expect(last()?.sectors).toBe('all');
    expect(sectors.getByRole('checkbox', { name: 'Tout' })).toBeChecked();
    expect(sectors.getByRole('checkbox', { name: 'Croix-Rousse' })).not.toBeChecked();
    // The other groups are untouched.
    expect(last()?.status).toEqual([1]);
  });

  it('Tout switches its group between everything and nothing', async () => {
    const { user, group, last } = setup();
    const difficulties = group('Difficultés');
    await user.click(difficulties.getByRole('checkbox', { name: 'Tout' }));
    expect(last()?.difficulties).toEqual([]);
    expect(difficulties.getByRole('checkbox', { name: 'Tout' })).not.toBeChecked();
    await user.click(difficulties.getByRole('checkbox', { name: 'Vert' }));
    expect(last()?.difficulties).toEqual([2]);
    await user.click(difficulties.getByRole('checkbox', { name: 'Tout' }));
    expect(last()?.difficulties).toBe('all');
  });

  it('Fermé added to Actif is every status (Tout); Réinitialiser brings the defaults back', async () => {
    const { user, group, last } = setup();
    await user.click(group('Statuts').getByRole('checkbox', { name: 'Fermé' }));
    expect(last()?.status).toBe('all');
    expect(group('Statuts').getByRole('checkbox', { name: 'Tout' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(last()).toEqual(DEFAULT_FILTERS);
    expect(screen.queryByRole('button', { name: 'Réinitialiser' })).not.toBeInTheDocument();
  });

  it('disables and dims every chip while a refetch runs', async () => {
    const { user, group, onChange } = setup(true);
    const fieldset = screen.getByRole('group', { name: 'Secteurs' }).closest('fieldset[aria-busy]');
    expect(fieldset).toHaveAttribute('aria-busy', 'true');
    expect(fieldset).toHaveStyle({ opacity: '0.7' });
    const chip = group('Secteurs').getByRole('checkbox', { name: 'Fourvière' });
    expect(chip).toBeDisabled();
    expect(group('Statuts').getByRole('checkbox', { name: 'Tout' })).toBeDisabled();
    await user.click(chip);
    expect(onChange).not.toHaveBeenCalled();
    // The search stays usable so typing is never cut.
    expect(screen.getByRole('textbox', { name: 'Rechercher un bloc par son nom' })).toBeEnabled();
  });

  it('shows placeholders while a group’s choices load, and collapses', async () => {
    const { user } = setup();
    expect(within(screen.getByRole('group', { name: 'Tags : style' })).queryAllByRole('checkbox')).toHaveLength(1);
    const toggle = screen.getByRole('button', { name: /^Filtres/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
