/**
 * @module fhir/search/cursor
 * The opaque `_cursor` of a `next` link: the sort-key values and id of the last row of the page, the
 * total counted with the first page, and a hash of the search it belongs to. Keyset paging over these
 * values gives no duplicates and no gaps while rows change (no offset shifts). A token is untrusted
 * input: it is decoded, checked against the search and the sort keys' types, and its values are bound,
 * never spliced; a bad one is a 400.
 */
import { createHash } from 'node:crypto';
import { invalid } from '../outcome.js';
import type { CursorValue, SortAtom } from '../sql/select.js';

export interface Cursor {
  readonly values: readonly CursorValue[];
  readonly total?: number;
}

interface Token {
  h: string;
  v: CursorValue[];
  t?: number;
}

/** A short digest of the search a cursor belongs to (resource, terms, sort and includes; not `_count`). */
export function searchHash(resourceType: string, pairs: readonly (readonly [string, string])[]): string {
  const canonical = pairs
    .filter(([name]) => name !== '_count' && name !== '_cursor')
    .map(([n, v]) => `${n}=${v}`)
    .sort();
  return createHash('sha256').update(JSON.stringify([resourceType, canonical])).digest('base64url').slice(0, 16);
}

export function encodeCursor(hash: string, cursor: Cursor): string {
  const token: Token = { h: hash, v: [...cursor.values], ...(cursor.total === undefined ? {} : { t: cursor.total }) };
  return Buffer.from(JSON.stringify(token), 'utf8').toString('base64url');
}

const DATE = /^\d{4}-\d\d-\d\d$/;
/** A stamp to the second, or finer when the row had a fraction of a second (search.ts, `fractionOfSecond`). */
const STAMP = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d{1,9})?$/;

function valueFits(value: unknown, atom: SortAtom): boolean {
  if (value === null) return atom.nullable;
  switch (atom.type) {
    case 'int':
      return typeof value === 'number' && Number.isSafeInteger(value);
    case 'real':
      return typeof value === 'number' && Number.isFinite(value);
    case 'date':
      return typeof value === 'string' && DATE.test(value);
    case 'datetime':
      return typeof value === 'string' && STAMP.test(value);
    case 'text':
      return typeof value === 'string' && value.length <= 1000;
  }
}

export function decodeCursor(text: string, hash: string, atoms: readonly SortAtom[]): Cursor {
  const bad = () => invalid('_cursor is not a paging token of this search; follow the links of the Bundle as given.', '_cursor');
  if (!/^[A-Za-z0-9_-]{1,4000}$/.test(text)) throw bad();
  let token: unknown;
  try {
    token = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  if (typeof token !== 'object' || token === null) throw bad();
  const { h, v, t } = token as Partial<Token>;
  if (h !== hash || !Array.isArray(v) || v.length !== atoms.length) throw bad();
  if (!v.every((value, i) => valueFits(value, atoms[i]!))) throw bad();
  if (t !== undefined && !(typeof t === 'number' && Number.isSafeInteger(t) && t >= 0)) throw bad();
  return { values: v, ...(t === undefined ? {} : { total: t }) };
}
