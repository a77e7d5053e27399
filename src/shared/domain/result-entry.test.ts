import { describe, expect, it } from 'vitest';
import { applyAction, currentAttempt, storedResult, type Score } from './result-entry';

const taps = (actions: ('attempt' | 'zone' | 'top')[], hasZone = true): Score =>
  actions.reduce<Score>((score, action) => applyAction(score, action, hasZone), { attempts: 0, zoneAttempt: null, topAttempt: null });

describe("the judge's buttons", () => {
  it("takes 'Essai' as a failed attempt: 'Essai' then 'Top' is a top at the second attempt, not a flash", () => {
    expect(storedResult(taps(['attempt', 'top']))).toEqual({ attempts: 2, zoneAttempt: 2, topAttempt: 2 });
  });

  it("takes 'Top' alone as a flash, with its zone", () => {
    expect(storedResult(taps(['top']))).toEqual({ attempts: 1, zoneAttempt: 1, topAttempt: 1 });
  });

  it("marks the zone on the attempt under way, which 'Essai' ends or 'Top' tops", () => {
    // Two failures, the zone on the third, which ends there; the top on the fourth.
    expect(storedResult(taps(['attempt', 'attempt', 'zone', 'attempt', 'top']))).toEqual({ attempts: 4, zoneAttempt: 3, topAttempt: 4 });
    // The zone, then the top in the same attempt.
    expect(storedResult(taps(['attempt', 'zone', 'top']))).toEqual({ attempts: 2, zoneAttempt: 2, topAttempt: 2 });
    // The zone, then the attempt fails: one attempt only.
    expect(storedResult(taps(['zone', 'attempt']))).toEqual({ attempts: 1, zoneAttempt: 1, topAttempt: null });
  });

  it('knows which attempt the next tap records: the one under way after a zone, else the next', () => {
    expect(currentAttempt(taps([]))).toBe(1);
    expect(currentAttempt(taps(['attempt']))).toBe(2);
    expect(currentAttempt(taps(['attempt', 'zone']))).toBe(2);
  });

  it('moves no more once topped, and never sends the device-only mark', () => {
    const topped = taps(['attempt', 'top']);
    expect(applyAction(topped, 'attempt', true)).toBe(topped);
    expect(Object.keys(storedResult(taps(['zone'])))).toEqual(['attempts', 'zoneAttempt', 'topAttempt']);
  });

  it('has no zone on a boulder without one', () => {
    const none = taps([]);
    expect(applyAction(none, 'zone', false)).toBe(none);
    expect(storedResult(taps(['attempt', 'attempt', 'top'], false))).toEqual({ attempts: 3, zoneAttempt: null, topAttempt: 3 });
  });
});
