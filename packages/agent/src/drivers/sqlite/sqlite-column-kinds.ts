/**
 * @module agent/drivers/sqlite/sqlite-column-kinds
 * The kind of each result column of a prepared reader, which picks the per-value rules of its row JSON
 * (sqlite-json). The declared type decides (`columnKind`), with one addition: a column SQLite itself keeps
 * free of numbers gets the kind `text`, whose rule tests a value for BLOB only. The full rules for an
 * untyped column test every value's storage class, and on text columns that test costs SQLite more than
 * the row's JSON itself; the BLOB test alone costs about a third of it.
 *
 * A column is `text` when all of these hold, each of which SQLite guarantees or this module checks:
 *  - it reads a column of a table directly (SQLite reports its origin: not an expression, nor a column of
 *    a view or subquery that is not itself a table column);
 *  - that table is an ordinary one (in `sqlite_schema`, not `CREATE VIRTUAL TABLE`: a virtual table's
 *    module may return any value whatever the declared type);
 *  - the declared type gives it TEXT affinity by SQLite's rules (`CHAR`, `CLOB` or `TEXT`, no `INT`) and no
 *    kind of its own (a `DATETIME TEXT` stays `datetime`): SQLite stores every number written to such a
 *    column as text, so it holds TEXT, NULL or BLOB only;
 *  - the statement has no compound SELECT (`UNION`, `INTERSECT`, `EXCEPT`), neither in its own text nor in a
 *    view it names, directly or through other views: SQLite reports one arm's origin for a compound's column
 *    (the first arm's at the top of a statement, the last arm's in a view or subquery), and another arm may
 *    bring any value. The words and the views' names are looked for in the texts as words, string literals
 *    and comments included; a false match only costs the full rules.
 * What this does not cover: a file whose schema was edited in place (`PRAGMA writable_schema`) to give a
 * column holding numbers a text type. A number there passes as a JSON number, so an integer past 2^53 would
 * lose its exactness instead of becoming a string.
 */
import type Database from '@site-query-gateway/sqlite/better-sqlite3.js';
import { columnKind, type ColumnKind } from './sqlite-json.js';

/** What `Statement.columns()` reports of one result column. */
export interface ColumnOrigin {
  type: string | null;
  table: string | null;
  database: string | null;
}

const COMPOUND = /\b(UNION|INTERSECT|EXCEPT)\b/i;

/** SQLite's rule for TEXT affinity (datatype3, 3.1): rule 1 (`INT`) comes first. */
function hasTextAffinity(declaredType: string): boolean {
  const t = declaredType.toUpperCase();
  return !t.includes('INT') && (t.includes('CHAR') || t.includes('CLOB') || t.includes('TEXT'));
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * Whether `database`.`table` is an ordinary table of the schema (not virtual, not a built-in one). A schema
 * that cannot be read now (another process holds its lock) answers false: the full rules, never a failed command.
 */
function isOrdinaryTable(db: Database.Database, database: string, table: string): boolean {
  try {
    const sql = db.prepare(`SELECT sql FROM ${quoteIdentifier(database)}.sqlite_schema WHERE type = 'table' AND name = ?`).pluck().get(table);
    return typeof sql === 'string' && !/^\s*CREATE\s+VIRTUAL\b/i.test(sql);
  } catch {
    return false;
  }
}

/** Whether `text` names `name` as a word (SQLite's identifiers are case-insensitive; quoted or not). */
function mentions(text: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^A-Za-z0-9_$])${escaped}($|[^A-Za-z0-9_$])`, 'i').test(text);
}

/**
 * Whether `text` names a view of any schema of the connection (main, temp, attached) that holds a compound
 * SELECT, in its own text or through the views it names. Unreadable schemas count as yes.
 */
function namesCompoundView(db: Database.Database, text: string): boolean {
  try {
    const views: Array<{ name: string; sql: string }> = [];
    for (const schema of db.prepare('PRAGMA database_list').all() as Array<{ name: string }>) {
      const rows = db.prepare(`SELECT name, sql FROM ${quoteIdentifier(schema.name)}.sqlite_schema WHERE type = 'view'`).all() as Array<{ name: string; sql: string | null }>;
      for (const row of rows) views.push({ name: row.name, sql: row.sql ?? '' });
    }
    const tainted = views.filter((v) => COMPOUND.test(v.sql));
    // A view that names a tainted view is tainted too; repeat until no view is added.
    for (let grew = tainted.length > 0; grew; ) {
      grew = false;
      for (const view of views) {
        if (!tainted.includes(view) && tainted.some((t) => mentions(view.sql, t.name))) {
          tainted.push(view);
          grew = true;
        }
      }
    }
    return tainted.some((view) => mentions(text, view.name));
  } catch {
    return true;
  }
}

/** Each result column's kind (see the module's comment). `db` is the connection `columns` were prepared on. */
export function columnKinds(db: Database.Database, text: string, columns: readonly ColumnOrigin[]): ColumnKind[] {
  let compound: boolean | undefined = COMPOUND.test(text) || undefined;
  const ordinary = new Map<string, boolean>();
  return columns.map(({ type, table, database }) => {
    const kind = columnKind(type);
    if (kind !== 'plain' || compound === true || type === null || table === null || database === null || !hasTextAffinity(type)) return kind;
    // Only asked once some column could be `text`: it reads every view's definition.
    compound ??= namesCompoundView(db, text);
    if (compound) return kind;
    const key = `${database}\u0000${table}`;
    let isOrdinary = ordinary.get(key);
    if (isOrdinary === undefined) ordinary.set(key, (isOrdinary = isOrdinaryTable(db, database, table)));
    return isOrdinary ? 'text' : kind;
  });
}
