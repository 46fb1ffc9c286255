/**
 * The FHIR browser: a search form per resource type built from the site's CapabilityStatement (its
 * resources and their search parameters), the searchset Bundle as a list with its `next` page, and each
 * resource read on its own and shown as formatted JSON. OperationOutcomes show as errors with their code.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Site } from '@site-query-gateway/client';
import { integratorClient, must } from '../gateway.js';
import type { PageProps } from '../page-props.js';
import { Empty, ErrorNotice, Loading } from '../ui/notices.js';
import { SitePicker } from '../ui/site-picker.js';
import { useLoad } from '../ui/use-load.js';

interface SearchParam {
  name: string;
  type: string;
  documentation?: string;
}
interface CapabilityResource {
  type: string;
  searchParam?: SearchParam[];
}
interface Capability {
  rest?: { resource?: CapabilityResource[] }[];
}
interface Resource {
  resourceType: string;
  id?: string;
  [field: string]: unknown;
}
interface Bundle {
  total?: number;
  link?: { relation: string; url: string }[];
  entry?: { resource?: Resource; search?: { mode?: string } }[];
}

/** A line that tells one resource from another in the list: its names, code or date where it has them. */
function summary(resource: Resource): string {
  const name = (resource.name as { family?: string; given?: string[]; text?: string }[] | string | undefined) ?? undefined;
  if (Array.isArray(name) && name[0]) return name[0].text ?? [name[0].given?.join(' '), name[0].family].filter(Boolean).join(' ');
  if (typeof name === 'string') return name;
  const code = resource.code as { text?: string; coding?: { display?: string }[] } | undefined;
  if (code) return code.text ?? code.coding?.[0]?.display ?? '';
  return String(resource.start ?? resource.effectiveDateTime ?? resource.status ?? '');
}

export function FhirPage({ session }: PageProps) {
  const [site, setSite] = useState<Site>();
  const client = integratorClient(session).api;
  const siteId = site?.id ?? '';
  const metadata = useLoad(async () => (siteId ? ((await must(client.GET('/integrator/sites/{siteId}/fhir/R4/metadata', { params: { path: { siteId } } }))) as Capability) : undefined), [siteId]);
  const resources = metadata.data?.rest?.[0]?.resource ?? [];
  const [type, setType] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [bundle, setBundle] = useState<Bundle>();
  const [shown, setShown] = useState<Resource>();
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (resources.length > 0 && !resources.some((r) => r.type === type)) setType(resources[0]!.type);
  }, [metadata.data]);
  const resource = resources.find((r) => r.type === type);

  const search = async (query: URLSearchParams): Promise<void> => {
    setBusy(true);
    setError(undefined);
    setShown(undefined);
    try {
      const answer = await must(client.GET('/integrator/sites/{siteId}/fhir/R4/{resourceType}', { params: { path: { siteId, resourceType: type } }, querySerializer: () => query.toString() }));
      setBundle(answer as Bundle);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: Event): void => {
    event.preventDefault();
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(values)) if (value.trim() && (name === '_count' || resource?.searchParam?.some((p) => p.name === name))) query.set(name, value.trim());
    void search(query);
  };
  const next = bundle?.link?.find((l) => l.relation === 'next');
  const read = async (found: Resource): Promise<void> => {
    setError(undefined);
    try {
      const answer = await must(client.GET('/integrator/sites/{siteId}/fhir/R4/{resourceType}/{id}', { params: { path: { siteId, resourceType: found.resourceType, id: found.id ?? '' } } }));
      setShown(answer as Resource);
    } catch (err) {
      setError(err);
    }
  };

  return (
    <>
      <SitePicker session={session} siteId={siteId} onSite={setSite} />
      {metadata.loading && siteId ? <Loading what="the site's FHIR capabilities" /> : null}
      <ErrorNotice error={metadata.error} />
      {metadata.data && resources.length === 0 ? <Empty>This site serves no FHIR resources (its practice-management kind is SQL only). Use the SQL workbench instead.</Empty> : null}
      {resources.length > 0 ? (
        <form class="card" method="post" action="#" onSubmit={submit}>
          <label>
            Resource type
            <select
              value={type}
              onChange={(e) => {
                setType(e.currentTarget.value);
                setValues({});
                setBundle(undefined);
              }}
            >
              {resources.map((r) => (
                <option key={r.type}>{r.type}</option>
              ))}
            </select>
          </label>
          <div class="fields">
            {(resource?.searchParam ?? []).map((p) => (
              <label key={p.name} title={p.documentation}>
                {p.name} <span class="muted">({p.type})</span>
                <input value={values[p.name] ?? ''} onInput={(e) => setValues({ ...values, [p.name]: e.currentTarget.value })} />
              </label>
            ))}
            <label>
              _count <span class="muted">(per page)</span>
              <input type="number" min={1} max={200} value={values._count ?? ''} onInput={(e) => setValues({ ...values, _count: e.currentTarget.value })} />
            </label>
          </div>
          <button type="submit" disabled={busy}>
            {busy ? 'Searching…' : 'Search'}
          </button>
        </form>
      ) : null}
      <ErrorNotice error={error} />
      {bundle ? (
        <section aria-label="Search results">
          <p>
            {bundle.total ?? 0} {type} resources match.
          </p>
          {(bundle.entry ?? []).length === 0 ? <Empty>Nothing matched: loosen the search (fewer fields, a shorter name).</Empty> : null}
          <ul class="results">
            {(bundle.entry ?? []).map((entry, i) =>
              entry.resource ? (
                <li key={`${entry.resource.resourceType}/${entry.resource.id ?? i}`}>
                  {entry.search?.mode === 'outcome' ? (
                    <span class="muted">{JSON.stringify(entry.resource)}</span>
                  ) : (
                    <button type="button" class="link" onClick={() => void read(entry.resource!)}>
                      {entry.resource.resourceType}/{entry.resource.id}
                    </button>
                  )}{' '}
                  {summary(entry.resource)}
                </li>
              ) : null,
            )}
          </ul>
          {next ? (
            <button type="button" class="secondary" disabled={busy} onClick={() => void search(new URL(next.url).searchParams)}>
              Next page
            </button>
          ) : null}
        </section>
      ) : null}
      {shown ? (
        <section aria-label={`${shown.resourceType}/${shown.id ?? ''}`}>
          <h2>
            {shown.resourceType}/{shown.id}
          </h2>
          <pre class="json" tabIndex={0}>
            {JSON.stringify(shown, null, 2)}
          </pre>
        </section>
      ) : null}
    </>
  );
}
