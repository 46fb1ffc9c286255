/**
 * @module api/routes/fhir-bulk
 * FHIR Bulk Data Access (`$export`) under a site's FHIR base: the kick-off at system, `Patient` and
 * `Group/{id}` level (GET with query parameters, or POST with them or a Parameters resource), the status
 * URL (202 with X-Progress and Retry-After while running, 200 with the manifest, DELETE cancels) and the
 * NDJSON output files, streamed. Thin: core/fhir-bulk does the work; errors answer as OperationOutcomes.
 */
import { Readable } from 'node:stream';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ExportLevel } from '@site-query-gateway/fhir/bulk/export-plan.js';
import { FhirError, errorOutcome, invalid } from '@site-query-gateway/fhir/outcome.js';
import type { GatewayContext } from '../../core/context.js';
import { ERROR_FILE, RETRY_AFTER_SECONDS, bulkExportStatus, cancelBulkExport, openBulkExportFile, startBulkExport } from '../../core/fhir-bulk/export.js';
import { fhirRequestWithoutValues } from '../../core/audit/without-values.js';
import { beginAudit, completeAuditOnClose } from '../audit-hooks.js';
import { checkSmartScope } from '../auth.js';
import { fhirBodyResponse, sendFhir } from '../fhir-errors.js';
import { sendStoredContent } from '../page-response.js';
import type { ResolveCaller } from './queries.js';

/** As the FHIR routes take them (routes/fhir). */
interface BulkRouteOptions {
  surfacePrefix: string;
  resolveCaller: ResolveCaller;
  tag: string;
}

const FHIR_BASE = '/fhir/R4';
const NDJSON = 'application/fhir+ndjson';
const ACCEPTS_JSON = /(^|[\s,])(\*\/\*|application\/\*|application\/(fhir\+)?json|application\/json\+fhir)\s*(;|,|$)/i;

const SiteParams = Type.Object({ siteId: Type.String({ format: 'uuid', description: 'GUID' }) });
const GroupParams = Type.Object({ siteId: SiteParams.properties.siteId, groupId: Type.String({ maxLength: 64, description: 'The group: `active-patients` (every active patient).' }) });
const ExportParams = Type.Object({ siteId: SiteParams.properties.siteId, exportId: Type.String({ maxLength: 64 }) });
const FileParams = Type.Object({ ...ExportParams.properties, file: Type.String({ maxLength: 80, description: 'A file named in the manifest, e.g. Patient.ndjson.' }) });

const OUTCOME = (description: string) => fhirBodyResponse(`OperationOutcome: ${description}`);
const KICK_OFF_RESPONSES = {
  202: OUTCOME('accepted; poll the Content-Location URL.'),
  400: OUTCOME('a parameter this server does not support, or no Prefer: respond-async.'),
  401: OUTCOME('no or a wrong credential.'),
  403: OUTCOME('the site is not authoritative or not active, or the credential is for another site or lacks the scope.'),
  404: OUTCOME('no such site for this caller, or no such group.'),
  406: OUTCOME('an Accept other than FHIR JSON.'),
};

/** The parameters of a kick-off: the query string, a form body, or a Parameters resource's `value[x]` entries. */
/** The kick-off's path on the FHIR base (`Patient/$export`), for the audit trail. */
function exportPathOf(url: string): string {
  const path = url.split('?')[0]!;
  const at = path.indexOf(`${FHIR_BASE}/`);
  return at < 0 ? path : path.slice(at + FHIR_BASE.length + 1);
}

function kickOffParams(request: FastifyRequest): [string, string][] {
  const q = request.url.indexOf('?');
  const pairs: [string, string][] = [...new URLSearchParams(q < 0 ? '' : request.url.slice(q + 1)).entries()];
  const body = request.body;
  if (typeof body === 'string' && body.trim() !== '') {
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type === 'application/x-www-form-urlencoded') return [...pairs, ...new URLSearchParams(body).entries()];
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw invalid('The body is not valid JSON.');
    }
    const resource = parsed as { resourceType?: unknown; parameter?: Array<Record<string, unknown>> };
    if (resource.resourceType !== 'Parameters') throw invalid('A POST kick-off takes a Parameters resource.');
    for (const p of resource.parameter ?? []) {
      const valueKey = Object.keys(p).find((k) => k.startsWith('value'));
      if (typeof p.name !== 'string' || valueKey === undefined) throw invalid('Each parameter needs a name and a value[x].');
      pairs.push([p.name, String(p[valueKey])]);
    }
  }
  return pairs;
}

