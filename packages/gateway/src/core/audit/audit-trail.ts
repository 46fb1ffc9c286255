/**
 * @module core/audit/audit-trail
 * Takes the audit records of accesses to sites' data and writes them in batches, off the request's path: a
 * request hands its record over and answers at once; the records of a few hundred milliseconds share one
 * commit (a group write, as core/batch-writer's, without a promise per record: nobody waits for one). A
 * failed batch is written again record by record, so one bad record cannot lose the others; a record that
 * still fails is logged (without its content) and never fails the request it describes. At shutdown `drain`
 * writes what waits.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from '../../log.js';
import { insertAuditRecords } from '../../store/audit-records.js';
import type { Store } from '../../store/db.js';
import type { AuditRecord } from '../../store/model.js';

/** Records gathered before one commit: a burst of accesses costs one write, not one each. */
const WINDOW_MS = 200;
const MAX_BATCH = 500;

export type NewAuditRecord = Omit<AuditRecord, 'id'>;
export type { AuditCredentialKind, AuditSurface } from '../../store/model.js';

export class AuditTrail {
  private pending: AuditRecord[] = [];
  private timer: NodeJS.Timeout | undefined;
  private readonly writes = new Set<Promise<void>>();

  constructor(
    private readonly store: Store,
    private readonly log: Logger,
  ) {}

  /** Queues one record; never throws and never waits for the write. */
  record(entry: NewAuditRecord): void {
    const record = entry as AuditRecord;
    record.id = randomUUID();
    this.pending.push(record);
    if (this.pending.length >= MAX_BATCH) this.writeNow();
    else this.timer ??= setTimeout(() => this.writeNow(), WINDOW_MS);
  }

  /** Writes every record queued so far (shutdown; tests). */
  async drain(): Promise<void> {
    this.writeNow();
    while (this.writes.size > 0) await Promise.allSettled([...this.writes]);
  }

  private writeNow(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, MAX_BATCH);
      const write = this.write(batch).finally(() => this.writes.delete(write));
      this.writes.add(write);
    }
  }

  private async write(batch: readonly AuditRecord[]): Promise<void> {
    try {
      await this.store.transaction((trx) => insertAuditRecords(trx, batch));
    } catch {
      for (const record of batch) {
        await this.store.transaction((trx) => insertAuditRecords(trx, [record])).catch((err: unknown) => {
          this.log.error({ err, operation: record.operation, siteId: record.siteId }, 'an audit record could not be written');
        });
      }
    }
  }
}
