/**
 * @module core/batch-writer
 * Groups writes that arrive in the same turn of the event loop into one call of `flush`, so concurrent
 * completions share one transaction (one commit) instead of one each. Each `write` resolves once the
 * batch that carried it is written; when a batch fails, its items are retried one by one so one bad item
 * cannot lose the others.
 */
export class BatchWriter<T> {
  private pending: { item: T; resolve: () => void; reject: (err: unknown) => void }[] = [];
  private scheduled = false;
  private inFlight = new Set<Promise<void>>();

  constructor(
    private readonly flush: (items: readonly T[]) => Promise<void>,
    private readonly maxBatch = 200,
  ) {}

  write(item: T): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.run());
      }
    });
  }

  /** Resolves when every write so far is settled. */
  async drain(): Promise<void> {
    while (this.pending.length > 0 || this.inFlight.size > 0) {
      if (this.pending.length > 0 && !this.scheduled) this.run();
      await Promise.allSettled([...this.inFlight]);
      if (this.pending.length > 0) await new Promise((r) => setImmediate(r));
    }
  }

  private run(): void {
    this.scheduled = false;
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.maxBatch);
      const done = this.writeBatch(batch).finally(() => this.inFlight.delete(done));
      this.inFlight.add(done);
    }
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
