/**
 * The file store's gathered writes: every byte reaches the file in order even when the system writes less
 * than it was given, and a write that takes nothing fails instead of looping; an upload's chunks are freed
 * once written, and only then.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { FilePageStore, writeAll } from './file-page-store.js';

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

describe('FilePageStore.write', () => {
  it("keeps every byte of an upload whose chunks it frees once they are written", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'file-pages-'));
    try {
      const store = new FilePageStore(root);
      // Chunks as an HTTP body arrives: each the whole of a buffer of its own; 40 × 64 KiB spans three batches.
      const chunks = Array.from({ length: 40 }, (_, i) => Buffer.alloc(64 * 1024, 97 + (i % 26)));
      const expected = Buffer.concat(chunks);
      const key = { queryId: randomUUID(), pageNumber: 1, attemptId: randomUUID() };
      expect(await store.write(key, Readable.from(chunks), expected.length)).toBe(expected.length);
      const parts: Uint8Array[] = [];
      for await (const part of store.read(key)) parts.push(part);
      expect(Buffer.concat(parts).equals(expected)).toBe(true);
      expect(chunks.every((chunk) => chunk.byteLength === 0)).toBe(true);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
