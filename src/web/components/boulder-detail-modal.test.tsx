import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { makeRoute } from '../testing/make-route';
import { BoulderDetailModal } from './boulder-detail-modal';

const info = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
const stat = (label: string) => screen.getByText(label, { exact: true }).nextElementSibling as HTMLElement;

describe('BoulderDetailModal', { timeout: 20_000 }, () => {
  it('shows the boulder, its details, its statistics and its comments', () => {
    renderWithProviders(
      <BoulderDetailModal
        route={makeRoute({
          comments: [
            {
              id: 1,
              comment: 'Superbe mouvement final',
              created_at: '2026-11-19T10:00:00.000Z',
              user: { first_name: 'Inès', last_name: 'Martin', profile_picture: null },
              route: { id: 101, picture: null, name: 'Vol plané', level: 0, sector: { name: 'Croix-Rousse' }, gym_difficulty: { svg: '' } },
            },
          ],
        })}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByText('Détail bloc')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vol plané' })).toBeInTheDocument();
    expect(within(info('Prises')).getByTestId('hold-color-dot')).toBeInTheDocument();
    expect(info('Niveau')).toHaveTextContent('Noir (6B+)');
    expect(within(info('Sous-niveau')).getByTestId('level-marks')).toHaveAttribute('data-level', '2');
    expect(info('Ouverture')).toHaveTextContent('18/11/26');
    expect(info('Démontage')).toHaveTextContent('24/01/27');
    expect(info('Ouvreur')).toHaveTextContent('Lola Robert');
    expect(screen.getByLabelText('Inclinaison : Vertical')).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Statistiques du bloc' })).toBeInTheDocument();
    expect(stat('Taux de réussite')).toHaveTextContent('67%');
    expect(stat('Réussite même niveau')).toHaveTextContent('17%');
    expect(stat('Taux de flash')).toHaveTextContent('50%');
    expect(stat('Flash même niveau')).toHaveTextContent('0%');
    expect(stat('Essais au total')).toHaveTextContent('32');
    expect(stat('Essais par jour')).toHaveTextContent('10,7');
    expect(stat('Essais avant réussite')).toHaveTextContent('1,4');
    expect(stat('Essais avant réussite même niveau')).toHaveTextContent('3');
    expect(stat('Cotation moyenne')).toHaveTextContent('6B');
    expect(screen.getByTestId('star-rating')).toHaveAccessibleName('Note 3,6 sur 5, 5 votes');

    expect(screen.getByRole('heading', { name: 'Commentaires' })).toBeInTheDocument();
    expect(screen.getByText('Superbe mouvement final')).toBeInTheDocument();
  });

  it('shows the closing date of a closed boulder, and the empty texts', () => {
    renderWithProviders(
      <BoulderDetailModal
        route={makeRoute({
          route_active: false,
          planned_dismantling: '2026-10-20',
          closed_at: '2026-10-05T09:00:00.000Z',
          average_grading: null,
          average_ranking: null,
          average_ranking_count: 0,
          route_setter: null,
        })}
        onClose={vi.fn()}
      />,
    );
    expect(info('Démontage')).toHaveTextContent('05/10/26');
    expect(screen.getByText('Fermé')).toBeInTheDocument();
    expect(screen.getByText('Pas encore de commentaire')).toBeInTheDocument();
    expect(screen.getByText('Pas encore de votes')).toBeInTheDocument();
    expect(stat('Cotation moyenne')).toHaveTextContent("Pas d'avis");
  });

  it('is closed without a boulder', () => {
    renderWithProviders(<BoulderDetailModal route={null} onClose={vi.fn()} />);
    expect(screen.queryByText('Détail bloc')).not.toBeInTheDocument();
  });
});
