/**
 * The console's files: served under /console/ with the strict Content-Security-Policy, the page revalidated
 * and hashed assets cached; /console leads to /console/; a gateway built without the console answers 404.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../log.js';
import { CONSOLE_CSP, registerConsole } from './console-routes.js';

describe('console files', () => {
  let dir: string;
  const log = createLogger({ level: 'silent', name: 'test' });

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><script type="module" src="/console/assets/app-1.js"></script>');
    fs.writeFileSync(path.join(dir, 'assets', 'app-1.js'), 'console.log(1)');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  async function app(root: string) {
    const instance = Fastify();
    await registerConsole(instance, log, root);
    return instance;
  }

  it('serves the page under a CSP that allows only same-origin scripts, styles and calls', async () => {
    const gateway = await app(dir);
    const page = await gateway.inject({ url: '/console/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(CONSOLE_CSP);
    expect(CONSOLE_CSP).toContain("script-src 'self'");
    expect(CONSOLE_CSP).not.toContain('unsafe-inline');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const asset = await gateway.inject({ url: '/console/assets/app-1.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['content-security-policy']).toBe(CONSOLE_CSP);
    const bare = await gateway.inject({ url: '/console' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/console/');
    await gateway.close();
  });

  it('answers 404 when the gateway was built without the console', async () => {
    const gateway = await app(path.join(dir, 'missing'));
    expect((await gateway.inject({ url: '/console/' })).statusCode).toBe(404);
    await gateway.close();
  });
});
