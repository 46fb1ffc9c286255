/**
 * BatchWriter: writes of one turn share a flush; with a window, writes within it share one flush and
 * `drain` does not wait the window out; a failed batch is retried item by item.
 */
import { describe, expect, it } from 'vitest';
import { BatchWriter } from './batch-writer.js';

describe('BatchWriter', () => {
  it('flushes the writes of one turn together', async () => {
    const flushed: number[][] = [];
    const writer = new BatchWriter<number>(async (items) => void flushed.push([...items]));
    await Promise.all([writer.write(1), writer.write(2)]);
    await writer.write(3);
    expect(flushed).toEqual([[1, 2], [3]]);
  });

  it('with a window, writes of later turns inside it share the flush; drain writes at once', async () => {
    const flushed: number[][] = [];
    const writer = new BatchWriter<number>(async (items) => void flushed.push([...items]), { delayMs: 60_000 });
    const first = writer.write(1);
    await new Promise((r) => setImmediate(r));
    const second = writer.write(2);
    await new Promise((r) => setTimeout(r, 20));
    expect(flushed).toEqual([]);
    await writer.drain();
    await Promise.all([first, second]);
    expect(flushed).toEqual([[1, 2]]);
  });

  it('retries a failed batch one by one, so only the bad item fails', async () => {
    const writer = new BatchWriter<number>(async (items) => {
      if (items.includes(2)) throw new Error('bad item');
    });
    const results = await Promise.allSettled([writer.write(1), writer.write(2), writer.write(3)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
