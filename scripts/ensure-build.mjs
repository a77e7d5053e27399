// `npm start` builds only what is missing or older than its sources, so a fresh clone needs no
// separate build step and later starts are instant.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const configFiles = ['package.json', 'package-lock.json', 'vite.config.ts', 'postcss.config.cjs', 'tsconfig.json'];
const shared = Math.max(newestMtime('src/shared'), ...configFiles.map(newestMtime));
const targets = [
  { name: 'web', output: 'dist/web/index.html', sources: Math.max(shared, newestMtime('src/web')), command: 'npm run build:web' },
  { name: 'server', output: 'dist/server/main.js', sources: Math.max(shared, newestMtime('src/server')), command: 'npm run build:server' },
];
for (const target of targets) {
  const built = existsSync(target.output) ? statSync(target.output).mtimeMs : 0;
  if (built >= target.sources) continue;
  console.log(`Building the ${target.name} (${built ? 'sources changed' : 'first start'})...`);
  execSync(target.command, { stdio: 'inherit' });
}
