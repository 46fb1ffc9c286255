/**
 * The pacer lets bytes out at the rate it is given, on an injected clock: a burst of a few milliseconds' worth,
 * then only as fast as the rate refills it; it says whether uploads had to wait.
 */
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../../../test/helpers/virtual-clock.js';
import { PACED_PIECE_BYTES, UploadPacer } from './upload-pacer.js';

describe('upload pacer', () => {
  it('meters bytes at the rate', async () => {
    const clock = new VirtualClock();
    const rate = 1_000_000;
    const pacer = new UploadPacer(() => rate, clock);
    const total = 100 * PACED_PIECE_BYTES;
    for (let sent = 0; sent < total; sent += PACED_PIECE_BYTES) await pacer.take(PACED_PIECE_BYTES);
    // One piece may go at once; the rest take total / rate.
    expect(clock.t).toBeGreaterThanOrEqual(((total - PACED_PIECE_BYTES) / rate) * 1000 - 1);
    expect(clock.t).toBeLessThanOrEqual((total / rate) * 1000 + 2);
    expect(pacer.takeLimited()).toBe(true);
    expect(pacer.takeLimited()).toBe(false);
  });

  it('does not make uploads wait when the rate is far above what they send', async () => {
    const clock = new VirtualClock();
    const pacer = new UploadPacer(() => 1e12, clock);
    clock.t = 1000;
    await pacer.take(PACED_PIECE_BYTES);
    expect(clock.t).toBe(1000);
    expect(pacer.takeLimited()).toBe(false);
  });

  it('stops waiting when the upload is aborted', async () => {
    const pacer = new UploadPacer(() => 1, new VirtualClock());
    await pacer.take(PACED_PIECE_BYTES);
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    await expect(pacer.take(PACED_PIECE_BYTES, controller.signal)).rejects.toThrow('cancelled');
  });

  it('writes small pieces on a slow link and larger ones on a fast link', () => {
    expect(new UploadPacer(() => 2_500_000, new VirtualClock()).pieceBytes()).toBe(PACED_PIECE_BYTES);
    const fast = new UploadPacer(() => 100_000_000, new VirtualClock()).pieceBytes();
    expect(fast).toBeGreaterThan(PACED_PIECE_BYTES);
    expect(fast).toBeLessThanOrEqual(512 * 1024);
  });

  it('counts the uploads using it', () => {
    const pacer = new UploadPacer(() => 1, new VirtualClock());
    expect(pacer.active).toBe(false);
    pacer.enter();
    expect(pacer.active).toBe(true);
    pacer.leave();
    expect(pacer.active).toBe(false);
  });
});
