/**
 * @module core/audit/audit-reads
 * The operator's reads of the audit trail: a page of records newest first with a cursor to the next, and
 * every record of a filter as a stream for export. Only the operator API calls these; no integrator route
 * reaches them.
 */
import { listAuditRecords, type AuditFilter } from '../../store/audit-records.js';
import type { AuditRecord } from '../../store/model.js';
import type { GatewayContext } from '../context.js';
import { GatewayError } from '../errors.js';

export interface AuditQuery {
  siteId?: string;
  integratorId?: string;
  from?: string;
  to?: string;
  cursor?: string;
}

/** Records per page of an export: large enough to be few statements, small enough to hold in memory. */
const EXPORT_PAGE = 1000;

/** Stored times are ISO text in one format, so bounds are brought to it before they are compared. */
function instant(value: string | undefined): string | undefined {
  return value === undefined ? undefined : new Date(value).toISOString();
}

function encodeCursor(record: AuditRecord): string {
  return Buffer.from(JSON.stringify([record.at, record.id])).toString('base64url');
}

function decodeCursor(cursor: string): { at: string; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'string' && typeof id === 'string') return { at, id };
  } catch {
    // Falls through to the refusal below.
  }
  throw new GatewayError('VALIDATION_FAILED', 'cursor is not one this API gave (use nextCursor of the previous page).');
}

function filterOf(query: AuditQuery): AuditFilter {
  const from = instant(query.from);
  const to = instant(query.to);
  return {
    ...(query.siteId !== undefined ? { siteId: query.siteId } : {}),
    ...(query.integratorId !== undefined ? { integratorId: query.integratorId } : {}),
    ...(from !== undefined ? { from } : {}),
    ...(to !== undefined ? { to } : {}),
    ...(query.cursor !== undefined ? { after: decodeCursor(query.cursor) } : {}),
  };
}

/** One page, newest first; `nextCursor` when more may follow. */
export async function listAudit(ctx: Pick<GatewayContext, 'store'>, query: AuditQuery, limit: number): Promise<{ records: AuditRecord[]; nextCursor?: string }> {
  const records = await listAuditRecords(ctx.store.db, filterOf(query), limit + 1);
  if (records.length <= limit) return { records };
  const page = records.slice(0, limit);
  return { records: page, nextCursor: encodeCursor(page[page.length - 1]!) };
}

/** Every record the filter selects, newest first, read a page at a time. */
export async function* exportAudit(ctx: Pick<GatewayContext, 'store'>, query: AuditQuery): AsyncGenerator<AuditRecord> {
  let filter = filterOf(query);
  for (;;) {
    const records = await listAuditRecords(ctx.store.db, filter, EXPORT_PAGE);
    yield* records;
    if (records.length < EXPORT_PAGE) return;
    const last = records[records.length - 1]!;
    filter = { ...filter, after: { at: last.at, id: last.id } };
  }
}
