/**
 * @module demo/agent-process
 * Runs the site agent's CLI as a separate process, as a clinic would: the demo and the end-to-end tests
 * use it so the agent never shares the gateway's process or code.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { NODE_FLAGS, withRuntimeEnv } from '@site-query-gateway/protocol/runtime-flags.js';

// The agent package's own command, wherever npm put the package: the agent always runs as shipped (built),
// also when this module runs from its TypeScript source in tests.
export const AGENT_BIN = path.join(path.dirname(createRequire(import.meta.url).resolve('@site-query-gateway/agent/package.json')), 'bin', 'site-agent.js');

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `site-agent <args>` to completion. */
export function runAgentCommand(args: string[], env: NodeJS.ProcessEnv = {}): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...NODE_FLAGS, AGENT_BIN, ...args], { env: withRuntimeEnv({ ...process.env, ...env }), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Starts `site-agent run` in the background; output goes to `onOutput` (or is discarded). */
export function startAgentProcess(configPath: string, env: NodeJS.ProcessEnv = {}, onOutput?: (line: string) => void): ChildProcess {
  const child = spawn(process.execPath, [...NODE_FLAGS, AGENT_BIN, '--config', configPath, 'run'], {
    env: withRuntimeEnv({ ...process.env, ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const forward = (d: Buffer): void => {
    if (onOutput) for (const line of d.toString().split('\n')) if (line.trim()) onOutput(line);
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  return child;
}

/** Sends SIGTERM and resolves with the exit code once the process has gone. */
export function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });
}
