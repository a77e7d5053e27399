/**
 * GET /redirect-store/ (docs/product.md › Public pages: screens): a 302 to the app store of the visitor's device, decided on
 * the server from the User-Agent header (ua-parser-js), so it works without JavaScript, for every client.
 * The targets are configuration: ANDROID_STORE_APP_URL, IOS_STORE_APP_URL, ANDROID_STORE_WEB_URL.
 *
 * One case needs the browser: Safari on iPadOS sends a Mac user agent by default ("desktop mode"). For a
 * Mac user agent the route answers the web app's page instead, which tells an iPad (touch points) from a
 * Mac and comes back with `?platform=ios` or `?platform=web`. Without a built web app, a Mac user agent
 * goes to the web page of the Android store, like any computer.
 *
 * `?platform=android|ios|web` picks the store explicitly (the page's answer; also usable in links).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { isStorePlatform, mayBeIpadInDesktopMode, parseUserAgent, storePlatformOf, type StorePlatform } from '../../shared/domain/store-platform';

export function storeTarget(config: Pick<Config, 'ANDROID_STORE_APP_URL' | 'IOS_STORE_APP_URL' | 'ANDROID_STORE_WEB_URL'>, platform: StorePlatform): string {
  if (platform === 'android') return config.ANDROID_STORE_APP_URL;
  if (platform === 'ios') return config.IOS_STORE_APP_URL;
  return config.ANDROID_STORE_WEB_URL;
}

/** The built page, read at each use (a deployment replaces it); null when the web app is not built. */
async function webAppPage(config: Config): Promise<string | null> {
  try {
    return await readFile(path.join(config.WEB_DIST_DIR, 'index.html'), 'utf8');
  } catch {
    return null;
  }
}

export default async function storeRedirectRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { platform?: unknown } }>('/redirect-store/', { schema: { hide: true } }, async (request, reply) => {
    // The answer depends on the device: no shared cache may keep one for everybody.
    reply.header('cache-control', 'no-store').header('vary', 'User-Agent');

    const chosen = request.query.platform;
    if (isStorePlatform(chosen)) return reply.redirect(storeTarget(app.config, chosen), 302);

    const agent = parseUserAgent(request.headers['user-agent']);
    if (mayBeIpadInDesktopMode(agent)) {
      const page = await webAppPage(app.config);
      if (page !== null) return reply.type('text/html; charset=utf-8').send(page);
    }
    return reply.redirect(storeTarget(app.config, storePlatformOf(agent)), 302);
  });
}
