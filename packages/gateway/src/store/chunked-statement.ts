/**
 * @module store/chunked-statement
 * Multi-row statements (an insert of many rows, an UPDATE … FROM a VALUES list) run in chunks of a few
 * fixed sizes, each compiled by Kysely once per dialect and size and then reused with new parameters.
 *
 * Why: a batch of n rows is a different SQL text for every n. Kysely built and compiled its tree anew for
 * each batch, SQLite prepared it anew, and the statement cache never hit. With chunks of 64 and the powers of
 * two below it, every text recurs: a batch of 190 takes 7 statements, each already prepared. The
 * registered-query scheduler and the immediate queries' batched final records write this way.
 *
 * The reuse rests on one fact, checked rather than assumed: the compiled parameters of a chunk are its
 * items' parameters, item after item. Each first compile of a size compares the two and refuses to cache
 * a statement whose parameters are laid out otherwise.
 */
import { CompiledQuery, type DialectAdapter } from 'kysely';
import type { Db } from './schema.js';

const LARGEST_CHUNK = 64;

/** Chunk sizes for `n` items: as many of the largest chunk as fit, then the powers of two making up the rest. */
export function chunkSizes(n: number): number[] {
  const sizes: number[] = [];
  for (let left = n; left > 0; ) {
    let size = LARGEST_CHUNK;
    while (size > left) size >>= 1;
    sizes.push(size);
    left -= size;
  }
  return sizes;
}

export interface ChunkedStatement<T, R> {
  /** Runs the statement over `items`, chunk after chunk on `db`; resolves with the rows every chunk returned. */
  run(db: Db, items: readonly T[]): Promise<R[]>;
}

export interface ChunkedStatementSpec<T, R> {
  /** Named in the error a layout mismatch raises. */
  name: string;
  /**
   * The statement for these items, compiled (the usual Kysely builder or `sql` template). Its text must depend
   * on the number of items only, never on their values: a text is reused for every chunk of that size.
   */
  compile(db: Db, items: readonly T[]): CompiledQuery<R>;
  /** One item's parameters, in the order the compiled statement takes them. */
  parametersOf(item: T): readonly unknown[];
}

export function chunkedStatement<T, R>(spec: ChunkedStatementSpec<T, R>): ChunkedStatement<T, R> {
  // SQL text per chunk size, per dialect (the adapter is one object per Kysely instance, shared by its transactions).
  const texts = new WeakMap<DialectAdapter, Map<number, string>>();

  const compiledFor = (db: Db, chunk: readonly T[]): CompiledQuery<R> => {
    const adapter = db.getExecutor().adapter;
    let bySize = texts.get(adapter);
    if (!bySize) texts.set(adapter, (bySize = new Map()));
    // A loop, not flatMap: flatMap's generic flattening would be most of this function's time.
    const parameters: unknown[] = [];
    for (const item of chunk) for (const p of spec.parametersOf(item)) parameters.push(p);
    const text = bySize.get(chunk.length);
    if (text !== undefined) return CompiledQuery.raw(text, parameters) as CompiledQuery<R>;
    const compiled = spec.compile(db, chunk);
    const inStep = compiled.parameters.length === parameters.length && compiled.parameters.every((p, i) => Object.is(p, parameters[i]));
    if (!inStep) throw new Error(`${spec.name}: the compiled statement takes its parameters in another order than parametersOf gives them`);
    bySize.set(chunk.length, compiled.sql);
    return compiled;
  };

  return {
    async run(db, items) {
      const rows: R[] = [];
      let offset = 0;
      for (const size of chunkSizes(items.length)) {
        const chunk = items.slice(offset, offset + size);
        offset += size;
        const result = await db.executeQuery(compiledFor(db, chunk));
        for (const row of result.rows) rows.push(row);
      }
      return rows;
    },
  };
}
