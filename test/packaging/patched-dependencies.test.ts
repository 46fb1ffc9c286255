/**
 * The agent's tarball carries the repository's fixes to published dependencies (patches/) even when the clone it
 * is packed from installed them unpatched (`npm ci --ignore-scripts`): staging applies a patch the copy lacks,
 * leaves a patched copy as it is, and refuses a copy the patch does not fit.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StagingError, ensurePatched, patchedPackages } from '../../packages/agent/scripts/stage-agent-package.js';

const REPO = path.resolve(import.meta.dirname, '../..');
const FIXED_LINE = 'var keyStart = saltLen + 4;';

describe('patched dependencies in the agent tarball', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A copy of the installed node-firebird under a folder of its own, and the file the patch changes. */
  function copyOfInstalled(): { root: string; file: string; patch: string } {
    const name = 'node-firebird';
    const version = patchedPackages(REPO).get(name);
    expect(version, 'patches/ holds a fix for node-firebird').toBeDefined();
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'patched-dep-'));
    dirs.push(root);
    fs.cpSync(path.join(REPO, 'node_modules', name), path.join(root, 'node_modules', name), { recursive: true });
    return { root, file: path.join(root, 'node_modules', name, 'lib', 'wire', 'connection.js'), patch: path.join(REPO, 'patches', `${name}+${version}.patch`) };
  }

  it('applies the patch to a copy installed without it, and leaves a patched copy as it is', () => {
    const { root, file, patch } = copyOfInstalled();
    expect(fs.readFileSync(file, 'utf8')).toContain(FIXED_LINE);
    execFileSync('git', ['apply', '--reverse', patch], { cwd: root });
    expect(fs.readFileSync(file, 'utf8')).not.toContain(FIXED_LINE);

    ensurePatched(root, patch);
    const patched = fs.readFileSync(file, 'utf8');
    expect(patched.split(FIXED_LINE)).toHaveLength(3);
    ensurePatched(root, patch);
    expect(fs.readFileSync(file, 'utf8')).toBe(patched);
  });

  it('refuses a copy the patch does not fit', () => {
    const { root, file, patch } = copyOfInstalled();
    fs.writeFileSync(file, 'module.exports = {};\n');
    expect(() => ensurePatched(root, patch)).toThrow(StagingError);
  });
});
