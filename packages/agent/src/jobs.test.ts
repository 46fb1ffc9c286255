/**
 * The agent's job execution end to end, in-process: the real agent wiring (connection, outbox, jobs,
 * journal, executor, uploader, SQLite driver on a real database file) against a small WebSocket + HTTP
 * server that plays our gateway. Covers orphans before `agent:ready`, inline results, scalar, nonQuery,
 * SQL errors, paged uploads (with 503 retries at the same page), the immediate size limit, expired start
 * deadlines, priority of immediate over queued async work, cancel, a gone result, a dropped socket, and
 * a stop mid-job that shows up as an orphan at the next start.
 */
import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Database from '@site-query-gateway/sqlite/better-sqlite3.js';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { journalPathFor, loadAgentRuntimeSettings, type AgentFile } from './agent-config.js';
import { AGENT_SOCKET_PATH, CLOSE_CODES, readAgentBinaryFrame, type AgentMessage, type GatewayMessage, type Job, type JobCompleted, type JobFailed } from '@site-query-gateway/protocol/index.js';
import { SqliteDriver } from './drivers/sqlite/sqlite.js';
import { startAgent, type RunningAgent } from './run.js';

const KEY = 'sk_test_key';
const PATIENTS = 50_000;
const PAGE_RE = /^\/agent\/v1\/queries\/([^/]+)\/(pages|encoded-pages)\/(\d+)$/;

interface PutRecord {
  queryId: string;
  pageNumber: number;
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The page's text (decoded when it came compressed). */
  body: string;
  /** Its Content-Encoding, when it came compressed, and the bytes that came. */
  encoding: string | undefined;
  wire: Buffer;
}

/** Plays the gateway: welcomes agents, records every message and page upload, injects failures. */
class FakeGateway {
  // An upload the agent abandons (a cancelled job) aborts mid-body: not a failure of the double.
  readonly server = http.createServer((req, res) => void this.onRequest(req, res).catch(() => res.destroy()));
  // Pongs are answered here, so a test can put a WAN's round trip between the agent and this double.
  private readonly wss = new WebSocketServer({ noServer: true, autoPong: false });
  /** Every agent message, with the index of the connection it came on and whether it came as a binary frame. */
  readonly messages: { conn: number; message: AgentMessage; binary: boolean }[] = [];
  readonly puts: PutRecord[] = [];
  /** `${queryId}/${page}` of every PUT as it arrives, before any hold lets it through. */
  readonly arrived: string[] = [];
  /** `${queryId}/${page}` → statuses to answer before accepting. */
  readonly failures = new Map<string, number[]>();
  /** queryId → a gate every PUT of that query waits on. */
  readonly holds = new Map<string, Promise<void>>();
  private sockets: WebSocket[] = [];
  url = '';
  /** The protocol version the welcome names (2 and later: the agent waits for job:ack; 3: binary inline results). */
  protocolVersion = 1;
  /** Protocol 4: the page encoding the welcome names. */
  pageEncoding: string | undefined;
  /** Whether it has the encoded pages' path (a gateway that predates it answers 404, no such route). */
  encodedPages = true;
  /** The newest protocol it speaks: a hello offering a newer one is refused, as an older gateway does. */
  newestProtocol = Number.MAX_SAFE_INTEGER;
  /** Added to every ping's round trip: 0 is a local network, tens of ms a clinic's link to the cloud. */
  pongDelayMs = 0;

