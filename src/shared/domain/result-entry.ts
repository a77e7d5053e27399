/**
 * A result as a judge's or a competitor's taps build it (docs/product.md › Contests: scoring entry): 'Essai', 'Zone', 'Top'.
 * 'Essai' is a failed attempt, ended; 'Zone' marks the zone on the attempt under way, which 'Essai'
 * then ends or 'Top' tops; 'Top' tops the attempt under way, or the next one. So 'Essai' then 'Top'
 * is a top at the second attempt, and 'Top' alone is a flash.
 */
export interface Score {
  attempts: number;
  zoneAttempt: number | null;
  topAttempt: number | null;
  /**
   * The zone was marked on an attempt not ended yet (kept on the device only, never sent): the next
   * 'Essai' ends that attempt instead of adding one, and 'Top' tops it.
   */
  open?: boolean;
}

export const NONE: Score = { attempts: 0, zoneAttempt: null, topAttempt: null };
/** The attempt the next tap applies to: the one under way, or the next. */
export const currentAttempt = (score: Score): number => (score.open ? score.attempts : score.attempts + 1);

/** What a button does to a result; a topped result no longer moves. */
export function applyAction(score: Score, action: 'attempt' | 'zone' | 'top', hasZone: boolean): Score {
  if (score.topAttempt !== null) return score;
  const attempt = currentAttempt(score);
  if (action === 'attempt') return { attempts: attempt, zoneAttempt: score.zoneAttempt, topAttempt: null };
  if (action === 'zone') return !hasZone || score.zoneAttempt !== null ? score : { attempts: attempt, zoneAttempt: attempt, topAttempt: null, open: true };
  return { attempts: attempt, zoneAttempt: hasZone ? (score.zoneAttempt ?? attempt) : null, topAttempt: attempt };
}

/** The result as the server stores it (without the device-only `open`). */
export const storedResult = ({ attempts, zoneAttempt, topAttempt }: Score) => ({ attempts, zoneAttempt, topAttempt });
