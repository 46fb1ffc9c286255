/**
 * @module api/page-response
 * Writes a result page to the HTTP response from its PageReader: the raw JSON array (the stream endpoint)
 * or the `{data, parameters}` envelope around its base64 (the page endpoint); and other stored content the same
 * way (a bulk export's rendered NDJSON). Both read through buffers
 * borrowed from a pool that all responses share, and a buffer goes back only once the socket has taken
 * what was written from it (the write's callback), so a gateway serving pages allocates nothing per page.
 *
 * Why: a file read stream allocates a fresh buffer for every chunk, and each counts as external memory,
 * which V8 answers with collections of the whole heap (~30 MB in the gateway) — measured on a 1 MiB page
 * read 500 times: 4.3 ms of gateway CPU a page through the read stream (64 KiB chunks), 6.5 ms with
 * 256 KiB chunks, of which GC alone was 1.3 ms; a bare Node server reading the same file whole spent 1 ms.
 *
 * The reply is hijacked once every check has passed and every header is decided: the body is written
 * here, with Content-Length, never past the page's size (a shorter content ends the response as an error,
 * so a client sees a truncated body, not a wrong one). A client that accepts a content encoding gets the
 * body encoded (then without Content-Length); a page stored compressed goes as it is stored to a client
 * that accepts its encoding. Fastify's onResponse hooks (metrics) still run for a
 * response that finishes; one destroyed midway never finishes, and is counted here (`reply.countCutOff`).
 */
import type { OutgoingHttpHeaders } from 'node:http';
import { finished } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { OpenPage, PageReader } from '../core/queries/pages.js';
import { COMPRESS_MIN_BYTES, encoderFor, preferredEncoding, takes } from './response-encoding.js';
import { setVersionHeader } from './version-header.js';

/** Bytes per read. A multiple of 3, so each base64 piece but the last encodes whole triplets. */
export const PAGE_READ_BYTES = 255 * 1024;
/**
 * Bytes encoded into one base64 string (the page endpoint). A multiple of 3, and small enough that each
 * string (64 Ki characters) is an ordinary young object: from 128 KiB on V8 puts a string in its
 * large-object space, and one such string per 255 KiB read made sending a large result through this endpoint
 * about three times the CPU it takes in these pieces (smaller pieces cost no less, larger ones as much as whole
 * reads).
 */
export const BASE64_PIECE_BYTES = 48 * 1024;
/** Idle buffers kept for later responses (beyond them, returned buffers are left to the collector). */
const POOL_LIMIT = 16;

/** Buffers of PAGE_READ_BYTES, shared by every page response of the process. */
class BufferPool {
  private readonly idle: Buffer[] = [];
  /** Buffers made since start (for tests: a steady load makes none). */
  made = 0;

  take(): Buffer {
    const buffer = this.idle.pop();
    if (buffer) return buffer;
    this.made++;
    // Never a slice of Node's shared pool: the buffer is the page reader's alone until it comes back.
    return Buffer.allocUnsafeSlow(PAGE_READ_BYTES);
  }

  give(buffer: Buffer): void {
    if (this.idle.length < POOL_LIMIT) this.idle.push(buffer);
  }
}

export const pageBuffers = new BufferPool();

/** The response went away (the client closed the connection) before its body was written. */
class ResponseClosed extends Error {}

/**
 * Writes `chunk`; resolves once the socket has taken it (the chunk's memory may be reused then). Rejects if
 * the response closes first: a destroyed stream calls back its pending writes with an error, and this
 * does not rely on it.
 */
function written(out: Output, chunk: Buffer | string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onClose = (): void => reject(new ResponseClosed('the response closed before the page was written'));
    out.res.once('close', onClose);
    out.sink.write(chunk, (err) => {
      out.res.off('close', onClose);
      if (err) reject(err);
      else resolve();
    });
  });
}

/** Where a body is written: the response itself, or an encoder in front of it. */
interface Output {
  res: FastifyReply['raw'];
  sink: Writable;
}

/**
 * Reads the page into two alternating buffers: one is read into while the other is being written. Calls
 * `emit` with each filled part (and whether it ends at `limit`); `emit` writes and returns the write's
 * promise, after which that buffer is read into again. Stops at `limit` bytes; returns the bytes read.
 */
async function pump(reader: PageReader, limit: number, emit: (part: Buffer, last: boolean) => Promise<void>): Promise<number> {
  const buffers = [pageBuffers.take(), pageBuffers.take()];
  const writes: (Promise<void> | undefined)[] = [undefined, undefined];
  // A buffer whose write failed may still be held by the socket: it is not given back.
  const settled = [true, true];
  let total = 0;
  try {
    for (let turn = 0; total < limit; turn ^= 1) {
      if (writes[turn]) await writes[turn];
      settled[turn] = true;
      const buffer = buffers[turn]!;
      const n = await reader.read(buffer.length > limit - total ? buffer.subarray(0, limit - total) : buffer);
      if (n === 0) break;
      total += n;
      settled[turn] = false;
      const write = emit(buffer.subarray(0, n), total >= limit);
      // Observed now so a failure while the other buffer is read is not an unhandled rejection.
      write.catch(() => undefined);
      writes[turn] = write;
    }
    await Promise.all(writes);
    settled[0] = settled[1] = true;
    return total;
  } finally {
    for (const [i, buffer] of buffers.entries()) if (settled[i]) pageBuffers.give(buffer);
  }
}

/**
 * Every header the reply holds so far (rate limits, page headers), plus what onSend would have added. An
 * encoded body has no length known ahead.
 */
