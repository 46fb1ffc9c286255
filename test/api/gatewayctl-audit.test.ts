/**
 * `gatewayctl audit` (the built command, as an operator runs it) against a listening gateway: a header row
 * then one row per record, newest first; filters reach the API; a page that is not the last prints the
 * cursor of the next on stderr; --all follows them; --ndjson exports one JSON record a line.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock, OPERATOR_KEY, startTestGateway, type TestGateway } from '../helpers/gateway.js';

const GATEWAYCTL = fileURLToPath(new URL('../../packages/gateway/bin/gatewayctl.js', import.meta.url));

describe('gatewayctl audit', () => {
  let t: TestGateway;
  let url: string;
  let siteIds: string[];

  const gatewayctl = (args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, [GATEWAYCTL, '--url', url, '--operator-key', OPERATOR_KEY, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });

  beforeAll(async () => {
    // A clock moved a second between pairings, so "newest first" has one answer.
    const clock = new ManualClock();
    t = await startTestGateway({ port: 0 }, clock);
    url = await t.gateway.listen();
    const integrator = await t.createIntegrator();
    siteIds = [];
    // Three pairings: three records, each on its own site.
    for (let i = 0; i < 3; i++) {
      const site = await t.registerSite({ practiceManagementName: 'Zedmed' });
      expect((await t.pair(integrator.key, site)).statusCode).toBe(200);
      siteIds.push(site.siteId);
      clock.advance(1000);
    }
    await t.gateway.ctx.audit.drain();
  });
  afterAll(() => t.close());

  it('prints a header row and one row per record, newest first', async () => {
    const res = await gatewayctl(['audit']);
    expect(res.code, res.stderr).toBe(0);
    const [header, ...rows] = res.stdout.trimEnd().split('\n');
    expect(header!.split(/\s{2,}/)).toEqual(['TIME', 'INTEGRATOR', 'CREDENTIAL', 'SURFACE', 'SITE', 'OPERATION', 'OUTCOME', 'ROWS', 'BYTES', 'WHAT']);
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => siteIds.findIndex((id) => row.includes(id)))).toEqual([2, 1, 0]);
    expect(rows.every((row) => row.includes('site.pair') && row.includes('integratorKey:ik_'))).toBe(true);
    expect(res.stderr).toBe('');
  });

  it('filters by site; pages with a cursor on stderr; --all follows every page', async () => {
    const one = await gatewayctl(['--json', 'audit', '--site', siteIds[1]!]);
    expect((JSON.parse(one.stdout) as { siteId: string }[]).map((r) => r.siteId)).toEqual([siteIds[1]]);

    const first = await gatewayctl(['--json', 'audit', '--limit', '2']);
    expect(JSON.parse(first.stdout)).toHaveLength(2);
    const cursor = /^more: --cursor (\S+)$/m.exec(first.stderr)?.[1];
    expect(cursor, first.stderr).toBeDefined();
    const next = await gatewayctl(['--json', 'audit', '--limit', '2', '--cursor', cursor!]);
    expect((JSON.parse(next.stdout) as { siteId: string }[]).map((r) => r.siteId)).toEqual([siteIds[0]]);
    expect(next.stderr).toBe('');

    const all = await gatewayctl(['--json', 'audit', '--limit', '1', '--all']);
    expect(JSON.parse(all.stdout)).toHaveLength(3);
    expect((await gatewayctl(['audit', '--from', '2999-01-01T00:00:00Z'])).stdout.trim()).toBe('(none)');
  });

  it('--ndjson exports every matching record, one a line', async () => {
    const res = await gatewayctl(['audit', '--ndjson']);
    expect(res.code, res.stderr).toBe(0);
    const lines = res.stdout.trimEnd().split('\n').map((line) => JSON.parse(line) as { operation: string });
    expect(lines).toHaveLength(3);
    expect(lines.every((r) => r.operation === 'site.pair')).toBe(true);
  });

  it('says why the gateway refused a filter', async () => {
    const res = await gatewayctl(['audit', '--site', 'not-a-guid']);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/siteId.*GUID.*VALIDATION_FAILED/);
  });
});
