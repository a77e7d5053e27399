import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { climberPrecacheTransform } from './scripts/app-precache.mjs';
import { layoutPreloads } from './scripts/layout-preloads.mjs';
import { API_CACHE } from './src/web/features/climber-app/offline/app-install';

const outDir = path.resolve('dist/web');
const preloads = layoutPreloads();

/** GET calls of the climbers' API whose last answer the app may show offline (not sign-in, not the export). */
const cachedApiCall = ({ url }: { url: URL }) =>
  url.pathname.startsWith('/api/v1/') &&
  !url.pathname.startsWith('/api/v1/auth/') &&
  !url.pathname.startsWith('/api/v1/me/export/') &&
  // An announcement's links count an opening and answer a redirect: never from a cache.
  !url.pathname.startsWith('/api/v1/announcements/') &&
  !url.pathname.startsWith('/api/v1/unsubscribe/') &&
  // A crowd level from the cache would tell an old 'Calme' as now (docs/occupancy.md).
  !/\/occupancy\/$/.test(url.pathname);

// The web app lives in src/web and is built into dist/web, which the Fastify server serves.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    // Compiles the message catalogues the pages import with `?lingui` (lingui.config.ts).
    lingui(),
    preloads.plugin,
    // Each text asset also as .br and .gz, at the best (slow) settings, once at build time: the server
    // sends them as they are (@fastify/static preCompressed) instead of compressing on every request.
    compression({
      include: /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
      algorithms: [defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
      logLevel: 'silent',
    }),
    // The climbers' app is installable and works offline (climbers.md §2): a service worker scoped to
    // /app precaches the app's shell and chunks, and keeps the last answer of each climbers' GET call
    // (network first, the cache when the gym has no signal). The manifest is a static file
    // (public/app.webmanifest) that only the climbers' layout links, and the layout registers the worker.
    VitePWA({
      manifest: false,
      injectRegister: false,
      filename: 'app-sw.js',
      scope: '/app',
      workbox: {
        // The push and notification-click handlers (src/web/public/app-push.js; docs/announcements.md).
        importScripts: ['app-push.js'],
        globPatterns: ['index.html', 'assets/*.{js,css}', 'app.webmanifest', 'favicon.svg', 'icons/*.png'],
        manifestTransforms: [climberPrecacheTransform(outDir)],
        navigateFallback: '/index.html',
        navigateFallbackAllowlist: [/^\/app(\/|$)/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            urlPattern: cachedApiCall,
            method: 'GET',
            handler: 'NetworkFirst',
            options: {
              cacheName: API_CACHE,
              networkTimeoutSeconds: 6,
              expiration: { maxEntries: 300, maxAgeSeconds: 14 * 24 * 3600 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/media/'),
            method: 'GET',
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'gaston-media', expiration: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 3600 }, cacheableResponse: { statuses: [200] } },
          },
        ],
      },
    }),
  ],
  build: {
    outDir,
    emptyOutDir: true,
    // Modern browsers only: smaller bundles, and no inline module-preload polyfill (the CSP forbids inline scripts).
    target: 'es2022',
    modulePreload: {
      polyfill: false,
      // Each lazy page's list of chunks to preload sits in the entry every page loads, so it is kept only
      // where a visitor of a public page goes next in one click and a round trip shows: the Mantine and
      // climbers' layouts, /login-pro, the monthly challenge. The others load their imports after their
      // chunk (one round trip more on a click inside the app), and opened directly, the server's page
      // shell preloads all of them (route-preloads.json):
      // - the back-office layout and pages: reached after signing in, on a desktop;
      // - the climbers' pages inside their layout: precached by the app's service worker;
      // - pages opened from a link, a mailed link or a QR code: a contest's live, judge and self-scoring
      //   pages, password and invitation links, the owner's sign-up, a boulder's sheet, the legal pages,
      //   the landing page itself, the store redirect and the old static contest pages;
      // - the organiser's contest pages, whose tabs load their own chunks anyway.
      // Every other page preloads only what its layouts did not load already (scripts/layout-preloads.mjs).
      resolveDependencies: (filename, deps) =>
        /(climber-(logbook|profile|sign-up|gyms|confirm|contests)|contest-(run|admin)|judging|password-[a-z]+|pro-signup|invitation|landing|public-boulder|unsubscribe|contest|redirect-store|general-conditions|personal-data|user-deletion-infos)-pages?-/.test(
          filename,
        ) ||
        filename.includes('back-office-layout-') ||
        preloads.isInside(filename, './layouts/back-office-layout') ||
        preloads.isInside(filename, '../features/climber-app/routes/climber-layout')
          ? []
          : preloads.withoutLayoutFiles(filename, deps),
    },
    sourcemap: false,
    manifest: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
      '/healthz': { target: 'http://localhost:3000', changeOrigin: false },
      '/media': { target: 'http://localhost:3000', changeOrigin: false },
      // The server redirects to the right store itself (routes/store-redirect.ts).
      '/redirect-store': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
      '/healthz': { target: 'http://localhost:3000', changeOrigin: false },
      '/media': { target: 'http://localhost:3000', changeOrigin: false },
      // The server redirects to the right store itself (routes/store-redirect.ts).
      '/redirect-store': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
});
