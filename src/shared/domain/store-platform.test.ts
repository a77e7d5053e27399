import { describe, expect, it } from 'vitest';
import { isStorePlatform, mayBeIpadInDesktopMode, parseUserAgent, storePlatform, storePlatformOf } from './store-platform';

const MAC_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15';

describe('storePlatform', () => {
  it('sends Android and HarmonyOS to Android, iOS to iOS, the rest to the web', () => {
    expect(storePlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36')).toBe(
      'android',
    );
    expect(storePlatform('Mozilla/5.0 (Linux; Android 12; HarmonyOS; NOH-AN00) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0 Mobile Safari/537.36')).toBe(
      'android',
    );
    expect(
      storePlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1'),
    ).toBe('ios');
    expect(storePlatform(MAC_SAFARI)).toBe('web');
    expect(storePlatform(undefined)).toBe('web');
  });

  it('counts an iPad recognised by the browser’s feature check as iOS', () => {
    expect(storePlatformOf({ os: { name: 'Mac OS' }, device: { model: 'iPad' } })).toBe('ios');
    expect(storePlatformOf({ os: { name: 'Mac OS' }, device: { model: 'Macintosh' } })).toBe('web');
  });

  it('flags Mac user agents, which may be iPads in desktop mode', () => {
    expect(mayBeIpadInDesktopMode(parseUserAgent(MAC_SAFARI))).toBe(true);
    expect(mayBeIpadInDesktopMode(parseUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0.0.0 Safari/537.36'))).toBe(false);
  });

  it('knows the three platforms', () => {
    expect(['android', 'ios', 'web', 'windows', undefined].map(isStorePlatform)).toEqual([true, true, true, false, false]);
  });
});
