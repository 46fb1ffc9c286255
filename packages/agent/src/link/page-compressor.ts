/**
 * @module agent/link/page-compressor
 * Compresses a result page for its upload, off the main thread (zlib's asynchronous calls run on libuv's
 * thread pool, so several pages in flight compress on several cores). Row JSON repeats its column names in
 * every row and compresses ten to fifteen times. Brotli comes first (every Node has it, and at a middle
 * quality it beats Zstandard's and gzip's sizes), then Zstandard where Node has it (22.15 and later), then
 * gzip. Each encoding has a few levels, strongest first, for compression-choice to pick from.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { PAGE_ENCODINGS, type PageEncoding } from '@site-query-gateway/protocol/page-encoding.js';

type Compress = (body: Buffer, level: number) => Promise<Buffer>;

interface Codec {
  /** Levels to choose from, strongest (smallest, slowest) first. */
  levels: readonly number[];
  compress: Compress;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
type ZstdCompress = (body: Buffer, options: { params: Record<number, number> }, callback: (err: Error | null, result: Buffer) => void) => void;
const zstdCompress = (zlib as unknown as { zstdCompress?: ZstdCompress }).zstdCompress;
/** Zstandard's level parameter, where Node has Zstandard. */
const ZSTD_LEVEL_PARAMETER = (zlib.constants as Record<string, number | undefined>).ZSTD_c_compressionLevel;

const CODECS: Partial<Record<PageEncoding, Codec>> = {
  br: {
    levels: [5, 4, 1],
    compress: (body, level) =>
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: level,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
  },
  gzip: { levels: [6, 1], compress: (body, level) => gzip(body, { level }) },
  ...(zstdCompress && ZSTD_LEVEL_PARAMETER !== undefined
    ? { zstd: { levels: [6, 3, 1], compress: (body: Buffer, level: number) => promisify(zstdCompress)(body, { params: { [ZSTD_LEVEL_PARAMETER]: level } }) } }
    : {}),
};

/** The encodings this agent can compress pages with, its preference first (sent in the hello). */
export const AGENT_PAGE_ENCODINGS: readonly PageEncoding[] = PAGE_ENCODINGS.filter((encoding) => CODECS[encoding] !== undefined);

/** The levels of an encoding this agent has, strongest first. */
export function levelsOf(encoding: PageEncoding): readonly number[] {
  return CODECS[encoding]?.levels ?? [];
}

/** The page compressed with `encoding` at `level` (an encoding this agent has: AGENT_PAGE_ENCODINGS). */
export function compressPage(body: Buffer, encoding: PageEncoding, level: number): Promise<Buffer> {
  const codec = CODECS[encoding];
  if (!codec) return Promise.reject(new Error(`this agent cannot compress with ${encoding}`));
  return codec.compress(body, level);
}
