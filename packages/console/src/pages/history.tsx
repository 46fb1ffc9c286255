/**
 * Query history: the queries run from this tab, each with its current status read from the gateway (in
 * batches per site) and its status timing as a timeline — how long it waited, ran and uploaded.
 */
import type { QueryRecord } from '@site-query-gateway/client';
import { integratorClient } from '../gateway.js';
import { loadHistory, type HistoryEntry } from '../history.js';
import type { PageProps } from '../page-props.js';
import { shortTime } from '../time.js';
import { Empty, ErrorNotice, Loading } from '../ui/notices.js';
import { useLoad } from '../ui/use-load.js';

const STAGES = ['initialising', 'queued', 'downloading', 'executing', 'uploading'] as const;

function Timeline({ record }: { record: QueryRecord }) {
  const stages = STAGES.flatMap((stage) => {
    const timing = record.statusTiming[stage];
    return timing ? [{ stage, ...timing }] : [];
  });
  return (
    <ol class="timeline" aria-label={`Timeline of query ${record.id}`}>
      {stages.map((s) => (
        <li key={s.stage}>
          <strong>{s.stage}</strong> {shortTime(s.startTime)}
          {s.endTime ? ` · ${Math.max(0, Date.parse(s.endTime) - Date.parse(s.startTime))} ms` : ' · now'}
        </li>
      ))}
      {record.completedAt ? (
        <li>
          <strong>{record.status}</strong> {shortTime(record.completedAt)}
        </li>
      ) : null}
    </ol>
  );
}

async function readRecords(props: PageProps, entries: HistoryEntry[]): Promise<Map<string, QueryRecord>> {
  const client = integratorClient(props.session);
  const bySite = new Map<string, string[]>();
  for (const e of entries) bySite.set(e.siteId, [...(bySite.get(e.siteId) ?? []), e.queryId]);
  const records = new Map<string, QueryRecord>();
  for (const [siteId, ids] of bySite) {
    for (const found of await client.batchStatus(siteId, ids)) if (found.query) records.set(found.queryId, found.query);
  }
  return records;
}

export function HistoryPage(props: PageProps) {
  const entries = loadHistory();
  const records = useLoad(() => readRecords(props, entries), []);
  if (entries.length === 0) return <Empty>No queries yet. Run one in the SQL workbench and it shows here with its timeline.</Empty>;
  return (
    <>
      <div class="actions">
        <button type="button" onClick={records.reload}>
          Refresh
        </button>
      </div>
      {records.loading && !records.data ? <Loading what="query statuses" /> : null}
      <ErrorNotice error={records.error} />
      <ul class="history">
        {entries.map((entry) => {
          const record = records.data?.get(entry.queryId);
          return (
            <li key={entry.queryId} class="card">
              <p>
                <span class={`badge ${record?.status ?? ''}`}>{record?.status ?? 'unknown'}</span> {entry.mode} · {shortTime(entry.submittedAt)} · <code class="id">{entry.queryId}</code>
              </p>
              <pre class="sql">{entry.sql}</pre>
              {record ? <Timeline record={record} /> : <p class="muted">The gateway no longer has this query (past retention), or it could not be read.</p>}
              {record?.errorDetails ? (
                <p class="notice error">
                  {record.errorDetails.errorType} {record.errorDetails.errorCode}: {record.errorDetails.errorMessage}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}
