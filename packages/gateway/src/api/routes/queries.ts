/**
 * @module api/routes/queries
 * SQL passthrough routes, mounted on the Integrator, Desktop and Device surfaces: create (immediate,
 * async, and `POST …/queries` with `mode`), status, batch status, result page and page stream.
 * Each surface supplies how a request becomes (integrator, site); the routes are otherwise identical.
 */
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayContext } from '../../core/context.js';
import { GatewayError, type ErrorCode } from '../../core/errors.js';
import { openOwnPage } from '../../core/queries/pages.js';
import { batchQueryStatus, getQueryRecord } from '../../core/queries/records.js';
import type { CreateQueryBody as CreateQueryInput } from '../../core/queries/input.js';
import { submitAsyncQuery, submitImmediateQuery } from '../../core/queries/requests.js';
import type { QueryCaller, ResolveCaller } from './caller.js';
import { sqlFingerprint } from '../../core/audit/without-values.js';
import { beginAudit } from '../audit-hooks.js';
import { errorBody } from '../error-handler.js';
import { httpStatusOf } from '../http-errors.js';
import { sendBase64Page, sendRawPage } from '../page-response.js';
import { sendQueryRecord } from '../record-response.js';
import { LOCATION_HEADER, PAGE_HEADERS, withHeaders } from '../openapi/responses.js';
import { registeredQueryRoutes } from './registered-queries.js';
import { SiteIdParams } from '../schemas/common.js';
import { SITE_ACCESS_ERRORS, errorCodes } from '../route-errors.js';
import {
  BatchStatusBody,
  BatchStatusResponse,
  CreateQueryBody,
  PageContent,
  PageParams,
  QueryParams,
  QueryRecord,
  QueryRecordWithError,
} from '../schemas/queries.js';

export type { QueryCaller, ResolveCaller } from './caller.js';

/** Bytes of the request as received (the JSON body parser counts them; headers may claim anything). */
function requestSize(request: FastifyRequest): number {
  return request.bodyBytes;
}

function setPageHeaders(reply: FastifyReply, page: { size: number; count: number; rangeStart: number; rangeEnd: number }): void {
  void reply.headers({
    Size: String(page.size),
    'Rows-Count': String(page.count),
    'Rows-Range-Start': String(page.rangeStart),
    'Rows-Range-End': String(page.rangeEnd),
  });
}

/** Why a result page cannot be read (core/queries/pages). */
const PAGE_ERRORS: readonly ErrorCode[] = ['QUERY_NOT_FOUND', 'QUERY_NOT_COMPLETE', 'QUERY_ENDED_WITHOUT_RESULTS', 'PAGE_NOT_FOUND', 'RESULTS_EXPIRED'];

