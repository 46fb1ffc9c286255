/**
 * @module store/page-content/page-decoding
 * Result pages kept as the agent compressed them (br, zstd, gzip): checked while they are stored (the text
 * they decode to is measured against the caller's limit, so a small upload cannot stand for an enormous
 * page), and decoded again for readers that need the JSON text. Streams all the way: no page is held whole.
 */
import { finished } from 'node:stream/promises';
import { Readable, type Transform } from 'node:stream';
import zlib from 'node:zlib';
import { PAGE_ENCODINGS, type PageEncoding } from '@site-query-gateway/protocol/page-encoding.js';
import { PageContentTooLarge, type PageReader } from './page-content-store.js';

type DecoderFactory = () => Transform;

const zstdDecompress = (zlib as unknown as { createZstdDecompress?: DecoderFactory }).createZstdDecompress;

/**
 * Decoded text comes out in pieces of this size: zlib's default (16 KiB) would make a 1 MiB page sixty-four
 * events and buffers, each a turn of the event loop and garbage for the collector.
 */
const DECODED_CHUNK_BYTES = 256 * 1024;

const DECODERS: Partial<Record<PageEncoding, DecoderFactory>> = {
  br: () => zlib.createBrotliDecompress({ chunkSize: DECODED_CHUNK_BYTES }),
  gzip: () => zlib.createGunzip({ chunkSize: DECODED_CHUNK_BYTES }),
  ...(zstdDecompress ? { zstd: () => (zstdDecompress as (options: zlib.ZlibOptions) => Transform)({ chunkSize: DECODED_CHUNK_BYTES }) } : {}),
};

/** The page encodings this gateway can decode, in the order the protocol prefers them. */
export const DECODABLE_PAGE_ENCODINGS: readonly PageEncoding[] = PAGE_ENCODINGS.filter((encoding) => DECODERS[encoding] !== undefined);

/** The stored bytes are not valid data of their encoding. */
export class PageContentCorrupt extends Error {
  override name = 'PageContentCorrupt';
}

function decoderFor(encoding: PageEncoding): Transform {
  const create = DECODERS[encoding];
  if (!create) throw new Error(`this gateway cannot decode ${encoding} pages`);
  return create();
}

/**
 * Measures what an upload's compressed bytes decode to while they pass on to the store: `pass` yields each
 * chunk once the decoder has consumed it (the store may free a chunk as soon as it has written it), and
 * fails with PageContentTooLarge past `maxBytes` of text, or PageContentCorrupt when the bytes do not decode.
 */
export class DecodedSizeMeter {
  private decoded = 0;
  private failure: Error | undefined;
  private pendingWrite: ((err: Error) => void) | undefined;
  private readonly decoder: Transform;

  constructor(
    encoding: PageEncoding,
    private readonly maxBytes: number,
  ) {
    this.decoder = decoderFor(encoding);
    this.decoder.on('data', (chunk: Buffer) => {
      this.decoded += chunk.length;
      if (this.decoded > this.maxBytes) this.fail(new PageContentTooLarge(this.maxBytes));
    });
    this.decoder.on('error', (err: Error) => this.fail(err instanceof PageContentTooLarge ? err : new PageContentCorrupt(`the page's ${encoding} data is damaged: ${err.message}`)));
  }

  /** Bytes of text decoded so far (all of it once `pass` has ended). */
  get size(): number {
    return this.decoded;
  }

  async *pass(body: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
    for await (const chunk of body) {
      await this.feed(chunk);
      yield chunk;
    }
    this.decoder.end();
    await finished(this.decoder).catch(() => undefined);
    this.throwIfFailed();
  }

  private feed(chunk: Uint8Array): Promise<void> {
    this.throwIfFailed();
    return new Promise((resolve, reject) => {
      // A decoder destroyed mid-chunk may never call back: a failure rejects the waiting write itself.
      this.pendingWrite = reject;
      this.decoder.write(chunk, (err) => {
        this.pendingWrite = undefined;
        if (this.failure) reject(this.failure);
        else if (err) reject(new PageContentCorrupt(err.message));
        else resolve();
      });
    });
  }

  private fail(err: Error): void {
    if (this.failure) return;
    this.failure = err;
    this.decoder.destroy();
    this.pendingWrite?.(err);
    this.pendingWrite = undefined;
  }

  private throwIfFailed(): void {
    if (this.failure) throw this.failure;
  }
}

const READ_BYTES = 256 * 1024;

async function* chunksOf(reader: PageReader): AsyncGenerator<Buffer> {
  for (;;) {
    const buffer = Buffer.allocUnsafe(READ_BYTES);
    const n = await reader.read(buffer);
    if (n === 0) return;
    yield buffer.subarray(0, n);
  }
}

/** Reads the text of a compressed page through a reader of its stored bytes. */
export function decodingReader(stored: PageReader, encoding: PageEncoding): PageReader {
  const decoded = Readable.from(chunksOf(stored)).pipe(decoderFor(encoding));
  const chunks = decoded[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let pending: Buffer = Buffer.alloc(0);
  let closed = false;
  return {
    read: async (buffer) => {
      if (pending.length === 0) {
        const next = await chunks.next().catch((err: unknown) => {
          throw new PageContentCorrupt(`the stored page does not decode: ${(err as Error).message}`);
        });
        if (next.done) return 0;
        pending = next.value;
      }
      const n = pending.copy(buffer, 0, 0, Math.min(pending.length, buffer.length));
      pending = pending.subarray(n);
      return n;
    },
    close: async () => {
      if (closed) return;
      closed = true;
      decoded.destroy();
      await stored.close();
    },
  };
}
