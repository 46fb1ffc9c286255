/**
 * @module demo/clinic-db/calendar
 * Dates as whole days since 1970-01-01 and times as seconds since midnight (Bp Premier's convention),
 * and their text forms in the clinic database. Pure arithmetic in UTC: never reads the clock, so a seed
 * gives the same rows on any machine in any time zone.
 */

const MS_PER_DAY = 86_400_000;

/** 'YYYY-MM-DD' → day number; throws on anything else. */
export function parseIsoDay(iso: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new RangeError(`Not a date (YYYY-MM-DD): ${iso}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  // Date.UTC rolls 2026-02-30 over to March; a round trip catches it.
  if (formatDay(ms / MS_PER_DAY) !== iso) throw new RangeError(`Not a calendar date: ${iso}`);
  return ms / MS_PER_DAY;
}

/** Formatted days, memoised: Date#toISOString per row was a tenth of the generator's time, and a database spans few distinct days. */
const dayTexts = new Map<number, string>();
const DAY_CACHE_LIMIT = 200_000;

/** Day number → 'YYYY-MM-DD'. */
export function formatDay(day: number): string {
  let text = dayTexts.get(day);
  if (text === undefined) {
    text = new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
    if (dayTexts.size < DAY_CACHE_LIMIT) dayTexts.set(day, text);
  }
  return text;
}

/** Day number → 0 (Sunday) … 6 (Saturday). */
export function weekdayOf(day: number): number {
  // 1970-01-01 was a Thursday.
  return (((day + 4) % 7) + 7) % 7;
}

export function yearOf(day: number): number {
  return new Date(day * MS_PER_DAY).getUTCFullYear();
}

/** The day number of 1 January of a year. */
export function firstDayOfYear(year: number): number {
  return Date.UTC(year, 0, 1) / MS_PER_DAY;
}

/** The last day of the month that contains `day` plus `months` months (card expiry dates). */
export function endOfMonth(day: number, months: number): number {
  const date = new Date(day * MS_PER_DAY);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months + 1, 0) / MS_PER_DAY;
}

/** Whole years between a birth day and another day. */
export function ageOn(birthDay: number, day: number): number {
  const birth = new Date(birthDay * MS_PER_DAY);
  const on = new Date(day * MS_PER_DAY);
  let age = on.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    on.getUTCMonth() < birth.getUTCMonth() || (on.getUTCMonth() === birth.getUTCMonth() && on.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/** Seconds since midnight → 'HH:MM:SS'. */
export function formatTimeOfDay(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h < 10 ? '0' : ''}${h}:${m < 10 ? '0' : ''}${m}:${s < 10 ? '0' : ''}${s}`;
}

/** A local timestamp as SQL Server prints a `datetime`: 'YYYY-MM-DD HH:MM:SS' (no zone, like Bp's). */
export function formatTimestamp(day: number, seconds: number): string {
  return `${formatDay(day)} ${formatTimeOfDay(seconds)}`;
}
