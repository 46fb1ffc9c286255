import { describe, expect, it } from 'vitest';
import { USAGE_TTL_MS, UsageCounts } from './result-usage.js';

describe('result usage figures', () => {
  it('reads a figure once, adds what is stored under it, and reads it again once it is USAGE_TTL_MS old', async () => {
    let now = 1_000;
    let inStore = 100;
    let reads = 0;
    const read = (): Promise<number> => {
      reads++;
      return Promise.resolve(inStore);
    };
    const counts = new UsageCounts(() => now);

    const first = await counts.of('q1', read);
    expect(first.bytes).toBe(100);
    first.add(40);
    now += USAGE_TTL_MS;
    // Within the time: no statement, the page stored here counted.
    expect((await counts.of('q1', read)).bytes).toBe(140);
    expect(reads).toBe(1);

    // Past it: the store's figure again (another instance stored 500 more meanwhile).
    inStore = 640;
    now += 1;
    expect((await counts.of('q1', read)).bytes).toBe(640);
    expect(reads).toBe(2);
  });

  it('keeps each key apart', async () => {
    const counts = new UsageCounts(() => 0);
    (await counts.of('a', () => Promise.resolve(10))).add(5);
    expect((await counts.of('b', () => Promise.resolve(7))).bytes).toBe(7);
    expect((await counts.of('a', () => Promise.resolve(999))).bytes).toBe(15);
  });
});
