/**
 * @module api/routes/fhir
 * The FHIR R4 endpoint of a site, `…/sites/{siteId}/fhir/R4/…`, mounted on the Integrator, Desktop and
 * Device surfaces with each surface's caller check (the same as the SQL query routes): metadata, read,
 * search by GET and by form-encoded POST `_search`. The HTTP request becomes the facade's request; the
 * facade (through core/fhir-site) does the rest. Everything here, errors included, answers
 * `application/fhir+json` (the gateway's own refusals through the root error handler, see fhir-errors).
 * Query strings and form bodies carry patient data, so neither is logged.
 */
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayContext } from '../../core/context.js';
import { answerFhirRequest } from '../../core/fhir-site.js';
import { FhirError, errorOutcome } from '@site-query-gateway/fhir/outcome.js';
import type { FhirHttpRequest } from '@site-query-gateway/fhir/index.js';
import { checkSmartScope } from '../auth.js';
import { fhirRequestWithoutValues } from '../../core/audit/without-values.js';
import { beginAudit } from '../audit-hooks.js';
import { fhirBodyResponse, sendFhir } from '../fhir-errors.js';
import { SITE_ACCESS_ERRORS, declareErrorCodes } from '../route-errors.js';
import { fhirBulkRoutes } from './fhir-bulk.js';
import type { ResolveCaller } from './queries.js';

export interface FhirRouteOptions {
  /** `/integrator`, `/desktop` or `/device`: the start of the links the facade writes. */
  surfacePrefix: string;
  resolveCaller: ResolveCaller;
  tag: string;
}

const FHIR_BASE = '/fhir/R4';
const FORM = 'application/x-www-form-urlencoded';

/** `_format` values that mean JSON (R4 http §2.21.0.6); anything else is a format this server lacks. */
const JSON_FORMATS = new Set(['json', 'application/json', 'application/fhir+json', 'application/json+fhir']);
/** Accept values a JSON answer satisfies. */
const ACCEPTS_JSON = /(^|[\s,])(\*\/\*|application\/\*|application\/(fhir\+)?json|application\/json\+fhir)\s*(;|,|$)/i;

const FhirParams = Type.Object({ siteId: Type.String({ format: 'uuid', description: 'GUID' }) });
const ResourceParams = Type.Object({ siteId: FhirParams.properties.siteId, resourceType: Type.String({ maxLength: 64, description: 'A resource type listed in metadata, e.g. Patient.' }) });
const ReadParams = Type.Object({ ...ResourceParams.properties, id: Type.String({ maxLength: 64, description: 'The record key in the practice database.' }) });

const OUTCOME = (description: string) => fhirBodyResponse(`OperationOutcome: ${description}`);
const ERRORS = {
  400: OUTCOME('a bad parameter (or an unknown one with Prefer: handling=strict).'),
  401: OUTCOME('no or a wrong credential.'),
  403: OUTCOME('the site is not authoritative or not active, or the token is for another site.'),
  404: OUTCOME('no such site for this caller, resource type or id.'),
  406: OUTCOME('a _format or Accept other than JSON.'),
  502: OUTCOME("the site's database failed."),
  503: OUTCOME('the site is not connected.'),
  504: OUTCOME('the site did not answer in time.'),
};

function splitUrl(url: string): { path: string; query: string } {
  const q = url.indexOf('?');
  return q < 0 ? { path: url, query: '' } : { path: url.slice(0, q), query: url.slice(q + 1) };
}

function headersOf(request: FastifyRequest): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), Array.isArray(value) ? value.join(', ') : value]));
}

/** JSON is the one format served; a request that wants only another gets 406 (R4 http §2.21.0.6). */
function checkFormat(query: Array<[string, string]>, accept: string | undefined): void {
  const format = query.find(([name]) => name === '_format')?.[1];
  if (format !== undefined && !JSON_FORMATS.has(format.trim().toLowerCase())) {
    throw new FhirError(406, 'not-supported', 'Only JSON is served (_format=json).', '_format');
  }
  if (format === undefined && accept !== undefined && accept.trim() !== '' && !ACCEPTS_JSON.test(accept)) {
    throw new FhirError(406, 'not-supported', 'Only application/fhir+json is served.');
  }
}

