/**
 * Which app store a device goes to from /redirect-store/ (docs/product.md › Public pages: screens): Android devices to the
 * Android store app link, iOS devices to the iOS store app link, anything else to the Android store's
 * web page. The user agent is read with ua-parser-js, on the server (the redirect) and in the page.
 * Version 1 on purpose: it is MIT-licensed, while version 2 is AGPL, which a hosted service cannot take lightly.
 */
import { UAParser } from 'ua-parser-js';

export type StorePlatform = 'android' | 'ios' | 'web';

export const STORE_PLATFORMS: readonly StorePlatform[] = ['android', 'ios', 'web'];

export const isStorePlatform = (value: unknown): value is StorePlatform => STORE_PLATFORMS.includes(value as StorePlatform);

/** The parts of a ua-parser-js result the decision reads. */
export interface ParsedAgent {
  os: { name?: string };
  device: { model?: string };
}

// HarmonyOS up to version 4 runs Android apps (its user agent still says Android); its store opens market:// links.
const ANDROID_SYSTEMS = new Set(['Android', 'HarmonyOS']);

/** The store for a parsed user agent; an iPad that the browser's feature check recognised counts as iOS. */
export function storePlatformOf(agent: ParsedAgent): StorePlatform {
  if (agent.os.name && ANDROID_SYSTEMS.has(agent.os.name)) return 'android';
  if (agent.os.name === 'iOS' || agent.device.model === 'iPad') return 'ios';
  return 'web';
}

/** ua-parser-js's reading of a user-agent string (nothing known when there is none: bots, scripts). */
export const parseUserAgent = (userAgent: string | undefined) => UAParser(userAgent ?? '');

/** The store for a user-agent string ('web' when there is none). */
export const storePlatform = (userAgent: string | undefined): StorePlatform => storePlatformOf(parseUserAgent(userAgent));

/**
 * Safari on iPadOS asks for desktop sites with a Mac user agent ('Macintosh; Intel Mac OS X'), exactly a
 * Mac's: only the browser can tell them apart (touch points), so for these the server lets the page decide.
 */
export const mayBeIpadInDesktopMode = (agent: ParsedAgent): boolean => agent.os.name === 'Mac OS';
