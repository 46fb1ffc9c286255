/**
 * @module agent/drivers/postgres-command
 * Turns a SqlCommand into the statement and values node-postgres sends. Rules:
 * - Text commands: each `@name` or `:name` outside literals, quoted identifiers and comments that names a
 *   declared parameter (prefix and case ignored) becomes `$n::type`, one `$n` per distinct parameter, so a
 *   parameter used twice is bound once; markers naming no parameter stay as written (PostgreSQL's `@`
 *   operator keeps working). An output parameter's marker becomes `NULL::type`, e.g. in `CALL p(@in, @out)`.
 * - Stored procedures: `CALL name(p => $1::type, out => NULL::type, …)` for procedures, `SELECT * FROM
 *   name(p => $1::type, …)` for functions, with named notation, so the order of parameters does not matter.
 * - Output, inputOutput and returnValue parameters are read from the first row: by column name (the
 *   routine's OUT parameter names, or a SELECT's aliases), returnValue from the first column.
 * The SQL Server type names map to the casts in PG_TYPES; the cast both types the parameter for
 * PostgreSQL's planner and makes PostgreSQL check the value. Values are always bound, never inlined.
 */
import type { SqlCommand, SqlParameter, SqlTypeName } from '@site-query-gateway/protocol/sql-command.js';
import {
  ParameterError, bareName, binaryValue, bitValue, dateTimeValue, dateValue, decimalValue, floatValue, integerValue, parameterIndex, sendsValue,
  textValue, timeValue,
} from '../parameters.js';
import { POSTGRES_DIALECT, rewritePlaceholders } from '../sql-placeholders.js';

/** SQL Server type name → PostgreSQL cast; '' binds untyped (PostgreSQL infers); absent is unsupported. */
export const PG_TYPES: Partial<Record<SqlTypeName, string>> = {
  BigInt: 'int8', Int: 'int4', SmallInt: 'int2', TinyInt: 'int2', Bit: 'bool',
  Decimal: 'numeric', Money: 'numeric', SmallMoney: 'numeric', Float: 'float8', Real: 'float4',
  Char: 'text', NChar: 'text', VarChar: 'text', NVarChar: 'text', Text: 'text', NText: 'text',
  Date: 'date', DateTime: 'timestamp', DateTime2: 'timestamp', SmallDateTime: 'timestamp', DateTimeOffset: 'timestamptz', Time: 'time',
  Binary: 'bytea', VarBinary: 'bytea', Image: 'bytea', UniqueIdentifier: 'uuid', Xml: 'xml', Variant: '',
  // Timestamp (SQL Server's rowversion) has no PostgreSQL counterpart.
};

export interface PgStatement {
  text: string;
  values: (string | Buffer | null)[];
  /** Parameters whose values come back, read from the first row. */
  outputs: SqlParameter[];
  /** True for CALL: the single row carries output parameters, not data. */
  rowIsOutputs: boolean;
}

function castOf(p: SqlParameter): string {
  const cast = PG_TYPES[p.type];
  if (cast === undefined) throw new ParameterError(`Parameter ${p.name}: type ${p.type} is not supported on PostgreSQL`);
  return cast === '' ? '' : `::${cast}`;
}

/** One parameter value as node-postgres sends it: text, or a Buffer (sent as binary) for bytea. */
function pgValue(p: SqlParameter): string | Buffer | null {
  switch (p.type) {
    case 'BigInt': case 'Int': case 'SmallInt': case 'TinyInt': {
      const v = integerValue(p);
      return v === null ? null : String(v);
    }
    case 'Bit': {
      const v = bitValue(p);
      return v === null ? null : String(v);
    }
    case 'Decimal': case 'Money': case 'SmallMoney':
      return decimalValue(p);
    case 'Float': case 'Real': {
      const v = floatValue(p);
      return v === null ? null : String(v);
    }
    case 'Binary': case 'VarBinary': case 'Image':
      return binaryValue(p);
    case 'Date':
      return dateValue(p);
    case 'DateTime': case 'DateTime2': case 'SmallDateTime': case 'DateTimeOffset': {
      const v = dateTimeValue(p);
      if (v === null) return null;
      // A timestamp without time zone ignores an offset; keep it only where the type has one.
      return `${v.date} ${v.time}${p.type === 'DateTimeOffset' ? (v.offset ?? '') : ''}`;
    }
    case 'Time':
      return timeValue(p);
    case 'Char': case 'NChar': case 'VarChar': case 'NVarChar': case 'Text': case 'NText': case 'Xml': case 'UniqueIdentifier': case 'Variant':
      return textValue(p);
    case 'Timestamp':
      throw new ParameterError(`Parameter ${p.name}: type Timestamp is not supported on PostgreSQL`);
  }
}

