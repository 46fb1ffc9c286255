/**
 * What the agent logs when the gateway refuses its key (issue 8): a revoked key says revoked, a site awaiting
 * activation says it is not ready (awaiting activation); a revoked key is not called "not ready".
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentConnection } from '@site-query-gateway/agent/connection.js';
import type { Logger } from '@site-query-gateway/gateway/log.js';
import { OPERATOR_KEY, startTestGateway, type TestGateway } from '../helpers/gateway.js';

function recordingLogger(): { log: Logger; lines: { level: number; msg: string; code?: string }[] } {
  const lines: { level: number; msg: string; code?: string }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line) as { level: number; msg: string });
      done();
    },
  });
  return { log: pino({ level: 'info' }, sink) as unknown as Logger, lines };
}

describe('agent: a refused subscription key', () => {
  let t: TestGateway;
  let baseUrl: string;
  beforeAll(async () => {
    t = await startTestGateway({ port: 0 });
    baseUrl = await t.gateway.listen();
  });
  afterAll(() => t.close());

  async function refusalLogged(gatewayUrl: string, subscriptionKey: string): Promise<{ level: number; msg: string; code?: string }> {
    const { log, lines } = recordingLogger();
    const connection = new AgentConnection({ gatewayUrl, subscriptionKey, catalogue: [], practiceManagementVersion: '1', log, notReadyRetryMs: 60_000, maxReconnectDelayMs: 1000, heartbeatIntervalMs: undefined });
    connection.start();
    try {
      await expect.poll(() => lines.find((l) => l.msg.startsWith('gateway refused')), { timeout: 5000 }).toBeDefined();
      return lines.find((l) => l.msg.startsWith('gateway refused'))!;
    } finally {
      await connection.stop();
    }
  }

  it('a revoked key is logged as revoked, at error level', async () => {
    const site = await t.registerSite({ practiceManagementName: 'Zedmed' });
    await t.inject({ method: 'POST', url: `/admin/sites/${site.siteId}/revoke`, headers: { 'x-operator-key': OPERATOR_KEY } });
    const line = await refusalLogged(baseUrl, site.subscriptionKey);
    expect(line.msg).toContain('revoked');
    expect(line.msg).not.toContain('not ready');
    expect(line.code).toBe('SUBSCRIPTION_KEY_INVALID');
    expect(line.level).toBe(50);
  });

  it('a site awaiting activation is logged as not ready (awaiting activation), at warn level', async () => {
    const pending = await startTestGateway({ port: 0, siteActivation: 'manual' });
    try {
      const url = await pending.gateway.listen();
      const site = await pending.registerSite({ practiceManagementName: 'Zedmed' });
      const line = await refusalLogged(url, site.subscriptionKey);
      expect(line.msg).toContain('awaiting activation');
      expect(line.code).toBe('SUBSCRIPTION_NOT_READY');
      expect(line.level).toBe(40);
    } finally {
      await pending.close();
    }
  });
});
