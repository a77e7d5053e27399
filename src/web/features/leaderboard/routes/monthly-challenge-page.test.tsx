import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../testing/render';
import { MonthlyChallengePage } from './monthly-challenge-page';

const climber = (rank: number, firstName: string, lastName: string, points: number) => ({
  userId: `00000000-0000-4000-8000-00000000000${rank}`,
  username: `${firstName} ${lastName[0]}.`,
  firstName,
  lastName,
  profilePicture: null,
  climberId: rank,
  gymName: 'Gaston Bloc Lyon',
  points,
  rank,
});

const MONTHLY = {
  mixed: [climber(1, 'Léa', 'Martin', 87), climber(2, 'Hugo', 'Bernard', 81)],
  female: [climber(1, 'Léa', 'Martin', 87)],
  male: [],
};
const SETTERS = [
  {
    userId: '00000000-0000-4000-8000-0000000000aa',
    firstName: 'Paul',
    lastName: 'Ouvreur',
    profilePicture: null,
    gymName: 'Vertical Grenoble',
    count: 42,
    rank: 1,
  },
];

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
let answers: Record<string, () => Response>;

beforeEach(() => {
  answers = {
    '/api/leaderboard/monthly/': () => json(200, MONTHLY),
    '/api/routesetters-boulders-leaderboard/': () => json(200, SETTERS),
  };
  fetchMock = vi.fn((input: RequestInfo | URL) => Promise.resolve(answers[String(input)]?.() ?? json(404, {})));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const calls = (path: string) => fetchMock.mock.calls.filter(([input]) => String(input) === path).length;

const renderPage = () =>
  render(
    <TestProviders>
      <MonthlyChallengePage />
    </TestProviders>,
  );

describe('MonthlyChallengePage', () => {
  it('opens on the Gaston Index, mixed, and switches to Femmes and Hommes without fetching again', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Les défis de Gaston' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Gaston Index' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Mixte' })).toHaveAttribute('aria-selected', 'true');
    const mixed = await screen.findByRole('list', { name: 'Gaston Index, Mixte' });
    expect(
      within(mixed)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['1LMLéa M.Gaston Bloc Lyon87/100', '2HBHugo B.Gaston Bloc Lyon81/100']);

    await user.click(screen.getByRole('tab', { name: 'Femmes' }));
    expect(within(screen.getByRole('list', { name: 'Gaston Index, Femmes' })).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('tab', { name: 'Hommes' }));
    expect(screen.getByText('Aucun grimpeur pour le moment.')).toBeInTheDocument();
    expect(calls('/api/leaderboard/monthly/')).toBe(1);
    expect(calls('/api/routesetters-boulders-leaderboard/')).toBe(0);
  });

  it('fetches the openings the first time their tab opens, then keeps both tabs cached', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('list', { name: 'Gaston Index, Mixte' });
    await user.click(screen.getByRole('tab', { name: 'Ouverture' }));
    const openings = await screen.findByRole('list', { name: 'Ouverture' });
    expect(openings).toHaveTextContent('Paul O.Vertical Grenoble42blocs');
    expect(screen.queryByRole('tab', { name: 'Mixte' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Gaston Index' }));
    expect(screen.getByRole('list', { name: 'Gaston Index, Mixte' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Ouverture' }));
    expect(screen.getByRole('list', { name: 'Ouverture' })).toBeInTheDocument();
    expect(calls('/api/leaderboard/monthly/')).toBe(1);
    expect(calls('/api/routesetters-boulders-leaderboard/')).toBe(1);
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('list', { name: 'Gaston Index, Mixte' });
    await user.click(screen.getByRole('tab', { name: 'Mixte' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Femmes' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Femmes' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Hommes' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Hommes' })).toHaveTextContent('Aucun grimpeur pour le moment.');
  });

  it('shows the empty text of the openings', async () => {
    answers['/api/routesetters-boulders-leaderboard/'] = () => json(200, []);
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'Ouverture' }));
    expect(await screen.findByText('Aucun bloc ouvert pour le moment.')).toBeInTheDocument();
  });

  it('shows the server’s error message, or Une erreur est survenue.', async () => {
    answers['/api/leaderboard/monthly/'] = () => json(503, { error: 'Classement en cours de calcul.', code: 'unavailable' });
    answers['/api/routesetters-boulders-leaderboard/'] = () => json(500, {});
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Classement en cours de calcul.');
    await user.click(screen.getByRole('tab', { name: 'Ouverture' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Une erreur est survenue\.Réessayer$/);
  });
});
