/**
 * Encoded row batches: bytes and lengths that decode to the rows (UTF-8 as Buffer writes it), buffers handed
 * back and used again, and one batch of huge rows not making every later buffer huge.
 */
import { describe, expect, it } from 'vitest';
import { decodeRows, JOIN_UNITS, RowEncoder, WHOLE_ROW_UNITS } from './encoded-rows.js';

const MIB = 1024 * 1024;

function batchOf(encoder: RowEncoder, rows: readonly string[]): ReturnType<RowEncoder['take']> {
  for (const row of rows) encoder.add(row);
  return encoder.take();
}

describe('RowEncoder', () => {
  it('writes rows comma-separated with their UTF-8 lengths, and they decode to the rows', () => {
    const rows = ['{"a":1}', '{"s":"é😀"}', '{}', `{"lone":"${'\uD800'}"}`, `{"long":"${'ü'.repeat(20_000)}"}`];
    const encoder = new RowEncoder();
    const batch = batchOf(encoder, rows);
    expect(Array.from(batch.lengths)).toEqual(rows.map((r) => Buffer.byteLength(r, 'utf8')));
    expect(Buffer.from(batch.bytes).toString('utf8')).toBe(rows.map((r) => Buffer.from(r, 'utf8').toString('utf8')).join(','));
    // A lone surrogate is written as U+FFFD, as Buffer (and so every page) writes it.
    expect(decodeRows(batch)).toEqual(rows.map((r) => Buffer.from(r, 'utf8').toString('utf8')));
    expect(encoder.count).toBe(0);
    expect(decodeRows(encoder.take())).toEqual([]);
    // An ASCII batch takes its lengths from the texts; one non-ASCII row makes the batch measure every row.
    for (const ascii of [['{"a":1}', '{"bb":22}'], ['{"a":1}', '{"é":2}', '{"bb":22}']]) {
      const batch = batchOf(encoder, ascii);
      expect(Array.from(batch.lengths)).toEqual(ascii.map((r) => Buffer.byteLength(r, 'utf8')));
      expect(decodeRows(batch)).toEqual(ascii);
    }
  });

  it('writes a large batch exactly: short rows joined in runs (to their edges), long rows whole, non-ASCII rows', () => {
    // `{"n":"…"}` with n characters inside: n + 8 units, n + 9 with its comma.
    const row = (n: number, fill: string): string => `{"n":"${fill.repeat(n)}"}`;
    const long = Array.from({ length: 300 }, (_, i) => row(WHOLE_ROW_UNITS + (i % 7), 'x'));
    // Short rows that fill one run exactly (JOIN_UNITS is a multiple of 384), then three past it.
    const short = Array.from({ length: JOIN_UNITS / 384 + 3 }, (_, i) => row(375, String.fromCharCode(97 + (i % 26))));
    const mixed = [...short.slice(0, 40), long[0]!, ...short.slice(40, 90), row(JOIN_UNITS + 5, 'ü'), row(WHOLE_ROW_UNITS - 9, 'é'), ...short.slice(90)];
    const encoder = new RowEncoder();
    for (const rows of [long, short, mixed]) {
      const batch = batchOf(encoder, rows);
      expect(Buffer.from(batch.bytes).toString('utf8')).toBe(rows.join(','));
      expect(Array.from(batch.lengths)).toEqual(rows.map((r) => Buffer.byteLength(r, 'utf8')));
      expect(decodeRows(batch)).toEqual(rows);
      encoder.reuse(batch.bytes.buffer as ArrayBuffer);
    }
  });

  it('writes the next batch into a buffer handed back, and forgets rows on reset', () => {
    const encoder = new RowEncoder();
    const first = batchOf(encoder, ['{"n":1}']);
    const second = batchOf(encoder, ['{"n":2}']);
    encoder.reuse(first.bytes.buffer as ArrayBuffer);
    encoder.add('{"n":3}');
    encoder.reset();
    const third = batchOf(encoder, ['{"n":4}']);
    expect(decodeRows(third)).toEqual(['{"n":4}']);
    // `second` was taken while the handed-back buffer waited: the batch after it is written there.
    const fourth = batchOf(encoder, ['{"n":5}']);
    expect([third.bytes.buffer, fourth.bytes.buffer]).toContain(first.bytes.buffer);
    expect(decodeRows(second)).toEqual(['{"n":2}']);
  });

  it('gives a huge row a buffer of its size, then plans later buffers by their own batches, keeping no huge spare', () => {
    const encoder = new RowEncoder();
    const huge = batchOf(encoder, [`{"big":"${'x'.repeat(5 * MIB)}"}`]);
    // Its own size, not three bytes a character.
    expect(huge.bytes.buffer.byteLength).toBeLessThan(6 * MIB);
    encoder.reuse(huge.bytes.buffer as ArrayBuffer);
    const small = batchOf(encoder, ['{"n":1}']);
    expect(small.bytes.buffer.byteLength).toBeLessThanOrEqual(2 * MIB);
    const later = batchOf(encoder, ['{"n":2}']);
    expect(later.bytes.buffer.byteLength).toBeLessThanOrEqual(64 * 1024);
    expect([small.bytes.buffer, later.bytes.buffer]).not.toContain(huge.bytes.buffer);
  });
});
