/**
 * @module agent/uploader
 * Uploads one result page to the gateway: `PUT {gatewayUrl}/agent/v1/queries/{queryId}/pages/{n}` with
 * the page's JSON array text as the body and its row range in headers — or, when the session agreed an
 * encoding, the text compressed that way to `…/encoded-pages/{n}` (protocol/page-encoding), falling back to
 * the plain path for good when the gateway does not know that route. Bytes go out at the uplink's pace
 * (link/uplink), so uploads leave room on the clinic's line for interactive answers. A network error, a timeout, a 5xx
 * or a 429 retries the SAME page with jittered exponential backoff within a total budget: the gateway
 * stores whole pages only, so resuming at the page that failed is resuming at the last whole page.
 * 404/409/410 mean the gateway no longer wants the result (cancelled, expired, finalised): no retry.
 * It never reads or cuts rows, and never holds more than the one page it is given.
 */
import { backOff } from 'exponential-backoff';
import { AGENT_API_PREFIX, ENCODED_PAGE_PATH, PAGE_HEADERS, RESULT_PAGE_PATH, ROUTE_NOT_FOUND_CODE, SUBSCRIPTION_KEY_HEADER, type PageEncoding } from '@site-query-gateway/protocol/index.js';
import { httpPut, type Pace, type PutAnswer } from './http-put.js';
import type { Uplink } from './link/uplink.js';
import type { Page } from './page-cutter.js';

export interface UploaderOptions {
  gatewayUrl: string;
  subscriptionKey: string;
  /** Total time one page may spend on retries before the upload fails (AGENT_UPLOAD_RETRY_MS). */
  retryBudgetMs: number;
  /** Time limit of one PUT; a clinic uplink may be slow, so this is generous. */
  requestTimeoutMs?: number;
  /** First backoff delay; doubles up to maxDelayMs. */
  startingDelayMs?: number;
  maxDelayMs?: number;
  /** Called before each retry (for logs). */
  onRetry?: (info: { queryId: string; pageNumber: number; attempt: number; reason: string }) => void;
  /** Encoding and pacing of uploads; without it pages go uncompressed and unpaced. */
  uplink?: Uplink;
  /** Called when the gateway turned out not to take encoded pages (for logs). */
  onEncodingRefused?: () => void;
  /** Called once a page is stored: how it went on the wire and the link's state then (for debug logs). */
  onStored?: (info: StoredPageInfo) => void;
}

export interface StoredPageInfo {
  queryId: string;
  pageNumber: number;
  /** Bytes of the page's text and on the wire, and its encoding (level) if compressed. */
  textBytes: number;
  wireBytes: number;
  encoding: string | undefined;
  level: number | undefined;
  /** From the start of the upload (compression included) until the gateway stored it. */
  ms: number;
  /** The uplink's rate (bytes a second), base round trip and queueing (ms) when it was stored. */
  rate: number | undefined;
  baseDelayMs: number | undefined;
  queueingMs: number | undefined;
}

/** Statuses that mean the gateway does not want this result any more. */
const GONE_STATUSES = new Set([404, 409, 410]);

export class UploadError extends Error {
  override name = 'UploadError';
  constructor(
    message: string,
    /** HTTP status of the last answer; undefined when no answer came (network, timeout). */
    readonly status: number | undefined,
    /** The gateway refused the page for good (404/409/410): stop the job, do not retry. */
    readonly gone: boolean,
  ) {
    super(message);
  }
}

/** A failure worth another attempt at the same page. */
class Retryable extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
  }
}

export function pageUrl(gatewayUrl: string, queryId: string, pageNumber: number, encoded = false): URL {
  const path = (encoded ? ENCODED_PAGE_PATH : RESULT_PAGE_PATH).replace(':queryId', encodeURIComponent(queryId)).replace(':pageNumber', String(pageNumber));
  return new URL(`${AGENT_API_PREFIX}${path}`, gatewayUrl);
}

/** A page as it goes on the wire: its text, or the text compressed (then `encoding` names how). */
interface WireBody {
  bytes: Buffer;
  encoding: PageEncoding | undefined;
  level?: number;
}

/** An older gateway's answer to the encoded path: it has no such route. */
function isUnknownRoute(answer: PutAnswer): boolean {
  if (answer.status !== 404) return false;
  try {
    const parsed = JSON.parse(answer.text) as { code?: string; error?: { code?: string } };
    return (parsed.code ?? parsed.error?.code) === ROUTE_NOT_FOUND_CODE;
  } catch {
    return false;
  }
}

export class PageUploader {
  private readonly requestTimeoutMs: number;

  constructor(private readonly options: UploaderOptions) {
    this.requestTimeoutMs = options.requestTimeoutMs ?? 120_000;
  }

