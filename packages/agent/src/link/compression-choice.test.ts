/**
 * Compression follows the link: the strongest level on a slow uplink, lighter ones as the link gets faster,
 * none once the link outruns compression; and measured speeds replace the guesses.
 */
import { describe, expect, it } from 'vitest';
import { CompressionChoice } from './compression-choice.js';

describe('compression choice', () => {
  it('compresses hardest on a clinic uplink and not at all on a fast network', () => {
    const choice = new CompressionChoice('br', 1);
    expect(choice.levelFor(2_500_000)).toBe(5);
    expect(choice.levelFor(5_000_000)).toBe(4);
    expect(choice.levelFor(10_000_000)).toBe(1);
    expect(choice.levelFor(1_000_000_000)).toBeUndefined();
  });

  it('uses what it measures: a slow machine drops to a lighter level', () => {
    const choice = new CompressionChoice('br', 1);
    expect(choice.levelFor(2_500_000)).toBe(5);
    for (let i = 0; i < 10; i++) choice.record(5, 1_000_000, 70_000, 100);
    expect(choice.levelFor(2_500_000)).toBe(4);
  });

  it('counts the cores it may use', () => {
    expect(new CompressionChoice('br', 4).levelFor(10_000_000)).toBe(5);
  });
});
