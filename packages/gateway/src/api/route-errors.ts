/**
 * @module api/route-errors
 * The error codes each route can answer, as the route's schema declares them (`x-error-codes`): a route
 * names its own, and the hooks that raise codes for a whole scope (credentials, rate limits, draining,
 * validation) add theirs. Each code's status gets the surface's error body among the route's responses, so
 * the answer is serialised as documented; the OpenAPI document lists and exemplifies exactly these codes
 * (api/openapi/error-responses).
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import { ERROR_CATALOGUE, type ErrorCode } from '../core/errors.js';
import { AGENT_API_PREFIX } from '@site-query-gateway/protocol/agent-api.js';
import { fhirBodyResponse, isFhirUrl } from './fhir-errors.js';
import { HTTP_STATUS } from './http-errors.js';
import { AgentErrorBody, ErrorEnvelope } from './schemas/common.js';

declare module 'fastify' {
  interface FastifySchema {
    /** The error codes the route can answer (docs/errors.md); see api/route-errors. */
    'x-error-codes'?: readonly ErrorCode[];
  }
}

type RouteSchema = Record<string, unknown> & { 'x-error-codes'?: readonly ErrorCode[]; response?: Record<string, unknown>; hide?: boolean };

const CATALOGUE_ORDER = new Map(Object.keys(ERROR_CATALOGUE).map((code, i) => [code, i]));

/** Why a site in the path may not be used: unknown or not paired, not authoritative, not active (core/pairing). */
export const SITE_ACCESS_ERRORS: readonly ErrorCode[] = ['SITE_NOT_FOUND', 'SITE_NOT_AUTHORITATIVE', 'SITE_NOT_ACTIVE'];

/** A route's own codes, for its schema: `schema: { …, ...errorCodes('SITE_NOT_FOUND') }`. */
export function errorCodes(...codes: ErrorCode[]): { 'x-error-codes': ErrorCode[] } {
  return { 'x-error-codes': codes };
}

/** The body the gateway answers an error with on this route (see error-handler's sendError). */
function errorBodyOf(url: string): unknown {
  if (url.startsWith(AGENT_API_PREFIX)) return AgentErrorBody;
  if (isFhirUrl(url)) return fhirBodyResponse('OperationOutcome.');
  return ErrorEnvelope;
}

/** Adds `codes` to the route's, in catalogue order, and the error body for each status it does not declare yet. */
export function addRouteErrorCodes(route: RouteOptions, codes: readonly ErrorCode[]): void {
  const schema = route.schema as RouteSchema | undefined;
  if (!schema || schema.hide) return;
  const all = [...new Set([...(schema['x-error-codes'] ?? []), ...codes])].sort((a, b) => CATALOGUE_ORDER.get(a)! - CATALOGUE_ORDER.get(b)!);
  const response: Record<string, unknown> = { ...schema.response };
  const body = errorBodyOf(route.url);
  for (const code of all) {
    const status = String(HTTP_STATUS[code]);
    if (!(status in response)) response[status] = body;
  }
  route.schema = { ...schema, 'x-error-codes': all, response };
}

/** Every route of `scope` registered after this call can answer `codes` (a function: the codes it gives for each route). */
export function declareErrorCodes(scope: FastifyInstance, codes: readonly ErrorCode[] | ((route: RouteOptions) => readonly ErrorCode[])): void {
  scope.addHook('onRoute', (route) => addRouteErrorCodes(route, typeof codes === 'function' ? codes(route) : codes));
}

function takesJson(schema: RouteSchema): boolean {
  const consumes = schema.consumes as string[] | undefined;
  return schema.body !== undefined && (consumes === undefined || consumes.includes('application/json'));
}

/**
 * The codes any route may answer whatever it does, by what it takes: a fault (500), a draining gateway (503;
 * liveness stays answerable), invalid input (400), and for a JSON body its parser's and size limit's refusals.
 */
export function commonErrorCodes(route: RouteOptions): ErrorCode[] {
  const schema = (route.schema ?? {}) as RouteSchema;
  const codes: ErrorCode[] = ['INTERNAL_ERROR'];
  if (route.url !== '/healthz') codes.push('NOT_READY');
  if (schema.params || schema.querystring || schema.headers || schema.body) codes.push('VALIDATION_FAILED');
  if (schema.body !== undefined) codes.push('PAYLOAD_TOO_LARGE');
  if (takesJson(schema)) codes.push('MALFORMED_JSON');
  return codes;
}
