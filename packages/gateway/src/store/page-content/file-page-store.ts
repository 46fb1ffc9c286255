/**
 * @module store/page-content/file-page-store
 * Page content as files beside a SQLite store: `<root>/<queryId>/<page>-<attempt>.json`, written once,
 * streamed back with the file system's read-ahead. SQLite would write every blob twice (WAL, then the
 * database) and hold a write lock meanwhile; a file is written once and by no lock. Files and folders are
 * owner-only: they hold patient data. No fsync, as the SQLite store itself runs with synchronous=NORMAL:
 * a killed process loses nothing the kernel already has; a power cut may lose the last seconds of both.
 */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ChunkReleaser } from './chunk-release.js';
import { PageContentTooLarge, type PageContentKey, type PageContentStore, type PageReader } from './page-content-store.js';

const READ_CHUNK_BYTES = 64 * 1024;
/**
 * How much of an upload is gathered before it is written, in one `writev`. Writing each 64 KiB network chunk
 * as it comes would make every chunk wait for its own thread-pool round trip, and a write stream buffering a
 * page's worth costs more CPU in stream machinery than one `writev` per MiB. Once written, the chunks' memory is freed
 * at once (chunk-release: why); they are the store's alone (PageContentStore.write).
 */
const WRITE_BATCH_BYTES = 1024 * 1024;
/** Ids become path segments: only the gateway's own UUIDs (and the legacy marker) are ever used. */
const SAFE_SEGMENT = /^[A-Za-z0-9-]{1,64}$/;

/** Writes every byte of `chunks` at the file's position: a `writev` may write less than it was given. */
export async function writeAll(handle: Pick<fs.FileHandle, 'writev'>, chunks: readonly Uint8Array[]): Promise<void> {
  // A copy: the caller's list still names every chunk afterwards (they are released from it once written).
  let left = [...chunks];
  for (;;) {
    const { bytesWritten } = await handle.writev(left);
    if (bytesWritten === 0) throw new Error('the page file took no bytes');
    let skip = bytesWritten;
    while (left.length > 0 && skip >= left[0]!.length) skip -= left.shift()!.length;
    if (left.length === 0) return;
    if (skip > 0) left = [left[0]!.subarray(skip), ...left.slice(1)];
  }
}

export class FilePageStore implements PageContentStore {
  readonly storage = 'file' as const;

  constructor(private readonly root: string) {}

  private dirOf(queryId: string): string {
    if (!SAFE_SEGMENT.test(queryId)) throw new Error('unsafe query id for a file path');
    return path.join(this.root, queryId);
  }

  private fileOf(key: PageContentKey): string {
    if (!SAFE_SEGMENT.test(key.attemptId) || !Number.isInteger(key.pageNumber)) throw new Error('unsafe page key for a file path');
    return path.join(this.dirOf(key.queryId), `${key.pageNumber}-${key.attemptId}.json`);
  }

  /**
   * Creates the file for one attempt (never an existing one). The query's folder is made only when the
   * file cannot be created without it — once per query, not once per page (a recursive mkdir per page costs
   * the gateway's main thread a noticeable share of an upload).
   */
  private async create(file: string): Promise<fs.FileHandle> {
    try {
      return await fs.open(file, 'wx', 0o600);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      return fs.open(file, 'wx', 0o600);
    }
  }

  async write(key: PageContentKey, body: AsyncIterable<Uint8Array>, maxBytes: number): Promise<number> {
    const file = this.fileOf(key);
    const handle = await this.create(file);
    const written = new ChunkReleaser();
    let size = 0;
    try {
      let pending: Uint8Array[] = [];
      let pendingBytes = 0;
      for await (const chunk of body) {
        size += chunk.length;
        if (size > maxBytes) throw new PageContentTooLarge(maxBytes);
        pending.push(chunk);
        pendingBytes += chunk.length;
        if (pendingBytes >= WRITE_BATCH_BYTES) {
          await writeAll(handle, pending);
          written.release(pending);
          pending = [];
          pendingBytes = 0;
        }
      }
      if (pending.length > 0) await writeAll(handle, pending);
      written.release(pending);
      await handle.close();
    } catch (err) {
      await handle.close().catch(() => undefined);
      await this.discard(key);
      throw err;
    } finally {
      written.close();
    }
    return size;
  }

  async *read(key: PageContentKey): AsyncIterable<Uint8Array> {
    yield* createReadStream(this.fileOf(key), { highWaterMark: READ_CHUNK_BYTES }) as AsyncIterable<Uint8Array>;
  }

  async open(key: PageContentKey): Promise<PageReader> {
    const handle = await fs.open(this.fileOf(key), 'r');
    let closed = false;
    return {
      // Reads from the file's own position: one read after the other, as the interface promises.
      read: async (buffer) => (await handle.read(buffer, 0, buffer.length, null)).bytesRead,
      close: async () => {
        if (closed) return;
        closed = true;
        await handle.close();
      },
    };
  }

  async discard(key: PageContentKey): Promise<void> {
    await fs.rm(this.fileOf(key), { force: true });
  }

  async discardQuery(queryId: string): Promise<void> {
    await fs.rm(this.dirOf(queryId), { recursive: true, force: true });
  }
}
