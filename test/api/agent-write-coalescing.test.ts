/**
 * Frames the gateway sends an agent in one tick leave in one write to its socket: the acknowledgements of
 * immediate queries whose records were committed together go out as one system call (and wake the agent
 * once), not one each. Observed on the gateway's own end of the connection, where the writes are made.
 */
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeAgent } from '../helpers/fake-agent.js';
import { startPairedGateway, type PairedGateway } from '../helpers/gateway.js';

const QUERIES = 5;

/** Records the bytes of each write the socket's stream machinery hands to the system (`_write`/`_writev`). */
function recordWrites(socket: Socket): string[] {
  const writes: string[] = [];
  const internals = socket as unknown as {
    _write: (chunk: Buffer, encoding: BufferEncoding, cb: (err?: Error) => void) => void;
    _writev: (chunks: { chunk: Buffer }[], cb: (err?: Error) => void) => void;
  };
  const write = internals._write.bind(socket);
  const writev = internals._writev.bind(socket);
  internals._write = (chunk, encoding, cb) => {
    writes.push(Buffer.from(chunk).toString('latin1'));
    write(chunk, encoding, cb);
  };
  internals._writev = (chunks, cb) => {
    writes.push(chunks.map((c) => Buffer.from(c.chunk).toString('latin1')).join(''));
    writev(chunks, cb);
  };
  return writes;
}

describe('writes to an agent', () => {
  let paired: PairedGateway;
  const upgraded: Duplex[] = [];

  beforeAll(async () => {
    paired = await startPairedGateway({}, { practiceManagementName: 'Zedmed' });
    paired.t.gateway.app.server.on('upgrade', (_request, socket: Duplex) => upgraded.push(socket));
  });
  afterAll(() => paired.t.close());

  it('acknowledgements of reports that arrived together leave in one write', async () => {
    const { t, baseUrl, key, site } = paired;
    const agent = await FakeAgent.connectReady(baseUrl, site, t.gateway.ctx.agents);
    try {
      expect(upgraded).toHaveLength(1);
      const answers = Array.from({ length: QUERIES }, (_, i) =>
        t.inject({ method: 'POST', url: `/integrator/sites/${site.siteId}/queries/immediate`, headers: { 'x-api-key': key }, payload: { command: { text: `select ${i} as n` } } }),
      );
      await agent.waitFor(() => agent.received.filter((m) => m.type === 'job:dispatch').length === QUERIES);
      const ids = agent.received.flatMap((m) => (m.type === 'job:dispatch' ? [m.job.queryId] : []));
      const writes = recordWrites(upgraded[0] as Socket);
      // All reports in one go, as an agent's outbox sends what queued meanwhile.
      for (const id of ids) {
        const data = '[{"n":1}]';
        agent.send({ type: 'job:completed', queryId: id, at: new Date().toISOString(), startedAgoMs: 1, sqlExecutionDurationMs: 1, rows: 1, size: data.length, pages: [], inlineData: data, outputParameters: [] });
      }
      expect((await Promise.all(answers)).map((a) => a.statusCode)).toEqual(Array(QUERIES).fill(200));
      await agent.waitFor(() => agent.received.filter((m) => m.type === 'job:ack').length === QUERIES);
      const withAcks = writes.filter((w) => w.includes('"job:ack"'));
      expect(withAcks).toHaveLength(1);
      for (const id of ids) expect(withAcks[0]).toContain(id);
    } finally {
      agent.close();
    }
  });
});
