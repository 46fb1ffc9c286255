/**
 * What one hostile agent can do over its WebSocket, replayed against a gateway listening on a real port:
 * D1 re-sent work and a socket that stops reading, D5 report floods, D6 deeply nested frames, D13 late
 * reports about finished immediate queries. Each must leave the gateway bounded and other sites served.
 */
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLOSE_CODES } from '@site-query-gateway/protocol/messages.js';
import { FakeAgent } from '../helpers/fake-agent.js';
import { openArena, retainedHeapBytes, type Arena } from './kit.js';

const answerEverything = (agent: FakeAgent): void =>
  agent.onJob((job, send) => {
    const data = '[{"ok":1}]';
    send({ type: 'job:completed', queryId: job.queryId, at: new Date().toISOString(), startedAgoMs: 0, sqlExecutionDurationMs: 0, rows: 1, size: data.length, pages: [], inlineData: data, outputParameters: [] });
  });

/** Agent connections the gateway closed as overloaded, as /metrics counts them. */
async function overloadedDisconnects(arena: Arena): Promise<number> {
  const metric = await arena.t.gateway.ctx.metrics.registry.getSingleMetric('gateway_agent_disconnects_total')!.get();
  return metric.values.find((v) => v.labels.reason === 'overloaded')?.value ?? 0;
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  await vi.waitFor(
    () => {
      if (!condition()) throw new Error(`timed out waiting for ${what}`);
    },
    { timeout: timeoutMs, interval: 10 },
  );
}

