/**
 * @module fhir/http/search
 * A search, end to end: plan it, write the page query (count + 1 rows, keyset after the cursor, the
 * total counted by a subquery on the first page), run it, map the rows, fetch `_include`d and `_revinclude`d
 * resources with follow-up queries by id, and answer a searchset Bundle with self and next links.
 * `_summary=count` and `_count=0` run a COUNT only.
 */
import type { Bundle, FhirResource, OperationOutcomeIssue } from 'fhir/r4.js';
import type { ResourceMapping } from '../mapping/model.js';
import { issue, operationOutcome } from '../outcome.js';
import { RowReader, fieldAlias } from '../rows.js';
import { decodeCursor, encodeCursor, type Cursor } from '../search/cursor.js';
import type { FilterContext } from '../search/filters.js';
import { conditions, planSearch, sortAtoms, type PlannedInclude, type SearchPlan } from '../search/plan.js';
import { parseSearch } from '../search/request.js';
import { SqlBuilder } from '../sql/builder.js';
import { TOTAL_ALIAS, countStatement, selectStatement, sortAlias, type CursorValue, type SortAtom } from '../sql/select.js';
import { utcToWall, wallDay, wallStamp, parseWallDay, parseWallStamp } from '../time-zone.js';
import { searchUrl, searchset, type BundleEntryInput } from './bundle.js';
import type { RequestContext } from './context.js';
import { subset } from './elements.js';

/** A row as the site's database answered it. */
type SqlRow = Record<string, unknown>;

/** Resources fetched per `_revinclude`, at most; more are cut with a warning (the relay's size limit). */
export const MAX_REVINCLUDE = 1000;
/** Ids per follow-up query of an `_include`. */
const INCLUDE_CHUNK = 100;

function filterContext(ctx: RequestContext, b: SqlBuilder, mapping: ResourceMapping): FilterContext {
  return { b, mapping, timeZone: ctx.timeZone, nowWall: utcToWall(ctx.now.getTime(), ctx.timeZone), baseUrl: ctx.baseUrl, resolve: ctx.resolve };
}

function totalOf(row: Record<string, unknown> | undefined): number | undefined {
  if (row === undefined) return undefined;
  const v = new RowReader(row).raw(TOTAL_ALIAS);
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * A stamp's fraction of a second as the row wrote it (`.500`, `.123456`), or ''. The cursor keeps it: cut to the
 * second, a page ending on a row stored with milliseconds (SQL Server's DATETIME, PostgreSQL's timestamps) would
 * be followed by that second's rows again (ascending, for ever) or skip them (descending). The digits stay as
 * given, trailing zeros too, so SQLite, which compares stamps as text, finds the row equal, not after it (for
 * stamps stored with a space between date and time, as Bp's schema and the demo clinic write them; the cursor
 * always writes the space). Finer than a millisecond, the stamp is bound as DateTime2 (select.ts).
 */
function fractionOfSecond(text: string): string {
  return /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d{1,9})/.exec(text)?.[1] ?? '';
}

/** The sort-key values of a row, as a cursor carries them (dates and stamps normalised). */
function cursorValues(row: RowReader, atoms: readonly SortAtom[]): CursorValue[] {
  return atoms.map((atom, i) => {
    const raw = row.raw(i === atoms.length - 1 ? fieldAlias('id') : sortAlias(i));
    if (raw === null || raw === undefined) return null;
    switch (atom.type) {
      case 'int':
      case 'real':
        return typeof raw === 'number' ? raw : Number(raw);
      case 'date': {
        const wall = parseWallDay(String(raw));
        return wall === undefined ? String(raw) : wallDay(wall);
      }
      case 'datetime': {
        const text = String(raw);
        const wall = parseWallStamp(text);
        return wall === undefined ? text : wallStamp(wall) + fractionOfSecond(text);
      }
      case 'text':
        return String(raw);
    }
  });
}