export function fhirBulkRoutes(ctx: GatewayContext, options: BulkRouteOptions): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = [options.tag];
    // A POST kick-off may carry a Parameters resource: kept as text here and read by kickOffParams.
    app.removeContentTypeParser(['application/json']);
    app.addContentTypeParser(['application/json', 'application/fhir+json'], { parseAs: 'string' }, (_request, body, done) => done(null, body));

    const baseOf = (request: FastifyRequest, siteId: string) => `${request.protocol}://${request.host}${options.surfacePrefix}/sites/${encodeURIComponent(siteId)}${FHIR_BASE}`;
    const guarded = async (reply: FastifyReply, work: () => Promise<FastifyReply>): Promise<FastifyReply> => {
      try {
        return await work();
      } catch (err) {
        if (!(err instanceof FhirError)) throw err;
        return sendFhir(reply, err.status, errorOutcome(err));
      }
    };

    const kickOff = async (request: FastifyRequest, reply: FastifyReply, siteId: string, level: ExportLevel): Promise<FastifyReply> => {
      const caller = await options.resolveCaller(request, siteId);
      return guarded(reply, async () => {
        const accept = request.headers.accept;
        if (accept !== undefined && accept.trim() !== '' && !ACCEPTS_JSON.test(accept)) throw new FhirError(406, 'not-supported', 'Accept application/fhir+json.');
        if (!/(^|[;,\s])respond-async\b/i.test(String(request.headers.prefer ?? ''))) throw invalid('$export is asynchronous: send Prefer: respond-async.');
        const baseUrl = baseOf(request, siteId);
        beginAudit(ctx, request, { operation: 'fhir.export', siteId: caller.site.id, fhirRequest: fhirRequestWithoutValues(request.method, exportPathOf(request.url), kickOffParams(request).map(([name]) => name)) });
        const id = await startBulkExport(ctx, caller, {
          level,
          params: kickOffParams(request),
          requestUrl: `${request.protocol}://${request.host}${request.url}`,
          baseUrl,
          // A SMART token exports only types its scopes grant: asking for more is refused, not cut silently.
          checkType: (type) => checkSmartScope(request, type),
        });
        const accepted = { resourceType: 'OperationOutcome', issue: [{ severity: 'information', code: 'informational', diagnostics: 'Export started; poll the Content-Location URL.' }] };
        return sendFhir(reply, 202, accepted, { 'content-location': `${baseUrl}/$export-status/${id}` });
      });
    };

    const kickOffSchema = (summary: string, params: typeof SiteParams | typeof GroupParams) => ({
      tags,
      summary,
      description:
        'Bulk Data Access kick-off (asynchronous; needs `Prefer: respond-async`). Parameters: `_type`, `_since`, `_outputFormat` ' +
        '(application/fhir+ndjson), `_typeFilter` (searches this server supports). Answers 202 with `Content-Location`: the status URL.',
      params,
      produces: ['application/fhir+json'],
      response: KICK_OFF_RESPONSES,
    });
    for (const method of ['GET', 'POST'] as const) {
      app.route({ method, url: `/sites/:siteId${FHIR_BASE}/$export`, schema: kickOffSchema('Bulk export of every resource type served (system level)', SiteParams), handler: (request, reply) => kickOff(request, reply, (request.params as { siteId: string }).siteId, { kind: 'system' }) });
      app.route({ method, url: `/sites/:siteId${FHIR_BASE}/Patient/$export`, schema: kickOffSchema('Bulk export of all patients and their compartments', SiteParams), handler: (request, reply) => kickOff(request, reply, (request.params as { siteId: string }).siteId, { kind: 'patient' }) });
      app.route({
        method,
        url: `/sites/:siteId${FHIR_BASE}/Group/:groupId/$export`,
        schema: kickOffSchema('Bulk export of a group of patients and their compartments', GroupParams),
        handler: (request, reply) => {
          const { siteId, groupId } = request.params as { siteId: string; groupId: string };
          return kickOff(request, reply, siteId, { kind: 'group', groupId });
        },
      });
    }

    app.get(
      `/sites/:siteId${FHIR_BASE}/$export-status/:exportId`,
      {
        schema: {
          tags,
          summary: 'Bulk export status',
          description: '202 with `X-Progress` and `Retry-After` while the export runs; 200 with the manifest once it is complete; 404 once cancelled or expired.',
          params: ExportParams,
          produces: ['application/json'],
          response: { 200: fhirBodyResponse('The export manifest'), 202: { description: 'Still running.', type: 'null' }, 404: OUTCOME('no such export for this caller.') },
        },
      },
      async (request, reply) => {
        const caller = await options.resolveCaller(request, request.params.siteId);
        return guarded(reply, async () => {
          const status = await bulkExportStatus(ctx, caller, request.params.exportId, baseOf(request, request.params.siteId));
          if (status.state === 'running') {
            return reply.code(202).headers({ 'x-progress': `${status.done} of ${status.total} resource types done`, 'retry-after': String(RETRY_AFTER_SECONDS) }).send();
          }
          return reply.code(200).type('application/json').send(JSON.stringify(status.manifest));
        });
      },
    );
    app.delete(
      `/sites/:siteId${FHIR_BASE}/$export-status/:exportId`,
      {
        schema: {
          tags,
          summary: 'Cancel a bulk export',
          description: 'Cancels the export and deletes its files: 202, then its status and files answer 404.',
          params: ExportParams,
          response: { 202: fhirBodyResponse('OperationOutcome: cancelled.'), 404: OUTCOME('no such export for this caller.') },
        },
      },
      async (request, reply) => {
        const caller = await options.resolveCaller(request, request.params.siteId);
        return guarded(reply, async () => {
          await cancelBulkExport(ctx, caller, request.params.exportId);
          return sendFhir(reply, 202, { resourceType: 'OperationOutcome', issue: [{ severity: 'information', code: 'informational', diagnostics: 'The export was cancelled.' }] });
        });
      },
    );
    app.get(
      `/sites/:siteId${FHIR_BASE}/$export-output/:exportId/:file`,
      {
        schema: {
          tags,
          summary: 'A bulk export output file',
          description: 'One resource per line (application/fhir+ndjson), streamed. Needs the credential that started the export.',
          params: FileParams,
          produces: [NDJSON],
          response: { 200: { description: 'NDJSON resources.', content: { [NDJSON]: { schema: { type: 'string' } } } }, 404: OUTCOME('no such export or file for this caller, or it expired.') },
        },
      },
      async (request, reply) => {
        const caller = await options.resolveCaller(request, request.params.siteId);
        return guarded(reply, async () => {
          const type = /^([A-Za-z]+)\.ndjson$/.exec(request.params.file)?.[1];
          if (type !== undefined && type !== ERROR_FILE) checkSmartScope(request, type);
          beginAudit(ctx, request, { operation: 'fhir.exportFile', siteId: caller.site.id, fhirRequest: `GET $export-output/${request.params.file.slice(0, 64)}` });
          const file = await openBulkExportFile(ctx, caller, request.params.exportId, request.params.file);
          if ('stored' in file) {
            // Written from pooled buffers, each reused once the socket has taken it (api/page-response); the reply is
            // hijacked, so the audit record is completed here rather than by the onSend hook.
            completeAuditOnClose(ctx, request, reply.raw, 200, file.stored.size);
            await sendStoredContent(reply, file.stored, NDJSON);
            return reply;
          }
          // A byte stream, not an object stream: an object stream would read 16 chunks ahead of a slow client.
          return reply.code(200).type(NDJSON).send(Readable.from(file.lines, { objectMode: false }));
        });
      },
    );
  };
}
