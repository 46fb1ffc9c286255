/**
 * `npm run demo` as a newcomer runs it (issue 8): the printed first query answers today's appointments, a
 * second demo on the same data directory is refused without touching the first one's files or site, and a
 * Ctrl-C (SIGINT to the whole process group, as a terminal sends it) is a normal stop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { GATEWAY_NODE_FLAGS, withRuntimeEnv } from '@site-query-gateway/protocol/runtime-flags.js';
import { firstQueryBody, type DemoFile } from '@site-query-gateway/demo/run-demo.js';
import { makeTempDir } from '../helpers/processes.js';

const DEMO_BIN = fileURLToPath(new URL('../../packages/demo/bin/site-demo.js', import.meta.url));

interface DemoProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** The test's environment without gateway settings of its own (the demo chooses its keys). */
function demoEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('GATEWAY_') && !name.startsWith('AGENT_')));
}

function startDemo(dataDir: string): DemoProcess {
  // detached: its own process group, so the test can send SIGINT to the group as a terminal's Ctrl-C does.
  const child = spawn(process.execPath, [...GATEWAY_NODE_FLAGS, DEMO_BIN], {
    env: withRuntimeEnv({ ...demoEnv(), PORT: '0', GATEWAY_DATA_DIR: dataDir }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

describe('npm run demo', () => {
  const dataDir = makeTempDir('demo');
  const started: DemoProcess[] = [];
  afterAll(() => {
    for (const demo of started) if (demo.child.exitCode === null && demo.child.pid) process.kill(-demo.child.pid, 'SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the first query, refuses a second demo on the same directory, and stops cleanly on Ctrl-C', async () => {
    const first = startDemo(dataDir);
    started.push(first);
    await expect.poll(() => first.output(), { timeout: 90_000, interval: 200 }).toContain('Press Ctrl-C to stop.');
    expect(first.output()).toContain("today's appointments");
    const demoFile = path.join(dataDir, 'demo.json');
    const before = fs.readFileSync(demoFile, 'utf8');
    const demo = JSON.parse(before) as DemoFile;

    const res = await fetch(`${demo.baseUrl}/integrator/sites/${demo.siteId}/queries/immediate`, {
      method: 'POST',
      headers: { 'x-api-key': demo.integratorKey, 'content-type': 'application/json' },
      body: JSON.stringify(firstQueryBody()),
    });
    expect(res.status).toBe(200);
    const record = (await res.json()) as { result: { rows: number; data: string } };
    const rows = JSON.parse(Buffer.from(record.result.data, 'base64').toString('utf8')) as { Time: string; Patient: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]?.Time).toMatch(/^\d{2}:\d{2}$/);
    expect(typeof rows[0]?.Patient).toBe('string');

    const second = startDemo(dataDir);
    started.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('Another demo');
    expect(second.output()).toContain(String(first.child.pid));
    expect(fs.readFileSync(demoFile, 'utf8')).toBe(before);
    const site = await fetch(`${demo.baseUrl}/integrator/sites/${demo.siteId}`, { headers: { 'x-api-key': demo.integratorKey } });
    expect(((await site.json()) as { availability: string }).availability).toBe('online');

    process.kill(-first.child.pid!, 'SIGINT');
    expect(await first.exited).toBe(0);
    expect(first.output(), first.output()).toContain('Stopped.');
    expect(first.output()).not.toContain('unexpectedly');
    expect(fs.existsSync(path.join(dataDir, 'demo.lock'))).toBe(false);
  }, 150_000);
});
