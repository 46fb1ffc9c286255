/**
 * The job queue: separate limits for immediate and async work, FIFO within a kind, duplicates refused,
 * cancel of a waiting job, idle and close.
 */
import { describe, expect, it, vi } from 'vitest';
import { JobQueue } from './job-queue.js';
import type { QueryMode } from '@site-query-gateway/protocol/jobs.js';

interface TestJob {
  queryId: string;
  mode: QueryMode;
}

/** A queue whose jobs run until the test finishes them by id. */
function harness(limits = { immediate: 2, async: 1 }) {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const queue = new JobQueue<TestJob>(limits, (job) => {
    started.push(job.queryId);
    return new Promise<void>((resolve) => finishers.set(job.queryId, resolve));
  });
  /** Finishes a running job and waits until the queue has freed its slot (and started what that lets in). */
  const finish = async (id: string): Promise<void> => {
    finishers.get(id)!();
    await vi.waitFor(() => expect(queue.has(id)).toBe(false), { interval: 1 });
  };
  const job = (queryId: string, mode: QueryMode): TestJob => ({ queryId, mode });
  return { queue, started, finish, job };
}

describe('JobQueue', () => {
  it('a long async job never holds up immediate work, and async jobs wait for their own slot', async () => {
    const { queue, started, finish, job } = harness();
    queue.push(job('a1', 'async'));
    queue.push(job('a2', 'async'));
    queue.push(job('i1', 'immediate'));
    queue.push(job('i2', 'immediate'));
    queue.push(job('i3', 'immediate'));
    // a1 holds the single async slot; immediates start regardless, up to their own limit of 2.
    expect(started).toEqual(['a1', 'i1', 'i2']);
    expect(queue.counts).toEqual({ waiting: { immediate: 1, async: 1 }, running: { immediate: 2, async: 1 } });

    await finish('i1');
    expect(started).toEqual(['a1', 'i1', 'i2', 'i3']);
    await finish('i2');
    await finish('i3');
    // Immediate slots free do not let a second async job in.
    expect(started).not.toContain('a2');
    await finish('a1');
    expect(started.at(-1)).toBe('a2');
    await finish('a2');
    await queue.idle();
    expect(queue.counts.running).toEqual({ immediate: 0, async: 0 });
  });

  it('ignores a duplicate dispatch of a queued or running queryId, and accepts it again once finished', async () => {
    const { queue, started, finish, job } = harness({ immediate: 1, async: 1 });
    expect(queue.push(job('q1', 'immediate'))).toBe(true);
    expect(queue.push(job('q2', 'immediate'))).toBe(true);
    expect(queue.push(job('q1', 'immediate'))).toBe(false); // running
    expect(queue.push(job('q2', 'async'))).toBe(false); // waiting (other kind, same id)
    await finish('q1');
    await finish('q2');
    expect(started).toEqual(['q1', 'q2']);
    expect(queue.push(job('q1', 'immediate'))).toBe(true);
  });

  it('removes a waiting job on cancel, but not a running one', () => {
    const { queue, started, job } = harness({ immediate: 1, async: 1 });
    queue.push(job('r', 'immediate'));
    queue.push(job('w', 'immediate'));
    expect(queue.remove('r')).toBeUndefined();
    expect(queue.remove('w')).toEqual(job('w', 'immediate'));
    expect(queue.has('w')).toBe(false);
    expect(started).toEqual(['r']);
  });

  it('close drops waiting jobs and starts nothing more', async () => {
    const { queue, started, finish, job } = harness({ immediate: 1, async: 1 });
    queue.push(job('r', 'immediate'));
    queue.push(job('w', 'immediate'));
    expect(queue.close().map((j) => j.queryId)).toEqual(['w']);
    await finish('r');
    expect(started).toEqual(['r']);
    expect(queue.push(job('x', 'async'))).toBe(false);
    await queue.idle();
  });

  it('a job whose runner throws frees its slot', async () => {
    const started: string[] = [];
    const queue = new JobQueue<TestJob>({ immediate: 1, async: 1 }, (job) => {
      started.push(job.queryId);
      if (job.queryId === 'bad') throw new Error('boom');
      return Promise.resolve();
    });
    queue.push({ queryId: 'bad', mode: 'immediate' });
    queue.push({ queryId: 'good', mode: 'immediate' });
    await queue.idle();
    expect(started).toEqual(['bad', 'good']);
  });
});
