/**
 * @module api/json-body
 * How JSON bodies are read: counted (a query's `requestSize` is the bytes actually received, whatever the
 * headers claim or the transfer encoding), refused when they nest deeper than any real request (a body of
 * thousands of `[` would cost recursion, not data), then parsed by Fastify's own parser (which also refuses
 * prototype poisoning). An empty body on a route that takes none is no body.
 */
import type { FastifyInstance } from 'fastify';
import { GatewayError } from '../core/errors.js';
import { nestsDeeperThan } from '@site-query-gateway/protocol/wire.js';

/** Deeper than any body of this API (a query's parameters are four levels down). */
export const MAX_BODY_DEPTH = 32;

declare module 'fastify' {
  interface FastifyRequest {
    /** Bytes of the body as received (JSON bodies). */
    bodyBytes: number;
  }
}

export function installJsonBodyParser(app: FastifyInstance): void {
  app.decorateRequest('bodyBytes', 0);
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    request.bodyBytes = Buffer.byteLength(text);
    // Clients set up with a default JSON content type send it on a bodyless DELETE too: a route that takes no
    // body reads an empty one as none (a route that takes a body still answers it MALFORMED_JSON).
    if (text.length === 0 && !(request.routeOptions.schema as { body?: unknown } | undefined)?.body) {
      done(null, undefined);
      return;
    }
    if (nestsDeeperThan(text, MAX_BODY_DEPTH)) {
      done(new GatewayError('MALFORMED_JSON', `The JSON body nests deeper than ${MAX_BODY_DEPTH} levels.`), undefined);
      return;
    }
    void parse(request, text, done);
  });
}
