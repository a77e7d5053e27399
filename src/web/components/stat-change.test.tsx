import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../testing/render';
import { changeTrend, StatChange, type StatChangeProps } from './stat-change';

const renderStat = (props: StatChangeProps) =>
  render(
    <TestProviders>
      <StatChange {...props} />
    </TestProviders>,
  );

describe('StatChange', () => {
  it('shows the value and a signed rise against last month, in green', () => {
    renderStat({ label: 'Essais', value: 120, previous: 100 });
    expect(screen.getByText('Essais')).toBeInTheDocument();
    expect(screen.getByTestId('stat-value')).toHaveTextContent('120');
    const delta = screen.getByTestId('stat-delta');
    expect(delta).toHaveTextContent('+20');
    expect(delta).toHaveAttribute('data-trend', 'up');
    expect(delta.style.color).toContain('teal');
    expect(screen.getByText('vs mois dernier')).toBeInTheDocument();
  });

  it('shows a fall with its minus sign, in red, and one decimal', () => {
    renderStat({ value: 2.25, previous: 3.8 });
    expect(screen.getByTestId('stat-value')).toHaveTextContent('2,3');
    const delta = screen.getByTestId('stat-delta');
    expect(delta).toHaveTextContent('-1,6');
    expect(delta.style.color).toContain('red');
  });

  it('uses whole percentages and "ppts" for percentages', () => {
    renderStat({ value: 42.4, previous: 38.6, percent: true });
    expect(screen.getByTestId('stat-value')).toHaveTextContent('42%');
    expect(screen.getByTestId('stat-delta')).toHaveTextContent('+3 ppts');
  });

  it('shows 0 and a neutral change when the statistics are empty', () => {
    renderStat({ value: null, previous: undefined, percent: true });
    expect(screen.getByTestId('stat-value')).toHaveTextContent('0%');
    const delta = screen.getByTestId('stat-delta');
    expect(delta).toHaveTextContent('0 ppts');
    expect(delta).toHaveAttribute('data-trend', 'flat');
  });

  it('swaps the colours when a rise is bad news', () => {
    renderStat({ value: 4, previous: 3, lowerIsBetter: true });
    expect(screen.getByTestId('stat-delta').style.color).toContain('red');
  });

  it('takes its comparison label and texts from the caller', () => {
    renderStat({ value: 0, previous: 0, valueText: '6A+', changeText: '+1 niveau', trend: 'up', comparisonLabel: 'vs ouverture précédente' });
    expect(screen.getByTestId('stat-value')).toHaveTextContent('6A+');
    expect(screen.getByTestId('stat-delta')).toHaveTextContent('+1 niveau');
    expect(screen.getByText('vs ouverture précédente')).toBeInTheDocument();
  });

  it('judges the trend on the rounded values shown', () => {
    expect(changeTrend(10.02, 10, { decimals: 1 })).toBe('flat');
    expect(changeTrend(42.4, 41.6, { percent: true })).toBe('flat');
    expect(changeTrend(3, 2)).toBe('up');
    expect(changeTrend(2, 3)).toBe('down');
  });
});
