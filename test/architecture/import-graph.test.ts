/**
 * The module graph of the packages' sources has no cycles, type-only imports included: a cycle of types still ties modules
 * together (the core context once imported the types of classes that imported it back). Imports are read
 * with the TypeScript compiler's own pre-processor, not by pattern matching.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PACKAGES = path.join(ROOT, 'packages');
const SCOPE = '@site-query-gateway/';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Where an import of ours points: a relative path, or another package's module (`@site-query-gateway/<pkg>/<module>.js`). */
function resolveImport(file: string, name: string): string | undefined {
  if (name.startsWith('.')) return path.resolve(path.dirname(file), name.replace(/\.js$/, '.ts'));
  if (!name.startsWith(SCOPE)) return undefined;
  const [pkg, ...rest] = name.slice(SCOPE.length).split('/');
  return rest.length > 0 ? path.join(PACKAGES, pkg ?? '', 'src', rest.join('/').replace(/\.js$/, '.ts')) : undefined;
}

/** Imports of ours in a file (types and re-exports too), resolved to .ts files. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map((f) => resolveImport(file, f.fileName))
    .filter((resolved): resolved is string => resolved !== undefined && fs.existsSync(resolved));
}

/** Every cycle found by depth-first search, as a list of files relative to the repository. */
export function findCycles(files: readonly string[]): string[][] {
  const graph = new Map(files.map((f) => [f, importsOf(f)]));
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push(stack.slice(stack.indexOf(next)).concat(next).map((f) => path.relative(ROOT, f)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return cycles;
}

describe('module graph', () => {
  it('reads type-only imports, so a cycle of types is found', () => {
    const dir = fs.mkdtempSync(path.join(ROOT, 'test', 'architecture', 'tmp-'));
    try {
      fs.writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b.js';\nexport type A = B | 1;\n");
      fs.writeFileSync(path.join(dir, 'b.ts'), "import type { A } from './a.js';\nexport type B = A | 2;\n");
      expect(findCycles(sourceFiles(dir))).toHaveLength(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the packages have no import cycles, within or across them', () => {
    const files = fs.readdirSync(PACKAGES).flatMap((pkg) => sourceFiles(path.join(PACKAGES, pkg, 'src')));
    expect(files.length).toBeGreaterThan(100);
    expect(findCycles(files)).toEqual([]);
  });
});
