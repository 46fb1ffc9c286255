/**
 * @module api/openapi/responses
 * Route response declarations that carry headers. Fastify serialises by `content[type].schema` and ignores
 * `headers`; @fastify/swagger writes both into the document. One place names the headers a route sets, so
 * the document and the route cannot drift (the OpenAPI test compares them with what routes send).
 */
import { Type, type TSchema } from 'typebox';

interface HeaderDeclaration {
  type: 'string' | 'integer';
  description: string;
}

export const LOCATION_HEADER: Record<string, HeaderDeclaration> = {
  Location: { type: 'string', description: 'Path of the created query: GET it for its status.' },
};

/** The headers of result pages: Size, Rows-Count, Rows-Range-Start, Rows-Range-End (and Vary). */
export const PAGE_HEADERS: Record<string, HeaderDeclaration> = {
  Size: { type: 'integer', description: 'Bytes of the page as UTF-8 JSON.' },
  'Rows-Count': { type: 'integer', description: 'Rows on this page.' },
  'Rows-Range-Start': { type: 'integer', description: 'Number of the first row on this page (1-based; 0 when empty).' },
  'Rows-Range-End': { type: 'integer', description: 'Number of the last row on this page (0 when empty).' },
  Vary: { type: 'string', description: '`Accept-Encoding`: the body is compressed when the request accepts an encoding (zstd where the gateway has it, br, gzip).' },
};

/** A response whose body is `schema` (JSON) and which carries `headers`. */
export function withHeaders(description: string, schema: TSchema, headers: Record<string, HeaderDeclaration>): TSchema {
  return Type.Unsafe({ description, headers, content: { 'application/json': { schema } } });
}
