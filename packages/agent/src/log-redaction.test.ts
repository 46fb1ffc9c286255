/**
 * D12: the agent's logs never carry engine error messages (they echo SQL fragments and can carry row
 * values) nor SQL text; only codes and a redacted summary. The report sent to the gateway keeps the
 * message. Runs the real job path (AgentJobs → executor → SQLite driver) with the agent's logger at its
 * most verbose level, capturing every line it writes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Database from '@site-query-gateway/sqlite/better-sqlite3.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Job, JobFailed, JobMessageFromAgent } from '@site-query-gateway/protocol/jobs.js';
import { createAgentLogger } from './agent-logger.js';
import { SqliteDriver } from './drivers/sqlite/sqlite.js';
import { AgentJobs } from './jobs.js';
import { JobJournal } from './journal.js';

/** A value that only the failing statement contains. */
const SECRET = 'Jane-Citizen-4711';

describe('agent logs and engine error messages', () => {
  let dir: string;
  let jobs: AgentJobs;
  let log: ReturnType<typeof createAgentLogger>;
  const lines: string[] = [];
  const sent: JobMessageFromAgent[] = [];

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-redaction-'));
    const file = path.join(dir, 'clinic.db');
    const db = new Database(file);
    db.exec("CREATE TABLE patients (id INTEGER PRIMARY KEY, surname TEXT); INSERT INTO patients VALUES (1, 'Citizen');");
    db.close();
    const capture = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter((l) => l !== ''));
        done();
      },
    });
    jobs = new AgentJobs({
      driver: new SqliteDriver(),
      catalogues: new Map([['main', file]]),
      journal: new JobJournal(path.join(dir, 'journal.json')),
      uploader: { upload: () => Promise.reject(new Error('no uploads expected')) },
      limits: { immediate: 2, async: 1 },
      send: async (message) => {
        sent.push(message);
      },
      log: (log = createAgentLogger('trace', 'site-1', capture)),
    });
  });

  afterAll(async () => {
    await jobs.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const run = async (mode: Job['mode'], text: string): Promise<JobFailed> => {
    const queryId = `q-${mode}`;
    jobs.receive({
      type: 'job:dispatch',
      job: {
        queryId, mode, catalogue: 'main', startDeadline: new Date(Date.now() + 60_000).toISOString(), commandTimeoutMs: 10_000,
        pageSizeBytes: 65_536, inlineLimitBytes: 65_536, command: { text, executionMode: 'reader', type: 'text', parameters: [] },
      },
    });
    return vi.waitFor(
      () => {
        const report = sent.find((m): m is JobFailed => m.type === 'job:failed' && m.queryId === queryId);
        if (!report) throw new Error(`no report for ${queryId}`);
        return report;
      },
      { timeout: 5_000, interval: 10 },
    );
  };

  it('logs the failure by codes only, while the report keeps the engine message', async () => {
    // SQLite answers `near "'Jane-Citizen-4711'": syntax error`: the message echoes a value.
    const text = `SELECT * FROM patients WHERE surname = 'Citizen' '${SECRET}'`;
    for (const mode of ['immediate', 'async'] as const) {
      const report = await run(mode, text);
      expect(report.errorDetails).toMatchObject({ errorType: 'sqlite', errorCode: 1 });
      expect(report.errorDetails.errorMessage).toContain(SECRET);
    }
    const failures = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'job failed');
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatchObject({ errorType: 'sqlite', errorCode: 1 });
    const all = lines.join('\n');
    expect(all).not.toContain(SECRET);
    expect(all).not.toContain('surname');
  });

  it('reduces any Error logged under err to its class, code and call sites', () => {
    lines.length = 0;
    const err = Object.assign(new Error(`near "'${SECRET}'": syntax error`), { code: 'SQLITE_ERROR' });
    log.error({ err }, 'something failed');
    const [line] = lines.map((l) => JSON.parse(l) as { err: { type: string; code: string; stack: string } });
    expect(line?.err).toMatchObject({ type: 'Error', code: 'SQLITE_ERROR' });
    expect(line?.err.stack).toMatch(/^ {4}at /);
    expect(lines.join('\n')).not.toContain(SECRET);
  });
});
