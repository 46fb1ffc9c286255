/**
 * Releasing chunks frees their memory at once, while the chunks are still referenced (so no collection could
 * have freed it), and touches nothing it must not: slices of larger buffers and small chunks stay readable.
 */
import { describe, expect, it, vi } from 'vitest';
import { ChunkReleaser, spansItsBuffer } from './chunk-release.js';

const KiB = 1024;

/** Chunks as a socket read hands them over: each the whole of an ArrayBuffer of its own. */
function socketChunks(count: number, size: number): Buffer[] {
  return Array.from({ length: count }, (_, i) => Buffer.allocUnsafeSlow(size).fill(i % 256));
}

/** Memory Node's allocator holds for ArrayBuffers now (no collection is asked for). */
const arrayBufferBytes = (): number => process.memoryUsage().arrayBuffers;

describe('ChunkReleaser', () => {
  it('frees the memory of whole-buffer chunks while they are still referenced; they read as empty after', async () => {
    const chunks = socketChunks(64, 64 * KiB);
    const before = arrayBufferBytes();
    const releaser = new ChunkReleaser();
    releaser.release(chunks);
    releaser.close();
    // 4 MiB were held by chunks this test still references: only the release can have freed them. (Node 20's
    // release frees when the port's handle has closed, a turn or two of the event loop later.)
    await vi.waitFor(() => expect(before - arrayBufferBytes()).toBeGreaterThanOrEqual(3.5 * 1024 * KiB), { interval: 1 });
    expect(chunks.every((chunk) => chunk.byteLength === 0)).toBe(true);
  });

  it('leaves slices of larger buffers and small chunks alone', () => {
    const shared = Buffer.alloc(256 * KiB, 7);
    const slices = [shared.subarray(0, 64 * KiB), shared.subarray(64 * KiB, 128 * KiB), shared.subarray(128 * KiB)];
    const small = Buffer.allocUnsafeSlow(1024).fill(1);
    const releaser = new ChunkReleaser();
    releaser.release([...slices, small]);
    releaser.close();
    expect(slices.map((s) => s.byteLength)).toEqual([64 * KiB, 64 * KiB, 128 * KiB]);
    expect(shared.every((b) => b === 7)).toBe(true);
    expect(small.byteLength).toBe(1024);
    expect(spansItsBuffer(slices[0]!)).toBe(false);
    expect(spansItsBuffer(Buffer.allocUnsafeSlow(16))).toBe(true);
  });

  it('can be closed twice and used again after closing', () => {
    const releaser = new ChunkReleaser();
    releaser.close();
    const first = socketChunks(2, 8 * KiB);
    releaser.release(first);
    releaser.close();
    releaser.close();
    const second = socketChunks(2, 8 * KiB);
    releaser.release(second);
    releaser.close();
    expect([...first, ...second].every((chunk) => chunk.byteLength === 0)).toBe(true);
  });
});
