/**
 * End to end through real processes: the built gateway and site agents, over real HTTP and WebSockets.
 * Short heartbeat intervals make availability transitions observable in seconds.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runAgentCommand, startAgentProcess, stopProcess } from '@site-query-gateway/demo/agent-process.js';
import { OPERATOR_KEY, eventually, http, makeTempDir, startGatewayProcess, type GatewayProcess } from '../helpers/processes.js';

const GATEWAYCTL = fileURLToPath(new URL('../../packages/gateway/bin/gatewayctl.js', import.meta.url));
const HEARTBEAT_MS = 200;
const AGENT_ENV = { AGENT_LOG_LEVEL: 'info', AGENT_NOT_READY_RETRY_MS: '200', AGENT_MAX_RECONNECT_DELAY_MS: '500' };

interface Site {
  id: string;
  availability: string;
  heartbeatTimestampUTC?: string;
  clientTimestampUTC?: string;
  authoritative: boolean;
}

function gatewayctl(gw: GatewayProcess, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [GATEWAYCTL, '--url', gw.url, '--operator-key', OPERATOR_KEY, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function install(gw: GatewayProcess, dir: string, name: string, kind: string, pmsSiteId: string): Promise<{ configPath: string; siteId: string; stdout: string }> {
  const configPath = path.join(dir, `${name}.json`);
  const res = await runAgentCommand(['--config', configPath, 'install', '--gateway-url', gw.url, '--kind', kind, '--pms-site-id', pmsSiteId, '--practice-name', `${name} clinic`, '--pms-version', '6.5', '--db-engine', 'sqlite', '--db', `Main=${path.join(dir, `${name}.db`)}`]);
  expect(res.code, res.stderr).toBe(0);
  return { configPath, siteId: (JSON.parse(fs.readFileSync(configPath, 'utf8')) as { siteId: string }).siteId, stdout: res.stdout };
}

async function operatorSite(gw: GatewayProcess, siteId: string): Promise<Site> {
  const res = await http('GET', `${gw.url}/admin/sites`, { headers: { 'x-operator-key': OPERATOR_KEY } });
  const site = (res.body as { sites: Site[] }).sites.find((s) => s.id === siteId);
  if (!site) throw new Error(`site ${siteId} not listed`);
  return site;
}

const waitForAvailability = (gw: GatewayProcess, siteId: string, availability: string, timeoutMs = 10_000) =>
  eventually(async () => ((await operatorSite(gw, siteId)).availability === availability ? true : undefined), timeoutMs, `${siteId} ${availability}`);

describe('foundation, end to end', () => {
  let gw: GatewayProcess;
  let dir: string;
  let integratorKey: string;

  beforeAll(async () => {
    dir = makeTempDir('e2e-agents');
    gw = await startGatewayProcess({ GATEWAY_HEARTBEAT_INTERVAL_MS: String(HEARTBEAT_MS), GATEWAY_PAIRING_CODE_TTL_MS: '3000', GATEWAY_TOKEN_TTL_SECONDS: '4' });
    const created = await gatewayctl(gw, ['--json', 'integrators', 'create', 'e2e-integrator']);
    expect(created.code, created.stderr).toBe(0);
    integratorKey = (JSON.parse(created.stdout) as { apiKey: string }).apiKey;
  });
  afterAll(async () => {
    await gw?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('install → registration → heartbeats → online; sign-off → offline; lost contact → unavailable', async () => {
    const agent = await install(gw, dir, 'alpha', 'Zedmed', 'ZM-100');
    expect(agent.stdout).toContain('authoritative: true');
    expect(fs.statSync(agent.configPath).mode & 0o777).toBe(0o600);
    expect((await operatorSite(gw, agent.siteId)).availability).toBe('offline');

    const proc = startAgentProcess(agent.configPath, AGENT_ENV);
    await waitForAvailability(gw, agent.siteId, 'online');
    const first = await operatorSite(gw, agent.siteId);
    expect(Date.parse(first.clientTimestampUTC ?? '')).not.toBeNaN();
    // Heartbeats keep arriving: the timestamp moves forward.
    await eventually(async () => ((await operatorSite(gw, agent.siteId)).heartbeatTimestampUTC! > first.heartbeatTimestampUTC! ? true : undefined), 5000, 'a later heartbeat');

    const started = Date.now();
    expect(await stopProcess(proc, 'SIGTERM')).toBe(0);
    expect(Date.now() - started).toBeLessThan(5000);
    await waitForAvailability(gw, agent.siteId, 'offline', 3000);

    const again = startAgentProcess(agent.configPath, AGENT_ENV);
    await waitForAvailability(gw, agent.siteId, 'online');
    await stopProcess(again, 'SIGKILL');
    // No sign-off: online until two heartbeats pass, then unavailable (never offline).
    await waitForAvailability(gw, agent.siteId, 'unavailable', 5000);
  });

  it('a later install for the same practice is not authoritative, and integrators get 403 on it', async () => {
    const live = await install(gw, dir, 'live', 'Zedmed', 'ZM-200');
    const backup = await install(gw, dir, 'backup', 'Zedmed', 'ZM-200');
    expect(backup.stdout).toContain('authoritative: false');
    const paired = await http('POST', `${gw.url}/integrator/pair-site?practiceManagementName=Zedmed&practiceManagementSiteId=ZM-200`, { headers: { 'x-api-key': integratorKey } });
    expect(paired.status).toBe(200);
    expect((paired.body as Site).id).toBe(live.siteId);
    expect((await http('GET', `${gw.url}/integrator/sites/${live.siteId}`, { headers: { 'x-api-key': integratorKey } })).status).toBe(200);
    const denied = await http('GET', `${gw.url}/integrator/sites/${backup.siteId}`, { headers: { 'x-api-key': integratorKey } });
    expect(denied).toMatchObject({ status: 403, body: { error: { code: 'SITE_NOT_AUTHORITATIVE', status: 403 } } });
    // Listing by practice returns only the authoritative one.
    const list = await http('GET', `${gw.url}/integrator/sites?practiceManagementSiteId=ZM-200&practiceManagementName=Zedmed`, { headers: { 'x-api-key': integratorKey } });
    expect((list.body as { sites: Site[] }).sites.map((s) => s.id)).toEqual([live.siteId]);
  });

  it('pairs Best Practice with a code from `site-agent pairing-code`; wrong and expired codes get 403', async () => {
    const bp = await install(gw, dir, 'bp', 'Best Practice', 'BP-300');
    const pairUrl = (code?: string) => `${gw.url}/integrator/pair-site?practiceManagementName=Best%20Practice&practiceManagementSiteId=BP-300${code ? `&pairingCode=${code}` : ''}`;
    const headers = { 'x-api-key': integratorKey };
    expect((await http('POST', pairUrl(), { headers })).status).toBe(400);
    expect((await http('POST', pairUrl('WRONG234'), { headers })).status).toBe(403);

    const expired = JSON.parse((await runAgentCommand(['--config', bp.configPath, 'pairing-code', '--json'])).stdout) as { pairingCode: string; expiresAt: string };
    // Until its expiry on the gateway's clock (this machine's).
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(expired.expiresAt)), { timeout: 10_000, interval: 50 });
    expect(await http('POST', pairUrl(expired.pairingCode), { headers })).toMatchObject({ status: 403, body: { error: { code: 'PAIRING_CODE_INVALID' } } });

    const minted = await runAgentCommand(['--config', bp.configPath, 'pairing-code']);
    const code = /Pairing code: (\S+)/.exec(minted.stdout)?.[1];
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    const ok = await http('POST', pairUrl(code), { headers });
    expect(ok.status).toBe(200);
    expect((ok.body as Site).id).toBe(bp.siteId);
  });

  it('issues tokens for both grants and checks device, site and expiry on the token surfaces', async () => {
    const zed = await install(gw, dir, 'tok', 'Zedmed', 'ZM-400');
    const other = await install(gw, dir, 'tok2', 'Zedmed', 'ZM-401');
    for (const pmsId of ['ZM-400', 'ZM-401']) {
      expect((await http('POST', `${gw.url}/integrator/pair-site?practiceManagementName=Zedmed&practiceManagementSiteId=${pmsId}`, { headers: { 'x-api-key': integratorKey } })).status).toBe(200);
    }
    const desktop = await http('POST', `${gw.url}/integrator/token`, {
      headers: { 'x-api-key': integratorKey, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:service:oauth:desktop-token', device_id: 'pc-1', site_id: zed.siteId }).toString(),
    });
    expect(desktop.body).toMatchObject({ token_type: 'Bearer', expires_in: 4 });
    const device = await http('POST', `${gw.url}/integrator/token`, {
      headers: { 'x-api-key': integratorKey, 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'urn:service:oauth:device-token', device_id: 'phone-1', site_id: zed.siteId }),
    });
    const desktopToken = (desktop.body as { access_token: string }).access_token;
    const deviceToken = (device.body as { access_token: string }).access_token;

    const info = (surface: string, token: string, deviceId: string, siteId = zed.siteId) =>
      http('GET', `${gw.url}/${surface}/sites/${siteId}/token-info`, { headers: { authorization: `Bearer ${token}`, deviceid: deviceId } });
    expect((await info('desktop', desktopToken, 'pc-1')).status).toBe(200);
    expect((await info('device', deviceToken, 'phone-1')).status).toBe(200);
    expect(await info('desktop', desktopToken, 'pc-2')).toMatchObject({ status: 403, body: { error: { code: 'DEVICE_MISMATCH' } } });
    expect(await info('device', deviceToken, 'phone-1', other.siteId)).toMatchObject({ status: 403, body: { error: { code: 'TOKEN_SITE_MISMATCH' } } });
    // Refused once its 4 s are up.
    await expect.poll(async () => (await info('device', deviceToken, 'phone-1')).status, { timeout: 15_000, interval: 250 }).toBe(401);
    expect(await info('device', deviceToken, 'phone-1')).toMatchObject({ status: 401, body: { error: { code: 'TOKEN_INVALID' } } });
  });

  it('gatewayctl lists sites and integrators', async () => {
    const sites = await gatewayctl(gw, ['sites', 'list']);
    expect(sites.code).toBe(0);
    const [siteHeader, ...siteRows] = sites.stdout.trimEnd().split('\n');
    expect(siteHeader!.split(/\s{2,}/)).toEqual(['ID', 'PMS', 'PMS SITE ID', 'STATUS', 'AVAILABILITY', 'AUTHORITATIVE', 'AGENT', 'NAME']);
    expect(siteRows.some((row) => row.includes('ZM-200'))).toBe(true);
    const integrators = await gatewayctl(gw, ['integrators', 'list']);
    const [integratorHeader, ...integratorRows] = integrators.stdout.trimEnd().split('\n');
    expect(integratorHeader!.split(/\s{2,}/)).toEqual(['ID', 'STATUS', 'KEY PREFIX', 'NAME']);
    expect(integratorRows.some((row) => row.endsWith('e2e-integrator'))).toBe(true);
    const webhooks = await gatewayctl(gw, ['webhooks', 'list']);
    expect(webhooks.code, webhooks.stderr).toBe(0);
    // --json stays the machine-readable form: the list itself, no header.
    const json = await gatewayctl(gw, ['--json', 'integrators', 'list']);
    expect((JSON.parse(json.stdout) as { name: string }[]).some((i) => i.name === 'e2e-integrator')).toBe(true);
    const bad = await gatewayctl(gw, ['sites', 'revoke', '00000000-0000-4000-8000-000000000000']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('SITE_NOT_FOUND');
  });

  it("gatewayctl gives an integrator a new key and lists who is paired with a site's practice", async () => {
    const created = JSON.parse((await gatewayctl(gw, ['--json', 'integrators', 'create', 'rotating'])).stdout) as { integrator: { id: string }; apiKey: string };
    const rotated = await gatewayctl(gw, ['integrators', 'rotate-key', created.integrator.id]);
    expect(rotated.code, rotated.stderr).toBe(0);
    const newKey = /old key no longer works\): (\S+)/.exec(rotated.stdout)?.[1] ?? '';
    const sitesWith = async (key: string) => (await http('GET', `${gw.url}/integrator/sites`, { headers: { 'x-api-key': key } })).status;
    expect(await sitesWith(created.apiKey)).toBe(401);
    expect(await sitesWith(newKey)).toBe(200);

    const agent = await install(gw, dir, 'paired', 'Zedmed', 'ZM-300');
    expect((await gatewayctl(gw, ['sites', 'pairings', agent.siteId])).stdout.trim()).toBe('No integrator is paired with this practice.');
    const query = new URLSearchParams({ practiceManagementName: 'Zedmed', practiceManagementSiteId: 'ZM-300' });
    expect((await http('POST', `${gw.url}/integrator/pair-site?${query}`, { headers: { 'x-api-key': newKey } })).status).toBe(200);
    const [header, ...rows] = (await gatewayctl(gw, ['sites', 'pairings', agent.siteId])).stdout.trimEnd().split('\n');
    expect(header!.split(/\s{2,}/)).toEqual(['INTEGRATOR', 'PAIRED AT', 'NAME']);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(created.integrator.id);
    expect(rows[0]!.endsWith('rotating')).toBe(true);
  });
});

describe('manual activation, end to end', () => {
  it('an agent whose subscription is not ready retries on 401 and connects once activated', async () => {
    const dir = makeTempDir('e2e-manual');
    const gw = await startGatewayProcess({ GATEWAY_HEARTBEAT_INTERVAL_MS: String(HEARTBEAT_MS), GATEWAY_SITE_ACTIVATION: 'manual' });
    try {
      const agent = await install(gw, dir, 'pending', 'D4w', 'D4W-1');
      expect(agent.stdout).toContain('status: initialising');
      const lines: string[] = [];
      const proc = startAgentProcess(agent.configPath, AGENT_ENV, (line) => lines.push(line));
      await eventually(async () => (lines.filter((l) => l.includes('not ready')).length >= 2 ? true : undefined), 20_000, 'two not-ready retries');
      expect((await operatorSite(gw, agent.siteId)).availability).toBe('offline');
      const activated = await gatewayctl(gw, ['sites', 'activate', agent.siteId]);
      expect(activated.code, activated.stderr).toBe(0);
      await waitForAvailability(gw, agent.siteId, 'online');
      // Revoking disconnects the agent; it falls back to slow retries and the site is no longer online.
      await gatewayctl(gw, ['sites', 'revoke', agent.siteId]);
      await waitForAvailability(gw, agent.siteId, 'offline');
      expect(await stopProcess(proc)).toBe(0);
    } finally {
      await gw.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
