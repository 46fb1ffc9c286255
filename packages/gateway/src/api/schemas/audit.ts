/**
 * @module api/schemas/audit
 * The audit record as the operator API shows it, and the filters of its list and export.
 */
import { Type } from 'typebox';
import { Guid, StringEnum, Timestamp } from './common.js';

const Nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Integer>>(schema: T) => Type.Union([schema, Type.Null()]);

export const AuditRecord = Type.Object(
  {
    id: Type.String(),
    at: Timestamp,
    integratorId: Type.String(),
    credentialKind: StringEnum(['integratorKey', 'desktopToken', 'deviceToken', 'smartToken', 'registration'] as const, {
      description: 'integratorKey (credentialId: the key prefix), desktopToken or deviceToken (the device id), smartToken (the SMART client id), registration (a registered query run by the gateway: its id).',
    }),
    credentialId: Type.String({ description: 'Names the credential without being it.' }),
    surface: StringEnum(['integrator', 'desktop', 'device', 'scheduler'] as const),
    siteId: Nullable(Type.String()),
    operation: Type.String({ description: 'query.immediate, query.async, query.registeredRun, fhir.read, fhir.search, fhir.export, fhir.exportFile, token.grant or site.pair.' }),
    queryId: Nullable(Type.String()),
    sqlHash: Nullable(Type.String({ description: 'SHA-256 (hex) of the SQL text; the text itself is not kept.' })),
    sqlSize: Nullable(Type.Integer({ description: 'Bytes of the SQL text.' })),
    fhirRequest: Nullable(Type.String({ description: 'Method, resource type and parameter names; ids and values replaced or dropped.' })),
    outcome: Type.String({ description: 'ok, accepted, a final query status, the error code, or aborted (the caller hung up before its answer was delivered).' }),
    httpStatus: Nullable(Type.Integer()),
    rows: Nullable(Type.Integer()),
    bytes: Nullable(Type.Integer({ description: 'Bytes of the answer (before compression; null for a streamed one), or of the stored result for async queries and registered runs.' })),
  },
  { description: 'One access to a site’s data. Holds no secret and no value of patient data.' },
);

export const AuditFilterQuery = Type.Object({
  siteId: Type.Optional(Guid),
  integratorId: Type.Optional(Guid),
  from: Type.Optional(Type.String({ format: 'date-time', description: 'Records at or after this instant.' })),
  to: Type.Optional(Type.String({ format: 'date-time', description: 'Records before this instant.' })),
});

export const AuditListQuery = Type.Object({
  ...AuditFilterQuery.properties,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })),
  cursor: Type.Optional(Type.String({ maxLength: 500, description: 'nextCursor of the previous page.' })),
});

export const AuditPage = Type.Object({
  records: Type.Array(AuditRecord),
  nextCursor: Type.Optional(Type.String({ description: 'Present when more records may follow: pass it as cursor.' })),
});
