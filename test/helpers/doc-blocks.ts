/**
 * Reads the fenced code blocks of a doc that a test runs: a block belongs to a test when the line before its
 * opening fence is `<!-- tested-by: <test file path> -->`. The test takes them in document order, puts in
 * what differs on a test machine (paths, URLs, a user) and runs them, so the doc's text is what is tested.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface DocBlock {
  language: string;
  text: string;
  /** 1-based line of the opening fence, for failure messages. */
  line: number;
}

/** The blocks of `docPath` (relative to the repository) marked as tested by `testPath`, in order. */
export function blocksTestedBy(docPath: string, testPath: string): DocBlock[] {
  const lines = fs.readFileSync(path.join(REPO_ROOT, docPath), 'utf8').split('\n');
  const blocks: DocBlock[] = [];
  for (let i = 1; i < lines.length; i += 1) {
    const fence = /^```(\w+)\s*$/.exec(lines[i]!);
    const marker = /^<!-- tested-by: (\S+) -->$/.exec(lines[i - 1]!.trim());
    if (!fence || marker?.[1] !== testPath) continue;
    const end = lines.findIndex((line, j) => j > i && line.startsWith('```'));
    if (end < 0) throw new Error(`${docPath}:${i + 1}: the block never closes`);
    blocks.push({ language: fence[1]!, text: lines.slice(i + 1, end).join('\n'), line: i + 1 });
  }
  return blocks;
}

/** Takes the next block, checking its language, so a doc edit that moves blocks fails with a clear message. */
export function takeBlock(blocks: DocBlock[], language: string, mustContain: string): DocBlock {
  const block = blocks.shift();
  if (!block) throw new Error(`expected a ${language} block containing "${mustContain}", found no more blocks`);
  if (block.language !== language || !block.text.includes(mustContain)) {
    throw new Error(`the block at line ${block.line} is not the ${language} block containing "${mustContain}":\n${block.text}`);
  }
  return block;
}

/**
 * `text` with each `[from, to]` put in, in order. A string `from` must occur (the doc and the test would
 * otherwise have drifted apart); a RegExp (global) may match nothing.
 */
export function substitute(text: string, replacements: [string | RegExp, string][]): string {
  let result = text;
  for (const [from, to] of replacements) {
    if (typeof from === 'string') {
      if (!result.includes(from)) throw new Error(`"${from}" is not in the block:\n${text}`);
      result = result.replaceAll(from, to);
    } else {
      result = result.replace(from, to);
    }
  }
  return result;
}

export interface ShellResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a shell block with bash (`-e -u -o pipefail`), as a reader pasting it would, but stopping at the first failure. */
export function runShell(script: string, options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<ShellResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-euo', 'pipefail', '-c', script], { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Runs a block and fails with its output unless it exits 0. */
export async function runShellOk(script: string, options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<ShellResult> {
  const result = await runShell(script, options);
  if (result.code !== 0) throw new Error(`exit ${result.code}:\n${script}\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr}`);
  return result;
}
