/**
 * @module agent/drivers/sqlite/sqlite-worker-channel
 * The agent thread's end of one SQLite worker thread: starts the thread, sends it requests and takes its
 * answers (sqlite-worker-messages). Waiting for an answer first sleeps briefly in `Atomics.wait` when the
 * caller allows it — a point query answers within tens of microseconds, and not going through the event
 * loop halves the CPU of the round trip — then waits without blocking (`Atomics.waitAsync`), up to a
 * deadline and interruptible by an abort signal. It knows nothing about lanes, pools or SQL.
 */
import { MessageChannel, Worker, receiveMessageOnPort, type MessagePort } from 'node:worker_threads';
import { COMMITTING, COUNTERS, GIVEN_UP, REPLIES, REQUESTS, RUNNING, STATE, type FromWorker, type ToWorker, type WorkerInit } from './sqlite-worker-messages.js';

/** `Atomics.waitAsync` (ES2024; in every Node this agent supports) — typed here because lib is ES2023. */
export type WaitAsync = (array: Int32Array, index: number, value: number, timeoutMs?: number) => { async: false; value: string } | { async: true; value: Promise<string> };

/** `Atomics.waitAsync` with no timeout (see waitForAnswer), looked up at each call so a test can watch it. */
function waitAsync(array: Int32Array, index: number, value: number): ReturnType<WaitAsync> {
  return (Atomics as unknown as { waitAsync: WaitAsync }).waitAsync(array, index, value);
}

/** Why `receive` came back without an answer. */
export type NoAnswer = 'deadline' | 'aborted';

/** The thread ended (crash, out of memory, terminate) while an answer was awaited. */
export class WorkerGone extends Error {
  override name = 'WorkerGone';
}

let nextId = 1;

