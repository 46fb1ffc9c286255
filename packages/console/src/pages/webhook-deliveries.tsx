/** One webhook endpoint's recent deliveries with their attempts and last answer, each redeliverable. */
import { useState } from 'preact/hooks';
import { integratorClient, must } from '../gateway.js';
import type { Session } from '../session.js';
import { shortTime } from '../time.js';
import { ActionButton } from '../ui/action-button.js';
import { Empty, ErrorNotice, Loading } from '../ui/notices.js';
import { useLoad } from '../ui/use-load.js';

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
        <div class="table-scroll" tabIndex={0} role="region" aria-label="Deliveries">
          <table>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Status</th>
                <th scope="col">Attempts</th>
                <th scope="col">Last answer</th>
                <th scope="col">Created</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {deliveries.data.map((d) => (
                <tr key={d.id}>
                  <td>
                    {d.eventType}
                    <br />
                    <code class="id">{d.eventId}</code>
                  </td>
                  <td>
                    <span class={`badge ${d.status}`}>{d.status}</span>
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
            </tbody>
          </table>
        </div>
      ) : null}
      <button type="button" class="secondary" onClick={deliveries.reload}>
        Refresh deliveries
      </button>
    </>
  );
}
