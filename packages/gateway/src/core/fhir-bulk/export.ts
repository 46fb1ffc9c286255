/**
 * @module core/fhir-bulk/export
 * FHIR Bulk Data `$export` for a site: the kick-off turns the request into one async query per resource
 * type (written with the export's row in one transaction, so a restart loses nothing), the status reads
 * those queries and whether each type's NDJSON is ready (./render builds it as the query succeeds), and an
 * output file streams that NDJSON as stored, or, for a type not built in advance, maps the query's pages to
 * NDJSON lines a page at a time (never the whole export in memory). Only the integrator that started an
 * export sees it; a cancelled or expired one is gone (404). Errors are FhirErrors: the route answers them as OperationOutcomes.
 */
import { v7 as timeOrderedUuid } from 'uuid';
import type { OperationOutcome } from 'fhir/r4.js';
import { isoTime } from '@site-query-gateway/protocol/iso-time.js';
import { isFinalStatus } from '@site-query-gateway/protocol/query-status.js';
import { exportResource, planExport, type ExportLevel } from '@site-query-gateway/fhir/bulk/export-plan.js';
import { mappingForKind } from '@site-query-gateway/fhir/mapping/registry.js';
import type { KindMapping } from '@site-query-gateway/fhir/mapping/model.js';
import { FhirError, notFound, notSupported } from '@site-query-gateway/fhir/outcome.js';
import { dialectFor } from '@site-query-gateway/fhir/sql/dialect.js';
import { DEFAULT_TIME_ZONE } from '@site-query-gateway/fhir/time-zone.js';
import { findBulkExport, insertBulkExport, markBulkExportCancelled, type BulkExport, type BulkExportPart, type RenderedPart } from '../../store/bulk-exports.js';
import type { Query } from '../../store/model.js';
import { isoNow } from '../clock.js';
import type { GatewayContext } from '../context.js';
import type { FhirCaller } from '../fhir-site.js';
import { createAsyncQueriesIn } from '../queries/create.js';
import { forgetQueryResults } from '../queries/forget.js';
import { MAX_TIME_IN_QUEUE, normaliseCommand } from '../queries/input.js';
import { findAnyQuery } from '../queries/lookup.js';
import { readPageContent, requirePage, type PageReader } from '../queries/pages.js';
import { pageRowBatches } from './page-row-batches.js';
import { partSettled } from './render.js';

/** The file of an export's failures, beside one file per resource type. */
export const ERROR_FILE = 'errors';
/** Characters of NDJSON handed to the response at a time. */
const CHUNK_CHARS = 64 * 1024;
/** Seconds a client is asked to wait between status polls. */
export const RETRY_AFTER_SECONDS = 1;

export interface ExportRequest {
  level: ExportLevel;
  params: ReadonlyArray<readonly [string, string]>;
  /** The kick-off URL as sent (the manifest's `request`). */
  requestUrl: string;
  /** The site's FHIR base, absolute (links in the manifest). */
  baseUrl: string;
  /** Throws when the caller may not export this type (a SMART token's scopes). */
  checkType?: (type: string) => void;
}

export type ExportStatus =
  | { state: 'running'; done: number; total: number }
  | { state: 'complete'; manifest: ExportManifest };

export interface ExportManifest {
  transactionTime: string;
  request: string;
  requiresAccessToken: true;
  output: { type: string; url: string; count: number }[];
  error: { type: 'OperationOutcome'; url: string; count: number }[];
}

function kindOf(caller: FhirCaller): KindMapping {
  const kind = mappingForKind(caller.site.practiceManagementName);
  if (kind === undefined) throw notSupported(501, `FHIR is not available for ${caller.site.practiceManagementName} sites; use SQL passthrough.`);
  return kind;
}

