/**
 * @module core/batch-writer
 * Groups writes into one call of `flush`, so concurrent completions share one transaction (one commit)
 * instead of one each. By default a batch is the writes of one turn of the event loop; with a window, the
 * writes of that many milliseconds after the first (a group commit), or fewer once `maxBatch` are waiting.
 * Each `write` resolves once the batch that carried it is written; when a batch fails, its items are
 * retried one by one so one bad item cannot lose the others.
 */
export interface BatchWriterOptions {
  /** Most items in one flush (default 200). */
  maxBatch?: number;
  /** How long the first write of a batch waits for others (ms); 0 (default): until the end of the turn. */
  windowMs?: number;
}

export class BatchWriter<T> {
  private pending: { item: T; resolve: () => void; reject: (err: unknown) => void }[] = [];
  private scheduled: NodeJS.Immediate | NodeJS.Timeout | undefined;
  private inFlight = new Set<Promise<void>>();
  private readonly maxBatch: number;
  private readonly windowMs: number;

  constructor(
    private readonly flush: (items: readonly T[]) => Promise<void>,
    options: BatchWriterOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? 200;
    this.windowMs = options.windowMs ?? 0;
  }

  write(item: T): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (this.pending.length >= this.maxBatch) this.run();
      else this.scheduled ??= this.windowMs > 0 ? setTimeout(() => this.run(), this.windowMs) : setImmediate(() => this.run());
    });
  }

  /** Writes what waits now, without waiting for the window, and resolves when every write so far is settled. */
  async drain(): Promise<void> {
    while (this.pending.length > 0 || this.inFlight.size > 0) {
      if (this.pending.length > 0) this.run();
      await Promise.allSettled([...this.inFlight]);
    }
  }

  private run(): void {
    this.unschedule();
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.maxBatch);
      const done = this.writeBatch(batch).finally(() => this.inFlight.delete(done));
      this.inFlight.add(done);
    }
  }

  private unschedule(): void {
    if (this.scheduled === undefined) return;
    if (this.windowMs > 0) clearTimeout(this.scheduled as NodeJS.Timeout);
    else clearImmediate(this.scheduled as NodeJS.Immediate);
    this.scheduled = undefined;
  }

  private async writeBatch(batch: { item: T; resolve: () => void; reject: (err: unknown) => void }[]): Promise<void> {
    try {
      await this.flush(batch.map((b) => b.item));
      for (const b of batch) b.resolve();
    } catch (err) {
      if (batch.length === 1) {
        batch[0]!.reject(err);
        return;
      }
      for (const b of batch) {
        await this.flush([b.item]).then(b.resolve, b.reject);
      }
    }
  }
}