  /**
   * Resolves once the gateway has stored the page (2xx). Rejects with UploadError when the gateway
   * refuses it for good or the retry budget runs out, or with the signal's reason when aborted.
   */
  async upload(queryId: string, page: Page, signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted();
    const started = Date.now();
    const uplink = this.options.uplink;
    // The upload uses the link from here (compression is chosen from what is known of it) until it ends.
    const end = uplink?.begin();
    try {
      await uplink?.ready();
      await this.store(queryId, page, started, signal);
    } finally {
      end?.();
    }
  }

  private async store(queryId: string, page: Page, started: number, signal: AbortSignal | undefined): Promise<void> {
    const uplink = this.options.uplink;
    let wire: WireBody = await this.encode(page);
    signal?.throwIfAborted();
    const attempt = async (): Promise<void> => {
      const answer = await this.putOnce(queryId, page, wire, signal);
      if (answer === 'unknown route') {
        uplink?.refuseEncoding();
        this.options.onEncodingRefused?.();
        wire = { bytes: page.body, encoding: undefined };
        const plain = await this.putOnce(queryId, page, wire, signal);
        if (plain === 'unknown route') throw new UploadError(`The gateway refused page ${page.pageNumber}: it has no page route`, 404, true);
      }
    };
    const retrying = backOff(attempt, {
      numOfAttempts: Number.MAX_SAFE_INTEGER,
      startingDelay: this.options.startingDelayMs ?? 500,
      timeMultiple: 2,
      maxDelay: this.options.maxDelayMs ?? 30_000,
      jitter: 'full',
      retry: (err: unknown, attemptNumber: number) => {
        if (signal?.aborted || !(err instanceof Retryable)) return false;
        if (Date.now() - started >= this.options.retryBudgetMs) return false;
        this.options.onRetry?.({ queryId, pageNumber: page.pageNumber, attempt: attemptNumber, reason: err.message });
        return true;
      },
    });
    try {
      await raceAbort(retrying, signal);
      const controller = uplink?.controller;
      this.options.onStored?.({
        queryId,
        pageNumber: page.pageNumber,
        textBytes: page.body.length,
        wireBytes: wire.bytes.length,
        encoding: wire.encoding,
        level: wire.level,
        ms: Date.now() - started,
        rate: controller?.rate,
        baseDelayMs: controller?.baseDelayMs,
        queueingMs: controller?.queueingMs,
      });
    } catch (err) {
      if (signal?.aborted) throw signal.reason;
      if (err instanceof Retryable) {
        throw new UploadError(`Upload of page ${page.pageNumber} failed after retrying for ${Date.now() - started} ms: ${err.message}`, err.status, false);
      }
      throw err;
    }
  }

  /** The page as it goes on the wire: compressed as the uplink chooses, or as it is. */
  private async encode(page: Page): Promise<WireBody> {
    const uplink = this.options.uplink;
    const compression = uplink?.compressionFor();
    if (!uplink || !compression) return { bytes: page.body, encoding: undefined };
    const bytes = await uplink.compress(page.body, compression);
    return { bytes, encoding: compression.encoding, level: compression.level };
  }

  /** One PUT of the page; resolves when it was stored, or with 'unknown route' when the encoded path is unknown. */
  private async putOnce(queryId: string, page: Page, wire: WireBody, signal: AbortSignal | undefined): Promise<void | 'unknown route'> {
    const timeout = AbortSignal.timeout(this.requestTimeoutMs);
    const uplink = this.options.uplink;
    const pace: Pace | undefined = uplink;
    let answer: PutAnswer;
    try {
      answer = await httpPut(
        pageUrl(this.options.gatewayUrl, queryId, page.pageNumber, wire.encoding !== undefined),
        {
          [SUBSCRIPTION_KEY_HEADER]: this.options.subscriptionKey,
          'content-type': 'application/json',
          ...(wire.encoding ? { 'content-encoding': wire.encoding } : {}),
          [PAGE_HEADERS.count]: String(page.count),
          [PAGE_HEADERS.rangeStart]: String(page.rangeStart),
          [PAGE_HEADERS.rangeEnd]: String(page.rangeEnd),
        },
        wire.bytes,
        signal ? AbortSignal.any([signal, timeout]) : timeout,
        pace,
      );
    } catch (err) {
      if (signal?.aborted) throw err;
      throw new Retryable(timeout.aborted ? `no answer within ${this.requestTimeoutMs} ms` : (err as Error).message, undefined);
    }
    if (answer.status >= 200 && answer.status < 300) return;
    if (wire.encoding && isUnknownRoute(answer)) return 'unknown route';
    const message = `HTTP ${answer.status}${describe(answer.text)}`;
    if (answer.status >= 500 || answer.status === 429) throw new Retryable(message, answer.status);
    throw new UploadError(`The gateway refused page ${page.pageNumber}: ${message}`, answer.status, GONE_STATUSES.has(answer.status));
  }
}

function describe(body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: string; error?: { message?: string } };
    const message = parsed.message ?? parsed.error?.message;
    return message ? ` ${message}` : '';
  } catch {
    return '';
  }
}

/** Settles with `promise`, or rejects with the signal's reason as soon as it is aborted. */
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason as Error);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (err: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(err as Error);
      },
    );
  });
}
