// Types of import-graph.mjs for its test.
export function importGraph(root: string): Map<string, string[]>;
export function importCycles(graph: Map<string, string[]>): string[][];
