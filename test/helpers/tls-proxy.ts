/**
 * TLS in front of a gateway, for the packed-agent suite: a test certificate authority and a server certificate
 * for localhost made with openssl, deploy/haproxy-tls.cfg rendered with the test's ports and certificate, and
 * HAProxy run in the foreground on it. `.ci/haproxy.sh` installs HAProxy; openssl is Debian's.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { vi } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const TLS_TEMPLATE = fileURLToPath(new URL('../../deploy/haproxy-tls.cfg', import.meta.url));

export interface TestCertificates {
  /** The CA's certificate: what clients trust (NODE_EXTRA_CA_CERTS, curl --cacert). */
  caFile: string;
  /** The server certificate followed by the CA's, as a certificate authority delivers a chain. */
  fullchainFile: string;
  keyFile: string;
}

/** A CA and a server certificate for `localhost` and 127.0.0.1 signed by it, valid for two days, in `dir`. */
export function makeTestCertificates(dir: string): TestCertificates {
  fs.mkdirSync(dir, { recursive: true });
  const file = (name: string): string => path.join(dir, name);
  const openssl = (...args: string[]): void => void execFileSync('openssl', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  openssl('req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '2', '-subj', '/CN=Site query gateway test CA',
    '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign', '-keyout', file('ca.key'), '-out', file('ca.pem'));
  openssl('req', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-subj', '/CN=localhost', '-keyout', file('privkey.pem'), '-out', file('server.csr'));
  fs.writeFileSync(file('server.ext'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n');
  openssl('x509', '-req', '-in', file('server.csr'), '-CA', file('ca.pem'), '-CAkey', file('ca.key'), '-CAcreateserial', '-days', '2',
    '-extfile', file('server.ext'), '-out', file('server.pem'));
  fs.writeFileSync(file('fullchain.pem'), fs.readFileSync(file('server.pem'), 'utf8') + fs.readFileSync(file('ca.pem'), 'utf8'));
  return { caFile: file('ca.pem'), fullchainFile: file('fullchain.pem'), keyFile: file('privkey.pem') };
}

/**
 * deploy/haproxy-tls.cfg for a test: TLS on 127.0.0.1:`port` with the PEM file `pemFile`, the gateway at
 * 127.0.0.1:`gatewayPort`, and a connection limit a test process may have.
 */
export function renderTlsConfig(port: number, gatewayPort: number, pemFile: string): string {
  const template = fs.readFileSync(TLS_TEMPLATE, 'utf8');
  const rendered = template
    .replace(/^(\s*)bind :443 ssl crt \S+/m, `$1bind 127.0.0.1:${port} ssl crt ${pemFile}`)
    .replaceAll('127.0.0.1:8080', `127.0.0.1:${gatewayPort}`)
    .replace(/^(\s*)maxconn .*$/m, '$1maxconn 2000');
  if (!rendered.includes(`127.0.0.1:${port} ssl crt`) || !rendered.includes(`127.0.0.1:${gatewayPort} check`)) {
    throw new Error(`${TLS_TEMPLATE} no longer has the bind and server lines this test fills in`);
  }
  return rendered;
}

export interface RunningProxy {
  readonly child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/** Runs HAProxy in the foreground on `configFile` and resolves once `port` accepts connections. */
export async function startHaproxy(binary: string, configFile: string, port: number): Promise<RunningProxy> {
  const child = spawn(binary, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const accepts = (): Promise<boolean> =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(socket.end() !== undefined));
      socket.once('error', () => resolve(false));
    });
  await vi.waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`haproxy exited (${child.exitCode}):\n${output}`);
      if (!(await accepts())) throw new Error(`haproxy did not listen on ${port}:\n${output}`);
    },
    { timeout: 10_000, interval: 50 },
  );
  return {
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