function headersOf(reply: FastifyReply, contentType: string, length: number, encoding: Encoding | undefined): OutgoingHttpHeaders {
  setVersionHeader(reply);
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
  headers['content-type'] = contentType;
  headers.vary = 'accept-encoding';
  if (encoding) headers['content-encoding'] = encoding.name;
  if (!encoding?.here) headers['content-length'] = String(length);
  return headers;
}

/** A content encoding of the body: applied here (`here`), or already the stored bytes'. */
interface Encoding {
  name: string;
  here: boolean;
}

/** The encoding the gateway applies to a body of `length` bytes for this client, if any. */
function encodingFor(reply: FastifyReply, length: number): Encoding | undefined {
  if (length < COMPRESS_MIN_BYTES) return undefined;
  const name = preferredEncoding(reply.request.headers['accept-encoding']);
  return name ? { name, here: true } : undefined;
}

/**
 * Opens the content, hijacks the reply and runs `body`; the response ends, or is destroyed on failure.
 * `encoding` says how the body goes: encoded here, already encoded (the stored bytes), or as it is.
 */
async function respond(
  reply: FastifyReply,
  content: Pick<OpenPage, 'open'>,
  contentType: string,
  length: number,
  encoding: Encoding | undefined,
  body: (reader: PageReader, out: Output) => Promise<boolean>,
): Promise<void> {
  // Opened before the reply is hijacked: content that cannot be opened is still an ordinary error answer.
  const reader = await content.open();
  const res = reply.raw;
  reply.hijack();
  const encoder = encoding?.here ? encoderFor(encoding.name) : undefined;
  const out: Output = { res, sink: encoder ?? res };
  try {
    res.writeHead(200, headersOf(reply, contentType, length, encoding));
    encoder?.pipe(res);
    if (!(await body(reader, out))) {
      // The store holds less than the page's row says: a fault of the store, not of the client.
      reply.log.warn('stored content shorter than its recorded size; the response was cut off');
      res.destroy(new Error('the stored content is shorter than its recorded size'));
      reply.countCutOff();
      return;
    }
    if (encoder) {
      encoder.end();
      await finished(res);
    } else {
      res.end();
    }
  } catch (err) {
    // A client that leaves midway is not the gateway's fault; a read that fails is.
    if (err instanceof ResponseClosed || res.destroyed) reply.log.debug({ err }, 'streamed response ended by the client');
    else reply.log.warn({ err }, 'streamed response failed midway');
    encoder?.destroy();
    res.destroy(err instanceof Error ? err : new Error(String(err)));
    reply.countCutOff();
  } finally {
    await reader.close().catch(() => undefined);
  }
}

/**
 * The stream endpoint: the page's JSON array — its stored bytes as they are when the page is stored compressed
 * and the client takes that encoding, else the text (encoded for the client if it asks).
 */
export function sendRawPage(reply: FastifyReply, page: OpenPage): Promise<void> {
  const stored = page.stored;
  if (stored && takes(reply.request.headers['accept-encoding'], stored.encoding)) {
    return respond(reply, stored, 'application/json; charset=utf-8', stored.size, { name: stored.encoding, here: false }, async (reader, out) => {
      const sent = await pump(reader, stored.size, (part) => written(out, part));
      return sent === stored.size;
    });
  }
  return sendStoredContent(reply, page, 'application/json; charset=utf-8');
}

/**
 * Stored content of a known size as it is (the stream endpoint's page text, a bulk export's rendered file), as
 * `contentType`, encoded for the client if it asks.
 */
export function sendStoredContent(reply: FastifyReply, content: Pick<OpenPage, 'size' | 'open'>, contentType: string): Promise<void> {
  return respond(reply, content, contentType, content.size, encodingFor(reply, content.size), async (reader, out) => {
    const sent = await pump(reader, content.size, (part) => written(out, part));
    return sent === content.size;
  });
}

/** The page endpoint: `{"data":"<base64 of the page>","parameters":[…]}`. */
export function sendBase64Page(reply: FastifyReply, page: OpenPage): Promise<void> {
  return sendBase64Within(reply, page, '{"data":"', `","parameters":${JSON.stringify(page.parameters)}}`);
}

/**
 * `head`, the base64 of the content, `tail`, as a 200 JSON response: the page endpoint's envelope, or a query
 * record whose `result.data` is the content (api/record-response).
 */
export function sendBase64Within(reply: FastifyReply, content: Pick<OpenPage, 'size' | 'open'>, head: string, tail: string): Promise<void> {
  const length = Buffer.byteLength(head) + 4 * Math.ceil(content.size / 3) + Buffer.byteLength(tail);
  return respond(reply, content, 'application/json; charset=utf-8', length, encodingFor(reply, length), async (reader, out) => {
    await written(out, head);
    // Every part but the last is a whole number of triplets (PAGE_READ_BYTES is a multiple of 3), unless
    // the reader returned a short read: then the stray bytes wait for the next part.
    let carry = Buffer.alloc(0);
    const sent = await pump(reader, content.size, (part, last) => {
      const joined = carry.length > 0 ? Buffer.concat([carry, part]) : part;
      const whole = last ? joined.length : joined.length - (joined.length % 3);
      carry = Buffer.from(joined.subarray(whole));
      if (whole === 0) return Promise.resolve();
      // Each base64 text is a string of its own: the buffer may be read into again at once. Writes finish in
      // order, so the last one's callback says the part is out (and one listener per part is enough).
      let at = 0;
      for (; whole - at > BASE64_PIECE_BYTES; at += BASE64_PIECE_BYTES) out.sink.write(joined.toString('base64', at, at + BASE64_PIECE_BYTES));
      return written(out, joined.toString('base64', at, whole));
    });
    if (sent !== content.size) return false;
    if (carry.length > 0) await written(out, carry.toString('base64'));
    await written(out, tail);
    return true;
  });
}
