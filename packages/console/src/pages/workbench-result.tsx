/**
 * A query's answer in the workbench: its status and figures, the decoded rows as a table (an async query's
 * one page at a time, with progress while it runs), output parameters, and CSV and NDJSON downloads of
 * every row.
 */
import { Fragment } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { decodeData, type QueryRecord, type Row } from '@site-query-gateway/client';
import { toCsv, toNdjson, saveFile } from '../download.js';
import { integratorClient, must } from '../gateway.js';
import type { Session } from '../session.js';
import { DataTable } from '../ui/data-table.js';
import { ErrorNotice } from '../ui/notices.js';

export interface QueryRun {
  record: QueryRecord;
  /** An immediate query's rows; absent for async queries, whose rows are read page by page. */
  rows?: Row[];
  /** Each status the console saw, in order, while waiting. */
  seen: string[];
}

function pageProgress(record: QueryRecord): { cached: number; total: number } {
  const pages = record.result?.pages ?? [];
  return { cached: pages.filter((p) => p.status === 'cached').length, total: pages.length };
}

export function Progress({ run }: { run: QueryRun }) {
  const { cached, total } = pageProgress(run.record);
  const final = run.record.status === 'successful';
  return (
    <div class="card" aria-live="polite">
      <p>
        Status: <span class={`badge ${run.record.status}`}>{run.record.status}</span> · seen {run.seen.join(' → ')}
      </p>
      <label>
        Pages uploaded: {cached} of {total || '?'}
        <progress max={Math.max(total, 1)} value={final ? Math.max(total, 1) : cached} />
      </label>
      {run.record.result ? (
        <p>
          {run.record.result.rows} rows, {run.record.result.size} bytes
        </p>
      ) : null}
    </div>
  );
}

async function readPage(session: Session, record: QueryRecord, pageNumber: number): Promise<Row[]> {
  const page = await must(integratorClient(session).api.GET('/integrator/sites/{siteId}/queries/{queryId}/results/{pageNumber}', { params: { path: { siteId: record.siteId, queryId: record.id, pageNumber } } }));
  return page.data ? decodeData(page.data) : [];
}

export function QueryResult({ session, run }: { session: Session; run: QueryRun }) {
  const { record } = run;
  const pageCount = record.result?.pages?.length ?? 0;
  const [pageNumber, setPageNumber] = useState(1);
  const [pageRows, setPageRows] = useState<Row[]>();
  const [error, setError] = useState<unknown>();
  const [saving, setSaving] = useState(false);
  const ready = record.status === 'successful';
  const paged = record.mode === 'async' && ready && pageCount > 0;

  useEffect(() => {
    if (!paged) return;
    let current = true;
    setError(undefined);
    readPage(session, record, pageNumber).then(
      (rows) => current && setPageRows(rows),
      (err: unknown) => current && setError(err),
    );
    return () => {
      current = false;
    };
  }, [record.id, pageNumber, paged]);

  const allRows = async (): Promise<Row[]> => {
    if (run.rows) return run.rows;
    const rows: Row[] = [];
    for (let n = 1; n <= pageCount; n++) rows.push(...(await readPage(session, record, n)));
    return rows;
  };
  const download = async (format: 'csv' | 'ndjson'): Promise<void> => {
    setSaving(true);
    setError(undefined);
    try {
      const rows = await allRows();
      if (format === 'csv') saveFile(`query-${record.id}.csv`, 'text/csv', toCsv(rows));
      else saveFile(`query-${record.id}.ndjson`, 'application/x-ndjson', toNdjson(rows));
    } catch (err) {
      setError(err);
    } finally {
      setSaving(false);
    }
  };

  const page = record.result?.pages?.[pageNumber - 1];
  const rows = paged ? pageRows : run.rows;
  const outputs = (record.result?.parameters ?? []).filter((p) => p.direction !== 'input');
  return (
    <section aria-label="Result">
      {record.mode === 'async' ? <Progress run={run} /> : null}
      {ready && record.result?.rowsAffected !== undefined ? <p>{record.result.rowsAffected} rows affected.</p> : null}
      {ready && record.metrics.sqlExecutionDuration !== undefined ? <p class="muted">Ran in {record.metrics.sqlExecutionDuration} ms on the clinic's database.</p> : null}
      {paged ? (
        <div class="actions" role="group" aria-label="Pages">
          <button type="button" class="secondary" disabled={pageNumber <= 1} onClick={() => setPageNumber(pageNumber - 1)}>
            Previous page
          </button>
          <span>
            Page {pageNumber} of {pageCount}
            {page ? ` (rows ${page.rows.rangeStart}–${page.rows.rangeEnd})` : ''}
          </span>
          <button type="button" class="secondary" disabled={pageNumber >= pageCount} onClick={() => setPageNumber(pageNumber + 1)}>
            Next page
          </button>
        </div>
      ) : null}
      {rows && rows.length > 0 ? <DataTable rows={rows} caption={`Rows of query ${record.id}`} firstRow={page?.rows.rangeStart ?? 1} /> : null}
      {ready && rows && rows.length === 0 ? <p class="empty">The query returned no rows.</p> : null}
      {outputs.length > 0 ? (
        <dl>
          {outputs.map((p) => (
            <Fragment key={p.name}>
              <dt>{p.name}</dt>
              <dd>{p.value ?? 'NULL'}</dd>
            </Fragment>
          ))}
        </dl>
      ) : null}
      {ready && (run.rows || paged) ? (
        <div class="actions">
          <button type="button" class="secondary" disabled={saving} onClick={() => void download('csv')}>
            Download CSV
          </button>
          <button type="button" class="secondary" disabled={saving} onClick={() => void download('ndjson')}>
            Download NDJSON
          </button>
        </div>
      ) : null}
      <ErrorNotice error={error} />
    </section>
  );
}
