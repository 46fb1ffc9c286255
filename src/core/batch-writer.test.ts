/**
 * BatchWriter: writes of one turn share a flush; a failed batch is retried item by item.
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

  it('retries a failed batch one by one, so only the bad item fails', async () => {
    const writer = new BatchWriter<number>(async (items) => {
      if (items.includes(2)) throw new Error('bad item');
    });
    const results = await Promise.allSettled([writer.write(1), writer.write(2), writer.write(3)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
