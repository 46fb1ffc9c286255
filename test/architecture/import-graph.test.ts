/**
 * The module graph of src/ has no cycles, type-only imports included: a cycle of types still ties modules
 * together (the core context once imported the types of classes that imported it back). Imports are read
 * with the TypeScript compiler's own pre-processor, not by pattern matching.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Local imports of a file (types and re-exports too), resolved to .ts files. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map((f) => f.fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => path.resolve(path.dirname(file), name.replace(/\.js$/, '.ts')))
    .filter((resolved) => fs.existsSync(resolved));
}

/** Every cycle found by depth-first search, as a list of files relative to src/. */
export function findCycles(files: readonly string[]): string[][] {
  const graph = new Map(files.map((f) => [f, importsOf(f)]));
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push(stack.slice(stack.indexOf(next)).concat(next).map((f) => path.relative(SRC, f)));
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
    const dir = fs.mkdtempSync(path.join(SRC, '..', 'test', 'architecture', 'tmp-'));
    try {
      fs.writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b.js';\nexport type A = B | 1;\n");
      fs.writeFileSync(path.join(dir, 'b.ts'), "import type { A } from './a.js';\nexport type B = A | 2;\n");
      expect(findCycles(sourceFiles(dir))).toHaveLength(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('src/ has no import cycles', () => {
    expect(findCycles(sourceFiles(SRC))).toEqual([]);
  });
});
