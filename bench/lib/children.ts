/**
 * @module bench/lib/children
 * Starting and stopping the bench's child processes (gateway, bare server, agent swarm workers).
 * Every child is registered for cleanup the moment it is spawned, so no exit path leaves one running;
 * its output is kept as a short tail for error messages instead of flooding the bench's own output.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { onCleanup } from './cleanup.js';
import { IpcClient } from './ipc.js';

export interface NodeChild {
  readonly name: string;
  readonly process: ChildProcess;
  readonly pid: number;
  readonly ipc: IpcClient;
  /** Resolves when the process has exited (never rejects). */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Last lines the child wrote to stdout/stderr. */
  tail(): string;
  /** Lines written so far (the gateway logs at warn, so each one is a warning or worse). */
  readonly lineCount: () => number;
}

export interface SpawnNodeOptions {
  name: string;
  script: string;
  /** Command-line arguments after the script (e.g. the agent's `--config <file> run`). */
  args?: readonly string[];
  execArgv?: readonly string[];
  env?: NodeJS.ProcessEnv;
  /** A command that runs node for us, e.g. `ip netns exec <ns>` (it execs node, so the pid stays node's). */
  via?: readonly string[];
}

const TAIL_LINES = 40;

/**
 * BENCH_CPU_PROFILE_DIR=<dir> makes every child write a V8 CPU profile there when it exits (to see where a
 * figure's time goes; profiling slows the run, so its figures are not the ones to report).
 */
function profilingArgs(): string[] {
  const dir = process.env.BENCH_CPU_PROFILE_DIR;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}

export function spawnNode(options: SpawnNodeOptions): NodeChild {
  const argv = [...profilingArgs(), ...(options.execArgv ?? []), options.script, ...(options.args ?? [])];
  const [command, ...args] = options.via && options.via.length > 0 ? [...options.via, process.execPath, ...argv] : [process.execPath, ...argv];
  const child = spawn(command ?? process.execPath, args, {
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`Could not start ${options.name}`);
  const unregister = onCleanup(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  const lines: string[] = [];
  let count = 0;
  const collect = (chunk: Buffer): void => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      count++;
      lines.push(line.length > 500 ? `${line.slice(0, 500)}…` : line);
      if (lines.length > TAIL_LINES) lines.shift();
    }
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const logDir = process.env.BENCH_CHILD_LOG_DIR;
  if (logDir) {
    // Everything the child writes, kept whole (the tail above is only for error messages).
    fs.mkdirSync(logDir, { recursive: true });
    const file = fs.createWriteStream(path.join(logDir, `${options.name.replace(/[^a-z0-9]+/gi, '-')}-${pid}.log`));
    child.stdout?.pipe(file);
    child.stderr?.pipe(file);
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      unregister();
      resolve({ code, signal });
    });
  });
  return {
    name: options.name,
    process: child,
    pid,
    ipc: new IpcClient(child, options.name),
    exited,
    tail: () => lines.join('\n'),
    lineCount: () => count,
  };
}

export function isRunning(child: NodeChild): boolean {
  return child.process.exitCode === null && child.process.signalCode === null;
}

/**
 * Sends `signal` and waits for the exit; SIGKILL after `timeoutMs`. Returns how long the exit took
 * and whether it had to be forced.
 */
export async function stopChild(child: NodeChild, signal: NodeJS.Signals, timeoutMs: number): Promise<{ ms: number; forced: boolean; code: number | null }> {
  const started = performance.now();
  if (!isRunning(child)) return { ms: 0, forced: false, code: child.process.exitCode };
  child.process.kill(signal);
  let forced = false;
  const timer = setTimeout(() => {
    forced = true;
    child.process.kill('SIGKILL');
  }, timeoutMs);
  const { code } = await child.exited;
  clearTimeout(timer);
  return { ms: performance.now() - started, forced, code };
}
