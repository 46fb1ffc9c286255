/**
 * No test waits on a fixed sleep: a test waits on a condition (vi.waitFor, expect.poll, the helpers' polls), an
 * event, or a clock it moves itself, so a slow machine makes it slower, never wrong. Every test file and test
 * helper is read with the TypeScript parser, and timers are refused: a call of setTimeout, setInterval or
 * setImmediate, anything imported from node:timers/promises, Atomics.wait, a loop bounded by the clock, and
 * an empty loop (a busy wait). A timer that is itself the scenario (a slow peer, a sampler, a deadline on a
 * wait) says so in a comment on its line or the line above: `// allow-fixed-wait: <why>`.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MARKER = /\ballow-fixed-wait:\s*\S.{9,}/;
const TIMERS = new Set(['setTimeout', 'setInterval', 'setImmediate']);
const TIMERS_PROMISES = new Set(['node:timers/promises', 'timers/promises']);
const CLOCK = /\b(Date\.now|performance\.now)\(\)/;

/** Test files of the packages, and everything under test/ (suites and their helpers). */
function testFiles(): string[] {
  const walk = (dir: string, keep: (name: string) => boolean): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (entry.name === 'node_modules' || entry.name === 'dist') return [];
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full, keep);
      return keep(entry.name) ? [full] : [];
    });
  const packages = fs.readdirSync(path.join(ROOT, 'packages')).flatMap((pkg) => {
    const src = path.join(ROOT, 'packages', pkg, 'src');
    return fs.existsSync(src) ? walk(src, (name) => name.endsWith('.test.ts')) : [];
  });
  return [...packages, ...walk(path.join(ROOT, 'test'), (name) => name.endsWith('.ts'))];
}

/** The sleep-based waits in one file's source, as `line: what` (1-based lines), unless marked as allowed. */
export function fixedWaits(source: string, fileName = 'sample.ts'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const lines = source.split('\n');
  const found: string[] = [];
  /** Local names bound to node:timers/promises: its functions, or the module itself. */
  const sleeps = new Set<string>();
  const report = (node: ts.Node, what: string): void => {
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
    if (MARKER.test(lines[line] ?? '') || MARKER.test(lines[line - 1] ?? '')) return;
    found.push(`${line + 1}: ${what}`);
  };
  const calleeName = (call: ts.CallExpression): string | undefined => {
    const callee = call.expression;
    if (ts.isIdentifier(callee)) return callee.text;
    if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression)) return `${callee.expression.text}.${callee.name.text}`;
    return undefined;
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && TIMERS_PROMISES.has(node.moduleSpecifier.text)) {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) sleeps.add(element.name.text);
      if (bindings && ts.isNamespaceImport(bindings)) sleeps.add(bindings.name.text);
      if (node.importClause?.name) sleeps.add(node.importClause.name.text);
    }
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      const [owner] = name?.split('.') ?? [];
      if (name !== undefined && TIMERS.has(name.replace(/^(globalThis|global)\./, ''))) report(node, `${name}(…)`);
      else if (owner !== undefined && sleeps.has(owner)) report(node, `${name}(…) from node:timers/promises`);
      else if (name === 'Atomics.wait') report(node, 'Atomics.wait(…)');
    }
    const loop = ts.isWhileStatement(node) || ts.isDoStatement(node) ? node.expression : ts.isForStatement(node) ? node.condition : undefined;
    if (loop !== undefined && CLOCK.test(loop.getText(file))) report(node, 'a loop bounded by the clock');
    if ((ts.isWhileStatement(node) || ts.isForStatement(node)) && (ts.isEmptyStatement(node.statement) || (ts.isBlock(node.statement) && node.statement.statements.length === 0))) {
      report(node, 'an empty loop');
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('no fixed sleeps in tests', () => {
  it('finds each kind of sleep-based wait, and lets through what is marked with a reason', () => {
    const sample = [
      "import { setTimeout as sleep, scheduler } from 'node:timers/promises';",
      'await sleep(100);',
      'await new Promise((r) => setTimeout(r, 50));',
      'socket.setTimeout(1000, () => socket.destroy());',
      'while (Date.now() < deadline) await check();',
      'Atomics.wait(cell, 0, 0, 10);',
      'for (let i = 0; i < 1e6; i++);',
      'setImmediate(() => done()); // allow-fixed-wait: the stub answers later, as the real one does',
      '// allow-fixed-wait: a deadline on the wait for the start, not a wait itself',
      'const timer = setTimeout(() => controller.abort(), 5000);',
      'setInterval(sample, 5); // allow-fixed-wait:',
      'await scheduler.wait(10);',
      'globalThis.setTimeout(next, 10);',
      'await vi.waitFor(() => expect(done()).toBe(true));',
    ].join('\n');
    expect(fixedWaits(sample)).toEqual([
      '2: sleep(…) from node:timers/promises',
      '3: setTimeout(…)',
      '5: a loop bounded by the clock',
      '6: Atomics.wait(…)',
      '7: an empty loop',
      '11: setInterval(…)',
      '12: scheduler.wait(…) from node:timers/promises',
      '13: globalThis.setTimeout(…)',
    ]);
  });

  it('no test file or test helper waits on a fixed sleep', () => {
    const files = testFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => fixedWaits(fs.readFileSync(file, 'utf8'), file).map((hit) => `${path.relative(ROOT, file)}:${hit}`));
    const advice = 'wait on a condition (vi.waitFor, expect.poll), an event, or a clock the test moves; a timer that is the scenario itself says why on its line: // allow-fixed-wait: <why>';
    expect(found, advice).toEqual([]);
  });
});
