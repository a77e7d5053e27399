import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { makeChoice } from '../testing/sector-fixtures';
import { OUTLINE_COLORS, SectorPicker, outlineStyle } from './sector-picker';

const choices = [makeChoice(1, 'Fourvière'), makeChoice(2, 'La Proue', { oldest_sector: true }), makeChoice(7, 'Croix-Rousse', { newest_sector: true })];

const outlinePath = (id: number) => screen.getByTestId(`sector-outline-${id}`).querySelector('path')!;

describe('SectorPicker', () => {
  it('draws the newest sector green, the next to dismantle red and highlights the selected one', () => {
    renderWithProviders(<SectorPicker choices={choices} picture="data:image/svg+xml,plan" selectedId={1} onSelect={() => undefined} />);

    expect(screen.getByTestId('sector-outline-7')).toHaveAttribute('data-tone', 'newest');
    expect(outlinePath(7)).toHaveAttribute('stroke', OUTLINE_COLORS.newest);
    expect(screen.getByTestId('sector-outline-2')).toHaveAttribute('data-tone', 'next');
    expect(outlinePath(2)).toHaveAttribute('stroke', OUTLINE_COLORS.next);

    // Selected: thicker and more filled than any other outline.
    expect(screen.getByTestId('sector-outline-1')).toHaveAttribute('data-selected', 'true');
    const selectedWidth = Number(outlinePath(1).getAttribute('stroke-width'));
    for (const id of [2, 7]) {
      expect(screen.getByTestId(`sector-outline-${id}`)).toHaveAttribute('data-selected', 'false');
      expect(Number(outlinePath(id).getAttribute('stroke-width'))).toBeLessThan(selectedWidth);
      expect(Number(outlinePath(id).getAttribute('fill-opacity'))).toBeLessThan(Number(outlinePath(1).getAttribute('fill-opacity')));
    }
    expect(screen.getByRole('img', { name: 'Plan des secteurs de la salle' })).toBeInTheDocument();
  });

  it('keeps the colour of a marked sector when it is selected', () => {
    expect(outlineStyle('newest', true).stroke).toBe(OUTLINE_COLORS.newest);
    expect(outlineStyle('next', true).stroke).toBe(OUTLINE_COLORS.next);
    expect(outlineStyle('newest', true).strokeWidth).toBeGreaterThan(outlineStyle('newest', false).strokeWidth);
  });

  it('marks the selected button as pressed and colours the buttons like the outlines', () => {
    renderWithProviders(<SectorPicker choices={choices} picture={null} selectedId={7} onSelect={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Croix-Rousse' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Fourvière' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'La Proue' })).toHaveAttribute('data-tone', 'next');
    expect(screen.getByRole('button', { name: 'Croix-Rousse' })).toHaveAttribute('data-tone', 'newest');
  });

  it('selects a sector by its button or by its outline', () => {
    const onSelect = vi.fn();
    renderWithProviders(<SectorPicker choices={choices} picture={null} selectedId={7} onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('button', { name: 'La Proue' }));
    expect(onSelect).toHaveBeenLastCalledWith(2);
    fireEvent.click(outlinePath(1));
    expect(onSelect).toHaveBeenLastCalledWith(1);
  });

  it('shows only the buttons when no sector has an outline nor the gym a picture', () => {
    const bare = choices.map((choice) => ({ ...choice, polyline: null }));
    renderWithProviders(<SectorPicker choices={bare} picture={null} selectedId={7} onSelect={() => undefined} />);
    expect(screen.queryByTestId('sector-map')).toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(3);
  });
});
