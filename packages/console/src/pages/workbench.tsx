/**
 * The SQL workbench: a command (text, execution mode, parameters) run on a site and catalogue, immediately
 * or as an async query whose progress shows while it runs; each run is remembered in the query history.
 */
import { useState } from 'preact/hooks';
import { GatewayApiError, type CreateQueryBody, type Site } from '@site-query-gateway/client';
import { integratorClient } from '../gateway.js';
import { remember } from '../history.js';
import type { PageProps } from '../page-props.js';
import { ErrorNotice } from '../ui/notices.js';
import { ParametersEditor, type Parameter } from '../ui/parameters-editor.js';
import { SitePicker } from '../ui/site-picker.js';
import { QueryResult, type QueryRun } from './workbench-result.js';

type ExecutionMode = 'reader' | 'nonQuery' | 'scalar';

export function WorkbenchPage({ session }: PageProps) {
  const [site, setSite] = useState<Site>();
  const [catalogue, setCatalogue] = useState('');
  const [mode, setMode] = useState<'immediate' | 'async'>('immediate');
  const [executionMode, setExecutionMode] = useState<ExecutionMode>('reader');
  const [sql, setSql] = useState('');
  const [parameters, setParameters] = useState<Parameter[]>([]);
  const [run, setRun] = useState<QueryRun>();
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: Event): Promise<void> => {
    event.preventDefault();
    if (!site) return;
    const client = integratorClient(session);
    const body: CreateQueryBody = { command: { text: sql, executionMode, parameters }, ...(catalogue ? { catalogue } : {}) };
    setBusy(true);
    setError(undefined);
    setRun(undefined);
    const note = (queryId: string): void => remember({ queryId, siteId: site.id, mode, sql, submittedAt: new Date().toISOString() });
    try {
      if (mode === 'immediate') {
        const { record, rows } = await client.immediate(site.id, body);
        note(record.id);
        setRun({ record, rows, seen: [record.status] });
      } else {
        const created = await client.submitAsync(site.id, body);
        note(created.id);
        const seen = [created.status];
        setRun({ record: created, seen: [...seen] });
        const done = await client.waitFor(site.id, created.id, {
          intervalMs: 400,
          onProgress: (record) => {
            if (seen[seen.length - 1] !== record.status) seen.push(record.status);
            setRun({ record, seen: [...seen] });
          },
        });
        setRun({ record: done, seen: [...seen] });
      }
    } catch (err) {
      if (err instanceof GatewayApiError && err.record) note(err.record.id);
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <form class="card" method="post" action="#" onSubmit={(e) => void submit(e)}>
        <SitePicker session={session} siteId={site?.id ?? ''} onSite={setSite} catalogue={catalogue} onCatalogue={setCatalogue} />
        <fieldset>
          <legend>Mode</legend>
          <label class="inline">
            <input type="radio" name="mode" checked={mode === 'immediate'} onChange={() => setMode('immediate')} /> Immediate (answer in the request, up to 8 MB)
          </label>
          <label class="inline">
            <input type="radio" name="mode" checked={mode === 'async'} onChange={() => setMode('async')} /> Async (queued, paged results of any size)
          </label>
        </fieldset>
        <label>
          Execution mode
          <select value={executionMode} onChange={(e) => setExecutionMode(e.currentTarget.value as ExecutionMode)}>
            <option value="reader">reader (rows)</option>
            <option value="nonQuery">nonQuery (rows affected)</option>
            <option value="scalar">scalar (first value)</option>
          </select>
        </label>
        <label>
          SQL
          <textarea rows={6} required spellcheck={false} value={sql} onInput={(e) => setSql(e.currentTarget.value)} placeholder="SELECT * FROM BPS_Patients WHERE SURNAME = @surname" />
        </label>
        <ParametersEditor parameters={parameters} onChange={setParameters} />
        <button type="submit" disabled={busy || !site || sql.trim() === ''}>
          {busy ? 'Running…' : 'Run'}
        </button>
      </form>
      <ErrorNotice error={error} />
      {run ? <QueryResult session={session} run={run} /> : null}
    </>
  );
}