/**
 * Decodes each segment of the path after the FHIR base on its own: an encoded slash (`Patient/a%2Fb`) stays
 * inside its segment, as `%2F`, so the facade judges `a%2Fb` as an id (not a FHIR id: 400) instead of reading
 * `b` as an operation.
 */
function decodePath(raw: string): string {
  try {
    return raw
      .split('/')
      .map((segment) => decodeURIComponent(segment).replaceAll('/', '%2F'))
      .join('/');
  } catch {
    throw new FhirError(400, 'invalid', 'The path is not valid percent-encoding.');
  }
}

/** A read names one resource; anything else under a type (a search, `_search`, an operation) is a search. */
function operationOf(path: string): string {
  const segments = path.split('/').filter((s) => s !== '');
  return segments.length === 2 && !segments[1]!.startsWith('$') && !segments[1]!.startsWith('_') ? 'fhir.read' : 'fhir.search';
}

/** Resources a successful answer carried: a read's one, a searchset's matches (not its outcome entries). */
function rowsOf(status: number, body: unknown): number | null {
  if (status >= 400 || typeof body !== 'object' || body === null) return null;
  const resource = body as { resourceType?: unknown; entry?: Array<{ search?: { mode?: unknown } }> };
  if (resource.resourceType !== 'Bundle') return resource.resourceType === 'OperationOutcome' ? 0 : 1;
  return (resource.entry ?? []).filter((e) => e.search?.mode !== 'outcome' && e.search?.mode !== 'include').length;
}

