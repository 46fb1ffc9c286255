/**
 * @module fhir/sql/select
 * Writes the one SELECT a read, a search page or an include needs: the mapping's fields aliased
 * `c_<key>` (rows.ts reads them back), the sort keys aliased `s_<n>` (the next page's cursor is cut
 * from the last row), an optional count of all matches for the total, the mapping's FROM and WHERE plus the
 * search conditions, keyset paging ("after the last row of the previous page" on the sort keys and the
 * id), a deterministic ORDER BY, and the dialect's row limit. NULLs sort first ascending and last
 * descending on every engine (an explicit null flag), so paging means the same everywhere.
 */
import type { SqlTypeName } from '@site-query-gateway/protocol/sql-command.js';
import type { ResourceMapping, ValueType } from '../mapping/model.js';
import { fieldAlias } from '../rows.js';
import { FALSE, and, or, type SqlBuilder } from './builder.js';
import type { Dialect } from './dialect.js';

/** One ORDER BY key. */
export interface SortAtom {
  readonly sql: string;
  readonly type: ValueType;
  readonly nullable: boolean;
  readonly descending: boolean;
}

/** Values of the sort keys of the last row seen, id last. */
export type CursorValue = string | number | null;

export const sortAlias = (i: number): string => `s_${i}`;
export const TOTAL_ALIAS = 't_total';

export function bindType(type: ValueType): SqlTypeName {
  switch (type) {
    case 'int':
      return 'BigInt';
    case 'real':
      return 'Float';
    case 'date':
      return 'Date';
    case 'datetime':
      return 'DateTime';
    case 'text':
      return 'NVarChar';
  }
}

function nullFlag(sql: string): string {
  return `CASE WHEN ${sql} IS NULL THEN 0 ELSE 1 END`;
}

export function orderBy(atoms: readonly SortAtom[]): string {
  return atoms
    .flatMap((a) => {
      const dir = a.descending ? 'DESC' : 'ASC';
      return a.nullable ? [`${nullFlag(a.sql)} ${dir}`, `${a.sql} ${dir}`] : [`${a.sql} ${dir}`];
    })
    .join(', ');
}

/**
 * How a cursor's value is bound. A stamp finer than a millisecond came from a finer column (SQL Server's
 * DATETIME2, PostgreSQL's timestamps): bound as DateTime, SQL Server would round it to DATETIME's 1/300 s and
 * the row would no longer equal its own cursor. Stamps to the millisecond stay DateTime, which is what a
 * DATETIME column (Bp's) holds exactly; as DateTime2 its .003 would not equal the column's 1/300 s tick.
 */
function cursorBindType(a: SortAtom, v: string | number): SqlTypeName {
  return a.type === 'datetime' && typeof v === 'string' && /\.\d{4,}$/.test(v) ? 'DateTime2' : bindType(a.type);
}

/** Rows strictly after `values` in the order of `atoms` (lexicographic, NULLs first ascending). */
export function afterCondition(b: SqlBuilder, atoms: readonly SortAtom[], values: readonly CursorValue[]): string {
  const equal = (a: SortAtom, v: CursorValue) => (v === null ? `${a.sql} IS NULL` : `${a.sql} = ${b.value(cursorBindType(a, v), v)}`);
  const after = (a: SortAtom, v: CursorValue) => {
    if (v === null) return a.descending ? FALSE : `${a.sql} IS NOT NULL`;
    const marker = b.value(cursorBindType(a, v), v);
    if (!a.descending) return `${a.sql} > ${marker}`;
    return a.nullable ? `(${a.sql} < ${marker} OR ${a.sql} IS NULL)` : `${a.sql} < ${marker}`;
  };
  return or(atoms.map((atom, i) => and([...atoms.slice(0, i).map((prev, j) => equal(prev, values[j]!)), after(atom, values[i]!)])));
}

export interface SelectSpec {
  readonly mapping: ResourceMapping;
  readonly conditions: readonly string[];
  readonly atoms: readonly SortAtom[];
  readonly after?: readonly CursorValue[];
  /** Marker of the row limit, if any. */
  readonly limit?: string;
  readonly withTotal: boolean;
}

/** Each mapping's field list (`… AS c_id, … AS c_<key>, …`) per dialect, once written. */
const fieldLists = new WeakMap<ResourceMapping, Map<Dialect, string>>();

/**
 * The mapping's id and fields as select-list items. The same text for every statement of a mapping on an
 * engine, so it is written once: writing it anew was a noticeable share of the facade's CPU for a one-row
 * search of a resource with many fields. Kept only when writing it bound no parameter (a field's SQL may, in principle, hold a value).
 */
function fieldList(b: SqlBuilder, mapping: ResourceMapping): string {
  const cached = fieldLists.get(mapping)?.get(b.d);
  if (cached !== undefined) return cached;
  const before = b.parameterCount;
  const list = [`${mapping.id(b)} AS ${fieldAlias('id')}`, ...Object.entries(mapping.fields).map(([key, f]) => `${f.sql(b)} AS ${fieldAlias(key)}`)].join(', ');
  if (b.parameterCount === before) {
    let byDialect = fieldLists.get(mapping);
    if (byDialect === undefined) fieldLists.set(mapping, (byDialect = new Map()));
    byDialect.set(b.d, list);
  }
  return list;
}

export function selectStatement(b: SqlBuilder, spec: SelectSpec): string {
  const { mapping } = spec;
  const columns = [
    fieldList(b, mapping),
    ...spec.atoms.map((a, i) => `${a.sql} AS ${sortAlias(i)}`),
    // An uncorrelated subquery, computed once: a window count (COUNT(*) OVER ()) made the engines build every
    // matching row, joins and all, before the limit (418 ms for an unfiltered page of 100k patients on SQLite).
    ...(spec.withTotal ? [`(SELECT COUNT(*) FROM ${mapping.from(b)} WHERE ${and([mapping.where(b), ...spec.conditions])}) AS ${TOTAL_ALIAS}`] : []),
  ].join(', ');
  const where = and([mapping.where(b), ...spec.conditions, ...(spec.after === undefined ? [] : [afterCondition(b, spec.atoms, spec.after)])]);
  return b.d.limit({ columns, rest: `FROM ${mapping.from(b)} WHERE ${where} ORDER BY ${orderBy(spec.atoms)}` }, spec.limit);
}

/** `SELECT COUNT(*)` over the same FROM and WHERE (`_summary=count`, `_count=0`). */
export function countStatement(b: SqlBuilder, mapping: ResourceMapping, conditions: readonly string[]): string {
  return `SELECT COUNT(*) AS ${TOTAL_ALIAS} FROM ${mapping.from(b)} WHERE ${and([mapping.where(b), ...conditions])}`;
}
