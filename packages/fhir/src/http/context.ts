/**
 * @module fhir/http/context
 * What one request's work needs besides its parameters: the kind's mapping, the dialect, the clinic's
 * zone, the clock, the base URL and the way to run SQL (with the gateway's failures turned into
 * OperationOutcome errors). Built once per request by the handler.
 */
import type { KindMapping, ResourceMapping } from '../mapping/model.js';
import { FhirError, siteFailure } from '../outcome.js';
import type { Dialect } from '../sql/dialect.js';
import type { RunSql } from '../types.js';
import type { SqlCommand } from '@site-query-gateway/protocol/sql-command.js';

export interface RequestContext {
  readonly kind: KindMapping;
  readonly dialect: Dialect;
  readonly timeZone: string;
  readonly now: Date;
  readonly baseUrl: string;
  readonly strict: boolean;
  run(command: SqlCommand): Promise<Array<Record<string, unknown>>>;
  resolve(type: string): ResourceMapping | undefined;
}

export function runner(run: RunSql): (command: SqlCommand) => Promise<Array<Record<string, unknown>>> {
  return async (command) => {
    try {
      return await run(command);
    } catch (err) {
      if (err instanceof FhirError) throw err;
      throw siteFailure(err);
    }
  };
}
