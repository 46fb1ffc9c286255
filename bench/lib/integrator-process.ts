/**
 * @module bench/lib/integrator-process
 * B3's integrator as its own process, as an integrator is: `relay` submits an async query, waits for its
 * final status and reads every page (result-fetch); `fetch` reads a query's pages again through one
 * endpoint. Answers over the bench's IPC channel (ipc.ts); times are taken here, around the requests.
 *
 * Why not in the bench process: there the reads would pay for the bench's own heap. Each page arrives as
 * 64 KiB buffers that count as external memory, and V8 answers external memory with collections of the
 * whole heap; the bench process's heap is several times that of a process that only reads, so its
 * collections would make a fetch take about twice as long.
 */
import { announceReady, serveIpc } from './ipc.js';
import { fetchAllPages, submitAndWait, type FetchReading, type IntegratorTarget, type PageInfo, type SubmitReading } from './result-fetch.js';

export interface RelayRequest {
  target: IntegratorTarget;
  sql: string;
  timeoutMs: number;
}

export interface RelayAnswer {
  submit: SubmitReading;
  /** Null when the query did not end successful (the record in `submit` says how it ended). */
  fetch: FetchReading | null;
  /** Submit → the last page read. */
  totalMs: number;
}

export interface FetchRequest {
  target: IntegratorTarget;
  queryId: string;
  pages: readonly PageInfo[];
  endpoint: 'stream' | 'page';
}

async function relay(args: unknown): Promise<RelayAnswer> {
  const { target, sql, timeoutMs } = args as RelayRequest;
  const started = performance.now();
  const submit = await submitAndWait(target, sql, timeoutMs);
  if (submit.record.status !== 'successful') return { submit, fetch: null, totalMs: performance.now() - started };
  const fetch = await fetchAllPages(target, submit.record.id, submit.record.result?.pages ?? [], 'stream');
  return { submit, fetch, totalMs: performance.now() - started };
}

function fetchAgain(args: unknown): Promise<FetchReading> {
  const { target, queryId, pages, endpoint } = args as FetchRequest;
  return fetchAllPages(target, queryId, pages, endpoint);
}

serveIpc({ relay, fetch: fetchAgain });
announceReady(null);
