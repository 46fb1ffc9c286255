/**
 * The page cutter: ranges, byte sizes (UTF-8 of the page text), oversized rows, the empty result.
 */
import { describe, expect, it } from 'vitest';
import { decodeRows, RowEncoder } from './drivers/encoded-rows.js';
import { PageCutter, summarise, type Page } from './page-cutter.js';

function cutAll(rows: string[], pageSize: number): Page[] {
  const cutter = new PageCutter(pageSize);
  const pages: Page[] = [];
  for (const row of rows) {
    const page = cutter.add(row);
    if (page) pages.push(page);
  }
  const last = cutter.finish();
  if (last) pages.push(last);
  return pages;
}

describe('PageCutter', () => {
  it('an empty result is one page [] with count 0 and range 0–0', () => {
    const [only, ...rest] = cutAll([], 100);
    expect(rest).toEqual([]);
    expect(summarise(only!)).toEqual({ pageNumber: 1, size: 2, count: 0, rangeStart: 0, rangeEnd: 0 });
    expect(only!.text).toBe('[]');
    expect(only!.body.equals(Buffer.from('[]'))).toBe(true);
  });

  it('fills a page up to the size exactly and starts the next one when a row would not fit', () => {
    // Each row is 7 bytes: {"a":1}. Page of 3 rows = 2 + 3*7 + 2 = 25 bytes.
    const rows = Array.from({ length: 7 }, (_, i) => `{"a":${i}}`);
    const pages = cutAll(rows, 25);
    expect(pages.map((p) => [p.pageNumber, p.count, p.rangeStart, p.rangeEnd, p.size])).toEqual([
      [1, 3, 1, 3, 25],
      [2, 3, 4, 6, 25],
      [3, 1, 7, 7, 9],
    ]);
    expect(pages[0]!.text).toBe('[{"a":0},{"a":1},{"a":2}]');
    // Concatenating the pages gives every row exactly once, in order.
    expect(pages.flatMap((p) => JSON.parse(p.text) as unknown[])).toEqual(rows.map((r) => JSON.parse(r) as unknown));
    // One byte less and only two rows fit.
    expect(cutAll(rows, 24).map((p) => p.count)).toEqual([2, 2, 2, 1]);
  });

  it('measures sizes in UTF-8 bytes of the page text, not in characters', () => {
    const row = JSON.stringify({ n: 'é€😀' });
    const [page] = cutAll([row], 1000);
    expect(page!.size).toBe(Buffer.byteLength(page!.text, 'utf8'));
    expect(page!.size).toBeGreaterThan(page!.text.length);
  });

  it('gives a row larger than the page size a page of its own', () => {
    const big = JSON.stringify({ blob: 'x'.repeat(500) });
    const pages = cutAll(['{"a":1}', big, '{"a":2}', '{"a":3}'], 100);
    expect(pages.map((p) => [p.count, p.rangeStart, p.rangeEnd])).toEqual([
      [1, 1, 1],
      [1, 2, 2],
      [2, 3, 4],
    ]);
    expect(pages[1]!.text).toBe(`[${big}]`);
    expect(pages[1]!.size).toBe(big.length + 2);
    // A big first row does not leave an empty page before it.
    expect(cutAll([big], 100).map((p) => p.count)).toEqual([1]);
  });

  it('tracks the running total including the open page, for the immediate size limit', () => {
    const cutter = new PageCutter(20);
    expect(cutter.totalBytes).toBe(0);
    cutter.add('{"a":1}');
    expect(cutter.totalBytes).toBe(9);
    cutter.add('{"a":2}');
    expect(cutter.totalBytes).toBe(17);
    cutter.add('{"a":3}'); // closes page 1 (17 bytes), opens page 2 (9)
    expect(cutter.totalBytes).toBe(26);
    expect(cutter.rows).toBe(3);
  });

  it('writes the next page into a page buffer handed back after its upload, and keeps small buffers out', () => {
    // Pages of 2 KiB: every buffer starts at the page size and its brackets (2,050 bytes; under both starts).
    const row = (i: number): string => `{"n":${i},"pad":"${'x'.repeat(200)}"}`;
    const cutter = new PageCutter(2048);
    const closed: Page[] = [];
    let i = 0;
    while (closed.length < 3) {
      const page = cutter.add(row(i++));
      if (!page) continue;
      closed.push(page);
      const copy = page.text;
      // Uploaded: handed back. The page after the next (the next was opened when this one closed) must
      // land in this same memory, and be right.
      cutter.reuse(page);
      if (closed.length === 3) expect(closed[2]!.body.buffer).toBe(closed[0]!.body.buffer);
      expect(JSON.parse(copy)).toHaveLength(page.count);
    }
    const last = cutter.finish()!;
    // The rows of the last page are intact and follow the previous page's.
    expect((JSON.parse(last.text) as Array<{ n: number }>)[0]!.n).toBe(closed[2]!.rangeEnd);

    // A buffer smaller than a later page's start (a pooled or first small one) is not kept.
    const small = new PageCutter(1024 * 1024);
    const first = small.add(row(0)) ?? small.finish()!;
    small.reuse(first);
    expect((small as unknown as { spares: Buffer[] }).spares).toEqual([]);
    // Nor one grown far past a page for a huge row.
    const huge = new PageCutter(2048);
    huge.add(row(0));
    const grown = huge.add(`{"big":"${'y'.repeat(20_000)}"}`)!;
    const hugePage = huge.finish()!;
    expect(hugePage.body.buffer.byteLength).toBeGreaterThan(4 * 2050);
    huge.reuse(hugePage);
    expect((huge as unknown as { spares: Buffer[] }).spares).toEqual([]);
    huge.reuse(grown);
    expect((huge as unknown as { spares: Buffer[] }).spares.map((b) => b.buffer)).toEqual([grown.body.buffer]);
  });

  it('refuses rows after finish', () => {
    const cutter = new PageCutter(20);
    cutter.finish();
    expect(() => cutter.add('{}')).toThrow(/after finish/);
    expect(() => cutter.addEncoded({ bytes: new Uint8Array(0), lengths: new Int32Array(0) })).toThrow(/after finish/);
  });

  it('cuts rows given as encoded batches exactly as it cuts them one by one', () => {
    // A fixed pseudo-random sequence: rows of 2 to ~600 bytes, some with multi-byte characters, a few larger
    // than the smaller page sizes; batches of 1 to 40 rows.
    let seed = 7;
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const rows = Array.from({ length: 3000 }, (_, i) => {
      const kind = random(10);
      if (kind === 0) return '{}';
      if (kind === 1) return `{"n":${i},"s":"${'é😀'.repeat(random(40))}"}`;
      return `{"n":${i},"s":"${'x'.repeat(random(kind === 2 ? 600 : 120))}"}`;
    });
    for (const pageSize of [64, 300, 1000, 4096, 65_536]) {
      const expected = cutAll(rows, pageSize);
      const cutter = new PageCutter(pageSize);
      const encoder = new RowEncoder();
      const pages: Page[] = [];
      for (let i = 0; i < rows.length; ) {
        const take = 1 + random(40);
        for (const row of rows.slice(i, i + take)) encoder.add(row);
        i += take;
        const batch = encoder.take();
        expect(decodeRows(batch)).toEqual(rows.slice(i - take, i));
        pages.push(...cutter.addEncoded(batch));
        // A buffer handed back is written again by a later batch: nothing of a page may point into it.
        encoder.reuse(batch.bytes.buffer as ArrayBuffer);
      }
      pages.push(cutter.finish()!);
      expect(cutter.rows).toBe(rows.length);
      expect(pages.map(summarise)).toEqual(expected.map(summarise));
      expect(pages.map((p) => p.text)).toEqual(expected.map((p) => p.text));
    }
  });
});
