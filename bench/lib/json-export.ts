/**
 * @module bench/lib/json-export
 * B3's baseline: the database's own JSON export of the rows the relay carries, written as NDJSON to a
 * file — `sqlite3 <file> "select json_object(…) from … "` (the CLI's list mode prints each value on
 * its own line) when the `sqlite3` CLI is installed, else the same statement through better-sqlite3
 * (`pluck()` + `iterate()`, lines joined into ~64 KiB writes) in a child process
 * (./json-export-worker.ts). Timed from spawn to exit; the file is then read back once, untimed, to
 * count its lines and bytes and to keep its first and last line for the content check.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { onCleanup } from './cleanup.js';

export type ExportTool = 'sqlite3 CLI' | 'better-sqlite3 json_object + pluck';

export interface ExportReading {
  tool: ExportTool;
  ms: number;
  rows: number;
  bytes: number;
  firstLine: string;
  lastLine: string;
}

const WORKER_SCRIPT = new URL('./json-export-worker.js', import.meta.url).pathname;

/** Which exporter this machine has. */
export function exportTool(): ExportTool {
  const probe = spawnSync('sqlite3', ['-version'], { stdio: 'ignore' });
  return probe.status === 0 ? 'sqlite3 CLI' : 'better-sqlite3 json_object + pluck';
}

function runToFile(command: string, args: readonly string[], outFile: string, timeoutMs: number): Promise<number> {
  const out = fs.openSync(outFile, 'w');
  const started = performance.now();
  const child = spawn(command, args, { stdio: ['ignore', out, 'pipe'] });
  fs.closeSync(out);
  const unregister = onCleanup(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', (err) => {
      clearTimeout(timer);
      unregister();
      reject(err);
    });
    child.once('exit', (code, signal) => {
      const ms = performance.now() - started;
      clearTimeout(timer);
      unregister();
      if (code === 0) resolve(ms);
      else reject(new Error(`${command} exited with ${code ?? signal}: ${stderr.trim()}`));
    });
  });
}

const READ_BYTES = 1024 * 1024;
const EDGE_BYTES = 8192;

/**
 * Lines, bytes, first and last line of an NDJSON file (one pass). It reads into one buffer and keeps the
 * file's last bytes in another: a fresh 1 MiB buffer a read (and a concat a read for the tail) would set off
 * major collections whose concurrent marking could still be running when the relay's repetition starts
 * right after, taking cores from it.
 */
export async function describeNdjson(file: string): Promise<{ rows: number; bytes: number; firstLine: string; lastLine: string }> {
  const buffer = Buffer.allocUnsafe(READ_BYTES);
  const tail = Buffer.alloc(EDGE_BYTES);
  let tailLength = 0;
  let rows = 0;
  let bytes = 0;
  let head = '';
  const handle = await fs.promises.open(file, 'r');
  try {
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, READ_BYTES, null);
      if (bytesRead === 0) break;
      const chunk = buffer.subarray(0, bytesRead);
      bytes += bytesRead;
      for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) rows++;
      if (bytes === bytesRead) head = chunk.toString('utf8', 0, Math.min(bytesRead, EDGE_BYTES));
      if (bytesRead >= EDGE_BYTES) {
        chunk.copy(tail, 0, bytesRead - EDGE_BYTES);
        tailLength = EDGE_BYTES;
      } else {
        // A short last read: keep what fits of the old tail before it.
        const keep = Math.min(tailLength, EDGE_BYTES - bytesRead);
        tail.copy(tail, 0, tailLength - keep, tailLength);
        chunk.copy(tail, keep);
        tailLength = keep + bytesRead;
      }
    }
  } finally {
    await handle.close();
  }
  const tailText = tail.toString('utf8', 0, tailLength).replace(/\n$/, '');
  return { rows, bytes, firstLine: head.split('\n')[0] ?? '', lastLine: tailText.slice(tailText.lastIndexOf('\n') + 1) };
}

/** Exports the result of `sql` (one JSON text column) from `dbFile` to `outFile` and times it. */
export async function exportNdjson(tool: ExportTool, dbFile: string, sql: string, outFile: string, timeoutMs: number): Promise<ExportReading> {
  const ms =
    tool === 'sqlite3 CLI'
      ? await runToFile('sqlite3', ['-batch', '-bail', '-readonly', dbFile, sql], outFile, timeoutMs)
      : await runToFile(process.execPath, [WORKER_SCRIPT, dbFile, sql], outFile, timeoutMs);
  return { tool, ms, ...(await describeNdjson(outFile)) };
}
