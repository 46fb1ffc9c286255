/**
 * The gateway and the agent run with the V8 flags and the environment of the protocol package's runtime-flags
 * wherever they start: the bins' shebangs, the npm scripts and the systemd units must say the same as the
 * constants the demo, tests and benchmarks use.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GATEWAY_NODE_FLAGS, NODE_FLAGS, RUNTIME_ENV, runtimeEnvAssignments, withRuntimeEnv } from '@site-query-gateway/protocol/runtime-flags.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string): string => fs.readFileSync(path.join(ROOT, file), 'utf8');

describe('runtime flags', () => {
  it('the gateway and agent bins start node with theirs', () => {
    expect(read('packages/gateway/bin/site-gateway.js').split('\n')[0]).toBe(`#!/usr/bin/env -S ${runtimeEnvAssignments()} node ${GATEWAY_NODE_FLAGS.join(' ')}`);
    expect(read('packages/agent/bin/site-agent.js').split('\n')[0]).toBe(`#!/usr/bin/env -S ${runtimeEnvAssignments()} node ${NODE_FLAGS.join(' ')}`);
  });

  it('npm start and npm run demo (which hosts the gateway) pass the gateway flags', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    for (const name of ['start', 'demo']) expect(scripts[name]).toContain(`${runtimeEnvAssignments()} node ${GATEWAY_NODE_FLAGS.join(' ')} `);
  });

  it('the systemd units pass them', () => {
    for (const [unit, flags, bin] of [
      ['deploy/site-query-gateway.service', GATEWAY_NODE_FLAGS, 'gateway/bin/site-gateway.js'],
      ['deploy/site-agent.service', NODE_FLAGS, 'agent/bin/site-agent.js'],
    ] as const) {
      const text = read(unit);
      expect(text).toContain(`ExecStart=/usr/bin/node ${flags.join(' ')} node_modules/@site-query-gateway/${bin}`);
      for (const [name, value] of Object.entries(RUNTIME_ENV)) expect(text).toContain(`Environment=${name}=${value}`);
    }
  });

  it("children get the environment under the caller's own settings", () => {
    expect(withRuntimeEnv({ PATH: '/bin' })).toEqual({ ...RUNTIME_ENV, PATH: '/bin' });
    expect(withRuntimeEnv({ MALLOC_ARENA_MAX: '4' }).MALLOC_ARENA_MAX).toBe('4');
  });

  it('the gateway takes the heap factor both processes share, with a young generation of its own', () => {
    const heapFactor = NODE_FLAGS.filter((flag) => flag.startsWith('--heap-growing-percent='));
    expect(heapFactor).toHaveLength(1);
    expect(GATEWAY_NODE_FLAGS).toEqual(expect.arrayContaining(heapFactor));
    expect(GATEWAY_NODE_FLAGS).toContain('--max-semi-space-size=4');
    expect(NODE_FLAGS).toContain('--max-semi-space-size=2');
  });
});
