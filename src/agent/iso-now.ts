/**
 * @module agent/iso-now
 * The current time as ISO 8601 UTC text (`2026-11-23T19:04:05.678Z`), as every job message carries it.
 * `new Date().toISOString()` costs ~1.5 µs and a job sends three or four timestamps, mostly within one
 * millisecond and always within a few minutes of the last: the text of the minute is kept and only
 * seconds and milliseconds are written (B1A). Pure formatting; no state beyond that cache.
 */

let lastMs = Number.NaN;
let lastText = '';
let minuteStart = Number.NaN;
/** `YYYY-MM-DDTHH:MM:` of the cached minute. */
let minuteText = '';

export function isoNow(ms: number = Date.now()): string {
  if (ms === lastMs) return lastText;
  const minute = ms - (((ms % 60_000) + 60_000) % 60_000);
  if (minute !== minuteStart) {
    minuteStart = minute;
    minuteText = new Date(minute).toISOString().slice(0, 17);
  }
  const rest = ms - minute;
  const seconds = Math.floor(rest / 1000);
  const millis = rest % 1000;
  lastMs = ms;
  lastText = `${minuteText}${seconds < 10 ? '0' : ''}${seconds}.${millis < 10 ? '00' : millis < 100 ? '0' : ''}${millis}Z`;
  return lastText;
}
