/**
 * @module api/routes/agent
 * The agent's HTTP calls under `/agent/v1`: registration at install, pairing codes, own status.
 * The WebSocket lives in ../agent-socket.ts. Errors here use the agent body {statusCode, message}. The
 * bodies' schemas are the protocol's (protocol/agent-api), which the agent checks answers against.
 */
import type { Readable } from 'node:stream';
import { Type, type Static } from 'typebox';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { GatewayContext } from '../../core/context.js';
import { mintPairingCode } from '../../core/pairing.js';
import { storeUploadedPage } from '../../core/queries/pages.js';
import { GatewayError } from '../../core/errors.js';
import { PAGE_HEADERS, RESULT_PAGE_PATH } from '@site-query-gateway/protocol/jobs.js';
import { ENCODED_PAGE_PATH, isPageEncoding, type PageEncoding } from '@site-query-gateway/protocol/page-encoding.js';
import { DECODABLE_PAGE_ENCODINGS } from '../../core/queries/page-encodings.js';
import { availabilityOf, registerSite, type SiteRecord } from '../../core/sites.js';
import { AgentSiteViewSchema, PairingCodeResponseSchema, RegisterSiteRequestSchema, RegisterSiteResponseSchema, type AgentSiteView } from '@site-query-gateway/protocol/agent-api.js';
import { agentSiteOf, checkEnrolmentKey, requireAgentKey } from '../auth.js';
import { Guid } from '../schemas/common.js';
import { errorCodes } from '../route-errors.js';

const tags = ['Agent'];
/** The agent's calls after install carry the site's subscription key. */
const security = [{ subscriptionKey: [] }];

/** A header the agent sends with each page, as a non-negative integer. */
function headerInt(headers: Record<string, string | string[] | undefined>, name: string): number {
  const raw = headers[name];
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  if (!Number.isSafeInteger(value) || value < 0) throw new GatewayError('VALIDATION_FAILED', `Header ${name} must be a non-negative integer.`);
  return value;
}

/** The encoded path's `Content-Encoding`: one encoding this gateway decodes, else 415. */
function pageEncodingOf(headers: Record<string, string | string[] | undefined>): PageEncoding {
  const raw = headers['content-encoding'];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toLowerCase();
  if (isPageEncoding(value) && DECODABLE_PAGE_ENCODINGS.includes(value)) return value;
  throw new GatewayError('UNSUPPORTED_MEDIA_TYPE', `Content-Encoding must be one of ${DECODABLE_PAGE_ENCODINGS.join(', ')}.`);
}

const PageParams = Type.Object({ queryId: Guid, pageNumber: Type.Integer({ minimum: 1, maximum: 1_000_000 }) });

function toAgentView(ctx: GatewayContext, site: SiteRecord): AgentSiteView {
  return {
    siteId: site.id,
    status: site.status,
    authoritative: site.authoritative,
    availability: availabilityOf(ctx, site),
    practiceManagementName: site.practiceManagementName,
    practiceManagementSiteId: site.practiceManagementSiteId,
  };
}

export function agentRoutes(ctx: GatewayContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      '/sites',
      {
        schema: {
          tags,
          summary: 'Register a site (called by `site-agent install`)',
          body: RegisterSiteRequestSchema,
          response: { 200: RegisterSiteResponseSchema, 201: RegisterSiteResponseSchema },
          ...errorCodes('ENROLMENT_KEY_INVALID', 'UNKNOWN_PMS_KIND', 'SITE_ALREADY_REGISTERED'),
        },
      },
      async (request, reply) => {
        checkEnrolmentKey(ctx, request);
        const { site, created } = await registerSite(ctx, request.body);
        return reply.code(created ? 201 : 200).send({ site: toAgentView(ctx, site) });
      },
    );

    await app.register(async (keyed) => {
      requireAgentKey(ctx, keyed);
      keyed.get(
        '/site',
        { schema: { tags, security, summary: "The agent's own site as the gateway sees it", response: { 200: AgentSiteViewSchema } } },
        async (request) => toAgentView(ctx, agentSiteOf(request)),
      );
      keyed.post(
        '/pairing-codes',
        {
          schema: {
            tags,
            security,
            summary: 'Mint a single-use pairing code for this practice (valid 24 h)',
            response: { 201: PairingCodeResponseSchema },
            ...errorCodes('UNKNOWN_PMS_KIND', 'PAIRING_CODE_NOT_USED_BY_KIND', 'SITE_NOT_AUTHORITATIVE'),
          },
        },
        async (request, reply) => reply.code(201).send(await mintPairingCode(ctx, agentSiteOf(request))),
      );

      // A plugin typed for TypeBox: the route's params are inferred from its schema (an inline plugin's are not).
      const uploadRoutes: FastifyPluginAsyncTypebox = async (uploads) => {
        // The page body is consumed as a stream by core (chunk by chunk into the store), never parsed.
        uploads.removeAllContentTypeParsers();
        uploads.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
        const storePage = (request: FastifyRequest, params: Static<typeof PageParams>, encoding: PageEncoding | undefined): Promise<void> =>
          storeUploadedPage(ctx, {
            siteId: agentSiteOf(request).id,
            queryId: params.queryId,
            pageNumber: params.pageNumber,
            range: {
              count: headerInt(request.headers, PAGE_HEADERS.count),
              rangeStart: headerInt(request.headers, PAGE_HEADERS.rangeStart),
              rangeEnd: headerInt(request.headers, PAGE_HEADERS.rangeEnd),
            },
            // A page refused half-way (past the page limit or a quota's room) stops being read, but the
            // request is not destroyed: the error answer drains the rest (error-handler), so a sender
            // still writing reads that answer. Destroyed, the connection was closed under it, and whether
            // the answer or a reset reached it first was timing (fetch met EPIPE with 20 MiB unsent).
            body: (request.body as Readable).iterator({ destroyOnReturn: false }),
            ...(encoding ? { encoding } : {}),
          });
        uploads.put(
          RESULT_PAGE_PATH,
          {
            schema: {
              tags,
              security,
              summary: 'Upload one result page (JSON array text, streamed)',
              params: PageParams,
              response: { 204: Type.Null() },
              ...errorCodes('QUERY_NOT_FOUND', 'QUERY_NOT_ACCEPTING_PAGES', 'PAYLOAD_TOO_LARGE', 'RESULT_QUOTA_EXCEEDED'),
            },
          },
          async (request, reply) => {
            await storePage(request, request.params, undefined);
            return reply.code(204).send(null);
          },
        );
        uploads.put(
          ENCODED_PAGE_PATH,
          {
            schema: {
              tags,
              security,
              summary: 'Upload one result page compressed (Content-Encoding: the encoding the welcome named)',
              params: PageParams,
              response: { 204: Type.Null() },
              ...errorCodes('QUERY_NOT_FOUND', 'QUERY_NOT_ACCEPTING_PAGES', 'PAYLOAD_TOO_LARGE', 'RESULT_QUOTA_EXCEEDED', 'UNSUPPORTED_MEDIA_TYPE', 'VALIDATION_FAILED'),
            },
          },
          async (request, reply) => {
            await storePage(request, request.params, pageEncodingOf(request.headers));
            return reply.code(204).send(null);
          },
        );
      };
      await keyed.register(uploadRoutes);
    });
  };
}
