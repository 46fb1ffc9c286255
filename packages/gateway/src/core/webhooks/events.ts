/**
 * @module core/webhooks/events
 * The outbox: an event becomes one delivery row per enabled endpoint of the integrator subscribed to its
 * type, written with the caller's `db` — the transaction that makes the change — so an event is recorded
 * exactly when its change commits. The body is fixed here (`{type, timestamp, data}`) and signed as is.
 */
import { v7 as timeOrderedUuid } from 'uuid';
import type { Db } from '../../store/db.js';
import { insertDeliveries, listEnabledEndpoints, type WebhookDelivery } from '../../store/webhooks.js';

export const WEBHOOK_EVENT_TYPES = ['query.completed', 'registeredQuery.resultChanged', 'registeredQuery.completed', 'site.availabilityChanged', 'webhook.endpointDisabled'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** Sent only by "send a test event"; endpoints need not subscribe to it. */
export const TEST_EVENT_TYPE = 'webhook.test';

/** Retries go on for about a day, then the delivery is marked failed. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

export function deliveryRow(endpoint: { id: string; integratorId: string }, eventId: string, type: string, payload: string, at: string): WebhookDelivery {
  return {
    id: timeOrderedUuid(),
    eventId,
    endpointId: endpoint.id,
    integratorId: endpoint.integratorId,
    eventType: type,
    payload,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: at,
    giveUpAt: new Date(Date.parse(at) + RETRY_WINDOW_MS).toISOString(),
    lastStatusCode: null,
    lastError: null,
    createdAt: at,
    updatedAt: at,
    deliveredAt: null,
  };
}

export function eventBody(type: string, at: string, data: Record<string, unknown>): string {
  return JSON.stringify({ type, timestamp: at, data });
}

/** Records an event for delivery to the integrator's endpoints; returns how many deliveries it made. */
export async function recordEvent(db: Db, integratorId: string, type: WebhookEventType, data: Record<string, unknown>, at: string): Promise<number> {
  const endpoints = (await listEnabledEndpoints(db, integratorId)).filter((e) => e.eventTypes.includes(type));
  if (endpoints.length === 0) return 0;
  const eventId = `evt_${timeOrderedUuid()}`;
  const payload = eventBody(type, at, data);
  await insertDeliveries(db, endpoints.map((e) => deliveryRow(e, eventId, type, payload, at)));
  return endpoints.length;
}
