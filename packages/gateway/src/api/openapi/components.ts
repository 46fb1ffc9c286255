/**
 * @module api/openapi/components
 * The schemas the OpenAPI document shares by `$ref` (components.schemas), with examples. Routes keep
 * declaring their TypeBox schemas inline (one declaration drives validation and serialisation); the
 * document then replaces every copy of a shared schema by a reference to it (shareComponents). So a route
 * added later — FHIR, registered queries, webhooks — that uses Site or QueryRecord is referenced too, with
 * nothing to register.
 */
import type { TSchema } from 'typebox';
import { AgentSiteViewSchema, RegisterSiteRequestSchema } from '@site-query-gateway/protocol/agent-api.js';
import { AgentErrorBody, ErrorEnvelope, Site, TokenResponse } from '../schemas/common.js';
import { Integrator } from '../schemas/integrators.js';
import { BatchStatusResponse, Command, CreateQueryBody, Page, PageContent, Parameter, QueryRecord, QueryRecordWithError } from '../schemas/queries.js';
import { CreateRegisteredQueryBody, RegisteredQuery, RegisteredQueryResult } from '../schemas/registered-queries.js';
import { CreateWebhookBody, UpdateWebhookBody, WebhookDelivery, WebhookEndpoint } from '../schemas/webhooks.js';
import { EXAMPLE_COMMAND, EXAMPLE_DATA, EXAMPLE_INTEGRATOR_ID, EXAMPLE_QUERY_ID, EXAMPLE_QUERY_RECORD, EXAMPLE_ROWS, EXAMPLE_SITE_ID, decodedDataNote, failedRecord } from './examples.js';

const WEBHOOK_ID = '0b8e6f1a-2c3d-4e5f-8a9b-0c1d2e3f4a5b';
const CREATED = '2026-11-20T01:00:00.000Z';
const PRACTICE = { practiceManagementName: 'Best Practice', practiceManagementSiteId: 'DEMO-BP-0001' };
const sqlError = failedRecord('SQL_ERROR')!;

interface SharedComponent {
  name: string;
  schema: TSchema;
  example: unknown;
  /** Added to the schema's description (what the example's base64 decodes to). */
  note?: string;
}

