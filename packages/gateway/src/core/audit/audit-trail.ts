/**
 * @module core/audit/audit-trail
 * Takes the audit records of accesses to sites' data and writes them in batches, off the request's path: a
 * request hands its record over and answers at once; the records of a few hundred milliseconds are written
 * together (a group write, as core/batch-writer's, without a promise per record: nobody waits for one). They
 * go in transactions of WRITE_BATCH records with a turn of the event loop between two: on SQLite a write holds
 * the thread, and a busy second's records in one transaction would hold every request for milliseconds. A
 * failed batch is written again record by record, so one bad record cannot lose the others; a record that
 * still fails is logged (without its content) and never fails the request it describes. At shutdown `drain`
 * writes what waits. A store that stops answering must not take the gateway's memory with it: past
 * MAX_PENDING waiting records, new ones are dropped, said in the log when it starts and counted once the
 * writes catch up.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { v7 as timeOrderedUuid } from 'uuid';
import type { Logger } from '../../log.js';
import { insertAuditRecords } from '../../store/audit-records.js';
import type { Store } from '../../store/db.js';
import type { AuditRecord } from '../../store/model.js';

/** Records gathered before they are written: a burst of accesses costs a few writes, not one each. */
const WINDOW_MS = 200;
/** Records per transaction. */
const WRITE_BATCH = 64;
/** Records waiting to be written at most (a few hundred bytes each). */
export const MAX_PENDING = 100_000;

export type NewAuditRecord = Omit<AuditRecord, 'id'>;
export type { AuditCredentialKind, AuditSurface } from '../../store/model.js';

export class AuditTrail {
  private pending: AuditRecord[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> | undefined;
  /** Records dropped since the queue was last full. */
  private dropped = 0;

  constructor(
    private readonly store: Store,
    private readonly log: Logger,
    /** False when the operator turned the trail off (GATEWAY_AUDIT_TRAIL=off): records are dropped. */
    private readonly enabled = true,
    private readonly maxPending = MAX_PENDING,
  ) {}

  /** Queues one record; never throws and never waits for the write. */
  record(entry: NewAuditRecord): void {
    if (!this.enabled) return;
    if (this.pending.length >= this.maxPending) {
      if (this.dropped++ === 0) this.log.error({ waiting: this.pending.length }, 'the audit trail cannot keep up with the store: new audit records are dropped until it does');
      return;
    }
    const record = entry as AuditRecord;
    // Time-ordered, so a record lands at the end of the primary key's index instead of on a random page of it.
    record.id = timeOrderedUuid();
    this.pending.push(record);
    this.timer ??= setTimeout(() => this.startWriting(), WINDOW_MS);
  }

  /** Writes every record queued so far (shutdown; tests). */
  async drain(): Promise<void> {
    if (this.pending.length > 0) this.startWriting();
    while (this.writing) await this.writing;
  }

  private startWriting(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.writing ??= this.writePending().finally(() => (this.writing = undefined));
  }

  private async writePending(): Promise<void> {
    while (this.pending.length > 0) {
      await this.write(this.pending.splice(0, WRITE_BATCH));
      if (this.dropped > 0 && this.pending.length < this.maxPending) {
        this.log.error({ dropped: this.dropped }, 'audit records were dropped while the audit trail could not keep up with the store');
        this.dropped = 0;
      }
      if (this.pending.length > 0) await nextTurn();
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
