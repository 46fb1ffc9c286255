/**
 * @module api/routes/webhooks
 * Webhook endpoint management on the Integrator API (`/integrator/webhooks`): create (the secret is in
 * this answer only), list, get, update, delete, rotate the secret, send a test event, recent deliveries,
 * redeliver. An integrator sees only its own endpoints.
 */
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { GatewayContext } from '../../core/context.js';
import {
  changeEndpoint,
  createEndpoint,
  getEndpoint,
  listOwnEndpoints,
  recentDeliveries,
  redeliver,
  removeEndpoint,
  rotateSecret,
  sendTestEvent,
} from '../../core/webhooks/endpoints.js';
import { integratorOf } from '../auth.js';
import { errorCodes } from '../route-errors.js';
import { CreateWebhookBody, CreatedWebhook, DeliveryParams, UpdateWebhookBody, WebhookDelivery, WebhookEndpoint, WebhookEventBody, WebhookParams, WebhookSecret } from '../schemas/webhooks.js';

export function webhookRoutes(ctx: GatewayContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['Webhooks'];
    app.post(
      '/webhooks',
      {
        schema: {
          tags,
          summary: 'Create a webhook endpoint',
          description: 'Answers 201 with the endpoint and its whsec_ secret (shown only here). Every delivery has the body described by WebhookEvent.',
          body: CreateWebhookBody,
          response: { 201: CreatedWebhook },
          ...errorCodes('WEBHOOK_URL_INVALID', 'WEBHOOK_ENDPOINT_LIMIT_REACHED'),
        },
      },
      async (request, reply) => reply.code(201).send(await createEndpoint(ctx, integratorOf(request).id, request.body)),
    );
    app.get('/webhooks', { schema: { tags, summary: 'List webhook endpoints', response: { 200: Type.Object({ webhooks: Type.Array(WebhookEndpoint) }) } } }, async (request) => ({
      webhooks: await listOwnEndpoints(ctx, integratorOf(request).id),
    }));
    app.get('/webhooks/:webhookId', { schema: { tags, summary: 'Get a webhook endpoint', params: WebhookParams, response: { 200: WebhookEndpoint }, ...errorCodes('WEBHOOK_NOT_FOUND') } }, async (request) =>
      getEndpoint(ctx, integratorOf(request).id, request.params.webhookId),
    );
    app.patch(
      '/webhooks/:webhookId',
      { schema: { tags, summary: 'Update a webhook endpoint (url, eventTypes, description, status)', params: WebhookParams, body: UpdateWebhookBody, response: { 200: WebhookEndpoint }, ...errorCodes('WEBHOOK_NOT_FOUND', 'WEBHOOK_URL_INVALID', 'WEBHOOK_SUSPENDED') } },
      async (request) => changeEndpoint(ctx, integratorOf(request).id, request.params.webhookId, request.body),
    );
    app.delete(
      '/webhooks/:webhookId',
      { schema: { tags, summary: 'Delete a webhook endpoint (its pending deliveries go with it)', params: WebhookParams, response: { 204: Type.Null() }, ...errorCodes('WEBHOOK_NOT_FOUND') } },
      async (request, reply) => {
        await removeEndpoint(ctx, integratorOf(request).id, request.params.webhookId);
        return reply.code(204).send(null);
      },
    );
    app.post(
      '/webhooks/:webhookId/rotate-secret',
      {
        schema: { tags, summary: 'Rotate the signing secret', description: 'The new secret is shown only here; the previous one keeps signing (second signature) for 24 h.', params: WebhookParams, response: { 200: WebhookSecret }, ...errorCodes('WEBHOOK_NOT_FOUND') },
      },
      async (request) => rotateSecret(ctx, integratorOf(request).id, request.params.webhookId),
    );
    app.post(
      '/webhooks/:webhookId/test',
      { schema: { tags, summary: 'Send a test event (type webhook.test)', params: WebhookParams, response: { 202: WebhookDelivery }, ...errorCodes('WEBHOOK_NOT_FOUND') } },
      async (request, reply) => reply.code(202).send(await sendTestEvent(ctx, integratorOf(request).id, request.params.webhookId)),
    );
    app.get(
      '/webhooks/:webhookId/deliveries',
      { schema: { tags, summary: 'Recent deliveries (newest first, up to 50)', params: WebhookParams, response: { 200: Type.Object({ deliveries: Type.Array(WebhookDelivery) }) }, ...errorCodes('WEBHOOK_NOT_FOUND') } },
      async (request) => ({ deliveries: await recentDeliveries(ctx, integratorOf(request).id, request.params.webhookId) }),
    );
    app.post(
      '/webhooks/:webhookId/deliveries/:deliveryId/redeliver',
      { schema: { tags, summary: 'Send a delivery again (same webhook-id)', params: DeliveryParams, response: { 202: WebhookDelivery }, ...errorCodes('WEBHOOK_NOT_FOUND', 'WEBHOOK_DELIVERY_NOT_FOUND', 'WEBHOOK_DELIVERY_PENDING') } },
      async (request, reply) => reply.code(202).send(await redeliver(ctx, integratorOf(request).id, request.params.webhookId, request.params.deliveryId)),
    );
    // The event body, declared so the OpenAPI document describes what receivers get.
    app.addSchema({ $id: 'WebhookEvent', ...WebhookEventBody });
  };
}
