/**
 * The hostile-agent test kit: a gateway listening on a real port (real HTTP and WebSocket, as an attacker
 * meets it), a paired integrator and site, a logger that counts what the gateway writes, and the raw tools
 * an attacker uses — uploads through fetch, streamed bodies it paces itself, bytes on a bare TCP socket.
 */
import net from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { Readable, Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { pino } from 'pino';
import type { GatewayConfig } from '@site-query-gateway/gateway/config/gateway-config.js';
import { FakeAgent } from '../helpers/fake-agent.js';
import { startTestGateway, type TestGateway, type TestSite } from '../helpers/gateway.js';

export interface Arena {
  t: TestGateway;
  baseUrl: string;
  key: string;
  integratorId: string;
  /** Log lines the gateway wrote, by level name. */
  logLines(level?: 'warn' | 'error'): string[];
  site(kind?: 'Zedmed' | 'D4w'): Promise<TestSite>;
  /** A scripted agent of `site`, connected and ready (the gateway has applied its agent:ready). */
  agent(site: TestSite): Promise<FakeAgent>;
  /** POST …/queries/{mode} as the integrator. */
  query(site: TestSite, mode: 'immediate' | 'async', body: unknown): Promise<{ status: number; body: Record<string, unknown> }>;
  /** PUT a result page as the site's agent. */
  upload(site: TestSite, queryId: string, pageNumber: number, body: string | Buffer | ReadableStream<Uint8Array>, rows?: { count: number; start: number; end: number }): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

export async function openArena(overrides: Partial<GatewayConfig> = {}): Promise<Arena> {
  const lines: { level: number; text: string }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n')) if (text) lines.push({ level: (JSON.parse(text) as { level: number }).level, text });
      done();
    },
  });
  const log = pino({ level: 'warn' }, sink);
  const t = await startTestGateway({ port: 0, ...overrides }, undefined, log);
  const baseUrl = await t.gateway.listen();
  const integrator = await t.createIntegrator();
  const arena: Arena = {
    t,
    baseUrl,
    key: integrator.key,
    integratorId: integrator.id,
    logLines: (level) => lines.filter((l) => level === undefined || l.level === (level === 'warn' ? 40 : 50)).map((l) => l.text),
    async site(kind = 'Zedmed') {
      const site = await t.registerSite({ practiceManagementName: kind });
      await t.pair(integrator.key, site);
      return site;
    },
    agent: (site) => FakeAgent.connectReady(baseUrl, site, t.gateway.ctx.agents),
    async query(site, mode, body) {
      const res = await fetch(`${baseUrl}/integrator/sites/${site.siteId}/queries/${mode}`, {
        method: 'POST',
        headers: { 'x-api-key': integrator.key, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    async upload(site, queryId, pageNumber, body, rows = { count: 1, start: 1, end: 1 }) {
      const res = await fetch(`${baseUrl}/agent/v1/queries/${queryId}/pages/${pageNumber}`, {
        method: 'PUT',
        headers: {
          'x-subscription-key': site.subscriptionKey,
          'content-type': 'application/json',
          'rows-count': String(rows.count),
          'rows-range-start': String(rows.start),
          'rows-range-end': String(rows.end),
        },
        body,
        ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
      } as RequestInit);
      return { status: res.status, body: await res.text() };
    },
    close: () => t.close(),
  };
  return arena;
}

/** A request body the attacker paces: `pieces` pushed one by one, `gapMs` apart. */
export function pacedBody(pieces: readonly (string | Buffer)[], gapMs: number): ReadableStream<Uint8Array> {
  return Readable.toWeb(
    Readable.from(
      (async function* () {
        for (const piece of pieces) {
          yield Buffer.from(piece);
          // allow-fixed-wait: the attacker's pace between pieces is the scenario, not a wait for something.
          await sleep(gapMs);
        }
      })(),
    ),
  ) as ReadableStream<Uint8Array>;
}

/** Writes raw bytes on a TCP connection and returns what came back before it closed (or `timeoutMs`). */
export function rawHttp(baseUrl: string, bytes: string | Buffer, timeoutMs = 5000): Promise<string> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname);
    const chunks: Buffer[] = [];
    // allow-fixed-wait: a deadline on a connection that may never close, not a wait itself.
    const timer = setTimeout(() => socket.destroy(), timeoutMs);
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', (err) => (chunks.length > 0 ? undefined : reject(err)));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString());
    });
    socket.write(bytes);
  });
}

/** The JSON body of a raw HTTP response, and its status. */
export function parseRaw(response: string): { status: number; body: unknown } {
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1]);
  const text = response.slice(response.indexOf('\r\n\r\n') + 4);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status, body };
}

/** Collects garbage now (test processes run without --expose-gc), so heap figures count what is retained. */
export function retainedHeapBytes(): number {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
  return process.memoryUsage().heapUsed;
}
