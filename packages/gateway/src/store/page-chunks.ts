/**
 * @module store/page-chunks
 * Rows of `result_page_chunks`: page content in pieces (48 KiB: see chunk-page-store), keyed by the upload
 * attempt that wrote them. Used by the chunk page store only.
 */
import type { Db } from './schema.js';

interface ChunkKey {
  queryId: string;
  pageNumber: number;
  attemptId: string;
}

export async function insertChunk(db: Db, key: ChunkKey, chunkIndex: number, data: Uint8Array): Promise<void> {
  await db
    .insertInto('result_page_chunks')
    .values({ query_id: key.queryId, page_number: key.pageNumber, attempt_id: key.attemptId, chunk_index: chunkIndex, data })
    .execute();
}

/** One chunk of an attempt's content, or undefined past the last one. */
export async function readChunk(db: Db, key: ChunkKey, chunkIndex: number): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom('result_page_chunks')
    .select('data')
    .where('query_id', '=', key.queryId)
    .where('page_number', '=', key.pageNumber)
    .where('attempt_id', '=', key.attemptId)
    .where('chunk_index', '=', chunkIndex)
    .executeTakeFirst();
  return row?.data;
}

export async function deleteAttemptChunks(db: Db, key: ChunkKey): Promise<void> {
  await db
    .deleteFrom('result_page_chunks')
    .where('query_id', '=', key.queryId)
    .where('page_number', '=', key.pageNumber)
    .where('attempt_id', '=', key.attemptId)
    .execute();
}

export async function deleteQueryChunks(db: Db, queryId: string): Promise<void> {
  await db.deleteFrom('result_page_chunks').where('query_id', '=', queryId).execute();
}
