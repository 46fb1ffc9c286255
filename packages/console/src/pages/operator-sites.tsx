/**
 * The operator's sites: every install with its practice, status, availability, authority and agent, the
 * actions that change them (make authoritative, activate, revoke), and who is paired with each practice.
 */
import { useState } from 'preact/hooks';
import type { Site } from '@site-query-gateway/client';
import { must, operatorClient } from '../gateway.js';
import type { PageProps } from '../page-props.js';
import { shortTime } from '../time.js';
import { ActionButton } from '../ui/action-button.js';
import { Empty, ErrorNotice, Loading } from '../ui/notices.js';
import { useLoad } from '../ui/use-load.js';
import { Badge, RecordTable, SiteIdentity } from '../ui/record-table.js';

function Pairings({ session, siteId }: { session: PageProps['session']; siteId: string }) {
  const pairings = useLoad(async () => (await must(operatorClient(session).GET('/admin/sites/{siteId}/pairings', { params: { path: { siteId } } }))).pairings, [siteId]);
  if (pairings.loading) return <Loading what="pairings" />;
  if (pairings.error) return <ErrorNotice error={pairings.error} />;
  if (!pairings.data || pairings.data.length === 0) return <p class="muted">No integrator is paired with this practice yet.</p>;
  return (
    <ul aria-label="Paired integrators">
      {pairings.data.map((p) => (
        <li key={p.integratorId}>
          {p.name} <span class="muted">since {shortTime(p.pairedAt)}</span>
        </li>
      ))}
    </ul>
  );
}

function SiteRow({ site, session, onChange, onError }: { site: Site; session: PageProps['session']; onChange: () => void; onError: (e: unknown) => void }) {
  const api = operatorClient(session);
  const path = { siteId: site.id };
  const [open, setOpen] = useState(false);
  const label = `${site.name} ${site.practiceManagementSiteId}`;
  return (
    <tr>
      <td>
        <SiteIdentity name={site.name} site={site} />
      </td>
      <td>
        <Badge value={site.status} />
      </td>
      <td>
        <Badge value={site.availability} />
      </td>
      <td>{site.authoritative ? 'yes' : 'no'}</td>
      <td>{site.linkVersion || '—'}</td>
      <td>
        <div class="actions">
          {!site.authoritative ? (
            <ActionButton label={`Make ${label} authoritative`} onError={onError} run={() => must(api.POST('/admin/sites/{siteId}/make-authoritative', { params: { path } })).then(onChange)}>
              Make authoritative
            </ActionButton>
          ) : null}
          {site.status !== 'active' ? (
            <ActionButton label={`Activate ${label}`} onError={onError} run={() => must(api.POST('/admin/sites/{siteId}/activate', { params: { path } })).then(onChange)}>
              Activate
            </ActionButton>
          ) : null}
          {site.status !== 'removed' ? (
            <ActionButton label={`Revoke ${label}`} onError={onError} run={() => must(api.POST('/admin/sites/{siteId}/revoke', { params: { path } })).then(onChange)}>
              Revoke
            </ActionButton>
          ) : null}
          <button type="button" class="secondary" aria-expanded={open} aria-label={`Who is paired with ${label}`} onClick={() => setOpen(!open)}>
            Paired
          </button>
        </div>
        {open ? <Pairings session={session} siteId={site.id} /> : null}
      </td>
    </tr>
  );
}

export function OperatorSitesPage({ session }: PageProps) {
  const sites = useLoad(async () => (await must(operatorClient(session).GET('/admin/sites'))).sites, []);
  const [error, setError] = useState<unknown>();
  return (
    <>
      <div class="actions">
        <button type="button" onClick={sites.reload}>
          Refresh
        </button>
      </div>
      <ErrorNotice error={error} />
      {sites.loading && !sites.data ? <Loading what="sites" /> : null}
      <ErrorNotice error={sites.error} />
      {sites.data && sites.data.length === 0 ? <Empty>No site has registered yet. A clinic registers its site when it installs the agent (site-agent install).</Empty> : null}
      {sites.data && sites.data.length > 0 ? (
        <RecordTable label="Sites" columns={['Site', 'Status', 'Availability', 'Authoritative', 'Agent', 'Actions']}>
          {sites.data.map((site) => (
            <SiteRow key={site.id} site={site} session={session} onChange={sites.reload} onError={setError} />
          ))}
        </RecordTable>
      ) : null}
    </>
  );
}
