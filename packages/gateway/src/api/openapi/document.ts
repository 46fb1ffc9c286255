/**
 * @module api/openapi/document
 * Finishes the generated OpenAPI document so it says exactly what the gateway does: shared schemas by
 * `$ref` (components), the headers every response carries, and the error statuses any operation can answer
 * whatever its route (a validation 400, a non-JSON body's 415, the rate limits' 429, a draining gateway's 503,
 * a fault's 500). Route-specific statuses and headers stay on the routes' own schemas (see responses.ts).
 */
import { shareComponents } from './components.js';

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

function errorResponse(description: string, agent: boolean): Json {
  return { description, content: { 'application/json': { schema: { $ref: `#/components/schemas/${agent ? 'AgentError' : 'ErrorEnvelope'}` } } } };
}

/** Adds a status to an operation unless its route already declares it. */
function addStatus(responses: Json, status: string, response: Json): void {
  if (!(status in responses)) responses[status] = response;
}

export function finishOpenApiDocument(document: Json): Json {
  const shared = shareComponents(document, asGenerated);
  const paths = shared.paths as Record<string, Record<string, Json>>;
  for (const [path, operations] of Object.entries(paths)) {
    const agent = path.startsWith('/agent/');
    const ops = path === '/healthz' || path === '/readyz' || path === '/metrics';
    for (const operation of Object.values(operations)) {
      const responses = (operation.responses ?? {}) as Json;
      // The FHIR facade answers its errors as OperationOutcome and declares them itself: only the headers are added.
      const ownErrorBodies = JSON.stringify(responses).includes('application/fhir+json');
      const hasInput = !ownErrorBodies && Array.isArray(operation.parameters) && operation.parameters.length > 0;
      if (hasInput || operation.requestBody) addStatus(responses, '400', errorResponse('The request is not valid (VALIDATION_FAILED, MALFORMED_JSON); the message names the field.', agent));
      if (operation.requestBody && !ownErrorBodies) {
        addStatus(responses, '413', errorResponse('The body is larger than the gateway accepts (PAYLOAD_TOO_LARGE).', agent));
        addStatus(responses, '415', errorResponse('The body has another content type than the operation takes (UNSUPPORTED_MEDIA_TYPE).', agent));
      }
      if (!ops && !ownErrorBodies) addStatus(responses, '429', { ...errorResponse('Too many requests (RATE_LIMITED); retry after Retry-After seconds.', agent), headers: HEADER_REFS(['Retry-After']) });
      if (!ownErrorBodies) {
        addStatus(responses, '500', errorResponse('An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log.', agent));
        addStatus(responses, '503', errorResponse('The gateway is shutting down (NOT_READY).', agent));
      }
      for (const response of Object.values(responses) as Json[]) {
        response.headers = { ...HEADER_REFS(['X-Gateway-Version', ...(ops ? [] : Object.keys(RATE_LIMIT_HEADERS))]), ...(response.headers as Json | undefined) };
      }
      operation.responses = responses;
    }
  }
  const components = shared.components as Json;
  components.headers = { ...(components.headers as Json | undefined), ...COMMON_RESPONSE_HEADERS, ...RATE_LIMIT_HEADERS, ...RETRY_AFTER };
  return shared;
}
