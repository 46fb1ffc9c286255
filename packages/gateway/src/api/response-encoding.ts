/**
 * @module api/response-encoding
 * Content encodings for the answers the gateway writes itself, streamed from the store (result pages, query
 * records with their result): which one the client prefers among those this Node can make, whether it takes
 * a given one (a page stored compressed goes out as it is), and the stream that makes it. Other JSON answers
 * are compressed by @fastify/compress with the same preferences.
 */
import type { Transform } from 'node:stream';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

const zstdCompress = (zlib as unknown as { createZstdCompress?: () => Transform }).createZstdCompress;

export type ResponseEncoding = 'zstd' | 'br' | 'gzip';

/** What this gateway can encode answers with, preferred first (Zstandard where Node has it). */
export const RESPONSE_ENCODINGS: readonly ResponseEncoding[] = [...(zstdCompress ? (['zstd'] as const) : []), 'br', 'gzip'];

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

/** The encoding the client prefers among ours, if it takes any. */
export function preferredEncoding(acceptEncoding: string | undefined): string | undefined {
  if (!acceptEncoding) return undefined;
  return negotiate(acceptEncoding, [...RESPONSE_ENCODINGS]) ?? undefined;
}

/** Whether the client takes `encoding` (a stored page's). */
export function takes(acceptEncoding: string | undefined, encoding: string): boolean {
  return acceptEncoding !== undefined && negotiate(acceptEncoding, [encoding]) === encoding;
}

/** A stream that encodes what is written to it: Brotli at quality 4, as @fastify/compress does, for speed. */
export function encoderFor(encoding: string): Transform {
  switch (encoding) {
    case 'br':
      return zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } });
    case 'gzip':
      return zlib.createGzip();
    case 'zstd':
      if (zstdCompress) return zstdCompress();
  }
  throw new Error(`no encoder for ${encoding}`);
}
