import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-client';
import { LeaderboardList, SKELETON_ROWS, type LeaderboardEntry } from './leaderboard-list';

const entry = (rank: number, firstName: string, lastName: string, value: number, extra: Partial<LeaderboardEntry> = {}): LeaderboardEntry => ({
  id: `${rank}-${firstName}`,
  rank,
  firstName,
  lastName,
  profilePicture: null,
  gymName: 'Gaston Bloc Lyon',
  value,
  ...extra,
});

const props = {
  label: 'Ouverture',
  loading: false,
  error: null,
  emptyText: 'Aucun bloc ouvert pour le moment.',
  unit: (value: number) => (value > 1 ? 'blocs' : 'bloc'),
  onRetry: () => undefined,
};

describe('LeaderboardList', () => {
  it('shows 18 skeleton rows while loading', () => {
    const { container } = render(<LeaderboardList {...props} entries={undefined} loading />);
    expect(SKELETON_ROWS).toBe(18);
    expect(screen.getByRole('status', { name: 'Chargement du classement' })).toBeInTheDocument();
    expect(container.querySelectorAll('li[data-skeleton]')).toHaveLength(18);
  });

  it('shows rank, avatar, short name, gym, bar and value', () => {
    render(
      <LeaderboardList
        {...props}
        entries={[
          entry(1, 'Léa', 'Martin', 2_500_000, { profilePicture: '/media/lea.svg' }),
          entry(2, 'Hugo', 'Bernard', 15_400),
          entry(3, 'Inès', 'Roux', 999),
          entry(4, 'Tom', 'Durand', 1, { gymName: null }),
        ]}
      />,
    );
    const rows = within(screen.getByRole('list', { name: 'Ouverture' })).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('Léa M.');
    expect(rows[0]).not.toHaveTextContent('Martin');
    expect(rows[0]).toHaveTextContent('2,5M');
    expect(rows[0]!.querySelector('img')).toHaveAttribute('src', '/media/lea.svg');
    expect(rows[1]).toHaveTextContent('15,4K');
    expect(rows[2]).toHaveTextContent('999blocs');
    expect(rows[3]).toHaveTextContent('4TDTom D.Salle inconnue1bloc');
  });

  it('gives medals to the top 3 and an icon to the 1st', () => {
    render(<LeaderboardList {...props} entries={[entry(1, 'A', 'A', 9), entry(2, 'B', 'B', 8), entry(3, 'C', 'C', 7), entry(4, 'D', 'D', 6)]} />);
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-medal'))).toEqual(['gold', 'silver', 'bronze', null]);
    expect(rows[0]!.querySelector('svg')).not.toBeNull();
    expect(rows[1]!.querySelector('svg')).toBeNull();
  });

  it('shows the empty text', () => {
    render(<LeaderboardList {...props} entries={[]} />);
    expect(screen.getByText('Aucun bloc ouvert pour le moment.')).toBeInTheDocument();
  });

  it('shows the server’s error text, or the generic one, with a retry', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <LeaderboardList {...props} entries={undefined} error={new ApiError(503, { error: 'Classement en maintenance.' }, 'x')} onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Classement en maintenance.');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(<LeaderboardList {...props} entries={undefined} error={new TypeError('Failed to fetch')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Une erreur est survenue.');
  });
});
