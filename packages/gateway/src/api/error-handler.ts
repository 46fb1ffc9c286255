/**
 * @module api/error-handler
 * Turns every failure into the documented envelope with a stable code. Nothing reaches the client as a
 * stack trace; unexpected errors are logged and answered with a bare 500.
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AGENT_API_PREFIX } from '@site-query-gateway/protocol/agent-api.js';
import { ERROR_CATALOGUE, GatewayError, isGatewayError, type ErrorCode } from '../core/errors.js';
import { FHIR_CONTENT_TYPE, gatewayErrorOutcome, isFhirUrl, sendFhir } from './fhir-errors.js';
import { HttpGatewayError, httpHeadersOf, httpStatusOf } from './http-errors.js';
import { surfaceOfPath, type FailedCredentials } from './rate-limits.js';

export function errorBody(error: GatewayError): { error: { status: number; statusText: string; message: string; code: string } } {
  const status = httpStatusOf(error);
  return {
    error: {
      status,
      statusText: STATUS_CODES[status] ?? 'Error',
      message: error.message,
      code: error.code,
    },
  };
}

/** The agent API's error body: `{statusCode, message}`, the shape agents expect, with the gateway's code. */
export function agentErrorBody(error: GatewayError): { statusCode: number; message: string; code: string } {
  return { statusCode: httpStatusOf(error), message: error.message, code: error.code };
}

/** Fastify's own error codes mapped to ours. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_BAD_URL: 'VALIDATION_FAILED',
  FST_ERR_ASYNC_CONSTRAINT: 'VALIDATION_FAILED',
  FST_ERR_MAX_PARAM_LENGTH: 'URI_TOO_LONG',
};

/** Any other client error Fastify or Node raises, by its HTTP status (never a 500 for bad input). */
const CLIENT_STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'MALFORMED_REQUEST',
  404: 'ROUTE_NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  431: 'HEADERS_TOO_LARGE',
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
  const byStatus = fastifyError.statusCode === undefined ? undefined : CLIENT_STATUS_CODES[fastifyError.statusCode];
  if (byStatus) return new GatewayError(byStatus);
  return new GatewayError('INTERNAL_ERROR', undefined, { cause: err });
}

/** Past this much of an unread body drained after its error answer, the connection is closed instead. */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * An error answered before the request's body was read to its end (an upload refused at its page number,
 * or cut off at its size limit or a quota's room) must not leave the connection stuck. Node drains an
 * unread body itself only if nobody started reading it. A body its reader gave up on half-way and left
 * paused held the connection: a keep-alive client's next request on it waited for an answer that never
 * came (test/hostile/upload-attacks). So a paused body is drained here, as Node drains an untouched one:
 * the client, which may still be sending, reads the answer and keeps the connection. A sender that goes on
 * past DRAIN_LIMIT_BYTES is cut off. A body already destroyed cannot be drained: its connection is closed
 * after the answer.
 */
function settleUnreadBody(request: FastifyRequest, reply: FastifyReply): void {
  const body = request.raw;
  if (body.readableEnded) return;
  if (body.destroyed) {
    void reply.header('connection', 'close');
    return;
  }
  let left = DRAIN_LIMIT_BYTES;
  body.on('data', (chunk: Buffer) => {
    left -= chunk.length;
    if (left < 0) body.destroy();
  });
  body.resume();
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: GatewayError): FastifyReply {
  const headers = httpHeadersOf(error);
  if (headers) void reply.headers(headers);
  settleUnreadBody(request, reply);
  const status = httpStatusOf(error);
  // FHIR clients get every error as an OperationOutcome, the gateway's code inside it.
  if (isFhirUrl(request.url)) return sendFhir(reply, status, gatewayErrorOutcome(error));
  void reply.code(status).type('application/json; charset=utf-8');
  // The agent API answers in the agents' own error shape: {statusCode, message, code}.
  if (request.url.startsWith(AGENT_API_PREFIX)) {
    return reply.send(agentErrorBody(error));
  }
  return reply.send(errorBody(error));
}

/** Node's HTTP parser errors (before Fastify sees a request), by the parser's code. */
const PARSER_ERRORS: Record<string, ErrorCode> = {
  HPE_HEADER_OVERFLOW: 'HEADERS_TOO_LARGE',
  ERR_HTTP_REQUEST_TIMEOUT: 'MALFORMED_REQUEST',
};

const REQUEST_LINE = /^[A-Z]+ (\S+) HTTP\/1\.[01]\r?\n/;

/** The path of the request line at the start of what the parser last read, when it is there. */
function requestPathOf(err: NodeJS.ErrnoException & { rawPacket?: Buffer }): string | undefined {
  const packet = err.rawPacket;
  if (!Buffer.isBuffer(packet)) return undefined;
  return REQUEST_LINE.exec(packet.subarray(0, 8192).toString('latin1'))?.[1];
}

/**
 * Answers a connection-level client error (headers too large, a body that does not match its length, a
 * broken request line) as its surface answers errors — an OperationOutcome on FHIR paths, the agents' shape
 * on the agent API, the envelope elsewhere — where Node would otherwise answer with a bare status. The path
 * is read from the request line when the parser's last read holds it; otherwise the envelope is answered.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const error = new GatewayError(PARSER_ERRORS[err.code ?? ''] ?? 'MALFORMED_REQUEST');
  const path = requestPathOf(err) ?? '';
  const fhir = isFhirUrl(path);
  const body = JSON.stringify(fhir ? gatewayErrorOutcome(error) : path.startsWith(AGENT_API_PREFIX) ? agentErrorBody(error) : errorBody(error));
  const status = httpStatusOf(error);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
      `Content-Type: ${fhir ? FHIR_CONTENT_TYPE : 'application/json; charset=utf-8'}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

function methodNotAllowed(method: string, allowed: string[]): GatewayError {
  const list = allowed.join(', ');
  return new HttpGatewayError('METHOD_NOT_ALLOWED', `${method} is not allowed on this path; it takes ${list}.`, { Allow: list });
}

export function installErrorHandling(
  app: FastifyInstance,
  failedCredentials: Pick<FailedCredentials, 'record'>,
  routeMethods: { allowedFor(url: string): string[]; otherMethodsFor(url: string, method: string, routeUrl: string): string[] },
): void {
  app.setErrorHandler((err, request, reply) => {
    let error = toGatewayError(err);
    if ((err as { validationContext?: string }).validationContext === 'params') {
      const others = routeMethods.otherMethodsFor(request.url, request.method, request.routeOptions.url ?? '');
      if (others.length > 0) error = methodNotAllowed(request.method, others);
    }
    failedCredentials.record(request.ip, error.code, surfaceOfPath(request.url));
    if (error.code === 'INTERNAL_ERROR') request.log.error({ err }, 'unhandled error');
    else request.log.debug({ code: error.code }, 'request failed');
    return sendError(request, reply, error);
  });
  app.setNotFoundHandler((request, reply) => {
    const allowed = routeMethods.allowedFor(request.url);
    if (allowed.length === 0) return sendError(request, reply, new GatewayError('ROUTE_NOT_FOUND'));
    return sendError(request, reply, methodNotAllowed(request.method, allowed));
  });
}
