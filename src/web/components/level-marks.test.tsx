import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../testing/render';
import { LevelMarks, levelMarksOfStored, subLevelMarkOf } from './level-marks';

const filled = () => Array.from(screen.getByTestId('level-marks').children).map((mark) => mark.getAttribute('data-filled'));

describe('LevelMarks', () => {
  it.each([
    [1, ['true', 'false', 'false']],
    [2, ['true', 'true', 'false']],
    [3, ['true', 'true', 'true']],
  ] as const)('level %i fills that many of the three marks', (level, expected) => {
    render(
      <TestProviders>
        <LevelMarks level={level} />
      </TestProviders>,
    );
    expect(filled()).toEqual(expected);
    expect(screen.getByRole('img', { name: `Niveau ${level} sur 3` })).toBeInTheDocument();
  });

  it('reads the stored level: -1 is 1, 0 is 2, anything else 3', () => {
    expect(levelMarksOfStored(-1)).toBe(1);
    expect(levelMarksOfStored(0)).toBe(2);
    expect(levelMarksOfStored(1)).toBe(3);
    expect(levelMarksOfStored(7)).toBe(3);
  });

  it('compares the sub-level grade with the circuit grade: lower 1, equal 2, higher 3', () => {
    expect(subLevelMarkOf('5C+', '6A')).toBe(1);
    expect(subLevelMarkOf('6A', '6A')).toBe(2);
    expect(subLevelMarkOf('6a+', '6A')).toBe(3);
    expect(subLevelMarkOf('??', '6A')).toBeNull();
  });
});
