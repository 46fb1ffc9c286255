/**
 * @module api/routes/queries
 * SQL passthrough routes, mounted on the Integrator, Desktop and Device surfaces: create (immediate,
 * async, and the spec's `POST …/queries` with `mode`), status, batch status, result page and page stream.
 * Each surface supplies how a request becomes (integrator, site); the routes are otherwise identical.
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayContext } from '../../core/context.js';
import { GatewayError } from '../../core/errors.js';
import {
  batchQueryStatus,
  createAsyncQuery,
  getQueryRecord,
  getResultPage,
  openResultPageStream,
  runImmediateQuery,
} from '../../core/queries.js';
import type { SiteRecord } from '../../core/sites.js';
import { errorBody } from '../error-handler.js';
import { SiteIdParams, errorResponses } from '../schemas/common.js';
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

export interface QueryCaller {
  integratorId: string;
  site: SiteRecord;
}

/** How a surface identifies the caller and checks its access to the path's site. */
export type ResolveCaller = (request: FastifyRequest, siteId: string) => Promise<QueryCaller>;

function requestSize(request: FastifyRequest): number {
  const declared = Number(request.headers['content-length']);
  return Number.isFinite(declared) && declared > 0 ? declared : Buffer.byteLength(JSON.stringify(request.body ?? ''));
}

function setPageHeaders(reply: FastifyReply, page: { size: number; count: number; rangeStart: number; rangeEnd: number }): void {
  void reply.headers({
    Size: String(page.size),
    'Rows-Count': String(page.count),
    'Rows-Range-Start': String(page.rangeStart),
    'Rows-Range-End': String(page.rangeEnd),
  });
}

export function queryRoutes(ctx: GatewayContext, surfacePrefix: string, resolveCaller: ResolveCaller, tag: string): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = [tag];

    type CreateRequest = FastifyRequest & { params: { siteId: string }; body: typeof CreateQueryBody.static };
    const createAsync = async (request: CreateRequest, reply: FastifyReply) => {
      const caller = await resolveCaller(request, request.params.siteId);
      const record = await createAsyncQuery(ctx, { integratorId: caller.integratorId, site: caller.site, body: request.body, requestSize: requestSize(request) });
      return reply.code(201).header('Location', `${surfacePrefix}/sites/${record.siteId}/queries/${record.id}`).send(record);
    };
    const createImmediate = async (request: CreateRequest, reply: FastifyReply) => {
      const caller = await resolveCaller(request, request.params.siteId);
      const outcome = await runImmediateQuery(ctx, { integratorId: caller.integratorId, site: caller.site, body: request.body, requestSize: requestSize(request) });
      if (!outcome.error) return reply.code(200).send(outcome.record);
      // Failures keep the record (status, errorDetails) and add the documented envelope.
      return reply.code(outcome.status).send({ ...outcome.record, ...errorBody(outcome.error) });
    };

    const createSchema = (summary: string, description: string, success: Record<number, unknown>) => ({
      tags,
      summary,
      description,
      params: SiteIdParams,
      body: CreateQueryBody,
      response: { 413: QueryRecordWithError, ...errorResponses(401, 403, 404, 415, 503), ...success },
    });

    app.post(
      '/sites/:siteId/queries/immediate',
      {
        schema: createSchema(
          'Create an immediate query',
          'Runs the command and answers with the result (data is base64 of UTF-8 JSON). 503 when the site is not connected; 504 when not finished in time; 413 over 8 MB; 400 with the record for an SQL error.',
          { 200: QueryRecord, 400: QueryRecordWithError, 502: QueryRecordWithError, 504: QueryRecordWithError },
        ),
      },
      createImmediate,
    );
    app.post(
      '/sites/:siteId/queries/async',
      { schema: createSchema('Create an async query', 'Queues the command; read its status and result pages later. 201 with a Location header.', { 201: QueryRecord, ...errorResponses(400) }) },
      createAsync,
    );
    app.post(
      '/sites/:siteId/queries',
      {
        schema: createSchema('Create a query (mode in the body, default async)', 'The spec\'s named create path: `mode` selects immediate or async.', {
          200: QueryRecord,
          201: QueryRecord,
          400: QueryRecordWithError,
          502: QueryRecordWithError,
          504: QueryRecordWithError,
        }),
      },
      async (request, reply) => ((request.body.mode ?? 'async') === 'immediate' ? createImmediate(request, reply) : createAsync(request, reply)),
    );

    app.post(
      '/sites/:siteId/queries/status',
      {
        schema: { tags, summary: 'Status of up to 100 queries', params: SiteIdParams, body: BatchStatusBody, response: { 200: BatchStatusResponse, ...errorResponses(400, 401, 403, 404) } },
      },
      async (request) => {
        const caller = await resolveCaller(request, request.params.siteId);
        return { results: await batchQueryStatus(ctx, caller.integratorId, caller.site.id, request.body.queryIds) };
      },
    );

    app.get(
      '/sites/:siteId/queries/:queryId',
      { schema: { tags, summary: 'Query status (immediate or async)', params: QueryParams, response: { 200: QueryRecord, ...errorResponses(400, 401, 403, 404) } } },
      async (request) => {
        const caller = await resolveCaller(request, request.params.siteId);
        return getQueryRecord(ctx, caller.integratorId, caller.site.id, request.params.queryId);
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
          response: { 200: PageContent, ...errorResponses(400, 401, 403, 404, 409, 410) },
        },
      },
      async (request, reply) => {
        const caller = await resolveCaller(request, request.params.siteId);
        const page = await getResultPage(ctx, caller.integratorId, caller.site.id, request.params.queryId, request.params.pageNumber);
        setPageHeaders(reply, page);
        return { data: page.data, parameters: page.parameters as typeof PageContent.static.parameters };
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
          response: errorResponses(400, 401, 403, 404, 409, 410),
        },
      },
      async (request, reply) => {
        const caller = await resolveCaller(request, request.params.siteId);
        const page = await openResultPageStream(ctx, caller.integratorId, caller.site.id, request.params.queryId, request.params.pageNumber);
        setPageHeaders(reply, page);
        // Sent as a stream, so the response schema's serializer is bypassed and chunks flow with backpressure.
        const stream: unknown = Readable.from(page.content);
        return reply.type('application/json; charset=utf-8').send(stream as never);
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
