/**
 * Test helpers for suites that need a real database server. On a machine without the server the suite
 * is skipped with a printed reason; under CI (CI=true) a missing server fails the run instead, because
 * `.ci/run` installs and starts everything the tests need.
 */
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { posix } from 'node:path';
import Firebird from 'node-firebird';
import pg from 'pg';

export const PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const MYSQL_URL = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test';

function portOpen(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean): void => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Resolves whether the named service answers. Call at module top level (top-level await) and pass the
 * result to `describe.runIf`. Under CI a missing service throws, failing the suite loudly.
 */
export async function serviceAvailable(name: string, url: string): Promise<boolean> {
  const parsed = new URL(url);
  const ok = await portOpen(parsed.hostname, Number(parsed.port));
  if (!ok) {
    const reason = `${name} is not reachable at ${parsed.hostname}:${parsed.port}`;
    if (process.env.CI === 'true') throw new Error(`${reason}; under CI every database suite must run (.ci/run starts the servers).`);
    console.warn(`[skip] ${reason}: skipping the ${name} suite. Start it (see README, "Tests") to run it.`);
  }
  return ok;
}

/**
 * The Firebird server, credentials and test directory: TEST_FIREBIRD_URL, else the URL `.ci/firebird.sh`
 * wrote to its env file, else Debian's defaults.
 */
export function firebirdTestUrl(): string {
  if (process.env.TEST_FIREBIRD_URL) return process.env.TEST_FIREBIRD_URL;
  try {
    const env = readFileSync(process.env.FIREBIRD_ENV_FILE ?? '/etc/firebird/3.0/test.env', 'utf8');
    const line = env.split('\n').find((l) => l.startsWith('TEST_FIREBIRD_URL='));
    if (line) return line.slice('TEST_FIREBIRD_URL='.length).trim();
  } catch {
    // Not installed by .ci/firebird.sh here, or not readable: try the defaults.
  }
  return 'firebird://SYSDBA:masterkey@127.0.0.1:3050//var/lib/firebird/3.0/data/test/test.fdb';
}

/** `base` pointed at a database file named `<prefix>-<suffix>.fdb` (or `<prefix>_<suffix>`) in the same directory. */
export function firebirdDatabaseUrl(base: string, fileName: string, query = ''): string {
  const url = new URL(base);
  const dir = posix.dirname(decodeURIComponent(url.pathname.replace(/^\//, '')));
  return `${url.protocol}//${url.username}:${url.password}@${url.host}/${dir}/${fileName}${query}`;
}

/** Runs one administrative statement (create or drop a test schema) on its own PostgreSQL connection. */
export async function pgAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Runs statements one after the other on one attachment to the Firebird database of `url` (as its user, SYSDBA in tests). */
export async function firebirdStatements(url: string, statements: readonly string[]): Promise<void> {
  const db = await Firebird.attachAsync(Firebird.parseConnectionUri(url));
  try {
    for (const statement of statements) await db.queryAsync(statement, []);
  } finally {
    await db.detachAsync();
  }
}
