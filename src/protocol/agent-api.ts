/**
 * @module protocol/agent-api
 * Shapes of the agent's HTTP calls under `/agent/v1` (install-time registration, pairing codes, status).
 * The WebSocket messages are in ./messages.ts.
 */
import type { CatalogueEntry } from './messages.js';
import type { DatabaseEngine } from './pms-kinds.js';

export const AGENT_API_PREFIX = '/agent/v1';
export const AGENT_SOCKET_PATH = `${AGENT_API_PREFIX}/connect`;

/** Body of `POST /agent/v1/sites`: what the agent reports about itself when installed. */
export interface RegisterSiteRequest {
  siteId: string;
  subscriptionKey: string;
  practiceManagementName: string;
  practiceManagementSiteId: string;
  practiceName: string;
  practiceManagementVersion: string;
  databaseEngine: DatabaseEngine;
  catalogue: CatalogueEntry[];
  linkVersion: string;
  /** A human label for this server; defaults to the practice name. */
  name?: string;
}

/** What the gateway tells an agent about its own site. */
export interface AgentSiteView {
  siteId: string;
  status: string;
  authoritative: boolean;
  availability: string;
  practiceManagementName: string;
  practiceManagementSiteId: string;
}

export interface PairingCodeResponse {
  pairingCode: string;
  expiresAt: string;
}

/** Error body of the agent API (spec 7: `statusCode` and `message`). */
export interface AgentApiError {
  statusCode: number;
  message: string;
  code: string;
}
