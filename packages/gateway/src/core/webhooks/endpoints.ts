/**
 * @module core/webhooks/endpoints
 * Webhook endpoint management as integrators (and the operator) ask for it: create (the secret is shown
 * once), list, get, update, delete, rotate the secret (the previous one keeps signing for a day, so a
 * receiver can switch over), send a test event, list recent deliveries, redeliver. Only the owner sees an
 * endpoint; the operator sees all.
 */
import { v7 as timeOrderedUuid } from 'uuid';
import { countEndpoints, deleteEndpoint, findDelivery, findEndpoint, insertDeliveries, insertEndpoint, listEndpoints, listRecentDeliveries, requeueDelivery, updateEndpoint, type WebhookDelivery, type WebhookEndpoint } from '../../store/webhooks.js';
import type { GatewayContext } from '../context.js';
import { GatewayError } from '../errors.js';
import { RETRY_WINDOW_MS, TEST_EVENT_TYPE, deliveryRow, eventBody, type WebhookEventType } from './events.js';
import { newWebhookSecret } from './signing.js';
import { checkWebhookUrl } from './url-check.js';

/** How long a rotated-out secret still signs deliveries. */
const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;
const RECENT_DELIVERIES = 50;

export interface WebhookEndpointView {
  id: string;
  integratorId: string;
  url: string;
  description: string;
  eventTypes: string[];
  status: 'enabled' | 'disabled' | 'suspended';
  /** Why the gateway disabled it (every attempt failed for too long); absent otherwise. */
  disabledReason?: string;
  /** Since when every attempt has failed; absent while it succeeds. */
  failingSince?: string;
  createdAt: string;
  updatedAt: string;
}

export interface WebhookDeliveryView {
  id: string;
  eventId: string;
  eventType: string;
  status: WebhookDelivery['status'];
  attempts: number;
  nextAttemptAt?: string;
  lastStatusCode?: number;
  lastError?: string;
  createdAt: string;
  deliveredAt?: string;
}

export function toEndpointView(e: WebhookEndpoint): WebhookEndpointView {
  return {
    id: e.id,
    integratorId: e.integratorId,
    url: e.url,
    description: e.description,
    eventTypes: e.eventTypes,
    status: e.status,
    ...(e.disabledReason === null ? {} : { disabledReason: e.disabledReason }),
    ...(e.failingSince === null ? {} : { failingSince: e.failingSince }),
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  };
}

function toDeliveryView(d: WebhookDelivery): WebhookDeliveryView {
  return {
    id: d.id,
    eventId: d.eventId,
    eventType: d.eventType,
    status: d.status,
    attempts: d.attempts,
    ...(d.status === 'pending' ? { nextAttemptAt: d.nextAttemptAt } : {}),
    ...(d.lastStatusCode === null ? {} : { lastStatusCode: d.lastStatusCode }),
    ...(d.lastError === null ? {} : { lastError: d.lastError }),
    createdAt: d.createdAt,
    ...(d.deliveredAt === null ? {} : { deliveredAt: d.deliveredAt }),
  };
}

/** An endpoint of this integrator (undefined owner: the operator, any endpoint). */
async function requireEndpoint(ctx: GatewayContext, integratorId: string | undefined, id: string): Promise<WebhookEndpoint> {
  const endpoint = await findEndpoint(ctx.store.db, id);
  if (!endpoint || (integratorId !== undefined && endpoint.integratorId !== integratorId)) throw new GatewayError('WEBHOOK_NOT_FOUND');
  return endpoint;
}

export async function createEndpoint(
  ctx: GatewayContext,
  integratorId: string,
  input: { url: string; eventTypes: WebhookEventType[]; description?: string },
): Promise<{ endpoint: WebhookEndpointView; secret: string }> {
  const url = checkWebhookUrl(input.url, ctx.config.webhookAllowHttpLoopback);
  // Each endpoint is work at every event and every retry: a bound per integrator keeps one integrator's
  // receivers from taking the delivery loop. Counted, then inserted (two creates at once may pass it by one).
  const limit = ctx.config.webhookMaxEndpointsPerIntegrator;
  if ((await countEndpoints(ctx.store.db, integratorId)) >= limit) {
    throw new GatewayError('WEBHOOK_ENDPOINT_LIMIT_REACHED', `At most ${limit} webhook endpoints per integrator; delete one first.`);
  }
  const at = ctx.clock.now().toISOString();
  const endpoint: WebhookEndpoint = {
    id: timeOrderedUuid(),
    integratorId,
    url,
    description: input.description ?? '',
    eventTypes: [...new Set(input.eventTypes)],
    status: 'enabled',
    secret: newWebhookSecret(),
    previousSecret: null,
    previousSecretUntil: null,
    createdAt: at,
    updatedAt: at,
    failingSince: null,
    disabledReason: null,
  };
  await insertEndpoint(ctx.store.db, endpoint);
  ctx.log.info({ integratorId, endpointId: endpoint.id }, 'webhook endpoint created');
  return { endpoint: toEndpointView(endpoint), secret: endpoint.secret };
}

