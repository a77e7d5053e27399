/**
 * What makes /app installable and usable offline (docs/product.md › Climbers: the app). Only the climbers' layout calls
 * these, so staff browsing the back office never install the climbers' worker nor see its manifest.
 */

/** Links the app's manifest and home-screen icon to the page (index.html is shared with the back office). */
export function linkAppManifest() {
  const links: Array<[rel: string, href: string]> = [
    ['manifest', '/app.webmanifest'],
    ['apple-touch-icon', '/icons/apple-touch-icon.png'],
  ];
  for (const [rel, href] of links) {
    if (document.head.querySelector(`link[rel="${rel}"]`)) continue;
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Registers the worker vite-plugin-pwa builds (vite.config.ts: app-sw.js, scope /app). Registered by
 * hand rather than with the plugin's injected script, which every page of the site would load; the
 * worker itself takes over at once (skipWaiting, clientsClaim), so there is no update prompt to show.
 */
export function registerAppWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/app-sw.js', { scope: '/app' }).catch(() => undefined);
}

/** Cache of the climbers' GET answers kept by the worker (vite.config.ts runtimeCaching names it from here). */
export const API_CACHE = 'gaston-api';

/** Another climber may sign in on this phone: the last one's answers must not show offline. */
export async function forgetCachedAnswers() {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE).catch(() => false);
}
