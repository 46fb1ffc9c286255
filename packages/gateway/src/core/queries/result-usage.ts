/**
 * @module core/queries/result-usage
 * How many bytes of stored results a site and a query hold, as the upload quotas need on every page: read
 * from the store at most every USAGE_TTL_MS per site or query, with the pages this gateway stored since added
 * to the figure read.
 *
 * Why: summing a query's pages at every upload costs a statement that reads all its pages so far, so an
 * export's uploads read O(pages²) rows in all (a 16 GiB export of 1 MiB pages: over a hundred million rows
 * read); a site's sum reads every page it holds. The price is a figure up to USAGE_TTL_MS behind what other gateway instances
 * stored meanwhile (behind a load balancer an agent's uploads may land on any of them), so a quota may be
 * passed by that much upload before it is refused; a page stored again (a retried upload) is counted twice
 * until the next read, which only refuses earlier.
 */
import type { LRUCache } from 'lru-cache';
import { queryResultBytes, siteResultBytes } from '../../store/result-pages.js';
import { boundedLru } from '../bounded-lru.js';
import type { GatewayContext } from '../context.js';

/** How long a figure read from the store is used before it is read again. */
export const USAGE_TTL_MS = 5_000;
/** Sites and queries remembered per gateway (each list): those uploading now, with room to spare. */
const REMEMBERED = 10_000;

interface Usage {
  bytes: number;
  readAt: number;
}

/** A figure to check a quota against, and where to add what was stored under it. */
export interface ResultUsage {
  readonly bytes: number;
  add(bytes: number): void;
}

/** Figures by key (a site's id, a query's id), each read again once USAGE_TTL_MS old. */
export class UsageCounts {
  private readonly entries: LRUCache<string, Usage> = boundedLru(REMEMBERED);

  constructor(private readonly nowMs: () => number = () => performance.now()) {}

  async of(key: string, read: () => Promise<number>): Promise<ResultUsage> {
    const now = this.nowMs();
    let entry = this.entries.get(key);
    if (!entry || now - entry.readAt > USAGE_TTL_MS) {
      entry = { bytes: await read(), readAt: now };
      this.entries.set(key, entry);
    }
    const current = entry;
    return { bytes: current.bytes, add: (n) => (current.bytes += n) };
  }
}

const counts = new WeakMap<GatewayContext, { sites: UsageCounts; queries: UsageCounts }>();

function countsOf(ctx: GatewayContext): { sites: UsageCounts; queries: UsageCounts } {
  let found = counts.get(ctx);
  if (!found) counts.set(ctx, (found = { sites: new UsageCounts(), queries: new UsageCounts() }));
  return found;
}

/** Bytes a site's results hold now (see the module's note on how fresh). */
export function siteUsage(ctx: GatewayContext, siteId: string): Promise<ResultUsage> {
  return countsOf(ctx).sites.of(siteId, () => siteResultBytes(ctx.store.db, siteId));
}

/** Bytes a query's results hold now (see the module's note on how fresh). */
export function queryUsage(ctx: GatewayContext, queryId: string): Promise<ResultUsage> {
  return countsOf(ctx).queries.of(queryId, () => queryResultBytes(ctx.store.db, queryId));
}
