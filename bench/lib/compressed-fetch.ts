/**
 * @module bench/lib/compressed-fetch
 * B7's integrator reads a finished export as a modern HTTP client does: every page through the stream endpoint,
 * one after the other on a keep-alive connection, asking for compressed answers (Accept-Encoding: br, gzip) and
 * decoding them. It keeps nothing: it counts the bytes on the wire, the decoded bytes and the rows (by the
 * pages' Rows-Count headers).
 */
import http from 'node:http';
import { pipeline } from 'node:stream/promises';
import { Writable, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FetchReading, IntegratorTarget, PageInfo } from './result-fetch.js';

function decoderFor(encoding: string | undefined): NodeJS.ReadWriteStream | undefined {
  if (encoding === 'br') return zlib.createBrotliDecompress();
  if (encoding === 'gzip') return zlib.createGunzip();
  if (encoding === undefined) return undefined;
  throw new Error(`unexpected Content-Encoding ${encoding}`);
}

function readPage(agent: http.Agent, url: URL, apiKey: string): Promise<{ wire: number; text: number; rows: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { 'x-api-key': apiKey, 'accept-encoding': 'br, gzip' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`GET ${url.pathname} answered ${response.statusCode}`));
        return;
      }
      let wire = 0;
      let text = 0;
      response.on('data', (chunk: Buffer) => (wire += chunk.length));
      const count = new Writable({
        write(chunk: Buffer, _encoding, done) {
          text += chunk.length;
          done();
        },
      });
      const decoder = decoderFor(response.headers['content-encoding']);
      const done = decoder ? pipeline(response as Readable, decoder, count) : pipeline(response as Readable, count);
      done.then(() => resolve({ wire, text, rows: Number(response.headers['rows-count'] ?? 0) }), reject);
    });
    request.setTimeout(60_000, () => request.destroy(new Error(`GET ${url.pathname}: no answer within 60 s`)));
    request.on('error', reject);
  });
}

export async function fetchAllPagesCompressed(target: IntegratorTarget, queryId: string, pages: readonly PageInfo[]): Promise<FetchReading> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const started = performance.now();
  let wireBytes = 0;
  let bytes = 0;
  let rows = 0;
  try {
    for (const page of [...pages].sort((a, b) => a.pageNumber - b.pageNumber)) {
      const read = await readPage(agent, new URL(`${target.queriesUrl}/${queryId}/results/${page.pageNumber}/stream`), target.apiKey);
      wireBytes += read.wire;
      bytes += read.text;
      rows += read.rows;
    }
  } finally {
    agent.destroy();
  }
  return { endpoint: 'stream', ms: performance.now() - started, pages: pages.length, bytes, wireBytes, rows, headerRows: rows, firstRow: '', lastRow: '' };
}
