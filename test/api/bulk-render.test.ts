/**
 * The bulk export's renderer with a scripted agent: a type's file is rendered before the manifest and served
 * as stored until its query's results are forgotten (then 404); a type whose stored rows cannot be built into
 * resources is marked as failed (the export still completes), and the gateway's log names the type and the
 * kind of error but quotes nothing of the rows. A type another instance is rendering is left to it until its
 * claim goes stale, then taken over; two passes at once render a type once. Rendering at scale is covered in
 * test/e2e/fhir-bulk.e2e.test.ts.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Logger } from '@site-query-gateway/gateway/log.js';
import { forgetQueryResults } from '@site-query-gateway/gateway/core/queries/forget.js';
import { CLAIM_STALE_MS, renderWaitingFiles } from '@site-query-gateway/gateway/core/fhir-bulk/render.js';
import { findAnyQuery } from '@site-query-gateway/gateway/core/queries/lookup.js';
import { listAuditRecords } from '@site-query-gateway/gateway/store/audit-records.js';
import { findBulkExport, replaceBulkExportParts } from '@site-query-gateway/gateway/store/bulk-exports.js';
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
  let broken = false;
  const base = () => `/integrator/sites/${site.siteId}/fhir/R4`;
  /** Kicks off a Patient export and waits (running the renderer) for its manifest. */
  const exportPatients = async () => {
    const kickOff = await t.inject({ url: `${base()}/Patient/$export?_type=Patient`, headers: { 'x-api-key': key, prefer: 'respond-async', accept: 'application/fhir+json' } });
    expect(kickOff.statusCode, kickOff.body).toBe(202);
    const exportId = String(kickOff.headers['content-location']).split('/').pop()!;
    const manifest = await vi.waitFor(
      async () => {
        await t.gateway.ctx.tasks.runNow('fhir-bulk:render');
        const res = await t.inject({ url: `${base()}/$export-status/${exportId}`, headers: { 'x-api-key': key } });
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as { output: { type: string; url: string; count: number }[] };
      },
      { timeout: 10_000, interval: 20 },
    );
    return { exportId, manifest };
  };

  /** Kicks off a Patient export without running the renderer, and waits for its query to succeed. */
  const exportWaitingForRender = async () => {
    const kickOff = await t.inject({ url: `${base()}/Patient/$export?_type=Patient`, headers: { 'x-api-key': key, prefer: 'respond-async', accept: 'application/fhir+json' } });
    expect(kickOff.statusCode, kickOff.body).toBe(202);
    const exportId = String(kickOff.headers['content-location']).split('/').pop()!;
    const exp = (await findBulkExport(t.gateway.ctx.store.db, exportId))!;
    await vi.waitFor(async () => expect((await findAnyQuery(t.gateway.ctx, exp.parts[0]!.queryId))?.status).toBe('successful'), { timeout: 10_000, interval: 20 });
    return exp;
  };
  const statusOf = async (exportId: string) => (await t.inject({ url: `${base()}/$export-status/${exportId}`, headers: { 'x-api-key': key } })).statusCode;

  beforeAll(async () => {
    t = await startTestGateway({ port: 0 }, undefined, logged.log);
    const baseUrl = await t.gateway.listen();
    key = (await t.createIntegrator()).key;
    site = await t.registerSite();
    expect((await t.pair(key, site)).statusCode).toBe(200);
    agent = await FakeAgent.connectReady(baseUrl, site, t.gateway.ctx.agents);
    // Every type's query succeeds with one row: a patient, or (while `broken`) text that is not JSON.
    agent.onJob((job: Job, send) => {
      const data = broken ? `[{"c_id": 1, "c_surname": "${ROW_SECRET}" ` : JSON.stringify([{ c_id: 7, c_status: 1, c_surname: 'Citizen', c_dob: '1980-02-03' }]);
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

  it("serves a rendered file as stored, and no longer once its query's results are forgotten", async () => {
    broken = false;
    const { exportId, manifest } = await exportPatients();
    const part = (await findBulkExport(t.gateway.ctx.store.db, exportId))!.parts[0]!;
    expect(part.rendered?.pageBytes).toHaveLength(1);
    const file = new URL(manifest.output[0]!.url).pathname;
    const read = await t.inject({ url: file, headers: { 'x-api-key': key } });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.body.trim().split('\n').map((l) => JSON.parse(l) as unknown)).toEqual([expect.objectContaining({ resourceType: 'Patient', id: '7', birthDate: '1980-02-03' })]);
    expect(read.headers['content-type']).toBe('application/fhir+ndjson');
    expect(read.headers['content-length']).toBe(String(Buffer.byteLength(read.body)));
    // Written outside Fastify's reply, the file is on the audit trail all the same, with its bytes.
    await vi.waitFor(async () => {
      await t.gateway.ctx.audit.drain();
      const records = await listAuditRecords(t.gateway.ctx.store.db, { siteId: site.siteId }, 1000);
      expect(records.filter((r) => r.operation === 'fhir.exportFile' && r.fhirRequest === 'GET $export-output/Patient.ndjson')).toEqual([
        expect.objectContaining({ outcome: 'ok', httpStatus: 200, bytes: Buffer.byteLength(read.body) }),
      ]);
    }, { timeout: 5_000, interval: 20 });
    // The retention sweep forgets the query's results, the NDJSON built from them with them.
    await forgetQueryResults(t.gateway.ctx.store, part.queryId);
    expect((await t.inject({ url: file, headers: { 'x-api-key': key } })).statusCode).toBe(404);
  });

  it('marks a type it cannot render as failed, completes the export, and logs no row', async () => {
    broken = true;
    const { exportId, manifest } = await exportPatients();
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

  it("leaves a type another instance is rendering to it, and takes it over once that claim is stale", async () => {
    broken = false;
    const exp = await exportWaitingForRender();
    const at = (msAgo: number) => new Date(t.gateway.ctx.clock.now().getTime() - msAgo).toISOString();
    const claimed = exp.parts.map((p) => ({ ...p, rendering: { attemptId: 'another-instance', at: at(1_000) } }));
    expect(await replaceBulkExportParts(t.gateway.ctx.store.db, exp.id, exp.parts, claimed)).toBe(true);
    await t.gateway.ctx.tasks.runNow('fhir-bulk:render');
    expect((await findBulkExport(t.gateway.ctx.store.db, exp.id))!.parts[0]).toEqual(claimed[0]);
    expect(await statusOf(exp.id)).toBe(202);

    // The other instance stopped writing pages: its claim is stale and this one renders the type.
    const stale = claimed.map((p) => ({ ...p, rendering: { attemptId: 'another-instance', at: at(CLAIM_STALE_MS + 1_000) } }));
    expect(await replaceBulkExportParts(t.gateway.ctx.store.db, exp.id, claimed, stale)).toBe(true);
    await t.gateway.ctx.tasks.runNow('fhir-bulk:render');
    const part = (await findBulkExport(t.gateway.ctx.store.db, exp.id))!.parts[0]!;
    expect(part.rendering).toBeUndefined();
    expect(part.rendered?.attemptId).not.toBe('another-instance');
    expect(part.rendered?.pageBytes).toHaveLength(1);
    expect(await statusOf(exp.id)).toBe(200);
  });

  it('renders a type once when two passes run at once', async () => {
    broken = false;
    const exp = await exportWaitingForRender();
    const rendered = await Promise.all([renderWaitingFiles(t.gateway.ctx), renderWaitingFiles(t.gateway.ctx)]);
    expect(rendered.filter(Boolean)).toHaveLength(1);
    const part = (await findBulkExport(t.gateway.ctx.store.db, exp.id))!.parts[0]!;
    expect(part.rendered?.pageBytes).toHaveLength(1);
    expect(part.rendering).toBeUndefined();
    await t.gateway.ctx.tasks.runNow('fhir-bulk:render');
    expect(await statusOf(exp.id)).toBe(200);
  });
});
