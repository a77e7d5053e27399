import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CircuitFullDetails } from '../../../../shared/contract/circuits';
import type { BoulderCard } from '../../../../shared/contract/dashboard';
import { setCircuitDifficulty, setFavoriteGym, setStoredUserId } from '../../../lib/storage';
import { renderWithProviders } from '../../../testing/render';
import { CircuitDetailsPage } from './circuit-details-page';

const USER = '5205ae59-05b2-4038-96d4-40fffda054f0';
const overviewRoute = { path: '/circuits-overview', element: <h1>Vue des circuits</h1> };

const card = (id: number, triesPerDay: number, totalTries: number): BoulderCard => ({
  id,
  name: `Bloc ${id}`,
  picture: null,
  sectorName: 'La Dalle',
  level: 0,
  gripColor: '#1E63D6',
  difficultySvg: '',
  difficultyColor: '#1E63D6',
  triesPerDay,
  totalTries,
  averageTriesBeforeTop: 1.5,
  ranking: null,
  rankingCount: 0,
});

const details: CircuitFullDetails = {
  id: 3,
  name: 'Bleu',
  corresponding_difficulty: '5B',
  color_1: '#1E63D6',
  color_2: null,
  svg: '',
  boulder_count: 4,
  level1_count: 1,
  level2_count: 2,
  level3_count: 1,
  tries_total: 5241,
  tries_per_day: 163.78,
  success_rate: 86.01,
  active_climbers: 455,
  tries_total_last_month: 5009,
  tries_per_day_last_month: 156.53,
  success_rate_last_month: 86.48,
  active_climbers_last_month: 424,
  average_grade: '5B',
  average_grade_last_month: '5B+',
  flash_rate: 59.47,
  flash_rate_last_month: 61.7,
  average_tries_before_top: 1.65,
  average_tries_before_top_last_month: 1.56,
  rank: 3.5,
  rank_count: 608,
  // Not in order: the page ranks them by tries per day, then total tries.
  boulders: [card(1, 2.5, 10), card(2, 6.67, 20), card(3, 2.5, 40), card(4, 0.4, 3)],
  comments: [],
};

/** The machine running the tests can be busy: wait longer than the default second. */
const SLOW = { timeout: 8_000 };

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  localStorage.clear();
  setStoredUserId(USER);
  setFavoriteGym({ id: 1, name: 'Gaston Bloc Lyon' });
  fetchMock = vi.fn((url: string) => {
    if (url.includes('/api/difficulty-circuit-full-details/1/3')) return Promise.resolve(json(200, [details]));
    // Gym info: the page only needs the gym to exist.
    return Promise.resolve(json(404, { error: 'introuvable' }));
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('CircuitDetailsPage', () => {
  it('goes back to the overview when no circuit was chosen', async () => {
    renderWithProviders(<CircuitDetailsPage />, { path: '/circuits-details', routes: [overviewRoute] });
    expect(await screen.findByRole('heading', { name: 'Vue des circuits' }, SLOW)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('difficulty-circuit-full-details'))).toBe(false);
  });

  it('goes back to the overview when the chosen circuit belongs to another gym', async () => {
    setCircuitDifficulty({ id: 3, name: 'Bleu', gymId: 2 });
    renderWithProviders(<CircuitDetailsPage />, { path: '/circuits-details', routes: [overviewRoute] });
    expect(await screen.findByRole('heading', { name: 'Vue des circuits' }, SLOW)).toBeInTheDocument();
  });

  it('shows the chosen circuit with its boulders ranked by tries per day', async () => {
    setCircuitDifficulty({ id: 3, name: 'Bleu', gymId: 1 });
    renderWithProviders(<CircuitDetailsPage />, { path: '/circuits-details', routes: [overviewRoute] });

    expect(screen.getByRole('heading', { level: 1, name: 'Circuit Bleu' })).toBeInTheDocument();
    const boulders = await screen.findByTestId('circuit-boulders', {}, SLOW);
    const cards = await within(boulders).findAllByTestId('boulder-card', {}, SLOW);
    expect(cards.map((element) => element.getAttribute('aria-label'))).toEqual(['Bloc 2', 'Bloc 3', 'Bloc 1', 'Bloc 4']);
    expect(screen.getByTestId('circuit-boulder-count')).toHaveTextContent('4');
    expect(within(screen.getByTestId('circuit-statistics')).getByText('5B+')).toBeInTheDocument();
    expect(screen.getByText('Pas encore de commentaire')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux circuits' })).toHaveAttribute('href', '/circuits-overview');
  });
});
