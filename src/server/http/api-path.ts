/**
 * Whether an address is under /api/ however it is written (/API/, //api/, /%61pi/): such addresses
 * answer the JSON 404, never the web app's page.
 */
export function isApiPath(url: string): boolean {
  let pathname = url.split('?')[0] ?? '';
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // A malformed escape stays as it is: it can still be recognised undecoded.
  }
  pathname = pathname.replace(/\/{2,}/g, '/').toLowerCase();
  return pathname === '/api' || pathname.startsWith('/api/');
}
