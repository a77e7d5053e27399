import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { BLUE, RED, YELLOW, makeRoute } from '../testing/sector-fixtures';
import { DifficultyHistogram, HISTOGRAM_PX_PER_BOULDER } from './difficulty-histogram';

describe('DifficultyHistogram', () => {
  it('draws one bar per circuit, ordered by grade, 20 px high per boulder', () => {
    // Given out of order: red (6A), yellow (4A), blue (5B).
    const routes = [
      makeRoute({ gym_difficulty: RED }),
      makeRoute({ gym_difficulty: YELLOW }),
      makeRoute({ gym_difficulty: BLUE }),
      makeRoute({ gym_difficulty: RED }),
      makeRoute({ gym_difficulty: YELLOW, difficulty: '4A+' }),
      makeRoute({ gym_difficulty: RED }),
    ];
    renderWithProviders(<DifficultyHistogram routes={routes} />);

    const bars = screen.getAllByTestId('histogram-bar');
    expect(bars.map((bar) => bar.dataset.difficulty)).toEqual(['Jaune', 'Bleu', 'Rouge']);
    const heights = screen.getAllByTestId('histogram-bar-body').map((body) => body.style.height);
    expect(HISTOGRAM_PX_PER_BOULDER).toBe(20);
    expect(heights).toEqual(['40px', '20px', '60px']);
    expect(bars[2]).toHaveAccessibleName('Rouge : 3 blocs');
    expect(bars[1]).toHaveTextContent('1');
  });

  it('says so when the sector has no boulder', () => {
    renderWithProviders(<DifficultyHistogram routes={[]} />);
    expect(screen.queryByTestId('histogram-bar')).toBeNull();
    expect(screen.getByText('Aucun bloc dans ce secteur.')).toBeInTheDocument();
  });
});
