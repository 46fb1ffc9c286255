/**
 * The integrator's sites: each paired site with its availability, last heartbeat and its age, agent
 * version, clock drift and catalogues; and the form that pairs another site (with the clinic's code when
 * its kind needs one).
 */
import { useState } from 'preact/hooks';
import type { Site } from '@site-query-gateway/client';
import { integratorClient, must } from '../gateway.js';
import type { PageProps } from '../page-props.js';
import { age, clockDrift, shortTime } from '../time.js';
import { Empty, ErrorNotice, Loading } from '../ui/notices.js';
import { useLoad } from '../ui/use-load.js';
import { Badge, RecordTable, SiteIdentity } from '../ui/record-table.js';

const KINDS = ['Best Practice', 'Zedmed', 'D4w'];

export function SiteRows({ sites }: { sites: Site[] }) {
  return (
    <RecordTable label="Sites" columns={['Site', 'Availability', 'Last heartbeat', 'Agent version', 'Clock drift', 'Catalogues']}>
      {sites.map((site) => (
        <tr key={site.id}>
          <td>
            <SiteIdentity name={site.name || site.practiceMetadata.practiceName} site={site} />
          </td>
          <td>
            <Badge value={site.availability} />
          </td>
          <td>
            {shortTime(site.heartbeatTimestampUTC)}
            <br />
            <span class="muted">{age(site.heartbeatTimestampUTC)}</span>
          </td>
          <td>{site.linkVersion || '—'}</td>
          <td>{clockDrift(site.clientTimestampUTC, site.heartbeatTimestampUTC)}</td>
          <td>{site.catalogue.map((c) => `${c.name}${c.isDefault ? ' (default)' : ''}`).join(', ') || '—'}</td>
        </tr>
      ))}
    </RecordTable>
  );
}

function PairForm({ session, onPaired }: PageProps & { onPaired: () => void }) {
  const [kind, setKind] = useState(KINDS[0]!);
  const [siteId, setSiteId] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState<string>();
  const submit = async (event: Event): Promise<void> => {
    event.preventDefault();
    setError(undefined);
    setDone(undefined);
    try {
      const body = { practiceManagementName: kind, practiceManagementSiteId: siteId.trim(), ...(code.trim() ? { pairingCode: code.trim() } : {}) };
      // In the body, not the query string: a pairing code is a secret and stays out of URLs and logs.
      const site = await must(integratorClient(session).api.POST('/integrator/pair-site', { body }));
      setDone(`Paired with ${site.name || site.id}.`);
      setSiteId('');
      setCode('');
      onPaired();
    } catch (err) {
      setError(err);
    }
  };
  return (
    <form class="card" method="post" action="#" onSubmit={(e) => void submit(e)}>
      <h2>Pair a site</h2>
      <p class="hint">Ask the clinic for its practice-management site id and, for Best Practice, the pairing code its agent shows (site-agent pairing-code).</p>
      <div class="fields">
        <label>
          Practice management
          <select value={kind} onChange={(e) => setKind(e.currentTarget.value)}>
            {KINDS.map((k) => (
              <option key={k}>{k}</option>
            ))}
          </select>
        </label>
        <label>
          Practice-management site id
          <input required value={siteId} onInput={(e) => setSiteId(e.currentTarget.value)} />
        </label>
        <label>
          Pairing code
          <input value={code} autocomplete="off" onInput={(e) => setCode(e.currentTarget.value)} />
        </label>
      </div>
      <button type="submit">Pair</button>
      {done ? (
        <p class="notice ok" role="status">
          {done}
        </p>
      ) : null}
      <ErrorNotice error={error} />
    </form>
  );
}

export function SitesPage(props: PageProps) {
  const sites = useLoad(() => must(integratorClient(props.session).api.GET('/integrator/sites')).then((d) => d.sites), []);
  return (
    <>
      <div class="actions">
        <button type="button" onClick={sites.reload}>
          Refresh
        </button>
      </div>
      {sites.loading && !sites.data ? <Loading what="sites" /> : null}
      <ErrorNotice error={sites.error} />
      {sites.data && sites.data.length === 0 ? <Empty>No sites are paired with your key yet. Pair one below with the details the clinic gives you.</Empty> : null}
      {sites.data && sites.data.length > 0 ? <SiteRows sites={sites.data} /> : null}
      <PairForm {...props} onPaired={sites.reload} />
    </>
  );
}
