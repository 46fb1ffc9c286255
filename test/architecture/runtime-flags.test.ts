/**
 * The gateway and the agent run with the V8 flags of src/config/runtime-flags.ts wherever they start: the
 * bins' shebangs, the npm scripts and the systemd units must say the same as the constants the demo, tests
 * and benchmarks use.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GATEWAY_NODE_FLAGS, NODE_FLAGS } from '../../src/config/runtime-flags.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string): string => fs.readFileSync(path.join(ROOT, file), 'utf8');

describe('runtime flags', () => {
  it('the gateway and agent bins start node with theirs', () => {
    expect(read('src/bin/gateway.ts').split('\n')[0]).toBe(`#!/usr/bin/env -S node ${GATEWAY_NODE_FLAGS.join(' ')}`);
    expect(read('src/bin/agent.ts').split('\n')[0]).toBe(`#!/usr/bin/env -S node ${NODE_FLAGS.join(' ')}`);
  });

  it('npm start and npm run demo (which hosts the gateway) pass the gateway flags', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    for (const name of ['start', 'demo']) expect(scripts[name]).toContain(`node ${GATEWAY_NODE_FLAGS.join(' ')} `);
  });

  it('the systemd units pass them', () => {
    expect(read('deploy/site-query-gateway.service')).toContain(`ExecStart=/usr/bin/node ${GATEWAY_NODE_FLAGS.join(' ')} dist/src/bin/gateway.js`);
    expect(read('deploy/site-agent.service')).toContain(`ExecStart=/usr/bin/node ${NODE_FLAGS.join(' ')} dist/src/bin/agent.js`);
  });

  it('the gateway keeps the flags both processes share', () => {
    expect(GATEWAY_NODE_FLAGS.slice(0, NODE_FLAGS.length)).toEqual(NODE_FLAGS);
  });
});
