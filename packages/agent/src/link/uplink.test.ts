/**
 * The uplink treats a gateway on the local network differently from one across a WAN: pages go uncompressed and
 * unpaced there, so a busy machine's late pongs cannot slow an export; across a WAN the controller's rate holds.
 */
import { describe, expect, it } from 'vitest';
import { Uplink } from './uplink.js';
import { VirtualClock } from '../../../../test/helpers/virtual-clock.js';

/**
 * Sends 8 MiB through the uplink's pacer in its own piece sizes; returns the fake time it took, in ms. (Without
 * `begin`, which would start round-trip sampling on the same fake clock.)
 */
async function sendTime(uplink: Uplink, clock: VirtualClock): Promise<number> {
  const start = clock.t;
  for (let sent = 0; sent < 8 * 1024 * 1024; ) {
    const piece = uplink.pieceBytes();
    await uplink.take(piece);
    sent += piece;
  }
  return clock.t - start;
}

describe('uplink', () => {
  it('neither compresses nor paces for a gateway on the local network', async () => {
    const clock = new VirtualClock();
    const uplink = new Uplink(clock);
    uplink.startSession('br');
    uplink.observeIdleRtt(0.4);
    expect(uplink.compressionFor()).toBeUndefined();
    // At the controller's starting rate (10 Mbit/s) 8 MiB would take over 6 s; unpaced it takes a few ms.
    expect(await sendTime(uplink, clock)).toBeLessThan(50);
  });

  it('compresses and paces at the controller rate across a WAN', async () => {
    const clock = new VirtualClock();
    const uplink = new Uplink(clock);
    uplink.startSession('br');
    uplink.observeIdleRtt(30);
    expect(uplink.compressionFor()?.encoding).toBe('br');
    const expectedMs = ((8 * 1024 * 1024) / uplink.controller.rate) * 1000;
    expect(await sendTime(uplink, clock)).toBeGreaterThan(expectedMs * 0.9);
  });
});
