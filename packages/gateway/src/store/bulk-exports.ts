/**
 * @module store/bulk-exports
 * FHIR Bulk Data exports: who asked, for which site, the async query behind each resource type, and when
 * the export (with its queries' results) expires. The rows of an export live in its queries' pages.
 */
import { parseJsonOr } from './json-columns.js';
import type { PageStorage } from './model.js';
import type { BulkExportRow, Db } from './schema.js';

/** A type's NDJSON, rendered once its query ended: one stored content per result page, in page order. */
export interface RenderedPart {
  /** The attempt id its contents are stored under (beside the query's own pages). */
  attemptId: string;
  /** The page content store that holds them. */
  storage: Exclude<PageStorage, 'inline'>;
  /** Bytes of each page's NDJSON. */
  pageBytes: number[];
}

export interface BulkExportPart {
  type: string;
  queryId: string;
  /** Present once the type's file is rendered. */
  rendered?: RenderedPart;
  /** An instance rendering the file, and when it last wrote a page (a claim not renewed for a while is free). */
  rendering?: { attemptId: string; at: string };
  /** Rendering failed: the file is built as it is read instead. */
  renderFailed?: true;
}

export interface BulkExport {
  id: string;
  integratorId: string;
  siteId: string;
  requestUrl: string;
  parts: BulkExportPart[];
  /** `running` until every type's file is ready (or failed), then `ready`; `cancelled` by its integrator. */
  status: 'running' | 'ready' | 'cancelled';
  transactionTime: string;
  createdAt: string;
  expiresAt: string;
}

export async function insertBulkExport(db: Db, e: BulkExport): Promise<void> {
  await db
    .insertInto('bulk_exports')
    .values({
      id: e.id,
      integrator_id: e.integratorId,
      site_id: e.siteId,
      request_url: e.requestUrl,
      parts: JSON.stringify(e.parts),
      status: e.status,
      transaction_time: e.transactionTime,
      created_at: e.createdAt,
      expires_at: e.expiresAt,
    })
    .execute();
}

function toBulkExport(row: BulkExportRow): BulkExport {
  return {
    id: row.id,
    integratorId: row.integrator_id,
    siteId: row.site_id,
    requestUrl: row.request_url,
    parts: parseJsonOr<BulkExportPart[]>(row.parts, []),
    status: row.status,
    transactionTime: row.transaction_time,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}

export async function findBulkExport(db: Db, id: string): Promise<BulkExport | undefined> {
  const row = await db.selectFrom('bulk_exports').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toBulkExport(row);
}

/**
 * Replaces the parts of a running export if they are still `expected` (as last read): one instance's change
 * never overwrites another's, and nothing changes a cancelled export's. Resolves true when it did.
 */
export async function replaceBulkExportParts(db: Db, id: string, expected: readonly BulkExportPart[], parts: readonly BulkExportPart[]): Promise<boolean> {
  const result = await db
    .updateTable('bulk_exports')
    .set({ parts: JSON.stringify(parts) })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .where('parts', '=', JSON.stringify(expected))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Exports still running and not expired, oldest first, after `after` (the last one of the previous call): the
 * renderer walks them all, a page at a time, so a few long-waiting exports cannot hide the others.
 */
export async function listRunningBulkExports(db: Db, now: string, limit: number, after?: { createdAt: string; id: string }): Promise<BulkExport[]> {
  let query = db.selectFrom('bulk_exports').selectAll().where('status', '=', 'running').where('expires_at', '>', now);
  if (after !== undefined) query = query.where((eb) => eb.or([eb('created_at', '>', after.createdAt), eb.and([eb('created_at', '=', after.createdAt), eb('id', '>', after.id)])]));
  const rows = await query.orderBy('created_at').orderBy('id').limit(limit).execute();
  return rows.map(toBulkExport);
}

/** Marks the export's files all ready (from running only: a cancel is never undone). */
export async function markBulkExportReady(db: Db, id: string): Promise<void> {
  await db.updateTable('bulk_exports').set({ status: 'ready' }).where('id', '=', id).where('status', '=', 'running').execute();
}

export async function markBulkExportCancelled(db: Db, id: string): Promise<void> {
  await db.updateTable('bulk_exports').set({ status: 'cancelled' }).where('id', '=', id).execute();
}

/** Forgets exports past their expiry (their queries' results expire on their own); returns how many. */
export async function deleteExpiredBulkExports(db: Db, now: string): Promise<number> {
  const result = await db.deleteFrom('bulk_exports').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
