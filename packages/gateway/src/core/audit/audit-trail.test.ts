/**
 * The audit trail's writer: records queued in one window are all written, several transactions' worth
 * included, and none is written twice; while the store does not answer (a PostgreSQL table locked by another
 * session) it keeps no more than its limit waiting, drops the rest and says so in the log.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { PG_URL, serviceAvailable } from '../../../../../test/helpers/services.js';
import { createLogger, type Logger } from '../../log.js';
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

const pgAvailable = await serviceAvailable('PostgreSQL', PG_URL);
describe.runIf(pgAvailable)('AuditTrail on a store that stops answering', () => {
  it('keeps at most its limit waiting, drops the rest, says so in the log, and writes what it kept once the store answers', async () => {
    const schema = `audit_trail_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const store = await openStore(PG_URL, { schema, poolSize: 2 });
    const blocker = new pg.Client({ connectionString: PG_URL });
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    try {
      await migrateToLatest(store.db, store.engine);
      await blocker.connect();
      await blocker.query('begin');
      await blocker.query(`lock table "${schema}".audit_records in access exclusive mode`);
      const trail = new AuditTrail(store, pino({ level: 'info' }, sink) as unknown as Logger, true, 100);
      for (let n = 0; n < 150; n++) trail.record(record(n));
      expect(lines.join('')).toContain('new audit records are dropped until it does');
      const drained = trail.drain();
      await blocker.query('commit');
      await drained;
      const rows = await store.db.selectFrom('audit_records').select('bytes').execute();
      expect(rows.map((r) => Number(r.bytes)).sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, n) => 100 + n));
      const counted = lines.map((line) => JSON.parse(line) as { msg: string; dropped?: number }).find((line) => line.dropped !== undefined);
      expect(counted).toMatchObject({ dropped: 50, msg: 'audit records were dropped while the audit trail could not keep up with the store' });
    } finally {
      await blocker.end().catch(() => undefined);
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(store.db);
      await store.close();
    }
  });
});
