import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-graph.mjs';

const folder = mkdtempSync(path.join(tmpdir(), 'import-graph-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the import graph', () => {
  it('finds a circle of type-only imports, which import-x/no-cycle lets pass', () => {
    mkdirSync(path.join(folder, 'services'), { recursive: true });
    writeFileSync(path.join(folder, 'services/context.ts'), "import type { Membership } from './authorize';\nexport interface Context { m: Membership }\n");
    writeFileSync(path.join(folder, 'services/authorize.ts'), "import type { Context } from './context';\nexport type Membership = { c?: Context };\n");
    writeFileSync(path.join(folder, 'leaf.ts'), "export { Context } from './services/context';\n");
    const cycles = importCycles(importGraph(folder)).map((cycle) => cycle.map((file) => path.relative(folder, file)));
    expect(cycles).toEqual([['services/authorize.ts', 'services/context.ts']]);
  });

  it('has no circle in src/, type-only imports included', () => {
    const src = fileURLToPath(new URL('../src', import.meta.url));
    const graph = importGraph(src);
    expect(graph.size).toBeGreaterThan(400);
    expect(importCycles(graph).map((cycle) => cycle.map((file) => path.relative(src, file)))).toEqual([]);
  });
});
