import { describe, expect, it } from 'vitest';
import { boundedLru } from './bounded-lru.js';

describe('boundedLru', () => {
  it('holds at most maxEntries, evicting the least recently used', () => {
    const cache = boundedLru<string, number>(3);
    for (const key of ['a', 'b', 'c']) cache.set(key, 1);
    cache.get('a');
    cache.set('d', 1);
    expect(cache.size).toBe(3);
    expect([...cache.keys()].sort()).toEqual(['a', 'c', 'd']);
    for (let i = 0; i < 1000; i++) cache.set(`k${i}`, i);
    expect(cache.size).toBe(3);
    expect(cache.get('k999')).toBe(999);
  });

  it('passes the other options on (a TTL expires entries)', () => {
    // Not 0: lru-cache reads a start time of 0 as "no TTL".
    let now = 10_000;
    const cache = boundedLru<string, number>(10, { ttl: 1000, ttlResolution: 0, perf: { now: () => now } });
    cache.set('a', 1);
    now = 10_999;
    expect(cache.get('a')).toBe(1);
    now = 12_000;
    expect(cache.get('a')).toBeUndefined();
  });
});
