/**
 * @module bench/lib/cleanup
 * One registry of things to undo (child processes to kill, temp dirs to delete) that runs on every way
 * out: normal end, a thrown error, Ctrl-C, SIGTERM. Tasks are synchronous on purpose, so they also run
 * from the process's 'exit' event, where nothing asynchronous gets a turn.
 */

type Task = () => void;

const tasks = new Set<Task>();
let installed = false;

/** Registers a task; returns a function that unregisters it (call it once the thing is undone normally). */
export function onCleanup(task: Task): () => void {
  tasks.add(task);
  return () => tasks.delete(task);
}

/** Runs every registered task once, newest first (children before the directories they use). */
export function runCleanups(): void {
  const pending = [...tasks].reverse();
  tasks.clear();
  for (const task of pending) {
    try {
      task();
    } catch {
      // Best effort: one failing task must not keep the others from running.
    }
  }
}

/** Makes signals and the final exit run the cleanups. Call once from the entry point. */
export function installCleanupHandlers(): void {
  if (installed) return;
  installed = true;
  process.on('exit', runCleanups);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      process.stderr.write(`\nbench: ${signal} received; stopping child processes and removing temp dirs\n`);
      runCleanups();
      process.exit(130);
    });
  }
}