export async function listOwnEndpoints(ctx: GatewayContext, integratorId: string | undefined): Promise<WebhookEndpointView[]> {
  return (await listEndpoints(ctx.store.db, integratorId)).map(toEndpointView);
}

export async function getEndpoint(ctx: GatewayContext, integratorId: string | undefined, id: string): Promise<WebhookEndpointView> {
  return toEndpointView(await requireEndpoint(ctx, integratorId, id));
}

export async function changeEndpoint(
  ctx: GatewayContext,
  integratorId: string | undefined,
  id: string,
  input: { url?: string; eventTypes?: WebhookEventType[]; description?: string; status?: 'enabled' | 'disabled' | 'suspended' },
): Promise<WebhookEndpointView> {
  const endpoint = await requireEndpoint(ctx, integratorId, id);
  // An endpoint the operator suspended stays so until the operator says otherwise (integratorId undefined).
  if (integratorId !== undefined && endpoint.status === 'suspended' && input.status !== undefined) throw new GatewayError('WEBHOOK_SUSPENDED');
  const url = input.url === undefined ? undefined : checkWebhookUrl(input.url, ctx.config.webhookAllowHttpLoopback);
  const changes = {
    updatedAt: ctx.clock.now().toISOString(),
    ...(url === undefined ? {} : { url }),
    ...(input.eventTypes === undefined ? {} : { eventTypes: [...new Set(input.eventTypes)] }),
    ...(input.description === undefined ? {} : { description: input.description }),
    // A status set by a person replaces the gateway's reason; enabling starts the failure count afresh.
    ...(input.status === undefined ? {} : { status: input.status, disabledReason: null, ...(input.status === 'enabled' ? { failingSince: null } : {}) }),
  };
  await updateEndpoint(ctx.store.db, endpoint.id, changes);
  return toEndpointView({ ...endpoint, ...changes });
}

export async function removeEndpoint(ctx: GatewayContext, integratorId: string | undefined, id: string): Promise<void> {
  const endpoint = await requireEndpoint(ctx, integratorId, id);
  await deleteEndpoint(ctx.store.db, endpoint.id);
  ctx.log.info({ integratorId: endpoint.integratorId, endpointId: endpoint.id }, 'webhook endpoint deleted');
}

/** A new secret, shown once; the previous one signs beside it for a day. */
export async function rotateSecret(ctx: GatewayContext, integratorId: string, id: string): Promise<{ secret: string }> {
  const endpoint = await requireEndpoint(ctx, integratorId, id);
  const now = ctx.clock.now();
  const secret = newWebhookSecret();
  await updateEndpoint(ctx.store.db, endpoint.id, {
    secret,
    previousSecret: endpoint.secret,
    previousSecretUntil: new Date(now.getTime() + ROTATION_OVERLAP_MS).toISOString(),
    updatedAt: now.toISOString(),
  });
  ctx.log.info({ integratorId, endpointId: endpoint.id }, 'webhook secret rotated');
  return { secret };
}

/** Queues a `webhook.test` event to this endpoint alone. */
export async function sendTestEvent(ctx: GatewayContext, integratorId: string, id: string): Promise<WebhookDeliveryView> {
  const endpoint = await requireEndpoint(ctx, integratorId, id);
  const at = ctx.clock.now().toISOString();
  const delivery = deliveryRow(endpoint, `evt_${timeOrderedUuid()}`, TEST_EVENT_TYPE, eventBody(TEST_EVENT_TYPE, at, { endpointId: endpoint.id }), at);
  await insertDeliveries(ctx.store.db, [delivery]);
  return toDeliveryView(delivery);
}

export async function recentDeliveries(ctx: GatewayContext, integratorId: string | undefined, id: string): Promise<WebhookDeliveryView[]> {
  const endpoint = await requireEndpoint(ctx, integratorId, id);
  return (await listRecentDeliveries(ctx.store.db, endpoint.id, RECENT_DELIVERIES)).map(toDeliveryView);
}

/** Sends a delivered or failed delivery again (same event id, so receivers can de-duplicate), with a fresh day of retries. */
export async function redeliver(ctx: GatewayContext, integratorId: string, id: string, deliveryId: string): Promise<WebhookDeliveryView> {
  const endpoint = await requireEndpoint(ctx, integratorId, id);
  const delivery = await findDelivery(ctx.store.db, deliveryId);
  if (!delivery || delivery.endpointId !== endpoint.id) throw new GatewayError('WEBHOOK_DELIVERY_NOT_FOUND');
  const now = ctx.clock.now();
  const at = now.toISOString();
  // Only once it has ended: a pending delivery may be mid-attempt here or on another instance, and
  // requeueing it would let a second attempt start beside the first.
  if (!(await requeueDelivery(ctx.store.db, delivery.id, at, new Date(now.getTime() + RETRY_WINDOW_MS).toISOString()))) throw new GatewayError('WEBHOOK_DELIVERY_PENDING');
  return toDeliveryView({ ...delivery, status: 'pending', nextAttemptAt: at });
}
