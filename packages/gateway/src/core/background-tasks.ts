/**
 * @module core/background-tasks
 * The one runner of the gateway's periodic work (query sweeps, presence writes, silent-agent checks, and
 * later the scheduler and webhook delivery). Each task runs every `intervalMs`, never overlapping itself;
 * a failure is logged and the next run comes as usual. `stop()` ends the timers, `drain()` waits for runs
 * in progress, and `flush()` runs the tasks marked `onStop` one last time — so the gateway's shutdown
 * order is written once, in gateway.ts, not spread over every component.
 */
import type { Logger } from '../log.js';

export interface BackgroundTask {
  readonly name: string;
  readonly intervalMs: number;
  run(): Promise<void> | void;
  /** Run once more at shutdown, after the others have stopped (e.g. writing what is still pending). */
  readonly onStop?: boolean;
}

interface TaskState {
  task: BackgroundTask;
  timer: NodeJS.Timeout | undefined;
  running: Promise<void> | undefined;
}

export class BackgroundTasks {
  private readonly tasks = new Map<string, TaskState>();
  private started = false;
  private stopped = false;

  constructor(private readonly log: Logger) {}

  /** Registers a task; it starts with the others (or at once when the runner has started). */
  add(task: BackgroundTask): void {
    if (this.tasks.has(task.name)) throw new Error(`background task ${task.name} is registered twice`);
    const state: TaskState = { task, timer: undefined, running: undefined };
    this.tasks.set(task.name, state);
    if (this.started && !this.stopped) this.schedule(state);
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    for (const state of this.tasks.values()) this.schedule(state);
  }

  /** Runs a task now (unless it is running already) and resolves when that run ends. */
  runNow(name: string): Promise<void> {
    const state = this.tasks.get(name);
    if (!state) return Promise.reject(new Error(`no background task ${name}`));
    return this.runOnce(state);
  }

  /** True once stop() was called: a long task run checks it between steps and ends early. */
  get stopping(): boolean {
    return this.stopped;
  }

  /** No new runs start; runs in progress go on (see drain). */
  stop(): void {
    this.stopped = true;
    for (const state of this.tasks.values()) {
      if (state.timer) clearInterval(state.timer);
      state.timer = undefined;
    }
  }

  /** Resolves when no run is in progress. */
  async drain(): Promise<void> {
    await Promise.all([...this.tasks.values()].map((s) => s.running));
  }

  /** After stop and drain: the `onStop` tasks run one last time, in registration order. */
  async flush(): Promise<void> {
    for (const state of this.tasks.values()) {
      if (state.task.onStop) await this.runOnce(state);
    }
  }

  private schedule(state: TaskState): void {
    state.timer = setInterval(() => void this.runOnce(state), state.task.intervalMs);
    // Background work never keeps the process alive by itself.
    state.timer.unref();
  }

  private runOnce(state: TaskState): Promise<void> {
    if (state.running) return state.running;
    const run = (async () => {
      try {
        await state.task.run();
      } catch (err) {
        this.log.error({ err, task: state.task.name }, 'background task failed');
      } finally {
        state.running = undefined;
      }
    })();
    state.running = run;
    return run;
  }
}
