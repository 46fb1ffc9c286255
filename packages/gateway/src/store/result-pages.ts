/**
 * @module store/result-pages
 * Result pages (`result_pages`): which pages a query has, their row ranges, and which upload attempt's
 * content each shows. An upload claims a page for its attempt when it starts and completes it only if
 * the page is still its own, so a stale or failed attempt can neither complete nor tear a page. Content
 * lives in the page content store (./page-content), or inline on the query.
 */
import { isPageEncoding, type PageEncoding } from '@site-query-gateway/protocol/page-encoding.js';
import type { Db } from './schema.js';
import type { PageRange, PageStorage, ResultPage } from './model.js';
import type { ResultPageRow } from './schema.js';

function toPage(row: ResultPageRow): ResultPage {
  const encoding = isPageEncoding(row.encoding) ? row.encoding : undefined;
  return {
    ...(encoding ? { encoding, storedSize: Number(row.stored_size ?? 0) } : {}),
    queryId: row.query_id,
    siteId: row.site_id,
    pageNumber: row.page_number,
    status: row.status,
    size: row.size,
    count: row.row_count,
    rangeStart: row.range_start,
    rangeEnd: row.range_end,
    storage: row.storage,
    attemptId: row.attempt_id,
    createdAt: row.created_at,
  };
}

export function toPageRow(page: ResultPage): ResultPageRow {
  return {
    query_id: page.queryId,
    site_id: page.siteId,
    page_number: page.pageNumber,
    status: page.status,
    size: page.size,
    row_count: page.count,
    range_start: page.rangeStart,
    range_end: page.rangeEnd,
    storage: page.storage,
    attempt_id: page.attemptId,
    created_at: page.createdAt,
    encoding: page.encoding ?? null,
    stored_size: page.encoding ? (page.storedSize ?? null) : null,
  };
}

/** Inserts pages that are complete already (an inline result; pages of an immediate query at its end). */
export async function insertPages(db: Db, pages: readonly ResultPage[]): Promise<void> {
  if (pages.length === 0) return;
  await db.insertInto('result_pages').values(pages.map(toPageRow)).execute();
}

/**
 * Claims a page for an upload attempt: the page becomes `uploading` under this attempt, whatever attempt
 * held it before (that one can then no longer complete it). Returns the attempt it took the page from,
 * so its content can be removed once this one completes.
 */
export async function claimPage(db: Db, claim: { queryId: string; siteId: string; pageNumber: number; attemptId: string; storage: PageStorage; now: string }): Promise<string | undefined> {
  const previous = await db
    .selectFrom('result_pages')
    .select('attempt_id')
    .where('query_id', '=', claim.queryId)
    .where('page_number', '=', claim.pageNumber)
    .executeTakeFirst();
  const row = { status: 'uploading' as const, size: 0, row_count: 0, range_start: 0, range_end: 0, storage: claim.storage, attempt_id: claim.attemptId, created_at: claim.now, encoding: null, stored_size: null };
  await db
    .insertInto('result_pages')
    .values({ query_id: claim.queryId, site_id: claim.siteId, page_number: claim.pageNumber, ...row })
    .onConflict((oc) => oc.columns(['query_id', 'page_number']).doUpdateSet(row))
    .execute();
  return previous?.attempt_id;
}

/**
 * Completes a page for its attempt; false when another attempt claimed it meanwhile (nothing changes).
 * `size` is the JSON text's; an encoded page also gives its encoding and the stored bytes.
 */
export async function completePage(
  db: Db,
  page: { queryId: string; pageNumber: number; attemptId: string; size: number; encoding?: PageEncoding; storedSize?: number } & PageRange,
): Promise<boolean> {
  const result = await db
    .updateTable('result_pages')
    .set({
      status: 'cached',
      size: page.size,
      row_count: page.count,
      range_start: page.rangeStart,
      range_end: page.rangeEnd,
      encoding: page.encoding ?? null,
      stored_size: page.encoding ? (page.storedSize ?? null) : null,
    })
    .where('query_id', '=', page.queryId)
    .where('page_number', '=', page.pageNumber)
    .where('attempt_id', '=', page.attemptId)
    .where('status', '=', 'uploading')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives up a claim (the attempt failed): the page is removed if this attempt still holds it. */
export async function releasePage(db: Db, queryId: string, pageNumber: number, attemptId: string): Promise<void> {
  await db
    .deleteFrom('result_pages')
    .where('query_id', '=', queryId)
    .where('page_number', '=', pageNumber)
    .where('attempt_id', '=', attemptId)
    .where('status', '=', 'uploading')
    .execute();
}

export async function listPages(db: Db, queryId: string): Promise<ResultPage[]> {
  return (await db.selectFrom('result_pages').selectAll().where('query_id', '=', queryId).orderBy('page_number').execute()).map(toPage);
}

export async function findPage(db: Db, queryId: string, pageNumber: number): Promise<ResultPage | undefined> {
  const row = await db.selectFrom('result_pages').selectAll().where('query_id', '=', queryId).where('page_number', '=', pageNumber).executeTakeFirst();
  return row && toPage(row);
}

/** Bytes of result content a query's pages hold. */
export async function queryResultBytes(db: Db, queryId: string): Promise<number> {
  const row = await db.selectFrom('result_pages').select((eb) => eb.fn.sum<number | string | null>('size').as('bytes')).where('query_id', '=', queryId).executeTakeFirst();
  return Number(row?.bytes ?? 0);
}

/** Bytes of result content a site's queries hold, not yet deleted (retention marks the pages expired as it deletes). */
export async function siteResultBytes(db: Db, siteId: string): Promise<number> {
  const row = await db
    .selectFrom('result_pages')
    .select((eb) => eb.fn.sum<number | string | null>('size').as('bytes'))
    .where('site_id', '=', siteId)
    .where('status', '!=', 'expired')
    .executeTakeFirst();
  return Number(row?.bytes ?? 0);
}

/** Retention: pages keep their description (reads answer 410) but are marked expired. */
export async function markPagesExpired(db: Db, queryId: string): Promise<void> {
  await db.updateTable('result_pages').set({ status: 'expired' }).where('query_id', '=', queryId).execute();
}
