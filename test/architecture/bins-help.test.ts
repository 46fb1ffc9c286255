/**
 * Every command the project ships (each launcher in a package's bin folder) answers `--help` with its usage and exit code 0,
 * without doing its work (no gateway started, no file written). Runs the built bins, as `npm test` builds first.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BINS = fs
  .readdirSync(path.join(ROOT, 'packages'))
  .flatMap((pkg) => {
    const dir = path.join(ROOT, 'packages', pkg, 'bin');
    return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => path.join('packages', pkg, 'bin', f)) : [];
  });
const run = promisify(execFile);

describe('every command has --help', () => {
  it('finds the commands', () => expect(BINS.length).toBeGreaterThanOrEqual(5));

  it.each(BINS)('%s --help', async (bin) => {
    const script = path.join(ROOT, bin);
    const { stdout } = await run(process.execPath, [script, '--help'], { timeout: 30_000, env: { ...process.env, GATEWAY_DATA_DIR: '/nonexistent-help-check' } });
    expect(stdout).toMatch(/^Usage: /);
    expect(stdout).toMatch(/-h, --help/);
  });
});
