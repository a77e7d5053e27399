import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { applyAction, type Score } from '../../shared/domain/result-entry';
import { scoringCatalog } from './catalogs/scoring';
import { loadCatalog, type TranslateOf } from './i18n';
import { nextEntryText, scoreLine } from './score-text';

const t: TranslateOf<typeof scoringCatalog> = (key, values) => i18n._(key, values);
const taps = (actions: ('attempt' | 'zone' | 'top')[]): Score =>
  actions.reduce<Score>((score, action) => applyAction(score, action, true), { attempts: 0, zoneAttempt: null, topAttempt: null });

describe('a result in words, as the judge and the competitor see it', () => {
  afterEach(() => i18n.activate('fr'));

  it('says the attempts, the zone and the top in French', () => {
    expect(scoreLine(t, taps(['attempt', 'top']))).toBe('2 essais · zone au 2e · top au 2e');
    expect(scoreLine(t, taps(['top']))).toBe('1 essai · zone au 1er · top au 1er');
    expect(scoreLine(t, taps(['zone', 'attempt']))).toBe('1 essai · zone au 1er');
    expect(nextEntryText(t, taps([]))).toBe('Prochaine saisie : 1er essai');
    expect(nextEntryText(t, taps(['attempt']))).toBe('Prochaine saisie : 2e essai');
    expect(nextEntryText(t, taps(['attempt', 'zone']))).toBe('Prochaine saisie : 2e essai (zone déjà notée)');
    expect(nextEntryText(t, taps(['top']))).toBeNull();
  });

  it('says them in English, with English ordinals', async () => {
    await loadCatalog(scoringCatalog, 'en');
    i18n.activate('en');
    expect(scoreLine(t, taps(['attempt', 'attempt', 'top']))).toBe('3 tries · zone on the 3rd · top on the 3rd');
    expect(scoreLine(t, taps(['top']))).toBe('1 try · zone on the 1st · top on the 1st');
    expect(nextEntryText(t, taps(['attempt']))).toBe('Next entry: 2nd try');
    expect(nextEntryText(t, taps(['attempt', 'zone']))).toBe('Next entry: 2nd try (zone already noted)');
  });
});
