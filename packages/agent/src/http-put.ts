/**
 * @module agent/http-put
 * One HTTP PUT of a buffer, over keep-alive connections, answered with its status and (small) body text.
 * The page uploader uses this instead of `fetch` because fetch copies a request body before sending it
 * (the Fetch standard's "extract a body"): a second megabyte of garbage per result page, which piled up
 * as unreturned malloc memory between the agent's full collections, raising its peak memory. Here the
 * caller's buffer is written to the socket as it is.
 */
import { once } from 'node:events';
import http from 'node:http';
import https from 'node:https';

/**
 * Connections are kept for the next page, as fetch's pool kept them; idle ones do not hold the process open.
 * An idle one is closed after a few seconds (as fetch did), so a connection a clinic's NAT or firewall has
 * silently dropped is not picked for the next page; the timeout closes only idle connections, never one
 * carrying a request.
 */
const IDLE_SOCKET_MS = 4_000;
const keepAlive = {
  http: new http.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
  https: new https.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
};

/** The answer body is an acknowledgement or an error envelope; anything past this is not kept. */
const MAX_ANSWER_BYTES = 64 * 1024;

export interface PutAnswer {
  status: number;
  text: string;
}

/** The uplink's pacing: how much to write at once, and a wait until that much may be written. */
export interface Pace {
  pieceBytes(): number;
  take(bytes: number, signal: AbortSignal): Promise<void>;
}

/**
 * PUTs `body` to `url`. Rejects on a network failure or when `signal` aborts (with the error the request
 * emits, its `message` naming the cause); resolves with any HTTP answer, whatever its status, once the
 * answer has ended and the whole body has been handed to the operating system: a server may answer before
 * it has read the body, and the caller may write into `body` again as soon as this resolves. With `pace`,
 * the body is written in pieces, each once `pace` allows it.
 */
export function httpPut(url: URL, headers: Record<string, string>, body: Buffer, signal: AbortSignal, pace?: Pace): Promise<PutAnswer> {
  return new Promise((resolve, reject) => {
    let answer: PutAnswer | undefined;
    let sent = false;
    const settleIfDone = (): void => {
      if (answer !== undefined && sent) resolve(answer);
    };
    const secure = url.protocol === 'https:';
    const options: http.RequestOptions = {
      method: 'PUT',
      headers: { ...headers, 'content-length': String(body.length) },
      agent: secure ? keepAlive.https : keepAlive.http,
      signal,
    };
    const request = (secure ? https : http).request(url, options, (response) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      response.on('data', (chunk: Buffer) => {
        if (kept >= MAX_ANSWER_BYTES) return;
        chunks.push(chunk);
        kept += chunk.length;
      });
      response.on('end', () => {
        answer = { status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') };
        settleIfDone();
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.on('finish', () => {
      sent = true;
      settleIfDone();
    });
    if (pace) writePaced(request, body, pace, signal).catch(reject);
    else request.end(body);
  });
}

/** Writes `body` piece by piece as `pace` allows, respecting the socket's backpressure, then ends the request. */
async function writePaced(request: http.ClientRequest, body: Buffer, pace: Pace, signal: AbortSignal): Promise<void> {
  for (let at = 0; at < body.length; ) {
    const piece = body.subarray(at, Math.min(body.length, at + pace.pieceBytes()));
    at += piece.length;
    await pace.take(piece.length, signal);
    if (!request.write(piece)) await once(request, 'drain', { signal });
  }
  request.end();
}
