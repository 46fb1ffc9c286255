/**
 * @module agent/link/page-compressor
 * Compresses a result page for its upload, off the main thread (zlib's asynchronous calls run on libuv's
 * thread pool, so several pages in flight compress on several cores). Row JSON repeats its column names in
 * every row and compresses about tenfold. Brotli at a middle quality is the default: on clinic uplinks the
 * bytes saved outweigh its CPU by far, and every Node has it; Zstandard where Node has it (22.15 and later),
 * gzip everywhere as the lowest common choice.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { PAGE_ENCODINGS, type PageEncoding } from '@site-query-gateway/protocol/page-encoding.js';

type Compress = (body: Buffer) => Promise<Buffer>;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const zstdCompress = (zlib as unknown as { zstdCompress?: (body: Buffer, options: { params: Record<number, number> }, callback: (err: Error | null, result: Buffer) => void) => void }).zstdCompress;
const zstd = zstdCompress ? promisify(zstdCompress) : undefined;
/** Zstandard's level parameter, where Node has Zstandard. */
const ZSTD_LEVEL_PARAMETER = (zlib.constants as Record<string, number | undefined>).ZSTD_c_compressionLevel;

/** Brotli quality 5: per 1 MiB page of row JSON about 14 times smaller, at 35–90 MB/s per core. */
const BROTLI_QUALITY = 5;
const ZSTD_LEVEL = 3;
const GZIP_LEVEL = 6;

const COMPRESSORS: Partial<Record<PageEncoding, Compress>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzip(body, { level: GZIP_LEVEL }),
  ...(zstd && ZSTD_LEVEL_PARAMETER !== undefined ? { zstd: (body: Buffer) => zstd(body, { params: { [ZSTD_LEVEL_PARAMETER]: ZSTD_LEVEL } }) } : {}),
};

/** The encodings this agent can compress pages with, its preference first (sent in the hello). */
export const AGENT_PAGE_ENCODINGS: readonly PageEncoding[] = PAGE_ENCODINGS.filter((encoding) => COMPRESSORS[encoding] !== undefined);

/** The page compressed with `encoding` (one this agent has: AGENT_PAGE_ENCODINGS). */
export function compressPage(body: Buffer, encoding: PageEncoding): Promise<Buffer> {
  const compress = COMPRESSORS[encoding];
  if (!compress) return Promise.reject(new Error(`this agent cannot compress with ${encoding}`));
  return compress(body);
}