  async start(): Promise<void> {
    this.server.on('upgrade', (req, socket, head) => {
      if (req.url !== AGENT_SOCKET_PATH || req.headers['x-subscription-key'] !== KEY) {
        socket.end('HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      this.wss.handleUpgrade(req, socket, head, (ws) => {
        ws.on('ping', (data: Buffer) => {
          if (this.pongDelayMs === 0) return ws.pong(data);
          // allow-fixed-wait: the delay is the emulated link's round trip, the scenario itself.
          setTimeout(() => ws.readyState === ws.OPEN && ws.pong(data), this.pongDelayMs);
        });
        const conn = this.sockets.push(ws) - 1;
        ws.on('message', (data, isBinary) => {
          // Binary: an inline result (protocol 3), read as the gateway reads it.
          const message = isBinary ? readAgentBinaryFrame(data as Buffer).message : (JSON.parse(data.toString()) as AgentMessage);
          if (!message) throw new Error('the agent sent a binary frame the gateway could not read');
          this.messages.push({ conn, message, binary: isBinary });
          if (message.type === 'agent:hello' && message.protocolVersion > this.newestProtocol) {
            this.send({ type: 'gateway:error', code: 'PROTOCOL_UNSUPPORTED', message: `Protocol ${message.protocolVersion} is not supported.` }, ws);
            ws.close(CLOSE_CODES.protocolUnsupported, 'protocol unsupported');
            return;
          }
          if (message.type === 'agent:hello') {
            const encoding = this.protocolVersion >= 4 && this.pageEncoding ? { pageEncoding: this.pageEncoding } : {};
            this.send({ type: 'gateway:welcome', protocolVersion: this.protocolVersion, gatewayVersion: 'test', siteId: 'site', heartbeatIntervalMs: 60_000, ...encoding }, ws);
          }
        });
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address() as { port: number };
    this.url = `http://127.0.0.1:${address.port}`;
  }

  get connections(): number {
    return this.sockets.length;
  }

  send(message: GatewayMessage, ws = this.sockets.at(-1)): void {
    ws!.send(JSON.stringify(message));
  }

  dropConnection(): void {
    this.sockets.at(-1)!.terminate();
  }

  dispatch(job: Job): void {
    this.send({ type: 'job:dispatch', job });
  }

  of(queryId: string): AgentMessage[] {
    return this.messages.map((m) => m.message).filter((m) => 'queryId' in m && m.queryId === queryId);
  }

  async result(queryId: string, timeoutMs = 15_000): Promise<JobCompleted | JobFailed> {
    return eventually(() => this.of(queryId).find((m): m is JobCompleted | JobFailed => m.type === 'job:completed' || m.type === 'job:failed'), timeoutMs, `result of ${queryId}`);
  }

  async close(): Promise<void> {
    for (const ws of this.sockets) ws.terminate();
    this.wss.close();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private async onRequest(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const match = PAGE_RE.exec(req.url ?? '');
    if (req.method !== 'PUT' || !match) return void res.writeHead(404).end();
    if (req.headers['x-subscription-key'] !== KEY) return void res.writeHead(401).end();
    const encoded = match[2] === 'encoded-pages';
    if (encoded && !this.encodedPages) return void res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ statusCode: 404, message: 'No such route.', code: 'ROUTE_NOT_FOUND' }));
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const queryId = decodeURIComponent(match[1]!);
    const pageNumber = Number(match[3]);
    const wire = Buffer.concat(chunks);
    const encoding = encoded ? String(req.headers['content-encoding']) : undefined;
    const text = encoding === 'br' ? zlib.brotliDecompressSync(wire) : encoding === 'gzip' ? zlib.gunzipSync(wire) : wire;
    this.arrived.push(`${queryId}/${pageNumber}`);
    await this.holds.get(queryId);
    const status = this.failures.get(`${queryId}/${pageNumber}`)?.shift() ?? 204;
    this.puts.push({ queryId, pageNumber, status, headers: req.headers, body: text.toString('utf8'), encoding, wire });
    res.writeHead(status, { 'content-type': 'application/json' }).end(status === 204 ? undefined : JSON.stringify({ statusCode: status, message: 'test says no' }));
  }
}

/** `probe`'s first value that is neither undefined nor false, polled until `timeoutMs`. */
async function eventually<T>(probe: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
  return vi.waitFor(
    () => {
      const value = probe();
      if (value === undefined || value === false) throw new Error(`timed out waiting for ${what}`);
      return value;
    },
    { timeout: timeoutMs, interval: 10 },
  );
}

/** A gate: `wait` stays pending until `open()`. */
function gate(): { wait: Promise<void>; open: () => void } {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

const future = (): string => new Date(Date.now() + 60_000).toISOString();

function job(text: string, overrides: Partial<Job> & { executionMode?: Job['command']['executionMode'] } = {}): Job {
  const { executionMode = 'reader', ...rest } = overrides;
  return {
    queryId: randomUUID(),
    mode: 'immediate',
    command: { text, executionMode, type: 'text', parameters: [] },
    catalogue: 'main',
    startDeadline: future(),
    commandTimeoutMs: 20_000,
    pageSizeBytes: 64 * 1024,
    inlineLimitBytes: 256 * 1024,
    ...rest,
  };
}

function pagesOf(gw: FakeGateway, queryId: string): PutRecord[] {
  return gw.puts.filter((p) => p.queryId === queryId && p.status === 204).sort((a, b) => a.pageNumber - b.pageNumber);
}

describe('agent job execution against a gateway double', () => {
  let dir: string;
  let dbPath: string;
  let config: AgentFile;
  let gw: FakeGateway;
  let agent: RunningAgent;
  let sourceRows: unknown[];
  const log = pino({ level: process.env.TEST_AGENT_LOG ?? 'silent' });
  const settings = loadAgentRuntimeSettings({ AGENT_MAX_RECONNECT_DELAY_MS: '200', AGENT_UPLOAD_RETRY_MS: '20000', AGENT_MAX_ASYNC_JOBS: '1', AGENT_MAX_IMMEDIATE_JOBS: '4' });
  const start = (): RunningAgent => startAgent(config, settings, log, { driver: new SqliteDriver() });

  /**
   * Reconnects on protocol 4 with `encoding` in the welcome (and the encoded path, or not), runs a large async
   * export and checks every row arrived once, in order; returns the stored pages.
   */
  const runOnProtocol4 = async (encoding: string, encodedPages: boolean, roundTripMs = 30): Promise<{ puts: PutRecord[] }> => {
    gw.protocolVersion = 4;
    gw.pageEncoding = encoding;
    gw.encodedPages = encodedPages;
    gw.pongDelayMs = roundTripMs;
    try {
      const conn = gw.connections;
      gw.dropConnection();
      await eventually(() => gw.messages.some((m) => m.conn >= conn && m.message.type === 'agent:ready'), 10_000, 'ready on protocol 4');
      const hello = gw.messages.find((m) => m.conn >= conn && m.message.type === 'agent:hello')!.message as { pageEncodings?: string[] };
      expect(hello.pageEncodings?.[0]).toBe('br');
      const j = job('SELECT id, name, born, balance, note FROM patients ORDER BY id', { mode: 'async' });
      gw.dispatch(j);
      const done = (await gw.result(j.queryId, 25_000)) as JobCompleted;
      gw.send({ type: 'job:ack', queryId: j.queryId });
      expect(done.type).toBe('job:completed');
      const stored = pagesOf(gw, j.queryId);
      expect(stored.flatMap((p) => JSON.parse(p.body) as unknown[])).toEqual(sourceRows);
      expect(done.pages.map((p) => p.size)).toEqual(stored.map((p) => Buffer.byteLength(p.body)));
      return { puts: stored };
    } finally {
      gw.protocolVersion = 1;
      gw.pageEncoding = undefined;
      gw.encodedPages = true;
      gw.pongDelayMs = 0;
    }
  };
  /**
   * Resolves once the agent has taken in every message sent before: it handles the gateway's messages in
   * order, and answers this immediate job (its own lane, never held up by async work) after them. Its answer
   * also follows, on the socket, any report the agent had written before.
   */
  const barrier = async (): Promise<void> => {
    const probe = job('SELECT 1 AS barrier');
    gw.dispatch(probe);
    expect(await gw.result(probe.queryId)).toMatchObject({ type: 'job:completed' });
  };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-jobs-'));
    dbPath = path.join(dir, 'clinic.db');
    const db = new Database(dbPath);
    db.exec(`CREATE TABLE patients (id INTEGER PRIMARY KEY, name TEXT NOT NULL, born TEXT, balance REAL, note TEXT);
             CREATE TABLE rooms (id INTEGER PRIMARY KEY, label TEXT, open INTEGER);`);
    const insert = db.prepare('INSERT INTO patients (id, name, born, balance, note) VALUES (?, ?, ?, ?, ?)');
    db.transaction(() => {
      for (let i = 1; i <= PATIENTS; i++) {
        insert.run(i, `Patient ${i} Zoë-${'ä'.repeat(i % 5)}`, `19${String(50 + (i % 50))}-0${1 + (i % 9)}-1${i % 10}`, (i % 1000) / 4, i % 7 === 0 ? null : `note "${i}"`);
      }
      for (let i = 1; i <= 5; i++) db.prepare('INSERT INTO rooms (label, open) VALUES (?, 1)').run(`Room ${i}`);
    })();
    sourceRows = db.prepare('SELECT id, name, born, balance, note FROM patients ORDER BY id').all();
    db.close();

    gw = new FakeGateway();
    await gw.start();
    const configPath = path.join(dir, 'site-agent.json');
    config = {
      gatewayUrl: gw.url,
      siteId: 'site',
      subscriptionKey: KEY,
      practiceManagementName: 'Zedmed',
      practiceManagementSiteId: 'ZM-1',
      practiceName: 'Test Clinic',
      practiceManagementVersion: '1',
      name: 'Test Clinic',
      databaseEngine: 'sqlite',
      catalogues: [{ name: 'main', isDefault: true, connection: dbPath }],
      readFrom: configPath,
    };
    // What a previous run left behind when it was killed mid-work.
    fs.writeFileSync(
      journalPathFor(config, settings),
      JSON.stringify({
        version: 1,
        jobs: [
          { queryId: 'orphan-exec', mode: 'immediate', phase: 'executing', startDeadline: future() },
          { queryId: 'orphan-upload', mode: 'async', phase: 'uploading', startDeadline: future() },
          { queryId: 'orphan-queued', mode: 'async', phase: 'queued', startDeadline: future() },
        ],
      }),
    );
    agent = start();
  });

  afterAll(async () => {
    await agent?.stop();
    await gw?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reports the orphans of the last run, with their phases, before agent:ready, and clears them', async () => {
    await eventually(() => gw.messages.some((m) => m.message.type === 'agent:ready'), 10_000, 'agent:ready');
    const types = gw.messages.filter((m) => m.conn === 0).map((m) => m.message);
    const readyAt = types.findIndex((m) => m.type === 'agent:ready');
    const orphans = types.flatMap((m, i) => (m.type === 'job:orphaned' ? [{ i, queryId: m.queryId, phase: m.phase }] : []));
    expect(orphans.map(({ queryId, phase }) => ({ queryId, phase }))).toEqual([
      { queryId: 'orphan-exec', phase: 'executing' },
      { queryId: 'orphan-upload', phase: 'uploading' },
      { queryId: 'orphan-queued', phase: 'queued' },
    ]);
    expect(orphans.every((o) => o.i < readyAt)).toBe(true);
    expect(types[0]?.type).toBe('agent:hello');
    const journal = JSON.parse(fs.readFileSync(journalPathFor(config, settings), 'utf8')) as { jobs: unknown[] };
    expect(journal.jobs).toEqual([]);
  });

  it('returns a small reader result inline: started, uploading, completed; a duplicate dispatch is ignored', async () => {
    const j = job('SELECT id, label, open FROM rooms ORDER BY id');
    gw.dispatch(j);
    gw.dispatch(j);
    const done = (await gw.result(j.queryId)) as JobCompleted;
    expect(done.type).toBe('job:completed');
    expect(gw.of(j.queryId).map((m) => m.type)).toEqual(['job:started', 'job:uploading', 'job:completed']);
    const expected = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, label: `Room ${i + 1}`, open: 1 }));
    expect(JSON.parse(done.inlineData!)).toEqual(expected);
    expect(done.rows).toBe(5);
    expect(done.size).toBe(Buffer.byteLength(done.inlineData!));
    expect(done.pages).toEqual([{ pageNumber: 1, size: done.size, count: 5, rangeStart: 1, rangeEnd: 5 }]);
    expect(done.sqlExecutionDurationMs).toBeGreaterThanOrEqual(0);
    expect(pagesOf(gw, j.queryId)).toEqual([]);
    // An empty result is one page [] with count 0 and range 0–0.
    const empty = job('SELECT id FROM rooms WHERE id < 0');
    gw.dispatch(empty);
    const none = (await gw.result(empty.queryId)) as JobCompleted;
    expect(none).toMatchObject({ rows: 0, inlineData: '[]', pages: [{ pageNumber: 1, size: 2, count: 0, rangeStart: 0, rangeEnd: 0 }] });
  });

  it('on protocol 3 sends an inline result as a binary frame and its other messages as text; on protocol 1 all as text', async () => {
    const rooms = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, label: `Room ${i + 1}`, open: 1 }));
    /** Reconnects on `version`, runs a small query; every message of that connection, and the report. */
    const runOn = async (version: number): Promise<{ frames: Array<[string, boolean]>; done: JobCompleted }> => {
      gw.protocolVersion = version;
      const conn = gw.connections;
      gw.dropConnection();
      await eventually(() => gw.messages.some((m) => m.conn >= conn && m.message.type === 'agent:ready'), 10_000, `ready on protocol ${version}`);
      const j = job('SELECT id, label, open FROM rooms ORDER BY id');
      gw.dispatch(j);
      const done = (await gw.result(j.queryId)) as JobCompleted;
      expect(JSON.parse(done.inlineData!)).toEqual(rooms);
      expect(done.size).toBe(Buffer.byteLength(done.inlineData!));
      if (version >= 2) gw.send({ type: 'job:ack', queryId: j.queryId });
      return { frames: gw.messages.filter((m) => m.conn >= conn).map((m) => [m.message.type, m.binary]), done };
    };
    try {
      const binary = await runOn(3);
      expect(binary.frames).toEqual([
        ['agent:hello', false],
        ['agent:ready', false],
        ['job:completed', true],
      ]);
      const text = await runOn(1);
      expect(text.frames.every(([, isBinary]) => !isBinary)).toBe(true);
      // The same report either way, apart from its id and times.
      const strip = (m: JobCompleted): unknown => ({ ...m, queryId: undefined, at: undefined, sqlExecutionDurationMs: undefined, startedAgoMs: undefined });
      expect(strip(binary.done)).toEqual(strip(text.done));
    } finally {
      gw.protocolVersion = 1;
    }
  });

  it('scalar returns the first column of the first row as JSON text, and that row as the data', async () => {
    const j = job('SELECT count(*) AS n, 7 AS other FROM patients', { executionMode: 'scalar' });
    gw.dispatch(j);
    const done = (await gw.result(j.queryId)) as JobCompleted;
    expect(done).toMatchObject({ type: 'job:completed', scalar: '50000', rows: 1 });
    expect(JSON.parse(done.inlineData!)).toEqual([{ n: PATIENTS, other: 7 }]);
    // Many rows: still only the first one; no row: the JSON text null.
    const many = job('SELECT name FROM patients ORDER BY id', { executionMode: 'scalar' });
    const nothing = job('SELECT name FROM patients WHERE id < 0', { executionMode: 'scalar' });
    gw.dispatch(many);
    gw.dispatch(nothing);
    expect(await gw.result(many.queryId)).toMatchObject({ scalar: JSON.stringify('Patient 1 Zoë-ä'), rows: 1 });
    expect(await gw.result(nothing.queryId)).toMatchObject({ scalar: 'null', rows: 0 });
  });

  it('nonQuery reports rowsAffected, no rows and one empty inline page', async () => {
    const j = job('UPDATE rooms SET open = 0 WHERE id <= 3', { executionMode: 'nonQuery' });
    gw.dispatch(j);
    const done = (await gw.result(j.queryId)) as JobCompleted;
    expect(done).toMatchObject({ type: 'job:completed', rowsAffected: 3, rows: 0, inlineData: '[]' });
    expect(done.pages).toEqual([{ pageNumber: 1, size: 2, count: 0, rangeStart: 0, rangeEnd: 0 }]);
    // A short immediate job ends with one message, saying how long ago it started; one that outlasts the
    // 25 ms hold (a loaded CI machine can make even this one do so) reports each step instead. Either is
    // correct; a few tries must show the single message at least once.
    let single = 0;
    for (let attempt = 0; attempt < 5 && single === 0; attempt++) {
      const short = attempt === 0 ? j : job('UPDATE rooms SET open = 0 WHERE id <= 3', { executionMode: 'nonQuery' });
      if (attempt > 0) gw.dispatch(short);
      const report = (await gw.result(short.queryId)) as JobCompleted;
      const types = gw.of(short.queryId).map((m) => m.type);
      if (types.length === 1) {
        expect(types).toEqual(['job:completed']);
        expect(report.startedAgoMs).toBeGreaterThanOrEqual(0);
        single++;
      } else {
        expect(types).toEqual(['job:started', 'job:uploading', 'job:completed']);
        expect(report.startedAgoMs).toBeUndefined();
      }
    }
    expect(single).toBe(1);
    // An async one reports each step as it happens.
    const a = job('UPDATE rooms SET open = 1 WHERE id <= 2', { executionMode: 'nonQuery', mode: 'async' });
    gw.dispatch(a);
    expect(await gw.result(a.queryId)).toMatchObject({ type: 'job:completed', rowsAffected: 2 });
    expect(gw.of(a.queryId).map((m) => m.type)).toEqual(['job:started', 'job:uploading', 'job:completed']);
    expect((gw.of(a.queryId).at(-1) as JobCompleted).startedAgoMs).toBeUndefined();
  });

  it('an immediate job that runs past the hold sends its progress as usual, in order', async () => {
    const slow = 'with recursive n(i) as (select 1 union all select i + 1 from n where i < 3000000) select count(*) as c from n';
    const j = job(slow);
    gw.dispatch(j);
    const done = (await gw.result(j.queryId)) as JobCompleted;
    expect(done).toMatchObject({ type: 'job:completed', rows: 1 });
    expect(gw.of(j.queryId).map((m) => m.type)).toEqual(['job:started', 'job:uploading', 'job:completed']);
    expect(done.startedAgoMs).toBeUndefined();
  });

  it('an SQL error fails the job as executionFailed with the engine error, before any upload', async () => {
    const j = job('SELECT * FROM no_such_table');
    gw.dispatch(j);
    const done = (await gw.result(j.queryId)) as JobFailed;
    expect(done).toMatchObject({ type: 'job:failed', status: 'executionFailed', errorDetails: { errorType: 'sqlite' } });
    expect(done.errorDetails.errorMessage).toMatch(/no_such_table/);
    // Usually one message (the held start, see the nonQuery test); past the 25 ms hold on a loaded machine,
    // the start goes out first and the report carries no startedAgoMs.
    const types = gw.of(j.queryId).map((m) => m.type);
    if (types.length === 1) {
      expect(types).toEqual(['job:failed']);
      expect(done.startedAgoMs).toBeGreaterThanOrEqual(0);
    } else {
      expect(types).toEqual(['job:started', 'job:failed']);
      expect(done.startedAgoMs).toBeUndefined();
    }
    // An unknown catalogue is the agent's own 400.
    const lost = job('SELECT 1', { catalogue: 'elsewhere' });
    gw.dispatch(lost);
    expect(await gw.result(lost.queryId)).toMatchObject({ status: 'executionFailed', errorDetails: { errorType: 'agent', errorCode: 400 } });
  });

  it('a command timeout after rows started flowing is still an executionFailed with the engine error', async () => {
    // A first batch of rows at once, then a row every few million recursion steps: rows arrive, then the
    // command timeout stops the statement.
    const slow = 'with recursive n(i) as (select 1 union all select i + 1 from n where i < 2000000000) select i from n where i <= 1500 or i % 2000000 = 0';
    const j = job(slow, { mode: 'async', commandTimeoutMs: 700 });
    gw.dispatch(j);
    const done = (await gw.result(j.queryId)) as JobFailed;
    expect(done).toMatchObject({ type: 'job:failed', status: 'executionFailed', errorDetails: { errorType: 'sqlite' } });
    expect(gw.of(j.queryId).map((m) => m.type)).toEqual(['job:started', 'job:uploading', 'job:failed']);
  });

  it('uploads a large async result page by page: every row exactly once, in order; a 503 twice is retried at the same page', async () => {
    const j = job('SELECT id, name, born, balance, note FROM patients ORDER BY id', { mode: 'async' });
    gw.failures.set(`${j.queryId}/3`, [503, 503]);
    gw.dispatch(j);
    const done = (await gw.result(j.queryId, 25_000)) as JobCompleted;
    expect(done.type).toBe('job:completed');
    expect(done.inlineData).toBeUndefined();

    const stored = pagesOf(gw, j.queryId);
    expect(stored.length).toBeGreaterThan(10);
    expect(stored.map((p) => p.pageNumber)).toEqual(stored.map((_, i) => i + 1));
    const rows = stored.flatMap((p) => JSON.parse(p.body) as unknown[]);
    expect(rows).toEqual(sourceRows);
    // Each page: within the page size, headers and summary match its body.
    let next = 1;
    for (const [i, p] of stored.entries()) {
      const count = (JSON.parse(p.body) as unknown[]).length;
      expect(Buffer.byteLength(p.body)).toBeLessThanOrEqual(64 * 1024);
      expect(p.headers).toMatchObject({ 'content-type': 'application/json', 'rows-count': String(count), 'rows-range-start': String(next), 'rows-range-end': String(next + count - 1) });
      expect(done.pages[i]).toEqual({ pageNumber: p.pageNumber, size: Buffer.byteLength(p.body), count, rangeStart: next, rangeEnd: next + count - 1 });
      next += count;
    }
    expect(done.rows).toBe(PATIENTS);
    expect(done.size).toBe(stored.reduce((sum, p) => sum + Buffer.byteLength(p.body), 0));
    // Page 3 was tried three times, always as page 3; no other page was repeated.
    const attempts = gw.puts.filter((p) => p.queryId === j.queryId).map((p) => `${p.pageNumber}:${p.status}`);
    expect(attempts.filter((a) => a.startsWith('3:'))).toEqual(['3:503', '3:503', '3:204']);
    expect(attempts.length).toBe(stored.length + 2);
  });

  it('an immediate result over maxResultBytes fails with errorCode 413 and uploads nothing', async () => {
    const j = job('SELECT * FROM patients', { maxResultBytes: 100_000 });
    gw.dispatch(j);
    expect(await gw.result(j.queryId)).toMatchObject({ status: 'executionFailed', errorDetails: { errorType: 'agent', errorCode: 413 } });
    expect(gw.puts.filter((p) => p.queryId === j.queryId)).toEqual([]);
    // Under the limit but over the inline limit: pages are uploaded and completed lists them.
    const paged = job('SELECT * FROM patients WHERE id <= 3000', { maxResultBytes: 8_000_000, inlineLimitBytes: 1024, pageSizeBytes: 32 * 1024 });
    gw.dispatch(paged);
    const done = (await gw.result(paged.queryId)) as JobCompleted;
    expect(done.inlineData).toBeUndefined();
    expect(done.pages.length).toBe(pagesOf(gw, paged.queryId).length);
    expect(pagesOf(gw, paged.queryId).flatMap((p) => JSON.parse(p.body) as unknown[])).toEqual(sourceRows.slice(0, 3000));
    // A single page over the inline limit is uploaded as page 1.
    const single = job('SELECT id FROM rooms ORDER BY id', { inlineLimitBytes: 10 });
    gw.dispatch(single);
    const one = (await gw.result(single.queryId)) as JobCompleted;
    expect(one.inlineData).toBeUndefined();
    expect(one.pages).toEqual([{ pageNumber: 1, size: 46, count: 5, rangeStart: 1, rangeEnd: 5 }]);
    expect(pagesOf(gw, single.queryId).map((p) => p.body)).toEqual(['[{"id":1},{"id":2},{"id":3},{"id":4},{"id":5}]']);
    // An inline limit of 0 (a gateway set to take every result as pages) is a valid job: the result is a page.
    const none = job('SELECT id FROM rooms ORDER BY id', { inlineLimitBytes: 0 });
    gw.dispatch(none);
    const paged0 = (await gw.result(none.queryId)) as JobCompleted;
    expect(paged0).toMatchObject({ type: 'job:completed', rows: 5 });
    expect(paged0.inlineData).toBeUndefined();
    expect(pagesOf(gw, none.queryId).map((p) => p.body)).toEqual(['[{"id":1},{"id":2},{"id":3},{"id":4},{"id":5}]']);
  });

  it('a job past its startDeadline is reported expiredInQueue without running', async () => {
    const j = job('SELECT 1 AS one', { startDeadline: new Date(Date.now() - 1000).toISOString() });
    gw.dispatch(j);
    expect(await gw.result(j.queryId)).toMatchObject({ type: 'job:failed', status: 'expiredInQueue', errorDetails: { errorType: 'agent' } });
    expect(gw.of(j.queryId).map((m) => m.type)).toEqual(['job:failed']);
  });

  it('measures the start allowance on its own clock: a drifted clock does not expire fresh work', async () => {
    // As seen by an agent whose clock runs 10 minutes ahead of the gateway's.
    const j = job('SELECT 1 AS one', { startDeadline: new Date(Date.now() - 600_000).toISOString(), startWithinMs: 30_000 });
    gw.dispatch(j);
    expect(await gw.result(j.queryId)).toMatchObject({ type: 'job:completed', rows: 1 });
    // And the other way: a clock running behind does not keep stale work alive. The async lane is held
    // busy while the agent's clock (held still meanwhile) moves past the waiting job's 50 ms allowance,
    // although its startDeadline (gateway clock) is far ahead.
    const hold = gate();
    const busy = job('SELECT * FROM patients ORDER BY id', { mode: 'async' });
    gw.holds.set(busy.queryId, hold.wait);
    gw.dispatch(busy);
    await eventually(() => gw.of(busy.queryId).some((m) => m.type === 'job:uploading'), 10_000, 'the busy job uploading');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const late = job('SELECT 1 AS one', { mode: 'async', startDeadline: new Date(Date.now() + 600_000).toISOString(), startWithinMs: 50 });
      gw.dispatch(late);
      await barrier();
      vi.setSystemTime(Date.now() + 1_000);
      hold.open();
      expect(await gw.result(late.queryId)).toMatchObject({ type: 'job:failed', status: 'expiredInQueue' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('immediate jobs overtake queued async jobs; a queued job can be cancelled', async () => {
    const hold = gate();
    const slow = job('SELECT * FROM patients ORDER BY id', { mode: 'async' });
    const waiting = job('SELECT id FROM rooms', { mode: 'async' });
    const cancelled = job('SELECT id FROM rooms', { mode: 'async' });
    gw.holds.set(slow.queryId, hold.wait);
    gw.dispatch(slow);
    await eventually(() => gw.of(slow.queryId).some((m) => m.type === 'job:uploading'), 10_000, 'the slow job uploading');
    gw.dispatch(waiting);
    gw.dispatch(cancelled);
    const quick = job('SELECT label FROM rooms WHERE id = 5');
    gw.dispatch(quick);
    expect(await gw.result(quick.queryId)).toMatchObject({ type: 'job:completed', inlineData: '[{"label":"Room 5"}]' });
    // The async slot is still taken: the second async job has not even started.
    expect(gw.of(waiting.queryId)).toEqual([]);
    expect(gw.of(slow.queryId).some((m) => m.type === 'job:completed')).toBe(false);

    gw.send({ type: 'job:cancel', queryId: cancelled.queryId, reason: 'test' });
    // Queued behind the cancelled job in the single async lane: had that one stayed, it would have run first.
    const after = job('SELECT id FROM rooms', { mode: 'async' });
    gw.dispatch(after);
    hold.open();
    expect(await gw.result(slow.queryId, 20_000)).toMatchObject({ type: 'job:completed', rows: PATIENTS });
    expect(await gw.result(waiting.queryId)).toMatchObject({ type: 'job:completed', rows: 5 });
    expect(await gw.result(after.queryId)).toMatchObject({ type: 'job:completed', rows: 5 });
    expect(gw.of(cancelled.queryId)).toEqual([]);
  });

  it('cancelling a running job stops its uploads without a report', async () => {
    const hold = gate();
    const j = job('SELECT * FROM patients ORDER BY id', { mode: 'async' });
    gw.holds.set(j.queryId, hold.wait);
    gw.dispatch(j);
    // Its first page is at the gateway, held there.
    await eventually(() => gw.arrived.includes(`${j.queryId}/1`), 10_000, 'the first page');
    gw.send({ type: 'job:cancel', queryId: j.queryId, reason: 'expired' });
    await barrier();
    hold.open();
    await eventually(() => agent.jobs.activeJobs === 0, 10_000, 'the cancelled job to end');
    // A report of the cancelled job would have been written before it ended, so before this answer.
    await barrier();
    expect(gw.of(j.queryId).map((m) => m.type)).toEqual(['job:started', 'job:uploading']);
    // Page 1 is held back until page 2 exists, then four pages upload at once: none past those was cut.
    expect(gw.puts.filter((p) => p.queryId === j.queryId && p.pageNumber > 6)).toEqual([]);
    expect(agent.jobs.activeJobs).toBe(0);
  });

  it('on protocol 4 uploads pages compressed as the welcome names across a WAN, to their own path; every row once', async () => {
    const rows = await runOnProtocol4('br', true);
    const encoded = rows.puts.filter((p) => p.encoding !== undefined);
    // The link's rate is unknown at first, so the first page goes compressed; later ones as the link allows.
    expect(rows.puts[0]).toMatchObject({ pageNumber: 1, encoding: 'br' });
    for (const p of encoded) {
      expect(p.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(p.wire).toString('utf8')).toBe(p.body);
      expect(p.wire.length).toBeLessThan(Buffer.byteLength(p.body) / 4);
    }
    for (const p of rows.puts.filter((q) => q.encoding === undefined)) expect(p.wire.toString('utf8')).toBe(p.body);
  });

  it('uploads pages as they are to a gateway on the local network, where compressing would only cost CPU', async () => {
    const rows = await runOnProtocol4('br', true, 0);
    expect(rows.puts.every((p) => p.encoding === undefined)).toBe(true);
  });

  it('falls back to uncompressed uploads when the gateway has no path for compressed pages (an older instance)', async () => {
    const rows = await runOnProtocol4('br', false);
    expect(rows.puts.every((p) => p.encoding === undefined)).toBe(true);
  });

  it('meets a gateway that refuses its protocol version by offering the one before, and works with it', async () => {
    gw.protocolVersion = 3;
    gw.newestProtocol = 3;
    try {
      const conn = gw.connections;
      gw.dropConnection();
      await eventually(() => gw.messages.some((m) => m.conn >= conn && m.message.type === 'agent:ready'), 15_000, 'ready on protocol 3');
      const hellos = gw.messages.filter((m) => m.conn >= conn && m.message.type === 'agent:hello').map((m) => m.message as { protocolVersion: number; pageEncodings?: string[] });
      expect(hellos.map((h) => h.protocolVersion)).toEqual([4, 3]);
      expect(hellos[1]!.pageEncodings).toBeUndefined();
      const j = job('SELECT id, name, born, balance, note FROM patients ORDER BY id', { mode: 'async' });
      gw.dispatch(j);
      expect(await gw.result(j.queryId, 25_000)).toMatchObject({ type: 'job:completed', rows: PATIENTS });
      gw.send({ type: 'job:ack', queryId: j.queryId });
      expect(pagesOf(gw, j.queryId).every((p) => p.encoding === undefined)).toBe(true);
    } finally {
      gw.protocolVersion = 1;
      gw.newestProtocol = Number.MAX_SAFE_INTEGER;
    }
  });

  it('a page the gateway no longer wants (410) stops the job without retrying', async () => {
    const j = job('SELECT * FROM patients ORDER BY id', { mode: 'async' });
    gw.failures.set(`${j.queryId}/2`, [410]);
    gw.dispatch(j);
    expect(await gw.result(j.queryId)).toMatchObject({ type: 'job:failed', status: 'uploadFailed', errorDetails: { errorType: 'http', errorCode: 410 } });
    // Pages upload a few at once, so others may have gone too; page 2 went once and was not retried.
    expect(gw.puts.filter((p) => p.queryId === j.queryId && p.pageNumber === 2).map((p) => p.status)).toEqual([410]);
  });

  it('keeps running through a dropped socket and reports after the next welcome and agent:ready', async () => {
    const hold = gate();
    const j = job('SELECT * FROM patients WHERE id <= 5000 ORDER BY id', { mode: 'async' });
    gw.holds.set(j.queryId, hold.wait);
    gw.dispatch(j);
    await eventually(() => gw.of(j.queryId).some((m) => m.type === 'job:uploading'), 10_000, 'uploading');
    const before = gw.connections;
    gw.dropConnection();
    hold.open();
    const done = await gw.result(j.queryId, 15_000);
    expect(done).toMatchObject({ type: 'job:completed', rows: 5000 });
    const later = gw.messages.filter((m) => m.conn >= before).map((m) => m.message.type);
    expect(later.indexOf('agent:ready')).toBeGreaterThan(-1);
    expect(later.indexOf('job:completed')).toBeGreaterThan(later.indexOf('agent:ready'));
    expect(later).not.toContain('job:orphaned');
  });

  it('keeps a terminal report the gateway did not acknowledge, sends it again on the next connection before ready, and forgets it at job:ack', async () => {
    // A gateway instance killed with the report unread in its buffer: written is not received.
    gw.protocolVersion = 2;
    try {
      const firstConn = gw.connections;
      gw.dropConnection();
      await eventually(() => gw.messages.some((m) => m.conn >= firstConn && m.message.type === 'agent:ready'), 10_000, 'ready on protocol 2');
      const j = job('SELECT * FROM patients WHERE id <= 3000 ORDER BY id', { mode: 'async' });
      gw.dispatch(j);
      const report = await gw.result(j.queryId);
      expect(report).toMatchObject({ type: 'job:completed', rows: 3000 });
      const journalIds = (): string[] => (JSON.parse(fs.readFileSync(journalPathFor(config, settings), 'utf8')) as { jobs: { queryId: string }[] }).jobs.map((e) => e.queryId);
      // Not acknowledged: the journal keeps the job (a crash now would report it as an orphan). The journal is
      // written in order, so once a later job's entry is on disk, so is whatever this report did to it.
      await eventually(() => agent.jobs.unacknowledgedReports === 1, 5000, 'the report kept for its acknowledgement');
      const later = job('SELECT id FROM rooms', { mode: 'async' });
      gw.dispatch(later);
      expect(await gw.result(later.queryId)).toMatchObject({ type: 'job:completed', rows: 5 });
      await eventually(() => journalIds().includes(later.queryId), 5000, 'the later job in the journal');
      expect(journalIds()).toContain(j.queryId);
      gw.send({ type: 'job:ack', queryId: later.queryId });
      await eventually(() => !journalIds().includes(later.queryId), 5000, 'the later job acknowledged');
      expect(agent.jobs.unacknowledgedReports).toBe(1);

      const secondConn = gw.connections;
      gw.dropConnection();
      await eventually(() => gw.messages.some((m) => m.conn >= secondConn && m.message.type === 'agent:ready'), 10_000, 'ready again');
      const again = gw.messages.filter((m) => m.conn >= secondConn).map((m) => m.message);
      expect(again.map((m) => m.type)).toEqual(['agent:hello', 'job:completed', 'agent:ready']);
      expect(again[1]).toEqual(report);

      gw.send({ type: 'job:ack', queryId: j.queryId });
      await eventually(() => !journalIds().includes(j.queryId), 5000, 'journal entry gone after the ack');
      expect(agent.jobs.unacknowledgedReports).toBe(0);
      const thirdConn = gw.connections;
      gw.dropConnection();
      await eventually(() => gw.messages.some((m) => m.conn >= thirdConn && m.message.type === 'agent:ready'), 10_000, 'ready a third time');
      expect(gw.messages.filter((m) => m.conn >= thirdConn).map((m) => m.message.type)).toEqual(['agent:hello', 'agent:ready']);
    } finally {
      gw.protocolVersion = 1;
    }
  });

  it('a stop mid-job keeps the journal entry, and the next start reports it as an orphan before ready', async () => {
    const hold = gate();
    const j = job('SELECT * FROM patients ORDER BY id', { mode: 'async' });
    gw.holds.set(j.queryId, hold.wait);
    gw.dispatch(j);
    await eventually(() => gw.of(j.queryId).some((m) => m.type === 'job:uploading'), 10_000, 'uploading');
    // Stops with the page upload still held at the gateway: it does not wait for it.
    await agent.stop();
    hold.open();
    const journal = JSON.parse(fs.readFileSync(journalPathFor(config, settings), 'utf8')) as { jobs: { queryId: string; phase: string }[] };
    expect(journal.jobs).toEqual([expect.objectContaining({ queryId: j.queryId, phase: 'uploading' })]);

    const firstConn = gw.connections;
    agent = start();
    await eventually(() => gw.messages.some((m) => m.conn >= firstConn && m.message.type === 'agent:ready'), 10_000, 'ready again');
    const after = gw.messages.filter((m) => m.conn >= firstConn).map((m) => m.message);
    expect(after.map((m) => m.type)).toEqual(['agent:hello', 'job:orphaned', 'agent:ready']);
    expect(after[1]).toEqual({ type: 'job:orphaned', queryId: j.queryId, phase: 'uploading' });
  });
});
