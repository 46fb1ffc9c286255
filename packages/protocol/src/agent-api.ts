/**
 * @module protocol/agent-api
 * The agent's HTTP calls under `/agent/v1` (install-time registration, pairing codes, own status), declared
 * once as TypeBox schemas: the gateway's routes validate, serialise and document with them, the agent checks
 * the gateway's answers with them, and the types of both ends are derived from them. The WebSocket messages
 * are in ./messages.ts. Imports nothing of ours but other protocol files.
 */
import { Type, type Static } from 'typebox';
import { MAX_CATALOGUES } from './bounds.js';
import { CatalogueEntrySchema } from './messages.js';
import { DATABASE_ENGINES, PRACTICE_MANAGEMENT_NAMES } from './pms-kinds.js';
import { literalUnion } from './sql-command.js';
import { CALENDAR_VERSION_PATTERN } from './version.js';

export const AGENT_API_PREFIX = '/agent/v1';
export const AGENT_SOCKET_PATH = `${AGENT_API_PREFIX}/connect`;

/** Site ids are the gateway's GUIDs (`format` as OpenAPI names it; typebox's compiler checks it on the agent's side). */
const SiteId = Type.String({ format: 'uuid', description: 'GUID' });

/** Body of `POST /agent/v1/sites`: what the agent reports about itself when installed. */
export const RegisterSiteRequestSchema = Type.Object({
  siteId: SiteId,
  subscriptionKey: Type.String({ minLength: 32, maxLength: 200 }),
  practiceManagementName: Type.String({ description: `One of: ${PRACTICE_MANAGEMENT_NAMES.join(', ')}.`, examples: [PRACTICE_MANAGEMENT_NAMES[0]] }),
  practiceManagementSiteId: Type.String({ minLength: 1, maxLength: 200 }),
  practiceName: Type.String({ minLength: 1, maxLength: 200 }),
  practiceManagementVersion: Type.String({ maxLength: 100 }),
  databaseEngine: literalUnion(DATABASE_ENGINES),
  catalogue: Type.Array(CatalogueEntrySchema, { minItems: 1, maxItems: MAX_CATALOGUES }),
  linkVersion: Type.String({ pattern: CALENDAR_VERSION_PATTERN.source }),
  /** A human label for this server; defaults to the practice name. */
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});
export type RegisterSiteRequest = Static<typeof RegisterSiteRequestSchema>;

/** What the gateway tells an agent about its own site (`GET /agent/v1/site`). */
export const AgentSiteViewSchema = Type.Object({
  siteId: SiteId,
  status: Type.String(),
  authoritative: Type.Boolean(),
  availability: Type.String(),
  practiceManagementName: Type.String(),
  practiceManagementSiteId: Type.String(),
});
export type AgentSiteView = Static<typeof AgentSiteViewSchema>;

/** Answer to a registration: 201 when the site was created, 200 when it was already registered with this key. */
export const RegisterSiteResponseSchema = Type.Object({ site: AgentSiteViewSchema });
export type RegisterSiteResponse = Static<typeof RegisterSiteResponseSchema>;

/** Answer to `POST /agent/v1/pairing-codes`. */
export const PairingCodeResponseSchema = Type.Object({ pairingCode: Type.String(), expiresAt: Type.String({ format: 'date-time' }) });
export type PairingCodeResponse = Static<typeof PairingCodeResponseSchema>;

/** Error body of the agent API: `statusCode` and `message`, with the gateway's `code`. */
export const AgentApiErrorSchema = Type.Object(
  { statusCode: Type.Integer(), message: Type.String(), code: Type.String() },
  { description: 'Error body of the agent API.' },
);
export type AgentApiError = Static<typeof AgentApiErrorSchema>;
