/**
 * @module api/schemas/registered-queries
 * TypeBox schemas of the registered-query operations: the create body, the Registered
 * query resource and its result.
 */
import { Type } from 'typebox';
import { Command } from './queries.js';
import { Guid } from './common.js';

export const CreateRegisteredQueryBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 256, description: 'Set by the customer.' }),
  registeredQueryType: Type.Literal('query'),
  frequency: Type.Integer({ minimum: 1, description: 'Seconds between runs: at least the gateway minimum (60 s by default), not above duration.' }),
  duration: Type.Integer({ minimum: 1, maximum: 86_400, description: 'Seconds the registration runs (at most 86400).' }),
  registerCommand: Type.Object({
    command: Command,
    catalogue: Type.Optional(Type.String({ minLength: 1, maxLength: 128, description: 'Database to run against; the site default when omitted.' })),
  }),
});

export const RegisteredQueryParams = Type.Object({ siteId: Type.String({ minLength: 1, maxLength: 64 }), queryId: Type.String({ minLength: 1, maxLength: 64 }) });

const ErrorDetails = Type.Object({
  errorType: Type.String({ description: 'Engine name (mssql, fbsql, pgsql, mysql, sqlite), http, agent, or gateway (a run the scheduler could not start).' }),
  errorCode: Type.Number(),
  errorMessage: Type.String(),
});

export const RegisteredQuery = Type.Object(
  {
    id: Guid,
    siteId: Guid,
    name: Type.String(),
    registeredQueryType: Type.Literal('query'),
    status: Type.String({ description: 'enabled | completed | cancelled' }),
    frequency: Type.Integer(),
    duration: Type.Integer(),
    createdAt: Type.String(),
    completedAt: Type.Optional(Type.String()),
    lastHash: Type.Optional(Type.String({ description: 'SHA-256 hex of the last result (its decoded JSON), computed by the agent.' })),
    lastErrorDetails: Type.Optional(ErrorDetails),
    metrics: Type.Object({
      lastExecutionDuration: Type.Number({ description: 'Milliseconds of SQL execution of the last run.' }),
      executionSucceededCount: Type.Integer(),
      executionFailedCount: Type.Integer(),
      resultSizeSum: Type.Integer({ description: 'Bytes of results that travelled (unchanged results send none).' }),
      requestSize: Type.Integer(),
      lastSucceededAt: Type.Optional(Type.String()),
      lastFailedAt: Type.Optional(Type.String()),
    }),
  },
  { description: 'Registered query: a query run on a schedule, its metrics and its last result.' },
);

export const RegisteredQueryList = Type.Object({ registeredQueries: Type.Array(RegisteredQuery) });

export const RegisteredQueryResult = Type.Object({
  data: Type.String({ description: 'base64 of UTF-8 JSON: the array of rows.' }),
  parameters: Type.Array(Type.Object({ name: Type.String(), direction: Type.String(), type: Type.String(), value: Type.Union([Type.String(), Type.Null()]) })),
  rows: Type.Integer(),
  size: Type.Integer(),
});
