import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkedStatement, chunkSizes } from './chunked-statement.js';
import { openStore, type Store } from './db.js';
import { migrateToLatest } from './migrate.js';

interface Setting {
  key: string;
  value: string;
}

/** An insert into the gateway_settings table (two columns), the way the store's own chunked statements are written. */
const settingsInsert = (parametersOf: (s: Setting) => readonly unknown[]) =>
  chunkedStatement<Setting, { key: string }>({
    name: 'settingsInsert',
    compile: (db, items) => db.insertInto('gateway_settings').values(items.map((s) => ({ key: s.key, value: s.value }))).returning('key').compile(),
    parametersOf,
  });

const settings = (prefix: string, n: number): Setting[] => Array.from({ length: n }, (_, i) => ({ key: `${prefix}-${i}`, value: `value ${i}` }));

describe('chunkSizes', () => {
  it('takes whole chunks of 64, then the powers of two that make up the rest', () => {
    expect(chunkSizes(0)).toEqual([]);
    expect(chunkSizes(1)).toEqual([1]);
    expect(chunkSizes(64)).toEqual([64]);
    expect(chunkSizes(190)).toEqual([64, 64, 32, 16, 8, 4, 2]);
    for (const n of [3, 63, 65, 129, 200, 1000]) {
      const sizes = chunkSizes(n);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(n);
      // Every size is one of 7, so every statement text recurs.
      for (const size of sizes) expect([1, 2, 4, 8, 16, 32, 64]).toContain(size);
    }
  });
});

describe('chunkedStatement', () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore('sqlite::memory:');
    await migrateToLatest(store.db, store.engine);
  });
  afterAll(() => store.close());

  const stored = async (prefix: string) =>
    (await store.db.selectFrom('gateway_settings').selectAll().where('key', 'like', `${prefix}-%`).execute()).sort((a, b) => Number(a.key.split('-')[1]) - Number(b.key.split('-')[1]));

  it('writes every item once, across chunks, and returns every chunk\'s rows', async () => {
    const statement = settingsInsert((s) => [s.key, s.value]);
    const rows = await statement.run(store.db, settings('a', 150));
    expect(rows.map((r) => r.key)).toEqual(settings('a', 150).map((s) => s.key));
    expect(await stored('a')).toEqual(settings('a', 150));
    // The same sizes again reuse the compiled texts with the new items' values, in a transaction too.
    await store.transaction((trx) => statement.run(trx, settings('b', 150).map((s) => ({ ...s, value: s.value.toUpperCase() }))));
    expect((await stored('b')).map((s) => s.value)).toEqual(settings('b', 150).map((s) => s.value.toUpperCase()));
    expect(await statement.run(store.db, [])).toEqual([]);
  });

  it('refuses a statement whose parameters are not laid out item after item, and writes nothing', async () => {
    const swapped = settingsInsert((s) => [s.value, s.key]);
    await expect(swapped.run(store.db, settings('c', 3))).rejects.toThrow(/settingsInsert: the compiled statement takes its parameters in another order/);
    expect(await stored('c')).toEqual([]);
  });
});
