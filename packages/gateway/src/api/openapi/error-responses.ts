/**
 * @module api/openapi/error-responses
 * The documented error answers of an operation, from the codes its route declares (api/route-errors): one
 * response per status, which lists its codes with their catalogue messages and shows an example of each in
 * the body that operation answers with (the envelope, the agent API's body, an OperationOutcome, or an
 * immediate query's record with the envelope). The examples are written by the functions that write the real
 * answers, from the one catalogue (core/errors), so they cannot say what the gateway does not.
 */
import { ERROR_CATALOGUE, GatewayError, type ErrorCode } from '../../core/errors.js';
import { agentErrorBody, errorBody } from '../error-handler.js';
import { gatewayErrorOutcome } from '../fhir-errors.js';
import { HTTP_STATUS } from '../http-errors.js';
import { failedRecord } from './examples.js';

type Json = Record<string, unknown>;

type BodyKind = 'envelope' | 'agent' | 'fhir' | 'record';

/** Which body a declared error response carries, by its media type and schema. */
function kindOf(response: Json | undefined): { kind: BodyKind; mediaType: string; schema: unknown } {
  const [declaredType, media] = Object.entries((response?.content ?? {}) as Record<string, { schema?: { $ref?: string } }>)[0] ?? ['application/json', {}];
  const ref = media.schema?.$ref ?? '';
  const kind: BodyKind = declaredType === 'application/fhir+json' ? 'fhir' : ref.endsWith('/AgentError') ? 'agent' : ref.endsWith('/QueryRecordWithError') ? 'record' : 'envelope';
  // Errors are JSON whatever the operation produces when it succeeds (metrics are text).
  return { kind, mediaType: kind === 'fhir' ? declaredType : 'application/json', schema: media.schema ?? { $ref: '#/components/schemas/ErrorEnvelope' } };
}

/** The body the gateway answers `code` with on an operation whose error body is `kind`. */
function exampleBody(code: ErrorCode, kind: BodyKind, message: string | undefined): unknown {
  const failed = kind === 'record' ? failedRecord(code) : undefined;
  const error = new GatewayError(code, message ?? failed?.message);
  switch (kind) {
    case 'agent':
      return agentErrorBody(error);
    case 'fhir':
      return gatewayErrorOutcome(error);
    case 'record':
      return failed ? { ...failed.record, ...errorBody(error) } : errorBody(error);
    case 'envelope':
      return errorBody(error);
  }
}

function codeList(codes: readonly ErrorCode[]): string {
  return codes.map((code) => `- \`${code}\`: ${ERROR_CATALOGUE[code].message}`).join('\n');
}

/**
 * The error responses of `operation`, by status, for the codes it declares; `validationMessage` is the
 * operation's own VALIDATION_FAILED message (api/openapi/invalid-input), when there is one.
 */
export function errorResponsesOf(operation: Json, codes: readonly ErrorCode[], validationMessage: string | undefined): Map<string, { codes: ErrorCode[]; kind: BodyKind; response: Json }> {
  const byStatus = new Map<string, ErrorCode[]>();
  for (const code of codes) {
    const status = String(HTTP_STATUS[code]);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const declared = (operation.responses ?? {}) as Record<string, Json>;
  const out = new Map<string, { codes: ErrorCode[]; kind: BodyKind; response: Json }>();
  for (const [status, statusCodes] of byStatus) {
    const { kind, mediaType, schema } = kindOf(declared[status]);
    const examples = Object.fromEntries(
      statusCodes.map((code) => {
        const message = code === 'VALIDATION_FAILED' ? validationMessage : undefined;
        const value = exampleBody(code, kind, message);
        const shown = message ?? (kind === 'record' ? failedRecord(code)?.message : undefined) ?? ERROR_CATALOGUE[code].message;
        return [code, { summary: shown, value }];
      }),
    );
    // The FHIR routes describe their outcomes themselves (the facade's own come without a gateway code).
    const description = kind === 'fhir' ? `${String(declared[status]?.description)}\n\nGateway codes (issue.details.coding):\n${codeList(statusCodes)}` : codeList(statusCodes);
    out.set(status, { codes: statusCodes, kind, response: { description, content: { [mediaType]: { schema, examples } } } });
  }
  return out;
}
