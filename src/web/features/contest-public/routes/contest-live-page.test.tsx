import { describe, expect, it } from 'vitest';
import { resultText } from './contest-live-page';

describe('resultText', () => {
  const line = (attempts: number, zoneAttempt: number | null, topAttempt: number | null) => ({
    number: 1,
    points: 0,
    counted: true,
    attempts,
    zoneAttempt,
    topAttempt,
  });

  it('says each result in words', () => {
    expect(resultText(line(1, 1, 1))).toBe('Flash');
    expect(resultText(line(3, 1, 3))).toBe('Top au 3e essai, zone au 1er');
    expect(resultText(line(2, null, 2))).toBe('Top au 2e essai');
    expect(resultText(line(4, 2, null))).toBe('Zone au 2e essai');
    expect(resultText(line(1, null, null))).toBe('1 essai');
    expect(resultText(line(5, null, null))).toBe('5 essais');
    expect(resultText(line(0, null, null))).toBe('Pas tenté');
  });
});
