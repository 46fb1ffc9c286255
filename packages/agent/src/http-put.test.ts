/**
 * The PUT under the page uploader: it settles only once the whole body has left (a server may answer
 * first), and an abort ends an attempt the server never answers.
 */
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { httpPut } from './http-put.js';

let server: http.Server | undefined;
let tcp: net.Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => (tcp ? tcp.close(resolve) : resolve(undefined)));
  tcp = undefined;
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

async function listen(handler: http.RequestListener): Promise<URL> {
  server = http.createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return new URL(`http://127.0.0.1:${(server.address() as { port: number }).port}/page`);
}

describe('httpPut', () => {
  it('resolves only after the whole body has left, even when the server answers before reading it', async () => {
    // A bare TCP server playing a gateway that answers 204 as soon as the headers are in and reads the body
    // slowly afterwards (Node's HTTP server would discard a body left unread once its answer ended).
    const body = Buffer.alloc(16 * 1024 * 1024, 1);
    let received: Promise<Buffer> | undefined;
    tcp = net.createServer((socket) => {
      received = new Promise((resolve) => {
        let head = Buffer.alloc(0);
        const parts: Buffer[] = [];
        let bodyBytes = 0;
        let answered = false;
        socket.on('data', (chunk: Buffer) => {
          if (!answered) {
            head = Buffer.concat([head, chunk]);
            const end = head.indexOf('\r\n\r\n');
            if (end < 0) return;
            answered = true;
            socket.write('HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n');
            chunk = head.subarray(end + 4);
            socket.pause();
            // allow-fixed-wait: the server reading slowly is the scenario (the body cannot all leave meanwhile).
            setTimeout(() => socket.resume(), 200);
          }
          parts.push(chunk);
          bodyBytes += chunk.length;
          if (bodyBytes >= body.length) resolve(Buffer.concat(parts));
        });
      });
    });
    await new Promise<void>((resolve) => tcp!.listen(0, '127.0.0.1', resolve));
    const url = new URL(`http://127.0.0.1:${(tcp.address() as net.AddressInfo).port}/page`);
    const answer = await httpPut(url, { 'content-type': 'application/json' }, body, AbortSignal.timeout(30_000));
    expect(answer.status).toBe(204);
    // The caller may now write the next page into the same memory (PageCutter.reuse): the server must still
    // receive the first page's bytes.
    body.fill(2);
    const got = await received!;
    expect(got.length).toBe(body.length);
    expect(got.every((b) => b === 1)).toBe(true);
  });

  it('rejects when its signal aborts an attempt the server never answers', async () => {
    const controller = new AbortController();
    // Aborted once the request is at the server, which never answers it.
    const url = await listen((req) => {
      req.resume();
      controller.abort();
    });
    const attempt = httpPut(url, {}, Buffer.from('[]'), controller.signal);
    await expect(attempt).rejects.toMatchObject({ name: 'AbortError' });
  });
});
