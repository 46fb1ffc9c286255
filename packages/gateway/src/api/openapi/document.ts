/**
 * @module api/openapi/document
 * Finishes the generated OpenAPI document so it says exactly what the gateway does, and stays small: shared
 * schemas by `$ref` (components), each operation's error answers from the codes its route declares (with an
 * example of each, api/openapi/error-responses), and the headers every response carries. An error response
 * that several operations answer alike is written once, in components.responses. Route-specific success
 * statuses and headers stay on the routes' own schemas (see responses.ts).
 */
import type { ErrorCode } from '../../core/errors.js';
import { shareComponents } from './components.js';
import { errorResponsesOf } from './error-responses.js';
import { invalidInputMessage } from './invalid-input.js';
import { shareRepeated, type Use } from './repeated.js';

type Json = Record<string, unknown>;

/** Headers on every response of the gateway. */
export const COMMON_RESPONSE_HEADERS: Json = {
  'X-Gateway-Version': { description: 'The gateway release (YY.Mdd.Build).', schema: { type: 'string', example: '26.1121.1' } },
};

/** Headers of the rate-limited surfaces (every operation with a credential, the agent API and /admin). */
export const RATE_LIMIT_HEADERS: Json = {
  'X-RateLimit-Limit': { description: 'Requests allowed per window.', schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Requests left in the current window.', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'Seconds until the window resets.', schema: { type: 'integer' } },
};

const RETRY_AFTER: Json = { 'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer' } } };

const HEADER_REFS = (names: string[]): Json => Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));

/** How @fastify/swagger writes a schema (const as a one-value enum), so components compare equal to copies. */
function asGenerated(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(asGenerated);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(JSON.parse(JSON.stringify(schema)) as Json)) {
    if (key === '$id' || key === '$schema') continue;
    if (key === 'const') out.enum = [value];
    else out[key] = asGenerated(value);
  }
  return out;
}

function operationsOf(document: Json): [string, Json][] {
  return Object.entries(document.paths as Record<string, Record<string, Json>>).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]): [string, Json] => [`${method} ${path}`, operation]),
  );
}

/** Component names by codes: `SITE_NOT_FOUND.QUERY_NOT_FOUND`, prefixed when the body is not the envelope. */
const KIND_PREFIX = { envelope: '', agent: 'Agent.', fhir: 'Fhir.', record: 'QueryRecord.' } as const;

/** A success response's component name: its status and the schema it carries (`200.QueryRecord`), or that schema's fields (`200.sites`). */
function successName(status: string, response: Json): string {
  const schema = Object.values((response.content ?? {}) as Record<string, { schema?: { $ref?: string; properties?: Json } }>)[0]?.schema;
  const named = schema?.$ref?.split('/').pop() ?? Object.keys(schema?.properties ?? {}).join('.');
  return named ? `${status}.${named}` : status;
}

export function finishOpenApiDocument(document: Json): Json {
  // Worked out on the generated schemas, before shared ones become references.
  const validationMessages = new Map(operationsOf(document).map(([key, operation]) => [key, invalidInputMessage(operation)]));
  const shared = shareComponents(document, asGenerated);

  const exampleUses: Use[] = [];
  const responseUses: Use[] = [];
  const parameterUses: Use[] = [];
  for (const [key, operation] of operationsOf(shared)) {
    const codes = (operation['x-error-codes'] ?? []) as ErrorCode[];
    const headers = HEADER_REFS(['X-Gateway-Version', ...(codes.includes('RATE_LIMITED') ? Object.keys(RATE_LIMIT_HEADERS) : [])]);
    const responses = (operation.responses ?? {}) as Record<string, Json>;
    const names = new Map<string, string>();
    for (const [status, { codes: statusCodes, kind, response }] of errorResponsesOf(operation, codes, validationMessages.get(key))) {
      responses[status] = { ...response, headers: status === '429' ? { ...headers, ...HEADER_REFS(['Retry-After']) } : headers };
      names.set(status, `${KIND_PREFIX[kind]}${statusCodes.join('.')}`);
      for (const media of Object.values(response.content as Record<string, { examples: Record<string, Json> }>)) {
        for (const code of Object.keys(media.examples)) exampleUses.push({ value: media.examples[code]!, name: `${KIND_PREFIX[kind]}${code}`, replace: (ref) => (media.examples[code] = ref) });
      }
    }
    for (const [status, response] of Object.entries(responses)) {
      response.headers = { ...headers, ...(response.headers as Json | undefined) };
      responseUses.push({ value: response, name: names.get(status) ?? successName(status, response), replace: (ref) => (responses[status] = ref) });
    }
    operation.responses = responses;
    const parameters = (operation.parameters ?? []) as Json[];
    parameters.forEach((parameter, i) => parameterUses.push({ value: parameter, name: `${String(parameter.in)}.${String(parameter.name)}`, replace: (ref) => (parameters[i] = ref) }));
  }

  const components = shared.components as Json;
  components.examples = {};
  components.responses = {};
  components.parameters = {};
  // Examples first: responses that differ only in which operation they belong to then compare equal.
  shareRepeated(exampleUses, 'examples', components.examples as Json);
  shareRepeated(responseUses, 'responses', components.responses as Json);
  shareRepeated(parameterUses, 'parameters', components.parameters as Json);
  components.headers = { ...(components.headers as Json | undefined), ...COMMON_RESPONSE_HEADERS, ...RATE_LIMIT_HEADERS, ...RETRY_AFTER };
  return shared;
}
