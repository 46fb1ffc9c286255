/**
 * @module core/queries/final-commit
 * Commits one batch of final records (flights' group commit) and decides its transaction, as core decides
 * every transaction; the store functions it calls open none.
 * - SQLite, all records new: one transaction on the raw connection, rows through prepared statements (the
 *   hot path of every immediate query on a single instance).
 * - One record another instance stored as queued, without pages: a single relaxed statement that commits on
 *   its own, in one round trip (the request waiting for it is on that other instance).
 * - Anything else: one relaxed transaction, so a batch's records, pages and wake-ups commit together.
 */
import type { Store } from '../../store/db.js';
import { insertFinalRecordsRaw, writeFinalRecords, type FinalRecord } from '../../store/final-records.js';

export async function commitFinalRecords(store: Store, records: readonly FinalRecord[]): Promise<void> {
  const first = records[0];
  if (!first) return;
  if (store.sqlite && records.every((r) => !r.stored)) {
    await store.sqlite.transaction((database) => insertFinalRecordsRaw(database, records));
    return;
  }
  if (records.length === 1 && first.stored && first.pages.length === 0) {
    await writeFinalRecords(store.relaxed, records);
    return;
  }
  await store.relaxedTransaction((trx) => writeFinalRecords(trx, records));
}
