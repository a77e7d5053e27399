#!/usr/bin/env node
// `node scripts/make-app-icons.mjs`: draws the climbers' app icons (src/web/public/icons/) from the
// logo of favicon.svg. Run once when the logo changes; the PNGs are committed, the build only copies them.
//   - icon-192.png, icon-512.png: the logo as it is (rounded square), for the home screen;
//   - maskable-512.png: full-bleed background, the drawing inside the 80 % safe zone (Android masks it);
//   - apple-touch-icon.png (180 px): full-bleed, iOS rounds the corners itself.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve('src/web/public');
const outDir = path.join(publicDir, 'icons');
mkdirSync(outDir, { recursive: true });

const logo = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const drawing = logo.replace(/^[\s\S]*?<rect[^>]*\/>/, '').replace(/<\/svg>\s*$/, '');
/** The drawing on a full square of the background colour, scaled by `scale` around the centre. */
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0b6b5d"/>` +
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${drawing}</g></svg>`;

const render = (svg, size, file) =>
  sharp(Buffer.from(svg), { density: 72 * (size / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, file));

await render(logo, 192, 'icon-192.png');
await render(logo, 512, 'icon-512.png');
await render(fullBleed(0.78), 512, 'maskable-512.png');
await render(fullBleed(0.9), 180, 'apple-touch-icon.png');
console.log(`icons written to ${path.relative(process.cwd(), outDir)}`);
