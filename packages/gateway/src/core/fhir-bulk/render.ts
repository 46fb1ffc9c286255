/**
 * @module core/fhir-bulk/render
 * Renders each type's NDJSON file of a bulk export as soon as its query has succeeded, while the site still
 * runs the other types, so that by the time the manifest says the export is complete its files only need
 * streaming. Across a clinic's link the gateway would otherwise wait idle through the uploads and then build
 * every resource after them, one after the other.
 *
 * A background task takes one type at a time: it claims the type in the export's row (a claim not renewed for
 * CLAIM_STALE_MS is free again, so a gateway that stopped mid-file hands it on), builds each result page's
 * resources in small batches with a turn of the event loop between them (a search or a point query never
 * waits long behind a file), and stores each page's NDJSON beside the query's own pages: the query's
 * retention, and a cancel, remove them with it. A type that cannot be rendered is marked so, and its file is
 * then built as it is read.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { randomUUID } from 'node:crypto';
import { exportResource } from '@site-query-gateway/fhir/bulk/export-plan.js';
import { mappingForKind } from '@site-query-gateway/fhir/mapping/registry.js';
import { DEFAULT_TIME_ZONE } from '@site-query-gateway/fhir/time-zone.js';
import { isFinalStatus } from '@site-query-gateway/protocol/query-status.js';
import { findBulkExport, listRunningBulkExports, markBulkExportReady, replaceBulkExportParts, type BulkExport, type BulkExportPart } from '../../store/bulk-exports.js';
import type { Query } from '../../store/model.js';
import { findSiteById } from '../../store/sites.js';
import type { BackgroundTask } from '../background-tasks.js';
import { isoNow } from '../clock.js';
import type { GatewayContext } from '../context.js';
import { findAnyQuery } from '../queries/lookup.js';
import { readPageContent, requirePage } from '../queries/pages.js';
import { pageRowBatches } from './page-row-batches.js';

/** A claim not renewed for this long belongs to a gateway that stopped: another may take the type. */
export const CLAIM_STALE_MS = 60_000;
/** Running exports looked at per pass. */
const EXPORTS_PER_PASS = 50;
/** A rendered page may be this large (a page of rows is at most 64 MiB; its resources are a few times that). */
const MAX_RENDERED_PAGE_BYTES = 1024 * 1024 * 1024;

/** Whether a type's file is settled: rendered, failed, or nothing to render (its query failed or found nothing). */
export function partSettled(part: BulkExportPart, query: Query | undefined): boolean {
  if (query === undefined) return true;
  if (!isFinalStatus(query.status)) return false;
  if (query.status !== 'successful' || (query.resultRows ?? 0) === 0) return true;
  return part.rendered !== undefined || part.renderFailed === true;
}

/** Changes one part of the export, if nobody changed the parts since `exp` was read; resolves the export as it now is, or undefined. */
async function changePart(ctx: GatewayContext, exp: BulkExport, index: number, change: (part: BulkExportPart) => BulkExportPart): Promise<BulkExport | undefined> {
  const parts = exp.parts.map((p, i) => (i === index ? change(p) : p));
  return (await replaceBulkExportParts(ctx.store.db, exp.id, exp.parts, parts)) ? { ...exp, parts } : undefined;
}

/**
 * Changes the part this attempt holds the claim of. Another instance changing another part of the same export
 * in between is no reason to give up: the export is read again and the change applied to what it holds, as long
 * as it still runs and the claim is still this attempt's. Resolves undefined when the claim is lost.
 */
async function changeClaimedPart(ctx: GatewayContext, exp: BulkExport, index: number, attemptId: string, change: (part: BulkExportPart) => BulkExportPart): Promise<BulkExport | undefined> {
  let current: BulkExport | undefined = exp;
  for (let attempt = 0; attempt < 10; attempt++) {
    if (current === undefined || current.status !== 'running' || current.parts[index]?.rendering?.attemptId !== attemptId) return undefined;
    const changed = await changePart(ctx, current, index, change);
    if (changed !== undefined) return changed;
    current = await findBulkExport(ctx.store.db, exp.id);
  }
  return undefined;
}

/**
 * One page's resources as NDJSON, in pieces of about a batch of rows, a batch per turn: written as they come,
 * so no page's whole text is ever held (short-lived pieces are what the young generation collects cheaply).
 */
async function* renderPage(rowBatches: Iterable<Record<string, unknown>[]>, build: (row: Record<string, unknown>) => unknown, stopping: () => boolean): AsyncGenerator<Buffer> {
  let first = true;
  for (const rows of rowBatches) {
    if (!first) await nextTurn();
    first = false;
    if (stopping()) throw new Stopping();
    let text = '';
    for (const row of rows) text += `${JSON.stringify(build(row))}\n`;
    yield Buffer.from(text, 'utf8');
  }
}

/**
 * Renders the part at `index` (claimed by the caller as `exp`). Each page written renews the claim; resolves
 * when the part is marked rendered, or failed, or when the claim was lost (another instance took it).
 */
