/**
 * @module api/schemas/queries
 * TypeBox schemas of the SQL passthrough API: the create body (command, deprecated sqlQuery,
 * maxTimeInQueue, catalogue, mode), the Query record and result pages.
 */
import { Type } from 'typebox';
import { COMMAND_TYPES, EXECUTION_MODES, PARAMETER_DIRECTIONS, SQL_TYPE_NAMES } from '@site-query-gateway/protocol/sql-command.js';
import { Guid, StringEnum } from './common.js';


export const Parameter = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 128 }),
  direction: Type.Optional(StringEnum(PARAMETER_DIRECTIONS)),
  type: StringEnum(SQL_TYPE_NAMES),
  value: Type.Optional(Type.Union([Type.String({ maxLength: 8 * 1024 * 1024 }), Type.Null()])),
  size: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'Maximum length: bytes (binary) or characters (text).' })),
});

export const Command = Type.Object({
  text: Type.String({ minLength: 1, description: 'SQL text, or the stored procedure name when type is storedProcedure.' }),
  executionMode: Type.Optional(StringEnum(EXECUTION_MODES)),
  type: Type.Optional(StringEnum(COMMAND_TYPES)),
  parameters: Type.Optional(Type.Array(Parameter, { maxItems: 500 })),
});

export const CreateQueryBody = Type.Object({
  command: Type.Optional(Command),
  sqlQuery: Type.Optional(Type.String({ minLength: 1, description: 'Deprecated: use command.text. A reader text command.' })),
  maxTimeInQueue: Type.Optional(Type.Integer({ minimum: 0, description: 'Milliseconds: immediate 0..60000 (default 30000), async 0..7200000 (default 3600000).' })),
  catalogue: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
  mode: Type.Optional(StringEnum(['immediate', 'async'], { description: 'On POST …/queries selects the mode (default async); on …/immediate and …/async it may only repeat the path\'s mode.' })),
});

const Phase = Type.Object({ startTime: Type.String(), endTime: Type.Optional(Type.String()) });

export const Page = Type.Object({
  pageNumber: Type.Integer(),
  status: Type.String({ description: 'queued | uploading | cached | expired' }),
  size: Type.Integer(),
  rows: Type.Object({ count: Type.Integer(), rangeStart: Type.Integer(), rangeEnd: Type.Integer() }),
});

const OutputParameter = Type.Object({
  name: Type.String(),
  direction: Type.String(),
  type: Type.String(),
  value: Type.Union([Type.String(), Type.Null()]),
});

export const QueryRecord = Type.Object(
  {
    id: Guid,
    integratorId: Type.String(),
    siteId: Guid,
    mode: Type.Union([Type.Literal('immediate'), Type.Literal('async')]),
    status: Type.String(),
    maxTimeInQueue: Type.Integer(),
    catalogue: Type.String(),
    sqlQuerySize: Type.Integer(),
    commandSize: Type.Integer(),
    requestSize: Type.Integer(),
    createdAt: Type.String(),
    updatedAt: Type.String(),
    completedAt: Type.Optional(Type.String()),
    statusTiming: Type.Object({
      initialising: Type.Optional(Phase),
      queued: Type.Optional(Phase),
      downloading: Type.Optional(Phase),
      executing: Type.Optional(Phase),
      uploading: Type.Optional(Phase),
    }),
    metrics: Type.Object({ sqlExecutionDuration: Type.Optional(Type.Integer()) }),
    result: Type.Optional(
      Type.Object({
        rows: Type.Integer(),
        size: Type.Integer(),
        data: Type.Optional(Type.String({ description: 'base64 of UTF-8 JSON (immediate queries)' })),
        parameters: Type.Array(OutputParameter),
        pages: Type.Optional(Type.Array(Page)),
        rowsAffected: Type.Optional(Type.Integer()),
      }),
    ),
    resultSize: Type.Optional(Type.Integer()),
    errorDetails: Type.Optional(Type.Object({ errorType: Type.String(), errorCode: Type.Number(), errorMessage: Type.String() })),
  },
  { description: 'Query record: the query, its status and timings, and its result once successful.' },
);

/**
 * Immediate failures carry the record and the error envelope together; plain request errors (400
 * validation, for instance) carry only the envelope, so the record's fields are optional here.
 */
export const QueryRecordWithError = Type.Evaluate(Type.Intersect([
  Type.Partial(QueryRecord),
  Type.Object({ error: Type.Object({ status: Type.Integer(), statusText: Type.String(), message: Type.String(), code: Type.String() }) }),
]));

export const QueryParams = Type.Object({ siteId: Guid, queryId: Guid });
export const PageParams = Type.Object({ siteId: Guid, queryId: Guid, pageNumber: Type.Integer({ minimum: 1, maximum: 1_000_000 }) });

export const BatchStatusBody = Type.Object({ queryIds: Type.Array(Type.String({ maxLength: 64 }), { minItems: 1, maxItems: 100 }) });
export const BatchStatusResponse = Type.Object({
  results: Type.Array(
    Type.Object({ queryId: Type.String(), status: Type.Union([Type.Literal('found'), Type.Literal('notFound')]), query: Type.Optional(QueryRecord) }),
  ),
});

export const PageContent = Type.Object({
  data: Type.String({ description: 'base64 of the page as UTF-8 JSON: an array of row objects' }),
  parameters: Type.Array(OutputParameter),
});
