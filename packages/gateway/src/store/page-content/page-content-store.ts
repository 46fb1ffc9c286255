/**
 * @module store/page-content/page-content-store
 * Where result page content lives, apart from the page's description (result_pages). Each upload attempt
 * writes its own content, under its own id, so two attempts at one page never mix and a failed one can be
 * removed without touching the page another attempt completed. Which attempt a page shows is decided in
 * result_pages, not here. Knows nothing of HTTP or queries' states.
 */
import type { PageStorage } from '../model.js';

/** The content grew past the caller's limit while it was being written; nothing of it was kept. */
export class PageContentTooLarge extends Error {
  override name = 'PageContentTooLarge';
  constructor(readonly limitBytes: number) {
    super(`The page content exceeds ${limitBytes} bytes.`);
  }
}

export interface PageContentKey {
  queryId: string;
  pageNumber: number;
  attemptId: string;
}

/**
 * One attempt's content, open for reading into buffers the caller lends: a reader that streams many pages
 * (the page endpoints) can then reuse its buffers instead of leaving a fresh one per chunk to the garbage
 * collector.
 */
export interface PageReader {
  /** Fills `buffer` from where the last read ended; resolves with the bytes read, 0 at the end. */
  read(buffer: Buffer): Promise<number>;
  /** Releases what the reader holds (a file handle); safe to call twice. */
  close(): Promise<void>;
}

export interface PageContentStore {
  /** How pages written here are marked in result_pages. */
  readonly storage: Exclude<PageStorage, 'inline'>;
  /**
   * Writes one attempt's content from a stream, returning its size in bytes. Consumes the stream at the
   * store's pace (the backpressure towards the uploader). On any failure, including PageContentTooLarge,
   * whatever this attempt wrote is removed before the promise rejects. The stream's chunks become the
   * store's: it may free their memory once written (they read as empty afterwards), so pass a stream nobody
   * else reads, such as a request body.
   */
  write(key: PageContentKey, body: AsyncIterable<Uint8Array>, maxBytes: number): Promise<number>;
  /** Streams an attempt's content in chunks of at most about 64 KiB; never holds it whole. */
  read(key: PageContentKey): AsyncIterable<Uint8Array>;
  /** Opens an attempt's content for reading into the caller's buffers (missing content may reject, or read as empty). */
  open(key: PageContentKey): Promise<PageReader>;
  /** Removes one attempt's content (a stale or failed attempt). Missing content is not an error. */
  discard(key: PageContentKey): Promise<void>;
  /** Removes every page's content of a query (retention). */
  discardQuery(queryId: string): Promise<void>;
}
