/**
 * The integrator's webhook endpoints: create one (its secret shown once), and for each send a test event,
 * rotate its secret (the new one shown once), enable or disable it, and see its deliveries.
 */
import { useState } from 'preact/hooks';
import type { components } from '@site-query-gateway/client/openapi-types.js';
import { integratorClient, must } from '../gateway.js';
import type { PageProps } from '../page-props.js';
import { ActionButton } from '../ui/action-button.js';
import { Empty, ErrorNotice, Loading } from '../ui/notices.js';
import { useLoad } from '../ui/use-load.js';
import { WebhookDeliveries } from './webhook-deliveries.js';

type EventType = components['schemas']['CreateWebhookBody']['eventTypes'][number];
type Endpoint = components['schemas']['WebhookEndpoint'];
const EVENT_TYPES: EventType[] = ['query.completed', 'registeredQuery.resultChanged', 'registeredQuery.completed', 'site.availabilityChanged'];

function Secret({ secret }: { secret: { label: string; value: string } | undefined }) {
  if (!secret) return null;
  return (
    <div class="notice ok" role="status">
      <p>{secret.label} (shown only now; keep it where your receiver verifies signatures):</p>
      <output class="secret">{secret.value}</output>
    </div>
  );
}

function EndpointCard({ endpoint, session, onChange }: { endpoint: Endpoint; session: PageProps['session']; onChange: () => void }) {
  const api = integratorClient(session).api;
  const path = { webhookId: endpoint.id };
  const [error, setError] = useState<unknown>();
  const [secret, setSecret] = useState<{ label: string; value: string }>();
  const [open, setOpen] = useState(false);
  const [round, setRound] = useState(0);
  return (
    <li class="card" aria-label={`Webhook ${endpoint.url}`}>
      <h2>{endpoint.url}</h2>
      <p>
        <span class={`badge ${endpoint.status}`}>{endpoint.status}</span> {endpoint.eventTypes.join(', ')}
        {endpoint.description ? ` · ${endpoint.description}` : ''}
      </p>
      <div class="actions">
        <ActionButton
          onError={setError}
          run={async () => {
            await must(api.POST('/integrator/webhooks/{webhookId}/test', { params: { path } }));
            setOpen(true);
            setRound((n) => n + 1);
          }}
        >
          Send test event
        </ActionButton>
        <ActionButton onError={setError} run={async () => setSecret({ label: 'New secret', value: (await must(api.POST('/integrator/webhooks/{webhookId}/rotate-secret', { params: { path } }))).secret })}>
          Rotate secret
        </ActionButton>
        {endpoint.status === 'enabled' ? (
          <ActionButton onError={setError} run={() => must(api.PATCH('/integrator/webhooks/{webhookId}', { params: { path }, body: { status: 'disabled' } })).then(onChange)}>
            Disable
          </ActionButton>
        ) : endpoint.status === 'disabled' ? (
          <ActionButton onError={setError} run={() => must(api.PATCH('/integrator/webhooks/{webhookId}', { params: { path }, body: { status: 'enabled' } })).then(onChange)}>
            Enable
          </ActionButton>
        ) : null}
        <button type="button" class="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide deliveries' : 'Show deliveries'}
        </button>
      </div>
      <Secret secret={secret} />
      <ErrorNotice error={error} />
      {open ? <WebhookDeliveries session={session} webhookId={endpoint.id} round={round} /> : null}
    </li>
  );
}

export function WebhooksPage({ session }: PageProps) {
  const api = integratorClient(session).api;
  const list = useLoad(async () => (await must(api.GET('/integrator/webhooks'))).webhooks, []);
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [types, setTypes] = useState<EventType[]>(['query.completed']);
  const [secret, setSecret] = useState<{ label: string; value: string }>();
  const [error, setError] = useState<unknown>();

  const create = async (event: Event): Promise<void> => {
    event.preventDefault();
    setError(undefined);
    try {
      const created = await must(api.POST('/integrator/webhooks', { body: { url: url.trim(), eventTypes: types, ...(description.trim() ? { description: description.trim() } : {}) } }));
      setSecret({ label: `Secret of ${created.endpoint.url}`, value: created.secret });
      setUrl('');
      setDescription('');
      list.reload();
    } catch (err) {
      setError(err);
    }
  };

  return (
    <>
      <form class="card" method="post" action="#" onSubmit={(e) => void create(e)}>
        <h2>Add an endpoint</h2>
        <label>
          URL
          <input type="url" required value={url} placeholder="https://example.com/hooks/gateway" onInput={(e) => setUrl(e.currentTarget.value)} />
        </label>
        <label>
          Description
          <input value={description} onInput={(e) => setDescription(e.currentTarget.value)} />
        </label>
        <fieldset>
          <legend>Events</legend>
          {EVENT_TYPES.map((t) => (
            <label class="inline" key={t}>
              <input type="checkbox" checked={types.includes(t)} onChange={(e) => setTypes(e.currentTarget.checked ? [...types, t] : types.filter((x) => x !== t))} /> {t}
            </label>
          ))}
        </fieldset>
        <button type="submit" disabled={types.length === 0}>
          Add endpoint
        </button>
        <Secret secret={secret} />
      </form>
      <ErrorNotice error={error} />
      {list.loading && !list.data ? <Loading what="webhook endpoints" /> : null}
      <ErrorNotice error={list.error} />
      {list.data && list.data.length === 0 ? <Empty>No webhook endpoints yet. Add one above to be told when an async query finishes or a site goes offline.</Empty> : null}
      <ul class="history">
        {(list.data ?? []).map((endpoint) => (
          <EndpointCard key={endpoint.id} endpoint={endpoint} session={session} onChange={list.reload} />
        ))}
      </ul>
    </>
  );
}
