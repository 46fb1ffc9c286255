/**
 * @module core/audit/query-ends
 * Completes the audit record of an async query, or writes the one of a registered run, when the query
 * ends: outcome (its final status), rows and bytes. A final hook of the query lifecycle, so the record
 * commits with the status change; the request that created an async query wrote who asked (or will: the
 * store merges the two by query id, whichever lands first).
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../store/db.js';
import { recordQueryEnds } from '../../store/audit-records.js';
import type { AuditRecord, Query } from '../../store/model.js';
import type { FinalHook } from '../queries/lifecycle.js';
import { sqlFingerprint } from './without-values.js';

function endRecord(query: Query): AuditRecord {
  const run = query.registeredRun;
  return {
    id: randomUUID(),
    at: query.createdAt,
    integratorId: query.integratorId,
    credentialKind: run ? 'registration' : 'integratorKey',
    // For an async query the request's record names the credential; this placeholder lasts until it lands.
    credentialId: run ? run.registeredQueryId : '',
    surface: run ? 'scheduler' : 'integrator',
    siteId: query.siteId,
    operation: run ? 'query.registeredRun' : 'query.async',
    queryId: query.id,
    ...sqlFingerprint(query.command.text),
    fhirRequest: null,
    outcome: query.status,
    httpStatus: null,
    rows: query.resultRows,
    bytes: query.resultSize,
  };
}

/**
 * The async queries a request created for its own SQL. The FHIR facade's queries (a bulk export's parts; they
 * carry no request body of their own) are on the trail as the FHIR request that made them.
 */
export const auditQueryEnds: FinalHook = {
  wants: (query) => query.mode === 'async' && (query.registeredRun !== undefined || query.requestSize > 0),
  apply: (db: Db, query: Query) => recordQueryEnds(db, [endRecord(query)]),
  applyAll: (db: Db, queries: readonly Query[]) => recordQueryEnds(db, queries.map(endRecord)),
};
