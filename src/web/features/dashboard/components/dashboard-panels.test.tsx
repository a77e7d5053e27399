import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GymGeneralStats, SectorOverview } from '../../../../shared/contract/dashboard';
import { renderWithProviders } from '../../../testing/render';
import { DifficultyDistribution } from './difficulty-distribution';
import { SectorOpeningPanel } from './sector-opening-panel';

const late = (id: number): SectorOverview => ({
  id,
  name: `En retard ${id}`,
  countBoulders: id % 2 === 0 ? 0 : 5,
  openingDate: `2020-01-0${id}`,
  plannedClosingDate: `2020-02-0${id}`,
});

const stats: GymGeneralStats = {
  connexionsTotal: 1,
  sessionsTotal: 1,
  trysTotal: 1,
  distinctConnexions: 1,
  connexionsTotalLastMonth: 0,
  sessionsTotalLastMonth: 0,
  trysTotalLastMonth: 0,
  distinctConnexionsLastMonth: 0,
  difficulties: [
    { id: 1, difficultyName: 'Jaune', difficultyGrade: '4A', difficultyColor1: '#FFD600', difficultyColor2: null, countBoulder: 10 },
    { id: 2, difficultyName: 'Vert', difficultyGrade: '4C', difficultyColor1: '#2E9E44', difficultyColor2: null, countBoulder: 30 },
  ],
  totalActiveRoutes: 40,
  period: { from: '2026-10-21', to: '2026-11-21', previousFrom: '2026-09-19', previousTo: '2026-10-20', days: 32 },
};

describe('SectorOpeningPanel', () => {
  it('shows 3 late openings and 3 dismantled sectors, then an ellipsis', () => {
    renderWithProviders(<SectorOpeningPanel overview={[1, 2, 3, 4, 5, 6, 7, 8].map(late)} />);
    const lateList = screen.getByTestId('late-openings');
    expect(within(lateList).getAllByTestId('sector-row')).toHaveLength(3);
    expect(within(lateList).getByTestId('list-ellipsis')).toHaveTextContent('…');
    const dismantled = screen.getByTestId('dismantled-sectors');
    expect(
      within(dismantled)
        .getAllByTestId('sector-row')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('En retard 2'), expect.stringContaining('En retard 4'), expect.stringContaining('En retard 6')]);
    expect(within(dismantled).getByTestId('list-ellipsis')).toBeInTheDocument();
  });

  it('lists a stripped sector as dismantled only, with no late badge', () => {
    renderWithProviders(<SectorOpeningPanel overview={[late(2)]} />);
    expect(within(screen.getByTestId('late-openings')).queryAllByTestId('sector-row')).toHaveLength(0);
    expect(within(screen.getByTestId('dismantled-sectors')).getAllByTestId('sector-row')).toHaveLength(1);
  });

  it('shows no ellipsis with 3 entries or fewer', () => {
    renderWithProviders(<SectorOpeningPanel overview={[1, 3, 5].map(late)} />);
    expect(within(screen.getByTestId('late-openings')).getAllByTestId('sector-row')).toHaveLength(3);
    expect(screen.queryByTestId('list-ellipsis')).not.toBeInTheDocument();
  });

  it('opens /sectors-details from the panel and from a row', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SectorOpeningPanel overview={[1, 2].map(late)} />, {
      path: '/homepagebo',
      routes: [{ path: '/sectors-details', element: <p>Vue secteurs</p> }],
    });
    await user.click(screen.getByText('État des ouvertures'));
    expect(router.state.location.pathname).toBe('/sectors-details');

    await router.navigate('/homepagebo');
    await user.click(within(await screen.findByTestId('sectors-by-closing')).getAllByTestId('sector-row')[0]!);
    expect(router.state.location.pathname).toBe('/sectors-details');
    expect(router.state.location.state).toEqual({ sectorId: 1 });
  });

  it('shows skeletons while loading', () => {
    renderWithProviders(<SectorOpeningPanel overview={undefined} />);
    expect(screen.queryByTestId('sectors-by-closing')).not.toBeInTheDocument();
  });
});

describe('DifficultyDistribution', () => {
  it('scales the largest column to 75 % and leads to /circuits-overview', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<DifficultyDistribution stats={stats} />, {
      path: '/homepagebo',
      routes: [{ path: '/circuits-overview', element: <p>Circuits</p> }],
    });
    const columns = screen.getAllByTestId('distribution-column');
    expect(columns.map((column) => column.getAttribute('data-height'))).toEqual(['25.00', '75.00']);
    expect(columns[1]).toHaveTextContent('75%');
    await user.click(screen.getByRole('link', { name: /Répartition des blocs par difficulté/ }));
    expect(router.state.location.pathname).toBe('/circuits-overview');
  });
});
