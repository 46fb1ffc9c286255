/**
 * @module api/console-routes
 * Serves the web console's built files (the gateway package's dist/console, made by `npm run build`) at
 * `/console/`, under a strict Content-Security-Policy: scripts, styles and calls only from this origin,
 * no inline script or style, no framing. Hashed assets are cached for good; the page itself is revalidated.
 * A gateway built without the console logs so once and answers 404 there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** The same from src/api (tests) and dist/api (the build): both sit two levels under the package. */
export const CONSOLE_DIR = fileURLToPath(new URL('../../dist/console/', import.meta.url));

export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export async function registerConsole(app: FastifyInstance, log: FastifyBaseLogger, dir = CONSOLE_DIR): Promise<void> {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    log.warn({ dir }, 'the console is not built: /console answers 404 (npm run build makes it)');
    return;
  }
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/console/',
    decorateReply: false,
    redirect: true,
    index: ['index.html'],
    cacheControl: false,
    setHeaders(res, file) {
      res.setHeader('Content-Security-Policy', CONSOLE_CSP);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Referrer-Policy', 'no-referrer');
      res.setHeader('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The page's relative asset paths need the trailing slash.
  app.get('/console', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/console/', 301));
}
