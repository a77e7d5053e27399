import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { contestCatalog } from '../../../lib/catalogs/contest';
import { loadCatalog } from '../../../lib/i18n';
import { resultText } from './contest-live-page';

// The active language's messages, as useT gives them to the page.
const t = (key: Parameters<Parameters<typeof resultText>[0]>[0], values?: Record<string, string | number>) => i18n._(key, values);

describe('resultText', () => {
  const line = (attempts: number, zoneAttempt: number | null, topAttempt: number | null) => ({
    number: 1,
    points: 0,
    counted: true,
    attempts,
    zoneAttempt,
    topAttempt,
  });
  afterEach(() => i18n.activate('fr'));

  it('says each result in words', () => {
    expect(resultText(t, line(1, 1, 1))).toBe('Flash');
    expect(resultText(t, line(3, 1, 3))).toBe('Top au 3e essai, zone au 1er');
    expect(resultText(t, line(2, null, 2))).toBe('Top au 2e essai');
    expect(resultText(t, line(4, 2, null))).toBe('Zone au 2e essai');
    expect(resultText(t, line(1, null, null))).toBe('1 essai');
    expect(resultText(t, line(5, null, null))).toBe('5 essais');
    expect(resultText(t, line(0, null, null))).toBe('Pas tenté');
  });

  it('and in English, with English ordinals', async () => {
    await loadCatalog(contestCatalog, 'en');
    i18n.activate('en');
    expect(resultText(t, line(3, 1, 3))).toBe('Top on the 3rd try, zone on the 1st');
    expect(resultText(t, line(4, 2, null))).toBe('Zone on the 2nd try');
    expect(resultText(t, line(1, null, null))).toBe('1 try');
    expect(resultText(t, line(0, null, null))).toBe('Not tried');
  });
});
