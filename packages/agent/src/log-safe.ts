/**
 * @module agent/log-safe
 * What of an error the agent may log (D12). Engine messages echo SQL fragments and can carry row values
 * (`near "'Jane Citizen'": syntax error`), and any error may wrap one, so logs get an error's class and
 * codes and the call sites of its stack, never its message. The full message still reaches the gateway
 * in `errorDetails`, where the integrator who sent the SQL reads it; only logs are redacted.
 */
import { DriverError } from './drivers/driver.js';

export interface LoggedError {
  /** The error's class (`DriverError`, `TypeError`, …). */
  type: string;
  /** Node/system or library code (`ENOSPC`, `ECONNRESET`, `SQLITE_BUSY`) when the error has one. */
  code?: string | number;
  /** A DriverError's engine and numeric code, and whether it was the timeout. */
  errorType?: string;
  errorCode?: number;
  timedOut?: boolean;
  /** The stack's call sites without the message line(s). */
  stack?: string;
}

/** The loggable summary of anything thrown. */
export function loggableError(err: unknown): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err };
  const logged: LoggedError = { type: err.name };
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') logged.code = code;
  if (err instanceof DriverError) {
    logged.errorType = err.errorType;
    logged.errorCode = err.errorCode;
    if (err.timedOut) logged.timedOut = true;
  }
  const frames = err.stack?.indexOf('\n    at ');
  if (err.stack && frames !== undefined && frames >= 0) logged.stack = err.stack.slice(frames + 1);
  return logged;
}
