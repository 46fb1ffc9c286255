/**
 * @module core/audit/audit-trail
 * Takes the audit records of accesses to sites' data and writes them in batches, off the request's path: a
 * request hands its record over and answers at once; the records of a few hundred milliseconds share one
 * commit. A failed write is logged (without the record's content) and never fails the request it describes.
 * At shutdown `drain` writes what waits.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from '../../log.js';
import { insertAuditRecords } from '../../store/audit-records.js';
import type { Store } from '../../store/db.js';
import type { AuditRecord } from '../../store/model.js';
import { BatchWriter } from '../batch-writer.js';

/** Records gathered before one commit: a burst of accesses costs one write, not one each. */
const WINDOW_MS = 200;
const MAX_BATCH = 500;

export type NewAuditRecord = Omit<AuditRecord, 'id'>;
export type { AuditCredentialKind, AuditSurface } from '../../store/model.js';

export class AuditTrail {
  private readonly writer: BatchWriter<AuditRecord>;

  constructor(store: Store, private readonly log: Logger) {
    this.writer = new BatchWriter((records) => store.transaction((trx) => insertAuditRecords(trx, records)), { windowMs: WINDOW_MS, maxBatch: MAX_BATCH });
  }

  /** Queues one record; never throws and never waits for the write. */
  record(entry: NewAuditRecord): void {
    const record = Object.assign({ id: randomUUID() }, entry);
    this.writer.write(record).catch((err: unknown) => {
      this.log.error({ err, operation: record.operation, siteId: record.siteId }, 'an audit record could not be written');
    });
  }

  /** Writes every record queued so far (shutdown; tests). */
  drain(): Promise<void> {
    return this.writer.drain();
  }
}
