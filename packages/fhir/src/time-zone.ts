/**
 * @module fhir/time-zone
 * The clinic's wall clock. Best Practice stores local dates and times without a zone; FHIR instants need
 * an offset. Times here are "wall milliseconds": the local date and time read as if it were UTC, so plain
 * arithmetic on them is calendar arithmetic on the clinic's clock. Uses Intl (full ICU ships with Node);
 * no clock is read here.
 */

export const DEFAULT_TIME_ZONE = 'Australia/Sydney';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Throws RangeError for a zone name ICU does not know. */
export function checkTimeZone(timeZone: string): void {
  formatterFor(timeZone);
}

/** The zone's offset (wall − UTC, ms) at a whole-second UTC instant, asked of ICU. */
function icuOffsetMs(utcSecondMs: number, timeZone: string): number {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(utcSecondMs))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const wall = Date.UTC(fields.year ?? 0, (fields.month ?? 1) - 1, fields.day ?? 0, fields.hour ?? 0, fields.minute ?? 0, fields.second ?? 0);
  return wall - utcSecondMs;
}

const HOUR_MS = 3_600_000;
/** Cached offsets per zone, by UTC hour; cleared when this many hours are held (a bound, not a tuning). */
const MAX_CACHED_HOURS = 100_000;
const hourOffsets = new Map<string, Map<number, number>>();

/**
 * The zone's offset in ms at a UTC instant. ICU's formatToParts is slow, and a search page
 * needs a few per resource (meta.lastUpdated), so offsets are cached per UTC hour: an hour whose first
 * and last second have the same offset has it throughout (no zone changes its offset twice within an
 * hour), and an hour holding a transition is not cached but asked of ICU at the instant itself.
 */
function offsetMsAt(utcMs: number, timeZone: string): number {
  let zone = hourOffsets.get(timeZone);
  if (zone === undefined) {
    zone = new Map();
    hourOffsets.set(timeZone, zone);
  }
  const hour = Math.floor(utcMs / HOUR_MS);
  const cached = zone.get(hour);
  if (cached !== undefined) return cached;
  const start = hour * HOUR_MS;
  const first = icuOffsetMs(start, timeZone);
  if (first !== icuOffsetMs(start + HOUR_MS - 1000, timeZone)) return icuOffsetMs(utcMs - (((utcMs % 1000) + 1000) % 1000), timeZone);
  if (zone.size >= MAX_CACHED_HOURS) zone.clear();
  zone.set(hour, first);
  return first;
}

/** UTC epoch milliseconds → wall milliseconds in `timeZone`. */
export function utcToWall(utcMs: number, timeZone: string): number {
  return utcMs + offsetMsAt(utcMs, timeZone);
}

/** Offset of the zone at a UTC instant, in minutes east of UTC. */
function offsetMinutesAt(utcMs: number, timeZone: string): number {
  return Math.round((utcToWall(utcMs, timeZone) - utcMs) / 60_000);
}

/**
 * Wall milliseconds → UTC epoch milliseconds. A wall time in a daylight-saving gap is read with the
 * offset before the change; an ambiguous one (the repeated hour) takes the earlier instant.
 */
export function wallToUtc(wallMs: number, timeZone: string): number {
  let guess = wallMs - offsetMinutesAt(wallMs, timeZone) * 60_000;
  guess = wallMs - offsetMinutesAt(guess, timeZone) * 60_000;
  return guess;
}

