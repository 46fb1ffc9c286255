/**
 * The agent's audit log on disk: lines appended in order, rotated when the next line would pass the size
 * (`file` → `.1` → `.2`, the oldest dropped once `files` are kept), read back oldest first across the
 * generations; a torn line is skipped. Entries carry the SQL text's hash and size, never the text or a
 * parameter's value, and say how a job ended.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Job } from '@site-query-gateway/protocol/jobs.js';
import { AuditLog, auditEntryOf, readAuditLog, type AuditLogEntry } from './audit-log.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-log-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const job = (overrides: Partial<Job> = {}): Job => ({
  queryId: 'q-1',
  mode: 'immediate',
  command: { text: "select * from patients where surname = 'Secret-Surname'", executionMode: 'reader', type: 'text', parameters: [{ name: '@p', direction: 'input', type: 'NVarChar', value: 'Secret-Value' }] },
  catalogue: 'main',
  startDeadline: new Date().toISOString(),
  commandTimeoutMs: 1000,
  pageSizeBytes: 1000,
  inlineLimitBytes: 1000,
  ...overrides,
});

const entry = (n: number): AuditLogEntry => auditEntryOf(job({ queryId: `q-${n}` }), undefined, false, 0, 1);

describe('agent audit log', () => {
  it('describes a job by hash, size and counts only', () => {
    const completed = auditEntryOf(job({ integratorId: 'integrator-7', registered: {} }), { type: 'job:completed', queryId: 'q-1', at: '', sqlExecutionDurationMs: 1, rows: 4, size: 10, outputParameters: [], pages: [] }, false, 1000, 1250);
    expect(completed).toMatchObject({ queryId: 'q-1', integratorId: 'integrator-7', registered: true, outcome: 'successful', rows: 4, parameters: 1, durationMs: 250, at: new Date(1000).toISOString() });
    expect(completed.sqlHash).toBe(createHash('sha256').update(job().command.text).digest('hex'));
    expect(completed.sqlSize).toBe(Buffer.byteLength(job().command.text));
    expect(JSON.stringify(completed)).not.toMatch(/Secret/);
    const failedEntry = auditEntryOf(job(), { type: 'job:failed', queryId: 'q-1', at: '', status: 'executionFailed', errorDetails: { errorType: 'sqlite', errorCode: 1, errorMessage: 'no such column Secret-Surname' } }, false, 0, 0);
    expect(failedEntry).toMatchObject({ outcome: 'executionFailed', errorType: 'sqlite', errorCode: 1 });
    expect(JSON.stringify(failedEntry)).not.toMatch(/Secret/);
    expect(failedEntry.integratorId).toBeUndefined();
    expect(auditEntryOf(job(), undefined, true, 0, 0).outcome).toBe('interrupted');
    expect(auditEntryOf(job(), undefined, false, 0, 0).outcome).toBe('cancelled');
  });

  it('rotates by size, keeps the newest generations and reads them oldest first', async () => {
    const file = path.join(dir, 'rotate.jsonl');
    const lineBytes = Buffer.byteLength(`${JSON.stringify(entry(10))}\n`);
    // Two lines a file, three files kept.
    const log = new AuditLog(file, { maxBytes: lineBytes * 2, files: 3 }, (err) => {
      throw err;
    });
    for (let n = 10; n < 17; n++) log.record(entry(n));
    await log.flush();
    expect(fs.existsSync(`${file}.3`)).toBe(false);
    expect(fs.readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(1);
    expect((await readAuditLog(file, 3)).map((e) => e.queryId)).toEqual(['q-12', 'q-13', 'q-14', 'q-15', 'q-16']);
  });

  it('continues a file it finds, and skips a torn line', async () => {
    const file = path.join(dir, 'existing.jsonl');
    fs.writeFileSync(file, `${JSON.stringify(entry(1))}\n{"queryId": "q-torn`);
    fs.appendFileSync(file, '\n');
    const log = new AuditLog(file, { maxBytes: 1024 * 1024, files: 2 }, (err) => {
      throw err;
    });
    log.record(entry(2));
    await log.flush();
    expect((await readAuditLog(file, 2)).map((e) => e.queryId)).toEqual(['q-1', 'q-2']);
    expect(await readAuditLog(path.join(dir, 'missing.jsonl'), 2)).toEqual([]);
  });

  it('with one file kept, starts it again when full', async () => {
    const file = path.join(dir, 'single.jsonl');
    const lineBytes = Buffer.byteLength(`${JSON.stringify(entry(10))}\n`);
    const log = new AuditLog(file, { maxBytes: lineBytes, files: 1 }, (err) => {
      throw err;
    });
    for (let n = 10; n < 13; n++) log.record(entry(n));
    await log.flush();
    expect((await readAuditLog(file, 1)).map((e) => e.queryId)).toEqual(['q-12']);
  });

  it('is idle again once a window whose lines an earlier write took ends, so a stop completes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const log = new AuditLog(path.join(dir, 'window.jsonl'), { maxBytes: 1_000_000, files: 2 }, () => undefined);
      log.record(entry(1));
      const first = log.flush();
      // Recorded while the first write is under way: it opens a window, and the write under way takes the line.
      log.record(entry(2));
      await first;
      // The window ends with nothing left to write. A settled write left behind here once made a stop wait for ever.
      vi.advanceTimersByTime(100);
      expect(Reflect.get(log, 'writing')).toBeUndefined();
      await log.close();
      expect((await readAuditLog(path.join(dir, 'window.jsonl'), 2)).map((e) => e.queryId)).toEqual(['q-1', 'q-2']);
    } finally {
      vi.useRealTimers();
    }
  });
});
