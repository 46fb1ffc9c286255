/**
 * The agent as a clinic gets it: `npm run pack:agent` makes the tarball, npm installs it into an empty folder,
 * and the installed tree holds nothing of the gateway. Then the clinic's steps of docs/clinic.md, read from the
 * doc and run as written (paths, the user and the gateway URL put in), against a real gateway behind HAProxy
 * terminating TLS with deploy/haproxy-tls.cfg and a certificate made here (docs/tls.md's steps, likewise):
 * `site-agent install` over https, the systemd unit checked with `systemd-analyze verify` and its ExecStart run
 * as its user, the agent's WebSocket over wss, a pairing code, and an integrator pairing and querying over https.
 *
 * Runs as root (it creates the agent's user, as the doc does); skipped elsewhere, and under CI a missing
 * prerequisite fails the run. The install compiles better-sqlite3 where its prebuilt download is blocked, which
 * takes minutes: the install's own timeout is generous.
 */
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import Database from '@site-query-gateway/sqlite/better-sqlite3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, blocksTestedBy, runShellOk, substitute, takeBlock, type DocBlock } from '../helpers/doc-blocks.js';
import { gatewayPackagesIn, installedPackages, type InstalledPackage } from '../helpers/installed-tree.js';
import { freePort, haproxyBinary } from '../helpers/load-balancer.js';
import { OPERATOR_KEY, eventually, makeTempDir, startGatewayProcess, type GatewayProcess } from '../helpers/processes.js';
import { makeTestCertificates, renderTlsConfig, startHaproxy, type RunningProxy, type TestCertificates } from '../helpers/tls-proxy.js';

const THIS_TEST = 'test/e2e/packed-agent.e2e.test.ts';
const AGENT = '@site-query-gateway/agent';
/** Pack and install: better-sqlite3 compiles from source here (twice on Node 22.14 and later). */
const INSTALL_TIMEOUT_MS = 20 * 60_000;

function missingPrerequisite(): string | undefined {
  if (process.platform !== 'linux') return 'the packed-agent suite runs on Linux';
  if (process.getuid?.() !== 0) return 'the packed-agent suite must run as root (it creates the agent\'s user)';
  if (haproxyBinary() === undefined) return 'haproxy is not installed (.ci/haproxy.sh)';
  for (const tool of ['openssl', 'curl', 'systemd-analyze', 'useradd', 'runuser']) {
    try {
      execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
    } catch {
      return `${tool} is not installed (.ci/packaging-tools.sh)`;
    }
  }
  return undefined;
}

const missing = missingPrerequisite();
if (missing !== undefined) {
  if (process.env.CI === 'true') throw new Error(`${missing}; under CI the packed-agent suite must run.`);
  console.warn(`[skip] ${missing}: skipping the packed-agent suite.`);
}

/** npm, for the test's install: headers of the running Node (native modules build against them), cache first. */
function npmInstallFlags(): string {
  const nodeDir = path.resolve(path.dirname(process.execPath), '..');
  const headers = fs.existsSync(path.join(nodeDir, 'include', 'node', 'node.h'));
  // --strict-allow-scripts: the doc's allowScripts list must cover every install script, or the install fails.
  return `--prefer-offline --strict-allow-scripts${headers ? ` --nodedir=${nodeDir}` : ''}`;
}

interface HttpsAnswer {
  status: number;
  body: unknown;
}

/** A request over https trusting the test's CA (the test process's fetch cannot be given one). */
function httpsRequest(url: string, ca: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const request = https.request(url, { method: init.method ?? 'GET', headers: init.headers, ca }, (response) => {
      let text = '';
      response.on('data', (d: Buffer) => (text += d.toString()));
      response.on('end', () => {
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON
        }
        resolve({ status: response.statusCode ?? 0, body });
      });
    });
    request.once('error', reject);
    request.end(init.body);
  });
}

/** `[Service]` settings of a unit file: each key's values in order (Environment= may repeat). */
function serviceSettings(unit: string): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  let inService = false;
  for (const line of unit.split('\n')) {
    if (/^\[.*\]$/.test(line.trim())) inService = line.trim() === '[Service]';
    const match = /^(\w+)=(.*)$/.exec(line);
    if (inService && match) settings.set(match[1]!, [...(settings.get(match[1]!) ?? []), match[2]!]);
  }
  return settings;
}

function only(settings: Map<string, string[]>, key: string): string {
  const values = settings.get(key) ?? [];
  if (values.length !== 1) throw new Error(`the unit should set ${key} once, found ${values.length}`);
  return values[0]!;
}

