/**
 * @module core/presence
 * Records what agents' connections say (connected, heartbeat, signed off) and writes it to the store in
 * batches: ten thousand agents heartbeating must not mean ten thousand transactions. Reads overlay the
 * not-yet-written changes, so a site's availability is never staler than its last message.
 */
import type { Kysely } from 'kysely';
import type { Logger } from '../log.js';
import { applySiteUpdates } from '../store/sites.js';
import type { Database, SiteRow, SiteUpdate } from '../store/schema.js';

export class PresenceRecorder {
  private pending = new Map<string, SiteUpdate>();
  /** The batch being written: still overlaid on reads until it is in the store. */
  private writing = new Map<string, SiteUpdate>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: Logger,
    private readonly flushIntervalMs: number,
  ) {}

  record(siteId: string, changes: SiteUpdate): void {
    const merged = { ...this.pending.get(siteId), ...changes };
    this.pending.set(siteId, merged);
    this.timer ??= setTimeout(() => void this.flush(), this.flushIntervalMs);
  }

  /** The row as it will be once pending changes are written. */
  overlay(row: SiteRow): SiteRow {
    const writing = this.writing.get(row.id);
    const pending = this.pending.get(row.id);
    return writing || pending ? ({ ...row, ...writing, ...pending } as SiteRow) : row;
  }

  /** Writes pending changes now. Safe to call concurrently: flushes run one after another. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    if (batch.size === 0) return this.flushing;
    this.pending = new Map();
    this.flushing = this.flushing
      .then(async () => {
        this.writing = batch;
        try {
          await applySiteUpdates(this.db, batch);
        } catch (err) {
          // One bad row (or a transient store error) must not lose the other sites' changes: retry one
          // site at a time and log only those that still fail (a later heartbeat repairs them).
          this.log.warn({ err, sites: batch.size }, 'presence batch failed; retrying site by site');
          for (const [siteId, changes] of batch) {
            await applySiteUpdates(this.db, new Map([[siteId, changes]])).catch((e: unknown) =>
              this.log.error({ err: e, siteId }, 'presence update failed'),
            );
          }
        } finally {
          this.writing = new Map();
        }
      });
    return this.flushing;
  }

  async close(): Promise<void> {
    await this.flush();
  }
}
