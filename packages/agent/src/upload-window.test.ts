/**
 * The upload window holds a bounded number of uploads, makes room as they settle, and stops the others at the
 * first failure, which is what it throws.
 */
import { describe, expect, it } from 'vitest';
import { UploadWindow } from './upload-window.js';

function deferred(): { promise: Promise<void>; resolve: () => void; reject: (e: Error) => void } {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('upload window', () => {
  it('waits for room once full, and drains', async () => {
    const window = new UploadWindow(2, new AbortController().signal);
    const a = deferred();
    const b = deferred();
    window.add(a.promise);
    window.add(b.promise);
    let roomy = false;
    const room = window.room().then(() => (roomy = true));
    await Promise.resolve();
    expect(roomy).toBe(false);
    a.resolve();
    await room;
    expect(roomy).toBe(true);
    b.resolve();
    await window.drain();
  });

  it('aborts the others and throws the first failure', async () => {
    const window = new UploadWindow(2, new AbortController().signal);
    const a = deferred();
    const b = deferred();
    window.add(a.promise);
    window.add(b.promise);
    a.reject(new Error('page 2 refused'));
    await expect(window.room()).rejects.toThrow('page 2 refused');
    expect(window.signal.aborted).toBe(true);
    b.reject(new Error('aborted after'));
    await expect(window.drain()).rejects.toThrow('page 2 refused');
  });

  it("aborts with the job's own signal", () => {
    const job = new AbortController();
    const window = new UploadWindow(1, job.signal);
    job.abort(new Error('cancelled'));
    expect(window.signal.aborted).toBe(true);
  });
});
