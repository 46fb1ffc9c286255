/**
 * @module store/result-pages
 * Result pages and their content. Content is kept in chunks (about 64 KiB each) so that a page is written
 * from a request stream and read back into a response stream without ever being held whole.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database, QueryPageRow } from './schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface PageMeta {
  pageNumber: number;
  size: number;
  count: number;
  rangeStart: number;
  rangeEnd: number;
}

/** Removes any earlier attempt at this page (an upload being retried) and marks it uploading. */
export async function beginPage(db: Db, queryId: string, pageNumber: number, now: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('query_page_chunks').where('query_id', '=', queryId).where('page_number', '=', pageNumber).execute();
    await trx.deleteFrom('query_pages').where('query_id', '=', queryId).where('page_number', '=', pageNumber).execute();
    await trx
      .insertInto('query_pages')
      .values({ query_id: queryId, page_number: pageNumber, status: 'uploading', size: 0, row_count: 0, range_start: 0, range_end: 0, created_at: now })
      .execute();
  });
}

export async function insertPageChunk(db: Db, queryId: string, pageNumber: number, chunkIndex: number, data: Uint8Array): Promise<void> {
  await db.insertInto('query_page_chunks').values({ query_id: queryId, page_number: pageNumber, chunk_index: chunkIndex, data }).execute();
}

export async function completePage(db: Db, queryId: string, meta: PageMeta): Promise<void> {
  await db
    .updateTable('query_pages')
    .set({ status: 'cached', size: meta.size, row_count: meta.count, range_start: meta.rangeStart, range_end: meta.rangeEnd })
    .where('query_id', '=', queryId)
    .where('page_number', '=', meta.pageNumber)
    .execute();
}

/** Stores a small page in one go (inline results), in its own transaction. */
export async function storeWholePage(db: Kysely<Database>, queryId: string, meta: PageMeta, data: Uint8Array, chunkBytes: number, now: string): Promise<void> {
  await db.transaction().execute((trx) => writeWholePage(trx, queryId, meta, data, chunkBytes, now));
}

/** Writes a small page within the caller's transaction. */
export async function writeWholePage(trx: Db, queryId: string, meta: PageMeta, data: Uint8Array, chunkBytes: number, now: string): Promise<void> {
  {
    await trx.deleteFrom('query_page_chunks').where('query_id', '=', queryId).where('page_number', '=', meta.pageNumber).execute();
    await trx.deleteFrom('query_pages').where('query_id', '=', queryId).where('page_number', '=', meta.pageNumber).execute();
    await trx
      .insertInto('query_pages')
      .values({ query_id: queryId, page_number: meta.pageNumber, status: 'cached', size: meta.size, row_count: meta.count, range_start: meta.rangeStart, range_end: meta.rangeEnd, created_at: now })
      .execute();
    for (let offset = 0, index = 0; offset < data.length || index === 0; offset += chunkBytes, index++) {
      await insertPageChunk(trx, queryId, meta.pageNumber, index, data.subarray(offset, offset + chunkBytes));
    }
  }
}

export async function listPages(db: Db, queryId: string): Promise<QueryPageRow[]> {
  return db.selectFrom('query_pages').selectAll().where('query_id', '=', queryId).orderBy('page_number').execute();
}

export async function findPage(db: Db, queryId: string, pageNumber: number): Promise<QueryPageRow | undefined> {
  return db.selectFrom('query_pages').selectAll().where('query_id', '=', queryId).where('page_number', '=', pageNumber).executeTakeFirst();
}

/** Reads one chunk of page content, or undefined past the last one. */
export async function readPageChunk(db: Db, queryId: string, pageNumber: number, chunkIndex: number): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom('query_page_chunks')
    .select('data')
    .where('query_id', '=', queryId)
    .where('page_number', '=', pageNumber)
    .where('chunk_index', '=', chunkIndex)
    .executeTakeFirst();
  return row?.data;
}

/**
 * Retention: drops the content of every page of a query and marks the pages expired (their metadata stays,
 * so reads answer 410), and forgets what else may carry patient data: the command (SQL and parameter
 * values), the scalar and the output parameters.
 */
export async function expireResults(db: Kysely<Database>, queryId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('query_page_chunks').where('query_id', '=', queryId).execute();
    await trx.updateTable('query_pages').set({ status: 'expired' }).where('query_id', '=', queryId).execute();
    await trx
      .updateTable('queries')
      .set({ results_expire_at: null, command: '{}', scalar_value: null, output_parameters: null })
      .where('id', '=', queryId)
      .execute();
  });
}