/** Starts an export; resolves its id. */
export async function startBulkExport(ctx: GatewayContext, caller: FhirCaller, request: ExportRequest): Promise<string> {
  const { site } = caller;
  const kind = kindOf(caller);
  const parts = planExport({
    kind,
    dialect: dialectFor(site.databaseEngine),
    timeZone: site.timeZone ?? DEFAULT_TIME_ZONE,
    now: ctx.clock.now(),
    baseUrl: request.baseUrl,
    level: request.level,
    params: request.params,
  });
  for (const part of parts) request.checkType?.(part.type);
  const nowMs = ctx.clock.nowMs();
  const id = timeOrderedUuid();
  const inputs = parts.map((p) => ({ integratorId: caller.integratorId, siteId: site.id, query: normaliseCommand(p.command, {}, 'async', site.catalogue), requestSize: 0 }));
  const queued = await ctx.store.transaction(async (trx) => {
    const created = await createAsyncQueriesIn(ctx, inputs, trx);
    await insertBulkExport(trx, {
      id,
      integratorId: caller.integratorId,
      siteId: site.id,
      requestUrl: request.requestUrl,
      parts: created.map((q, i) => ({ type: parts[i]!.type, queryId: q.id })),
      status: 'running',
      transactionTime: isoTime(nowMs),
      createdAt: isoTime(nowMs),
      // Served while its queries may still wait in the queue, run, and keep their results.
      expiresAt: isoTime(nowMs + MAX_TIME_IN_QUEUE.async.fallback + ctx.config.resultRetentionMs),
    });
    return created;
  });
  for (const q of queued) ctx.queries.dispatcher.offer(q);
  ctx.log.info({ siteId: site.id, exportId: id, types: parts.length }, 'bulk export started');
  return id;
}

/** The caller's live export, or 404 (unknown, another integrator's or site's, cancelled, expired). */
async function requireExport(ctx: GatewayContext, caller: FhirCaller, exportId: string): Promise<BulkExport> {
  const found = /^[0-9a-f-]{36}$/.test(exportId) ? await findBulkExport(ctx.store.db, exportId) : undefined;
  if (!found || found.integratorId !== caller.integratorId || found.siteId !== caller.site.id || found.status === 'cancelled' || found.expiresAt <= isoNow(ctx.clock)) {
    throw notFound('No such export (it may have been cancelled or have expired).');
  }
  return found;
}

async function partQueries(ctx: GatewayContext, exp: BulkExport): Promise<{ type: string; part: BulkExportPart; query: Query | undefined }[]> {
  return Promise.all(exp.parts.map(async (p) => ({ type: p.type, part: p, query: await findAnyQuery(ctx, p.queryId) })));
}

function failureOf(type: string, query: Query | undefined): OperationOutcome {
  const why = query === undefined ? 'its query is gone' : query.status === 'expiredInQueue' ? 'the site did not start it in time' : `its query ended ${query.status}`;
  return { resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: query?.status === 'expiredInQueue' ? 'timeout' : 'exception', diagnostics: `${type} was not exported: ${why}.` }] };
}

export async function bulkExportStatus(ctx: GatewayContext, caller: FhirCaller, exportId: string, baseUrl: string): Promise<ExportStatus> {
  const exp = await requireExport(ctx, caller, exportId);
  const parts = await partQueries(ctx, exp);
  // Complete once every type's file is ready to stream (./render), not merely once its query ended.
  const done = parts.filter((p) => partSettled(p.part, p.query)).length;
  if (done < parts.length) return { state: 'running', done, total: parts.length };
  const fileUrl = (name: string) => `${baseUrl}/$export-output/${exp.id}/${name}.ndjson`;
  const succeeded = parts.filter((p) => p.query?.status === 'successful');
  const failed = parts.length - succeeded.length;
  return {
    state: 'complete',
    manifest: {
      transactionTime: exp.transactionTime,
      request: exp.requestUrl,
      requiresAccessToken: true,
      // A type with no resources has no file (the IG: no empty files).
      output: succeeded.filter((p) => (p.query!.resultRows ?? 0) > 0).map((p) => ({ type: p.type, url: fileUrl(p.type), count: p.query!.resultRows ?? 0 })),
      error: failed === 0 ? [] : [{ type: 'OperationOutcome', url: fileUrl(ERROR_FILE), count: failed }],
    },
  };
}

/** Cancels the caller's export: its files are gone at once, and what its queries kept is forgotten. */
export async function cancelBulkExport(ctx: GatewayContext, caller: FhirCaller, exportId: string): Promise<void> {
  const exp = await requireExport(ctx, caller, exportId);
  await markBulkExportCancelled(ctx.store.db, exp.id);
  for (const { query } of await partQueries(ctx, exp)) {
    if (query === undefined) continue;
    // A query still running keeps its results until the retention sweep; the export no longer serves them.
    if (isFinalStatus(query.status)) await forgetQueryResults(ctx.store, query.id);
    else ctx.queries.dispatcher.cancel(query.siteId, query.id, 'bulk export cancelled');
  }
  ctx.log.info({ siteId: exp.siteId, exportId: exp.id }, 'bulk export cancelled');
}

