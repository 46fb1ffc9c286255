/**
 * The bulk export's renderer with a scripted agent: a type whose stored rows cannot be built into resources is
 * marked as failed (the export still completes, its file then built as it is read), and the gateway's log
 * names the type and the kind of error but quotes nothing of the rows. The rendering of good types is covered
 * end to end in test/e2e/fhir-bulk.e2e.test.ts.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Logger } from '@site-query-gateway/gateway/log.js';
import { findBulkExport } from '@site-query-gateway/gateway/store/bulk-exports.js';
import type { Job } from '@site-query-gateway/protocol/jobs.js';
import { FakeAgent } from '../helpers/fake-agent.js';
import { startTestGateway, type TestGateway, type TestSite } from '../helpers/gateway.js';

const ROW_SECRET = 'Wombat-Surname-9917';

function recordingLogger(): { log: Logger; text: () => string } {
  const chunks: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return { log: pino({ level: 'info' }, sink) as unknown as Logger, text: () => chunks.join('') };
}

describe('bulk export rendering', () => {
  let t: TestGateway;
  let key: string;
  let site: TestSite;
  let agent: FakeAgent;
  const logged = recordingLogger();

  beforeAll(async () => {
    t = await startTestGateway({ port: 0 }, undefined, logged.log);
    const baseUrl = await t.gateway.listen();
    key = (await t.createIntegrator()).key;
    site = await t.registerSite();
    expect((await t.pair(key, site)).statusCode).toBe(200);
    agent = await FakeAgent.connectReady(baseUrl, site, t.gateway.ctx.agents);
    // Every type's query "succeeds" with one row that is not JSON: what no build can read.
    agent.onJob((job: Job, send) => {
      const data = `[{"c_id": 1, "c_surname": "${ROW_SECRET}" `;
      const at = new Date().toISOString();
      send({
        type: 'job:completed', queryId: job.queryId, at, startedAgoMs: 1, sqlExecutionDurationMs: 1, rows: 1, size: data.length, outputParameters: [],
        pages: [{ pageNumber: 1, size: data.length, count: 1, rangeStart: 1, rangeEnd: 1 }], inlineData: data,
      });
    });
  });
  afterAll(async () => {
    agent?.close();
    await t.close();
  });

  it('marks a type it cannot render as failed, completes the export, and logs no row', async () => {
    const base = `/integrator/sites/${site.siteId}/fhir/R4`;
    const headers = { 'x-api-key': key, prefer: 'respond-async', accept: 'application/fhir+json' };
    const kickOff = await t.inject({ url: `${base}/Patient/$export?_type=Patient`, headers });
    expect(kickOff.statusCode, kickOff.body).toBe(202);
    const exportId = String(kickOff.headers['content-location']).split('/').pop()!;

    const manifest = await vi.waitFor(
      async () => {
        await t.gateway.ctx.tasks.runNow('fhir-bulk:render');
        const res = await t.inject({ url: `${base}/$export-status/${exportId}`, headers: { 'x-api-key': key } });
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as { output: { type: string; count: number }[] };
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(manifest.output).toEqual([expect.objectContaining({ type: 'Patient', count: 1 })]);
    const exp = await findBulkExport(t.gateway.ctx.store.db, exportId);
    expect(exp?.parts).toEqual([expect.objectContaining({ type: 'Patient', renderFailed: true })]);
    expect(exp?.parts[0]?.rendered).toBeUndefined();
    expect(exp?.parts[0]?.rendering).toBeUndefined();

    const log = logged.text();
    expect(log).toContain('a bulk export file could not be rendered');
    expect(log).toContain('SyntaxError');
    expect(log).not.toContain(ROW_SECRET);
  });
});
