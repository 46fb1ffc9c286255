/**
 * @module agent/drivers/postgres-errors
 * Maps node-postgres failures to DriverError (errorType `pgsql`). errorCode rule: the SQLSTATE read as a
 * decimal number when its five characters are digits (42601 syntax_error → 42601, 57014 query_canceled →
 * 57014); otherwise 100000 + the SQLSTATE read in base 36 (42P01 undefined_table → 100000 + 6844177 =
 * 6944177), which is stable and cannot collide with an all-digit one. The SQLSTATE itself stays readable
 * at the end of the message. Network failures, which have no SQLSTATE, use class 08 (08001, 08006).
 */
import { DriverError } from '../driver.js';
import { ParameterError } from '../parameters.js';

export const QUERY_CANCELED = '57014';
/** invalid_parameter_value: what a value or type the request cannot bind is reported as. */
export const INVALID_PARAMETER_VALUE = '22023';

export function sqlStateCode(sqlState: string): number {
  if (/^\d{5}$/.test(sqlState)) return Number(sqlState);
  return 100_000 + parseInt(sqlState, 36);
}

function withState(message: string, sqlState: string): string {
  return `${message} (SQLSTATE ${sqlState})`;
}

export function invalidRequest(message: string): DriverError {
  return new DriverError('pgsql', sqlStateCode(INVALID_PARAMETER_VALUE), withState(message, INVALID_PARAMETER_VALUE), false, true);
}

export function toPostgresError(err: unknown, connecting = false): DriverError {
  if (err instanceof DriverError) return err;
  if (err instanceof ParameterError) return invalidRequest(err.message);
  const e = err as { code?: unknown; message?: unknown; detail?: unknown };
  const message = typeof e.message === 'string' ? e.message : String(err);
  if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
    const detail = typeof e.detail === 'string' && e.detail !== '' ? ` — ${e.detail}` : '';
    return new DriverError('pgsql', sqlStateCode(e.code), withState(`${message}${detail}`, e.code));
  }
  // No SQLSTATE: the socket failed. 08001 when it never connected, 08006 when it broke afterwards.
  const state = connecting ? '08001' : '08006';
  return new DriverError('pgsql', sqlStateCode(state), withState(message, state));
}
