/**
 * @module bench/lib/export-bytes
 * B7's floors: the bytes of an export's row JSON as integrators read it, and the same bytes compressed by
 * zstd at level 1 (the `zstd` command, or Node's zlib where it has zstd), each page read once through the
 * stream endpoint and piped through the compressor.
 */
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import zlib from 'node:zlib';
import type { IntegratorTarget, PageInfo } from './result-fetch.js';

export interface ExportBytes {
  raw: number;
  zstd1: number;
  compressor: 'zstd command' | 'node zlib';
}

interface Compressor {
  write(chunk: Buffer): Promise<void>;
  finish(): Promise<number>;
}

function zstdCommand(): Compressor {
  const child = spawn('zstd', ['-1', '-c', '-q'], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = 0;
  child.stdout.on('data', (d: Buffer) => (out += d.length));
  const exited = new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`zstd exited ${code}`))));
  });
  return {
    write: (chunk) => new Promise((resolve) => (child.stdin.write(chunk) ? resolve() : child.stdin.once('drain', () => resolve()))),
    finish: async () => {
      child.stdin.end();
      await exited;
      return out;
    },
  };
}

function nodeZstd(): Compressor {
  const create = (zlib as unknown as { createZstdCompress?: (o: object) => zlib.Gzip }).createZstdCompress;
  if (!create) throw new Error('no zstd here: install the zstd command (Debian package zstd) or use Node 22.15 or later');
  const stream = create({});
  let out = 0;
  stream.on('data', (d: Buffer) => (out += d.length));
  const ended = new Promise<void>((resolve, reject) => {
    stream.once('end', resolve);
    stream.once('error', reject);
  });
  return {
    write: (chunk) => new Promise((resolve) => (stream.write(chunk) ? resolve() : stream.once('drain', () => resolve()))),
    finish: async () => {
      stream.end();
      await ended;
      return out;
    },
  };
}

function readPage(url: URL, apiKey: string, onChunk: (chunk: Buffer) => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'x-api-key': apiKey } }, (response) => {
        if (response.statusCode !== 200) return reject(new Error(`GET ${url.pathname} answered ${response.statusCode}`));
        response.on('data', (chunk: Buffer) => {
          response.pause();
          onChunk(chunk).then(() => response.resume(), reject);
        });
        response.on('end', resolve);
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

export async function measureExportBytes(target: IntegratorTarget, queryId: string, pages: readonly PageInfo[]): Promise<ExportBytes> {
  const useCommand = spawnSync('zstd', ['--version'], { stdio: 'ignore' }).status === 0;
  const compressor = useCommand ? zstdCommand() : nodeZstd();
  let raw = 0;
  for (const page of [...pages].sort((a, b) => a.pageNumber - b.pageNumber)) {
    await readPage(new URL(`${target.queriesUrl}/${queryId}/results/${page.pageNumber}/stream`), target.apiKey, async (chunk) => {
      raw += chunk.length;
      await compressor.write(chunk);
    });
  }
  return { raw, zstd1: await compressor.finish(), compressor: useCommand ? 'zstd command' : 'node zlib' };
}
