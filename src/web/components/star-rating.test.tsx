import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../testing/render';
import { StarRating } from './star-rating';

const renderStars = (rating: number | null, count: number) =>
  render(
    <TestProviders>
      <StarRating rating={rating} count={count} />
    </TestProviders>,
  );

const fills = () =>
  Array.from(screen.getByTestId('star-rating').querySelectorAll('[data-fill]'))
    .filter((node) => !node.parentElement?.closest('[data-fill]'))
    .map((node) => node.getAttribute('data-fill'));

describe('StarRating', () => {
  it('draws a half star from a fraction of .5', () => {
    renderStars(3.5, 12);
    expect(fills()).toEqual(['full', 'full', 'full', 'half', 'empty']);
  });

  it('draws no half star under .5', () => {
    renderStars(3.49, 12);
    expect(fills()).toEqual(['full', 'full', 'full', 'empty', 'empty']);
  });

  it('draws five full stars for 5 and keeps within 5', () => {
    renderStars(5, 2);
    expect(fills()).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('shows the mean and the number of votes next to the stars', () => {
    renderStars(4.25, 12);
    const rating = screen.getByRole('img', { name: 'Note 4,3 sur 5, 12 votes' });
    expect(rating).toHaveTextContent('4,3');
    expect(rating).toHaveTextContent('(12 votes)');
  });

  it('says "1 vote" in the singular', () => {
    renderStars(4, 1);
    expect(screen.getByTestId('star-rating')).toHaveTextContent('(1 vote)');
  });

  it('shows "Pas encore de votes" without a rating', () => {
    renderStars(null, 0);
    expect(screen.getByText('Pas encore de votes')).toBeInTheDocument();
    expect(screen.queryByTestId('star-rating')).not.toBeInTheDocument();
  });

  it('shows "Pas encore de votes" when the count is 0 even with a value', () => {
    renderStars(3, 0);
    expect(screen.getByText('Pas encore de votes')).toBeInTheDocument();
  });
});
