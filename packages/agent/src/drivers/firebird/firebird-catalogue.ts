/**
 * @module agent/drivers/firebird-catalogue
 * Reads what the Firebird driver needs to know about a stored procedure from the system tables:
 * whether it is selectable, and its parameter names in declaration order. Runs in the command's own
 * transaction, before the call is prepared.
 */
import type { ProcedureInfo, ProcedureName } from './firebird-sql.js';
import { executeStatement, fetchRows, prepare, releaseStatement, type FbTransaction } from './firebird-wire.js';

/** Runs a small catalogue query to the end (a handful of rows). */
async function queryAll(tx: FbTransaction, sql: string, params: unknown[]): Promise<unknown[][]> {
  const st = await prepare(tx, sql);
  try {
    await executeStatement(tx, st, params);
    const rows: unknown[][] = [];
    for (;;) {
      const ret = await fetchRows(tx, st, 200);
      rows.push(...ret.data);
      if (ret.fetched) return rows;
    }
  } finally {
    await releaseStatement(st);
  }
}

/** isc_dsql_field_err: "Column unknown" (RDB$PACKAGE_NAME before Firebird 3). */
const COLUMN_UNKNOWN = 335544578;

function hasCode(err: unknown, code: number): boolean {
  return typeof err === 'object' && err !== null && (err as { gdscode?: unknown }).gdscode === code;
}

/**
 * The procedure's facts, or null when the catalogue has no such procedure (the call is then left to
 * the server, which reports the real error). Packages exist from Firebird 3; on 2.5 the query
 * without RDB$PACKAGE_NAME is used.
 */
export async function readProcedureInfo(tx: FbTransaction, proc: ProcedureName): Promise<ProcedureInfo | null> {
  const pkg = proc.packageName;
  const filter = pkg === null ? ' AND RDB$PACKAGE_NAME IS NULL' : ' AND RDB$PACKAGE_NAME = ?';
  const args = pkg === null ? [proc.name] : [proc.name, pkg];
  let typeRows: unknown[][];
  let paramRows: unknown[][];
  try {
    typeRows = await queryAll(tx, `SELECT RDB$PROCEDURE_TYPE FROM RDB$PROCEDURES WHERE RDB$PROCEDURE_NAME = ?${filter}`, args);
    paramRows = await queryAll(
      tx,
      'SELECT TRIM(RDB$PARAMETER_NAME), RDB$PARAMETER_TYPE FROM RDB$PROCEDURE_PARAMETERS ' +
        `WHERE RDB$PROCEDURE_NAME = ?${filter} ORDER BY RDB$PARAMETER_TYPE, RDB$PARAMETER_NUMBER`,
      args,
    );
  } catch (err) {
    if (pkg !== null || !hasCode(err, COLUMN_UNKNOWN)) throw err;
    typeRows = await queryAll(tx, 'SELECT RDB$PROCEDURE_TYPE FROM RDB$PROCEDURES WHERE RDB$PROCEDURE_NAME = ?', args);
    paramRows = await queryAll(
      tx,
      'SELECT TRIM(RDB$PARAMETER_NAME), RDB$PARAMETER_TYPE FROM RDB$PROCEDURE_PARAMETERS ' +
        'WHERE RDB$PROCEDURE_NAME = ? ORDER BY RDB$PARAMETER_TYPE, RDB$PARAMETER_NUMBER',
      args,
    );
  }
  const first = typeRows[0];
  if (!first) return null;
  const type = first[0] === null || first[0] === undefined ? null : Number(first[0]);
  const names = (kind: number): string[] => paramRows.filter((r) => Number(r[1]) === kind).map((r) => String(r[0]));
  return { type, inputs: names(0), outputs: names(1) };
}
