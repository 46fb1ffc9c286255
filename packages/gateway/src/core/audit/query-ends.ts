/**
 * @module core/audit/query-ends
 * Completes the audit record of an async query, or writes the one of a registered run, when the query
 * ends: outcome (its final status), rows and bytes. A final hook of the query lifecycle, so the record
 * commits with the status change; the request that created an async query wrote who asked (or will: the
 * store merges the two by query id, whichever lands first).
 */
import { LRUCache } from 'lru-cache';
import type { Db } from '../../store/db.js';
import { recordQueryEnds } from '../../store/audit-records.js';
import type { AuditRecord, Query } from '../../store/model.js';
import type { FinalHook } from '../queries/lifecycle.js';
import { sqlFingerprint, type SqlFingerprint } from './without-values.js';

/**
 * A registration's runs repeat its text: its fingerprint is hashed once, not once a run. Bounded by the texts'
 * size as well as their number (a registration's text can be long).
 */
const registrationFingerprints = new LRUCache<string, { text: string; fingerprint: SqlFingerprint }>({
  max: 10_000,
  maxSize: 16 * 1024 * 1024,
  maxEntrySize: 64 * 1024,
  sizeCalculation: (entry) => entry.text.length + 200,
});

function fingerprintOf(query: Query): SqlFingerprint {
  const registrationId = query.registeredRun?.registeredQueryId;
  if (registrationId === undefined) return sqlFingerprint(query.command.text);
  const known = registrationFingerprints.get(registrationId);
  if (known?.text === query.command.text) return known.fingerprint;
  const fingerprint = sqlFingerprint(query.command.text);
  registrationFingerprints.set(registrationId, { text: query.command.text, fingerprint });
  return fingerprint;
}

function endRecord(query: Query): AuditRecord {
  const run = query.registeredRun;
  return {
    // A query has one record, so its id serves (time-ordered for runs: appended to the primary key's index).
    id: query.id,
    at: query.createdAt,
    integratorId: query.integratorId,
    credentialKind: run ? 'registration' : 'integratorKey',
    // For an async query the request's record names the credential; this placeholder lasts until it lands.
    credentialId: run ? run.registeredQueryId : '',
    surface: run ? 'scheduler' : 'integrator',
    siteId: query.siteId,
    operation: run ? 'query.registeredRun' : 'query.async',
    queryId: query.id,
    ...fingerprintOf(query),
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
