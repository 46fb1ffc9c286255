/**
 * The better-sqlite3 loader: the Node-API build wherever Node can load it, and no abort when statements
 * are freed after their environment is gone (what better-sqlite3 12 does on Node >= 24.19 when a process
 * or worker thread ends with a database still open; see the module's comment).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import Database, { betterSqlite3Build } from './better-sqlite3.js';

/** The built loader (the test command builds first): a child process loads it as the gateway does. */
const BUILT_LOADER = fileURLToPath(new URL('../../dist/src/sqlite/better-sqlite3.js', import.meta.url));

/** A program that leaves a database with thousands of statements open and ends, in the main thread or a worker. */
function endWithDatabaseOpen(where: 'process' | 'worker'): string {
  // CommonJS with a dynamic import: what a worker's eval source may be on every supported Node.
  const work = `(async () => {
    const { default: Database } = await import(${JSON.stringify(BUILT_LOADER)});
    const db = new Database(':memory:');
    for (let i = 0; i < 20000; i++) db.prepare('select ? + 1 as v').get(i);
    console.log('statements prepared');
  })();`;
  if (where === 'process') return work;
  return `
    const { Worker } = require('node:worker_threads');
    const worker = new Worker(${JSON.stringify(work)}, { eval: true });
    worker.on('error', (err) => { console.error(err); process.exitCode = 1; });`;
}

const nodeMajor = Number(process.versions.node.split('.')[0]);

describe('better-sqlite3 loader', () => {
  it('uses the Node-API build on Node 22 or later and the classic build on Node 20', () => {
    expect(betterSqlite3Build).toBe(nodeMajor >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3');
  });

  it('opens a database and runs statements with named parameters', () => {
    const db = new Database(':memory:');
    try {
      db.exec('create table t (id integer primary key, name text)');
      db.prepare('insert into t (id, name) values (@id, @name)').run({ id: 1n, name: 'a' });
      expect(db.prepare('select id, name from t').all()).toEqual([{ id: 1, name: 'a' }]);
    } finally {
      db.close();
    }
  });

  it('survives full garbage collections that free thousands of statements, with the database open and closed', () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const db = new Database(':memory:');
    for (let i = 0; i < 5000; i++) db.prepare('select ? + 1 as v').get(i);
    gc();
    for (let i = 0; i < 5000; i++) db.prepare('select ? * 2 as v').get(i);
    db.close();
    gc();
    // Reaching this line is the assertion: the abort kills the whole test process.
    expect(db.open).toBe(false);
  });

  it.each(['process', 'worker'] as const)('a %s that ends with a database and its statements still open exits cleanly', (where) => {
    const child = spawnSync(process.execPath, ['-e', endWithDatabaseOpen(where)], { encoding: 'utf8', timeout: 30_000 });
    expect(child.stdout).toContain('statements prepared');
    expect(child.stderr).not.toMatch(/Assertion failed/);
    expect({ status: child.status, signal: child.signal }).toEqual({ status: 0, signal: null });
  });
});
