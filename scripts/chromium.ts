/** Debian's Chromium, as the end-to-end tests and the Lighthouse runs start it: never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** No sandbox (root in CI), no GPU, and none of the browser's own traffic (updates, sync, QUIC) to blur a measure or a test. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
