/**
 * @module fhir/search/date-filter
 * A date search as SQL. The stored value is a range [lo, hi] of some precision (a DATE is a whole day, a
 * YEAR a whole year, a timestamp a second); the search value is a range [S, E) (date-value). Each prefix of
 * R4 search is a relation between the two ranges, written with four primitive comparisons on the columns:
 * lo ≥ A, lo < A, hi > A, hi ≤ A. A column holds whole units of its precision, so "lo ≥ A" is
 * "column ≥ A rounded up", and "hi > A" (hi being the column plus one unit) is "column ≥ A rounded down".
 * Boundaries are bound as parameters; nothing is spliced.
 */
import type { DateColumn } from '../mapping/model.js';
import { invalid } from '../outcome.js';
import { and, or, type SqlBuilder } from '../sql/builder.js';
import { MS_PER_DAY, wallDay, wallStamp } from '../time-zone.js';
import type { WallRange } from './date-value.js';

export const DATE_PREFIXES = ['eq', 'ne', 'gt', 'lt', 'ge', 'le', 'sa', 'eb', 'ap'] as const;
export type DatePrefix = (typeof DATE_PREFIXES)[number];

/** Splits `ge2026-01-01` into prefix and value (`eq` when none). */
export function splitPrefix(value: string): { prefix: DatePrefix; rest: string } {
  const head = value.slice(0, 2);
  if ((DATE_PREFIXES as readonly string[]).includes(head) && /^\d/.test(value.slice(2))) return { prefix: head as DatePrefix, rest: value.slice(2) };
  if (/^[a-z]{2}\d/.test(value)) throw invalid(`Unknown prefix "${head}" (use eq, ne, gt, lt, ge, le, sa, eb or ap).`);
  return { prefix: 'eq', rest: value };
}

type Rounding = 'up' | 'down';

function round(ms: number, column: DateColumn, direction: Rounding): number {
  switch (column.kind) {
    case 'date':
      return (direction === 'up' ? Math.ceil(ms / MS_PER_DAY) : Math.floor(ms / MS_PER_DAY)) * MS_PER_DAY;
    case 'year': {
      const d = new Date(ms);
      const start = Date.UTC(d.getUTCFullYear(), 0, 1);
      return direction === 'down' || start === ms ? start : Date.UTC(d.getUTCFullYear() + 1, 0, 1);
    }
    case 'datetime':
    case 'dateSeconds':
    case 'datetimePlusSeconds':
      return direction === 'up' ? Math.ceil(ms / 1000) * 1000 : Math.floor(ms / 1000) * 1000;
  }
}

/** `column op boundary` for op in >= or <, with the boundary already whole units of the column. */
function compare(b: SqlBuilder, column: DateColumn, op: '>=' | '<', boundary: number): string {
  switch (column.kind) {
    case 'date':
      return `${column.sql(b)} ${op} ${b.value('Date', wallDay(boundary))}`;
    case 'datetime':
      return `${column.sql(b)} ${op} ${b.value('DateTime', wallStamp(boundary))}`;
    case 'datetimePlusSeconds':
      return `${b.d.addSeconds(column.sql(b), column.seconds(b))} ${op} ${b.value('DateTime', wallStamp(boundary))}`;
    case 'year':
      return `${column.sql(b)} ${op} ${b.value('Int', new Date(boundary).getUTCFullYear())}`;
    case 'dateSeconds': {
      const day = Math.floor(boundary / MS_PER_DAY) * MS_PER_DAY;
      const seconds = Math.round((boundary - day) / 1000);
      const date = column.date(b);
      const dayMarker = b.value('Date', wallDay(day));
      const strict = op === '>=' ? '>' : '<';
      return or([`${date} ${strict} ${dayMarker}`, and([`${date} = ${dayMarker}`, `${column.seconds(b)} ${op} ${b.value('Int', seconds)}`])]);
    }
  }
}

export interface DateTarget {
  readonly lo: DateColumn;
  readonly hi: DateColumn;
}

/** lo ≥ A */
const loGe = (b: SqlBuilder, t: DateTarget, a: number) => compare(b, t.lo, '>=', round(a, t.lo, 'up'));
/** lo < A */
const loLt = (b: SqlBuilder, t: DateTarget, a: number) => compare(b, t.lo, '<', round(a, t.lo, 'up'));
/** hi > A (hi is the last stored unit; the range ends one unit later) */
const hiGt = (b: SqlBuilder, t: DateTarget, a: number) => compare(b, t.hi, '>=', round(a, t.hi, 'down'));
/** hi ≤ A */
const hiLe = (b: SqlBuilder, t: DateTarget, a: number) => compare(b, t.hi, '<', round(a, t.hi, 'down'));

/** The condition for one prefixed value. `range` is already widened for `ap`. */
export function dateCondition(b: SqlBuilder, target: DateTarget, prefix: DatePrefix, range: WallRange): string {
  const { start: s, end: e } = range;
  const contained = () => and([loGe(b, target, s), hiLe(b, target, e)]);
  switch (prefix) {
    case 'eq':
      return contained();
    case 'ne':
      return or([loLt(b, target, s), hiGt(b, target, e)]);
    case 'gt':
      return hiGt(b, target, e);
    case 'lt':
      return loLt(b, target, s);
    case 'ge':
      return or([hiGt(b, target, e), contained()]);
    case 'le':
      return or([loLt(b, target, s), contained()]);
    case 'sa':
      return loGe(b, target, e);
    case 'eb':
      return hiLe(b, target, s);
    case 'ap':
      return and([loLt(b, target, e), hiGt(b, target, s)]);
  }
}

/** `IS NULL` of the column(s) behind a date. */
export function dateIsNull(b: SqlBuilder, column: DateColumn): string {
  switch (column.kind) {
    case 'dateSeconds':
      return `${column.date(b)} IS NULL`;
    case 'date':
    case 'datetime':
    case 'datetimePlusSeconds':
    case 'year':
      return `${column.sql(b)} IS NULL`;
  }
}
