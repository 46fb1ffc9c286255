/**
 * The executor's shortcut for results that were whole before any row was asked for (completedExecution,
 * a point query): its report must be the one the batch loop and page cutter produce for the same rows,
 * and it must stand aside where the general path has work to do (uploads, limits, registered hashing,
 * the journal). Each case runs the same rows twice, once as a whole execution and once as a pulled one,
 * and compares the reports (times aside).
 */
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { Job, JobMessageFromAgent } from '@site-query-gateway/protocol/jobs.js';
import type { SqlCommand } from '@site-query-gateway/protocol/sql-command.js';
import type { DatabaseDriver, Execution, ExecutionSummary } from './drivers/driver.js';
import { completedExecution, pulledExecution } from './drivers/pulled-execution.js';
import { executeJob, type ExecutorContext } from './executor.js';
import { JobControl } from './job-control.js';
import { JobJournal } from './journal.js';

type Shape = 'whole' | 'pulled';

interface Run {
  messages: JobMessageFromAgent[];
  uploads: number[];
  /** How many times the execution's rows were iterated. */
  iterations: number;
}

function command(executionMode: SqlCommand['executionMode']): SqlCommand {
  return { text: 'select 1', type: 'text', executionMode, parameters: [] } as unknown as SqlCommand;
}

function job(overrides: Partial<Job> = {}): Job {
  return {
    queryId: '00000000-0000-4000-8000-000000000001',
    mode: 'immediate',
    command: command('reader'),
    catalogue: 'MAIN',
    startDeadline: new Date(Date.now() + 60_000).toISOString(),
    commandTimeoutMs: 30_000,
    pageSizeBytes: 1024,
    inlineLimitBytes: 512,
    maxResultBytes: 4096,
    ...overrides,
  } as Job;
}

/** The same rows as either shape, counting how often `rows` is iterated. */
function execution(shape: Shape, columns: string[], rows: string[], summary: ExecutionSummary, run: Run): Execution {
  const inner =
    shape === 'whole'
      ? completedExecution(columns, rows, summary)
      : pulledExecution({ columns, next: () => Promise.resolve(undefined), release: () => Promise.resolve(summary) }, { first: rows.length > 0 ? rows : undefined, exhausted: true });
  return {
    columns: inner.columns,
    finish: () => inner.finish(),
    ...(inner.whole ? { whole: inner.whole } : {}),
    rows: {
      [Symbol.asyncIterator]: () => {
        run.iterations++;
        return inner.rows[Symbol.asyncIterator]();
      },
    },
  };
}

/** `startWithinMs`: a start deadline closer than the executor's hold margin makes it send progress at once. */
async function runAs(shape: Shape, theJob: Job, rows: string[], summary: ExecutionSummary = { outputParameters: [] }, startWithinMs = 60_000): Promise<Run> {
  const run: Run = { messages: [], uploads: [], iterations: 0 };
  const driver: DatabaseDriver = {
    engine: 'sqlite',
    execute: () => Promise.resolve(execution(shape, ['n', 'label'], rows, summary, run)),
    close: () => Promise.resolve(),
  };
  const ctx: ExecutorContext = {
    driver,
    connectionFor: () => 'file.db',
    journal: new JobJournal('/nonexistent/journal.json'),
    uploader: {
      upload: (_queryId, page) => {
        run.uploads.push(page.pageNumber);
        return Promise.resolve();
      },
    },
    send: (message) => {
      run.messages.push(message);
      return Promise.resolve();
    },
    reported: () => Promise.resolve(),
    log: pino({ level: 'silent' }),
  };
  await executeJob(theJob, new JobControl(Date.now() + startWithinMs), ctx);
  return run;
}

/** A report without what differs between two runs of the same job (times). */
function comparable(messages: JobMessageFromAgent[]): unknown[] {
  return messages.map((m) => {
    const { at: _at, sqlExecutionDurationMs: _duration, startedAgoMs: _ago, ...rest } = m as Record<string, unknown>;
    return rest;
  });
}

const rowsOf = (n: number, label = 'x'): string[] => Array.from({ length: n }, (_, i) => JSON.stringify({ n: i + 1, label: `${label}é${i}` }));

describe('executor: whole results', () => {
  const cases: { name: string; job: Job; rows: string[]; summary?: ExecutionSummary; startWithinMs?: number; shortcut: boolean }[] = [
    { name: 'a reader of three rows, inline', job: job(), rows: rowsOf(3), shortcut: true },
    { name: 'a start deadline too close to hold progress back', job: job(), rows: rowsOf(3), startWithinMs: 100, shortcut: true },
    { name: 'an empty reader', job: job(), rows: [], shortcut: true },
    { name: 'scalar: the first of two rows', job: job({ command: command('scalar') }), rows: rowsOf(2), shortcut: true },
    { name: 'nonQuery with rowsAffected', job: job({ command: command('nonQuery') }), rows: [], summary: { outputParameters: [], rowsAffected: 7 }, shortcut: true },
    { name: 'exactly the inline limit', job: job({ inlineLimitBytes: Buffer.byteLength(`[${rowsOf(4).join(',')}]`) }), rows: rowsOf(4), shortcut: true },
    { name: 'one byte over the inline limit: uploaded', job: job({ inlineLimitBytes: Buffer.byteLength(`[${rowsOf(4).join(',')}]`) - 1 }), rows: rowsOf(4), shortcut: false },
    { name: 'more than a page: several uploads', job: job({ pageSizeBytes: 64, inlineLimitBytes: 4096 }), rows: rowsOf(6), shortcut: false },
    { name: 'over the immediate limit: fails', job: job({ maxResultBytes: 40 }), rows: rowsOf(3), shortcut: false },
    { name: 'a registered run (hashed)', job: job({ registered: {} }), rows: rowsOf(2), shortcut: false },
    { name: 'an async job (journaled)', job: job({ mode: 'async', maxResultBytes: undefined }), rows: rowsOf(2), shortcut: false },
  ];

  for (const c of cases) {
    it(`${c.name}: reports as the batch loop does`, async () => {
      const whole = await runAs('whole', c.job, c.rows, c.summary, c.startWithinMs);
      const pulled = await runAs('pulled', c.job, c.rows, c.summary, c.startWithinMs);
      expect(comparable(whole.messages)).toEqual(comparable(pulled.messages));
      expect(whole.uploads).toEqual(pulled.uploads);
      expect(pulled.iterations).toBe(1);
      // The shortcut was taken exactly where it applies.
      expect(whole.iterations).toBe(c.shortcut ? 0 : 1);
      if (c.startWithinMs !== undefined) expect(whole.messages.map((m) => m.type)).toEqual(['job:started', 'job:uploading', 'job:completed']);
    });
  }

  it('an inline report carries the rows as one JSON array, counted and ranged', async () => {
    const rows = rowsOf(3);
    const { messages } = await runAs('whole', job(), rows);
    const report = messages.at(-1) as JobMessageFromAgent & { inlineData?: string; rows?: number; size?: number; pages?: unknown[] };
    expect(report.type).toBe('job:completed');
    expect(JSON.parse(report.inlineData ?? 'null')).toEqual(rows.map((r) => JSON.parse(r) as unknown));
    expect(report.rows).toBe(3);
    expect(report.size).toBe(Buffer.byteLength(report.inlineData ?? ''));
    expect(report.pages).toEqual([{ pageNumber: 1, size: report.size, count: 3, rangeStart: 1, rangeEnd: 3 }]);
  });
});
