/**
 * @module api/openapi/components
 * The schemas the OpenAPI document shares by `$ref` (components.schemas), with examples. Routes keep
 * declaring their TypeBox schemas inline (one declaration drives validation and serialisation); the
 * document then replaces every copy of a shared schema by a reference to it (shareComponents). So a route
 * added later — FHIR, registered queries, webhooks — that uses Site or QueryRecord is referenced too, with
 * nothing to register.
 */
import type { TSchema } from 'typebox';
import { AgentErrorBody, ErrorEnvelope, Site, TokenResponse } from '../schemas/common.js';
import { BatchStatusResponse, Command, CreateQueryBody, Page, PageContent, Parameter, QueryRecord, QueryRecordWithError } from '../schemas/queries.js';

const SITE_ID = '4b1f8a52-6c0e-4d7a-9f3e-2a5b8c9d0e1f';
const QUERY_ID = '9d2c7e41-3b5a-4f68-8e1d-6c0a2b4f7e93';

/** Name → schema and an example of it. Larger schemas first: a QueryRecord is replaced before its Pages are. */
export const SHARED_COMPONENTS: readonly { name: string; schema: TSchema; example: unknown }[] = [
  {
    name: 'QueryRecordWithError',
    schema: QueryRecordWithError,
    example: { error: { status: 400, statusText: 'Bad Request', message: 'no such table: PATIENT', code: 'SQL_ERROR' }, status: 'executionFailed' },
  },
  {
    name: 'QueryRecord',
    schema: QueryRecord,
    example: {
      id: QUERY_ID,
      integratorId: 'f3a9c1d2-7b4e-4c5a-9e8f-1a2b3c4d5e6f',
      siteId: SITE_ID,
      mode: 'immediate',
      status: 'successful',
      maxTimeInQueue: 30000,
      catalogue: 'BPSPatients',
      sqlQuerySize: 40,
      commandSize: 95,
      requestSize: 120,
      createdAt: '2026-11-20T01:30:00.000Z',
      updatedAt: '2026-11-20T01:30:00.140Z',
      completedAt: '2026-11-20T01:30:00.140Z',
      statusTiming: { queued: { startTime: '2026-11-20T01:30:00.000Z', endTime: '2026-11-20T01:30:00.010Z' } },
      metrics: { sqlExecutionDuration: 12 },
      result: { rows: 1, size: 27, data: 'W3siU3VybmFtZSI6IlNtaXRoIn1d', parameters: [] },
      resultSize: 27,
    },
  },
  { name: 'CreateQueryBody', schema: CreateQueryBody, example: { command: { text: 'SELECT Surname FROM BPS_Patients WHERE InternalID = @id', parameters: [{ name: '@id', type: 'Int', value: '42' }] } } },
  { name: 'Command', schema: Command, example: { text: 'SELECT 1 AS one', executionMode: 'reader', type: 'text', parameters: [] } },
  { name: 'Parameter', schema: Parameter, example: { name: '@day', direction: 'input', type: 'Date', value: '2026-11-20' } },
  { name: 'BatchStatusResponse', schema: BatchStatusResponse, example: { results: [{ queryId: QUERY_ID, status: 'notFound' }] } },
  { name: 'Page', schema: Page, example: { pageNumber: 1, status: 'cached', size: 2048, rows: { count: 10, rangeStart: 1, rangeEnd: 10 } } },
  { name: 'PageContent', schema: PageContent, example: { data: 'W3siU3VybmFtZSI6IlNtaXRoIn1d', parameters: [] } },
  {
    name: 'Site',
    schema: Site,
    example: {
      id: SITE_ID,
      pmsType: 'BestPractice',
      availability: 'online',
      status: 'active',
      linkVersion: '26.1121.1',
      catalogue: [{ name: 'BPSPatients', isDefault: true }],
      practiceMetadata: { pmsType: 'BestPractice', practiceName: 'Demo Family Clinic', practiceManagementSiteId: 'DEMO-BP-0001', practiceManagementVersion: '6.5.1' },
      name: 'Demo Family Clinic',
      practiceManagementSiteId: 'DEMO-BP-0001',
      practiceManagementName: 'Best Practice',
      practiceManagementVersion: '6.5.1',
      createdAt: '2026-11-20T01:00:00.000Z',
      authoritative: true,
    },
  },
  { name: 'Token', schema: TokenResponse, example: { access_token: 'eyJhbGciOiJIUzI1NiJ9.…', token_type: 'Bearer', expires_in: 3600 } },
  { name: 'ErrorEnvelope', schema: ErrorEnvelope, example: { error: { status: 404, statusText: 'Not Found', message: 'Site not found.', code: 'SITE_NOT_FOUND' } } },
  { name: 'AgentError', schema: AgentErrorBody, example: { statusCode: 401, message: 'Access denied: the subscription key is not valid.', code: 'SUBSCRIPTION_KEY_INVALID' } },
];

/** JSON text with object keys sorted: two schemas are the same when this is. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

type Json = Record<string, unknown>;

/** Replaces, anywhere below `node`, an exact copy of a shared schema by its `$ref`. */
function replaceCopies(node: unknown, byCanonical: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(node)) return node.map((item) => replaceCopies(item, byCanonical));
  if (!node || typeof node !== 'object') return node;
  const name = byCanonical.get(canonical(node));
  if (name) return { $ref: `#/components/schemas/${name}` };
  return Object.fromEntries(Object.entries(node as Json).map(([k, v]) => [k, replaceCopies(v, byCanonical)]));
}

/**
 * Puts the shared schemas in components.schemas (each with its example) and replaces their copies in the
 * paths, and in each other, by references. `convert` is how the document generator writes a schema (so a
 * component compares equal to its copies in operations).
 */
export function shareComponents(document: Json, convert: (schema: unknown) => unknown = (s) => JSON.parse(JSON.stringify(s)) as unknown): Json {
  const converted = SHARED_COMPONENTS.map((c) => ({ ...c, json: convert(c.schema) }));
  const byCanonical = new Map(converted.map((c) => [canonical(c.json), c.name]));
  const schemas: Json = { ...((document.components as Json | undefined)?.schemas as Json | undefined) };
  for (const c of converted) {
    // A component's own children may be other components (a QueryRecord's pages are Pages).
    const body = Object.fromEntries(Object.entries(c.json as Json).map(([k, v]) => [k, replaceCopies(v, byCanonical)]));
    schemas[c.name] = { ...body, examples: [c.example] };
  }
  return {
    ...document,
    paths: replaceCopies(document.paths, byCanonical),
    components: { ...(document.components as Json | undefined), schemas },
  };
}
