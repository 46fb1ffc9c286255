/**
 * @module api/schemas/common
 * TypeBox schemas shared by several routes: the error envelope and the Site resource.
 * One declaration drives validation, serialisation and the OpenAPI document.
 */
import { Type, type TLiteral, type TSchema, type TUnion } from 'typebox';
import { PRACTICE_MANAGEMENT_NAMES } from '@site-query-gateway/protocol/pms-kinds.js';

export const ErrorEnvelope = Type.Object(
  {
    error: Type.Object({
      status: Type.Integer(),
      statusText: Type.String(),
      message: Type.String(),
      code: Type.String({ description: 'Stable machine-readable code; see docs/errors.md.' }),
    }),
  },
  { description: 'Error envelope of every non-FHIR, non-agent error.' },
);

/** The agent API's error body, declared with the rest of that API in the protocol. */
export { AgentApiErrorSchema as AgentErrorBody } from '@site-query-gateway/protocol/agent-api.js';

/**
 * A string with a fixed set of values, as TypeBox spells an enum (a union of literals, which keeps the
 * route handlers' types exact). Validation messages merge the branches into one "must be one of: …"
 * naming every value (api/validation-messages).
 */
export function StringEnum<const T extends readonly string[]>(values: T, options: { description?: string } = {}): TUnion<{ -readonly [K in keyof T]: TLiteral<T[K]> }> {
  return Type.Union(values.map((v) => Type.Literal(v)), options) as unknown as TUnion<{ -readonly [K in keyof T]: TLiteral<T[K]> }>;
}

export const Guid = Type.String({ format: 'uuid', description: 'GUID' });
export const Timestamp = Type.String({ format: 'date-time' });

export const PracticeManagementName = Type.String({
  description: `One of: ${PRACTICE_MANAGEMENT_NAMES.join(', ')}.`,
  examples: [PRACTICE_MANAGEMENT_NAMES[0]],
});

export const CatalogueEntry = Type.Object({ name: Type.String(), isDefault: Type.Boolean() });

export const Site = Type.Object(
  {
    id: Guid,
    pmsType: Type.String(),
    availability: Type.Union([Type.Literal('online'), Type.Literal('offline'), Type.Literal('unavailable')]),
    status: Type.String({ description: 'initialising | active | removed | uninstalled' }),
    linkVersion: Type.String({ description: 'Agent build, YY.Mdd.Build' }),
    enrichedAt: Type.Optional(Timestamp),
    catalogue: Type.Array(CatalogueEntry),
    practiceMetadata: Type.Object({
      pmsType: Type.String(),
      practiceName: Type.String(),
      practiceManagementSiteId: Type.String(),
      practiceManagementVersion: Type.String(),
    }),
    name: Type.String(),
    practiceManagementSiteId: Type.String(),
    practiceManagementName: Type.String(),
    practiceManagementVersion: Type.String(),
    createdAt: Timestamp,
    authoritative: Type.Boolean(),
    clientTimestampUTC: Type.Optional(Type.String()),
    heartbeatTimestampUTC: Type.Optional(Timestamp),
    timeZone: Type.Optional(
      Type.String({ description: "The clinic's IANA time zone as its agent reports it (the FHIR facade writes the site's local times with its offset). Absent until an agent reports one; the site is then read as Australia/Sydney." }),
    ),
  },
  { description: 'A site: one server running the agent for a practice.' },
);

export const TokenResponse = Type.Object(
  {
    access_token: Type.String(),
    token_type: Type.Literal('Bearer'),
    expires_in: Type.Integer({ description: 'Seconds until the token expires.' }),
  },
  { description: 'A bearer token for the desktop or device surface of one site and one device.' },
);

export const SiteIdParams = Type.Object({ siteId: Guid });

export type Schema = TSchema;
