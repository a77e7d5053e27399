import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Comment } from '../../shared/contract/routes';
import { TestProviders } from '../testing/render';
import { CommentList } from './comment-list';

const comment = (id: number, text = `Commentaire ${id}`): Comment => ({
  id,
  comment: text,
  created_at: '2026-11-21T17:46:33.000Z',
  user: { first_name: 'Adèle', last_name: 'Lopez', profile_picture: null },
  route: {
    id: 10 + id,
    picture: null,
    name: `Bloc ${id}`,
    level: 0,
    sector: { name: 'La Proue' },
    gym_difficulty: { svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' },
  },
});

const renderList = (ui: React.ReactElement) => render(<TestProviders>{ui}</TestProviders>);

describe('CommentList', () => {
  it('says "Pas encore de commentaire" when there is none', () => {
    renderList(<CommentList comments={[]} />);
    expect(screen.getByText('Pas encore de commentaire')).toBeInTheDocument();
  });

  it('shows author, date in dd/mm/yy, boulder and text', () => {
    renderList(<CommentList comments={[comment(1, 'Super bloc !')]} />);
    const item = screen.getByTestId('comment');
    expect(item).toHaveTextContent('Adèle Lopez');
    expect(item).toHaveTextContent('21/11/26');
    expect(item).toHaveTextContent('Bloc 1');
    expect(item).toHaveTextContent('La Proue');
    expect(item).toHaveTextContent('Super bloc !');
  });

  it('renders a long list progressively with "Afficher plus"', async () => {
    const user = userEvent.setup();
    renderList(<CommentList comments={Array.from({ length: 12 }, (_, index) => comment(index + 1))} pageSize={5} />);
    expect(screen.getAllByTestId('comment')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Afficher plus (7 restants)' }));
    expect(screen.getAllByTestId('comment')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Afficher plus (2 restants)' }));
    expect(screen.getAllByTestId('comment')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: /Afficher plus/ })).not.toBeInTheDocument();
  });
});
