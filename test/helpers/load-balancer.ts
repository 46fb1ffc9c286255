/**
 * HAProxy in front of gateway instances, for the scale-out tests: the same configuration that
 * docs/deployment.md shows (lb/haproxy.cfg is rendered here with the test's ports), run in the
 * foreground as a child process. Debian's `haproxy` package provides the binary; `.ci/haproxy.sh`
 * installs it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vi } from 'vitest';

const TEMPLATE = fileURLToPath(new URL('../../deploy/haproxy.cfg', import.meta.url));
const CANDIDATES = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy', '/usr/bin/haproxy'];

export function haproxyBinary(): string | undefined {
  return CANDIDATES.find((candidate) => fs.existsSync(candidate) && spawnSync(candidate, ['-v']).status === 0);
}

/** A port nothing listens on now (the kernel's pick, released at once). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface LoadBalancer {
  readonly url: string;
  readonly child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Renders deploy/haproxy.cfg for `backendPorts` (one `server` line per instance) listening on a free
 * port, and resolves once HAProxy accepts connections.
 */
export async function startLoadBalancer(binary: string, backendPorts: number[], dir: string): Promise<LoadBalancer> {
  const port = await freePort();
  const servers = backendPorts.map((p, i) => `    server gw${i + 1} 127.0.0.1:${p} check`).join('\n');
  const config = fs
    .readFileSync(TEMPLATE, 'utf8')
    .replace(/^\s*bind .*$/m, `    bind 127.0.0.1:${port}`)
    .replaceAll(/^# servers$/gm, servers)
    // The test's log is the child's output; a test process may not raise its file limit for 20k connections.
    .replace(/^\s*maxconn .*$/m, '    maxconn 2000');
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, config);
  const check = spawnSync(binary, ['-c', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy rejected the configuration:\n${check.stdout}${check.stderr}`);
  const child = spawn(binary, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  await vi.waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`haproxy exited (${child.exitCode}):\n${output}`);
      const open = await new Promise<boolean>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => resolve(socket.end() !== undefined));
        socket.once('error', () => resolve(false));
      });
      if (!open) throw new Error(`haproxy did not listen on ${port}:\n${output}`);
    },
    { timeout: 10_000, interval: 50 },
  );
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
