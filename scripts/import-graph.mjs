/**
 * The import graph of src/, type-only imports included, and its cycles. ESLint's import-x/no-cycle
 * skips `import type`, so a circle of types passes the linter; this one does not (docs/ARCHITECTURE.md).
 *
 *   node scripts/import-graph.mjs        prints the cycles; exits 1 when there is one
 */
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js'];

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return SOURCE_EXTENSIONS.some((ext) => entry.name.endsWith(ext)) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, ...SOURCE_EXTENSIONS.map((ext) => base + ext), ...SOURCE_EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/** Every file of `root` and the files of `root` it imports (values, types, re-exports and import() alike). */
export function importGraph(root) {
  const graph = new Map();
  for (const file of sourceFiles(root)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.map((imported) => resolveImport(file, imported.fileName)).filter((target) => target && target.startsWith(root));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected components of more than one file, or of a file importing itself (Tarjan). */
export function importCycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (file) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) !== index.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(fileURLToPath(new URL('../src', import.meta.url)));
  const graph = importGraph(root);
  const cycles = importCycles(graph);
  const imports = [...graph.values()].reduce((sum, targets) => sum + targets.length, 0);
  console.log(`${graph.size} files, ${imports} imports, ${cycles.length} cycles`);
  for (const cycle of cycles) console.log(`  ${cycle.map((file) => path.relative(root, file)).join(' ↔ ')}`);
  process.exitCode = cycles.length > 0 ? 1 : 0;
}
