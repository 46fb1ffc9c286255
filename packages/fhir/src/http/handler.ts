/**
 * @module fhir/http/handler
 * The facade's one entry: routes a FHIR request (metadata, read, search by GET or POST `_search`) for a
 * site, and answers a resource, a Bundle or an OperationOutcome with its HTTP status. Every failure
 * below (bad parameters, unknown ids, the site offline or slow, a database error) arrives here as a
 * FhirError; anything else is an internal error, answered without details.
 */
import { checkTimeZone, DEFAULT_TIME_ZONE } from '../time-zone.js';
import { mappingForKind } from '../mapping/registry.js';
import { FhirError, errorOutcome, invalid, notFound, notSupported } from '../outcome.js';
import { dialectFor } from '../sql/dialect.js';
import type { FhirHttpRequest, FhirHttpResponse, FhirSite, RunSql } from '../types.js';
import { capabilityStatement } from './capability.js';
import { runner, type RequestContext } from './context.js';
import { read } from './read.js';
import { search } from './search.js';

export interface HandlerOptions {
  /** The clock (tests pin it). */
  now?: () => Date;
  /** Told of a failure that is not a FhirError (a bug), which is answered as a bare 500; for the caller's log. */
  onInternalError?: (err: unknown) => void;
}

const JSON_HEADERS = { 'content-type': 'application/fhir+json; charset=utf-8' };
const FHIR_ID = /^[A-Za-z0-9\-.]{1,64}$/;
const RESOURCE_TYPE = /^[A-Z][A-Za-z]{1,63}$/;

function respond(status: number, body: unknown): FhirHttpResponse {
  return { status, body, headers: { ...JSON_HEADERS } };
}

function isForm(contentType: string | undefined): boolean {
  return contentType === undefined || contentType.split(';')[0]!.trim().toLowerCase() === 'application/x-www-form-urlencoded';
}

export async function handleFhirRequest(req: FhirHttpRequest, site: FhirSite, run: RunSql, options: HandlerOptions = {}): Promise<FhirHttpResponse> {
  try {
    return await route(req, site, run, options);
  } catch (err) {
    if (err instanceof FhirError) return respond(err.status, errorOutcome(err));
    options.onInternalError?.(err);
    return respond(500, errorOutcome(new FhirError(500, 'exception', 'Internal error.')));
  }
}

async function route(req: FhirHttpRequest, site: FhirSite, run: RunSql, options: HandlerOptions): Promise<FhirHttpResponse> {
  const kind = mappingForKind(site.practiceManagementName);
  if (kind === undefined) {
    throw notSupported(501, `FHIR is not available for ${site.practiceManagementName} sites; use SQL passthrough.`);
  }
  const timeZone = site.timeZone ?? DEFAULT_TIME_ZONE;
  try {
    checkTimeZone(timeZone);
  } catch {
    throw new FhirError(500, 'exception', 'The site is configured with an unknown time zone.');
  }
  const now = (options.now ?? (() => new Date()))();
  const segments = req.path.replace(/^\/+|\/+$/g, '').split('/').filter((s) => s !== '');
  const ctx: RequestContext = {
    kind,
    dialect: dialectFor(site.databaseEngine),
    timeZone,
    now,
    baseUrl: req.baseUrl.replace(/\/+$/, ''),
    strict: /(^|[;,\s])handling\s*=\s*strict\b/i.test(req.headers.prefer ?? ''),
    run: runner(run),
    resolve: (type) => kind.resources.find((r) => r.type === type),
  };

  if (segments.length === 1 && segments[0] === 'metadata') {
    if (req.method !== 'GET') throw new FhirError(405, 'not-supported', 'metadata is read with GET.');
    return respond(200, capabilityStatement(kind, { siteId: site.siteId, baseUrl: ctx.baseUrl, now }));
  }
  const [type, second, ...rest] = segments;
  if (type === undefined || !RESOURCE_TYPE.test(type)) throw notFound(`No FHIR endpoint at ${req.path.slice(0, 80)}.`);
  const mapping = ctx.resolve(type);
  if (mapping === undefined) throw notSupported(404, `${type} is not served for this site (see metadata).`);

  if (second === undefined) {
    if (req.method !== 'GET') throw new FhirError(405, 'not-supported', `Only read and search are supported; search ${type} with GET or POST ${type}/_search.`);
    return respond(200, await search(ctx, mapping, req.query));
  }
  if (second === '_search' && rest.length === 0) {
    if (req.method !== 'POST') throw new FhirError(405, 'not-supported', `${type}/_search takes POST; search with GET ${type}?… instead.`);
    if (!isForm(req.headers['content-type'])) {
      throw new FhirError(415, 'not-supported', 'POST _search takes application/x-www-form-urlencoded parameters.');
    }
    return respond(200, await search(ctx, mapping, [...req.query, ...(req.form ?? [])]));
  }
  if (rest.length > 0) throw notSupported(501, `Only read and search are supported (not ${rest[0]!.slice(0, 40)}).`);
  if (second.startsWith('$') || second.startsWith('_')) throw notSupported(501, `${second.slice(0, 40)} is not supported.`);
  if (!FHIR_ID.test(second)) throw invalid(`"${second.slice(0, 70)}" is not a FHIR id.`);
  if (req.method !== 'GET') throw new FhirError(405, 'not-supported', 'Resources are read-only here.');
  return respond(200, await read(ctx, mapping, second, req.query));
}
