import { constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// The web app lives in src/web and is built into dist/web, which the Fastify server serves.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    // Each text asset also as .br and .gz, at the best (slow) settings, once at build time: the server
    // sends them as they are (@fastify/static preCompressed) instead of compressing on every request.
    compression({
      include: /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
      algorithms: [defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // Modern browsers only: smaller bundles, and no inline module-preload polyfill (the CSP forbids inline scripts).
    target: 'es2022',
    modulePreload: { polyfill: false },
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
