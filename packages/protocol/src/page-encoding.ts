/**
 * @module protocol/page-encoding
 * Compressed result pages. From protocol 4 on the agent names in its hello the content encodings it can
 * compress pages with (its preference first), the gateway's welcome names the one it wants, and the agent
 * uploads each page compressed that way, as the HTTP body of a PUT to ENCODED_PAGE_PATH with the encoding in
 * `Content-Encoding`. The uncompressed path (RESULT_PAGE_PATH) stays for identity uploads and older agents.
 *
 * The encoded pages have a path of their own so that a gateway which predates them answers 404 (no such
 * route) instead of storing compressed bytes as if they were JSON: an agent meeting that falls back to
 * identity uploads, as during a rolling upgrade of several gateway instances.
 * Imports nothing of ours.
 */

/** Content encodings of pages, by their HTTP names: Brotli, Zstandard, gzip. */
export const PAGE_ENCODINGS = ['br', 'zstd', 'gzip'] as const;
export type PageEncoding = (typeof PAGE_ENCODINGS)[number];

export function isPageEncoding(value: unknown): value is PageEncoding {
  return typeof value === 'string' && (PAGE_ENCODINGS as readonly string[]).includes(value);
}

/** The first protocol version in which pages may travel compressed. */
export const ENCODED_PAGES_PROTOCOL_VERSION = 4;

/** `PUT /agent/v1` + this: one page, its body compressed as `Content-Encoding` says. */
export const ENCODED_PAGE_PATH = '/queries/:queryId/encoded-pages/:pageNumber';

/** The error code an older gateway answers for a path it does not know. */
export const ROUTE_NOT_FOUND_CODE = 'ROUTE_NOT_FOUND';
