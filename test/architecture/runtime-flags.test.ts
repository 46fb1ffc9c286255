/**
 * The gateway and the agent run with the V8 flags of src/config/runtime-flags.ts wherever they start: the
 * bins' shebangs and the npm scripts must say the same as the constant the demo, tests and benchmarks use.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NODE_FLAGS } from '../../src/config/runtime-flags.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('runtime flags', () => {
  it('the gateway and agent bins start node with them', () => {
    for (const bin of ['src/bin/gateway.ts', 'src/bin/agent.ts']) {
      const shebang = fs.readFileSync(path.join(ROOT, bin), 'utf8').split('\n')[0];
      expect(shebang).toBe(`#!/usr/bin/env -S node ${NODE_FLAGS.join(' ')}`);
    }
  });

  it('npm start and npm run demo pass them', () => {
    const scripts = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    for (const name of ['start', 'demo']) expect(scripts[name]).toContain(`node ${NODE_FLAGS.join(' ')} `);
  });
});
