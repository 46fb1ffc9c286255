/**
 * @module core/presence
 * Records what agents' connections say (connected, heartbeat, signed off) and writes it to the store in
 * batches: ten thousand agents heartbeating must not mean ten thousand transactions. Reads overlay the
 * not-yet-written changes, so a site's availability is never staler than its last message. The writes
 * run as a background task (see gateway.ts), one more time at shutdown.
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Logger } from '../log.js';
import type { Store } from '../store/db.js';
import type { Site, SiteChanges } from '../store/model.js';
import { updateSite } from '../store/sites.js';

/** Sites per transaction: big enough to amortise commits, small enough not to stall the event loop. */
const SITES_PER_TRANSACTION = 250;

export class PresenceRecorder {
  private pending = new Map<string, SiteChanges>();
  /** The batch being written: still overlaid on reads until it is in the store. */
  private writing = new Map<string, SiteChanges>();
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: Store,
    private readonly log: Logger,
    /** How often pending changes are written (the background task's period). */
    readonly flushIntervalMs: number,
  ) {}

  record(siteId: string, changes: SiteChanges): void {
    this.pending.set(siteId, { ...this.pending.get(siteId), ...changes });
  }

  /** The site as it will be once pending changes are written. */
  overlay(site: Site): Site {
    const writing = this.writing.get(site.id);
    const pending = this.pending.get(site.id);
    return writing || pending ? { ...site, ...writing, ...pending } : site;
  }

  /** Writes pending changes now. Safe to call concurrently: flushes run one after another. */
  flush(): Promise<void> {
    const batch = this.pending;
    if (batch.size === 0) return this.flushing;
    this.pending = new Map();
    this.flushing = this.flushing.then(async () => {
      this.writing = batch;
      try {
        await this.write(batch);
      } finally {
        this.writing = new Map();
      }
    });
    return this.flushing;
  }

  /**
   * better-sqlite3 is synchronous, so one big transaction would block every socket for its whole duration
   * (tens to hundreds of milliseconds for a few thousand rows): write in transactions of SITES_PER_TRANSACTION, yielding between.
   */
  private async write(batch: ReadonlyMap<string, SiteChanges>): Promise<void> {
    const entries = [...batch];
    for (let start = 0; start < entries.length; start += SITES_PER_TRANSACTION) {
      if (start > 0) await yieldToEventLoop();
      const chunk = entries.slice(start, start + SITES_PER_TRANSACTION);
      try {
        await this.store.transaction(async (trx) => {
          for (const [id, changes] of chunk) await updateSite(trx, id, changes);
        });
      } catch (err) {
        // One bad row (or a transient store error) must not lose the other sites' changes: retry one
        // site at a time and log only those that still fail (a later heartbeat repairs them).
        this.log.warn({ err, sites: chunk.length }, 'presence batch failed; retrying site by site');
        for (const [id, changes] of chunk) {
          await updateSite(this.store.db, id, changes).catch((e: unknown) => this.log.error({ err: e, siteId: id }, 'presence update failed'));
        }
      }
    }
  }
}
