import { describe, expect, it } from 'vitest';
import { COLOUR_TEMPLATE } from '../../shared/domain/gym-templates';
import { GYMS } from './catalog';

describe("the demo's first gym", () => {
  it("has the circuits a gym created with the 'couleurs' template gets", () => {
    const first = GYMS[0]!;
    expect(first.icon).toBe(COLOUR_TEMPLATE.icon);
    expect(first.isCustomDifficultySystemColor).toBe(COLOUR_TEMPLATE.isCustomDifficultySystemColor);
    expect(first.circuits.map(({ name, grade, color1, color2 }) => ({ name, grade, color1, ...(color2 ? { color2 } : {}) }))).toEqual(COLOUR_TEMPLATE.circuits);
  });
});
