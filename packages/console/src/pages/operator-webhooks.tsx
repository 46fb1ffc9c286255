/**
 * Every integrator's webhook endpoints with their backlog: each endpoint's recent deliveries counted by
 * status (pending ones are the backlog), the failed ones' last answer, and suspend or re-enable.
 */
import { useState } from 'preact/hooks';
import type { components } from '@site-query-gateway/client/openapi-types.js';
import { must, operatorClient, type OperatorClient } from '../gateway.js';
import type { PageProps } from '../page-props.js';
import { ActionButton } from '../ui/action-button.js';
import { Empty, ErrorNotice, Loading } from '../ui/notices.js';
import { useLoad } from '../ui/use-load.js';
import { Badge, RecordTable } from '../ui/record-table.js';

type Endpoint = components['schemas']['WebhookEndpoint'];
type Delivery = components['schemas']['WebhookDelivery'];

async function loadBacklog(api: OperatorClient): Promise<{ endpoint: Endpoint; deliveries: Delivery[] }[]> {
  const { webhooks } = await must(api.GET('/admin/webhooks'));
  return Promise.all(webhooks.map(async (endpoint) => ({ endpoint, deliveries: (await must(api.GET('/admin/webhooks/{webhookId}/deliveries', { params: { path: { webhookId: endpoint.id } } }))).deliveries })));
}

const count = (deliveries: Delivery[], status: string): number => deliveries.filter((d) => d.status === status).length;

export function OperatorWebhooksPage({ session }: PageProps) {
  const api = operatorClient(session);
  const backlog = useLoad(() => loadBacklog(api), []);
  const [error, setError] = useState<unknown>();
  const pending = (backlog.data ?? []).reduce((n, e) => n + count(e.deliveries, 'pending'), 0);
  return (
    <>
      <div class="actions">
        <button type="button" onClick={backlog.reload}>
          Refresh
        </button>
        {backlog.data ? <span role="status">{pending} deliveries pending across all endpoints (recent deliveries).</span> : null}
      </div>
      <ErrorNotice error={error} />
      {backlog.loading && !backlog.data ? <Loading what="webhook endpoints" /> : null}
      <ErrorNotice error={backlog.error} />
      {backlog.data && backlog.data.length === 0 ? <Empty>No integrator has a webhook endpoint yet. Integrators add them on their Webhooks page or through the API.</Empty> : null}
      {backlog.data && backlog.data.length > 0 ? (
        <RecordTable label="Webhook endpoints" columns={['Endpoint', 'Status', 'Pending', 'Delivered', 'Failed', 'Last failure', 'Actions']}>
          {backlog.data.map(({ endpoint, deliveries }) => {
            const failed = deliveries.find((d) => d.status === 'failed' || d.lastError);
            const path = { webhookId: endpoint.id };
            return (
              <tr key={endpoint.id}>
                <td>
                  {endpoint.url}
                  <br />
                  <span class="muted">integrator {endpoint.integratorId}</span>
                </td>
                <td>
                  <Badge value={endpoint.status} />
                </td>
                <td class="num">{count(deliveries, 'pending')}</td>
                <td class="num">{count(deliveries, 'delivered')}</td>
                <td class="num">{count(deliveries, 'failed')}</td>
                <td>{failed ? `${failed.lastStatusCode ? `HTTP ${failed.lastStatusCode} ` : ''}${failed.lastError ?? ''}` : '—'}</td>
                <td>
                  {endpoint.status === 'suspended' ? (
                    <ActionButton label={`Re-enable ${endpoint.url}`} onError={setError} run={() => must(api.POST('/admin/webhooks/{webhookId}/enable', { params: { path } })).then(backlog.reload)}>
                      Re-enable
                    </ActionButton>
                  ) : (
                    <ActionButton label={`Suspend ${endpoint.url}`} onError={setError} run={() => must(api.POST('/admin/webhooks/{webhookId}/disable', { params: { path } })).then(backlog.reload)}>
                      Suspend
                    </ActionButton>
                  )}
                </td>
              </tr>
            );
          })}
        </RecordTable>
      ) : null}
    </>
  );
}
