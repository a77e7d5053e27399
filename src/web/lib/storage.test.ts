import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  getCircuitDifficulty,
  getFavoriteGym,
  getStoredUserId,
  setCircuitDifficulty,
  setFavoriteGym,
  setStoredUserId,
  STORAGE_KEYS,
  subscribeToStorage,
} from './storage';

const USER = '3f0c6f7e-2a51-4c1e-9a43-5b1f0e6d2c11';

beforeEach(() => window.localStorage.clear());

describe('storage', () => {
  it('uses the keys of the spec', () => {
    setStoredUserId(USER);
    setFavoriteGym({ id: 2, name: 'Bloc Sud' });
    expect(STORAGE_KEYS.user).toBe('user');
    expect(STORAGE_KEYS.favoriteGym).toBe('favoriteGymInfo');
    expect(JSON.parse(window.localStorage.getItem('user')!)).toBe(USER);
    expect(JSON.parse(window.localStorage.getItem('favoriteGymInfo')!)).toEqual({ id: 2, name: 'Bloc Sud' });
  });

  it('reads back what it wrote', () => {
    setStoredUserId(USER);
    setFavoriteGym({ id: 2, name: 'Bloc Sud', extra: true });
    setCircuitDifficulty({ id: 7, name: 'Vert' });
    expect(getStoredUserId()).toBe(USER);
    expect(getFavoriteGym()).toEqual({ id: 2, name: 'Bloc Sud', extra: true });
    expect(getCircuitDifficulty()).toEqual({ id: 7, name: 'Vert' });
  });

  it('treats corrupt or unexpected values as nothing stored', () => {
    window.localStorage.setItem('user', '{oops');
    window.localStorage.setItem('favoriteGymInfo', '"a string"');
    window.localStorage.setItem(STORAGE_KEYS.circuitDifficulty, '{"id":"7"}');
    expect(getStoredUserId()).toBeNull();
    expect(getFavoriteGym()).toBeNull();
    expect(getCircuitDifficulty()).toBeNull();
  });

  it('accepts a user id stored without JSON quotes', () => {
    window.localStorage.setItem('user', USER);
    expect(getStoredUserId()).toBe(USER);
  });

  it('clearSession forgets the user and the favourite gym', () => {
    setStoredUserId(USER);
    setFavoriteGym({ id: 2, name: 'Bloc Sud' });
    let heard = 0;
    const stop = subscribeToStorage(() => heard++);
    clearSession();
    stop();
    expect(getStoredUserId()).toBeNull();
    expect(getFavoriteGym()).toBeNull();
    // The page's readers (the back office's layout) hear of it at once.
    expect(heard).toBe(1);
  });
});
