/**
 * @module agent/journal
 * A durable record of the agent's in-flight jobs, so that work cut short by a crash, a power cut or a
 * stop is known at the next start and reported to the gateway as orphaned (the agent finalises orphans
 * when it starts, before normal work resumes). One small JSON file, rewritten whole on every
 * change: temp file, fsync, rename — so a crash leaves either the old or the new journal, never a torn
 * one. It records only ids, phases and deadlines: never SQL text, parameters or result data.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { QueryMode } from '@site-query-gateway/protocol/jobs.js';

export type JournalPhase = 'queued' | 'executing' | 'uploading';

export interface JournalEntry {
  queryId: string;
  mode: QueryMode;
  phase: JournalPhase;
  startDeadline: string;
}

interface JournalFile {
  version: 1;
  jobs: JournalEntry[];
}

const PHASES: readonly string[] = ['queued', 'executing', 'uploading'];

function isEntry(value: unknown): value is JournalEntry {
  const e = value as Partial<JournalEntry> | null;
  return typeof e === 'object' && e !== null && typeof e.queryId === 'string' && PHASES.includes(e.phase as string);
}

/**
 * Only async jobs are journaled. An immediate query's caller waits at most a minute and the gateway fails
 * it when no answer comes (stalled sweep), whereas every journal write is an fsync on the answer's path,
 * which would be the largest part of an immediate query's added latency.
 */
export function isJournaled(job: { mode: 'immediate' | 'async' }): boolean {
  return job.mode === 'async';
}

export class JobJournal {
  private readonly entries = new Map<string, JournalEntry>();
  /** A write that has been asked for but has not started yet; later changes ride along with it. */
  private pending: Promise<void> | undefined;
  /** The tail of the write chain: writes never overlap, so renames land in order. */
  private tail: Promise<void> = Promise.resolve();

  constructor(readonly file: string) {}

  /**
   * Reads the journal left by the previous run. Everything in it is, by definition, an orphan: this
   * process has not started any work yet. The entries stay in the journal (and on disk) until the caller
   * removes them after reporting, so a crash before reporting loses nothing. A missing file is an empty
   * journal; an unreadable one is set aside (renamed `.corrupt`) rather than blocking the agent forever.
   */
  async load(): Promise<JournalEntry[]> {
    let text: string;
    try {
      text = await fs.readFile(this.file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    let parsed: Partial<JournalFile>;
    try {
      parsed = JSON.parse(text) as Partial<JournalFile>;
      if (!Array.isArray(parsed.jobs)) throw new Error('no jobs array');
    } catch (err) {
      await fs.rename(this.file, `${this.file}.corrupt`).catch(() => undefined);
      throw new Error(`agent journal ${this.file} is unreadable (${(err as Error).message}); set aside as .corrupt`, { cause: err });
    }
    for (const entry of parsed.jobs.filter(isEntry)) this.entries.set(entry.queryId, { ...entry });
    return this.list();
  }

  list(): JournalEntry[] {
    return [...this.entries.values()].map((e) => ({ ...e }));
  }

  get(queryId: string): JournalEntry | undefined {
    const entry = this.entries.get(queryId);
    return entry && { ...entry };
  }

  /** Records a job or its new phase; resolves once that state is on disk. */
  set(entry: JournalEntry): Promise<void> {
    this.entries.set(entry.queryId, { ...entry });
    return this.flush();
  }

  /** Changes the phase of a recorded job (no-op for unknown ids); resolves once on disk. */
  setPhase(queryId: string, phase: JournalPhase): Promise<void> {
    const entry = this.entries.get(queryId);
    if (!entry) return Promise.resolve();
    entry.phase = phase;
    return this.flush();
  }

  /** Forgets a finished job; resolves once on disk. */
  remove(queryId: string): Promise<void> {
    if (!this.entries.delete(queryId)) return Promise.resolve();
    return this.flush();
  }

  /**
   * Writes the current state after any write in progress. Calls made while a write is waiting to start
   * share it: the state is read when the write starts, so it includes them. This keeps a burst of phase
   * changes (four immediate jobs starting together) to at most two fsyncs.
   */
  private flush(): Promise<void> {
    if (this.pending) return this.pending;
    const write = this.tail.then(() => {
      this.pending = undefined;
      return this.writeNow();
    });
    this.pending = write;
    this.tail = write.catch(() => undefined);
    return write;
  }

  private async writeNow(): Promise<void> {
    const body: JournalFile = { version: 1, jobs: [...this.entries.values()] };
    const temp = `${this.file}.${process.pid}.tmp`;
    await fs.mkdir(path.dirname(this.file), { recursive: true });
    const handle = await fs.open(temp, 'w', 0o600);
    try {
      await handle.writeFile(`${JSON.stringify(body)}\n`, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, this.file);
    await syncDirectory(path.dirname(this.file));
  }
}

/**
 * Makes the rename itself durable on POSIX file systems. Windows cannot open a directory for fsync;
 * there NTFS's own metadata journal is what we rely on, so failure here is not an error.
 */
async function syncDirectory(dir: string): Promise<void> {
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(dir, 'r');
    await handle.sync();
  } catch {
    // not supported on this platform
  } finally {
    await handle?.close().catch(() => undefined);
  }
}