function checkSupported(parameters: readonly SqlParameter[]): void {
  for (const p of parameters) castOf(p);
}

/** A text command. */
export function planText(command: SqlCommand): PgStatement {
  checkSupported(command.parameters);
  const byName = parameterIndex(command.parameters);
  const values: (string | Buffer | null)[] = [];
  const positions = new Map<SqlParameter, number>();
  const text = rewritePlaceholders(command.text, POSTGRES_DIALECT, (name) => {
    const p = byName.get(name.toLowerCase());
    if (!p) return undefined;
    if (!sendsValue(p.direction)) return `NULL${castOf(p)}`;
    let position = positions.get(p);
    if (position === undefined) {
      values.push(pgValue(p));
      position = values.length;
      positions.set(p, position);
    }
    return `$${position}${castOf(p)}`;
  });
  return { text, values, outputs: command.parameters.filter((p) => p.direction !== 'input'), rowIsOutputs: false };
}

const NAME_PART = String.raw`(?:"(?:[^"]|"")+"|[A-Za-z_][A-Za-z0-9_$]*)`;
const ROUTINE_NAME = new RegExp(`^${NAME_PART}(?:\\.${NAME_PART}){0,2}$`);

/** A routine name split into schema (or null) and name as stored in pg_proc (unquoted parts fold to lower case). */
export function routineName(text: string): { schema: string | null; name: string; sql: string } {
  const sql = text.trim();
  if (!ROUTINE_NAME.test(sql)) throw new ParameterError(`Not a procedure or function name: ${JSON.stringify(text)}`);
  const parts = sql.match(new RegExp(NAME_PART, 'g')) ?? [];
  const stored = parts.map((part) => (part.startsWith('"') ? part.slice(1, -1).replace(/""/g, '"') : part.toLowerCase()));
  const name = stored[stored.length - 1]!;
  const schema = stored.length >= 2 ? stored[stored.length - 2]! : null;
  return { schema, name, sql };
}

/** Finds whether a routine is a procedure (`p`) or a function (`f`), first match on the search path. */
export const ROUTINE_KIND_SQL =
  'SELECT p.prokind FROM pg_catalog.pg_proc p JOIN pg_catalog.pg_namespace n ON n.oid = p.pronamespace ' +
  'WHERE p.proname = $1 AND (($2::text IS NULL AND n.nspname = ANY (current_schemas(true))) OR n.nspname = $2::text) ' +
  'ORDER BY array_position(current_schemas(true), n.nspname::text) NULLS LAST LIMIT 1';

/** A storedProcedure command, once the routine's kind is known. */
export function planRoutine(command: SqlCommand, kind: 'p' | 'f'): PgStatement {
  checkSupported(command.parameters);
  parameterIndex(command.parameters);
  const { sql } = routineName(command.text);
  const values: (string | Buffer | null)[] = [];
  const args: string[] = [];
  for (const p of command.parameters) {
    const name = bareName(p.name);
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new ParameterError(`Parameter ${p.name} is not a plain routine parameter name`);
    if (sendsValue(p.direction)) {
      values.push(pgValue(p));
      args.push(`${name} => $${values.length}${castOf(p)}`);
    } else if (p.direction === 'output' && kind === 'p') {
      // A procedure's OUT parameters take a placeholder argument; a function's are not passed at all.
      args.push(`${name} => NULL${castOf(p)}`);
    }
  }
  const text = kind === 'p' ? `CALL ${sql}(${args.join(', ')})` : `SELECT * FROM ${sql}(${args.join(', ')})`;
  return { text, values, outputs: command.parameters.filter((p) => p.direction !== 'input'), rowIsOutputs: kind === 'p' };
}
