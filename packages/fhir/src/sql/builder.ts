/**
 * @module fhir/sql/builder
 * Collects the parameters of one statement while its SQL is written: every value from a request goes
 * through `value()`, which registers it under a generated name (`p1`, `p2`, …) and returns the dialect's
 * marker. The same value and type registered twice share one parameter. Nothing here ever writes a value
 * into SQL text.
 */
import type { SqlCommand, SqlParameter, SqlTypeName } from '@site-query-gateway/protocol/sql-command.js';
import type { Dialect } from './dialect.js';

export type SqlValue = string | number | bigint;

export class SqlBuilder {
  private readonly parameters: SqlParameter[] = [];
  private readonly byValue = new Map<string, string>();

  constructor(readonly d: Dialect) {}

  /** Registers a bound value and returns its marker. */
  value(type: SqlTypeName, value: SqlValue): string {
    const text = String(value);
    const key = `${type}\u0000${text}`;
    let name = this.byValue.get(key);
    if (name === undefined) {
      name = `p${this.parameters.length + 1}`;
      this.parameters.push({ name: `@${name}`, direction: 'input', type, value: text });
      this.byValue.set(key, name);
    }
    return this.d.marker(name, type);
  }

  /** How many parameters are registered so far (a caller can tell whether some SQL it wrote bound any). */
  get parameterCount(): number {
    return this.parameters.length;
  }

  /** A column of a table alias (quoted if reserved on this engine). */
  col(alias: string, name: string): string {
    return this.d.column(alias, name);
  }

  command(text: string): SqlCommand {
    return { text, executionMode: 'reader', type: 'text', parameters: [...this.parameters] };
  }
}

/** Joins conditions with AND; an empty list is true. */
export function and(parts: readonly string[]): string {
  const kept = parts.filter((p) => p !== TRUE);
  if (kept.length === 0) return TRUE;
  if (kept.includes(FALSE)) return FALSE;
  return kept.length === 1 ? kept[0]! : `(${kept.join(' AND ')})`;
}

/** Joins conditions with OR; an empty list is false. */
export function or(parts: readonly string[]): string {
  const kept = parts.filter((p) => p !== FALSE);
  if (kept.length === 0) return FALSE;
  if (kept.includes(TRUE)) return TRUE;
  return kept.length === 1 ? kept[0]! : `(${kept.join(' OR ')})`;
}

/** Conditions every engine takes (no boolean literals on SQL Server or Firebird 3 in WHERE). */
export const TRUE = '1 = 1';
export const FALSE = '1 = 0';
