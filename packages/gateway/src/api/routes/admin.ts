/**
 * @module api/routes/admin
 * Operator API under `/admin`: integrators (create, list, disable, enable, rotate key), sites (list with
 * availability, make authoritative, activate, revoke, who is paired), webhook endpoints (list, disable,
 * enable, recent deliveries) and the audit trail (./admin-audit). `gatewayctl` and the web console are its clients.
 */
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { GatewayContext } from '../../core/context.js';
import { createIntegrator, listIntegrators, rotateIntegratorKey, setIntegratorEnabled } from '../../core/integrators.js';
import { activateSite, listSitePairings, listSitesForOperator, makeSiteAuthoritative, revokeSite } from '../../core/sites.js';
import { changeEndpoint, listOwnEndpoints, recentDeliveries } from '../../core/webhooks/endpoints.js';
import { requireOperator } from '../auth.js';
import { adminAuditRoutes } from './admin-audit.js';
import { WebhookDelivery, WebhookEndpoint, WebhookParams } from '../schemas/webhooks.js';
import { Guid, Site, SiteIdParams, Timestamp } from '../schemas/common.js';
import { Integrator } from '../schemas/integrators.js';
import { errorCodes } from '../route-errors.js';

const IntegratorIdParams = Type.Object({ integratorId: Guid });
const tags = ['Operator'];

export function adminRoutes(ctx: GatewayContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    requireOperator(ctx, app);
    await app.register(adminAuditRoutes(ctx));

    app.post(
      '/integrators',
      {
        schema: {
          tags,
          summary: 'Create an integrator (its key is shown only in this response)',
          body: Type.Object({ name: Type.String({ minLength: 1, maxLength: 200 }) }),
          response: { 201: Type.Object({ integrator: Integrator, apiKey: Type.String() }) },
        },
      },
      async (request, reply) => reply.code(201).send(await createIntegrator(ctx, request.body.name)),
    );

    app.get(
      '/integrators',
      { schema: { tags, summary: 'List integrators', response: { 200: Type.Object({ integrators: Type.Array(Integrator) }) } } },
      async () => ({ integrators: await listIntegrators(ctx) }),
    );

    for (const [action, enabled] of [['disable', false], ['enable', true]] as const) {
      app.post(
        `/integrators/:integratorId/${action}`,
        {
          schema: {
            tags,
            summary: `${action === 'disable' ? 'Disable' : 'Re-enable'} an integrator`,
            params: IntegratorIdParams,
            response: { 200: Integrator },
            ...errorCodes('INTEGRATOR_NOT_FOUND'),
          },
        },
        async (request) => setIntegratorEnabled(ctx, request.params.integratorId, enabled),
      );
    }

    app.post(
      '/integrators/:integratorId/rotate-key',
      {
        schema: {
          tags,
          summary: "Give an integrator a new key (shown only in this response); the old key stops working at once",
          params: IntegratorIdParams,
          response: { 200: Type.Object({ integrator: Integrator, apiKey: Type.String() }) },
          ...errorCodes('INTEGRATOR_NOT_FOUND'),
        },
      },
      async (request) => rotateIntegratorKey(ctx, request.params.integratorId),
    );

    app.get(
      '/sites',
      { schema: { tags, summary: 'List every site with its availability', response: { 200: Type.Object({ sites: Type.Array(Site) }) } } },
      async () => ({ sites: await listSitesForOperator(ctx) }),
    );

    const siteActions = {
      'make-authoritative': { summary: 'Make this site the authoritative server of its practice', run: makeSiteAuthoritative },
      activate: { summary: "Activate a site's subscription", run: activateSite },
      revoke: { summary: "Revoke a site's subscription (disconnects its agent)", run: revokeSite },
    } as const;
    for (const [action, { summary, run }] of Object.entries(siteActions)) {
      app.post(
        `/sites/:siteId/${action}`,
        { schema: { tags, summary, params: SiteIdParams, response: { 200: Site }, ...errorCodes('SITE_NOT_FOUND') } },
        async (request) => run(ctx, request.params.siteId),
      );
    }

    app.get(
      '/sites/:siteId/pairings',
      {
        schema: {
          tags,
          summary: "The integrators paired with the site's practice",
          params: SiteIdParams,
          response: { 200: Type.Object({ pairings: Type.Array(Type.Object({ integratorId: Guid, name: Type.String(), pairedAt: Timestamp })) }) },
          ...errorCodes('SITE_NOT_FOUND'),
        },
      },
      async (request) => ({ pairings: await listSitePairings(ctx, request.params.siteId) }),
    );

    app.get(
      '/webhooks',
      { schema: { tags, summary: "List every integrator's webhook endpoints", response: { 200: Type.Object({ webhooks: Type.Array(WebhookEndpoint) }) } } },
      async () => ({ webhooks: await listOwnEndpoints(ctx, undefined) }),
    );
    // The operator's disable is a suspension: the integrator cannot enable the endpoint again itself.
    for (const [action, status] of [['disable', 'suspended'], ['enable', 'enabled']] as const) {
      app.post(
        `/webhooks/:webhookId/${action}`,
        { schema: { tags, summary: `${action === 'disable' ? 'Disable' : 'Re-enable'} a webhook endpoint`, params: WebhookParams, response: { 200: WebhookEndpoint }, ...errorCodes('WEBHOOK_NOT_FOUND') } },
        async (request) => changeEndpoint(ctx, undefined, request.params.webhookId, { status }),
      );
    }
    app.get(
      '/webhooks/:webhookId/deliveries',
      { schema: { tags, summary: "A webhook endpoint's recent deliveries", params: WebhookParams, response: { 200: Type.Object({ deliveries: Type.Array(WebhookDelivery) }) }, ...errorCodes('WEBHOOK_NOT_FOUND') } },
      async (request) => ({ deliveries: await recentDeliveries(ctx, undefined, request.params.webhookId) }),
    );
  };
}