describe.runIf(missing === undefined)('the packed agent, installed alone, over TLS', () => {
  const clinicBlocks = blocksTestedBy('docs/clinic.md', THIS_TEST);
  const tlsBlocks = blocksTestedBy('docs/tls.md', THIS_TEST);
  const user = `sqa${randomBytes(3).toString('hex')}`;
  let userCreated = false;
  let dir: string;
  let installDir: string;
  let etcDir: string;
  let stateDir: string;
  let dbFile: string;
  let certs: TestCertificates;
  let tarball: string;
  let gateway: GatewayProcess;
  let proxy: RunningProxy;
  let proxyUrl: string;
  let agent: ChildProcess | undefined;
  let agentOutput = '';
  let integratorKey: string;
  let siteId: string;
  const figures: Record<string, string> = {};

  /** The doc's commands on this machine: its user, folders, database, gateway and CA in place of the doc's. */
  const adapt = (block: DocBlock, extra: [string | RegExp, string][] = []): string =>
    substitute(block.text, [
      ...extra,
      [/sudo -u sqagent /g, `runuser -u ${user} -- `],
      [/\bsqagent\b/g, user],
      [/\bsudo /g, ''],
      [/\/opt\/site-agent/g, installDir],
      [/\/etc\/site-agent/g, etcDir],
      [/\/srv\/bp\/patients\.db/g, dbFile],
      [/https:\/\/gateway\.example\.com/g, proxyUrl],
      [/\bcurl /g, `curl --cacert ${certs.caFile} `],
    ]);
  /**
   * The doc's commands trust the test's CA on top of whatever extra CA this machine already gives Node (a proxy in
   * front of the npm registry, say): NODE_EXTRA_CA_CERTS names one file, so the two are joined into one.
   */
  let trustedCaFile: string;
  const blockEnv = (): NodeJS.ProcessEnv => ({ NODE_EXTRA_CA_CERTS: trustedCaFile });

  beforeAll(async () => {
    dir = makeTempDir('packed-agent');
    // The agent's user must reach the install, the CA and the database through these folders.
    fs.chmodSync(dir, 0o755);
    installDir = path.join(dir, 'opt', 'site-agent');
    etcDir = path.join(dir, 'etc', 'site-agent');
    stateDir = path.join(dir, 'var', 'lib', 'site-agent');
    fs.mkdirSync(path.join(dir, 'srv', 'bp'), { recursive: true, mode: 0o755 });
    dbFile = path.join(dir, 'srv', 'bp', 'patients.db');
    certs = makeTestCertificates(path.join(dir, 'certs'));
    fs.chmodSync(path.join(dir, 'certs'), 0o755);
    fs.chmodSync(certs.caFile, 0o644);
    trustedCaFile = path.join(dir, 'certs', 'trusted.pem');
    const inherited = process.env.NODE_EXTRA_CA_CERTS;
    const inheritedPem = inherited !== undefined && fs.existsSync(inherited) ? fs.readFileSync(inherited, 'utf8') : '';
    fs.writeFileSync(trustedCaFile, `${inheritedPem.trimEnd()}\n${fs.readFileSync(certs.caFile, 'utf8')}`, { mode: 0o644 });

    // The practice database: owned by root, as the practice software's files are.
    const db = new Database(dbFile);
    db.exec(`create table patients (id integer primary key, name text not null);
             insert into patients (name) values ('Ada'), ('Grace'), ('Edsger');
             create table appointments (id integer primary key, patient_id integer, starts_at text);`);
    db.close();

    // docs/clinic.md, "Build the tarball".
    const release = path.join(dir, 'release');
    const packed = await runShellOk(substitute(takeBlock(clinicBlocks, 'sh', 'npm run pack:agent').text, [['npm run pack:agent', `npm run --silent pack:agent -- --out ${release}`]]), { cwd: REPO_ROOT });
    tarball = packed.stdout.trim().split('\n').at(-1)!;
    expect(path.dirname(tarball)).toBe(release);
    expect(path.basename(tarball)).toMatch(/^site-query-gateway-agent-\d+\.\d+\.\d+\.tgz$/);
    figures.tarball = `${(fs.statSync(tarball).size / 1024).toFixed(1)} KiB`;

    // docs/clinic.md, "Install on the clinic's Linux server": the user and folders, then the install.
    proxyUrl = 'https://127.0.0.1:0';
    await runShellOk(adapt(takeBlock(clinicBlocks, 'sh', 'useradd')), { env: blockEnv() });
    userCreated = true;
    const started = Date.now();
    const installed = await runShellOk(
      adapt(takeBlock(clinicBlocks, 'sh', 'npm install'), [
        ['~/site-query-gateway-agent-*.tgz', tarball],
        ['npm install', `npm install ${npmInstallFlags()}`],
      ]),
      { env: blockEnv() },
    );
    figures.installSeconds = ((Date.now() - started) / 1000).toFixed(0);
    expect(installed.stdout.trim().split('\n').at(-1)).toBe(JSON.parse(fs.readFileSync(path.join(installDir, 'node_modules', ...AGENT.split('/'), 'package.json'), 'utf8')).version);
  }, INSTALL_TIMEOUT_MS);

  afterAll(async () => {
    if (agent && agent.exitCode === null && agent.signalCode === null) {
      const gone = new Promise((resolve) => agent!.once('exit', resolve));
      agent.kill('SIGTERM');
      await gone;
    }
    await proxy?.stop();
    await gateway?.stop();
    if (userCreated) execFileSync('userdel', [user]);
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    console.log(`[packed agent] ${JSON.stringify(figures)}`);
  });

  it('installs into an empty folder with nothing of the gateway in its tree', () => {
    const packages = installedPackages(installDir);
    expect(gatewayPackagesIn(packages)).toEqual([]);
    const where = (name: string): string | undefined => packages.find((pkg: InstalledPackage) => pkg.name === name)?.location;
    expect(where(AGENT)).toBe(path.join('node_modules', '@site-query-gateway', 'agent'));
    // The workspace packages travel inside the agent's tarball; their registry dependencies come from npm.
    expect(where('@site-query-gateway/protocol')).toBe(path.join('node_modules', '@site-query-gateway', 'agent', 'node_modules', '@site-query-gateway', 'protocol'));
    expect(where('@site-query-gateway/sqlite')).toBe(path.join('node_modules', '@site-query-gateway', 'agent', 'node_modules', '@site-query-gateway', 'sqlite'));
    for (const driver of ['better-sqlite3', 'pg', 'mysql2', 'node-firebird', 'mssql', 'ws', 'typebox']) expect(where(driver), driver).toBeDefined();
    // A dependency the repository patches travels patched inside the tarball, not from the registry.
    expect(where('node-firebird')).toBe(path.join('node_modules', '@site-query-gateway', 'agent', 'node_modules', 'node-firebird'));
    // npm's own view of the tree agrees: every dependency met, no gateway package.
    const listed = JSON.parse(execFileSync('npm', ['ls', '--all', '--json'], { cwd: installDir, encoding: 'utf8' })) as { dependencies?: Record<string, unknown>; problems?: string[] };
    expect(listed.problems ?? []).toEqual([]);
    const names = new Set<string>();
    const walk = (deps: Record<string, unknown> | undefined): void => {
      for (const [name, node] of Object.entries(deps ?? {})) {
        names.add(name);
        walk((node as { dependencies?: Record<string, unknown> }).dependencies);
      }
    };
    walk(listed.dependencies);
    expect(gatewayPackagesIn([...names].map((name) => ({ name, version: '', location: '' })))).toEqual([]);
    figures.packages = String(new Set(packages.map((pkg) => `${pkg.name}@${pkg.version}`)).size);
    figures.installedOnDisk = execFileSync('du', ['-sh', installDir], { encoding: 'utf8' }).split('\t')[0]!;
  });

  it('answers --help from the installed command', () => {
    const help = execFileSync(path.join(installDir, 'node_modules', '.bin', 'site-agent'), ['--help'], { encoding: 'utf8' });
    for (const command of ['install', 'run', 'pairing-code', 'status']) expect(help).toContain(command);
  });

  it('registers, runs from the systemd unit and serves an integrator, over TLS end to end', async () => {
    // The gateway, behind HAProxy with docs/tls.md's steps.
    gateway = await startGatewayProcess({ GATEWAY_TRUST_PROXY: 'true', GATEWAY_HEARTBEAT_INTERVAL_MS: '2000' });
    const gatewayPort = Number(new URL(gateway.url).port);
    const port = await freePort();
    proxyUrl = `https://127.0.0.1:${port}`;
    const haproxyDir = path.join(dir, 'etc', 'haproxy');
    await runShellOk(substitute(takeBlock(tlsBlocks, 'sh', 'fullchain.pem').text, [
      ['/etc/letsencrypt/live/gateway.example.com/fullchain.pem', certs.fullchainFile],
      ['/etc/letsencrypt/live/gateway.example.com/privkey.pem', certs.keyFile],
      [/\bsudo /g, ''],
      [/\/etc\/haproxy/g, haproxyDir],
    ]));
    const pem = path.join(haproxyDir, 'certs', 'gateway.pem');
    expect(fs.statSync(pem).mode & 0o777).toBe(0o600);
    const rendered = path.join(dir, 'haproxy-tls.cfg');
    fs.writeFileSync(rendered, renderTlsConfig(port, gatewayPort, pem));
    await runShellOk(substitute(takeBlock(tlsBlocks, 'sh', 'haproxy -c').text, [
      ['deploy/haproxy-tls.cfg', rendered],
      [/\bsudo /g, ''],
      [/\/etc\/haproxy/g, haproxyDir],
    ]));
    proxy = await startHaproxy(haproxyBinary()!, path.join(haproxyDir, 'haproxy.cfg'), port);
    const checked = await runShellOk(substitute(takeBlock(tlsBlocks, 'sh', '/readyz').text, [
      ['gateway.example.com:443', `127.0.0.1:${port}`],
      ['-servername gateway.example.com', '-servername localhost'],
      ['https://gateway.example.com', proxyUrl],
      [/\bcurl /g, `curl --cacert ${certs.caFile} `],
    ]));
    expect(checked.stdout).toContain('"status":"ready"');
    expect(checked.stdout).toMatch(/^subject=.*CN ?= ?localhost/m);
    expect(checked.stdout).toMatch(/^issuer=.*Site query gateway test CA/m);

    // docs/clinic.md, "Register the practice", over https trusting the test's CA.
    const registered = await runShellOk(adapt(takeBlock(clinicBlocks, 'sh', ' install \\')), { env: blockEnv() });
    // The rest of docs/clinic.md's blocks, in the doc's order; they run below in the order a clinic needs them.
    const pairingCodeBlock = takeBlock(clinicBlocks, 'sh', 'pairing-code');
    const statusBlock = takeBlock(clinicBlocks, 'sh', ' status');
    const pairBlock = takeBlock(clinicBlocks, 'sh', 'pair-site');
    const queryBlock = takeBlock(clinicBlocks, 'sh', 'queries/immediate');
    const unitBlock = takeBlock(clinicBlocks, 'sh', 'systemd-analyze verify');
    const sqliteBlock = takeBlock(clinicBlocks, 'sh', 'chgrp');
    expect(registered.stdout).toMatch(/^Registered site [0-9a-f-]{36}/);
    const configFile = path.join(etcDir, 'site-agent.json');
    const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as { siteId: string; gatewayUrl: string };
    expect(config.gatewayUrl).toBe(proxyUrl);
    siteId = config.siteId;
    // The config (subscription key, database password) is the agent user's alone.
    const stat = fs.statSync(configFile);
    expect(stat.mode & 0o777).toBe(0o600);
    expect(stat.uid).toBe(Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim()));

    // docs/clinic.md, "Run it as a service": the unit shipped in the package, with this install's paths.
    const shippedUnit = path.join(installDir, 'node_modules', ...AGENT.split('/'), 'site-agent.service');
    const unitText = substitute(fs.readFileSync(shippedUnit, 'utf8'), [
      ['/opt/site-agent', installDir],
      ['/etc/site-agent', etcDir],
      ['/var/lib/site-agent', stateDir],
      ['/usr/bin/node', process.execPath],
      [/\bsqagent\b/g, user],
    ]);
    const testUnit = path.join(dir, 'site-agent.service');
    fs.writeFileSync(testUnit, unitText);
    const unitDir = path.join(dir, 'etc', 'systemd', 'system');
    fs.mkdirSync(unitDir, { recursive: true });
    const verified = await runShellOk(adapt(unitBlock, [
      ['/opt/site-agent/node_modules/@site-query-gateway/agent/site-agent.service', testUnit],
      [/\/etc\/systemd\/system/g, unitDir],
    ]));
    expect(verified.stderr).toBe('');

    // The SQLite login: docs/clinic.md, "SQLite" (read, never write).
    await runShellOk(adapt(sqliteBlock));

    // The unit's ExecStart, as its User and Group, in its WorkingDirectory, with its Environment. systemd would
    // make the state folder (StateDirectory=) for the user; here the test does.
    const settings = serviceSettings(unitText);
    expect(only(settings, 'User')).toBe(user);
    expect(only(settings, 'StateDirectory')).toBe('site-agent');
    const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', only(settings, 'Group')], { encoding: 'utf8' }).trim());
    fs.mkdirSync(stateDir, { recursive: true, mode: 0o700 });
    fs.chownSync(stateDir, uid, gid);
    const unitEnv = Object.fromEntries((settings.get('Environment') ?? []).map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)]));
    expect(unitEnv.AGENT_JOURNAL).toBe(path.join(stateDir, 'journal.json'));
    const [command, ...args] = only(settings, 'ExecStart').split(/\s+/);
    agent = spawn(command!, args, {
      cwd: only(settings, 'WorkingDirectory'),
      uid,
      gid,
      env: { ...process.env, ...unitEnv, ...blockEnv(), AGENT_MAX_RECONNECT_DELAY_MS: '1000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    agent.stdout?.on('data', (d: Buffer) => (agentOutput += d.toString()));
    agent.stderr?.on('data', (d: Buffer) => (agentOutput += d.toString()));

    // `status` until the gateway sees the agent's WebSocket (wss through the proxy: the only URL it knows).
    await eventually(async () => {
      const shown = await runShellOk(adapt(statusBlock), { env: blockEnv() });
      return shown.stdout.includes('availability: online') ? true : undefined;
    }, 60_000, `the site online (agent output:\n${agentOutput})`);

    // An integrator over https, paired with the clinic's code.
    const created = await httpsRequest(`${proxyUrl}/admin/integrators`, fs.readFileSync(certs.caFile, 'utf8'), {
      method: 'POST',
      headers: { 'x-operator-key': OPERATOR_KEY, 'content-type': 'application/json' },
      body: '{"name":"packed-agent"}',
    });
    expect(created.status).toBe(201);
    integratorKey = (created.body as { apiKey: string }).apiKey;
    const code = /^Pairing code: (\S+)$/m.exec((await runShellOk(adapt(pairingCodeBlock), { env: blockEnv() })).stdout)?.[1];
    expect(code).toBeDefined();
    const integratorEnv = { INTEGRATOR_KEY: integratorKey, PAIRING_CODE: code!, SITE_ID: siteId };
    const paired = await runShellOk(adapt(pairBlock), { env: integratorEnv });
    expect((JSON.parse(paired.stdout) as { id: string }).id).toBe(siteId);
    const queried = await runShellOk(adapt(queryBlock), { env: integratorEnv });
    const answer = JSON.parse(queried.stdout) as { status: string; result: { data: string } };
    expect(answer.status).toBe('successful');
    expect(JSON.parse(Buffer.from(answer.result.data, 'base64').toString())).toEqual([{ patients: 3 }]);

    // The agent's user cannot write the practice database: the integrator's write is refused by SQLite.
    const write = await httpsRequest(`${proxyUrl}/integrator/sites/${siteId}/queries/immediate`, fs.readFileSync(certs.caFile, 'utf8'), {
      method: 'POST',
      headers: { 'x-api-key': integratorKey, 'content-type': 'application/json' },
      body: JSON.stringify({ command: { text: "insert into appointments (patient_id, starts_at) values (1, '2026-12-01T09:00')", executionMode: 'nonQuery' } }),
    });
    expect(write.status).toBe(400);
    const details = (write.body as { errorDetails?: { errorType: string; errorCode: number } }).errorDetails;
    expect(details?.errorType).toBe('sqlite');
    // SQLITE_READONLY, whichever extended code SQLite adds to it.
    expect((details?.errorCode ?? 0) & 0xff).toBe(8);
    const check = new Database(dbFile, { readonly: true });
    expect(check.prepare('select count(*) as n from appointments').get()).toEqual({ n: 0 });
    check.close();

    // The unit's stop: SIGTERM, a clean exit. HAProxy logs the agent's WebSocket (upgraded, 101, through the TLS
    // frontend and the agents' backend) when it closes.
    const exited = new Promise<number | null>((resolve) => agent!.once('exit', (code) => resolve(code)));
    expect(only(settings, 'KillSignal')).toBe('SIGTERM');
    agent.kill('SIGTERM');
    expect(await exited).toBe(0);
    await eventually(async () => (/gateway_tls~ agents\/gw1 \S+ 101 .*"GET \/agent\/v1\/connect HTTP\/1\.1"/.test(proxy.output()) ? true : undefined), 10_000, `the WebSocket in HAProxy's log:\n${proxy.output()}`);

    expect(clinicBlocks.map((block) => `line ${block.line}`), 'docs/clinic.md blocks this suite did not run').toEqual([]);
    expect(tlsBlocks.map((block) => `line ${block.line}`), 'docs/tls.md blocks this suite did not run').toEqual([]);
  }, 180_000);
});
