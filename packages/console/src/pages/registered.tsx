/**
 * Registered queries of a site: create one (a command run every `frequency` seconds for `duration`), see
 * each with its status, run metrics, `lastHash` and last error, read its latest result as a table, and
 * cancel it.
 */
import { useState } from 'preact/hooks';
import { decodeData, type Row, type Site } from '@site-query-gateway/client';
import type { components } from '@site-query-gateway/client/openapi-types.js';
import { integratorClient, must } from '../gateway.js';
import type { PageProps } from '../page-props.js';
import { shortTime } from '../time.js';
import { ActionButton } from '../ui/action-button.js';
import { DataTable } from '../ui/data-table.js';
import { Empty, ErrorNotice, Loading } from '../ui/notices.js';
import { SitePicker } from '../ui/site-picker.js';
import { useLoad } from '../ui/use-load.js';

type RegisteredQuery = components['schemas']['RegisteredQuery'];

function RegisteredCard({ query, session, onChange }: { query: RegisteredQuery; session: PageProps['session']; onChange: () => void }) {
  const [rows, setRows] = useState<Row[]>();
  const [error, setError] = useState<unknown>();
  const api = integratorClient(session).api;
  const path = { siteId: query.siteId, queryId: query.id };
  return (
    <li class="card" aria-label={`Registered query ${query.name}`}>
      <h2>{query.name}</h2>
      <p>
        <span class={`badge ${query.status}`}>{query.status}</span> every {query.frequency} s for {query.duration} s · created {shortTime(query.createdAt)}
        {query.completedAt ? ` · ended ${shortTime(query.completedAt)}` : ''}
      </p>
      <dl>
        <dt>Runs</dt>
        <dd>
          {query.metrics.executionSucceededCount} succeeded, {query.metrics.executionFailedCount} failed
        </dd>
        <dt>Last run took</dt>
        <dd>{query.metrics.lastExecutionDuration} ms</dd>
        <dt>lastHash</dt>
        <dd>
          <code class="id">{query.lastHash ?? 'no result yet'}</code>
        </dd>
        <dt>Last error</dt>
        <dd>{query.lastErrorDetails ? `${query.lastErrorDetails.errorType} ${query.lastErrorDetails.errorCode}: ${query.lastErrorDetails.errorMessage}` : 'none'}</dd>
      </dl>
      <div class="actions">
        <ActionButton
          label={`Show the result of ${query.name}`}
          onError={setError}
          run={async () => {
            const result = await must(api.GET('/integrator/sites/{siteId}/queries/registered/{queryId}/results', { params: { path } }));
            setRows(decodeData(result.data));
          }}
        >
          Show result
        </ActionButton>
        {query.status === 'enabled' ? (
          <ActionButton label={`Cancel ${query.name}`} onError={setError} run={() => must(api.DELETE('/integrator/sites/{siteId}/queries/registered/{queryId}', { params: { path } })).then(onChange)}>
            Cancel
          </ActionButton>
        ) : null}
      </div>
      <ErrorNotice error={error} />
      {rows ? rows.length > 0 ? <DataTable rows={rows} caption={`Latest result of ${query.name}`} /> : <p class="empty">The latest result has no rows.</p> : null}
    </li>
  );
}

export function RegisteredPage({ session }: PageProps) {
  const [site, setSite] = useState<Site>();
  const siteId = site?.id ?? '';
  const api = integratorClient(session).api;
  const list = useLoad(async () => (siteId ? (await must(api.GET('/integrator/sites/{siteId}/queries/registered', { params: { path: { siteId } } }))).registeredQueries : undefined), [siteId]);
  const [name, setName] = useState('');
  const [sql, setSql] = useState('');
  const [frequency, setFrequency] = useState('60');
  const [duration, setDuration] = useState('3600');
  const [error, setError] = useState<unknown>();

  const create = async (event: Event): Promise<void> => {
    event.preventDefault();
    setError(undefined);
    try {
      await must(
        api.POST('/integrator/sites/{siteId}/queries/registered', {
          params: { path: { siteId } },
          body: { name: name.trim(), registeredQueryType: 'query', frequency: Number(frequency), duration: Number(duration), registerCommand: { command: { text: sql } } },
        }),
      );
      setName('');
      setSql('');
      list.reload();
    } catch (err) {
      setError(err);
    }
  };

  return (
    <>
      <SitePicker session={session} siteId={siteId} onSite={setSite} />
      {siteId ? (
        <form class="card" method="post" action="#" onSubmit={(e) => void create(e)}>
          <h2>Register a query</h2>
          <p class="hint">The site runs it every frequency seconds for duration seconds; a result is kept only when it changes (its lastHash).</p>
          <label>
            Name
            <input required value={name} onInput={(e) => setName(e.currentTarget.value)} />
          </label>
          <label>
            SQL
            <textarea rows={3} required spellcheck={false} value={sql} onInput={(e) => setSql(e.currentTarget.value)} />
          </label>
          <div class="fields">
            <label>
              Frequency (s)
              <input type="number" min={1} required value={frequency} onInput={(e) => setFrequency(e.currentTarget.value)} />
            </label>
            <label>
              Duration (s)
              <input type="number" min={1} max={86400} required value={duration} onInput={(e) => setDuration(e.currentTarget.value)} />
            </label>
          </div>
          <button type="submit">Register</button>
        </form>
      ) : null}
      <ErrorNotice error={error} />
      <div class="actions">
        <button type="button" onClick={list.reload} disabled={!siteId}>
          Refresh
        </button>
      </div>
      {list.loading && siteId && !list.data ? <Loading what="registered queries" /> : null}
      <ErrorNotice error={list.error} />
      {list.data && list.data.length === 0 ? <Empty>No registered queries run on this site. Register one above to have the site run it on a schedule.</Empty> : null}
      <ul class="history">
        {(list.data ?? []).map((q) => (
          <RegisteredCard key={q.id} query={q} session={session} onChange={list.reload} />
        ))}
      </ul>
    </>
  );
}
