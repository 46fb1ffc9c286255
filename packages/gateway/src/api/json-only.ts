/**
 * @module api/json-only
 * Routes whose body is JSON accept only JSON. Fastify parses every content type it has a parser for
 * (form bodies for the token grant, text/plain by default), so without this a curl `-d '{…}'` (sent as
 * application/x-www-form-urlencoded) reached validation as a one-key object and answered "command is
 * required", and `text/plain` answered "body must be object". Both are the wrong content type: 415.
 * A route that takes other types declares them in its schema's `consumes` and is left alone.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import { GatewayError } from '../core/errors.js';
import { addRouteErrorCodes } from './route-errors.js';

const JSON_TYPE = 'application/json';

function mediaTypeOf(request: FastifyRequest): string | undefined {
  const header = request.headers['content-type'];
  return header === undefined ? undefined : header.split(';')[0]?.trim().toLowerCase();
}

/** A callback, not async: it runs before every body is validated (see app.ts). */
function refuseNonJson(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const type = mediaTypeOf(request);
  // No content type means no body (an optional body), which validation judges.
  if (type === undefined || type === JSON_TYPE) done();
  else done(new GatewayError('UNSUPPORTED_MEDIA_TYPE', `The body must be sent as Content-Type: ${JSON_TYPE} (it was ${type}).`));
}

/** Adds the JSON-only check (and `consumes: application/json` for the OpenAPI document) to JSON-body routes. */
export function installJsonOnlyBodies(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as ({ body?: unknown; consumes?: string[] } & Record<string, unknown>) | undefined;
    if (!schema?.body || schema.consumes) return;
    route.schema = { ...schema, consumes: [JSON_TYPE] };
    addRouteErrorCodes(route, ['UNSUPPORTED_MEDIA_TYPE']);
    const existing = route.preValidation === undefined ? [] : Array.isArray(route.preValidation) ? route.preValidation : [route.preValidation];
    route.preValidation = [refuseNonJson, ...existing] as RouteOptions['preValidation'];
  });
}
