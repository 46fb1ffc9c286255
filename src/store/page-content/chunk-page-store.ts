/**
 * @module store/page-content/chunk-page-store
 * Page content as ~64 KiB rows of `result_page_chunks`: the storage of a PostgreSQL store, where every
 * gateway instance must read what any other wrote, and of an in-memory SQLite store (tests). Written from
 * a stream one chunk at a time (each insert awaited: the backpressure) and read back the same way.
 */
import type { Kysely } from 'kysely';
import { deleteAttemptChunks, deleteQueryChunks, insertChunk, readChunk } from '../page-chunks.js';
import type { Database } from '../schema.js';
import { PageContentTooLarge, type PageContentKey, type PageContentStore, type PageReader } from './page-content-store.js';

export const CHUNK_BYTES = 64 * 1024;

export class ChunkPageStore implements PageContentStore {
  readonly storage = 'chunks' as const;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly chunkBytes = CHUNK_BYTES,
  ) {}

  async write(key: PageContentKey, body: AsyncIterable<Uint8Array>, maxBytes: number): Promise<number> {
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let size = 0;
    let index = 0;
    const flush = async (final: boolean): Promise<void> => {
      while (pendingBytes >= this.chunkBytes || (final && pendingBytes > 0)) {
        const joined = pending.length === 1 ? pending[0]! : Buffer.concat(pending, pendingBytes);
        const piece = joined.subarray(0, Math.min(this.chunkBytes, joined.length));
        await insertChunk(this.db, key, index++, piece);
        const rest = joined.subarray(piece.length);
        pending = rest.length > 0 ? [rest] : [];
        pendingBytes = rest.length;
      }
    };
    try {
      for await (const chunk of body) {
        size += chunk.length;
        if (size > maxBytes) throw new PageContentTooLarge(maxBytes);
        pending.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        pendingBytes += chunk.length;
        if (pendingBytes >= this.chunkBytes) await flush(false);
      }
      await flush(true);
      // An empty page still has content (zero bytes), so a read finds it.
      if (index === 0) await insertChunk(this.db, key, 0, new Uint8Array(0));
    } catch (err) {
      await this.discard(key);
      throw err;
    }
    return size;
  }

  async *read(key: PageContentKey): AsyncIterable<Uint8Array> {
    for (let index = 0; ; index++) {
      const chunk = await readChunk(this.db, key, index);
      if (chunk === undefined) return;
      if (chunk.length > 0) yield chunk;
    }
  }

  async open(key: PageContentKey): Promise<PageReader> {
    const chunks = this.read(key)[Symbol.asyncIterator]();
    // The part of the last chunk read that did not fit the caller's buffer.
    let rest: Uint8Array = new Uint8Array(0);
    let ended = false;
    return {
      read: async (buffer) => {
        let filled = 0;
        while (filled < buffer.length) {
          if (rest.length === 0) {
            if (ended) break;
            const next = await chunks.next();
            if (next.done === true) {
              ended = true;
              break;
            }
            rest = next.value;
          }
          const take = Math.min(rest.length, buffer.length - filled);
          buffer.set(rest.subarray(0, take), filled);
          filled += take;
          rest = rest.subarray(take);
        }
        return filled;
      },
      close: async () => {
        ended = true;
        await chunks.return?.();
      },
    };
  }

  async discard(key: PageContentKey): Promise<void> {
    await deleteAttemptChunks(this.db, key);
  }

  async discardQuery(queryId: string): Promise<void> {
    await deleteQueryChunks(this.db, queryId);
  }
}
