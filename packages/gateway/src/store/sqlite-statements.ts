/**
 * @module store/sqlite-statements
 * The statements Kysely runs on the gateway's SQLite store: prepared once per SQL text (a bounded LRU) and,
 * for statements that return rows, read as arrays and made into objects by a constructor built for their
 * columns.
 *
 * Why a cache: Kysely prepares every query anew, and preparing is a noticeable share of the gateway's CPU on
 * the immediate path; the gateway runs a small, fixed set of statements, so an LRU keyed by SQL text holds them all.
 * Reuse is safe: better-sqlite3 is synchronous and Kysely never keeps a statement iterating across awaits.
 *
 * Why arrays: better-sqlite3 builds each row object through V8's C++ API, one property at a time. For the
 * 31 columns of `queries` that costs several times more than reading the row as an array and making it into
 * an object with a function whose literal names the columns, and the expiry sweep can read thousands of
 * such rows a second.
 */
import type SQLite from '@site-query-gateway/sqlite/better-sqlite3.js';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { LRUCache } from 'lru-cache';

type Row = Record<string, unknown>;
type RowMaker = (values: readonly unknown[]) => Row;

/**
 * A function that makes an array of `names.length` values into an object with those keys, in order (a
 * repeated name keeps the last value, as better-sqlite3 does).
 */
export function rowMakerFor(names: readonly string[]): RowMaker {
  // In a literal, `__proto__: v` would set the prototype instead of a key: such rows are built key by key.
  if (names.includes('__proto__')) return (values) => Object.fromEntries(names.map((name, i) => [name, values[i]])) as Row;
  // Each name goes in as a JSON string literal, so no column name can be read as code.
  const fields = names.map((name, i) => `${JSON.stringify(name)}: values[${i}]`).join(', ');
  return new Function('values', `return { ${fields} };`) as RowMaker;
}

/** A statement that returns rows (a select, or a write with RETURNING), read as arrays and made into objects. */
class RowStatement implements SqliteStatement {
  readonly reader = true;
  private width = 0;
  private make: RowMaker = () => ({});

  constructor(private readonly statement: SQLite.Statement) {
    statement.raw(true);
    this.learnColumns();
  }

  all(parameters: readonly unknown[]): unknown[] {
    const rows = this.statement.all(parameters) as unknown[][];
    this.checkWidth(rows[0]);
    return rows.map(this.make);
  }

  *iterate(parameters: readonly unknown[]): IterableIterator<unknown> {
    for (const row of this.statement.iterate(parameters) as IterableIterator<unknown[]>) {
      this.checkWidth(row);
      yield this.make(row);
    }
  }

  run(parameters: readonly unknown[]): { changes: number; lastInsertRowid: number | bigint } {
    return this.statement.run(parameters);
  }

  /**
   * SQLite prepares a statement again after a schema change on its connection, and `select *` may then
   * return other columns than the ones learnt. Migrations run before the gateway's own statements and read
   * no table with `select *`, so this is a guard, not a path: a row of another width has the columns learnt again.
   */
  private checkWidth(row: readonly unknown[] | undefined): void {
    if (row !== undefined && row.length !== this.width) this.learnColumns();
  }

  private learnColumns(): void {
    const names = this.statement.columns().map((c) => c.name);
    this.width = names.length;
    this.make = rowMakerFor(names);
  }
}

/** `database` as Kysely's SQLite dialect takes it, with the statement cache and row reading above. */
export function withStatementCache(database: SQLite.Database): SqliteDatabase {
  const statements = new LRUCache<string, SqliteStatement>({ max: 500 });
  return {
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        const prepared = database.prepare(sql);
        statement = prepared.reader ? new RowStatement(prepared) : prepared;
        statements.set(sql, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      database.close();
    },
  };
}
