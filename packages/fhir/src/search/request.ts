/**
 * @module fhir/search/request
 * Reads a search from name/value pairs (query string, or query plus form body for POST `_search`, so both
 * give the same result): result-control parameters (`_count`, `_sort`, `_total`, `_summary`, `_elements`,
 * `_include`, `_revinclude`, the paging `_cursor`) are parsed and checked here; every other pair becomes a
 * SearchTerm (name, modifier, optional chain, comma-separated values unescaped) for the planner, which
 * knows the resource's parameters. Repeated parameters mean AND, commas mean OR (R4 search §2.1.1.2).
 * Pure: no SQL and no mapping here.
 */
import { invalid } from '../outcome.js';

export const DEFAULT_COUNT = 20;
export const MAX_COUNT = 200;

export interface SearchTerm {
  /** The pair as received, for the self link. */
  readonly pair: readonly [string, string];
  readonly name: string;
  readonly modifier?: string;
  /** `patient.identifier`, `subject:Patient.name`: the parameter searched on the referenced resource. */
  readonly chain?: { readonly name: string; readonly modifier?: string };
  /** Alternatives (OR), escapes removed. */
  readonly values: readonly string[];
}

export interface SortRule {
  readonly name: string;
  readonly descending: boolean;
}

export interface IncludeRule {
  /** The pair as received. */
  readonly pair: readonly [string, string];
  readonly sourceType: string;
  readonly param: string;
  readonly targetType?: string;
}

export type SummaryMode = 'true' | 'false' | 'text' | 'data' | 'count';

export interface SearchControl {
  readonly count: number;
  /** The _count the client asked for was above MAX_COUNT and was lowered. */
  readonly countCapped: boolean;
  readonly sort: readonly SortRule[];
  readonly total: 'none' | 'estimate' | 'accurate';
  readonly summary?: SummaryMode;
  readonly elements?: readonly string[];
  readonly include: readonly IncludeRule[];
  readonly revinclude: readonly IncludeRule[];
  readonly cursor?: string;
  /** Control pairs that shape the result (for the self and next links), `_cursor` excluded. */
  readonly pairs: readonly (readonly [string, string])[];
}

export interface ParsedSearch {
  readonly terms: readonly SearchTerm[];
  readonly control: SearchControl;
}

/** Accepted and without effect: only JSON is served. */
const IGNORED = new Set(['_format', '_pretty']);
const SINGLE = new Set(['_count', '_sort', '_total', '_summary', '_elements', '_cursor']);

/** Splits on unescaped `sep`; `\,` `\|` `\$` `\\` stay escaped for the next step. */
export function splitUnescaped(text: string, sep: string): string[] {
  const out: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (c === '\\' && i + 1 < text.length) {
      current += c + text[i + 1]!;
      i += 1;
    } else if (c === sep) {
      out.push(current);
      current = '';
    } else {
      current += c;
    }
  }
  out.push(current);
  return out;
}

/** Removes FHIR search escapes (`\,` → `,`, `\|` → `|`, `\$` → `$`, `\\` → `\`). */
export function unescapeValue(text: string): string {
  return text.replace(/\\([,|$\\])/g, '$1');
}

const NAME = /^([A-Za-z_][A-Za-z0-9_-]*)(?::([A-Za-z][A-Za-z0-9_-]*))?(?:\.([A-Za-z_][A-Za-z0-9_-]*)(?::([A-Za-z][A-Za-z0-9_-]*))?)?$/;

export function parseSearch(pairs: readonly (readonly [string, string])[]): ParsedSearch {
  const terms: SearchTerm[] = [];
  const controlPairs: [string, string][] = [];
  const seen = new Set<string>();
  let count = DEFAULT_COUNT;
  let countCapped = false;
  let sort: SortRule[] = [];
  let total: SearchControl['total'] = 'accurate';
  let summary: SummaryMode | undefined;
  let elements: string[] | undefined;
  let cursor: string | undefined;
  const include: IncludeRule[] = [];
  const revinclude: IncludeRule[] = [];

  for (const [rawName, value] of pairs) {
    const name = rawName.trim();
    if (IGNORED.has(name)) continue;
    // Engines read a NUL as the end of the text (SQLite's LIKE would then match every row): refused, not searched.
    if (value.includes('\u0000') || name.includes('\u0000')) throw invalid(`${name.replaceAll('\u0000', '')}: a search value may not contain a NUL character.`, name);
    if (SINGLE.has(name)) {
      if (seen.has(name)) throw invalid(`${name} may be given only once.`, name);
      seen.add(name);
    }
    switch (name) {
      case '_count': {
        if (!/^\d{1,9}$/.test(value.trim())) throw invalid('_count must be a whole number from 0.', '_count');
        const asked = Number(value.trim());
        count = Math.min(asked, MAX_COUNT);
        countCapped = asked > MAX_COUNT;
        controlPairs.push([name, String(count)]);
        continue;
      }
      case '_sort':
        sort = parseSort(value);
        controlPairs.push([name, value]);
        continue;
      case '_total':
        if (value !== 'none' && value !== 'estimate' && value !== 'accurate') throw invalid('_total must be none, estimate or accurate.', '_total');
        total = value;
        controlPairs.push([name, value]);
        continue;
      case '_summary':
        if (!['true', 'false', 'text', 'data', 'count'].includes(value)) throw invalid('_summary must be true, false, text, data or count.', '_summary');
        summary = value as SummaryMode;
        controlPairs.push([name, value]);
        continue;
      case '_elements':
        elements = value.split(',').map((e) => e.trim()).filter((e) => e !== '');
        if (elements.some((e) => !/^[A-Za-z][A-Za-z0-9]*(\[x\])?$/.test(e))) throw invalid('_elements lists top-level element names.', '_elements');
        controlPairs.push([name, elements.join(',')]);
        continue;
      case '_cursor':
        cursor = value;
        continue;
      case '_include':
      case '_revinclude':
        (name === '_include' ? include : revinclude).push(parseInclude(name, value));
        controlPairs.push([name, value]);
        continue;
      default:
        break;
    }
    const m = NAME.exec(name);
    if (!m) {
      terms.push({ pair: [name, value], name, values: [] });
      continue;
    }
    const values = splitUnescaped(value, ',').map((v) => v).filter((v) => v !== '');
    terms.push({
      pair: [name, value],
      name: m[1]!,
      ...(m[2] === undefined ? {} : { modifier: m[2] }),
      ...(m[3] === undefined ? {} : { chain: { name: m[3], ...(m[4] === undefined ? {} : { modifier: m[4] }) } }),
      values,
    });
  }
  return { terms, control: { count, countCapped, sort, total, summary, elements, include, revinclude, cursor, pairs: controlPairs } };
}

function parseSort(value: string): SortRule[] {
  const rules = value.split(',').map((s) => s.trim());
  if (rules.some((r) => !/^-?[A-Za-z_][A-Za-z0-9_-]*$/.test(r))) throw invalid('_sort lists parameter names, each optionally prefixed by "-".', '_sort');
  return rules.map((r) => (r.startsWith('-') ? { name: r.slice(1), descending: true } : { name: r, descending: false }));
}

function parseInclude(name: string, value: string): IncludeRule {
  const parts = value.split(':');
  if (parts.length < 2 || parts.length > 3 || parts.some((p) => !/^[A-Za-z*][A-Za-z0-9_-]*$/.test(p))) {
    throw invalid(`${name} must be Resource:parameter or Resource:parameter:Target.`, name);
  }
  return { pair: [name, value], sourceType: parts[0]!, param: parts[1]!, ...(parts[2] === undefined ? {} : { targetType: parts[2] }) };
}
