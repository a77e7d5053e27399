import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../testing/render';
import { DifficultyIcon, svgDataUrl } from './difficulty-icon';
import { HoldColorDot, isWhiteHoldColor } from './hold-color-dot';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle r="10" cx="12" cy="12" fill="#D62828"/></svg>';

describe('DifficultyIcon', () => {
  it('shows the svg as an image, never as markup in the page', () => {
    const hostile = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const { container } = render(
      <TestProviders>
        <DifficultyIcon svg={hostile} name="Rouge" />
      </TestProviders>,
    );
    const image = screen.getByRole('img', { name: 'Rouge' });
    expect(image.tagName).toBe('IMG');
    expect(image.getAttribute('src')).toBe(`data:image/svg+xml;utf8,${encodeURIComponent(hostile)}`);
    expect(container.querySelector('script')).toBeNull();
  });

  it('adds the svg namespace an <img> needs', () => {
    expect(decodeURIComponent(svgDataUrl('<svg viewBox="0 0 1 1"></svg>')!)).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svgDataUrl(SVG)).toBe(`data:image/svg+xml;utf8,${encodeURIComponent(SVG)}`);
    expect(svgDataUrl('')).toBeNull();
    expect(svgDataUrl('<img src=x>')).toBeNull();
  });

  it('falls back to a disc of the colours without a usable svg or when it fails to load', () => {
    render(
      <TestProviders>
        <DifficultyIcon svg="" color1="#1A1A1A" color2="#FFFFFF" name="Noir et blanc" />
        <DifficultyIcon svg={SVG} color1="#D62828" name="Rouge" />
      </TestProviders>,
    );
    const disc = screen.getByRole('img', { name: 'Noir et blanc' });
    expect(disc.tagName).toBe('SPAN');
    expect(disc.style.background).toContain('linear-gradient');
    const image = screen.getByRole('img', { name: 'Rouge' });
    fireEvent.error(image);
    const fallback = screen.getByRole('img', { name: 'Rouge' });
    expect(fallback.tagName).toBe('SPAN');
  });
});

describe('HoldColorDot', () => {
  it('draws colour ids 8 and 11 with a border', () => {
    render(
      <TestProviders>
        <HoldColorDot colorId={8} colorCode="#FFFFFF" label="Blanc" />
        <HoldColorDot colorId={11} colorCode="#F4F1E8" label="Ivoire" />
        <HoldColorDot colorId={1} colorCode="#FFD600" label="Jaune" />
      </TestProviders>,
    );
    expect(screen.getByRole('img', { name: 'Blanc' })).toHaveAttribute('data-white', 'true');
    expect(screen.getByRole('img', { name: 'Ivoire' })).toHaveAttribute('data-white', 'true');
    expect(screen.getByRole('img', { name: 'Jaune' })).not.toHaveAttribute('data-white');
  });

  it('knows white ids, and near-white codes when only the code is known', () => {
    expect(isWhiteHoldColor(8, '#123456')).toBe(true);
    expect(isWhiteHoldColor(11, null)).toBe(true);
    expect(isWhiteHoldColor(3, '#FFFFFF')).toBe(false);
    expect(isWhiteHoldColor(null, '#FFFFFF')).toBe(true);
    expect(isWhiteHoldColor(undefined, '#F4F1E8')).toBe(true);
    expect(isWhiteHoldColor(undefined, '#FFD600')).toBe(false);
    expect(isWhiteHoldColor(undefined, null)).toBe(false);
  });
});
