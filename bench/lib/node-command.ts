/**
 * @module bench/lib/node-command
 * Like children.ts `spawnNode`, for a Node script that needs command-line arguments (the site agent:
 * `agent.js --config <file> run`). Same guarantees: registered for cleanup the moment it is spawned,
 * output kept as a short tail, an IPC channel (a preloaded gateway-probe answers memory readings on it
 * and exits the child when the bench goes away). The result is a NodeChild, so stopChild works on it.
 */
import { spawn } from 'node:child_process';
import { type NodeChild } from './children.js';
import { onCleanup } from './cleanup.js';
import { IpcClient } from './ipc.js';

export interface SpawnNodeCommandOptions {
  name: string;
  script: string;
  args: readonly string[];
  execArgv?: readonly string[];
  env?: NodeJS.ProcessEnv;
}

const TAIL_LINES = 40;

export function spawnNodeCommand(options: SpawnNodeCommandOptions): NodeChild {
  const child = spawn(process.execPath, [...(options.execArgv ?? []), options.script, ...options.args], {
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
