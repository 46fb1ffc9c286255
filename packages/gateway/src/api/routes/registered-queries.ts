/**
 * @module api/routes/registered-queries
 * Registered queries under `…/sites/{siteId}/queries/registered`, mounted with the query routes on the
 * Integrator, Desktop and Device surfaces. Create answers 202 on the Integrator surface and 201 on the token
 * surfaces, as clients written for the interface expect.
 */
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { GatewayContext } from '../../core/context.js';
import { cancelRegisteredQuery, createRegisteredQuery, getRegisteredQuery, getRegisteredQueryResult, listRegisteredQueries } from '../../core/registered/operations.js';
import { sendWithBase64 } from '../record-response.js';
import { SiteIdParams } from '../schemas/common.js';
import { SITE_ACCESS_ERRORS, errorCodes } from '../route-errors.js';
import { CreateRegisteredQueryBody, RegisteredQuery, RegisteredQueryList, RegisteredQueryParams, RegisteredQueryResult } from '../schemas/registered-queries.js';
import type { ResolveCaller } from './caller.js';

export function registeredQueryRoutes(ctx: GatewayContext, surfacePrefix: string, resolveCaller: ResolveCaller, tag: string): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = [tag];
    const createdStatus = surfacePrefix === '/integrator' ? 202 : 201;
    const base = '/sites/:siteId/queries/registered';

    app.post(
      base,
      {
        schema: {
          tags,
          summary: 'Register a query (runs every frequency seconds for duration seconds)',
          description: `Answers ${createdStatus} with the registration (its id). The first run starts at once; results are kept only when they change.`,
          params: SiteIdParams,
          body: CreateRegisteredQueryBody,
          response: { [createdStatus]: RegisteredQuery },
          ...errorCodes(...SITE_ACCESS_ERRORS, 'UNKNOWN_CATALOGUE', 'REGISTERED_QUERY_FREQUENCY_INVALID', 'REGISTERED_QUERY_LIMIT_REACHED'),
        },
      },
      async (request, reply) => {
        const caller = await resolveCaller(request, request.params.siteId);
        const view = await createRegisteredQuery(ctx, { integratorId: caller.integratorId, site: caller.site, body: request.body, requestSize: request.bodyBytes });
        return reply.code(createdStatus).header('Location', `${surfacePrefix}/sites/${view.siteId}/queries/registered/${view.id}`).send(view);
      },
    );

    app.get(
      base,
      { schema: { tags, summary: 'List the enabled registered queries', params: SiteIdParams, response: { 200: RegisteredQueryList }, ...errorCodes(...SITE_ACCESS_ERRORS) } },
      async (request) => {
        const caller = await resolveCaller(request, request.params.siteId);
        return { registeredQueries: await listRegisteredQueries(ctx, { integratorId: caller.integratorId, site: caller.site }) };
      },
    );

    app.get(
      `${base}/:queryId`,
      { schema: { tags, summary: 'Get a registered query', params: RegisteredQueryParams, response: { 200: RegisteredQuery }, ...errorCodes(...SITE_ACCESS_ERRORS, 'REGISTERED_QUERY_NOT_FOUND') } },
      async (request) => {
        const caller = await resolveCaller(request, request.params.siteId);
        return getRegisteredQuery(ctx, { integratorId: caller.integratorId, site: caller.site }, request.params.queryId);
      },
    );

    app.delete(
      `${base}/:queryId`,
      {
        schema: {
          tags,
          summary: 'Cancel a registered query',
          description: '204: no further runs; status cancelled with completedAt. 409 when it has already completed or been cancelled.',
          params: RegisteredQueryParams,
          response: { 204: Type.Null({ description: 'Cancelled.' }) },
          ...errorCodes(...SITE_ACCESS_ERRORS, 'REGISTERED_QUERY_NOT_FOUND', 'REGISTERED_QUERY_ENDED'),
        },
      },
      async (request, reply) => {
        const caller = await resolveCaller(request, request.params.siteId);
        await cancelRegisteredQuery(ctx, { integratorId: caller.integratorId, site: caller.site }, request.params.queryId);
        return reply.code(204).send(null);
      },
    );

    app.get(
      `${base}/:queryId/results`,
      {
        schema: {
          tags,
          summary: 'The current result of a registered query',
          description: 'The result of the last run whose result changed. 404 before the first successful run.',
          params: RegisteredQueryParams,
          response: { 200: RegisteredQueryResult },
          ...errorCodes(...SITE_ACCESS_ERRORS, 'REGISTERED_QUERY_NOT_FOUND', 'REGISTERED_QUERY_NO_RESULT', 'RESULTS_EXPIRED'),
        },
      },
      async (request, reply) => {
        const caller = await resolveCaller(request, request.params.siteId);
        const { content, ...result } = await getRegisteredQueryResult(ctx, { integratorId: caller.integratorId, site: caller.site }, request.params.queryId);
        return sendWithBase64(reply, content, (data) => ({ data, ...result }));
      },
    );
  };
}
