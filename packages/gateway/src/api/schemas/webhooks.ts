/**
 * @module api/schemas/webhooks
 * TypeBox schemas of webhook endpoint management and of the events (the OpenAPI document lists them).
 */
import { Type } from 'typebox';
import { WEBHOOK_EVENT_TYPES } from '../../core/webhooks/events.js';
import { Guid, StringEnum } from './common.js';

export const EventType = StringEnum(WEBHOOK_EVENT_TYPES, {
  description:
    'query.completed (an async query reached a final status: data {siteId, queryId, status}); registeredQuery.resultChanged (data {siteId, registeredQueryId, lastHash}); registeredQuery.completed (data {siteId, registeredQueryId, status}); site.availabilityChanged (data {siteId, availability, previous}); webhook.endpointDisabled (another endpoint of yours failed every attempt for days and was disabled: data {endpointId, url, reason}).',
});

export const WebhookEndpoint = Type.Object({
  id: Guid,
  integratorId: Type.String(),
  url: Type.String(),
  description: Type.String(),
  eventTypes: Type.Array(Type.String()),
  status: Type.String({ description: 'enabled | disabled | suspended (disabled by the operator: only the operator can enable it again)' }),
  disabledReason: Type.Optional(Type.String({ description: 'Why the gateway disabled it: every attempt failed for GATEWAY_WEBHOOK_DISABLE_AFTER_DAYS days. Enabling it again clears it.' })),
  failingSince: Type.Optional(Type.String({ description: 'Since when every attempt has failed; absent while deliveries succeed.' })),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const CreateWebhookBody = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 2048, description: 'https URL (plain http only to loopback, when the operator allows it).' }),
  eventTypes: Type.Array(EventType, { minItems: 1, maxItems: 10 }),
  description: Type.Optional(Type.String({ maxLength: 512 })),
});

export const UpdateWebhookBody = Type.Object({
  url: Type.Optional(Type.String({ minLength: 1, maxLength: 2048 })),
  eventTypes: Type.Optional(Type.Array(EventType, { minItems: 1, maxItems: 10 })),
  description: Type.Optional(Type.String({ maxLength: 512 })),
  status: Type.Optional(Type.Union([Type.Literal('enabled'), Type.Literal('disabled')])),
});

export const WebhookSecret = Type.Object({ secret: Type.String({ description: 'whsec_… — shown only here; verify deliveries with any Standard Webhooks library.' }) });

export const CreatedWebhook = Type.Object({ endpoint: WebhookEndpoint, secret: WebhookSecret.properties.secret });

export const WebhookDelivery = Type.Object({
  id: Guid,
  eventId: Type.String({ description: 'The webhook-id header (the same on every attempt and redelivery).' }),
  eventType: Type.String(),
  status: Type.String({ description: 'pending | delivered | failed' }),
  attempts: Type.Integer(),
  nextAttemptAt: Type.Optional(Type.String()),
  lastStatusCode: Type.Optional(Type.Integer()),
  lastError: Type.Optional(Type.String()),
  createdAt: Type.String(),
  deliveredAt: Type.Optional(Type.String()),
});

export const WebhookParams = Type.Object({ webhookId: Type.String({ minLength: 1, maxLength: 64 }) });
export const DeliveryParams = Type.Object({ webhookId: Type.String({ minLength: 1, maxLength: 64 }), deliveryId: Type.String({ minLength: 1, maxLength: 64 }) });

/** The body every delivery carries (Standard Webhooks: {type, timestamp, data}). */
export const WebhookEventBody = Type.Object(
  { type: EventType, timestamp: Type.String(), data: Type.Record(Type.String(), Type.Unknown()) },
  {
    description: 'Body of every webhook delivery, signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature headers).',
    examples: [{ type: 'query.completed', timestamp: '2026-11-23T10:15:00.000Z', data: { queryId: '01a20a4c-5fd0-744b-a23c-bb4cf77c1043', siteId: '8423399d-61fb-486a-841c-e6e4d7fd307e', status: 'successful' } }],
  },
);
