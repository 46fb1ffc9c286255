#!/usr/bin/env node
/**
 * `npm run pack:agent`: writes the one tarball a clinic installs (`npm install ./site-query-gateway-agent-<version>.tgz`),
 * with the agent's workspace packages inside it and nothing of the gateway (docs/clinic.md). Runs after a
 * build of the agent's packages alone (the npm script's `tsc -b packages/agent`: the gateway and its console
 * are no part of the agent, and rebuilding them would rewrite files a running gateway serves); prints the
 * tarball's path on stdout and its figures on stderr.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { StagingError, stageAgentPackage } from './stage-agent-package.js';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const AGENT = '@site-query-gateway/agent';
/** Files of the repository that travel in the tarball, by their path in the package. */
const EXTRA_FILES = { 'site-agent.service': 'deploy/site-agent.service' };

interface PackResult {
  filename: string;
  size: number;
  unpackedSize: number;
  entryCount: number;
  bundled: string[];
}

function pack(stageDir: string, outDir: string): Omit<PackResult, 'bundled'> {
  const result = spawnSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', outDir], { cwd: stageDir, encoding: 'utf8' });
  if (result.status !== 0) throw new StagingError(`npm pack failed:\n${result.stderr}`);
  const [packed] = JSON.parse(result.stdout) as (Omit<PackResult, 'bundled'> & { files: { path: string }[]; bundled?: string[] })[];
  if (!packed) throw new StagingError(`npm pack printed no result:\n${result.stdout}`);
  return { filename: packed.filename, size: packed.size, unpackedSize: packed.unpackedSize, entryCount: packed.entryCount };
}

const program = new Command('pack-agent')
  .description('Pack the site agent for clinics: one npm tarball with the agent\'s own workspace packages bundled. Run through `npm run pack:agent`, which builds first.')
  .option('--out <dir>', 'folder the tarball is written to', path.join(REPO_ROOT, 'dist'))
  .action((opts: { out: string }) => {
    const outDir = path.resolve(opts.out);
    fs.mkdirSync(outDir, { recursive: true });
    const stageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-agent-stage-'));
    try {
      const staged = stageAgentPackage(REPO_ROOT, path.join(stageDir, 'package'), AGENT, EXTRA_FILES);
      const packed = pack(staged.dir, outDir);
      const tarball = path.join(outDir, packed.filename);
      process.stderr.write(
        `packed ${AGENT} with ${staged.bundled.join(', ')} bundled: ${(packed.size / 1024).toFixed(1)} KiB, ` +
          `${(packed.unpackedSize / 1024).toFixed(1)} KiB unpacked, ${packed.entryCount} files\n`,
      );
      process.stdout.write(`${tarball}\n`);
    } catch (err) {
      if (!(err instanceof StagingError)) throw err;
      process.stderr.write(`pack-agent: ${err.message}\n`);
      process.exitCode = 1;
    } finally {
      fs.rmSync(stageDir, { recursive: true, force: true });
    }
  });

program.parse();
