/**
 * @module protocol/messages
 * Messages on the agent's WebSocket, as a discriminated union on `type` (`noun:verb` names), declared once
 * as TypeBox schemas: the types here and the validators in ./wire.ts are derived from the same objects.
 * JSON text frames. Imports nothing of ours but other protocol files: both the gateway and the agent
 * depend on this file.
 */
import { Type, type Static, type TSchema } from 'typebox';
import {
  AgentReadySchema,
  JobAckSchema,
  JobCancelSchema,
  JobCompletedSchema,
  JobDispatchSchema,
  JobFailedSchema,
  JobOrphanedSchema,
  JobStartedSchema,
  JobUploadingSchema,
} from './jobs.js';
import { MAX_CATALOGUES, MAX_CATALOGUE_NAME_LENGTH, MAX_LINK_VERSION_LENGTH, MAX_PMS_VERSION_LENGTH, MAX_TIMESTAMP_LENGTH } from './bounds.js';
import { MAX_TIME_ZONE_NAME_LENGTH } from './time-zone-name.js';

export const CatalogueEntrySchema = Type.Object({ name: Type.String({ minLength: 1, maxLength: MAX_CATALOGUE_NAME_LENGTH }), isDefault: Type.Boolean() });
export type CatalogueEntry = Static<typeof CatalogueEntrySchema>;

/** Every field is bounded: these values are stored and shown on the Site. */
const ClientTimestamp = Type.String({ maxLength: MAX_TIMESTAMP_LENGTH });

/** First message from the agent after the socket opens. */
export const AgentHelloSchema = Type.Object({
  type: Type.Literal('agent:hello'),
  protocolVersion: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  linkVersion: Type.String({ maxLength: MAX_LINK_VERSION_LENGTH }),
  clientTimestampUTC: ClientTimestamp,
  /** The same limits as registration: 1–50 entries. */
  catalogue: Type.Optional(Type.Array(CatalogueEntrySchema, { minItems: 1, maxItems: MAX_CATALOGUES })),
  practiceManagementVersion: Type.Optional(Type.String({ maxLength: MAX_PMS_VERSION_LENGTH })),
  /**
   * The clinic's time zone, an IANA name (`Australia/Perth`): the zone its practice database's local times
   * are in. The FHIR facade writes instants with its offset. Optional: agents before it send none, and the
   * site is then read as Australia/Sydney.
   */
  timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: MAX_TIME_ZONE_NAME_LENGTH })),
  /**
   * Protocol 4: the content encodings the agent can compress result pages with, its preference first
   * (./page-encoding.ts). Names the gateway does not know are ignored, so later agents may list more.
   */
  pageEncodings: Type.Optional(Type.Array(Type.String({ maxLength: 16 }), { maxItems: 8 })),
});
export type AgentHello = Static<typeof AgentHelloSchema>;

/** Periodic liveness message from the agent (every heartbeatIntervalMs). */
export const AgentHeartbeatSchema = Type.Object({ type: Type.Literal('agent:heartbeat'), clientTimestampUTC: ClientTimestamp });
export type AgentHeartbeat = Static<typeof AgentHeartbeatSchema>;

/** Sent by the agent before a clean shutdown so the site shows `offline`, not `unavailable`. */
export const AgentSignOffSchema = Type.Object({
  type: Type.Literal('agent:sign-off'),
  reason: Type.Union([Type.Literal('shutdown'), Type.Literal('uninstall')]),
});
export type AgentSignOff = Static<typeof AgentSignOffSchema>;

/** The gateway's answer to a valid hello. */
export const GatewayWelcomeSchema = Type.Object({
  type: Type.Literal('gateway:welcome'),
  /** The version this session speaks: the lower of the agent's and the gateway's. */
  protocolVersion: Type.Integer(),
  gatewayVersion: Type.String({ maxLength: 64 }),
  siteId: Type.String({ maxLength: 64 }),
  heartbeatIntervalMs: Type.Integer({ minimum: 1 }),
  /** Protocol 4: the encoding the agent compresses result pages with; absent, pages go uncompressed. */
  pageEncoding: Type.Optional(Type.String({ maxLength: 16 })),
});
export type GatewayWelcome = Static<typeof GatewayWelcomeSchema>;

/** A fault the gateway reports before closing (bad message, unsupported protocol). */
export const GatewayErrorSchema = Type.Object({
  type: Type.Literal('gateway:error'),
  code: Type.String({ maxLength: 64 }),
  message: Type.String({ maxLength: 1024 }),
});
export type GatewayErrorMessage = Static<typeof GatewayErrorSchema>;

/** Schema of each message an agent may send, by `type`. */
export const AGENT_MESSAGE_SCHEMAS = {
  'agent:hello': AgentHelloSchema,
  'agent:heartbeat': AgentHeartbeatSchema,
  'agent:sign-off': AgentSignOffSchema,
  'agent:ready': AgentReadySchema,
  'job:orphaned': JobOrphanedSchema,
  'job:started': JobStartedSchema,
  'job:uploading': JobUploadingSchema,
  'job:completed': JobCompletedSchema,
  'job:failed': JobFailedSchema,
} as const satisfies Record<string, TSchema>;
export type AgentMessage = Static<(typeof AGENT_MESSAGE_SCHEMAS)[keyof typeof AGENT_MESSAGE_SCHEMAS]>;

/** Schema of each message the gateway may send, by `type`. */
export const GATEWAY_MESSAGE_SCHEMAS = {
  'gateway:welcome': GatewayWelcomeSchema,
  'gateway:error': GatewayErrorSchema,
  'job:dispatch': JobDispatchSchema,
  'job:cancel': JobCancelSchema,
  'job:ack': JobAckSchema,
} as const satisfies Record<string, TSchema>;
export type GatewayMessage = Static<(typeof GATEWAY_MESSAGE_SCHEMAS)[keyof typeof GATEWAY_MESSAGE_SCHEMAS]>;

/** WebSocket close codes with a meaning in this protocol: see ./close-codes (the catalogue). */
export { CLOSE_CODES } from './close-codes.js';

/** HTTP header that carries the site's subscription key on the agent API. */
export const SUBSCRIPTION_KEY_HEADER = 'x-subscription-key';
/** Optional header that carries the gateway's enrolment key at install time. */
export const ENROLMENT_KEY_HEADER = 'x-enrolment-key';
