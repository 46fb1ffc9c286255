/**
 * @module protocol/sql-command
 * The SQL command an integrator sends, shared by the
 * gateway (validation) and the agent (execution). Declared once as TypeBox schemas; the types are derived
 * from them, so what travels on the agent's socket is checked against the same declaration on both sides.
 */
import { Type, type Static, type TLiteral, type TUnion } from 'typebox';
import { MAX_ERROR_MESSAGE_LENGTH } from './bounds.js';

export const EXECUTION_MODES = ['reader', 'nonQuery', 'scalar'] as const;
export type ExecutionMode = (typeof EXECUTION_MODES)[number];

export const COMMAND_TYPES = ['text', 'storedProcedure'] as const;
export type CommandType = (typeof COMMAND_TYPES)[number];

export const PARAMETER_DIRECTIONS = ['input', 'output', 'inputOutput', 'returnValue'] as const;
export type ParameterDirection = (typeof PARAMETER_DIRECTIONS)[number];

/** SQL Server type names; each driver maps the ones its engine supports and rejects the others. */
export const SQL_TYPE_NAMES = [
  'BigInt', 'Binary', 'Bit', 'Char', 'Date', 'DateTime', 'DateTime2', 'DateTimeOffset', 'Decimal', 'Float',
  'Image', 'Int', 'Money', 'NChar', 'NText', 'NVarChar', 'Real', 'SmallDateTime', 'SmallInt', 'SmallMoney',
  'Text', 'Time', 'Timestamp', 'TinyInt', 'UniqueIdentifier', 'VarBinary', 'VarChar', 'Variant', 'Xml',
] as const;
export type SqlTypeName = (typeof SQL_TYPE_NAMES)[number];

/** `errorType` values of errorDetails: the engine's name, or `http`/`agent` for transfer and agent faults. */
export const ERROR_TYPES = ['mssql', 'fbsql', 'pgsql', 'mysql', 'sqlite', 'http', 'agent'] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

/** A union of string literals, as TypeBox spells an enum. */
export function literalUnion<const T extends readonly string[]>(values: T): TUnion<{ -readonly [K in keyof T]: TLiteral<T[K]> }> {
  return Type.Union(values.map((v) => Type.Literal(v))) as unknown as TUnion<{ -readonly [K in keyof T]: TLiteral<T[K]> }>;
}

/** Largest parameter value carried (bytes of text or base64): as much as a request body may hold. */
const MAX_VALUE_LENGTH = 64 * 1024 * 1024;

export const SqlParameterSchema = Type.Object({
  /** As written in the SQL, with or without its prefix (`@id`, `:id`, `$1`… per engine; see docs/agent-drivers.md). */
  name: Type.String({ minLength: 1, maxLength: 128 }),
  direction: literalUnion(PARAMETER_DIRECTIONS),
  type: literalUnion(SQL_TYPE_NAMES),
  /** Values travel as strings (binary as base64); null is SQL NULL. Absent for pure outputs. */
  value: Type.Optional(Type.Union([Type.String({ maxLength: MAX_VALUE_LENGTH }), Type.Null()])),
  /** Maximum length: bytes for binary types, characters for text types. */
  size: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
});
export type SqlParameter = Static<typeof SqlParameterSchema>;

export const SqlCommandSchema = Type.Object({
  text: Type.String({ minLength: 1 }),
  executionMode: literalUnion(EXECUTION_MODES),
  type: literalUnion(COMMAND_TYPES),
  parameters: Type.Array(SqlParameterSchema, { maxItems: 500 }),
});
export type SqlCommand = Static<typeof SqlCommandSchema>;

/** An output, input-output or return-value parameter after execution. Values are strings (binary base64). */
export const OutputParameterSchema = Type.Object({
  name: Type.String({ maxLength: 128 }),
  direction: literalUnion(PARAMETER_DIRECTIONS),
  type: literalUnion(SQL_TYPE_NAMES),
  value: Type.Union([Type.String(), Type.Null()]),
});
export type OutputParameter = Static<typeof OutputParameterSchema>;

export const ErrorDetailsSchema = Type.Object({
  errorType: literalUnion(ERROR_TYPES),
  errorCode: Type.Number(),
  errorMessage: Type.String({ maxLength: MAX_ERROR_MESSAGE_LENGTH }),
});
export type ErrorDetails = Static<typeof ErrorDetailsSchema>;
