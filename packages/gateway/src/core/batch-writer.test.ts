/**
 * BatchWriter: writes of one turn (or of one window) share a flush; a failed batch is retried item by item.
 */
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { BatchWriter } from './batch-writer.js';

describe('BatchWriter', () => {
  it('flushes the writes of one turn together', async () => {
    const flushed: number[][] = [];
    const writer = new BatchWriter<number>(async (items) => void flushed.push([...items]));
    await Promise.all([writer.write(1), writer.write(2)]);
    await writer.write(3);
    expect(flushed).toEqual([[1, 2], [3]]);
  });

  it('retries a failed batch one by one, so only the bad item fails', async () => {
    const writer = new BatchWriter<number>(async (items) => {
      if (items.includes(2)) throw new Error('bad item');
    });
    const results = await Promise.allSettled([writer.write(1), writer.write(2), writer.write(3)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('with a window, writes of later turns within it share the flush', async () => {
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
    const flushed: number[][] = [];
    const writer = new BatchWriter<number>(async (items) => void flushed.push([...items]), { windowMs: 60 });
    const first = writer.write(1);
    await vi.advanceTimersByTimeAsync(59);
    const second = writer.write(2);
    expect(flushed).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all([first, second]);
    expect(flushed).toEqual([[1, 2]]);
    // The window starts again with the next write.
    const third = writer.write(3);
    await vi.advanceTimersByTimeAsync(59);
    expect(flushed).toEqual([[1, 2]]);
    await vi.advanceTimersByTimeAsync(1);
    await third;
    expect(flushed).toEqual([[1, 2], [3]]);
  });

  it('a full batch is written without waiting for its window', async () => {
    const flushed: number[][] = [];
    // A window longer than the test's timeout: only the early flush can resolve these.
    const writer = new BatchWriter<number>(async (items) => void flushed.push([...items]), { windowMs: 60_000, maxBatch: 3 });
    await Promise.all([writer.write(1), writer.write(2), writer.write(3)]);
    expect(flushed).toEqual([[1, 2, 3]]);
  });

  it('drain writes what waits in a window at once', async () => {
    const flushed: number[][] = [];
    const writer = new BatchWriter<number>(async (items) => void flushed.push([...items]), { windowMs: 60_000 });
    const written = writer.write(1);
    await writer.drain();
    expect(flushed).toEqual([[1]]);
    await written;
  });
});