/** Name → schema and an example of it. Larger schemas first: a QueryRecord is replaced before its Pages are. */
export const SHARED_COMPONENTS: readonly SharedComponent[] = [
  {
    name: 'QueryRecordWithError',
    schema: QueryRecordWithError,
    example: { ...sqlError.record, error: { status: 400, statusText: 'Bad Request', message: sqlError.message, code: 'SQL_ERROR' } },
  },
  { name: 'QueryRecord', schema: QueryRecord, example: EXAMPLE_QUERY_RECORD, note: decodedDataNote('result.data') },
  {
    name: 'RegisteredQuery',
    schema: RegisteredQuery,
    example: {
      id: EXAMPLE_QUERY_ID,
      siteId: EXAMPLE_SITE_ID,
      name: 'Patients by surname',
      registeredQueryType: 'query',
      status: 'enabled',
      frequency: 300,
      duration: 86400,
      createdAt: CREATED,
      lastHash: '5d41402abc4b2a76b9719d911017c592ae2b1e6f3c3b7e4a4d1c6e8f0a2b3c4d',
      metrics: { lastExecutionDuration: 14, executionSucceededCount: 12, executionFailedCount: 0, resultSizeSum: 4096, requestSize: 210, lastSucceededAt: '2026-11-20T02:00:00.000Z' },
    },
  },
  {
    name: 'CreateRegisteredQueryBody',
    schema: CreateRegisteredQueryBody,
    example: { name: 'Patients by surname', registeredQueryType: 'query', frequency: 300, duration: 86400, registerCommand: { command: EXAMPLE_COMMAND } },
  },
  { name: 'CreateQueryBody', schema: CreateQueryBody, example: { command: EXAMPLE_COMMAND } },
  { name: 'Command', schema: Command, example: { text: 'SELECT 1 AS one', executionMode: 'reader', type: 'text', parameters: [] } },
  { name: 'Parameter', schema: Parameter, example: { name: '@day', direction: 'input', type: 'Date', value: '2026-11-20' } },
  { name: 'BatchStatusResponse', schema: BatchStatusResponse, example: { results: [{ queryId: EXAMPLE_QUERY_ID, status: 'notFound' }] } },
  { name: 'Page', schema: Page, example: { pageNumber: 1, status: 'cached', size: 2048, rows: { count: 10, rangeStart: 1, rangeEnd: 10 } } },
  { name: 'PageContent', schema: PageContent, example: { data: EXAMPLE_DATA, parameters: [] }, note: decodedDataNote('data') },
  {
    name: 'RegisteredQueryResult',
    schema: RegisteredQueryResult,
    example: { data: EXAMPLE_DATA, parameters: [], rows: EXAMPLE_ROWS.length, size: EXAMPLE_QUERY_RECORD.resultSize },
    note: decodedDataNote('data'),
  },
  {
    name: 'WebhookEndpoint',
    schema: WebhookEndpoint,
    example: {
      id: WEBHOOK_ID,
      integratorId: EXAMPLE_INTEGRATOR_ID,
      url: 'https://hooks.example.com/site-query-gateway',
      description: 'Query results',
      eventTypes: ['query.completed'],
      status: 'enabled',
      createdAt: CREATED,
      updatedAt: CREATED,
    },
  },
  {
    name: 'WebhookDelivery',
    schema: WebhookDelivery,
    example: {
      id: '7c2e9d4b-1a3f-4b6c-9d8e-2f1a3b4c5d6e',
      eventId: 'evt_01a20a4c-5fd0-744b-a23c-bb4cf77c1043',
      eventType: 'query.completed',
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 200,
      createdAt: '2026-11-20T01:30:00.200Z',
      deliveredAt: '2026-11-20T01:30:00.450Z',
    },
  },
  { name: 'CreateWebhookBody', schema: CreateWebhookBody, example: { url: 'https://hooks.example.com/site-query-gateway', eventTypes: ['query.completed', 'registeredQuery.resultChanged'], description: 'Query results' } },
  { name: 'UpdateWebhookBody', schema: UpdateWebhookBody, example: { status: 'disabled' } },
  {
    name: 'Site',
    schema: Site,
    example: {
      id: EXAMPLE_SITE_ID,
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
      createdAt: CREATED,
      authoritative: true,
    },
  },
  { name: 'Integrator', schema: Integrator, example: { id: EXAMPLE_INTEGRATOR_ID, name: 'Acme Health', status: 'active', keyPrefix: 'ik_Q2x9aBc', createdAt: CREATED, updatedAt: CREATED } },
  {
    name: 'RegisterSiteRequest',
    schema: RegisterSiteRequestSchema,
    example: {
      siteId: EXAMPLE_SITE_ID,
      subscriptionKey: 'sk_4mJ0dQ0fX2a9rC5vT8yB1nK6wE3hL7pZ0sU4iO2gD9c',
      ...PRACTICE,
      practiceName: 'Demo Family Clinic',
      practiceManagementVersion: '6.5.1',
      databaseEngine: 'mssql',
      catalogue: [{ name: 'BPSPatients', isDefault: true }],
      linkVersion: '26.1121.1',
    },
  },
  { name: 'AgentSiteView', schema: AgentSiteViewSchema, example: { siteId: EXAMPLE_SITE_ID, status: 'active', authoritative: true, availability: 'online', ...PRACTICE } },
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
  // Every shared schema is an object with properties: only such a node can be a copy of one.
  const name = 'properties' in node ? byCanonical.get(canonical(node)) : undefined;
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
    const description = [body.description, c.note].filter((text) => typeof text === 'string').join('\n\n');
    schemas[c.name] = { ...body, ...(description ? { description } : {}), examples: [c.example] };
  }
  return {
    ...document,
    paths: replaceCopies(document.paths, byCanonical),
    components: { ...(document.components as Json | undefined), schemas },
  };
}
