/**
 * Every command the project ships (each file in src/bin) answers `--help` with its usage and exit code 0,
 * without doing its work (no gateway started, no file written). Runs the built bins, as `npm test` builds first.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BINS = fs
  .readdirSync(path.join(ROOT, 'src/bin'))
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => f.replace(/\.ts$/, ''));
const run = promisify(execFile);

describe('every command has --help', () => {
  it.each(BINS)('%s --help', async (bin) => {
    const script = path.join(ROOT, 'dist/src/bin', `${bin}.js`);
    const { stdout } = await run(process.execPath, [script, '--help'], { timeout: 30_000, env: { ...process.env, GATEWAY_DATA_DIR: '/nonexistent-help-check' } });
    expect(stdout).toMatch(/^Usage: /);
    expect(stdout).toMatch(/-h, --help/);
  });
});
