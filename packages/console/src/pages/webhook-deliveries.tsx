/** One webhook endpoint's recent deliveries with their attempts and last answer, each redeliverable. */
import { useState } from 'preact/hooks';
import { integratorClient, must } from '../gateway.js';
import type { Session } from '../session.js';
import { shortTime } from '../time.js';
import { ActionButton } from '../ui/action-button.js';
import { Empty, ErrorNotice, Loading } from '../ui/notices.js';
import { useLoad } from '../ui/use-load.js';
import { Badge, RecordTable } from '../ui/record-table.js';

export function WebhookDeliveries({ session, webhookId, round }: { session: Session; webhookId: string; round: number }) {
  const api = integratorClient(session).api;
  const deliveries = useLoad(async () => (await must(api.GET('/integrator/webhooks/{webhookId}/deliveries', { params: { path: { webhookId } } }))).deliveries, [webhookId, round]);
  const [error, setError] = useState<unknown>();
  if (deliveries.loading && !deliveries.data) return <Loading what="deliveries" />;
  return (
    <>
      <ErrorNotice error={deliveries.error ?? error} />
      {deliveries.data && deliveries.data.length === 0 ? <Empty>No deliveries yet. Send a test event to see one arrive.</Empty> : null}
      {deliveries.data && deliveries.data.length > 0 ? (
        <RecordTable label="Deliveries" columns={['Event', 'Status', 'Attempts', 'Last answer', 'Created', 'Actions']}>
          {deliveries.data.map((d) => (
            <tr key={d.id}>
              <td>
                {d.eventType}
                <br />
                <code class="id">{d.eventId}</code>
              </td>
              <td>
                <Badge value={d.status} />
                {d.nextAttemptAt && d.status === 'pending' ? <span class="muted"> next {shortTime(d.nextAttemptAt)}</span> : null}
              </td>
              <td class="num">{d.attempts}</td>
              <td>{d.lastStatusCode ? `HTTP ${d.lastStatusCode}` : ''}{d.lastError ? ` ${d.lastError}` : ''}{!d.lastStatusCode && !d.lastError ? '—' : ''}</td>
              <td>{shortTime(d.createdAt)}</td>
              <td>
                <ActionButton label={`Redeliver ${d.eventType} ${d.id}`} onError={setError} run={() => must(api.POST('/integrator/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver', { params: { path: { webhookId, deliveryId: d.id } } })).then(deliveries.reload)}>
                  Redeliver
                </ActionButton>
              </td>
            </tr>
          ))}
        </RecordTable>
      ) : null}
      <button type="button" class="secondary" onClick={deliveries.reload}>
        Refresh deliveries
      </button>
    </>
  );
}