async function renderPart(ctx: GatewayContext, claimed: BulkExport, index: number, query: Query): Promise<void> {
  let exp = claimed;
  const part = exp.parts[index]!;
  const attemptId = part.rendering!.attemptId;
  const content = ctx.store.pageContent.primary;
  const pageBytes: number[] = [];
  try {
    const site = await findSiteById(ctx.store.db, exp.siteId);
    const kind = site && mappingForKind(site.practiceManagementName);
    if (!site || !kind) throw new Error('the site or its FHIR mapping is gone');
    const timeZone = site.timeZone ?? DEFAULT_TIME_ZONE;
    const build = (row: Record<string, unknown>) => exportResource(kind, part.type, row, timeZone);
    const pageCount = Math.max(1, query.pageCount ?? 1);
    // Every page is read into this one buffer (grown for a larger page): a buffer per page outlived the young
    // collections while its rows were built, and each waited for a full one.
    let scratch = Buffer.alloc(0);
    for (let n = 1; n <= pageCount; n++) {
      const page = await requirePage(ctx, query, n);
      if (scratch.length <= page.size) scratch = Buffer.allocUnsafeSlow(page.size + 1);
      const bytes = await readPageContent(ctx, query, page, scratch);
      const lines = renderPage(pageRowBatches(bytes, part.type), build, () => ctx.tasks.stopping);
      pageBytes.push(await content.write({ queryId: query.id, pageNumber: n, attemptId }, lines, MAX_RENDERED_PAGE_BYTES));
      const renewed = await changeClaimedPart(ctx, exp, index, attemptId, (p) => ({ ...p, rendering: { attemptId, at: isoNow(ctx.clock) } }));
      if (renewed === undefined) throw new ClaimLost();
      exp = renewed;
    }
    // Results forgotten meanwhile (their retention ran): what was written would outlive them. Given up instead.
    const fresh = await findAnyQuery(ctx, query.id);
    if (fresh === undefined || fresh.resultsExpireAt === null) throw new ClaimLost();
    const done = await changeClaimedPart(ctx, exp, index, attemptId, ({ rendering: _claim, ...p }) => ({ ...p, rendered: { attemptId, storage: content.storage, pageBytes } }));
    if (done === undefined) throw new ClaimLost();
  } catch (err) {
    for (let n = 1; n <= pageBytes.length + 1; n++) await content.discard({ queryId: query.id, pageNumber: n, attemptId }).catch(() => undefined);
    if (err instanceof ClaimLost) return;
    if (err instanceof Stopping) {
      // The gateway stops: the type is handed back at once, for the next start (or another instance) to render.
      await changeClaimedPart(ctx, exp, index, attemptId, ({ rendering: _claim, ...p }) => p);
      return;
    }
    // The error, never a row: a parser's message can quote the page.
    ctx.log.error({ exportId: exp.id, siteId: exp.siteId, type: part.type, error: err instanceof Error ? err.name : 'Error' }, 'a bulk export file could not be rendered; it is built as it is read instead');
    await changeClaimedPart(ctx, exp, index, attemptId, ({ rendering: _claim, ...p }) => ({ ...p, renderFailed: true }));
  }
}

class ClaimLost extends Error {
  override name = 'ClaimLost';
}

class Stopping extends Error {
  override name = 'Stopping';
}

/** Where the walk over running exports goes on from: the last export a pass looked at. */
export interface RenderCursor {
  after?: { createdAt: string; id: string };
}

/**
 * One pass over the next EXPORTS_PER_PASS running exports (from `cursor`, starting over after the last): marks
 * those whose files are all settled as ready, and renders the first type that waits for it (one per pass: the
 * task runs again at once while there is work). Resolves true when it rendered one.
 */
export async function renderWaitingFiles(ctx: GatewayContext, cursor: RenderCursor = {}): Promise<boolean> {
  const now = ctx.clock.now();
  const running = await listRunningBulkExports(ctx.store.db, now.toISOString(), EXPORTS_PER_PASS, cursor.after);
  const last = running.at(-1);
  cursor.after = running.length < EXPORTS_PER_PASS || last === undefined ? undefined : { createdAt: last.createdAt, id: last.id };
  for (const exp of running) {
    const queries = await Promise.all(exp.parts.map((p) => findAnyQuery(ctx, p.queryId)));
    if (exp.parts.every((p, i) => partSettled(p, queries[i]))) {
      await markBulkExportReady(ctx.store.db, exp.id);
      continue;
    }
    for (const [index, part] of exp.parts.entries()) {
      const query = queries[index];
      if (query === undefined || partSettled(part, query) || !isFinalStatus(query.status)) continue;
      if (part.rendering && now.getTime() - Date.parse(part.rendering.at) < CLAIM_STALE_MS) continue;
      const claimed = await changePart(ctx, exp, index, (p) => ({ ...p, rendering: { attemptId: randomUUID(), at: now.toISOString() } }));
      // Another instance changed the export meanwhile: the next pass reads it again.
      if (claimed === undefined) break;
      await renderPart(ctx, claimed, index, query);
      return true;
    }
  }
  return false;
}

export function bulkRenderTask(ctx: GatewayContext): BackgroundTask {
  const cursor: RenderCursor = {};
  return {
    name: 'fhir-bulk:render',
    intervalMs: 500,
    async run() {
      // A few files a run at most; a stop ends the file being rendered at its next page.
      for (let i = 0; i < 4 && !ctx.tasks.stopping && (await renderWaitingFiles(ctx, cursor)); i++);
    },
  };
}
