/**
 * @module api/schemas/common
 * TypeBox schemas shared by several routes: the error envelope and the Site resource.
 * One declaration drives validation, serialisation and the OpenAPI document.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { PRACTICE_MANAGEMENT_NAMES } from '../../protocol/pms-kinds.js';

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

export const AgentErrorBody = Type.Object(
  { statusCode: Type.Integer(), message: Type.String(), code: Type.String() },
  { description: 'Error body of the agent API.' },
);

/** Declares the same envelope for each listed status. */
export function errorResponses(...statuses: number[]): Record<number, typeof ErrorEnvelope> {
  return Object.fromEntries(statuses.map((s) => [s, ErrorEnvelope]));
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
  },
  { description: 'A site: one server running the agent for a practice.' },
);

export const SiteIdParams = Type.Object({ siteId: Guid });

export type Schema = TSchema;