describe('hostile agents on the socket', () => {
  let arena: Arena;
  beforeAll(async () => {
    arena = await openArena({ agentSendBufferBytes: 1024 * 1024, agentUnknownReports: 50, agentPendingReports: 200, sqlCommandTimeoutMs: 2000 });
  });
  afterAll(() => arena.close());

  it('D1: repeating agent:ready never re-sends a job over the same connection', async () => {
    const site = await arena.site();
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push((await arena.query(site, 'async', { command: { text: `select ${i}` } })).body.id as string);
    const agent = await arena.agent(site);
    try {
      await waitFor(() => agent.received.filter((m) => m.type === 'job:dispatch').length >= 20, 'the queue');
      for (let i = 0; i < 30; i++) agent.send({ type: 'agent:ready' });
      // Any work a repeated ready handed out would have been sent before this acknowledgement.
      await agent.reportsApplied();
      const dispatched = agent.received.flatMap((m) => (m.type === 'job:dispatch' ? [m.job.queryId] : []));
      expect(dispatched.sort()).toEqual([...ids].sort());
    } finally {
      agent.close();
    }
  });

  it('D1: a socket that stops reading holds at most a bounded backlog; pushing past the limit disconnects it', async () => {
    const site = await arena.site();
    // 200 commands of 100 KB (as in the probe that found D1): 20 MB of jobs for a socket that reads nothing.
    const text = `select '${'x'.repeat(100_000)}'`;
    for (let i = 0; i < 200; i++) expect((await arena.query(site, 'async', { command: { text } })).status).toBe(201);
    const agent = await FakeAgent.connect(arena.baseUrl, site.subscriptionKey, { ready: false });
    (agent.socket as unknown as { _socket: { pause(): void } })._socket.pause();
    const heapBefore = retainedHeapBytes();
    for (let i = 0; i < 30; i++) agent.send({ type: 'agent:ready' });
    // The readies have been applied once a report sent after them has: the agent reads nothing, so the gateway's
    // warning about that report (about a query it does not have) tells, not its acknowledgement.
    const unknownBefore = arena.logLines('warn').filter((l) => l.includes('report about an unknown query')).length;
    agent.send({ type: 'job:failed', queryId: randomUUID(), at: new Date().toISOString(), status: 'executionFailed', errorDetails: { errorType: 'agent', errorCode: 0, errorMessage: 'barrier' } });
    await waitFor(() => arena.logLines('warn').filter((l) => l.includes('report about an unknown query')).length > unknownBefore, 'the readies to be applied');
    // Queued work goes out as the agent takes it: the 30 readies could not make the gateway hold 30 × 20 MB
    // (the attack once took its heap from 26 to 598 MB).
    expect(retainedHeapBytes() - heapBefore).toBeLessThan(32 * 1024 * 1024);
    expect(agent.closeCode).toBeUndefined();
    // Immediate work is not held back; once the unread backlog passes the limit (after the kernel's own
    // socket buffers, several MB on loopback, are full), the agent is cut off.
    const big = `select '${'y'.repeat(900_000)}'`;
    const cutOffBefore = await overloadedDisconnects(arena);
    const pushes = Array.from({ length: 30 }, () => arena.query(site, 'immediate', { command: { text: big }, maxTimeInQueue: 1000 }));
    // (The paused agent itself cannot notice: it reads nothing, not even the close.)
    await waitFor(() => !arena.t.gateway.ctx.agents.isReady(site.siteId), 'the gateway to drop the slow agent');
    expect(arena.logLines('warn').filter((l) => l.includes('reads too slowly'))).toHaveLength(1);
    // Its socket ends without a close frame (1006), but the metrics count why the gateway cut it off.
    await vi.waitFor(async () => expect(await overloadedDisconnects(arena)).toBe(cutOffBefore + 1), { timeout: 10_000 });
    await Promise.all(pushes);
    agent.close();
    // Its work is handed out again when it comes back and reads.
    const back = await arena.agent(site);
    try {
      await waitFor(() => back.received.filter((m) => m.type === 'job:dispatch').length >= 10, 'the queue after reconnecting');
    } finally {
      back.close();
    }
  });

  it('D5: a flood of reports about unknown queries closes that connection, keeps logs bounded and leaves other sites served', async () => {
    const victim = await arena.site();
    const victimAgent = await arena.agent(victim);
    answerEverything(victimAgent);
    const attackerSite = await arena.site();
    const attacker = await arena.agent(attackerSite);
    const warningsBefore = arena.logLines('warn').length;
    const at = new Date().toISOString();
    for (let i = 0; i < 20_000 && attacker.socket.readyState === WebSocket.OPEN; i++) {
      attacker.send({ type: 'job:started', queryId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, at });
    }
    await waitFor(() => attacker.closeCode !== undefined, 'the flooding agent to be closed');
    expect(attacker.closeCode).toBe(CLOSE_CODES.overloaded);
    // Throttled: a handful of lines, not one per frame.
    expect(arena.logLines('warn').length - warningsBefore).toBeLessThan(20);
    const answered = await arena.query(victim, 'immediate', { command: { text: 'select 1 as ok' } });
    expect(answered.status).toBe(200);
    victimAgent.close();
  });

  it('D5: a flood faster than the message rate is cut off', async () => {
    const flood = await openArena({ agentMessagesPerSecond: 100 });
    try {
      const site = await flood.site();
      const agent = await flood.agent(site);
      for (let i = 0; i < 1000 && agent.socket.readyState === WebSocket.OPEN; i++) agent.send({ type: 'agent:heartbeat', clientTimestampUTC: new Date().toISOString() });
      await waitFor(() => agent.closeCode !== undefined, 'the agent to be closed');
      expect(agent.closeCode).toBe(CLOSE_CODES.overloaded);
    } finally {
      await flood.close();
    }
  });

  it('D6: a frame nested a million levels deep is refused without being parsed; another site is served', async () => {
    const victim = await arena.site();
    const victimAgent = await arena.agent(victim);
    answerEverything(victimAgent);
    const site = await arena.site();
    const agent = await arena.agent(site);
    agent.socket.send('['.repeat(1_000_000) + ']'.repeat(100));
    await waitFor(() => agent.closeCode !== undefined, 'the agent to be closed');
    expect(agent.closeCode).toBe(CLOSE_CODES.badMessage);
    // It may not come straight back to repeat it: its reconnection is refused during a cool-down.
    const again = await FakeAgent.connect(arena.baseUrl, site.subscriptionKey).then(
      () => 'connected',
      (err: Error) => err.message,
    );
    expect(again).toContain('429');
    // Larger than any message of the protocol: refused by the socket itself.
    const big = await arena.agent(await arena.site());
    big.socket.send('['.repeat(8 * 1024 * 1024));
    await waitFor(() => big.closeCode !== undefined, 'the oversized frame to close its socket');
    expect(big.closeCode).toBe(1009);
    expect((await arena.query(victim, 'immediate', { command: { text: 'select 1 as ok' } })).status).toBe(200);
    victimAgent.close();
  });

  it('D13: late reports about a finished immediate query leave nothing behind', async () => {
    const site = await arena.site();
    const agent = await arena.agent(site);
    try {
      answerEverything(agent);
      const done = await arena.query(site, 'immediate', { command: { text: 'select 1 as ok' } });
      expect(done.status).toBe(200);
      const id = done.body.id as string;
      const at = new Date().toISOString();
      for (let i = 0; i < 50; i++) agent.send({ type: 'job:uploading', queryId: id, at, sqlExecutionDurationMs: 1 });
      agent.send({ type: 'job:started', queryId: id, at });
      await agent.waitFor((m) => m.type === 'job:cancel' && m.queryId === id);
      expect(arena.t.gateway.ctx.queries.flights.size).toBe(0);
      const record = await fetch(`${arena.baseUrl}/integrator/sites/${site.siteId}/queries/${id}`, { headers: { 'x-api-key': arena.key } });
      expect(((await record.json()) as { status: string }).status).toBe('successful');
    } finally {
      agent.close();
    }
  });
});
