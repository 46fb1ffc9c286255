/**
 * @module protocol/sql-command
 * The SQL command an integrator sends (spec 2.1, decided in api-decisions "Queries"), shared by the
 * gateway (validation) and the agent (execution).
 */

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

export interface SqlParameter {
  /** As written in the SQL, with or without its prefix (`@id`, `:id`, `$1`… per engine; see docs/agent-drivers.md). */
  name: string;
  direction: ParameterDirection;
  type: SqlTypeName;
  /** Values travel as strings (binary as base64); null is SQL NULL. Absent for pure outputs. */
  value?: string | null;
  /** Maximum length: bytes for binary types, characters for text types. */
  size?: number;
}

export interface SqlCommand {
  text: string;
  executionMode: ExecutionMode;
  type: CommandType;
  parameters: SqlParameter[];
}

/** An output, input-output or return-value parameter after execution. Values are strings (binary base64). */
export interface OutputParameter {
  name: string;
  direction: ParameterDirection;
  type: SqlTypeName;
  value: string | null;
}

/** `errorType` values of errorDetails: the engine's name, or `http`/`agent` for transfer and agent faults. */
export const ERROR_TYPES = ['mssql', 'fbsql', 'pgsql', 'mysql', 'sqlite', 'http', 'agent'] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

export interface ErrorDetails {
  errorType: ErrorType;
  errorCode: number;
  errorMessage: string;
}
