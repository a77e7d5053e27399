/** A result as a judge's or a competitor's taps build it (contests.md §4): 'Essai', 'Zone', 'Top'. */
export interface Score {
  attempts: number;
  zoneAttempt: number | null;
  topAttempt: number | null;
}

export const NONE: Score = { attempts: 0, zoneAttempt: null, topAttempt: null };
const ordinal = (n: number) => (n === 1 ? '1er' : `${n}e`);

/** 'Essais : 3 · zone au 1er · top au 3e'. */
export function scoreLine(score: Score): string {
  const parts = [`${score.attempts} essai${score.attempts > 1 ? 's' : ''}`];
  if (score.zoneAttempt !== null) parts.push(`zone au ${ordinal(score.zoneAttempt)}`);
  if (score.topAttempt !== null) parts.push(`top au ${ordinal(score.topAttempt)}`);
  return parts.join(' · ');
}

/** What a button does to a result: 'Essai' adds one, 'Zone' and 'Top' mark the current attempt (the first one if none yet). */
export function applyAction(score: Score, action: 'attempt' | 'zone' | 'top', hasZone: boolean): Score {
  if (action === 'attempt') return score.topAttempt !== null ? score : { ...score, attempts: score.attempts + 1 };
  const attempts = Math.max(1, score.attempts);
  if (action === 'zone') return !hasZone || score.zoneAttempt !== null ? score : { ...score, attempts, zoneAttempt: attempts };
  if (score.topAttempt !== null) return score;
  return { attempts, zoneAttempt: hasZone ? (score.zoneAttempt ?? attempts) : null, topAttempt: attempts };
}
