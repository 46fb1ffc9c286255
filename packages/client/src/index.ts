/**
 * @module client
 * A typed TypeScript client for integrators: `api` is openapi-fetch over the types generated from the
 * gateway's OpenAPI document (every path, body and answer typed), and the helpers integrators otherwise write
 * by hand — an immediate query returning decoded rows, an async query awaited with progress, every row of
 * every page read from the stream endpoint one page at a time, and batch status — plus the operator's typed
 * client. Imports nothing of the gateway: it talks HTTP only, and runs in Node and in browsers (the console).
 */
import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './openapi-types.js';

export type QueryRecord = components['schemas']['QueryRecord'];
export type CreateQueryBody = components['schemas']['CreateQueryBody'];
export type Command = components['schemas']['Command'];
export type Site = components['schemas']['Site'];
export type BatchStatus = components['schemas']['BatchStatusResponse']['results'];

/** A row as the gateway encodes it: keys in select order; big integers, decimals and dates as strings. */
export type Row = Record<string, unknown>;

/** An error answer of the gateway, with its documented code (docs/errors.md). */
export class GatewayApiError extends Error {
  override name = 'GatewayApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The query record, when the failure carries one (an immediate SQL error, a timeout). */
    readonly record?: QueryRecord,
  ) {
    super(`${status} ${code}: ${message}`);
  }
}

export interface GatewayClientOptions {
  baseUrl: string;
  /** The integrator key (X-Api-Key). */
  apiKey: string;
  /** A fetch to use instead of the global one (tests, proxies). */
  fetch?: typeof fetch;
}

export interface OperatorClientOptions {
  baseUrl: string;
  /** The operator key (X-Operator-Key). */
  operatorKey: string;
  fetch?: typeof fetch;
}

/** The typed HTTP client with the operator's key, for the operator API under /admin. */
export function createOperatorClient(options: OperatorClientOptions): Client<paths> {
  return createClient<paths>({ baseUrl: options.baseUrl, headers: { 'X-Operator-Key': options.operatorKey }, ...(options.fetch ? { fetch: options.fetch } : {}) });
}

export interface WaitOptions {
  /** Called with each status read until the query is final. */
  onProgress?: (record: QueryRecord) => void;
  /** Between status reads; default 500 ms. */
  intervalMs?: number;
  /** Give up after this long; default 2 hours (the longest an async query may wait in its queue). */
  timeoutMs?: number;
  signal?: AbortSignal;
}

const FINAL = new Set(['successful', 'expiredInQueue', 'executionFailed', 'uploadFailed', 'initialisationFailed']);

/**
 * The GatewayApiError for an error answer: the envelope's code and message, or a FHIR OperationOutcome's first
 * issue (the FHIR routes answer those), with the query record when the body is one.
 */
export function apiError(status: number, body: unknown): GatewayApiError {
  const envelope = (body ?? {}) as { error?: { code?: string; message?: string }; resourceType?: string; issue?: { code?: string; diagnostics?: string }[] };
  const record = body && typeof body === 'object' && 'id' in body ? (body as QueryRecord) : undefined;
  if (envelope.resourceType === 'OperationOutcome') {
    const issue = envelope.issue?.[0];
    return new GatewayApiError(status, issue?.code ?? 'UNKNOWN', issue?.diagnostics ?? 'The gateway answered an OperationOutcome.');
  }
  return new GatewayApiError(status, envelope.error?.code ?? 'UNKNOWN', envelope.error?.message ?? 'The gateway answered an error.', record);
}

function fail(status: number, body: unknown): never {
  throw apiError(status, body);
}

/** Node's Buffer when it is there (fast on large results), else the browser's atob. */
const nodeBuffer = (globalThis as { Buffer?: { from(text: string, encoding: 'base64'): { toString(encoding: 'utf8'): string } } }).Buffer;

/** The rows of base64 UTF-8 JSON `data`, as a query record or a result page carries them. */
export function decodeData(data: string): Row[] {
  const text = nodeBuffer ? nodeBuffer.from(data, 'base64').toString('utf8') : new TextDecoder().decode(Uint8Array.from(atob(data), (c) => c.charCodeAt(0)));
  const value = JSON.parse(text) as unknown;
  return Array.isArray(value) ? (value as Row[]) : [{ value }];
}

