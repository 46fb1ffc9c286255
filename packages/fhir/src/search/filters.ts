/**
 * @module fhir/search/filters
 * One search term as a SQL condition, by the FHIR type of its parameter (R4 search §2.1.1): string
 * (starts-with ignoring case; `:exact`, `:contains`), token (code tables, identifiers, telecom; `:not`,
 * `:text`), date (date-filter), reference (`Type/id`, absolute URLs of this server, `:Type`, chained
 * parameters), and `:missing` for all. Values alternate with OR; the planner ANDs terms. Every value is
 * bound through the builder. A value that cannot match (an id that is not a number, an unknown system)
 * becomes a false condition, not an error; a malformed value or an unsupported modifier is a 400.
 */
import type { CodeParam, DateParam, Expr, IdentifierDef, IdentifierParam, ReferenceParam, ResourceMapping, SearchParam, StringParam, TelecomParam } from '../mapping/model.js';
import { invalid } from '../outcome.js';
import { FALSE, TRUE, and, or, type SqlBuilder } from '../sql/builder.js';
import { MAX_TEXT_PARAMETER } from '../sql/dialect.js';
import { matchIgnoringCase } from '../sql/text-match.js';
import { dateCondition, dateIsNull, splitPrefix } from './date-filter.js';
import { approximateRange, parseDateValue } from './date-value.js';
import { splitUnescaped, unescapeValue, type SearchTerm } from './request.js';

export interface FilterContext {
  readonly b: SqlBuilder;
  readonly mapping: ResourceMapping;
  readonly timeZone: string;
  /** Wall milliseconds of now, for `ap`. */
  readonly nowWall: number;
  readonly baseUrl: string;
  /** The mapping of another resource type of the same kind (chains). */
  readonly resolve: (type: string) => ResourceMapping | undefined;
}

/** What a term with `modifier` on `param` may use, by parameter type. */
const MODIFIERS: Record<string, readonly string[]> = {
  string: ['exact', 'contains', 'missing'],
  token: ['not', 'text', 'missing'],
  date: ['missing'],
  reference: ['missing'],
};

const INT_MAX = 2_147_483_647;

