import { describe, expect, it } from 'vitest';
import { outlineSpan, planLabel, type MeasureText } from './plan-labels';

/** Every character 0.6 em wide: what the estimate does where no canvas draws. */
const measure: MeasureText = (text, size) => text.length * size * 0.6;
const sizes = [40, 36, 32];

describe('outlineSpan', () => {
  it('reads the left and right of an outline drawn with absolute points', () => {
    expect(outlineSpan('M207 0L391 0L380 312L225 319L221 278Z')).toEqual({ left: 207, right: 391 });
    expect(outlineSpan('M10.5 3 L 99.25 4 Z')).toEqual({ left: 10.5, right: 99.25 });
    expect(outlineSpan('')).toBeNull();
  });
});

describe('planLabel', () => {
  it('keeps a name on one line at the full size when its sector is wide enough', () => {
    expect(planLabel('La Dalle', { x: 500, span: { left: 300, right: 700 }, planWidth: 1000, sizes, measure })).toEqual({
      lines: ['La Dalle'],
      size: 40,
      x: 500,
    });
  });

  it('wraps on spaces and after hyphens to the sector’s width, every line fitting', () => {
    const span = { left: 0, right: 200 };
    const grand = planLabel('Le Grand Dévers', { x: 100, span, planWidth: 1000, sizes, measure });
    expect(grand).toMatchObject({ lines: ['Le Grand', 'Dévers'], size: 36 });
    const croix = planLabel('Croix-Rousse', { x: 100, span, planWidth: 1000, sizes, measure });
    expect(croix.lines).toEqual(['Croix-', 'Rousse']);
    for (const label of [grand, croix]) for (const line of label.lines) expect(measure(line, label.size)).toBeLessThanOrEqual(200 * 0.92);
  });

  it('uses the smallest size when nothing fits, and keeps the lines inside the plan', () => {
    const label = planLabel('Fourvière', { x: 20, span: { left: 0, right: 100 }, planWidth: 1000, sizes, measure });
    expect(label).toMatchObject({ lines: ['Fourvière'], size: 32 });
    expect(label.x).toBeCloseTo((9 * 32 * 0.6) / 2);
    expect(planLabel('Le Toit', { x: 990, span: null, planWidth: 1000, sizes, measure }).x).toBeCloseTo(1000 - (7 * 40 * 0.6) / 2);
  });
});