/** The rows of an immediate query's record (data is base64 of UTF-8 JSON). */
export function decodeRows(record: QueryRecord): Row[] {
  const data = record.result?.data;
  return data === undefined ? [] : decodeData(data);
}

export interface GatewayClient {
  /** The typed HTTP client for every operation (openapi-fetch). */
  api: Client<paths>;
  site(siteId: string): Promise<Site>;
  /** Runs an immediate query: its record and its rows, decoded. A failure throws GatewayApiError. */
  immediate(siteId: string, body: CreateQueryBody): Promise<{ record: QueryRecord; rows: Row[] }>;
  /** Submits an async query; answers its record as created (status initialising). */
  submitAsync(siteId: string, body: CreateQueryBody): Promise<QueryRecord>;
  /** Reads the query's status until it is final; throws GatewayApiError when it ends without results. */
  waitFor(siteId: string, queryId: string, options?: WaitOptions): Promise<QueryRecord>;
  /**
   * Every row of every page of a successful async query, from the stream endpoint. A page is requested only
   * when the previous one has been consumed: a slow consumer holds one page, never the whole result.
   */
  rows(siteId: string, queryId: string): AsyncGenerator<Row>;
  batchStatus(siteId: string, queryIds: string[]): Promise<BatchStatus>;
}

export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  const api = createClient<paths>({ baseUrl: options.baseUrl, headers: { 'X-Api-Key': options.apiKey }, ...(options.fetch ? { fetch: options.fetch } : {}) });
  const fetchPage = options.fetch ?? fetch;

  const client: GatewayClient = {
    api,
    async site(siteId) {
      const { data, error, response } = await api.GET('/integrator/sites/{siteId}', { params: { path: { siteId } } });
      if (!data) fail(response.status, error);
      return data;
    },
    async immediate(siteId, body) {
      const { data, error, response } = await api.POST('/integrator/sites/{siteId}/queries/immediate', { params: { path: { siteId } }, body });
      if (!data) fail(response.status, error);
      return { record: data, rows: decodeRows(data) };
    },
    async submitAsync(siteId, body) {
      const { data, error, response } = await api.POST('/integrator/sites/{siteId}/queries/async', { params: { path: { siteId } }, body });
      if (!data) fail(response.status, error);
      return data;
    },
    async waitFor(siteId, queryId, wait = {}) {
      const deadline = Date.now() + (wait.timeoutMs ?? 7_200_000);
      for (;;) {
        wait.signal?.throwIfAborted();
        const { data, error, response } = await api.GET('/integrator/sites/{siteId}/queries/{queryId}', { params: { path: { siteId, queryId } } });
        if (!data) fail(response.status, error);
        wait.onProgress?.(data);
        if (FINAL.has(data.status)) {
          if (data.status === 'successful') return data;
          throw new GatewayApiError(409, 'QUERY_ENDED_WITHOUT_RESULTS', `The query ended ${data.status}: ${data.errorDetails?.errorMessage ?? 'no details'}`, data);
        }
        if (Date.now() > deadline) throw new GatewayApiError(504, 'QUERY_TIMEOUT', `The query is still ${data.status} after waiting.`, data);
        await new Promise((resolve) => setTimeout(resolve, wait.intervalMs ?? 500));
      }
    },
    async *rows(siteId, queryId) {
      const { data, error, response } = await api.GET('/integrator/sites/{siteId}/queries/{queryId}', { params: { path: { siteId, queryId } } });
      if (!data) fail(response.status, error);
      const pages = data.result?.pages ?? [];
      for (const page of pages) {
        const url = new URL(`/integrator/sites/${siteId}/queries/${queryId}/results/${page.pageNumber}/stream`, options.baseUrl);
        const res = await fetchPage(url, { headers: { 'X-Api-Key': options.apiKey } });
        if (!res.ok) fail(res.status, await res.json().catch(() => undefined));
        for (const row of (await res.json()) as Row[]) yield row;
      }
    },
    async batchStatus(siteId, queryIds) {
      const { data, error, response } = await api.POST('/integrator/sites/{siteId}/queries/status', { params: { path: { siteId } }, body: { queryIds } });
      if (!data) fail(response.status, error);
      return data.results;
    },
  };
  return client;
}