export function fhirRoutes(ctx: GatewayContext, options: FhirRouteOptions): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = [options.tag];
    // The caller's site is checked as the query routes check it; the facade's own errors are its outcomes.
    declareErrorCodes(app, SITE_ACCESS_ERRORS);
    // Form bodies are kept as text, so repeated parameters and their order reach the facade as sent; any
    // other body type is read and dropped here so the facade can answer its 415 as an OperationOutcome.
    app.removeContentTypeParser(FORM);
    app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => done(null, body));
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, undefined));

    // The access goes on the audit trail with parameter names and no values (query strings and forms carry patient data).
    const auditFhir = (request: FastifyRequest, siteId: string, fhirRequest: FhirHttpRequest) =>
      beginAudit(ctx, request, {
        operation: operationOf(fhirRequest.path),
        siteId,
        fhirRequest: fhirRequestWithoutValues(fhirRequest.method, fhirRequest.path, [...fhirRequest.query, ...(fhirRequest.form ?? [])].map(([name]) => name)),
      });
    const answer = async (request: FastifyRequest, reply: FastifyReply, siteId: string): Promise<FastifyReply> => {
      const caller = await options.resolveCaller(request, siteId);
      const { path, query: rawQuery } = splitUrl(request.url);
      const marker = path.indexOf(`${FHIR_BASE}/`);
      const sitePath = `${options.surfacePrefix}/sites/${encodeURIComponent(siteId)}${FHIR_BASE}`;
      const headers = headersOf(request);
      try {
        const query = [...new URLSearchParams(rawQuery).entries()];
        checkFormat(query, headers.accept);
        const contentType = headers['content-type'];
        const isForm = contentType !== undefined && contentType.split(';')[0]!.trim().toLowerCase() === FORM;
        const fhirRequest: FhirHttpRequest = {
          method: request.method === 'POST' ? 'POST' : 'GET',
          path: decodePath(marker < 0 ? '' : path.slice(marker + FHIR_BASE.length + 1)),
          query,
          ...(request.method === 'POST' && isForm ? { form: [...new URLSearchParams(typeof request.body === 'string' ? request.body : '').entries()] } : {}),
          headers,
          baseUrl: `${request.protocol}://${request.host}${sitePath}`,
        };
        // A SMART token reads only the types its scopes name (metadata is open to every credential).
        const type = fhirRequest.path.split('/')[0] ?? '';
        if (type !== 'metadata') checkSmartScope(request, type);
        const audit = fhirRequest.path === 'metadata' ? undefined : auditFhir(request, caller.site.id, fhirRequest);
        const response = await answerFhirRequest(ctx, caller, fhirRequest);
        if (audit) audit.rows = rowsOf(response.status, response.body);
        if (response.status >= 500) request.log.warn({ status: response.status }, 'FHIR request failed');
        return sendFhir(reply, response.status, response.body, response.headers);
      } catch (err) {
        if (!(err instanceof FhirError)) throw err;
        return sendFhir(reply, err.status, errorOutcome(err));
      }
    };
    const notAllowed = async (request: FastifyRequest, reply: FastifyReply, siteId: string): Promise<FastifyReply> => {
      await options.resolveCaller(request, siteId);
      return sendFhir(reply.header('Allow', 'GET, POST'), 405, errorOutcome(new FhirError(405, 'not-supported', 'This endpoint reads and searches only.')));
    };

    await app.register(fhirBulkRoutes(ctx, options));

    app.get(
      `/sites/:siteId${FHIR_BASE}/metadata`,
      {
        schema: {
          tags,
          summary: 'FHIR CapabilityStatement of the site',
          description: 'Lists exactly the resources, interactions and search parameters served for this site (from its practice-management mapping).',
          params: FhirParams,
          produces: ['application/fhir+json'],
          response: { 200: fhirBodyResponse('CapabilityStatement'), 401: ERRORS[401], 403: ERRORS[403], 404: ERRORS[404], 406: ERRORS[406] },
        },
      },
      (request, reply) => answer(request, reply, request.params.siteId),
    );
    app.get(
      `/sites/:siteId${FHIR_BASE}/:resourceType`,
      {
        schema: {
          tags,
          summary: 'FHIR search (GET)',
          description:
            'Searchset Bundle with `total`, `self` and `next` links (follow `next` to page; `_count` default 20, max 200). ' +
            'Parameters as FHIR R4 search defines them; see docs/fhir.md and metadata for what each resource supports. ' +
            'Unknown parameters are ignored with a warning entry unless `Prefer: handling=strict`.',
          params: ResourceParams,
          produces: ['application/fhir+json'],
          response: { 200: fhirBodyResponse('Bundle (searchset)'), ...ERRORS },
        },
      },
      (request, reply) => answer(request, reply, request.params.siteId),
    );
    app.post(
      `/sites/:siteId${FHIR_BASE}/:resourceType/_search`,
      {
        schema: {
          tags,
          summary: 'FHIR search (POST, form-encoded)',
          description: 'The same search with its parameters in an application/x-www-form-urlencoded body (other body types: 415).',
          params: ResourceParams,
          consumes: [FORM],
          produces: ['application/fhir+json'],
          response: { 200: fhirBodyResponse('Bundle (searchset)'), 415: OUTCOME('the body is not form-encoded.'), ...ERRORS },
        },
      },
      (request, reply) => answer(request, reply, request.params.siteId),
    );
    app.get(
      `/sites/:siteId${FHIR_BASE}/:resourceType/:id`,
      {
        schema: {
          tags,
          summary: 'FHIR read',
          description: 'One resource by id (the practice database record key); 404 OperationOutcome when there is none.',
          params: ReadParams,
          produces: ['application/fhir+json'],
          response: { 200: fhirBodyResponse('The resource'), ...ERRORS },
        },
      },
      (request, reply) => answer(request, reply, request.params.siteId),
    );
    // Anything else under the base (history, operations, writes, deeper paths) still gets the facade's
    // OperationOutcome rather than the gateway's route-not-found envelope.
    app.route({
      method: ['GET', 'POST'],
      url: `/sites/:siteId${FHIR_BASE}/*`,
      schema: { hide: true, params: FhirParams },
      handler: (request, reply) => answer(request, reply, request.params.siteId),
    });
    app.route({
      method: ['PUT', 'PATCH', 'DELETE'],
      url: `/sites/:siteId${FHIR_BASE}/*`,
      schema: { hide: true, params: FhirParams },
      handler: (request, reply) => notAllowed(request, reply, request.params.siteId),
    });
  };
}
