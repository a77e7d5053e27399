// Bundles the server into dist/server/main.js (and the CLIs); npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/server/main.ts',
    migrate: 'src/server/cli/migrate.ts',
    seed: 'src/server/cli/seed.ts',
    gaston: 'src/server/cli/gaston-main.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('server built in dist/server');
