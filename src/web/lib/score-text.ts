import { currentAttempt, type Score } from '../../shared/domain/result-entry';
import type { scoringCatalog } from './catalogs/scoring';
import type { TranslateOf } from './i18n';

type ScoringT = TranslateOf<typeof scoringCatalog>;

/** '3 essais · zone au 1er · top au 3e', in the page's language. */
export function scoreLine(t: ScoringT, score: Score): string {
  const parts = [t('scoring.line.attempts', { count: score.attempts })];
  if (score.zoneAttempt !== null) parts.push(t('scoring.line.zone', { attempt: score.zoneAttempt }));
  if (score.topAttempt !== null) parts.push(t('scoring.line.top', { attempt: score.topAttempt }));
  return parts.join(' · ');
}

/** Said before a tap, so that the judge knows which attempt it records ('Prochaine saisie : 2e essai'); null once topped. */
export function nextEntryText(t: ScoringT, score: Score): string | null {
  if (score.topAttempt !== null) return null;
  return t(score.open ? 'scoring.nextZoneNoted' : 'scoring.next', { attempt: currentAttempt(score) });
}
