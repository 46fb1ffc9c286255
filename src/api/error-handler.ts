/**
 * @module api/error-handler
 * Turns every failure into the documented envelope with a stable code. Nothing reaches the client as a
 * stack trace; unexpected errors are logged and answered with a bare 500.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AGENT_API_PREFIX } from '../protocol/agent-api.js';
import { ERROR_CATALOGUE, GatewayError, isGatewayError, type ErrorCode } from '../core/errors.js';

export function errorBody(error: GatewayError): { error: { status: number; statusText: string; message: string; code: string } } {
  return {
    error: {
      status: error.status,
      statusText: STATUS_CODES[error.status] ?? 'Error',
      message: error.message,
      code: error.code,
    },
  };
}

/** Fastify's own error codes mapped to ours. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_FAILED',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_BAD_URL: 'VALIDATION_FAILED',
  FST_ERR_ASYNC_CONSTRAINT: 'VALIDATION_FAILED',
};

/** Maps any thrown value to a GatewayError; unknown ones become INTERNAL_ERROR. */
export function toGatewayError(err: unknown): GatewayError {
  if (isGatewayError(err)) return err;
  const fastifyError = err as Partial<FastifyError> & { validation?: unknown; validationContext?: string };
  if (fastifyError.validation) {
    return new GatewayError('VALIDATION_FAILED', fastifyError.message ?? ERROR_CATALOGUE.VALIDATION_FAILED.message);
  }
  const mapped = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (mapped) return new GatewayError(mapped);
  // JSON.parse errors raised by the content-type parser carry a 400 status and a SyntaxError.
  if (err instanceof SyntaxError || (fastifyError.statusCode === 400 && fastifyError.code?.startsWith('FST_ERR_CTP'))) {
    return new GatewayError('MALFORMED_JSON');
  }
  if (fastifyError.statusCode === 413) return new GatewayError('PAYLOAD_TOO_LARGE');
  if (fastifyError.statusCode === 415) return new GatewayError('UNSUPPORTED_MEDIA_TYPE');
  return new GatewayError('INTERNAL_ERROR', undefined, { cause: err });
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: GatewayError): FastifyReply {
  if (error.headers) void reply.headers(error.headers);
  void reply.code(error.status).type('application/json; charset=utf-8');
  // The agent API speaks the spec's agent error shape: {statusCode, message}.
  if (request.url.startsWith(AGENT_API_PREFIX)) {
    return reply.send({ statusCode: error.status, message: error.message, code: error.code });
  }
  return reply.send(errorBody(error));
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err, request, reply) => {
    const error = toGatewayError(err);
    if (error.code === 'INTERNAL_ERROR') request.log.error({ err }, 'unhandled error');
    else request.log.debug({ code: error.code }, 'request failed');
    return sendError(request, reply, error);
  });
  app.setNotFoundHandler((request, reply) => sendError(request, reply, new GatewayError('ROUTE_NOT_FOUND')));
}
