/**
 * @module api/header-size
 * The request-header limit (16 KiB) checked on the parsed request rather than by Node's parser alone. Node's
 * parser refuses headers over its own limit before any route is known, and the read that overflows need not
 * hold the request line, so its answer cannot always take the shape of the path's surface (an OperationOutcome
 * on FHIR paths, the agents' shape on the agent API). The parser is therefore given room up to
 * PARSER_MAX_HEADER_BYTES, and headers over MAX_HEADER_BYTES are refused here with HEADERS_TOO_LARGE, answered
 * by the error handler like any other error. Beyond the parser's room, its own 431 still answers.
 */
import type { FastifyRequest } from 'fastify';
import type { GatewayError } from '../core/errors.js';
import { HttpGatewayError } from './http-errors.js';

/** What the gateway accepts: Node's usual default. */
export const MAX_HEADER_BYTES = 16 * 1024;
/** What the parser reads before it refuses on its own. */
export const PARSER_MAX_HEADER_BYTES = 64 * 1024;

/** Bytes of the request line and headers as sent (field, colon and space, value, CRLF). */
function headerBytes(request: FastifyRequest): number {
  const raw = request.raw.rawHeaders;
  let bytes = request.raw.method!.length + request.raw.url!.length + 12;
  for (let i = 0; i < raw.length; i++) bytes += raw[i]!.length + 2;
  return bytes;
}

/** Undefined, or the error for headers over the limit; the connection is closed after it, as Node's parser does. */
export function headerSizeError(request: FastifyRequest): GatewayError | undefined {
  if (headerBytes(request) <= MAX_HEADER_BYTES) return undefined;
  return new HttpGatewayError('HEADERS_TOO_LARGE', `The request headers are larger than ${MAX_HEADER_BYTES / 1024} KiB.`, { Connection: 'close' });
}
