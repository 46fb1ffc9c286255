/**
 * @module store/page-content/chunk-page-store
 * Page content as 48 KiB rows of `result_page_chunks` (older rows may be 64 KiB; any size reads back): the
 * storage of a PostgreSQL store, where every gateway instance must read what any other wrote, and of an
 * in-memory SQLite store (tests). Written from
 * a stream one chunk at a time (each insert awaited: the backpressure) and read back the same way.
 */
import type { Kysely } from 'kysely';
import { deleteAttemptChunks, deleteQueryChunks, insertChunk, readChunk } from '../page-chunks.js';
import type { Database } from '../schema.js';
import { ChunkReleaser } from './chunk-release.js';
import { PageContentTooLarge, type PageContentKey, type PageContentStore, type PageReader } from './page-content-store.js';

/**
 * A row's bytes. PostgreSQL hands `bytea` to the driver as hex text, twice the bytes, which it reads as one
 * string before decoding it: at 64 KiB that string would pass V8's 128 KiB limit for ordinary heap objects,
 * and each would take pages of its own, mapped and unmapped per row. At 48 KiB it stays in the ordinary heap,
 * which makes reading results back about twice as cheap.
 */
export const CHUNK_BYTES = 48 * 1024;

export class ChunkPageStore implements PageContentStore {
  readonly storage = 'chunks' as const;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly chunkBytes = CHUNK_BYTES,
  ) {}

  async write(key: PageContentKey, body: AsyncIterable<Uint8Array>, maxBytes: number): Promise<number> {
    // The upload's pieces are copied into one chunk-sized buffer, each inserted once full, and each piece's
    // memory is freed as soon as it is copied (chunk-release: why). The buffer is written again after its
    // insert has resolved: by then the driver has sent (PostgreSQL) or copied (SQLite) its bytes. Keeping the
    // pieces until their chunk is inserted would about double the gateway's CPU per upload.
    const chunk = Buffer.allocUnsafe(this.chunkBytes);
    const copied = new ChunkReleaser();
    let filled = 0;
    let size = 0;
    let index = 0;
    try {
      for await (const piece of body) {
        size += piece.length;
        if (size > maxBytes) throw new PageContentTooLarge(maxBytes);
        for (let offset = 0; offset < piece.length; ) {
          const take = Math.min(piece.length - offset, chunk.length - filled);
          chunk.set(piece.subarray(offset, offset + take), filled);
          filled += take;
          offset += take;
          if (filled === chunk.length) {
            await insertChunk(this.db, key, index++, chunk);
            filled = 0;
          }
        }
        copied.release([piece]);
      }
      // The last, partial chunk; an empty page still has content (zero bytes), so a read finds it.
      if (filled > 0 || index === 0) await insertChunk(this.db, key, index, chunk.subarray(0, filled));
    } catch (err) {
      await this.discard(key);
      throw err;
    } finally {
      copied.close();
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
    // Each chunk the driver hands over is this reader's alone: its memory is freed once copied out
    // (chunk-release: why).
    const copied = new ChunkReleaser();
    let current: Uint8Array = new Uint8Array(0);
    // The part of the current chunk that did not fit the caller's buffer yet.
    let rest: Uint8Array = current;
    let ended = false;
    return {
      read: async (buffer) => {
        let filled = 0;
        while (filled < buffer.length) {
          if (rest.length === 0) {
            copied.release([current]);
            if (ended) break;
            const next = await chunks.next();
            if (next.done === true) {
              ended = true;
              break;
            }
            current = rest = next.value;
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
        copied.close();
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
