/**
 * @module demo/clinic-db/random
 * A small seeded pseudo-random generator and the draws the clinic generator needs (integers, picks,
 * weighted picks, normal values). Deterministic for a seed; never reads the clock or Math.random.
 * Not for anything secret.
 */

/**
 * A seeded generator. Mulberry32 rather than faker's Mersenne Twister: it is a few integer operations
 * per draw, which matters when a million appointments each need a dozen draws.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** An integer in [min, max], both included. */
  between(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** A normally distributed value (Box–Muller). */
  normal(mean: number, sd: number): number;
}

/** Mixes integers into one 32-bit seed, so independent streams (per table, per patient) never overlap by accident. */
export function mixSeed(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    h = Math.imul(h ^ (part | 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  return {
    next,
    int,
    between: (min, max) => min + int(max - min + 1),
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => items[int(items.length)] as T,
    normal: (mean, sd) => {
      // 1 - next() keeps the logarithm's argument in (0, 1].
      const u = 1 - next();
      const v = next();
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
  };
}

/** Precomputed cumulative weights, so a weighted pick over a fixed list costs one draw and a short scan. */
export interface WeightedList<T> {
  readonly items: readonly T[];
  readonly cumulative: Float64Array;
}

export function toWeightedList<T>(entries: readonly (readonly [T, number])[]): WeightedList<T> {
  const cumulative = new Float64Array(entries.length);
  let total = 0;
  entries.forEach(([, weight], i) => {
    total += weight;
    cumulative[i] = total;
  });
  for (let i = 0; i < cumulative.length; i += 1) cumulative[i] = (cumulative[i] ?? 0) / total;
  return { items: entries.map(([item]) => item), cumulative };
}

export function pickWeighted<T>(rng: Rng, list: WeightedList<T>): T {
  const r = rng.next();
  const { cumulative, items } = list;
  for (let i = 0; i < cumulative.length; i += 1) {
    if (r < (cumulative[i] ?? 1)) return items[i] as T;
  }
  return items[items.length - 1] as T;
}