/** A rendered file (./render): stored, of a known size, read into the caller's buffers. */
export interface StoredBulkFile {
  size: number;
  open(): Promise<PageReader>;
}

/** An output file: as rendered, or built from the rows as it is read. */
export type BulkExportFile = { stored: StoredBulkFile } | { lines: AsyncIterable<string> };

/**
 * A rendered file: each page's stored NDJSON in order, each page only while the query's own page is still
 * served (the NDJSON goes with the results it was built from; a page gone midway ends the file as an error).
 * Opening it opens nothing yet, so it cannot fail once the first page has been checked.
 */
function renderedFile(ctx: GatewayContext, query: Query, rendered: RenderedPart): StoredBulkFile {
  const content = ctx.store.pageContent.of(rendered.storage);
  const pages = rendered.pageBytes.length;
  return {
    size: rendered.pageBytes.reduce((sum, bytes) => sum + bytes, 0),
    open: async () => {
      let n = 0;
      let current: PageReader | undefined;
      return {
        read: async (buffer) => {
          for (;;) {
            if (current === undefined) {
              if (n >= pages) return 0;
              n++;
              if (n > 1) await requirePage(ctx, query, n);
              current = await content.open({ queryId: query.id, pageNumber: n, attemptId: rendered.attemptId });
            }
            const got = await current.read(buffer);
            if (got > 0) return got;
            await current.close();
            current = undefined;
          }
        },
        close: async () => {
          n = pages;
          await current?.close();
          current = undefined;
        },
      };
    },
  };
}

/**
 * One output file of a complete export as NDJSON: as rendered (./render), or built from the rows a page at a
 * time. Throws (404) before the first chunk when there is no such file; a failure later ends the stream.
 */
export async function openBulkExportFile(ctx: GatewayContext, caller: FhirCaller, exportId: string, fileName: string): Promise<BulkExportFile> {
  const exp = await requireExport(ctx, caller, exportId);
  const name = /^([A-Za-z]+)\.ndjson$/.exec(fileName)?.[1];
  if (name === undefined) throw notFound('No such file in this export.');
  const parts = await partQueries(ctx, exp);
  if (parts.some((p) => p.query !== undefined && !isFinalStatus(p.query.status))) throw new FhirError(404, 'not-found', 'The export is still running; poll its status URL.');
  if (name === ERROR_FILE) {
    const failed = parts.filter((p) => p.query?.status !== 'successful');
    if (failed.length === 0) throw notFound('This export has no errors.');
    return {
      lines: (async function* () {
        for (const p of failed) yield `${JSON.stringify(failureOf(p.type, p.query))}\n`;
      })(),
    };
  }
  const part = parts.find((p) => p.type === name && p.query?.status === 'successful');
  if (part === undefined) throw notFound('No such file in this export.');
  const query = part.query!;
  const rendered = part.part.rendered;
  // Checked before the first byte, so an expired result is a 404, not a cut-off stream.
  const first = await requirePage(ctx, query, 1).catch(() => {
    throw notFound('The export has expired.');
  });
  if (rendered !== undefined) return { stored: renderedFile(ctx, query, rendered) };
  const kind = kindOf(caller);
  const timeZone = caller.site.timeZone ?? DEFAULT_TIME_ZONE;
  const pageCount = Math.max(1, query.pageCount ?? 1);
  const lines = (async function* () {
    for (let n = 1; n <= pageCount; n++) {
      const page = n === 1 ? first : await requirePage(ctx, query, n);
      // Lines go out in pieces of about CHUNK_CHARS: a page's NDJSON is several times its row JSON.
      let text = '';
      for (const rows of pageRowBatches(await readPageContent(ctx, query, page), name)) {
        for (const row of rows) {
          text += `${JSON.stringify(exportResource(kind, name, row, timeZone))}\n`;
          if (text.length >= CHUNK_CHARS) {
            yield text;
            text = '';
          }
        }
      }
      if (text !== '') yield text;
    }
  })();
  return { lines };
}
