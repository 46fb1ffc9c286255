/**
 * @module core/queries/forget
 * Forgets a query's results and whatever else of it may carry patient data (its command, with the
 * parameter values; its scalar, output parameters and inline result; its pages' content), keeping the
 * record: status, timings and sizes. The retention sweep does it when results expire; a caller that keeps
 * no result (the FHIR facade) has it done as soon as it has read the result.
 */
import type { Store } from '../../store/db.js';
import { forgetQueryData } from '../../store/queries.js';
import { markPagesExpired } from '../../store/result-pages.js';

export async function forgetQueryResults(store: Store, queryId: string): Promise<void> {
  // Content first: a crash in between leaves the row to be swept again, never content without a row.
  await store.pageContent.discardQuery(queryId);
  await store.transaction(async (trx) => {
    await markPagesExpired(trx, queryId);
    await forgetQueryData(trx, queryId);
  });
}
