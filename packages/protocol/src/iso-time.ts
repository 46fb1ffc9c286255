/**
 * @module protocol/iso-time
 * Timestamps as ISO 8601 UTC text (`2026-11-23T19:04:05.678Z`), the form every record and message carries,
 * written and read without V8's general date code. `new Date(ms).toISOString()` formats through printf and
 * `Date.parse` runs a tokenizer, while the times a process handles fall within a few minutes of each other: the
 * text of the last few minutes is kept, and only seconds and milliseconds are written or read. Both functions
 * answer exactly what the built-ins answer, for every number and every string. The agent stamps three or four of
 * them on every job, the gateway about a dozen per immediate query. Pure: no state beyond those caches.
 */

/**
 * Inside years 0000–9999 toISOString writes `YYYY-MM-DDTHH:MM:SS.sssZ`; outside, `±YYYYYY-…` (left to it).
 * 0000-01-01T00:00:00.000Z is written out: Date.UTC would read the year 0 as 1900.
 */
const MIN_MS = -62_167_219_200_000;
const MAX_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
const MINUTE_MS = 60_000;
/** `YYYY-MM-DDTHH:MM:` */
const MINUTE_TEXT_LENGTH = 17;
const ISO_LENGTH = 24;

/**
 * The minutes whose text is kept, for writing and for reading: a few, because a process moves between a few at
 * once (an immediate query is stamped now, its start deadline up to a minute later and its results' expiry a day
 * later: with one minute kept, every other text was written the slow way).
 */
const KEPT_MINUTES = 4;

class MinuteTexts {
  private readonly ms: number[] = new Array<number>(KEPT_MINUTES).fill(Number.NaN);
  /** Match no text until a minute is kept (every text starts with ''). */
  private readonly texts: string[] = new Array<string>(KEPT_MINUTES).fill('\u0000');
  /** The slot the next new minute replaces (the oldest kept). */
  private next = 0;

  /** The text of `minuteMs`, kept or written now. */
  textOf(minuteMs: number): string {
    for (let i = 0; i < KEPT_MINUTES; i++) if (this.ms[i] === minuteMs) return this.texts[i]!;
    const text = new Date(minuteMs).toISOString().slice(0, MINUTE_TEXT_LENGTH);
    this.keep(minuteMs, text);
    return text;
  }

  /** The minute (epoch ms) whose kept text `text` starts with, or NaN. */
  minuteOf(text: string): number {
    for (let i = 0; i < KEPT_MINUTES; i++) if (text.startsWith(this.texts[i]!)) return this.ms[i]!;
    return Number.NaN;
  }

  keep(minuteMs: number, text: string): void {
    this.ms[this.next] = minuteMs;
    this.texts[this.next] = text;
    this.next = (this.next + 1) % KEPT_MINUTES;
  }
}

const written = new MinuteTexts();
const read = new MinuteTexts();
let lastMs = Number.NaN;
let lastText = '';

function minuteOf(ms: number): number {
  return ms - (((ms % MINUTE_MS) + MINUTE_MS) % MINUTE_MS);
}

/** `new Date(ms).toISOString()`, the same text (and the same RangeError for an invalid time). */
export function isoTime(ms: number): string {
  if (ms === lastMs) return lastText;
  if (!(ms >= MIN_MS && ms <= MAX_MS) || !Number.isInteger(ms)) return new Date(ms).toISOString();
  const minute = minuteOf(ms);
  const minuteText = written.textOf(minute);
  const rest = ms - minute;
  const seconds = Math.floor(rest / 1000);
  const millis = rest % 1000;
  lastMs = ms;
  lastText = `${minuteText}${seconds < 10 ? '0' : ''}${seconds}.${millis < 10 ? '00' : millis < 100 ? '0' : ''}${millis}Z`;
  return lastText;
}

/** The current time as ISO text. */
export function isoNow(): string {
  return isoTime(Date.now());
}

const ZERO = 48;
const NINE = 57;

/** The value of the two digits at `at`, or -1 when either is not a digit. */
function twoDigits(text: string, at: number): number {
  const a = text.charCodeAt(at);
  const b = text.charCodeAt(at + 1);
  return a >= ZERO && a <= NINE && b >= ZERO && b <= NINE ? (a - ZERO) * 10 + (b - ZERO) : -1;
}

/**
 * `Date.parse(text)`, the same number (NaN included). Text in the canonical form of a minute read before is
 * read here; anything else (another minute, other forms, offsets) goes to Date.parse, which also sets the
 * minute for the next.
 */
export function parseIsoTime(text: string): number {
  if (text.length === ISO_LENGTH && text.charCodeAt(23) === 90 /* Z */ && text.charCodeAt(19) === 46 /* . */) {
    const minute = read.minuteOf(text);
    const seconds = twoDigits(text, 17);
    const centis = twoDigits(text, 20);
    const last = text.charCodeAt(22) - ZERO;
    // Seconds 00–59 only: Date.parse refuses 60 and above (NaN), which the slow path then answers.
    if (!Number.isNaN(minute) && seconds >= 0 && seconds < 60 && centis >= 0 && last >= 0 && last <= 9) return minute + seconds * 1000 + centis * 10 + last;
  }
  const ms = Date.parse(text);
  if (Number.isInteger(ms) && ms >= MIN_MS && ms <= MAX_MS && text.length === ISO_LENGTH && text.endsWith('Z')) {
    const minute = minuteOf(ms);
    const minuteText = new Date(minute).toISOString().slice(0, MINUTE_TEXT_LENGTH);
    // Only text that is itself canonical keeps its minute: its first 17 characters must be the minute's own.
    if (text.startsWith(minuteText)) read.keep(minute, minuteText);
  }
  return ms;
}
