/**
 * @module fhir/search/date-value
 * A FHIR date search value (`2026`, `2026-11`, `2026-11-20`, `2026-11-20T10:00`, `…:30.5+10:00`) as the
 * range of wall time it stands for, [start, end), on the clinic's clock (R4 search §2.1.1.5: a value
 * means the whole interval of its precision). A value with an offset or `Z` is an instant, moved to the
 * clinic's zone; a value without one is read as clinic time. Pure; `now` is given for `ap`.
 */
import { invalid } from '../outcome.js';
import { utcToWall } from '../time-zone.js';

export interface WallRange {
  /** Inclusive start, wall milliseconds. */
  start: number;
  /** Exclusive end, wall milliseconds. */
  end: number;
}

const DATE_VALUE =
  /^(\d{4})(?:-(\d\d)(?:-(\d\d)(?:T(\d\d):(\d\d)(?::(\d\d)(?:\.(\d{1,9}))?)?(Z|[+-]\d\d:\d\d)?)?)?)?$/;

/**
 * Parses one value (prefix already removed). A `+` of an offset that arrived as a space (an unencoded
 * `+` in a query string) is taken back as `+`.
 */
export function parseDateValue(raw: string, timeZone: string, parameter: string): WallRange {
  const text = raw.replace(/ (\d\d:\d\d)$/, '+$1');
  const m = DATE_VALUE.exec(text);
  if (!m) throw invalid(`${parameter}: "${raw.slice(0, 40)}" is not a FHIR date (YYYY, YYYY-MM, YYYY-MM-DD or a dateTime).`, parameter);
  const year = Number(m[1]);
  const month = m[2] === undefined ? undefined : Number(m[2]);
  const day = m[3] === undefined ? undefined : Number(m[3]);
  if (month !== undefined && (month < 1 || month > 12)) throw invalid(`${parameter}: month out of range.`, parameter);
  if (day !== undefined) {
    const last = new Date(Date.UTC(year, month! , 0)).getUTCDate();
    if (day < 1 || day > last) throw invalid(`${parameter}: day out of range.`, parameter);
  }
  if (m[4] === undefined) {
    // Date precisions: calendar arithmetic on the wall clock.
    if (month === undefined) return { start: Date.UTC(year, 0, 1), end: Date.UTC(year + 1, 0, 1) };
    if (day === undefined) return { start: Date.UTC(year, month - 1, 1), end: Date.UTC(year, month, 1) };
    return { start: Date.UTC(year, month - 1, day), end: Date.UTC(year, month - 1, day + 1) };
  }
  const hour = Number(m[4]);
  const minute = Number(m[5]);
  const second = m[6] === undefined ? undefined : Number(m[6]);
  if (hour > 23 || minute > 59 || (second !== undefined && second > 59)) throw invalid(`${parameter}: time out of range.`, parameter);
  const fraction = m[7];
  // The precision of the value decides the width of its range.
  const width = second === undefined ? 60_000 : fraction === undefined ? 1000 : Math.max(1, 10 ** (3 - Math.min(fraction.length, 3)));
  const millis = fraction === undefined ? 0 : Math.floor(Number(`0.${fraction}`) * 1000);
  const asIfUtc = Date.UTC(year, month! - 1, day!, hour, minute, second ?? 0, millis);
  const zone = m[8];
  if (zone === undefined) return { start: asIfUtc, end: asIfUtc + width };
  const offsetMinutes = zone === 'Z' ? 0 : (zone.startsWith('-') ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)));
  const utc = asIfUtc - offsetMinutes * 60_000;
  return { start: utcToWall(utc, timeZone), end: utcToWall(utc + width, timeZone) };
}

/**
 * `ap` (approximately): the value's range widened on both sides by 10 % of the distance between it and
 * now (R4 leaves the amount to the server), and by at least a day so near dates still find neighbours.
 */
export function approximateRange(range: WallRange, nowWall: number): WallRange {
  const middle = (range.start + range.end) / 2;
  const slack = Math.max(86_400_000, Math.abs(nowWall - middle) * 0.1);
  return { start: Math.floor(range.start - slack), end: Math.ceil(range.end + slack) };
}
