/**
 * @module store/audit-records
 * The audit trail's rows: written in batches, completed by query id when an async query or registered run
 * ends, listed for the operator newest first by keyset (time, id), forgotten past their retention.
 * Holds no HTTP and decides no transaction.
 */
import { chunkedStatement } from './chunked-statement.js';
import type { AuditRecord } from './model.js';
import type { AuditRecordRow, AuditRecordsTable, Db } from './schema.js';

function toRow(record: AuditRecord): AuditRecordsTable {
  return {
    id: record.id,
    at: record.at,
    integrator_id: record.integratorId,
    credential_kind: record.credentialKind,
    credential_id: record.credentialId,
    surface: record.surface,
    site_id: record.siteId,
    operation: record.operation,
    query_id: record.queryId,
    sql_hash: record.sqlHash,
    sql_size: record.sqlSize,
    fhir_request: record.fhirRequest,
    outcome: record.outcome,
    http_status: record.httpStatus,
    rows: record.rows,
    bytes: record.bytes,
  };
}

function toRecord(row: AuditRecordRow): AuditRecord {
  return {
    id: row.id,
    at: row.at,
    integratorId: row.integrator_id,
    credentialKind: row.credential_kind as AuditRecord['credentialKind'],
    credentialId: row.credential_id,
    surface: row.surface as AuditRecord['surface'],
    siteId: row.site_id,
    operation: row.operation,
    queryId: row.query_id,
    sqlHash: row.sql_hash,
    sqlSize: row.sql_size === null ? null : Number(row.sql_size),
    fhirRequest: row.fhir_request,
    outcome: row.outcome,
    httpStatus: row.http_status === null ? null : Number(row.http_status),
    rows: row.rows === null ? null : Number(row.rows),
    bytes: row.bytes === null ? null : Number(row.bytes),
  };
}

/**
 * Inserts records as the request side knows them. An async query's record may already be there, written
 * when the query ended (its end can overtake a batched write): then who asked, and how, is added to it and
 * its outcome kept. In chunks of recurring sizes (see ./chunked-statement): every registered run adds a
 * record, and compiling a new multi-row statement each time cost more than writing the rows.
 */
const requestSideInsert = chunkedStatement<AuditRecord, unknown>({
  name: 'insertAuditRecords',
  compile: (db, records) =>
    db
      .insertInto('audit_records')
      .values(records.map(toRow))
      .onConflict((oc) =>
        oc.column('query_id').doUpdateSet((eb) => ({
          at: eb.ref('excluded.at'),
          credential_kind: eb.ref('excluded.credential_kind'),
          credential_id: eb.ref('excluded.credential_id'),
          surface: eb.ref('excluded.surface'),
          http_status: eb.ref('excluded.http_status'),
        })),
      )
      .compile(),
  // Kysely lists a row's values in the order of its keys, which toRow fixes.
  parametersOf: (record) => Object.values(toRow(record)),
});

export async function insertAuditRecords(db: Db, records: readonly AuditRecord[]): Promise<void> {
  await requestSideInsert.run(db, records);
}

/**
 * Records how queries ended (async queries, registered runs): the outcome, rows and bytes of a record the
 * request side wrote, or a new record carrying them when that write has not landed yet.
 */
const queryEndsInsert = chunkedStatement<AuditRecord, unknown>({
  name: 'recordQueryEnds',
  compile: (db, records) =>
    db
      .insertInto('audit_records')
      .values(records.map(toRow))
      .onConflict((oc) =>
        oc.column('query_id').doUpdateSet((eb) => ({
          outcome: eb.ref('excluded.outcome'),
          rows: eb.ref('excluded.rows'),
          bytes: eb.ref('excluded.bytes'),
        })),
      )
      .compile(),
  parametersOf: (record) => Object.values(toRow(record)),
});

export async function recordQueryEnds(db: Db, records: readonly AuditRecord[]): Promise<void> {
  await queryEndsInsert.run(db, records);
}

export interface AuditFilter {
  siteId?: string;
  integratorId?: string;
  /** Records at or after this instant. */
  from?: string;
  /** Records before this instant. */
  to?: string;
  /** Continue after this record (newest first): the last one of the previous page. */
  after?: { at: string; id: string };
}

/** One page of records, newest first. */
export async function listAuditRecords(db: Db, filter: AuditFilter, limit: number): Promise<AuditRecord[]> {
  let query = db.selectFrom('audit_records').selectAll();
  if (filter.siteId !== undefined) query = query.where('site_id', '=', filter.siteId);
  if (filter.integratorId !== undefined) query = query.where('integrator_id', '=', filter.integratorId);
  if (filter.from !== undefined) query = query.where('at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('at', '<', filter.to);
  const after = filter.after;
  if (after !== undefined) query = query.where((eb) => eb.or([eb('at', '<', after.at), eb.and([eb('at', '=', after.at), eb('id', '<', after.id)])]));
  const rows = await query.orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map(toRecord);
}

/** Forgets records older than `cutoff`; resolves with how many. */
export async function deleteAuditRecordsBefore(db: Db, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('audit_records').where('at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
