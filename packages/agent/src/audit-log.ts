/**
 * @module agent/audit-log
 * The clinic's own record of what the agent ran on its database: one JSON line per command (when, the query
 * and its mode, whom it was for as the gateway named them, the catalogue, the SQL text's SHA-256 and size,
 * how many parameters, how it ended, rows, milliseconds). Never the SQL text, a parameter's value or a
 * result: the hash matches the one in the gateway's audit trail, so the two can be compared without either
 * keeping the text. Appended in order, off the job's path: the lines of up to WRITE_WINDOW_MS go in one write
 * through a file kept open (a write per job cost a busy agent more than the job's own bookkeeping), and a
 * stop writes what waits. When the file would pass its size it is rotated
 * (`file` → `file.1` → … → `file.<files-1>`, the oldest dropped). `readAuditLog` reads every generation,
 * oldest first (`site-agent audit`).
 */
import { hash } from 'node:crypto';
import fs from 'node:fs/promises';
import type { Job, JobCompleted, JobFailed } from '@site-query-gateway/protocol/jobs.js';

export interface AuditLogEntry {
  at: string;
  queryId: string;
  mode: Job['mode'];
  /** A registered query's run. */
  registered: boolean;
  /** Whom the gateway said the work was for; absent from gateways that do not say. */
  integratorId?: string;
  catalogue: string;
  sqlHash: string;
  sqlSize: number;
  parameters: number;
  /** `successful`, the failure status the gateway was told, `cancelled` or `interrupted` (the agent stopped). */
  outcome: string;
  rows?: number;
  errorType?: string;
  errorCode?: number;
  durationMs: number;
}

/** Lines gathered before a write; a stop or `flush` writes them at once. */
const WRITE_WINDOW_MS = 100;
/** Queued bytes that start a write before the window ends. */
const WRITE_AT_BYTES = 64 * 1024;

export interface AuditLogLimits {
  /** Size at which the file is rotated. */
  maxBytes: number;
  /** Files kept, the current one included. */
  files: number;
}

/** The entry for a job that ran; `outcome` undefined when it was cut short (`stopped`: by the agent's stop). */
export function auditEntryOf(job: Job, outcome: JobCompleted | JobFailed | undefined, stopped: boolean, startedAt: number, endedAt: number): AuditLogEntry {
  const entry: AuditLogEntry = {
    at: new Date(startedAt).toISOString(),
    queryId: job.queryId,
    mode: job.mode,
    registered: job.registered !== undefined,
    ...(job.integratorId !== undefined ? { integratorId: job.integratorId } : {}),
    catalogue: job.catalogue,
    sqlHash: hash('sha256', job.command.text, 'hex'),
    sqlSize: Buffer.byteLength(job.command.text, 'utf8'),
    parameters: job.command.parameters.length,
    outcome: outcome === undefined ? (stopped ? 'interrupted' : 'cancelled') : outcome.type === 'job:completed' ? 'successful' : outcome.status,
    durationMs: Math.max(0, endedAt - startedAt),
  };
  if (outcome?.type === 'job:completed') entry.rows = outcome.rows;
  if (outcome?.type === 'job:failed') {
    entry.errorType = outcome.errorDetails.errorType;
    entry.errorCode = outcome.errorDetails.errorCode;
  }
  return entry;
}

export class AuditLog {
  /** Bytes in the current file; read from disk before the first write. */
  private size: number | undefined;
  private handle: fs.FileHandle | undefined;
  /** Lines recorded and not yet written; written together, so a busy agent makes one write per window. */
  private pending: string[] = [];
  private pendingChars = 0;
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> | undefined;

  constructor(
    readonly file: string,
    private readonly limits: AuditLogLimits,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Queues one entry; lines are written in the order recorded, off the job's path. Never throws. */
  record(entry: AuditLogEntry): void {
    const line = `${JSON.stringify(entry)}\n`;
    this.pending.push(line);
    this.pendingChars += line.length;
    if (this.pendingChars >= WRITE_AT_BYTES) this.startWrite();
    else this.timer ??= setTimeout(() => this.startWrite(), WRITE_WINDOW_MS);
  }

  /** Resolves once every entry recorded so far is written (stop; tests). */
  async flush(): Promise<void> {
    if (this.pending.length > 0) this.startWrite();
    while (this.writing) await this.writing;
  }

  /** Stops writing: what is queued is written, then the file is closed. */
  async close(): Promise<void> {
    await this.flush();
    await this.handle?.close();
    this.handle = undefined;
  }

  /**
   * Starts writing what is queued, unless a write is under way (it takes what is queued before it ends) or
   * nothing is. `writing` is cleared when the write ends, never before it is set: a write found nothing to do
   * would otherwise leave a settled promise behind, and `flush` would wait on it for ever.
   */
  private startWrite(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.writing !== undefined || this.pending.length === 0) return;
    this.writing = this.writePending().finally(() => {
      this.writing = undefined;
      // Lines recorded while a failed write was being reported are tried again after the window.
      if (this.pending.length > 0) this.timer ??= setTimeout(() => this.startWrite(), WRITE_WINDOW_MS);
    });
  }

  private async writePending(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const lines = this.pending;
        this.pending = [];
        this.pendingChars = 0;
        await this.append(lines);
      }
    } catch (err) {
      this.onError(err);
    }
  }

  /** Writes whole lines only: a line that would pass the size goes to a new file. */
  private async append(lines: readonly string[]): Promise<void> {
    this.size ??= await fs.stat(this.file).then((s) => s.size, () => 0);
    let chunk = '';
    let chunkBytes = 0;
    for (const line of lines) {
      const bytes = Buffer.byteLength(line);
      if (this.size + chunkBytes > 0 && this.size + chunkBytes + bytes > this.limits.maxBytes) {
        await this.write(chunk, chunkBytes);
        chunk = '';
        chunkBytes = 0;
        await this.rotate();
      }
      chunk += line;
      chunkBytes += bytes;
    }
    await this.write(chunk, chunkBytes);
  }

  private async write(text: string, bytes: number): Promise<void> {
    if (bytes === 0) return;
    this.handle ??= await fs.open(this.file, 'a', 0o600);
    await this.handle.write(text);
    this.size = (this.size ?? 0) + bytes;
  }

  private async rotate(): Promise<void> {
    await this.handle?.close();
    this.handle = undefined;
    for (let generation = this.limits.files - 1; generation >= 1; generation--) {
      const from = generation === 1 ? this.file : `${this.file}.${generation - 1}`;
      await fs.rename(from, `${this.file}.${generation}`).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      });
    }
    // With one file kept there is no older generation: the file starts again.
    if (this.limits.files <= 1) await fs.rm(this.file, { force: true });
    this.size = 0;
  }
}

/** Every entry of the log and its rotated generations, oldest first. Lines that do not parse are skipped. */
export async function readAuditLog(file: string, files: number): Promise<AuditLogEntry[]> {
  const entries: AuditLogEntry[] = [];
  for (let generation = files - 1; generation >= 0; generation--) {
    const text = await fs.readFile(generation === 0 ? file : `${file}.${generation}`, 'utf8').catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return '';
      throw err;
    });
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue;
      try {
        entries.push(JSON.parse(line) as AuditLogEntry);
      } catch {
        // A line cut by a power loss: the rest of the log still reads.
      }
    }
  }
  return entries;
}