/** The zone's offset for a wall time, as `+10:00`. */
export function offsetForWall(wallMs: number, timeZone: string): string {
  const minutes = offsetMinutesAt(wallToUtc(wallMs, timeZone), timeZone);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** Wall milliseconds → `YYYY-MM-DD`. */
export function wallDay(wallMs: number): string {
  const d = new Date(wallMs);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Wall milliseconds → `YYYY-MM-DD HH:MM:SS` (how the databases compare local timestamps). */
export function wallStamp(wallMs: number): string {
  const d = new Date(wallMs);
  return `${wallDay(wallMs)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Wall days held per zone before the cache is cleared (a bound, not a tuning). */
const MAX_CACHED_DAYS = 100_000;
/** Per zone, per wall day: its `YYYY-MM-DD` and the offset all its wall times have, or null when it changes that day. */
const wallDays = new Map<string, Map<number, { day: string; offset: string } | null>>();
/** Points of a wall day whose offsets must agree for the day to count as having one offset. */
const DAY_SAMPLES_MS = [0, 6 * 3_600_000, 12 * 3_600_000, 18 * 3_600_000, 86_399_000];
const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => pad(i));

/**
 * The wall day's text and its one offset, or null when the offset changes within it. Every instant of an export
 * or a search page goes through here: asking for the offset three times per instant (wallToUtc, then the offset
 * at the result) was most of what building a resource cost, and almost every day has one offset.
 */
function wallDayOf(dayNumber: number, timeZone: string): { day: string; offset: string } | null {
  let zone = wallDays.get(timeZone);
  if (zone === undefined) {
    zone = new Map();
    wallDays.set(timeZone, zone);
  }
  let known = zone.get(dayNumber);
  if (known === undefined) {
    const start = dayNumber * MS_PER_DAY;
    const offsets = DAY_SAMPLES_MS.map((at) => offsetForWall(start + at, timeZone));
    // Two changes within six hours that cancel out would pass this check; no zone has had such a day.
    known = offsets.every((o) => o === offsets[0]) ? { day: wallDay(start), offset: offsets[0]! } : null;
    if (zone.size >= MAX_CACHED_DAYS) zone.clear();
    zone.set(dayNumber, known);
  }
  return known;
}

/** Wall milliseconds → a FHIR dateTime/instant with the zone's offset, to the second. */
export function wallToFhirInstant(wallMs: number, timeZone: string): string {
  const dayNumber = Math.floor(wallMs / MS_PER_DAY);
  const known = wallDayOf(dayNumber, timeZone);
  if (known === null) return `${wallStamp(wallMs).replace(' ', 'T')}${offsetForWall(wallMs, timeZone)}`;
  const second = Math.floor((wallMs - dayNumber * MS_PER_DAY) / 1000);
  const hh = Math.floor(second / 3600);
  const mm = Math.floor((second % 3600) / 60);
  return `${known.day}T${TWO_DIGITS[hh]}:${TWO_DIGITS[mm]}:${TWO_DIGITS[second % 60]}${known.offset}`;
}

/** `YYYY-MM-DD` (or the date part of a longer text) → wall milliseconds at midnight; undefined if malformed. */
export function parseWallDay(text: string): number | undefined {
  const year = digitsAt(text, 0, 4);
  const month = text.charCodeAt(4) === DASH ? digitsAt(text, 5, 2) : -1;
  const day = text.charCodeAt(7) === DASH ? digitsAt(text, 8, 2) : -1;
  if (year < 0 || month < 0 || day < 0) return undefined;
  return Date.UTC(year, month - 1, day);
}

/** `YYYY-MM-DD[ T]HH:MM[:SS[.fff]]` → wall milliseconds (to the second); undefined if malformed. */
export function parseWallStamp(text: string): number | undefined {
  const midnight = parseWallDay(text);
  if (midnight === undefined) return undefined;
  const separator = text.charCodeAt(10);
  const hour = separator === SPACE || separator === LETTER_T ? digitsAt(text, 11, 2) : -1;
  const minute = hour >= 0 && text.charCodeAt(13) === COLON ? digitsAt(text, 14, 2) : -1;
  // Hours and minutes come together or not at all; seconds only after them.
  if (minute < 0) return midnight;
  const second = text.charCodeAt(16) === COLON ? Math.max(0, digitsAt(text, 17, 2)) : 0;
  return midnight + ((hour * 60 + minute) * 60 + second) * 1000;
}

const DASH = 0x2d;
const COLON = 0x3a;
const SPACE = 0x20;
const LETTER_T = 0x54;

/**
 * The number written by `count` decimal digits at `at`, or -1 when they are not all digits. By character codes:
 * every timestamp of an export or a search page is read here, and a regular expression per value cost more
 * than building the rest of its resource's date fields.
 */
function digitsAt(text: string, at: number, count: number): number {
  let value = 0;
  for (let i = at; i < at + count; i++) {
    const digit = text.charCodeAt(i) - 0x30;
    // Past the end charCodeAt is NaN, which fails this test too.
    if (!(digit >= 0 && digit <= 9)) return -1;
    value = value * 10 + digit;
  }
  return value;
}

export const MS_PER_SECOND = 1000;
export const MS_PER_DAY = 86_400_000;
