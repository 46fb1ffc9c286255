/**
 * @module api/routes/ops
 * Unauthenticated operations endpoints: liveness, readiness, version, Prometheus metrics.
 */
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Registry } from 'prom-client';
import type { GatewayContext } from '../../core/context.js';
import { GatewayError } from '../../core/errors.js';
import { PROTOCOL_VERSION, RELEASE_VERSION } from '@site-query-gateway/protocol/version.js';

const tags = ['Operations'];

export function opsRoutes(ctx: GatewayContext, metrics: Registry, isShuttingDown: () => boolean): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get('/healthz', { schema: { tags, summary: 'Liveness', response: { 200: Type.Object({ status: Type.Literal('ok') }) } } }, async () => ({
      status: 'ok' as const,
    }));

    app.get(
      '/readyz',
      {
        schema: {
          tags,
          summary: 'Readiness: the store answers and the gateway is not shutting down',
          response: { 200: Type.Object({ status: Type.Literal('ready'), store: Type.String() }) },
        },
      },
      async () => {
        if (isShuttingDown()) throw new GatewayError('NOT_READY', 'The gateway is shutting down.');
        try {
          await ctx.store.ping();
        } catch (err) {
          throw new GatewayError('NOT_READY', 'The store does not answer.', { cause: err });
        }
        return { status: 'ready' as const, store: ctx.store.engine };
      },
    );

    app.get(
      '/version',
      {
        schema: {
          tags,
          summary: 'Gateway and protocol versions',
          response: { 200: Type.Object({ version: Type.String(), protocolVersion: Type.Integer(), name: Type.String() }) },
        },
      },
      async () => ({ version: RELEASE_VERSION, protocolVersion: PROTOCOL_VERSION, name: 'site-query-gateway' }),
    );

    app.get('/metrics', { schema: { tags, summary: 'Prometheus metrics', produces: ['text/plain'] } }, async (_request, reply) =>
      reply.type(metrics.contentType).send(await metrics.metrics()),
    );
  };
}