/** A record key from a search value: a decimal integer that fits the key columns, else undefined. */
export function parseKey(value: string): number | undefined {
  if (!/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n <= INT_MAX ? n : undefined;
}

function checkLength(value: string, name: string): void {
  if (value.length > MAX_TEXT_PARAMETER - 2) throw invalid(`${name}: a value may have at most ${MAX_TEXT_PARAMETER - 2} characters.`, name);
}

/** Text with a value, as the resource shows it: not NULL and not blank (`Dialect.hasText`). */
function hasText(b: SqlBuilder, column: string): string {
  return b.d.hasText(column);
}

/** Text the resource shows no value for: NULL or blank. */
function noText(b: SqlBuilder, column: string): string {
  return `(${column} IS NULL OR NOT (${b.d.hasText(column)}))`;
}

function missing(term: SearchTerm, isNull: string, notNull: string): string {
  const value = term.values.length === 1 ? term.values[0] : undefined;
  if (value !== 'true' && value !== 'false') throw invalid(`${term.pair[0]}: :missing takes true or false.`, term.pair[0]);
  return value === 'true' ? isNull : notNull;
}

function checkModifier(term: SearchTerm, param: SearchParam, modifier: string | undefined): void {
  if (modifier === undefined) return;
  // A resource type as modifier restricts a reference (`subject:Patient`).
  if (param.type === 'reference' && /^[A-Z]/.test(modifier)) return;
  if (!MODIFIERS[param.type]!.includes(modifier)) {
    throw invalid(`${term.pair[0]}: the modifier :${modifier} is not supported for this ${param.type} parameter.`, term.pair[0]);
  }
}

/** The condition for a term on `param` (chains resolved by the caller through `referenceCondition`). */
export function termCondition(ctx: FilterContext, term: SearchTerm, param: SearchParam, modifier = term.modifier): string {
  checkModifier(term, param, modifier);
  const values = term.values.map((v) => v);
  if (values.length === 0) return TRUE;
  switch (param.type) {
    case 'string':
      return stringCondition(ctx, term, param, modifier);
    case 'date':
      return dateTermCondition(ctx, term, param, modifier);
    case 'reference':
      return referenceCondition(ctx, term, param, modifier);
    case 'token':
      switch (param.token) {
        case 'code':
          return codeCondition(ctx, term, param, modifier);
        case 'identifier':
          return identifierCondition(ctx, term, param, modifier);
        case 'telecom':
          return telecomCondition(ctx, term, param, modifier);
      }
  }
}

function stringCondition(ctx: FilterContext, term: SearchTerm, param: StringParam, modifier: string | undefined): string {
  const { b } = ctx;
  const columns = param.columns.map((c) => c(b));
  if (modifier === 'missing') return missing(term, and(columns.map((c) => noText(b, c))), or(columns.map((c) => hasText(b, c))));
  return or(term.values.map((raw) => {
    const value = unescapeValue(raw);
    checkLength(value, term.pair[0]);
    if (modifier === 'exact') {
      const marker = b.value('NVarChar', value);
      return or(columns.map((c) => b.d.equalsExactly(c, marker)));
    }
    return or(matchIgnoringCase(b, columns, value, modifier === 'contains' ? 'anywhere' : 'start'));
  }));
}

function dateTermCondition(ctx: FilterContext, term: SearchTerm, param: DateParam, modifier: string | undefined): string {
  const { b } = ctx;
  const target = { lo: param.lo, hi: param.hi ?? param.lo };
  if (modifier === 'missing') return missing(term, dateIsNull(b, target.lo), `NOT (${dateIsNull(b, target.lo)})`);
  return or(term.values.map((raw) => {
    const { prefix, rest } = splitPrefix(unescapeValue(raw));
    const range = parseDateValue(rest, ctx.timeZone, term.pair[0]);
    return dateCondition(b, target, prefix, prefix === 'ap' ? approximateRange(range, ctx.nowWall) : range);
  }));
}

/** `system|code`, `|code`, `system|`, `code`. */
function splitToken(raw: string): { system?: string; code?: string } {
  const parts = splitUnescaped(raw, '|');
  if (parts.length === 1) return { code: unescapeValue(parts[0]!) };
  if (parts.length !== 2) throw invalid(`A token value has at most one "|": ${raw.slice(0, 40)}`);
  const system = unescapeValue(parts[0]!);
  const code = unescapeValue(parts[1]!);
  return { system, ...(code === '' ? {} : { code }) };
}

function inList(b: SqlBuilder, column: string, dbType: 'int' | 'text', values: readonly (string | number)[]): string {
  if (values.length === 0) return FALSE;
  const markers = [...new Set(values)].map((v) => b.value(dbType === 'int' ? 'Int' : 'NVarChar', v));
  return markers.length === 1 ? `${column} = ${markers[0]!}` : `${column} IN (${markers.join(', ')})`;
}

function codeCondition(ctx: FilterContext, term: SearchTerm, param: CodeParam, modifier: string | undefined): string {
  const { b } = ctx;
  const column = param.column(b);
  const isText = param.dbType === 'text';
  const present = isText ? hasText(b, column) : `${column} IS NOT NULL`;
  if (modifier === 'missing') return missing(term, isText ? noText(b, column) : `${column} IS NULL`, present);
  if (modifier === 'text') {
    if (param.text === undefined) throw invalid(`${term.pair[0]}: :text is not supported for this parameter.`, term.pair[0]);
    const texts = param.text;
    return or(term.values.map((raw) => {
      const value = unescapeValue(raw);
      checkLength(value, term.pair[0]);
      return or(matchIgnoringCase(b, texts.map((t) => t(b)), value, 'start'));
    }));
  }
  const db: (string | number)[] = [];
  let anyValue = false;
  for (const raw of term.values) {
    const { system, code } = splitToken(raw);
    for (const entry of param.codes) {
      const systemMatches = system === undefined || (system === '' ? entry.system === undefined : entry.system === system);
      if (systemMatches && (code === undefined || entry.code === code)) db.push(...entry.db);
    }
    const own = param.passthrough;
    if (own !== undefined && (system === undefined || system === own.system)) {
      if (code === undefined) anyValue = true;
      else if (!own.numeric) {
        checkLength(code, term.pair[0]);
        db.push(code);
      } else {
        const key = parseKey(code);
        if (key !== undefined) db.push(key);
      }
    }
  }
  const matches = anyValue ? present : inList(b, column, param.dbType, db);
  // :not keeps resources without the code, including those with no value at all (R4 token :not).
  return modifier === 'not' ? (matches === FALSE ? TRUE : `(NOT (${matches}) OR ${column} IS NULL)`) : matches;
}

function identifierCondition(ctx: FilterContext, term: SearchTerm, param: IdentifierParam, modifier: string | undefined): string {
  const { b } = ctx;
  if (modifier === 'missing') {
    const any = or(param.identifiers.map((i) => i.exists(b)));
    return missing(term, `NOT (${any})`, any);
  }
  if (modifier !== undefined) throw invalid(`${term.pair[0]}: the modifier :${modifier} is not supported for identifiers.`, term.pair[0]);
  return or(term.values.map((raw) => {
    const { system, code } = splitToken(raw);
    if (code !== undefined) checkLength(code, term.pair[0]);
    if (system === '') return FALSE; // identifiers here always have a system
    type Candidate = { def: IdentifierDef; scope: string | undefined };
    const defs: Candidate[] = system === undefined ? param.identifiers.map((def) => ({ def, scope: undefined }))
      : param.identifiers.flatMap((def): Candidate[] => {
        if (def.scoped) return system.startsWith(def.system) && system.length > def.system.length ? [{ def, scope: system.slice(def.system.length) }] : [];
        return def.system === system ? [{ def, scope: undefined }] : [];
      });
    if (code === undefined) return or(defs.map(({ def, scope }) => (scope === undefined ? def.exists(b) : def.match(b, undefined, scope))));
    return or(defs.map(({ def, scope }) => def.match(b, code, scope)));
  }));
}

/** Phone numbers are compared as digits (and `+`): `(02) 5550 1234` is found by `0255501234`. */
function phoneDigits(b: SqlBuilder, column: string): string {
  let expr = column;
  for (const c of [' ', '(', ')', '-']) expr = `REPLACE(${expr}, '${c}', '')`;
  return expr;
}

function telecomCondition(ctx: FilterContext, term: SearchTerm, param: TelecomParam, modifier: string | undefined): string {
  const { b } = ctx;
  const columns = param.contacts.map((c) => c.column(b));
  if (modifier === 'missing') return missing(term, and(columns.map((c) => noText(b, c))), or(columns.map((c) => hasText(b, c))));
  if (modifier !== undefined) throw invalid(`${term.pair[0]}: the modifier :${modifier} is not supported here.`, term.pair[0]);
  return or(term.values.map((raw) => {
    const { system, code } = splitToken(raw);
    const contacts = param.contacts.filter((c) => system === undefined || system === c.system);
    if (code === undefined) return or(contacts.map((c) => hasText(b, c.column(b))));
    checkLength(code, term.pair[0]);
    return or(contacts.map((c) => {
      if (c.system === 'email') return or(matchIgnoringCase(b, [c.column(b)], code.trim(), 'whole'));
      const digits = code.replace(/[\s()-]/g, '');
      return `${phoneDigits(b, c.column(b))} = ${b.value('NVarChar', digits)}`;
    }));
  }));
}

/** `123`, `Patient/123`, `<this server's base>/Patient/123` → type (if given) and id. */
function parseReference(ctx: FilterContext, raw: string): { type?: string; id: string } | undefined {
  let value = unescapeValue(raw);
  const base = ctx.baseUrl.replace(/\/+$/, '');
  if (/^https?:\/\//.test(value)) {
    if (!value.startsWith(`${base}/`)) return undefined; // another server's resource is never here
    value = value.slice(base.length + 1);
  }
  const parts = value.split('/');
  if (parts.length === 1) return { id: parts[0]! };
  if (parts.length === 2 && /^[A-Z][A-Za-z]+$/.test(parts[0]!)) return { type: parts[0]!, id: parts[1]! };
  if (parts.length === 4 && parts[2] === '_history') return { type: parts[0]!, id: parts[1]! };
  throw invalid(`Not a reference: ${raw.slice(0, 60)}`);
}

function fieldSql(ctx: FilterContext, field: string): Expr {
  const f = ctx.mapping.fields[field];
  if (!f) throw new Error(`Mapping ${ctx.mapping.type} has no field ${field}`);
  return f.sql;
}

function referenceCondition(ctx: FilterContext, term: SearchTerm, param: ReferenceParam, modifier: string | undefined): string {
  const { b } = ctx;
  const typeModifier = modifier !== undefined && /^[A-Z]/.test(modifier) ? modifier : undefined;
  const refs = param.refs.filter((r) => typeModifier === undefined || r.target === typeModifier);
  if (modifier === 'missing') {
    const columns = param.refs.map((r) => fieldSql(ctx, r.field)(b));
    return missing(term, and(columns.map((c) => `${c} IS NULL`)), or(columns.map((c) => `${c} IS NOT NULL`)));
  }
  if (term.chain !== undefined) return chainCondition(ctx, term, refs);
  const byRef = new Map<(typeof refs)[number], number[]>();
  for (const raw of term.values) {
    const ref = parseReference(ctx, raw);
    if (ref === undefined) continue;
    const key = parseKey(ref.id);
    if (key === undefined) continue;
    for (const r of refs) {
      if (ref.type !== undefined && ref.type !== r.target) continue;
      byRef.set(r, [...(byRef.get(r) ?? []), key]);
    }
  }
  return or([...byRef].map(([r, keys]) => inList(b, fieldSql(ctx, r.field)(b), 'int', keys)));
}

/**
 * `patient.identifier=…`: the reference is in the ids of the target resources that match the chained
 * term. One level deep; the subquery reads the target's own mapping, so the chain uses its columns.
 */
function chainCondition(ctx: FilterContext, term: SearchTerm, refs: ReferenceParam['refs']): string {
  const { b } = ctx;
  const chain = term.chain!;
  const parts: string[] = [];
  let known = false;
  for (const r of refs) {
    const target = ctx.resolve(r.target);
    const targetParam = target?.params[chain.name] ?? (chain.name === '_id' ? ID_PARAM : undefined);
    if (target === undefined || targetParam === undefined) continue;
    known = true;
    const inner: FilterContext = { ...ctx, mapping: target };
    const innerTerm: SearchTerm = { pair: term.pair, values: term.values, name: chain.name, ...(chain.modifier === undefined ? {} : { modifier: chain.modifier }) };
    const condition = chain.name === '_id' ? idCondition(inner, innerTerm) : termCondition(inner, innerTerm, targetParam);
    parts.push(`${fieldSql(ctx, r.field)(b)} IN (SELECT ${target.id(b)} FROM ${target.from(b)} WHERE ${and([target.where(b), condition])})`);
  }
  if (!known) throw invalid(`${term.pair[0]}: no referenced resource has the parameter ${chain.name}.`, term.pair[0]);
  return or(parts);
}

/** Stand-in definition so chains can end in `_id`. */
const ID_PARAM: CodeParam = { type: 'token', token: 'code', column: () => '', dbType: 'int', codes: [], definition: '' };

/** `_id`: the record key; ids that are not keys match nothing. */
export function idCondition(ctx: FilterContext, term: SearchTerm): string {
  if (term.modifier !== undefined && term.modifier !== 'not') throw invalid(`_id: the modifier :${term.modifier} is not supported.`, '_id');
  const keys = term.values.map((v) => parseKey(unescapeValue(v))).filter((k): k is number => k !== undefined);
  const matches = inList(ctx.b, ctx.mapping.id(ctx.b), 'int', keys);
  return term.modifier === 'not' ? (matches === FALSE ? TRUE : `NOT (${matches})`) : matches;
}