export async function search(ctx: RequestContext, mapping: ResourceMapping, pairs: readonly (readonly [string, string])[]): Promise<Bundle> {
  const plan = planSearch(ctx.kind, mapping, parseSearch(pairs), ctx.strict);
  const { control } = plan;
  const self = searchUrl(ctx.baseUrl, mapping.type, control.cursor === undefined ? plan.usedPairs : [...plan.usedPairs, ['_cursor', control.cursor]]);
  const warnings: OperationOutcomeIssue[] = [...plan.warnings];
  if (control.countCapped) warnings.push(issue('information', 'informational', `_count was lowered to ${control.count}, the most this server returns per page.`, '_count'));
  const outcome = warnings.length === 0 ? undefined : operationOutcome(warnings);

  const b = new SqlBuilder(ctx.dialect);
  const where = conditions(plan, filterContext(ctx, b, mapping));
  if (control.summary === 'count' || control.count === 0) {
    const rows = await ctx.run(b.command(countStatement(b, mapping, where)));
    return searchset({ baseUrl: ctx.baseUrl, entries: [], outcome, total: totalOf(rows[0]) ?? 0, self, now: ctx.now });
  }

  const atoms = sortAtoms(plan, b);
  const cursor: Cursor | undefined = control.cursor === undefined ? undefined : decodeCursor(control.cursor, plan.hash, atoms);
  const withTotal = control.total !== 'none' && cursor === undefined;
  const limit = b.value('Int', control.count + 1);
  const text = selectStatement(b, { mapping, conditions: where, atoms, ...(cursor === undefined ? {} : { after: cursor.values }), limit, withTotal });
  const rows = await ctx.run(b.command(text));

  const page = rows.slice(0, control.count).map((r) => new RowReader(r));
  const total = control.total === 'none' ? undefined : cursor === undefined ? (totalOf(rows[0]) ?? 0) : cursor.total;
  let next: string | undefined;
  const last = page[page.length - 1];
  if (rows.length > control.count && last !== undefined) {
    const token = encodeCursor(plan.hash, { values: cursorValues(last, atoms), ...(total === undefined ? {} : { total }) });
    next = searchUrl(ctx.baseUrl, mapping.type, [...plan.usedPairs, ['_cursor', token]]);
  }

  const build = (m: ResourceMapping, row: RowReader): FhirResource => subset(m.build(row, { timeZone: ctx.timeZone }), m, control.summary, control.elements);
  const entries: BundleEntryInput[] = page.map((row) => ({ resource: build(mapping, row), mode: 'match' }));
  const seen = new Set(entries.map((e) => `${e.resource.resourceType}/${e.resource.id ?? ''}`));
  const add = (m: ResourceMapping, row: RowReader) => {
    const key = `${m.type}/${row.int('id') ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    entries.push({ resource: build(m, row), mode: 'include' });
  };
  // Every _include and _revinclude statement goes to the site at once (one round trip for all of them on a
  // clinic's link, not one each); their rows are added in the order the parameters were given.
  const pageIds = page.map((r) => r.int('id')).filter((id): id is number => id !== undefined);
  const included = plan.includes.flatMap((include) => includeStatements(ctx, include, page));
  const revincluded = plan.revincludes.map((rev) => ({ rev, rows: revincludeRows(ctx, rev, pageIds) }));
  const [includeRows, revincludeResults] = await Promise.all([Promise.all(included.map((i) => i.rows)), Promise.all(revincluded.map((r) => r.rows))]);
  included.forEach(({ target }, i) => {
    for (const row of includeRows[i] ?? []) add(target, new RowReader(row));
  });
  revincluded.forEach(({ rev }, i) => {
    const rows = revincludeResults[i] ?? [];
    for (const row of rows.slice(0, MAX_REVINCLUDE)) add(rev.source, new RowReader(row));
    if (rows.length > MAX_REVINCLUDE) warnings.push(issue('warning', 'too-costly', `_revinclude=${rev.rule.pair[1]}: only the first ${MAX_REVINCLUDE} were included.`, '_revinclude'));
  });
  const finalOutcome = warnings.length === 0 ? undefined : operationOutcome(warnings);
  return searchset({ baseUrl: ctx.baseUrl, entries, outcome: finalOutcome, total, self, next, now: ctx.now });
}

/** The statements fetching what the page's rows refer to through the include's parameter, by id, per target type. */
function includeStatements(ctx: RequestContext, include: PlannedInclude, page: readonly RowReader[]): { target: ResourceMapping; rows: Promise<SqlRow[]> }[] {
  const statements: { target: ResourceMapping; rows: Promise<SqlRow[]> }[] = [];
  for (const targetType of include.targets) {
    const target = ctx.resolve(targetType)!;
    const ids = new Set<number>();
    for (const ref of include.param.refs.filter((r) => r.target === targetType)) {
      for (const row of page) {
        const id = row.int(ref.field);
        if (id !== undefined) ids.add(id);
      }
    }
    const all = [...ids];
    for (let i = 0; i < all.length; i += INCLUDE_CHUNK) {
      const b = new SqlBuilder(ctx.dialect);
      const chunk = all.slice(i, i + INCLUDE_CHUNK).map((id) => b.value('Int', id));
      const atoms: SortAtom[] = [{ sql: target.id(b), type: 'int', nullable: false, descending: false }];
      const text = selectStatement(b, { mapping: target, conditions: [`${target.id(b)} IN (${chunk.join(', ')})`], atoms, withTotal: false });
      statements.push({ target, rows: ctx.run(b.command(text)) });
    }
  }
  return statements;
}

/** Resources whose reference parameter points at the page's resources, up to MAX_REVINCLUDE + 1 (more means cut). */
async function revincludeRows(ctx: RequestContext, rev: PlannedInclude, pageIds: readonly number[]): Promise<SqlRow[]> {
  if (pageIds.length === 0) return [];
  const b = new SqlBuilder(ctx.dialect);
  const source = rev.source;
  const markers = pageIds.map((id) => b.value('Int', id));
  const refs = rev.param.refs.filter((r) => rev.targets.includes(r.target));
  const condition = refs.map((r) => `${source.fields[r.field]!.sql(b)} IN (${markers.join(', ')})`);
  const atoms: SortAtom[] = [{ sql: source.id(b), type: 'int', nullable: false, descending: false }];
  const limit = b.value('Int', MAX_REVINCLUDE + 1);
  const text = selectStatement(b, { mapping: source, conditions: [condition.length === 1 ? condition[0]! : `(${condition.join(' OR ')})`], atoms, limit, withTotal: false });
  return ctx.run(b.command(text));
}

export type { SearchPlan };
