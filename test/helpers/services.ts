/**
 * Test helpers for suites that need a real database server. On a machine without the server the suite
 * is skipped with a printed reason; under CI (CI=true) a missing server fails the run instead, because
 * `.ci/run` installs and starts everything the tests need.
 */
import net from 'node:net';

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
