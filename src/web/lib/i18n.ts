/**
 * The pages' languages (docs/i18n.md) on Lingui's core: the language comes from what the visitor chose
 * (remembered in this browser), else from the browser's languages, else French. Each area's catalogue is
 * fetched for the active language only, when a page of that area is first shown.
 *
 * The React binding is these few lines rather than @lingui/react: its 2 kB would push the landing page
 * past its budget, and the pages only need "re-render when the language changes" and text with an
 * element inside (richMessage).
 */
import { i18n, setupI18n, type Messages } from '@lingui/core';
import { createElement, Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { DEFAULT_LOCALE, isLocale, matchLocale, type Locale } from '../../shared/i18n/locales';

type CatalogModule = { messages: Messages };

/**
 * An area's message catalogue: its name and how to fetch it in each language it has (French, the
 * source, always; the back office's areas have only French for now); `K` is its keys, typed
 * from its French (source) file. Each area is defined in its own module of lib/catalogs/, so that a
 * catalogue's loaders are bundled with the pages that use it rather than in the entry. A key belongs to
 * one area only (catalogs.test.ts).
 */
export interface Catalog<K extends string> {
  readonly area: string;
  readonly load: { readonly fr: () => Promise<CatalogModule> } & Partial<Record<Locale, () => Promise<CatalogModule>>>;
  /** Never set: it only carries the keys' type. */
  readonly keys?: K;
}

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

/**
 * The source language's own Lingui, for an area shown in French while the pages speak another language
 * (an area without that language's file): its plurals and numbers then follow French rules, as its texts.
 */
const sourceI18n = setupI18n({ locale: DEFAULT_LOCALE, messages: { [DEFAULT_LOCALE]: {} } });

/** The language an area is shown in: the active one when the area has it, else French. */
const shownLocale = (catalog: Catalog<string>, locale: Locale): Locale => (catalog.load[locale] ? locale : DEFAULT_LOCALE);

const loading = new Map<string, Promise<void>>();
/** `area:locale` of the catalogues already in Lingui's messages. */
const loaded = new Set<string>();

/** Fetches (once) an area's catalogue in a language (French if the area lacks it) and adds it to that language's messages. */
export function loadCatalog(catalog: Catalog<string>, locale: Locale): Promise<void> {
  const shown = shownLocale(catalog, locale);
  const key = `${catalog.area}:${shown}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = (catalog.load[shown] ?? catalog.load.fr)().then(({ messages }) => {
      i18n.load(shown, messages);
      if (shown === DEFAULT_LOCALE) sourceI18n.load(shown, messages);
      loaded.add(key);
    });
    // A failed fetch (offline, new deployment) is tried again on the next render instead of staying failed.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

const shownCatalogs = new Set<Catalog<string>>();

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
  await Promise.all([...shownCatalogs].map((catalog) => loadCatalog(catalog, locale)));
  activate(locale);
}

const subscribe = (listener: () => void) => i18n.on('change', listener);
const activeLocale = () => i18n.locale as Locale;

/** The active language; the component re-renders when it changes. */
export const useLocale = (): Locale => useSyncExternalStore(subscribe, activeLocale, activeLocale);

export type Translate<K extends string> = (key: K, values?: Record<string, string | number>) => string;
/** The translate function of a catalogue, for a component that receives it. */
export type TranslateOf<C> = C extends Catalog<infer K> ? Translate<K> : never;

/**
 * The translate function of an area, once its catalogue is there in the active language: until then the
 * component suspends, so the nearest Suspense shows its loader instead of keys. The promise is thrown
 * (React's Suspense contract) rather than passed to `use`: a layout calling `use` stopped the lazy page
 * inside it from ever showing (React 19.3, router.test.tsx), and a loaded catalogue must not suspend at all.
 */
export function useT<K extends string>(catalog: Catalog<K>): Translate<K> {
  const locale = useLocale();
  shownCatalogs.add(catalog);
  const shown = shownLocale(catalog, locale);
  if (!loaded.has(`${catalog.area}:${shown}`)) throw loadCatalog(catalog, locale);
  return translatorOf(shown === locale ? i18n : sourceI18n, shown);
}

/** One translate function per Lingui and language, so that it changes with the language only (a memo may depend on it). */
const translators = new Map<string, Translate<string>>();
function translatorOf(lingui: typeof i18n, locale: Locale): Translate<string> {
  const key = `${lingui === i18n ? 'active' : 'source'}:${locale}`;
  let translate = translators.get(key);
  if (!translate) translators.set(key, (translate = (id, values) => lingui._(id, values)));
  return translate;
}

const SLOT = '\u0000';

/** The message `key` with React elements in its `{placeholders}` (a link or a bold figure inside a sentence). */
export function richMessage<K extends string>(t: Translate<K>, key: K, elements: Record<string, ReactNode>): ReactNode {
  const names = Object.keys(elements);
  const parts = t(key, Object.fromEntries(names.map((name) => [name, `${SLOT}${name}${SLOT}`]))).split(SLOT);
  // Odd parts are the names of the placeholders, in the order the language puts them.
  return createElement(Fragment, null, ...parts.map((part, index) => (index % 2 === 1 ? createElement(Fragment, { key: index }, elements[part]) : part)));
}
