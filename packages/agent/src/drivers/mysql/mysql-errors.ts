/**
 * @module agent/drivers/mysql-errors
 * Maps mysql2 failures to DriverError (errorType `mysql`, errorCode = the server's errno, e.g. 1064
 * ER_PARSE_ERROR, 1146 ER_NO_SUCH_TABLE). Failures without an errno take the client error numbers of
 * libmysql: 2003 (cannot connect) and 2013 (connection lost during a query).
 */
import { DriverError } from '../driver.js';
import { ParameterError } from '../parameters.js';

/** ER_QUERY_INTERRUPTED: what a KILL QUERY produces on MySQL and MariaDB; used for the timeout. */
export const ER_QUERY_INTERRUPTED = 1317;
/** ER_WRONG_ARGUMENTS: used for parameters the request cannot bind. */
export const ER_WRONG_ARGUMENTS = 1210;
const CR_CONN_HOST_ERROR = 2003;
const CR_SERVER_LOST = 2013;

export function toMysqlError(err: unknown, connecting = false): DriverError {
  if (err instanceof DriverError) return err;
  if (err instanceof ParameterError || err instanceof RangeError || (err instanceof TypeError && /parameter/i.test(err.message))) {
    // RangeError/TypeError: mysql2's own checks of a typed bind value.
    return new DriverError('mysql', ER_WRONG_ARGUMENTS, err.message, false, true);
  }
  const e = err as { errno?: unknown; sqlMessage?: unknown; sqlState?: unknown; message?: unknown };
  const message = typeof e.sqlMessage === 'string' ? e.sqlMessage : typeof e.message === 'string' ? e.message : String(err);
  if (typeof e.errno === 'number' && e.errno > 0 && typeof e.sqlMessage === 'string') {
    const state = typeof e.sqlState === 'string' && e.sqlState !== '' ? ` (SQLSTATE ${e.sqlState})` : '';
    return new DriverError('mysql', e.errno, `${message}${state}`);
  }
  return new DriverError('mysql', connecting ? CR_CONN_HOST_ERROR : CR_SERVER_LOST, message);
}
