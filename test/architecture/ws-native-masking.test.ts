/**
 * The agent masks every frame it sends (RFC 6455: a client must) and the gateway unmasks it. ws does this in
 * JavaScript unless the optional `bufferutil` loads: ~42 µs for a 19 KB inline result in JavaScript against
 * ~1 µs native, on this project's machines. The dependency is optional (ws falls back), so nothing else
 * would notice it missing; this test does, on the platforms CI runs on.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

interface BufferUtil {
  mask(source: Buffer, mask: Buffer, output: Buffer, offset: number, length: number): void;
  unmask(buffer: Buffer, mask: Buffer): void;
}

describe('bufferutil', () => {
  it('loads its native build, not the JavaScript fallback', () => {
    const loaded = require('bufferutil') as BufferUtil;
    const fallback = require('bufferutil/fallback') as BufferUtil;
    expect(loaded).not.toBe(fallback);
  });

  it('masks and unmasks as RFC 6455 says: each byte XOR the key byte at its position modulo 4', () => {
    const { mask, unmask } = require('bufferutil') as BufferUtil;
    const key = Buffer.from([0x12, 0x34, 0x56, 0x78]);
    // Longer than ws's threshold for the native path, and not a multiple of 4.
    const source = Buffer.from(Array.from({ length: 1027 }, (_, i) => (i * 7) & 0xff));
    const output = Buffer.alloc(source.length);
    mask(source, key, output, 0, source.length);
    expect([...output]).toEqual([...source].map((byte, i) => byte ^ key[i % 4]!));
    unmask(output, key);
    expect(output.equals(source)).toBe(true);
  });
});