export function queryRoutes(ctx: GatewayContext, surfacePrefix: string, resolveCaller: ResolveCaller, tag: string): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = [tag];
    await app.register(registeredQueryRoutes(ctx, surfacePrefix, resolveCaller, tag));

    /** The access is on the audit trail once the caller may use the site: the SQL text's hash and size, never the text. */
    const auditQuery = (request: FastifyRequest, operation: string, siteId: string, body: CreateQueryInput) =>
      beginAudit(ctx, request, { operation, siteId, ...sqlFingerprint(body.command?.text ?? body.sqlQuery ?? '') });
    const createAsync = async (request: FastifyRequest, reply: FastifyReply, siteId: string, body: CreateQueryInput) => {
      const caller = await resolveCaller(request, siteId);
      const audit = auditQuery(request, 'query.async', caller.site.id, body);
      const record = await submitAsyncQuery(ctx, { integratorId: caller.integratorId, site: caller.site, body, requestSize: requestSize(request) });
      audit.queryId = record.id;
      audit.outcome = 'accepted';
      return reply.code(201).header('Location', `${surfacePrefix}/sites/${record.siteId}/queries/${record.id}`).send(record);
    };
    const createImmediate = async (request: FastifyRequest, reply: FastifyReply, siteId: string, body: CreateQueryInput) => {
      const caller = await resolveCaller(request, siteId);
      const audit = auditQuery(request, 'query.immediate', caller.site.id, body);
      const outcome = await submitImmediateQuery(ctx, { integratorId: caller.integratorId, site: caller.site, body, requestSize: requestSize(request) });
      audit.queryId = outcome.record.id;
      audit.outcome = outcome.error?.code ?? outcome.record.status;
      audit.rows = outcome.record.result?.rows ?? null;
      if (!outcome.error) return sendQueryRecord(reply.code(200), outcome.record, outcome.data);
      // Failures keep the record (status, errorDetails) and add the documented envelope.
      return reply.code(httpStatusOf(outcome.error)).send({ ...outcome.record, ...errorBody(outcome.error) });
    };

    /**
     * `mode` belongs to `POST …/queries`; on a path that names its mode, a body asking for the other one is
     * refused rather than silently run in the path's mode (the caller would wait for a result that never comes).
     */
    const onlyMode = <B extends CreateQueryInput>(pathMode: 'immediate' | 'async', body: B): B => {
      const asked = body.mode;
      if (asked !== undefined && asked !== pathMode) {
        throw new GatewayError(
          'VALIDATION_FAILED',
          `body.mode "${asked}" contradicts the path …/queries/${pathMode}; send it to …/queries/${asked} or to …/queries with "mode": "${asked}".`,
        );
      }
      return body;
    };

    const created = withHeaders('Created: the query record, with its path in Location.', QueryRecord, LOCATION_HEADER);
    const createSchema = (summary: string, description: string, response: Record<number, unknown>, codes: readonly ErrorCode[]) => ({
      tags,
      summary,
      description,
      params: SiteIdParams,
      body: CreateQueryBody,
      response,
      ...errorCodes(...SITE_ACCESS_ERRORS, 'UNKNOWN_CATALOGUE', ...codes),
    });
    // An immediate query's failures carry its record with the envelope (see createImmediate).
    const immediateFailures = { 400: QueryRecordWithError, 413: QueryRecordWithError, 502: QueryRecordWithError, 504: QueryRecordWithError };
    const immediateCodes: ErrorCode[] = ['SQL_ERROR', 'RESULT_TOO_LARGE', 'SITE_NOT_CONNECTED', 'QUERY_TIMEOUT', 'RESULT_TRANSFER_FAILED'];

    app.post(
      '/sites/:siteId/queries/immediate',
      {
        schema: createSchema(
          'Create an immediate query',
          'Runs the command and answers with the result (data is base64 of UTF-8 JSON). 503 when the site is not connected; 504 when not finished in time; 413 over 8 MB; 400 with the record for an SQL error.',
          { 200: QueryRecord, ...immediateFailures },
          immediateCodes,
        ),
      },
      async (request, reply) => createImmediate(request, reply, request.params.siteId, onlyMode('immediate', request.body)),
    );
    app.post(
      '/sites/:siteId/queries/async',
      { schema: createSchema('Create an async query', 'Queues the command; read its status and result pages later. 201 with a Location header.', { 201: created }, []) },
      async (request, reply) => createAsync(request, reply, request.params.siteId, onlyMode('async', request.body)),
    );
    app.post(
      '/sites/:siteId/queries',
      {
        schema: createSchema(
          'Create a query (mode in the body, default async)',
          'The general create path: `mode` selects immediate or async (default async).',
          { 200: QueryRecord, 201: created, ...immediateFailures },
          immediateCodes,
        ),
      },
      async (request, reply) => ((request.body.mode ?? 'async') === 'immediate' ? createImmediate : createAsync)(request, reply, request.params.siteId, request.body),
    );

    app.post(
      '/sites/:siteId/queries/status',
      {
        schema: { tags, summary: 'Status of up to 100 queries', params: SiteIdParams, body: BatchStatusBody, response: { 200: BatchStatusResponse }, ...errorCodes(...SITE_ACCESS_ERRORS) },
      },
      async (request) => {
        const caller = await resolveCaller(request, request.params.siteId);
        return { results: await batchQueryStatus(ctx, caller.integratorId, caller.site.id, request.body.queryIds) };
      },
    );

    app.get(
      '/sites/:siteId/queries/:queryId',
      { schema: { tags, summary: 'Query status (immediate or async)', params: QueryParams, response: { 200: QueryRecord }, ...errorCodes(...SITE_ACCESS_ERRORS, 'QUERY_NOT_FOUND') } },
      async (request, reply) => {
        const caller = await resolveCaller(request, request.params.siteId);
        const { record, data } = await getQueryRecord(ctx, caller.integratorId, caller.site.id, request.params.queryId);
        return sendQueryRecord(reply, record, data);
      },
    );

    app.get(
      '/sites/:siteId/queries/:queryId/results/:pageNumber',
      {
        schema: {
          tags,
          summary: 'Result page of a successful async query',
          description: 'Headers Size, Rows-Count, Rows-Range-Start, Rows-Range-End describe the page. 409 before success, 404 no such page, 410 past retention.',
          params: PageParams,
          response: { 200: withHeaders('The page: data is base64 of its JSON rows.', PageContent, PAGE_HEADERS) },
          ...errorCodes(...SITE_ACCESS_ERRORS, ...PAGE_ERRORS),
        },
      },
      async (request, reply) => {
        const caller = await resolveCaller(request, request.params.siteId);
        const page = await openOwnPage(ctx, caller.integratorId, caller.site.id, request.params.queryId, request.params.pageNumber);
        setPageHeaders(reply, page);
        // Streamed as it is read (never a whole page in memory): the envelope around base64 chunks.
        await sendBase64Page(reply, page);
        return reply;
      },
    );

    app.get(
      '/sites/:siteId/queries/:queryId/results/:pageNumber/stream',
      {
        schema: {
          tags,
          summary: 'Result page as a stream of raw JSON',
          description: 'The same page as a JSON array (not base64), streamed with backpressure.',
          params: PageParams,
          produces: ['application/json'],
          response: {
            200: withHeaders('The page as a JSON array of row objects (keys in select order), streamed.', Type.Array(Type.Object({}, { additionalProperties: true })), PAGE_HEADERS),
          },
          ...errorCodes(...SITE_ACCESS_ERRORS, ...PAGE_ERRORS),
        },
      },
      async (request, reply) => {
        const caller = await resolveCaller(request, request.params.siteId);
        const page = await openOwnPage(ctx, caller.integratorId, caller.site.id, request.params.queryId, request.params.pageNumber);
        setPageHeaders(reply, page);
        // Written as it is read, with backpressure (the response schema's serializer is not involved).
        await sendRawPage(reply, page);
        return reply;
      },
    );
  };
}

/** For surfaces whose hook already resolved the site (tokens): returns it after checking the path. */
export function callerFromToken(request: FastifyRequest, siteId: string): Promise<QueryCaller> {
  const access = request.tokenAccess;
  if (!access) return Promise.reject(new GatewayError('TOKEN_MISSING'));
  if (access.site.id !== siteId) return Promise.reject(new GatewayError('TOKEN_SITE_MISMATCH'));
  return Promise.resolve({ integratorId: access.integrator.id, site: access.site });
}
