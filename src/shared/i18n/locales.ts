/**
 * The languages of the climbers' side and of the public pages (docs/i18n.md). French is the source
 * language: its catalogues hold every message, and it is the answer when nothing better matches.
 */
export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

/** Each language named in itself, as a language switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { fr: 'Français', en: 'English' };

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The first supported language of a preference list (`navigator.languages`, or the tags of an
 * `Accept-Language` header in the order of their weights): 'en-GB' counts as 'en'. French when none is supported.
 */
export function matchLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const language = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}

/**
 * The catalogue areas shown in French only for now, whatever the visitor's language: the back office and
 * the staff's pages (docs/i18n.md). Another language for one of them is its file beside fr.json and a line
 * in its module of src/web/lib/catalogs/.
 */
export const FRENCH_ONLY_AREAS: readonly string[] = [
  'dashboard',
  'boulders',
  'sectors',
  'circuits',
  'moderation',
  'route-setting',
  'settings',
  'contest-admin',
  'announcements',
  'back-office',
  'staff',
];
