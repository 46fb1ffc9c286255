/**
 * Connected agents: the sites whose agent is online now, with its version, the clinic's time zone, its last
 * heartbeat and its clock against the gateway's.
 */
import { must, operatorClient } from '../gateway.js';
import type { PageProps } from '../page-props.js';
import { age, clockDrift } from '../time.js';
import { Empty, ErrorNotice, Loading } from '../ui/notices.js';
import { useLoad } from '../ui/use-load.js';
import { RecordTable } from '../ui/record-table.js';

export function OperatorAgentsPage({ session }: PageProps) {
  const sites = useLoad(async () => (await must(operatorClient(session).GET('/admin/sites'))).sites.filter((s) => s.availability === 'online'), []);
  return (
    <>
      <div class="actions">
        <button type="button" onClick={sites.reload}>
          Refresh
        </button>
      </div>
      {sites.loading && !sites.data ? <Loading what="agents" /> : null}
      <ErrorNotice error={sites.error} />
      {sites.data && sites.data.length === 0 ? <Empty>No agent is connected. Agents dial out to this gateway when a clinic runs site-agent run.</Empty> : null}
      {sites.data && sites.data.length > 0 ? (
        <RecordTable label="Connected agents" columns={['Site', 'Agent version', 'Time zone', 'Last heartbeat', 'Clock drift']}>
          {sites.data.map((site) => (
            <tr key={site.id}>
              <td>
                {site.name} <span class="muted">{site.practiceManagementSiteId}</span>
                <br />
                <code class="id">{site.id}</code>
              </td>
              <td>{site.linkVersion}</td>
              <td>{site.timeZone ?? 'not reported'}</td>
              <td>{age(site.heartbeatTimestampUTC)}</td>
              <td>{clockDrift(site.clientTimestampUTC, site.heartbeatTimestampUTC)}</td>
            </tr>
          ))}
        </RecordTable>
      ) : null}
    </>
  );
}
