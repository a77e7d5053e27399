/**
 * What the pages keep in localStorage (docs/product.md › Back office: data "Locally stored"). Values are JSON; a
 * corrupt or unexpected value reads as "nothing stored" instead of breaking the page.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { clearSession, STORAGE_KEYS } from './stored-session';

export { clearSession, STORAGE_KEYS };

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** The favourite gym: at least its id and name (the gym-info call may add more fields). */
export interface StoredGym {
  id: number;
  name: string;
  [field: string]: unknown;
}

/** The difficulty chosen on the circuits overview: at least the gym difficulty id. */
export interface StoredDifficulty {
  id: number;
  name?: string;
  [field: string]: unknown;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings): behave as if nothing is stored.
    return null;
  }
}

function readRaw(key: StorageKey): string | null {
  try {
    return browserStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function readJson(key: StorageKey): unknown {
  const raw = readRaw(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

function write(key: StorageKey, value: unknown) {
  try {
    const storage = browserStorage();
    if (value === null || value === undefined) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or disabled storage: the app keeps working for this page view.
  }
  notify();
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function getStoredUserId(): string | null {
  const parsed = readJson(STORAGE_KEYS.user);
  if (typeof parsed === 'string' && UUID.test(parsed)) return parsed;
  // Older pages stored the bare id without JSON quotes.
  const raw = readRaw(STORAGE_KEYS.user);
  return raw !== null && UUID.test(raw) ? raw : null;
}

export const setStoredUserId = (userId: string | null) => write(STORAGE_KEYS.user, userId);

export function getFavoriteGym(): StoredGym | null {
  const parsed = readJson(STORAGE_KEYS.favoriteGym);
  return isObject(parsed) && typeof parsed.id === 'number' && typeof parsed.name === 'string' ? (parsed as StoredGym) : null;
}

export const setFavoriteGym = (gym: StoredGym | null) => write(STORAGE_KEYS.favoriteGym, gym);

export function getCircuitDifficulty(): StoredDifficulty | null {
  const parsed = readJson(STORAGE_KEYS.circuitDifficulty);
  return isObject(parsed) && typeof parsed.id === 'number' ? (parsed as StoredDifficulty) : null;
}

export const setCircuitDifficulty = (difficulty: StoredDifficulty | null) => write(STORAGE_KEYS.circuitDifficulty, difficulty);

/** Re-renders on every change made by this page, by another tab (the `storage` event), or by clearSession. */
export function subscribeToStorage(listener: () => void): () => void {
  listeners.add(listener);
  const onOtherTab = (event: StorageEvent) => {
    if (event.key === null || (Object.values(STORAGE_KEYS) as string[]).includes(event.key)) listener();
  };
  window.addEventListener('storage', onOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onOtherTab);
  };
}

export const useStoredUserId = () => useSyncExternalStore(subscribeToStorage, getStoredUserId, () => null);

const readFavoriteGymText = () => readRaw(STORAGE_KEYS.favoriteGym);

/** The favourite gym; the same object until the stored text changes. */
export function useFavoriteGym(): StoredGym | null {
  const raw = useSyncExternalStore(subscribeToStorage, readFavoriteGymText, () => null);
  return useMemo(() => (raw === null ? null : getFavoriteGym()), [raw]);
}
