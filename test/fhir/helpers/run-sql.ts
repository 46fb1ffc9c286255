/**
 * Test helper: a RunSql over a real agent driver, so the facade's SQL runs on the engine and the rows
 * arrive exactly as the gateway would relay them (the driver's row JSON, parsed). Driver failures become
 * the gateway's SQL_ERROR; the engine's message is kept on the error for the test's own diagnostics.
 */
import type { DatabaseDriver } from '@site-query-gateway/agent/drivers/driver.js';
import { DriverError } from '@site-query-gateway/agent/drivers/driver.js';
import type { RunSql } from '@site-query-gateway/fhir/index.js';
import type { SqlCommand } from '@site-query-gateway/protocol/sql-command.js';

export class RelayError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

export interface CountingRunSql extends RunSql {
  /** Every command run, in order (tests look at the SQL and the parameters). */
  readonly commands: SqlCommand[];
}

export function driverRunSql(driver: DatabaseDriver, connection: string): CountingRunSql {
  const commands: SqlCommand[] = [];
  const run = async (command: SqlCommand) => {
    commands.push(command);
    let execution;
    try {
      execution = await driver.execute(connection, command, { timeoutMs: 30_000 });
    } catch (err) {
      if (err instanceof DriverError) throw new RelayError(err.timedOut ? 'QUERY_TIMEOUT' : 'SQL_ERROR', `${err.message}\n${command.text}`);
      throw err;
    }
    const rows: Record<string, unknown>[] = [];
    for await (const batch of execution.rows) for (const text of batch) rows.push(JSON.parse(text) as Record<string, unknown>);
    await execution.finish();
    return rows;
  };
  return Object.assign(run, { commands });
}
