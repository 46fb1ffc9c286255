/**
 * Statements SQLite re-plans at every run: with STAT4 statistics (ANALYZE) the planner reads the values
 * bound to a statement, so each run prepares it again — the JSON wrapper's long per-value rules included.
 * Those runs take the raw rows and the converter instead; the text must be what the wrapper writes, and
 * every other run keeps the wrapper.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from '@site-query-gateway/sqlite/better-sqlite3.js';
import { afterAll, describe, expect, it } from 'vitest';
import type { SqlCommand } from '@site-query-gateway/protocol/sql-command.js';
import { SqliteSession } from './sqlite-session.js';
import { BASE64_FUNCTION, columnKind, jsonWrapperSql } from './sqlite-json.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqg-sqlite-replanned-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const SCHEMA = `CREATE TABLE patients (id INTEGER PRIMARY KEY, card TEXT, name TEXT, born DATETIME, big INTEGER, photo BLOB, score DECIMAL(5,2), active BOOLEAN);
  CREATE INDEX patients_card ON patients (card);`;

/** A clinic file of `rows` patients, four to a card; `analyze` adds STAT4 statistics. */
function clinic(name: string, analyze: boolean): string {
  const file = path.join(dir, name);
  const db = new Database(file);
  db.exec(SCHEMA);
  const insert = db.prepare('INSERT INTO patients VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (let i = 1; i <= 400; i++) {
      insert.run(i, `card-${Math.ceil(i / 4)}`, i % 7 === 0 ? null : `name "${i}"\n`, '2024-01-02 03:04:05', i === 3 ? 9007199254740993n : i, i % 5 === 0 ? Buffer.from([0, 255, i]) : null, i + 0.25, i % 2);
    }
  })();
  if (analyze) db.exec('ANALYZE');
  db.close();
  return file;
}

function reader(text: string, parameters: SqlCommand['parameters'] = []): SqlCommand {
  return { text, type: 'text', executionMode: 'reader', parameters } as SqlCommand;
}

const BY_CARD = 'SELECT * FROM patients WHERE card = @card ORDER BY id';
const byCard = (card: string): SqlCommand => reader(BY_CARD, [{ name: '@card', type: 'NVarChar', direction: 'input', value: card } as SqlCommand['parameters'][number]]);

/** What SQLite's JSON wrapper writes for the statement (the reference the converter must match). */
function wrapperRows(file: string, text: string, bound: Record<string, unknown>): unknown[] {
  const db = new Database(file, { readonly: true });
  try {
    db.function(BASE64_FUNCTION, { deterministic: true }, (v: unknown) => (v instanceof Uint8Array ? Buffer.from(v).toString('base64') : v));
    const stmt = db.prepare(text);
    const columns = stmt.columns();
    const sql = jsonWrapperSql(text, columns.map((c) => c.name), columns.map((c) => columnKind(c.type)));
    return (db.prepare(sql).pluck().all(bound) as string[]).map((t) => JSON.parse(t) as unknown);
  } finally {
    db.close();
  }
}

describe('SQLite statements re-planned at every run', () => {
  const session = new SqliteSession(1, 0);
  afterAll(() => session.close());
  const analysed = clinic('analysed.db', true);
  const plain = clinic('plain.db', false);

  it('the demo precondition holds: ANALYZE wrote STAT4 statistics', () => {
    const db = new Database(analysed, { readonly: true });
    expect(db.prepare("SELECT count(*) FROM sqlite_schema WHERE name = 'sqlite_stat4'").pluck().get()).toBe(1);
    db.close();
  });

  it('with STAT4 and bound values, rows are converted in JavaScript, as the wrapper writes them', () => {
    for (const card of ['card-1', 'card-2', 'card-5']) {
      const before = session.convertedRuns;
      const started = session.run(analysed, byCard(card), { timeoutMs: 5_000, batchSize: 100 });
      expect(session.convertedRuns).toBe(before + 1);
      expect(started.rows.length).toBe(4);
      expect(started.rows.map((r) => JSON.parse(r) as unknown)).toEqual(wrapperRows(analysed, BY_CARD, { card }));
    }
  });

  it('the same on the bounded-read path (the agent thread)', () => {
    const text = 'SELECT * FROM patients WHERE id = @id';
    const schemaVersion = new Database(analysed, { readonly: true }).pragma('schema_version', { simple: true }) as number;
    const before = session.convertedRuns;
    const started = session.runIfBounded(analysed, reader(text, [{ name: '@id', type: 'Int', direction: 'input', value: '3' } as SqlCommand['parameters'][number]]), schemaVersion);
    expect(started).toBeDefined();
    expect(session.convertedRuns).toBe(before + 1);
    expect(started!.rows.map((r) => JSON.parse(r) as unknown)).toEqual(wrapperRows(analysed, text, { id: 3 }));
  });

  it('without bound values, or without STAT4, SQLite writes the JSON', () => {
    const before = session.convertedRuns;
    const all = session.run(analysed, reader('SELECT * FROM patients WHERE id <= 8'), { timeoutMs: 5_000, batchSize: 100 });
    expect(all.rows.length).toBe(8);
    const bound = session.run(plain, byCard('card-2'), { timeoutMs: 5_000, batchSize: 100 });
    expect(bound.rows.map((r) => JSON.parse(r) as unknown)).toEqual(wrapperRows(plain, BY_CARD, { card: 'card-2' }));
    expect(session.convertedRuns).toBe(before);
  });
});