/** How the thread is started: the built entry beside this file, or (tests, from source) through tsx. */
function startWorker(init: WorkerInit): Worker {
  // A small young generation, as the agent's own thread has (config/runtime-flags): each thread's batches
  // die young, and an uncapped one grows to tens of MB per thread and keeps them.
  const options = { workerData: init, transferList: [init.port], stdout: false, stderr: false, resourceLimits: { maxYoungGenerationSizeMb: 3 } };
  if (import.meta.url.endsWith('.js')) return new Worker(new URL('./sqlite-worker.js', import.meta.url), options);
  // Running from TypeScript source (vitest): only there is tsx (a dev dependency) needed and present.
  const entry = JSON.stringify(new URL('./sqlite-worker.ts', import.meta.url).href);
  return new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${entry}); })`, { ...options, eval: true });
}

export class WorkerChannel {
  /** A short name for logs (never SQL). */
  readonly id = nextId++;
  readonly worker: Worker;
  /** Resolves when the thread has ended (for a thread stuck in a native step: when that step returns). */
  readonly exited: Promise<void>;
  private readonly port: MessagePort;
  private readonly signals: Int32Array;
  private gone: Error | undefined;
  /** The thread has loaded its code and said so (`ready`). */
  ready = false;
  /** The thread has ended. */
  hasExited = false;

  /** `pageCacheKib`: each of the thread's connections' page cache (WorkerInit). */
  constructor(pageCacheKib?: number) {
    const { port1, port2 } = new MessageChannel();
    const counters = new SharedArrayBuffer(COUNTERS * Int32Array.BYTES_PER_ELEMENT);
    this.port = port1;
    this.signals = new Int32Array(counters);
    this.worker = startWorker({ port: port2, counters, ...(pageCacheKib === undefined ? {} : { pageCacheKib }) });
    // A thread keeps the process alive only while an answer is awaited without blocking (see `receive`).
    this.worker.unref();
    this.exited = new Promise((resolve) => {
      this.worker.once('exit', (code) => {
        this.hasExited = true;
        this.gone ??= new WorkerGone(`the SQLite worker thread ended (exit code ${code})`);
        this.wake();
        resolve();
      });
    });
    this.worker.on('error', (err) => {
      this.gone = new WorkerGone(`the SQLite worker thread failed: ${err.name}`);
      this.wake();
    });
  }

  /** False once the thread has ended or failed. */
  get alive(): boolean {
    return this.gone === undefined;
  }

  send(message: ToWorker): void {
    // A new command starts undecided (the thread is idle, so nothing races this store).
    if (message.k === 'run') Atomics.store(this.signals, STATE, RUNNING);
    // A batch buffer handed back moves to the thread instead of being copied.
    if (message.k === 'more' && message.spare) this.port.postMessage(message, [message.spare]);
    else this.port.postMessage(message);
    Atomics.add(this.signals, REQUESTS, 1);
    Atomics.notify(this.signals, REQUESTS);
  }

  /**
   * An answer already there, or one that comes within `syncWaitMs` while this thread sleeps for it
   * (never past `deadline`, a performance.now() time); undefined otherwise. Synchronous, so whatever the
   * caller does with the answer (handing the thread back) happens before any other job runs.
   */
  poll(syncWaitMs: number, deadline: number): FromWorker | undefined {
    const seen = Atomics.load(this.signals, REPLIES);
    let next = receiveMessageOnPort(this.port);
    if (next === undefined && syncWaitMs > 0 && this.gone === undefined) {
      const left = deadline - performance.now();
      if (left > 0 && Atomics.wait(this.signals, REPLIES, seen, Math.min(syncWaitMs, left)) !== 'timed-out') next = receiveMessageOnPort(this.port);
    }
    return next === undefined ? undefined : (next.message as FromWorker);
  }

  /**
   * The next answer, waited for without blocking until `deadline` (performance.now() time) or until
   * `signal` aborts. Rejects with WorkerGone when the thread ends first.
   */
  async receive(deadline: number, signal?: AbortSignal): Promise<FromWorker | NoAnswer> {
    // A pending Atomics.waitAsync does not keep the event loop alive; the thread's handle does, meanwhile.
    this.worker.ref();
    try {
      return await this.waitForAnswer(deadline, signal);
    } finally {
      this.worker.unref();
    }
  }

  private async waitForAnswer(deadline: number, signal: AbortSignal | undefined): Promise<FromWorker | NoAnswer> {
    for (;;) {
      const seen = Atomics.load(this.signals, REPLIES);
      const next = receiveMessageOnPort(this.port);
      if (next !== undefined) return next.message as FromWorker;
      if (this.gone) throw this.gone;
      if (signal?.aborted) return 'aborted';
      const left = deadline - performance.now();
      if (left <= 0) return 'deadline';
      // No timeout given to waitAsync: V8 keeps a waitAsync's timeout task until its time is up, however early
      // a notify ended the wait (Node 20 and 24), and the time here is the command's whole budget, a minute or
      // more, for every batch of an export and every search, so the agent's memory would grow with every
      // batch until those budgets ran out. A timer of ours ends the wait instead.
      const waiting = waitAsync(this.signals, REPLIES, seen);
      if (!waiting.async) continue;
      const timer = setTimeout(() => Atomics.notify(this.signals, REPLIES), left);
      let onAbort: (() => void) | undefined;
      try {
        if (!signal) {
          await waiting.value;
          continue;
        }
        const aborted = new Promise<void>((resolve) => {
          onAbort = resolve;
          signal.addEventListener('abort', onAbort, { once: true });
        });
        await Promise.race([waiting.value, aborted]);
      } finally {
        clearTimeout(timer);
        if (onAbort) signal?.removeEventListener('abort', onAbort);
      }
    }
  }

  /**
   * Whether the thread is asleep waiting for a request: it has done all it will do unasked (read ahead, used its
   * push credit). Wakes it to tell, and it goes back to sleep. For tests and diagnostics.
   */
  waitingForRequest(): boolean {
    return Atomics.notify(this.signals, REQUESTS, 1) === 1;
  }

  /**
   * Gives the running command up (timeout, cancel) unless the thread is already committing its write.
   * False means it is: its answer — committed, or failed — must be awaited and reported as it is.
   */
  giveUpCommand(): boolean {
    return Atomics.compareExchange(this.signals, STATE, RUNNING, GIVEN_UP) !== COMMITTING;
  }

  /** Asks the thread to end. A thread inside a native SQLite step ends only when that step returns. */
  terminate(): void {
    this.gone ??= new WorkerGone('the SQLite worker thread was terminated');
    void this.worker.terminate().catch(() => undefined);
    this.port.close();
  }

  /** Wakes a `receive` so it notices that the thread is gone. */
  private wake(): void {
    Atomics.add(this.signals, REPLIES, 1);
    Atomics.notify(this.signals, REPLIES);
  }
}
