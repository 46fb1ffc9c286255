/**
 * @module store/bulk-exports
 * FHIR Bulk Data exports: who asked, for which site, the async query behind each resource type, and when
 * the export (with its queries' results) expires. The rows of an export live in its queries' pages.
 */
import { parseJsonOr } from './json-columns.js';
import type { Db } from './schema.js';

export interface BulkExportPart {
  type: string;
  queryId: string;
}

export interface BulkExport {
  id: string;
  integratorId: string;
  siteId: string;
  requestUrl: string;
  parts: BulkExportPart[];
  status: 'running' | 'cancelled';
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

export async function findBulkExport(db: Db, id: string): Promise<BulkExport | undefined> {
  const row = await db.selectFrom('bulk_exports').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
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

export async function markBulkExportCancelled(db: Db, id: string): Promise<void> {
  await db.updateTable('bulk_exports').set({ status: 'cancelled' }).where('id', '=', id).execute();
}

/** Forgets exports past their expiry (their queries' results expire on their own); returns how many. */
export async function deleteExpiredBulkExports(db: Db, now: string): Promise<number> {
  const result = await db.deleteFrom('bulk_exports').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
