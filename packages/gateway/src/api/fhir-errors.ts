/**
 * @module api/fhir-errors
 * Under a FHIR base every error is an OperationOutcome (as FHIR R4 clients expect), including the gateway's
 * own refusals that happen before the facade runs: a missing key (401), a foreign site (404), a rate
 * limit (429), a malformed or over-long path (400, 414). The root error handler answers them through
 * here (see error-handler's sendError). The gateway's stable code travels in `issue.details.coding`, so a
 * client can tell SITE_NOT_FOUND from an unknown resource id; the HTTP status is the envelope's.
 */
import type { OperationOutcome, OperationOutcomeIssue } from 'fhir/r4.js';
import type { FastifyReply } from 'fastify';
import type { GatewayError } from '../core/errors.js';
import { operationOutcome } from '@site-query-gateway/fhir/outcome.js';
import { httpStatusOf } from './http-errors.js';

export const FHIR_CONTENT_TYPE = 'application/fhir+json; charset=utf-8';

/** `/{surface}/sites/{siteId}/fhir…`: requests whose errors are OperationOutcomes (also when no route matched). */
const FHIR_URL = /^\/(integrator|desktop|device)\/sites\/[^/?#]*\/fhir(\/|\?|$)/i;

export function isFhirUrl(url: string): boolean {
  return FHIR_URL.test(url);
}
/** The system of the gateway's error codes in `issue.details.coding` (see docs/errors.md). */
export const GATEWAY_ERROR_SYSTEM = 'urn:site-query-gateway:error-code';

/** The FHIR issue type closest to each status the gateway answers with. */
function issueCode(status: number): OperationOutcomeIssue['code'] {
  switch (status) {
    case 401:
      return 'login';
    case 403:
      return 'forbidden';
    case 404:
      return 'not-found';
    case 405:
    case 415:
      return 'not-supported';
    case 409:
      return 'conflict';
    case 413:
    case 414:
    case 431:
      return 'too-costly';
    case 429:
      return 'throttled';
    case 503:
      return 'transient';
    case 504:
      return 'timeout';
    default:
      return status >= 500 ? 'exception' : 'invalid';
  }
}

export function gatewayErrorOutcome(error: GatewayError): OperationOutcome {
  const status = httpStatusOf(error);
  return operationOutcome([
    {
      severity: status >= 500 ? 'fatal' : 'error',
      code: issueCode(status),
      details: { coding: [{ system: GATEWAY_ERROR_SYSTEM, code: error.code }], text: error.message },
      diagnostics: error.message,
    },
  ]);
}

/** A documented FHIR answer (OpenAPI only: FHIR bodies are sent as text, so this never filters what is served). */
export function fhirBodyResponse(description: string): { description: string; content: Record<string, { schema: Record<string, unknown> }> } {
  return { description, content: { 'application/fhir+json': { schema: { type: 'object', additionalProperties: true } } } };
}

export function sendFhir(reply: FastifyReply, status: number, body: unknown, headers: Record<string, string> = {}): FastifyReply {
  // Sent as text: FHIR bodies are open-ended, so no response schema may strip their fields.
  return reply.code(status).headers(headers).type(FHIR_CONTENT_TYPE).send(JSON.stringify(body));
}
