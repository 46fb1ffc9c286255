import { describe, expect, it } from 'vitest';
import { offsetForWall, parseWallDay, parseWallStamp, utcToWall, wallStamp, wallToFhirInstant, wallToUtc } from './time-zone.js';

/** The zone's wall clock asked of ICU at the instant itself, uncached (what utcToWall must equal). */
const formatters = new Map<string, Intl.DateTimeFormat>();
function icuWall(utcMs: number, timeZone: string): number {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) + (((utcMs % 1000) + 1000) % 1000);
}

// Sydney (DST at 02:00/03:00 local), Lord Howe (a 30-minute DST shift), Kathmandu (+05:45, changed in
// 1986), New York (negative offset), UTC.
const ZONES = ['Australia/Sydney', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'America/New_York', 'UTC'];

/** Instants of each offset change of a zone over 1985–2030, found by scanning weeks then bisecting. */
function transitionsOf(timeZone: string): number[] {
  const found: number[] = [];
  const offset = (t: number) => icuWall(t, timeZone) - t;
  const WEEK = 7 * 86_400_000;
  for (let t = Date.UTC(1985, 0, 1); t < Date.UTC(2030, 0, 1); t += WEEK) {
    if (offset(t) === offset(t + WEEK)) continue;
    let lo = t;
    let hi = t + WEEK;
    while (hi - lo > 1000) {
      const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
      if (offset(mid) === offset(lo)) lo = mid;
      else hi = mid;
    }
    found.push(hi);
  }
  return found;
}

describe('time-zone (cached offsets)', () => {
  it.each(ZONES)('utcToWall equals ICU at the instant itself, at and around every change, in %s', (zone) => {
    const changes = transitionsOf(zone);
    if (zone !== 'UTC') expect(changes.length).toBeGreaterThan(0);
    const instants: number[] = [];
    for (const change of changes) {
      for (const delta of [-3_600_000, -1000, -1, 0, 1, 999, 1000, 1_800_000, 3_599_999]) instants.push(change + delta);
    }
    // And a spread of ordinary instants (with milliseconds), each asked twice: the second is a cache hit.
    for (let i = 0; i < 500; i++) instants.push(Date.UTC(1990, 0, 1) + i * 2_592_013_337);
    for (const t of [...instants, ...instants]) expect(utcToWall(t, zone), `${zone} at ${new Date(t).toISOString()}`).toBe(icuWall(t, zone));
  });

  // Expected values are what the uncached code answered (behaviour kept, not redesigned here).
  it('converts wall times back and writes offsets as before, across a daylight-saving change', () => {
    // Sydney 2026-04-05 03:00 AEDT → 02:00 AEST; 2026-10-04 02:00 AEST → 03:00 AEDT.
    expect(wallToFhirInstant(Date.UTC(2026, 3, 5, 1, 30), 'Australia/Sydney')).toBe('2026-04-05T01:30:00+11:00');
    expect(wallToFhirInstant(Date.UTC(2026, 3, 5, 3, 30), 'Australia/Sydney')).toBe('2026-04-05T03:30:00+10:00');
    // The repeated hour (02:00–03:00 on 5 April) and the skipped one (02:00–03:00 on 4 October).
    expect(wallToUtc(Date.UTC(2026, 3, 5, 2, 30), 'Australia/Sydney')).toBe(Date.UTC(2026, 3, 4, 16, 30));
    expect(offsetForWall(Date.UTC(2026, 9, 4, 2, 30), 'Australia/Sydney')).toBe('+11:00');
    expect(offsetForWall(Date.UTC(2026, 0, 1, 12), 'Asia/Kathmandu')).toBe('+05:45');
    expect(offsetForWall(Date.UTC(2026, 0, 1, 12), 'Australia/Lord_Howe')).toBe('+11:00');
    expect(offsetForWall(Date.UTC(2026, 6, 1, 12), 'Australia/Lord_Howe')).toBe('+10:30');
  });

  it.each(ZONES)('writes every wall time as the offset at that wall time says, across every change, in %s', (zone) => {
    const walls: number[] = [];
    for (const change of transitionsOf(zone)) {
      const wall = utcToWall(change, zone);
      // Around the change on both wall clocks (before and after it), and through the whole of its wall day.
      for (let delta = -26 * 3_600_000; delta <= 26 * 3_600_000; delta += 900_000) walls.push(wall + delta, wall + delta + 59_000);
    }
    for (let i = 0; i < 500; i++) walls.push(Date.UTC(1960, 0, 1) + i * 2_592_013_000);
    for (const wall of walls) {
      const slow = `${wallStamp(wall).replace(' ', 'T')}${offsetForWall(wall, zone)}`;
      expect(wallToFhirInstant(wall, zone), `${zone} at wall ${new Date(wall).toISOString()}`).toBe(slow);
    }
  });

  it('reads dates and timestamps in every form the drivers write, and refuses what is not one, as the patterns say', () => {
    // The definition: what a date or a timestamp is, as regular expressions (the parsers read characters instead).
    const dayPattern = (text: string) => {
      const m = /^(\d{4})-(\d\d)-(\d\d)/.exec(text);
      return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : undefined;
    };
    const stampPattern = (text: string) => {
      const m = /^(\d{4})-(\d\d)-(\d\d)(?:[ T](\d\d):(\d\d)(?::(\d\d))?)?/.exec(text);
      return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)) : undefined;
    };
    const texts = [
      '2026-11-20', '2026-11-20 10:00:00', '2026-11-20T10:00:00.000', '2026-11-20T10:00:00Z', '2026-11-20 10:00', '2026-11-20 10:00:5',
      '2026-11-20 10:0', '2026-11-20 1:00:00', '2026-11-20x10:00:00', '2026-11-2', '2026-1-20', '26-11-20', '', 'null', '2026-11-20 ',
      '2026-02-30', '2026-13-01 25:61:61', '0050-01-01', '1899-12-31 23:59:59', '2026/11/20', '２０２６-11-20', '2026-11-20T10:00:00+10:00',
    ];
    // And generated ones: digits and separators in every position.
    const alphabet = '0123456789- T:.Z/';
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
    for (let i = 0; i < 5000; i++) {
      const base = ['2026-11-20 10:00:00', '1999-01-02T03:04:05.678'][i % 2]!.split('');
      for (let k = next() % 4; k >= 0; k--) base[next() % base.length] = alphabet[next() % alphabet.length]!;
      texts.push(base.slice(0, next() % (base.length + 1)).join(''));
    }
    for (const text of texts) {
      expect(parseWallDay(text), text).toBe(dayPattern(text));
      expect(parseWallStamp(text), text).toBe(stampPattern(text));
    }
  });

  it('refuses an unknown zone and an invalid instant as ICU does', () => {
    expect(() => utcToWall(0, 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => utcToWall(Number.NaN, 'Australia/Sydney')).toThrow(RangeError);
  });
});
