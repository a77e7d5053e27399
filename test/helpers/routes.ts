import type { FastifyInstance } from 'fastify';

/** Every method and path pattern of the app (HEAD and OPTIONS aside), read from Fastify's route tree. */
export function appRoutes(app: FastifyInstance): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (prefixes[depth - 1] ?? '') + match[2]!;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD' && m !== 'OPTIONS')) routes.push({ method, path });
  }
  return routes;
}
