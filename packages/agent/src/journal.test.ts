/**
 * The job journal: what one process writes, the next reads back; writes are whole (temp + rename), in
 * order, and a burst of changes still ends with the last state on disk.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JobJournal, type JournalEntry } from './journal.js';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-journal-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const entry = (queryId: string, phase: JournalEntry['phase'] = 'queued'): JournalEntry => ({
  queryId,
  mode: 'async',
  phase,
  startDeadline: '2030-01-01T00:00:00.000Z',
});

describe('JobJournal', () => {
  it('a missing file is an empty journal', async () => {
    expect(await new JobJournal(path.join(dir, 'none.json')).load()).toEqual([]);
  });

  it('writes every change to disk and a new instance reads the last state back', async () => {
    const file = path.join(dir, 'sub', 'agent.journal.json');
    const journal = new JobJournal(file);
    await journal.set(entry('q1'));
    await journal.set(entry('q2'));
    await journal.setPhase('q1', 'executing');
    await journal.setPhase('q1', 'uploading');
    await journal.remove('q2');

    const reloaded = await new JobJournal(file).load();
    expect(reloaded).toEqual([entry('q1', 'uploading')]);
    // Only the journal itself is left: the temp file was renamed over it.
    expect(fs.readdirSync(path.dirname(file))).toEqual(['agent.journal.json']);
  });

  it('a burst of changes without awaiting ends with the final state, and the file is never torn', async () => {
    const file = path.join(dir, 'burst.json');
    const journal = new JobJournal(file);
    const writes: Promise<void>[] = [];
    const seen: string[] = [];
    for (let i = 0; i < 200; i++) {
      writes.push(journal.set(entry(`q${i}`)));
      if (i % 3 === 0) writes.push(journal.remove(`q${i}`));
      // Any read during the burst sees a complete JSON document (old or new), never half a write.
      if (fs.existsSync(file)) seen.push(fs.readFileSync(file, 'utf8'));
      // allow-fixed-wait: a turn of the event loop now and then lets writes land mid-burst; that interleaving is the scenario.
      if (i % 20 === 0) await new Promise((r) => setImmediate(r));
    }
    await Promise.all(writes);
    for (const text of seen) expect(() => JSON.parse(text) as unknown).not.toThrow();
    const expected = Array.from({ length: 200 }, (_, i) => i).filter((i) => i % 3 !== 0).map((i) => `q${i}`);
    expect((await new JobJournal(file).load()).map((e) => e.queryId)).toEqual(expected);
  });

  it('keeps loaded entries until they are removed, alongside new ones', async () => {
    const file = path.join(dir, 'orphans.json');
    const first = new JobJournal(file);
    await first.set(entry('old', 'executing'));
    const second = new JobJournal(file);
    expect(await second.load()).toEqual([entry('old', 'executing')]);
    await second.set(entry('new'));
    expect((await new JobJournal(file).load()).map((e) => e.queryId)).toEqual(['old', 'new']);
    await second.remove('old');
    expect((await new JobJournal(file).load()).map((e) => e.queryId)).toEqual(['new']);
  });

  it('sets an unreadable journal aside instead of failing every start', async () => {
    const file = path.join(dir, 'bad.json');
    fs.writeFileSync(file, '{"jobs": [tor');
    await expect(new JobJournal(file).load()).rejects.toThrow(/unreadable/);
    expect(fs.existsSync(`${file}.corrupt`)).toBe(true);
    expect(await new JobJournal(file).load()).toEqual([]);
  });
});
