import { describe, expect, it } from 'vitest';
import { applyAction, scoreLine } from './result-entry';

describe("the judge's buttons", () => {
  const none = { attempts: 0, zoneAttempt: null, topAttempt: null };

  it('counts attempts, then marks the zone and the top on the current attempt', () => {
    let score = applyAction(none, 'attempt', true);
    score = applyAction(score, 'attempt', true);
    score = applyAction(score, 'zone', true);
    score = applyAction(score, 'attempt', true);
    score = applyAction(score, 'top', true);
    expect(score).toEqual({ attempts: 3, zoneAttempt: 2, topAttempt: 3 });
    expect(scoreLine(score)).toBe('3 essais · zone au 2e · top au 3e');
    // Nothing moves once topped.
    expect(applyAction(score, 'attempt', true)).toBe(score);
  });

  it('takes a top without a tap on Essai as a flash, with its zone', () => {
    expect(applyAction(none, 'top', true)).toEqual({ attempts: 1, zoneAttempt: 1, topAttempt: 1 });
    expect(scoreLine(applyAction(none, 'top', true))).toBe('1 essai · zone au 1er · top au 1er');
  });

  it('has no zone on a boulder without one', () => {
    expect(applyAction(none, 'zone', false)).toBe(none);
    expect(applyAction({ attempts: 2, zoneAttempt: null, topAttempt: null }, 'top', false)).toEqual({ attempts: 2, zoneAttempt: null, topAttempt: 2 });
  });
});
