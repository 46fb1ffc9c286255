/**
 * @module core/agent-reports
 * Schemas of the job reports an agent sends. The protocol parser only recognises message types; before a
 * report changes a query it must match its schema here, so a faulty or hostile agent cannot store values
 * that break later reads (a string errorCode, a missing pages list, NaN durations).
 */
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { JobMessageFromAgent } from '../protocol/jobs.js';
import { ERROR_TYPES, PARAMETER_DIRECTIONS, SQL_TYPE_NAMES } from '../protocol/sql-command.js';

const Count = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
const Duration = Type.Number({ minimum: 0, maximum: 366 * 24 * 3600 * 1000 });
const Id = Type.String({ minLength: 1, maxLength: 64 });
const At = Type.String({ maxLength: 64 });
const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));

const ErrorDetails = Type.Object({
  errorType: literals(ERROR_TYPES),
  errorCode: Type.Number(),
  errorMessage: Type.String({ maxLength: 8192 }),
});

const Page = Type.Object({ pageNumber: Type.Integer({ minimum: 1 }), size: Count, count: Count, rangeStart: Count, rangeEnd: Count });

const OutputParameter = Type.Object({
  name: Type.String({ maxLength: 128 }),
  direction: literals(PARAMETER_DIRECTIONS),
  type: literals(SQL_TYPE_NAMES),
  value: Type.Union([Type.String(), Type.Null()]),
});

const REPORTS = {
  'agent:ready': Type.Object({ type: Type.Literal('agent:ready') }),
  'job:orphaned': Type.Object({ type: Type.Literal('job:orphaned'), queryId: Id, phase: literals(['queued', 'executing', 'uploading'] as const) }),
  'job:started': Type.Object({ type: Type.Literal('job:started'), queryId: Id, at: At }),
  'job:uploading': Type.Object({ type: Type.Literal('job:uploading'), queryId: Id, at: At, sqlExecutionDurationMs: Duration }),
  'job:completed': Type.Object({
    type: Type.Literal('job:completed'),
    queryId: Id,
    at: At,
    sqlExecutionDurationMs: Duration,
    rows: Count,
    size: Count,
    pages: Type.Array(Page, { maxItems: 1_000_000 }),
    inlineData: Type.Optional(Type.String()),
    scalar: Type.Optional(Type.String()),
    rowsAffected: Type.Optional(Count),
    outputParameters: Type.Array(OutputParameter, { maxItems: 500 }),
  }),
  'job:failed': Type.Object({
    type: Type.Literal('job:failed'),
    queryId: Id,
    at: At,
    status: literals(['executionFailed', 'uploadFailed', 'expiredInQueue'] as const),
    errorDetails: ErrorDetails,
    sqlExecutionDurationMs: Type.Optional(Duration),
    timedOut: Type.Optional(Type.Boolean()),
  }),
} as const;

export type ValidReport = Static<(typeof REPORTS)[keyof typeof REPORTS]>;

/** Whether a job report is well-formed; unknown fields are tolerated (newer agents may send more). */
export function isValidReport(message: JobMessageFromAgent): boolean {
  return Value.Check(REPORTS[message.type], message);
}
