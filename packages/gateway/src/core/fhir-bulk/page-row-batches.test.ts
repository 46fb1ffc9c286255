import { describe, expect, it } from 'vitest';
import { pageRowBatches, rowBatches } from './page-row-batches.js';

/** Strings a row's values hold that a boundary scan could mistake for structure. */
const AWKWARD = ['}', ']', '{', '[', ',', '"', '\\', '\\"', '},{', '"]', 'Öztürk', '😀', '\u0000', 'a\nb', '\\\\"}'];

function randomRow(seed: number): Record<string, unknown> {
  const pick = <T>(items: readonly T[], n: number): T => items[n % items.length]!;
  return {
    id: seed,
    name: `${pick(AWKWARD, seed)}${pick(AWKWARD, seed * 7 + 3)}`,
    note: seed % 3 === 0 ? null : pick(AWKWARD, seed * 13),
    amount: seed % 5 === 0 ? -1.5e-7 : seed * 1.25,
    active: seed % 2 === 0,
    nested: seed % 4 === 0 ? { list: [pick(AWKWARD, seed), [], {}], deep: { x: pick(AWKWARD, seed + 1) } } : [],
  };
}

/** The batches of a page given as text (a fresh buffer each time: rowBatches writes on it). */
const batchesOf = (text: string, size: number) => [...rowBatches(Buffer.from(text, 'utf8'), size)];
const flatten = (text: string, size: number): unknown[] => batchesOf(text, size).flat();

describe('rowBatches', () => {
  it('gives the rows JSON.parse gives, in order, in batches of about the bytes asked for, however the page is written', () => {
    for (const count of [0, 1, 2, 199, 200, 201, 1000]) {
      const rows = Array.from({ length: count }, (_, i) => randomRow(i));
      for (const text of [JSON.stringify(rows), JSON.stringify(rows, null, 2), ` \r\n${JSON.stringify(rows, null, '\t').replaceAll('\n', ' \r\n ')}\n`]) {
        for (const size of [1, 300, 64 * 1024]) {
          const batches = batchesOf(text, size);
          expect(batches.flat(), `${count} rows in batches of ${size} bytes`).toEqual(JSON.parse(text));
          expect(batches.every((batch) => batch.length > 0)).toBe(true);
        }
      }
    }
  });

  it("cuts an agent's page between rows, a batch per share of its bytes", () => {
    const rows = Array.from({ length: 1000 }, (_, i) => ({ id: i, name: `patient ${i}` }));
    const batches = batchesOf(JSON.stringify(rows), 1024);
    expect(batches.length).toBeGreaterThan(20);
    expect(batches.flat()).toEqual(rows);
  });

  it('finds the rows when a value holds the text between two rows', () => {
    const rows = Array.from({ length: 300 }, (_, i) => ({ id: i, note: i % 7 === 0 ? 'a},{"id":-1,"note":"b' : 'plain' }));
    for (const size of [1, 10, 100, 1000]) expect(flatten(JSON.stringify(rows), size)).toEqual(rows);
  });

  it('refuses every malformed page JSON.parse refuses, whatever the batch size', () => {
    const malformed = ['', 'x', '[', '[{}', '[{}{}]', '[{},]', '[,{}]', '[{}] x', 'x [{}]', '[{}}]', '[{]', '[{"a":"}]', '[{"a":1},,{"b":2}]', '[{}],', '[{"a":1},{"b":2}},{"c":3}]'];
    for (const text of malformed) {
      expect(() => JSON.parse(text), text).toThrow();
      for (const size of [1, 2, 200]) expect(() => flatten(text, size), `${text} in batches of ${size} bytes`).toThrow(SyntaxError);
    }
  });

  it('refuses a page that is JSON but not an array', () => {
    for (const text of ['{}', '"[]"', '1']) expect(() => flatten(text, 200), text).toThrow(SyntaxError);
  });

  it('keeps a page of plain values (not rows) whole', () => {
    expect(flatten('[1, "a", null, true]', 2)).toEqual([1, 'a', null, true]);
  });

  it('names the type of a page it cannot read, never its text', () => {
    const read = () => [...pageRowBatches(Buffer.from('[{"family":"Secretname"},{"family":"Other"}'), 'Patient')];
    expect(read).toThrow(SyntaxError);
    expect(read).toThrow('a stored page of Patient is not a JSON array of rows');
    // JSON.parse's own message for this page would quote "Secretname".
    let thrown: unknown;
    try {
      Array.from(pageRowBatches(Buffer.from('[{"family":"Secretname"}{}]'), 'Patient'));
    } catch (err) {
      thrown = err;
    }
    expect((thrown as Error | undefined)?.message).toBe('a stored page of Patient is not a JSON array of rows');
  });
});
