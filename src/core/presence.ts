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
    const changes = this.pending.get(row.id);
    return changes ? ({ ...row, ...changes } as SiteRow) : row;
  }

  /** Writes pending changes now. Safe to call concurrently: flushes run one after another. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    if (batch.size === 0) return this.flushing;
    this.pending = new Map();
    this.flushing = this.flushing
      .then(() => applySiteUpdates(this.db, batch))
      .catch((err: unknown) => {
        // Presence is soft state: a lost batch is repaired by the next heartbeat, so log and go on.
        this.log.error({ err, sites: batch.size }, 'presence flush failed');
      });
    return this.flushing;
  }

  async close(): Promise<void> {
    await this.flush();
  }
}
