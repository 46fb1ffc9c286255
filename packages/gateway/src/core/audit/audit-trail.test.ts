/**
 * The audit trail's writer: records queued in one window are all written, several transactions' worth
 * included, and none is written twice.
 */
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../log.js';
import { openStore } from '../../store/db.js';
import { migrateToLatest } from '../../store/migrate.js';
import { AuditTrail, type NewAuditRecord } from './audit-trail.js';

const record = (n: number): NewAuditRecord => ({
  at: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
  integratorId: 'integrator-1', credentialKind: 'integratorKey', credentialId: 'sqg_abcdef', surface: 'integrator',
  siteId: 'site-1', operation: 'fhir.read', queryId: null, sqlHash: null, sqlSize: null, fhirRequest: `GET Patient/{id}`,
  outcome: 'ok', httpStatus: 200, rows: 1, bytes: 100 + n,
});

describe('AuditTrail', () => {
  it('writes every record of a burst larger than one transaction, once each', async () => {
    const store = await openStore('sqlite::memory:');
    try {
      await migrateToLatest(store.db, store.engine);
      const trail = new AuditTrail(store, createLogger({ level: 'silent', name: 'test' }));
      for (let n = 0; n < 1000; n++) trail.record(record(n));
      await trail.drain();
      const rows = await store.db.selectFrom('audit_records').select(['bytes', 'id']).execute();
      expect(rows.map((r) => Number(r.bytes)).sort((a, b) => a - b)).toEqual(Array.from({ length: 1000 }, (_, n) => 100 + n));
      expect(new Set(rows.map((r) => r.id)).size).toBe(1000);
    } finally {
      await store.close();
    }
  });

  it('keeps nothing when the operator turned the trail off', async () => {
    const store = await openStore('sqlite::memory:');
    try {
      await migrateToLatest(store.db, store.engine);
      const trail = new AuditTrail(store, createLogger({ level: 'silent', name: 'test' }), false);
      trail.record(record(1));
      await trail.drain();
      expect(await store.db.selectFrom('audit_records').selectAll().execute()).toEqual([]);
    } finally {
      await store.close();
    }
  });
});
