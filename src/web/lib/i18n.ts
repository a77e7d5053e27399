/**
 * The pages' languages (docs/i18n.md) on Lingui's core: the language comes from what the visitor chose
 * (remembered in this browser), else from the browser's languages, else French. Each area's catalogue is
 * fetched for the active language only, when a page of that area is first shown.
 *
 * The React binding is these few lines rather than @lingui/react: its 2 kB would push the landing page
 * past its budget, and the pages only need "re-render when the language changes" and text with an
 * element inside (richMessage).
 */
import { i18n, type Messages } from '@lingui/core';
import { createElement, Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { isLocale, matchLocale, type Locale } from '../../shared/i18n/locales';
import type boulderCatalog from '../../shared/i18n/catalogs/boulder/fr.json';
import type challengeCatalog from '../../shared/i18n/catalogs/challenge/fr.json';
import type climberCatalog from '../../shared/i18n/catalogs/climber/fr.json';
import type legalCatalog from '../../shared/i18n/catalogs/legal/fr.json';
import type publicCatalog from '../../shared/i18n/catalogs/public/fr.json';

/** The message keys of each area, from its French (source) catalogue; a key belongs to one area only (catalogs.test.ts). */
interface AreaKeys {
  /** The public pages' header and footer, and the landing page. */
  public: keyof typeof publicCatalog;
  /** /b/{code}, the page of a label's QR code. */
  boulder: keyof typeof boulderCatalog;
  /** /monthly-challenge. */
  challenge: keyof typeof challengeCatalog;
  /** The three legal pages. */
  legal: keyof typeof legalCatalog;
  /** The climbers' app, /app. */
  climber: keyof typeof climberCatalog;
}
export type CatalogArea = keyof AreaKeys;

type CatalogModule = { messages: Messages };
// One compiled module per area and language (the `?lingui` suffix makes @lingui/vite-plugin compile it).
const CATALOGS: Record<CatalogArea, Record<Locale, () => Promise<CatalogModule>>> = {
  public: {
    fr: () => import('../../shared/i18n/catalogs/public/fr.json?lingui'),
    en: () => import('../../shared/i18n/catalogs/public/en.json?lingui'),
  },
  boulder: {
    fr: () => import('../../shared/i18n/catalogs/boulder/fr.json?lingui'),
    en: () => import('../../shared/i18n/catalogs/boulder/en.json?lingui'),
  },
  challenge: {
    fr: () => import('../../shared/i18n/catalogs/challenge/fr.json?lingui'),
    en: () => import('../../shared/i18n/catalogs/challenge/en.json?lingui'),
  },
  legal: {
    fr: () => import('../../shared/i18n/catalogs/legal/fr.json?lingui'),
    en: () => import('../../shared/i18n/catalogs/legal/en.json?lingui'),
  },
  climber: {
    fr: () => import('../../shared/i18n/catalogs/climber/fr.json?lingui'),
    en: () => import('../../shared/i18n/catalogs/climber/en.json?lingui'),
  },
};

export const CATALOG_AREAS = Object.keys(CATALOGS) as CatalogArea[];

// The choice is kept here rather than through lib/storage.ts: importing that module into this one makes the
// bundler split React's JSX runtime out of the entry, half a kilobyte more on '/' (npm run size).
const LOCALE_KEY = 'locale';

function storedLocale(): Locale | null {
  try {
    const value = window.localStorage.getItem(LOCALE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    // Storage can be disabled (privacy settings): the browser's languages decide.
    return null;
  }
}

/** The language to show: the visitor's choice, else the browser's, else French. */
export function preferredLocale(): Locale {
  return storedLocale() ?? matchLocale(navigator.languages ?? []);
}

const loading = new Map<string, Promise<void>>();
/** `area:locale` of the catalogues already in Lingui's messages. */
const loaded = new Set<string>();

/** Fetches (once) an area's catalogue in a language and adds it to that language's messages. */
export function loadCatalog(area: CatalogArea, locale: Locale): Promise<void> {
  const key = `${area}:${locale}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = CATALOGS[area][locale]().then(({ messages }) => {
      i18n.load(locale, messages);
      loaded.add(key);
    });
    // A failed fetch (offline, new deployment) is tried again on the next render instead of staying failed.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

const loadedAreas = new Set<CatalogArea>();

function activate(locale: Locale) {
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

/** Activates the language the pages start in (the preferred one unless told). */
export function startI18n(locale: Locale = preferredLocale()): Locale {
  activate(locale);
  return locale;
}

/**
 * Switches the pages to `locale` and remembers it in this browser: the catalogues of the areas already
 * shown are fetched first, so that no page shows a key while the new language arrives.
 */
export async function switchLocale(locale: Locale): Promise<void> {
  try {
    window.localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Not remembered (storage disabled): the switch still holds for this visit.
  }
  await Promise.all([...loadedAreas].map((area) => loadCatalog(area, locale)));
  activate(locale);
}

const subscribe = (listener: () => void) => i18n.on('change', listener);
const activeLocale = () => i18n.locale as Locale;

/** The active language; the component re-renders when it changes. */
export const useLocale = (): Locale => useSyncExternalStore(subscribe, activeLocale, activeLocale);

export type Translate<K extends string> = (key: K, values?: Record<string, string | number>) => string;

/**
 * The translate function of an area, once its catalogue is there in the active language: until then the
 * component suspends, so the nearest Suspense shows its loader instead of keys. The promise is thrown
 * (React's Suspense contract) rather than passed to `use`: a layout calling `use` stopped the lazy page
 * inside it from ever showing (React 19.3, router.test.tsx), and a loaded catalogue must not suspend at all.
 */
export function useT<A extends CatalogArea>(area: A): Translate<AreaKeys[A]> {
  const locale = useLocale();
  loadedAreas.add(area);
  if (!loaded.has(`${area}:${locale}`)) throw loadCatalog(area, locale);
  return (key, values) => i18n._(key, values);
}

const SLOT = '\u0000';

/** The message `key` with React elements in its `{placeholders}` (a link or a bold figure inside a sentence). */
export function richMessage<K extends string>(t: Translate<K>, key: K, elements: Record<string, ReactNode>): ReactNode {
  const names = Object.keys(elements);
  const parts = t(key, Object.fromEntries(names.map((name) => [name, `${SLOT}${name}${SLOT}`]))).split(SLOT);
  // Odd parts are the names of the placeholders, in the order the language puts them.
  return createElement(Fragment, null, ...parts.map((part, index) => (index % 2 === 1 ? createElement(Fragment, { key: index }, elements[part]) : part)));
}
