/**
 * @module agent/process-exit
 * How the agent process leaves. `process.exit()` joins every worker thread, and a thread inside a native
 * call — a SQLite step abandoned at the command timeout — cannot be joined until that call returns, which
 * may be hours away (exit waits for the whole step). While such threads exist the agent leaves
 * by a signal instead, whose default action ends the process at once: the signal that asked it to stop
 * (service managers read that as a normal stop), or SIGKILL for a failure (a manager set to restart on
 * failure restarts it). Locks those threads held go with the process.
 */

/** Exits with `code`, or by a signal when `stuckThreads` would make `process.exit()` wait. */
export function exitAgent(code: number, stuckThreads: number, stopSignal?: NodeJS.Signals): void {
  if (stuckThreads === 0) {
    process.exit(code);
    return;
  }
  const signal: NodeJS.Signals = code === 0 && stopSignal ? stopSignal : 'SIGKILL';
  // Without listeners Node stops handling the signal, so its default action (terminate) applies.
  process.removeAllListeners(signal);
  process.kill(process.pid, signal);
}
