import type { JobMessageFromAgent, JobMessageToAgent } from './jobs.js';

/**
 * @module protocol/messages
 * Messages on the agent's WebSocket, as a discriminated union on `type` (`noun:verb` names).
 * JSON text frames. Imports nothing of ours: both the gateway and the agent depend on this file.
 */

export interface CatalogueEntry {
  name: string;
  isDefault: boolean;
}

/** First message from the agent after the socket opens. */
export interface AgentHello {
  type: 'agent:hello';
  protocolVersion: number;
  linkVersion: string;
  clientTimestampUTC: string;
  catalogue?: CatalogueEntry[];
  practiceManagementVersion?: string;
}

/** Periodic liveness message from the agent (every heartbeatIntervalMs). */
export interface AgentHeartbeat {
  type: 'agent:heartbeat';
  clientTimestampUTC: string;
}

/** Sent by the agent before a clean shutdown so the site shows `offline`, not `unavailable`. */
export interface AgentSignOff {
  type: 'agent:sign-off';
  reason: 'shutdown' | 'uninstall';
}

export type AgentMessage = AgentHello | AgentHeartbeat | AgentSignOff | JobMessageFromAgent;

/** The gateway's answer to a valid hello. */
export interface GatewayWelcome {
  type: 'gateway:welcome';
  protocolVersion: number;
  gatewayVersion: string;
  siteId: string;
  heartbeatIntervalMs: number;
}

/** A fault the gateway reports before closing (bad message, unsupported protocol). */
export interface GatewayError {
  type: 'gateway:error';
  code: string;
  message: string;
}

export type GatewayMessage = GatewayWelcome | GatewayError | JobMessageToAgent;

/** WebSocket close codes with a meaning in this protocol (4000–4999 is the application range). */
export const CLOSE_CODES = {
  /** Normal closure after a sign-off. */
  normal: 1000,
  /** Gateway shutting down or restarting; reconnect with backoff. */
  serviceRestart: 1012,
  /** The subscription was revoked or the key is no longer valid; retry slowly. */
  unauthorized: 4001,
  /** A newer connection for the same site replaced this one. */
  replaced: 4002,
  /** The agent's protocol version is not supported. */
  protocolUnsupported: 4003,
  /** The agent sent something that is not a valid message. */
  badMessage: 4004,
  /** No heartbeat within two intervals. */
  heartbeatTimeout: 4005,
} as const;

/** HTTP header that carries the site's subscription key on the agent API. */
export const SUBSCRIPTION_KEY_HEADER = 'x-subscription-key';
/** Optional header that carries the gateway's enrolment key at install time. */
export const ENROLMENT_KEY_HEADER = 'x-enrolment-key';

/** Parses a frame from the agent. Returns undefined when the frame is not a known, well-formed message. */
export function parseAgentMessage(text: string): AgentMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const msg = value as Record<string, unknown>;
  switch (msg.type) {
    case 'agent:hello':
      // Every field is checked for type and size: these values are stored and shown on the Site.
      return typeof msg.protocolVersion === 'number' &&
        isShortString(msg.linkVersion, 32) &&
        isShortString(msg.clientTimestampUTC, 64) &&
        (msg.catalogue === undefined || isCatalogue(msg.catalogue)) &&
        (msg.practiceManagementVersion === undefined || isShortString(msg.practiceManagementVersion, 100))
        ? (msg as unknown as AgentHello)
        : undefined;
    case 'agent:heartbeat':
      return isShortString(msg.clientTimestampUTC, 64) ? (msg as unknown as AgentHeartbeat) : undefined;
    case 'agent:sign-off':
      return msg.reason === 'shutdown' || msg.reason === 'uninstall' ? (msg as unknown as AgentSignOff) : undefined;
    case 'agent:ready':
      return msg as unknown as AgentMessage;
    case 'job:orphaned':
      return typeof msg.queryId === 'string' && ['queued', 'executing', 'uploading'].includes(msg.phase as string)
        ? (msg as unknown as AgentMessage)
        : undefined;
    case 'job:started':
    case 'job:uploading':
    case 'job:completed':
      return typeof msg.queryId === 'string' && typeof msg.at === 'string' ? (msg as unknown as AgentMessage) : undefined;
    case 'job:failed':
      return typeof msg.queryId === 'string' && typeof msg.errorDetails === 'object' && msg.errorDetails !== null
        ? (msg as unknown as AgentMessage)
        : undefined;
    default:
      return undefined;
  }
}

/** Parses a frame from the gateway, for the agent. */
export function parseGatewayMessage(text: string): GatewayMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const msg = value as Record<string, unknown>;
  if (msg.type === 'gateway:welcome' && typeof msg.siteId === 'string') return msg as unknown as GatewayWelcome;
  if (msg.type === 'gateway:error' && typeof msg.code === 'string') return msg as unknown as GatewayError;
  if (msg.type === 'job:dispatch' && typeof msg.job === 'object' && msg.job !== null) return msg as unknown as GatewayMessage;
  if (msg.type === 'job:cancel' && typeof msg.queryId === 'string') return msg as unknown as GatewayMessage;
  return undefined;
}

function isShortString(value: unknown, maxLength: number): value is string {
  return typeof value === 'string' && value.length <= maxLength;
}

/** The same limits as registration: 1–50 entries, names up to 128 characters. */
function isCatalogue(value: unknown): value is CatalogueEntry[] {
  return (
    Array.isArray(value) &&
    value.length >= 1 &&
    value.length <= 50 &&
    value.every(
      (e) =>
        typeof e === 'object' &&
        e !== null &&
        isShortString((e as CatalogueEntry).name, 128) &&
        typeof (e as CatalogueEntry).isDefault === 'boolean',
    )
  );
}
