/**
 * The operator's integrators: each with its status and key prefix, disable, enable and a new key; and the
 * form that creates one. A key is shown once, when it is made.
 */
import { useState } from 'preact/hooks';
import { must, operatorClient } from '../gateway.js';
import type { PageProps } from '../page-props.js';
import { shortTime } from '../time.js';
import { ActionButton } from '../ui/action-button.js';
import { Empty, ErrorNotice, Loading } from '../ui/notices.js';
import { useLoad } from '../ui/use-load.js';
import { Badge, RecordTable } from '../ui/record-table.js';

export function OperatorIntegratorsPage({ session }: PageProps) {
  const api = operatorClient(session);
  const list = useLoad(() => must(api.GET('/admin/integrators')).then((d) => d.integrators), []);
  const [name, setName] = useState('');
  const [issued, setIssued] = useState<{ name: string; key: string }>();
  const [error, setError] = useState<unknown>();

  const create = async (event: Event): Promise<void> => {
    event.preventDefault();
    setError(undefined);
    try {
      const created = await must(api.POST('/admin/integrators', { body: { name: name.trim() } }));
      setIssued({ name: created.integrator.name, key: created.apiKey });
      setName('');
      list.reload();
    } catch (err) {
      setError(err);
    }
  };

  return (
    <>
      <form class="card" method="post" action="#" onSubmit={(e) => void create(e)}>
        <h2>Create an integrator</h2>
        <label>
          Name
          <input required value={name} onInput={(e) => setName(e.currentTarget.value)} />
        </label>
        <button type="submit" disabled={name.trim() === ''}>
          Create
        </button>
        {issued ? (
          <div class="notice ok" role="status">
            <p>
              Key for {issued.name} (shown only now; give it to the integrator over a safe channel; any earlier key of theirs no longer works):
            </p>
            <output class="secret">{issued.key}</output>
          </div>
        ) : null}
      </form>
      <ErrorNotice error={error} />
      {list.loading && !list.data ? <Loading what="integrators" /> : null}
      <ErrorNotice error={list.error} />
      {list.data && list.data.length === 0 ? <Empty>No integrators yet. Create one above to issue its key.</Empty> : null}
      {list.data && list.data.length > 0 ? (
        <RecordTable label="Integrators" columns={['Name', 'Status', 'Key prefix', 'Created', 'Actions']}>
          {list.data.map((integrator) => (
            <tr key={integrator.id}>
              <td>
                {integrator.name}
                <br />
                <code class="id">{integrator.id}</code>
              </td>
              <td>
                <Badge value={integrator.status} />
              </td>
              <td>
                <code>{integrator.keyPrefix}</code>
              </td>
              <td>{shortTime(integrator.createdAt)}</td>
              <td>
                <ActionButton
                  label={`New key for ${integrator.name}`}
                  onError={setError}
                  run={async () => {
                    const rotated = await must(api.POST('/admin/integrators/{integratorId}/rotate-key', { params: { path: { integratorId: integrator.id } } }));
                    setIssued({ name: rotated.integrator.name, key: rotated.apiKey });
                    list.reload();
                  }}
                >
                  New key
                </ActionButton>{' '}
                {integrator.status === 'active' ? (
                  <ActionButton label={`Disable ${integrator.name}`} onError={setError} run={() => must(api.POST('/admin/integrators/{integratorId}/disable', { params: { path: { integratorId: integrator.id } } })).then(list.reload)}>
                    Disable
                  </ActionButton>
                ) : (
                  <ActionButton label={`Enable ${integrator.name}`} onError={setError} run={() => must(api.POST('/admin/integrators/{integratorId}/enable', { params: { path: { integratorId: integrator.id } } })).then(list.reload)}>
                    Enable
                  </ActionButton>
                )}
              </td>
            </tr>
          ))}
        </RecordTable>
      ) : null}
    </>
  );
}
