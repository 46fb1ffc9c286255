/**
 * The file store's gathered writes: every byte reaches the file in order even when the system writes less
 * than it was given, and a write that takes nothing fails instead of looping.
 */
import { describe, expect, it } from 'vitest';
import { writeAll } from './file-page-store.js';

/** A handle whose `writev` takes at most `limit` bytes a call, recording them. */
function shortWrites(limit: number): { handle: Parameters<typeof writeAll>[0]; written: () => string; calls: () => number } {
  const out: Buffer[] = [];
  let calls = 0;
  const handle = {
    writev: async (buffers: readonly NodeJS.ArrayBufferView[]) => {
      calls++;
      let room = limit;
      for (const view of buffers) {
        const bytes = Buffer.from(view.buffer, view.byteOffset, view.byteLength);
        const taken = bytes.subarray(0, room);
        out.push(Buffer.from(taken));
        room -= taken.length;
        if (room === 0) break;
      }
      return { bytesWritten: limit - room, buffers: [...buffers] };
    },
  } as unknown as Parameters<typeof writeAll>[0];
  return { handle, written: () => Buffer.concat(out).toString(), calls: () => calls };
}

describe('writeAll', () => {
  it('writes every chunk whole and in order across short writes, splitting chunks where a write ends', async () => {
    const chunks = ['alpha-', 'beta-', 'gamma-', 'delta'].map((t) => Buffer.from(t));
    const file = shortWrites(4);
    await writeAll(file.handle, chunks);
    expect(file.written()).toBe('alpha-beta-gamma-delta');
    expect(file.calls()).toBe(6);
    const whole = shortWrites(1_000);
    await writeAll(whole.handle, ['one', 'two'].map((t) => Buffer.from(t)));
    expect([whole.written(), whole.calls()]).toEqual(['onetwo', 1]);
  });

  it('fails when a write takes nothing', async () => {
    await expect(writeAll(shortWrites(0).handle, [Buffer.from('x')])).rejects.toThrow(/no bytes/);
  });
});
