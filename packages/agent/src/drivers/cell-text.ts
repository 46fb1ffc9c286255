/**
 * @module agent/drivers/cell-text
 * Text forms of cells for drivers whose client library hands back JS values (Firebird, SQL Server)
 * rather than engine text: decimals that arrive as JS numbers, and wall-clock dates and times that
 * arrive as Date objects. Row assembly and the other JSON rules are in row-json.ts.
 */

/**
 * A JS number that stands for a decimal, written as a plain literal (never an exponent). With a
 * scale, exactly that many fraction digits (SQL Server and Firebird declare one per column);
 * without, the shortest text that reads back as the same number.
 */
export function numberToDecimalText(value: number, scale?: number): string {
  if (!Number.isFinite(value)) return String(value);
  // The shortest round-trip text is the best guess of the decimal the number came from.
  let text = plainNumberText(value);
  if (scale === undefined) return text;
  const negative = text.startsWith('-');
  if (negative) text = text.slice(1);
  const [int = '0', frac = ''] = text.split('.');
  let out: string;
  if (frac.length <= scale) {
    out = scale > 0 ? `${int}.${frac.padEnd(scale, '0')}` : int;
  } else {
    // More digits than the column's scale: round half away from zero in decimal, not in binary.
    const scaled = BigInt(int + frac.slice(0, scale)) + (Number(frac[scale]) >= 5 ? 1n : 0n);
    const digits = scaled.toString().padStart(scale + 1, '0');
    out = scale > 0 ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  }
  return negative && /[1-9]/.test(out) ? `-${out}` : out;
}

/** `String(n)` without exponent notation (1e21 → "1000000000000000000000", 1e-7 → "0.0000001"). */
export function plainNumberText(value: number): string {
  const text = String(value);
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign = '', lead = '', rest = '', exp = '0'] = match;
  const digits = lead + rest;
  const point = 1 + Number(exp);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** Calendar fields of a wall-clock time; `fraction` is the seconds fraction as digits ('' for none). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  fraction: string;
}

/** Reads a Date's UTC fields as a wall clock, with millisecond fraction digits. */
export function utcWallClock(date: Date): WallClock {
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
    fraction: pad(date.getUTCMilliseconds(), 3),
  };
}

/** `YYYY-MM-DD` */
export function wallDate(w: WallClock): string {
  return `${pad(w.year, 4)}-${pad(w.month, 2)}-${pad(w.day, 2)}`;
}

/** `HH:MM:SS[.fff…]` */
export function wallTime(w: WallClock): string {
  return `${pad(w.hour, 2)}:${pad(w.minute, 2)}:${pad(w.second, 2)}${w.fraction ? `.${w.fraction}` : ''}`;
}

/** `YYYY-MM-DDTHH:MM:SS[.fff…]`, no offset: the engine's value has none, so none is invented. */
export function wallDateTime(w: WallClock): string {
  return `${wallDate(w)}T${wallTime(w)}`;
}
