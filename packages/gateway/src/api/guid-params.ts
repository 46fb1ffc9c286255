/**
 * @module api/guid-params
 * GUIDs are case-insensitive (RFC 4122 3: "case insensitive on input"); the gateway stores them
 * lower-case, so an id copied from a tool that prints them upper-case (SQL Server, .NET) is lower-cased
 * after validation and before any lookup, instead of answering 404.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A callback, not async: it runs on every request with path parameters (see app.ts). */
function lowerCase(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const params = request.params as Record<string, unknown> | undefined;
  if (params) {
    for (const [name, value] of Object.entries(params)) {
      if (typeof value === 'string' && GUID.test(value)) params[name] = value.toLowerCase();
    }
  }
  done();
}

export function lowerCaseGuidParams(app: FastifyInstance): void {
  app.addHook('preHandler', lowerCase);
}
