// Every catalogue in every language has the keys of its French (source) catalogue, no empty text, valid
// ICU syntax, and the same placeholders: a translation can neither drop a value nor invent one.
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { TAG_GROUP_LABELS, TAG_GROUPS } from '../contract/constants';
import { REGISTRATION_MESSAGES } from '../contract/contest-public';
import { REPORT_KIND_LABELS, REPORT_KINDS } from '../domain/climber-rules';
import { NOTIFY_MESSAGES } from '../domain/notify-rules';
import { MESSAGES } from '../messages';
import { PAGE_MESSAGES } from '../page-messages';
import { DEFAULT_LOCALE, FRENCH_ONLY_AREAS, LOCALES } from './locales';

// Every catalogue file, by path (`./catalogs/public/fr.json`): Vite's glob, as src/shared may not read files itself (lint).
const files = import.meta.glob<Record<string, string>>('./catalogs/*/*.json', { eager: true, import: 'default' });
const areas = [...new Set(Object.keys(files).map((file) => file.split('/')[2]))];
const read = (area: string, locale: string) => files[`./catalogs/${area}/${locale}.json`];
/** The languages an area has: every one, or French alone for an area of FRENCH_ONLY_AREAS (others may come, file by file). */
const localesOf = (area: string) => LOCALES.filter((locale) => !FRENCH_ONLY_AREAS.includes(area) || locale === DEFAULT_LOCALE || read(area, locale));

/** The names of a compiled message's placeholders, plural and select branches included. */
function placeholders(message: CompiledMessage, names = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, , format] = token;
    names.add(name);
    if (format && typeof format === 'object')
      for (const [branch, value] of Object.entries(format)) if (branch !== 'offset' && Array.isArray(value)) placeholders(value as CompiledMessage, names);
  }
  return names;
}

describe('message catalogues', () => {
  it('exist for each area in every language (French alone for the areas shown in French only)', () => {
    expect(areas.length).toBeGreaterThan(0);
    expect(FRENCH_ONLY_AREAS.filter((area) => !areas.includes(area))).toEqual([]);
    for (const area of areas)
      expect(
        Object.keys(files)
          .filter((file) => file.startsWith(`./catalogs/${area}/`))
          .sort(),
      ).toEqual(
        localesOf(area)
          .map((locale) => `./catalogs/${area}/${locale}.json`)
          .sort(),
      );
  });

  it('use each key in one area only: Lingui keeps one table of messages per language, where a second area would overwrite the first', () => {
    const areasOf = new Map<string, string[]>();
    for (const area of areas) for (const key of Object.keys(read(area, DEFAULT_LOCALE))) areasOf.set(key, [...(areasOf.get(key) ?? []), area]);
    expect([...areasOf].filter(([, inAreas]) => inAreas.length > 1)).toEqual([]);
  });

  for (const area of areas) {
    const source = read(area, DEFAULT_LOCALE);
    for (const locale of localesOf(area).filter((locale) => locale !== DEFAULT_LOCALE)) {
      it(`${area}: ${locale} has exactly the French keys, each translated with the same placeholders`, () => {
        const translated = read(area, locale);
        expect(Object.keys(translated).sort()).toEqual(Object.keys(source).sort());
        for (const [key, french] of Object.entries(source)) {
          expect(translated[key].trim(), `${area}/${locale} ${key}`).not.toBe('');
          expect([...placeholders(compileMessageOrThrow(translated[key]))].sort(), `${area}/${locale} ${key}`).toEqual(
            [...placeholders(compileMessageOrThrow(french))].sort(),
          );
        }
      });
    }
    it(`${area}: the French texts are valid messages`, () => {
      for (const [key, french] of Object.entries(source)) expect(() => compileMessageOrThrow(french), key).not.toThrow();
    });
  }

  it('public: the notify form says in French what the server answers (NOTIFY_MESSAGES)', () => {
    const french = read('public', DEFAULT_LOCALE);
    for (const key of ['notifyGymRequired', 'notifyEmailRequired', 'notifyEmailInvalid'] as const) expect(french[`notify.${key}`]).toBe(NOTIFY_MESSAGES[key]);
    expect(french['notify.succeeded']).toBe(NOTIFY_MESSAGES.notifySucceeded);
    expect(french['notify.genericError']).toBe(NOTIFY_MESSAGES.notifyGenericError);
  });

  it('climber: the French of the texts the back office shares with the app is the same (report kinds, tag groups, password and e-mail rules)', () => {
    const french = read('climber', DEFAULT_LOCALE);
    for (const kind of REPORT_KINDS) expect(french[`sheet.reportKind.${kind}`]).toBe(REPORT_KIND_LABELS[kind]);
    for (const group of TAG_GROUPS) expect(french[`rows.tagGroup.${group}`]).toBe(TAG_GROUP_LABELS[group]);
    expect(french['app.passwordDescription']).toBe(`${MESSAGES.passwordHint}, 8 caractères au moins`);
    for (const key of ['emailRequired', 'emailInvalid'] as const) expect(french[`app.${key}`]).toBe(PAGE_MESSAGES[key]);
  });

  it('contest: the French of the countdown and of a closed registration is what the server and the seeded pages say', () => {
    const french = read('contest', DEFAULT_LOCALE);
    expect(french['countdown.over']).toBe(PAGE_MESSAGES.contestOver);
    expect(french['countdown.underOneMinute']).toBe(MESSAGES.countdownUnderOneMinute);
    expect(french['reg.closed']).toBe(REGISTRATION_MESSAGES.closed);
    expect(french['reg.full']).toBe(REGISTRATION_MESSAGES.full);
  });
});
