/**
 * @module api/routes/admin-audit
 * The audit trail for the operator: `GET /admin/audit` (a page, newest first, filtered by site, integrator
 * and time) and `GET /admin/audit/export` (every record of the same filters as NDJSON, streamed). Mounted
 * under the operator key only; integrators have no route to it.
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { exportAudit, listAudit } from '../../core/audit/audit-reads.js';
import type { GatewayContext } from '../../core/context.js';
import { AuditFilterQuery, AuditListQuery, AuditPage } from '../schemas/audit.js';
import { errorCodes } from '../route-errors.js';

const tags = ['Operator'];

export function adminAuditRoutes(ctx: GatewayContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/audit',
      {
        schema: {
          tags,
          summary: 'The audit trail: accesses to sites’ data, newest first',
          querystring: AuditListQuery,
          response: { 200: AuditPage },
          ...errorCodes('VALIDATION_FAILED'),
        },
      },
      async (request) => {
        const { limit, ...query } = request.query;
        return listAudit(ctx, query, limit ?? 100);
      },
    );
    app.get(
      '/audit/export',
      {
        schema: {
          tags,
          summary: 'Export the audit trail as NDJSON (one record a line, newest first)',
          querystring: AuditFilterQuery,
          produces: ['application/x-ndjson'],
          ...errorCodes('VALIDATION_FAILED'),
        },
      },
      async (request, reply) => {
        const lines = async function* () {
          for await (const record of exportAudit(ctx, request.query)) yield `${JSON.stringify(record)}\n`;
        };
        return reply.type('application/x-ndjson; charset=utf-8').send(Readable.from(lines()));
      },
    );
  };
}
