import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Route } from '../../../../shared/contract/routes';
import { renderWithProviders } from '../../../testing/render';
import { nextSort, NO_SORT, type SortKey } from '../lib/filters';
import { makeRoute } from '../../../testing/make-route';
import { BouldersTable } from './boulders-table';

interface HarnessProps {
  routes?: Route[];
  showColor?: boolean;
  canEdit?: boolean;
  onSort?: (key: SortKey) => void;
  onOpen?: (route: Route) => void;
  onEdit?: (route: Route) => void;
}

function Harness({ routes = [makeRoute()], showColor = true, canEdit = true, onSort, onOpen = vi.fn(), onEdit = vi.fn() }: HarnessProps) {
  const [sort, setSort] = useState(NO_SORT);
  return (
    <BouldersTable
      routes={routes}
      sort={sort}
      onSort={(key) => {
        onSort?.(key);
        setSort((previous) => nextSort(previous, key));
      }}
      showColor={showColor}
      canEdit={canEdit}
      onOpen={onOpen}
      onEdit={onEdit}
    />
  );
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

describe('BouldersTable', { timeout: 20_000 }, () => {
  it('cycles a sortable column none → ascending → descending → none', async () => {
    const user = userEvent.setup({ delay: null });
    const onSort = vi.fn();
    renderWithProviders(<Harness onSort={onSort} />);
    const nom = header('Nom');
    expect(nom).toHaveAttribute('aria-sort', 'none');
    await user.click(within(nom).getByRole('button'));
    expect(nom).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(nom).getByRole('button'));
    expect(nom).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(nom).getByRole('button'));
    expect(nom).toHaveAttribute('aria-sort', 'none');
    expect(onSort).toHaveBeenCalledTimes(3);
    expect(onSort).toHaveBeenCalledWith('name');
  });

  it('sorts one column at a time and leaves Tags and Statut unsortable', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Harness />);
    await user.click(within(header('Niveau')).getByRole('button'));
    await user.click(within(header('Ouverture')).getByRole('button'));
    expect(header('Ouverture')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Niveau')).toHaveAttribute('aria-sort', 'none');
    for (const name of ['Nom', 'Secteur', 'Difficulté', 'Niveau', 'Ouverture']) expect(within(header(name)).getByRole('button')).toBeInTheDocument();
    for (const name of ['Tags', 'Statut', 'Couleur']) {
      expect(within(header(name)).queryByRole('button')).not.toBeInTheDocument();
      expect(header(name)).not.toHaveAttribute('aria-sort');
    }
  });

  it('shows every column of a boulder: name, sector, colour, level marks, dd/mm/yy, tags and status', () => {
    renderWithProviders(<Harness routes={[makeRoute({ level: 1 }), makeRoute({ id: 102, name: 'Yoyo', route_active: false })]} />);
    const [first, second] = screen.getAllByTestId('boulder-row') as [HTMLElement, HTMLElement];
    const cells = within(first).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('Vol plané');
    expect(cells[1]).toHaveTextContent('Croix-Rousse');
    expect(within(cells[2]!).getByTestId('hold-color-dot')).toBeInTheDocument();
    expect(within(first).getByTestId('level-marks')).toHaveAttribute('data-level', '3');
    expect(within(first).getByText('18/11/26')).toBeInTheDocument();
    expect(within(first).getByLabelText('Inclinaison : Vertical')).toBeInTheDocument();
    expect(within(first).getByLabelText('Prises : Bacs')).toBeInTheDocument();
    expect(within(first).getByLabelText('Mouvement : Équilibre')).toBeInTheDocument();
    expect(within(first).getByText('Actif')).toBeInTheDocument();
    expect(within(second).getByText('Fermé')).toBeInTheDocument();
    // A closed boulder's date cannot change any more.
    expect(within(second).queryByRole('button', { name: /Modifier la date/ })).not.toBeInTheDocument();
  });

  it('has the Couleur column only for custom colour systems', () => {
    renderWithProviders(<Harness showColor={false} />);
    expect(screen.queryByRole('columnheader', { name: 'Couleur' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('hold-color-dot')).not.toBeInTheDocument();
  });

  it('hides the pencil from read-only staff', () => {
    renderWithProviders(<Harness canEdit={false} />);
    expect(screen.queryByRole('button', { name: /Modifier la date de démontage/ })).not.toBeInTheDocument();
  });

  it('a row click (or Enter) opens the boulder; the pencil opens the date only', async () => {
    const user = userEvent.setup({ delay: null });
    const onOpen = vi.fn();
    const onEdit = vi.fn();
    const route = makeRoute();
    renderWithProviders(<Harness routes={[route]} onOpen={onOpen} onEdit={onEdit} />);
    await user.click(screen.getByRole('button', { name: 'Modifier la date de démontage du bloc Vol plané' }));
    expect(onEdit).toHaveBeenCalledWith(route);
    expect(onOpen).not.toHaveBeenCalled();
    await user.click(screen.getByText('Croix-Rousse'));
    expect(onOpen).toHaveBeenCalledWith(route);
    screen.getByTestId('boulder-row').focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('says when nothing matches, and shows skeleton rows while loading', () => {
    const { unmount } = renderWithProviders(<Harness routes={[]} />);
    expect(screen.getByText('Les filtres sélectionnés ne correspondent à aucun bloc')).toBeInTheDocument();
    unmount();
    renderWithProviders(<BouldersTable routes={undefined} sort={NO_SORT} onSort={vi.fn()} showColor canEdit onOpen={vi.fn()} onEdit={vi.fn()} />);
    expect(screen.queryByTestId('boulder-row')).not.toBeInTheDocument();
    expect(screen.getAllByRole('row', { hidden: true }).length).toBeGreaterThan(1);
  });
});
